// Game IDs: an address's fragment that opens the same game anywhere (Simon Tatham's "game ID"
// and "random seed"). Pure functions, no DOM.
//
//   #daily/<level>/<date>   the day's puzzle of a level: the generator's {level, date}
//                           e.g. #daily/easy/2026-11-23
//   #new/<level>/<seed>     a generated puzzle: the generator's {level, seed}, the seed in
//                           decimal, 0 to 2^64 - 1, no leading zero: #new/medium/1234567890123
//   #play/<puzzle>          a game of any puzzle, 81 characters, '.' (or '0') empty
//   #<anything else>        the share link of game/saved.js: the puzzle opened in set-up. Its
//                           text may be any form the solver reads (a grid picture, a line with
//                           0s), so reading it stays the page's work with the solver.
// Levels are the engine's (the client's LEVELS, sudoku::kLevels); dates are game/dates.js's.

import {LEVELS} from '../client.js';
import {isDate} from './dates.js';

export {LEVELS};

const MAX_SEED = 2n ** 64n - 1n;

export const isLevel = (level) => LEVELS.includes(level);

/** A level's name for people: 'easy' -> 'Easy'. */
export const levelName = (level) => level[0].toUpperCase() + level.slice(1);

/** Whether `seed` is a seed as game IDs write it: decimal digits, no leading zero, at most 2^64 - 1. */
export function isSeed(seed) {
  return typeof seed === 'string' && /^(0|[1-9][0-9]{0,19})$/.test(seed) && BigInt(seed) <= MAX_SEED;
}

const isPlayable = (text) => /^[0-9.]{81}$/.test(text);

/**
 * The game ID of a game (game/games.js's record, or any {source, level, seed, date, puzzle}),
 * '#' included: a daily game (source 'daily' with a level and a date) by its date, a generated
 * one (source 'new' with a level and a seed) by its seed, any other by its puzzle.
 */
export function gameIdOf({source, level, seed, date, puzzle}) {
  if (source === 'daily' && isLevel(level) && isDate(date)) return `#daily/${level}/${date}`;
  if (source === 'new' && isLevel(level) && isSeed(seed)) return `#new/${level}/${seed}`;
  return `#play/${puzzle}`;
}

/**
 * What a fragment's text (game/saved.js's fragmentText, with or without its '#') names:
 *   {kind: 'daily', level, date} | {kind: 'new', level, seed} | {kind: 'play', puzzle}
 *   | {kind: 'puzzle', text}    a share link: `text` for the page to read as a puzzle
 * null for no text, or text that begins as a game ID (daily/, new/, play/) but is not one.
 */
export function parseGameId(fragmentText) {
  const text = fragmentText.startsWith('#') ? fragmentText.slice(1) : fragmentText;
  if (!text) return null;
  const [kind, ...parts] = text.split('/');
  if (kind === 'daily') {
    const [level, date] = parts;
    return parts.length === 2 && isLevel(level) && isDate(date) ? {kind, level, date} : null;
  }
  if (kind === 'new') {
    const [level, seed] = parts;
    return parts.length === 2 && isLevel(level) && isSeed(seed) ? {kind, level, seed} : null;
  }
  if (kind === 'play') {
    return parts.length === 1 && isPlayable(parts[0]) ? {kind, puzzle: parts[0].replace(/0/g, '.')} : null;
  }
  return {kind: 'puzzle', text};
}
