// Games as records, and the list of saved games as text: what the page keeps of each game it
// plays (Simon Tatham's midend keeps the timer and the game's description). Pure functions, no
// DOM and no storage (app/local-storage.js reads and writes localStorage).
//
// A game is a frozen record:
//   id         its game ID (game/game-id.js's gameIdOf, '#' included): the link that opens it
//              again, and its key in the saved list (opening the same game again resumes it)
//   puzzle     the givens, 81 characters, '.' empty
//   solution   81 digits, or null when the page has none
//   level      the engine's Level ('easy' ... 'master'), or null (unrated)
//   rating     the engine's rating, e.g. 4.2, or null
//   source     where it came from: 'new' (generated), 'daily' (the day's puzzle), 'entered'
//              (set up by the player, then started), 'link' (opened from a #play link)
//   seed       the generator's seed (decimal text) for 'new' and 'daily' games, else null
//   date       the daily puzzle's date 'YYYY-MM-DD', else null
//   createdAt  when it began (ms, e.g. Date.now())
//   save       the state on show, as game/saved.js's autosave text (locked: a game is in play).
//              Its undo history is kept apart, for the game on show only (game/saved.js's
//              history text, app/local-storage.js).
//   clock      game/clock.js's clock
//   hints      how many hints the player took
//   mistakes   how many digits the player entered that the solution contradicts (0 in records
//              of pages before the count)
//   mistakeLimit  the mistakes that end the game (MISTAKE_LIMIT, Options' Mistake limit), or
//              null: a free game (and in records of pages before the mode)
//   played     whether the player has made a move: Stats count the game as played from then
//              (true in records of pages before, which counted a game as it began)
//   finished   null, or {at, elapsedMs} when the player completed the grid: when, and the clock
//   lost       null, or {at, elapsedMs} when the mistake limit ended the game
// Saved games, version 1: the JSON of {version: 1, games: [game...]}, most recent first, at
// most SAVED_GAMES_LIMIT. Records that do not read back as above are left out.

import {elapsedOf, isClock, pauseClock, startClock} from './clock.js';
import {isDate} from './dates.js';
import {gameIdOf, isLevel, isSeed} from './game-id.js';
import {filledCount, givensOf, isComplete, newGame} from './model.js';
import {execute} from './moves.js';
import {saveText, stateOfSaveText} from './saved.js';

export const SAVED_GAMES_LIMIT = 20;
export const SOURCES = Object.freeze(['new', 'daily', 'entered', 'link']);
/** The mistakes that end a game of the mistake limit mode (sudoku.com's three). */
export const MISTAKE_LIMIT = 3;

const LIST_VERSION = 1;
const isPuzzle = (text) => typeof text === 'string' && /^[1-9.]{81}$/.test(text);
const isSolution = (text) => typeof text === 'string' && /^[1-9]{81}$/.test(text);
const isTime = (ms) => Number.isFinite(ms) && ms >= 0;
const orNull = (value, check) => value === null || check(value);
const isEnd = (end) => isTime(end?.at) && isTime(end.elapsedMs);
const frozenEnd = (end) => end && Object.freeze({at: end.at, elapsedMs: end.elapsedMs});

// The record of `fields` (only the fields above, id computed), checked; throws a TypeError.
function freezeGame(fields) {
  const {puzzle, solution, level, rating, source, seed, date, createdAt, save, clock, hints, finished} = fields;
  const game = {id: gameIdOf(fields), puzzle, solution, level, rating, source, seed, date, createdAt, save};
  Object.assign(game, {clock, hints, mistakes: fields.mistakes ?? 0, mistakeLimit: fields.mistakeLimit ?? null});
  Object.assign(game, {played: fields.played ?? true, finished, lost: fields.lost ?? null});
  if (!isGame(game)) throw new TypeError(`not a game: ${JSON.stringify(fields)}`);
  game.clock = Object.freeze({elapsedMs: clock.elapsedMs, since: clock.since});
  game.finished = frozenEnd(finished);
  game.lost = frozenEnd(game.lost);
  return Object.freeze(game);
}

/**
 * A new game of `puzzle` in play, its clock running from `now`. Throws a TypeError for fields
 * that are not as described above (the caller's bug).
 */
export function createGame(
  {puzzle, solution = null, level = null, rating = null, source, seed = null, date = null, mistakeLimit = null},
  now,
) {
  const save = saveText(execute(newGame(), {type: 'play', puzzle}));
  const fields = {puzzle, solution, level, rating, source, seed, date, createdAt: now, save, mistakeLimit};
  return freezeGame({...fields, clock: startClock(now), hints: 0, mistakes: 0, played: false, finished: null});
}

/** Whether `game` is over: solved, or ended by its mistake limit. */
export const isOver = (game) => game.finished !== null || game.lost !== null;

/** The state on show in `game` (locked). */
export const stateOfGame = (game) => stateOfSaveText(game.save);

/**
 * Whether the player has solved `state`: every cell filled, no clash, none of the solver's
 * digits (a revealed solution is not the player's), and the solution's digits when it is known.
 */
export function isSolvedBy(state, solution) {
  return isComplete(state) && !state.kinds.includes('s') && (solution === null || state.digits === solution);
}

/**
 * `game` with `changes` ({state, clock, hints, mistakes, played}, any of them) at `now`. The
 * first time the state is solved (isSolvedBy), the game is finished; the first time its mistakes
 * reach its mistake limit, it is lost. Either way its clock stops and `finished` or `lost` says when.
 */
export function updateGame(
  game,
  {state = stateOfGame(game), clock = game.clock, hints = game.hints, mistakes = game.mistakes, played = game.played},
  now,
) {
  let {finished, lost} = game;
  let kept = clock;
  const end = () => {
    kept = pauseClock(clock, now);
    return {at: now, elapsedMs: elapsedOf(kept, now)};
  };
  if (!isOver(game) && isSolvedBy(state, game.solution)) finished = end();
  else if (!isOver(game) && game.mistakeLimit !== null && mistakes >= game.mistakeLimit) lost = end();
  return freezeGame({...game, save: saveText(state), clock: kept, hints, mistakes, played, finished, lost});
}

function isGame(game) {
  const state = typeof game.save === 'string' ? stateOfSaveText(game.save) : null;
  return (
    isPuzzle(game.puzzle) &&
    orNull(game.solution, isSolution) &&
    orNull(game.level, isLevel) &&
    orNull(game.rating, Number.isFinite) &&
    SOURCES.includes(game.source) &&
    orNull(game.seed, isSeed) &&
    orNull(game.date, isDate) &&
    isTime(game.createdAt) &&
    state?.locked === true &&
    givensOf(state) === game.puzzle &&
    isClock(game.clock) &&
    Number.isInteger(game.hints) &&
    game.hints >= 0 &&
    Number.isInteger(game.mistakes) &&
    game.mistakes >= 0 &&
    orNull(game.mistakeLimit, (limit) => Number.isInteger(limit) && limit > 0) &&
    typeof game.played === 'boolean' &&
    orNull(game.finished, isEnd) &&
    orNull(game.lost, isEnd)
  );
}

/** The saved-games text of `games` (version 1, as above). */
export function savedGamesText(games) {
  return JSON.stringify({version: LIST_VERSION, games});
}

/**
 * The games a saved-games text holds, most recent first: [] for text that is not such a list
 * (not JSON, another version); records that do not read back are left out. Never throws.
 */
export function savedGamesOf(text, limit = SAVED_GAMES_LIMIT) {
  let saved;
  try {
    saved = JSON.parse(text);
  } catch {
    return [];
  }
  if (!saved || saved.version !== LIST_VERSION || !Array.isArray(saved.games)) return [];
  const games = [];
  for (const record of saved.games) {
    const game = readGame(record);
    if (game && !games.some((other) => other.id === game.id)) games.push(game);
  }
  return games.slice(0, limit);
}

function readGame(record) {
  if (!record || typeof record !== 'object') return null;
  try {
    const game = freezeGame(record);
    return game.id === record.id ? game : null;
  } catch {
    return null;
  }
}

/** `games` with `game` first (in place of a saved game with its id), at most `limit`. */
export function withSavedGame(games, game, limit = SAVED_GAMES_LIMIT) {
  return [game, ...games.filter((other) => other.id !== game.id)].slice(0, limit);
}

/**
 * What a list of saved games shows of `game` at `now`: {level, date, elapsedMs, filled,
 * finished, lost}, filled the count of cells holding a digit, finished and lost booleans.
 */
export function gameSummary(game, now) {
  const state = stateOfGame(game);
  const end = game.finished ?? game.lost;
  return {
    level: game.level,
    date: game.date,
    elapsedMs: end ? end.elapsedMs : elapsedOf(game.clock, now),
    filled: filledCount(state),
    finished: game.finished !== null,
    lost: game.lost !== null,
  };
}
