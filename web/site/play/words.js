// What play says of a game: its level and rating, its title over the board, why it takes no
// move or how it ended, and what each input mode does.

import {COLOUR_NAMES} from '../board.js';
import {clockText, isRunning} from '../game/clock.js';
import {levelName} from '../game/game-id.js';
import {keyboardLikely} from '../keyboard.js';

/** "Easy · 1.2", "Unrated": a game's level and rating for people. */
export function levelText(game) {
  if (!game.level) return game.rating === null ? 'Unrated' : `Rated ${game.rating.toFixed(1)}`;
  return `${levelName(game.level)} · ${game.rating.toFixed(1)}`;
}

/** "Easy · 1.2 · daily 2026-11-23": the title of a game in play. */
export function gameTitle(game) {
  const source = {daily: ` · daily ${game.date}`, entered: ' · your puzzle', link: ' · from a link', new: ''};
  return `${levelText(game)}${source[game.source]}`;
}

/** "no hints", "1 hint", "3 hints". */
export const hintWords = (hints) => (hints === 0 ? 'no hints' : hints === 1 ? '1 hint' : `${hints} hints`);

/** What the status line says of `game`, over (solved, or lost to its mistake limit). */
export function finishedSummary(game) {
  if (game.lost) return `Game over: ${game.mistakeLimit} mistakes. New game for another.`;
  return `Solved in ${clockText(game.finished.elapsedMs)}, with ${hintWords(game.hints)}. New game for another.`;
}

/** Why no move may be played on the board of `game` now: it is paused (its board hidden), or over; else ''. */
export function blockedWords(game) {
  if (game.finished) return 'This game is solved, so the board is locked: New game for another.';
  if (game.lost)
    return `This game is over (${game.mistakeLimit} mistakes), so the board is locked: New game for another.`;
  return isRunning(game.clock) ? '' : 'The game is paused: Resume to play on.';
}

/**
 * How a solve in `elapsedMs` did against the player's records at `level`: the level's stats
 * entry (game/stats.js's) with the solve counted, and `average` its averageMs.
 */
export function recordWords(level, {finished, bestMs}, average, elapsedMs) {
  const name = levelName(level);
  if (finished <= 1) return `Your first solve at ${name}: your records start here.`;
  const over = `over ${finished} solves`;
  if (bestMs === elapsedMs) return `A new best at ${name}! Your average is ${clockText(average)} ${over}.`;
  const than = elapsedMs < average ? 'faster than' : elapsedMs > average ? 'slower than' : 'as fast as';
  return `Your best at ${name} is ${clockText(bestMs)}; this one was ${than} your average, ${clockText(average)} ${over}.`;
}

/**
 * What the status line says of input `mode` (game/input.js's MODES), `paint` the colour last used
 * in Colour mode: how to leave it by its key where a keyboard is likely, else by its button.
 */
export function modeWords(mode, paint) {
  const again = (key, button) => `(${keyboardLikely() ? key : `tap ${button}`} again for digits)`;
  if (mode === 'centre') return `Notes mode: digits mark centre notes ${again('N', 'Notes')}.`;
  if (mode === 'corner') return `Corner mode: digits mark corner notes ${again('C', 'Corner')}.`;
  if (mode === 'colour') return `Colour mode: 1–9 colour the selected cells, ⌫ clears them ${again('V', 'Colour')}.`;
  if (mode === 'candidate')
    return `Candidate colour mode: 1–9 colour that candidate of the selected cells ${COLOUR_NAMES[paint - 1]}, the colour last used in Colour mode; ⌫ clears their candidates' colours ${again('K', 'Colour notes')}.`;
  return 'Digits mode: digits are placed.';
}
