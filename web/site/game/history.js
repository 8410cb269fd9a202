// Undo and redo: the layer between the game (game/model.js) and the page (Simon Tatham's
// "midend"), pure functions over immutable values, no DOM. A game's clock belongs to the game,
// not to one state: it lives beside the history, in the game's record (game/games.js).
//
// A history is a frozen {entries, index}: entries[index].state is on show; entries before it are
// what Undo goes back to, entries after it what Redo brings again. Each entry's label names the
// move that made it, for the page's "Undid 3 in row 1, column 2." (the first entry's label is
// never shown: nothing made it that can be undone).

import {sameState} from './model.js';
import {execute} from './moves.js';

/** Entries kept at most: the oldest go first. */
export const HISTORY_LIMIT = 500;

export function startHistory(state, label = '') {
  return Object.freeze({entries: Object.freeze([Object.freeze({state, label})]), index: 0});
}

export const currentState = (history) => history.entries[history.index].state;
export const canUndo = (history) => history.index > 0;
export const canRedo = (history) => history.index < history.entries.length - 1;

/**
 * `state` on show as one undoable step named `label`, after the entry on show (the entries Redo
 * would bring back are dropped); the same history when `state` equals the one on show.
 */
export function record(history, state, label, limit = HISTORY_LIMIT) {
  if (sameState(state, currentState(history))) return history;
  const entries = [...history.entries.slice(0, history.index + 1), Object.freeze({state, label})];
  const kept = entries.slice(Math.max(0, entries.length - limit));
  return Object.freeze({entries: Object.freeze(kept), index: kept.length - 1});
}

/** `move` executed on the state on show and recorded as `label` (see record). */
export function play(history, move, label) {
  return record(history, execute(currentState(history), move), label);
}

/** The history one step back, or forward (delta -1 or 1); itself when there is none. */
export function stepped(history, delta) {
  const index = history.index + delta;
  if (index < 0 || index >= history.entries.length) return history;
  return Object.freeze({entries: history.entries, index});
}

/**
 * The label of the step that stepped(history, delta) undoes (-1) or redoes (1): the move that
 * made the entry on show, or the one after it. '' when there is no such step.
 */
export function labelOfStep(history, delta) {
  const entry = history.entries[delta < 0 ? history.index : history.index + 1];
  return (delta < 0 ? canUndo(history) : canRedo(history)) ? entry.label : '';
}
