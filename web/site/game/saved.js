// A game as text, and back: the autosave and the share link. Pure functions, no DOM and no
// storage (the page's app/local-storage.js reads and writes localStorage).
//
// Autosave, version 1: the JSON of {version: 1, digits, kinds}, game/model.js's strings; when
// any cell has candidate marks, notes: its 81 numbers (the centre marks), and likewise corners
// (corner marks) and colours; when any candidate is coloured, marked: [index, mask] pairs
// (index 9 * cell + digit - 1, mask the colours' bits); and when the state is in play, locked: true. Pages before notes
// wrote no notes and ignore them (pages before corners and colours, those); a save without
// locked is a set-up.
// The saved games (game/games.js) hold each game's state in this same form.
//
// A game's undo history (game/history.js's), version 1: the JSON of {version: 1, id, index,
// entries}, `id` the game's ID, each entry [autosave text, label], the last HISTORY_SAVE_LIMIT
// of them (index counted among those kept). The page keeps the history of the game on show,
// so that Undo and Redo survive a reload.
//
// Share link: the address's fragment is the puzzle (game/model.js's puzzleOf), 81 characters,
// '.' empty: "#3.65.84..52...". A link from elsewhere may hold any text the solver reads as a
// puzzle (a grid picture, %-escaped), so opening one is the page's work, with the solver.

import {EMPTY_PUZZLE, makeState, puzzleOf} from './model.js';

const SAVE_VERSION = 1;

/** The autosave text of `state`. */
export function saveText(state) {
  const saved = {version: SAVE_VERSION, digits: state.digits, kinds: state.kinds};
  for (const part of ['notes', 'corners', 'colours']) if (state[part].some(Boolean)) saved[part] = [...state[part]];
  // Candidate colours, sparse: [index, mask] of each one coloured (index 9 * cell + digit - 1).
  const marked = state.marked.flatMap((mask, index) => (mask ? [[index, mask]] : []));
  if (marked.length) saved.marked = marked;
  if (state.locked) saved.locked = true;
  return JSON.stringify(saved);
}

// The object a text of this version holds, or null (not JSON, not an object, another version).
function savedOf(text) {
  try {
    const saved = JSON.parse(text);
    return saved && typeof saved === 'object' && saved.version === SAVE_VERSION ? saved : null;
  } catch {
    return null;
  }
}

/** The state an autosave text holds, or null when it holds none (not JSON, another version, a bad grid). */
export function stateOfSaveText(text) {
  const saved = savedOf(text);
  if (!saved) return null;
  const marked = markedOf(saved.marked);
  if (!marked) return null;
  return makeState(saved.digits, saved.kinds, saved.notes ?? undefined, saved.locked ?? false, {
    corners: saved.corners ?? undefined,
    colours: saved.colours ?? undefined,
    marked,
  });
}

// The 729 candidate colours of a save's sparse `marked` (none: all 0), or null when malformed.
function markedOf(pairs = []) {
  const marked = new Array(729).fill(0);
  if (!Array.isArray(pairs)) return null;
  for (const pair of pairs) {
    const [index, mask] = Array.isArray(pair) ? pair : [];
    if (!Number.isInteger(index) || index < 0 || index >= 729 || !Number.isInteger(mask)) return null;
    marked[index] = mask;
  }
  return marked;
}

/** The fragment of the share link of `state`, '#' included; '' for an empty puzzle (no fragment). */
export function shareFragment(state) {
  const puzzle = puzzleOf(state);
  return puzzle === EMPTY_PUZZLE ? '' : `#${puzzle}`;
}

/** The text of a link's fragment (without '#'): %-escapes decoded, a broken one left as it is. */
export function fragmentText(fragment) {
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment; // the solver then names the character that is wrong
  }
}

/** Entries of an undo history kept at most: the oldest go first. */
export const HISTORY_SAVE_LIMIT = 200;

/** The text of `history` (game/history.js's) of the game `id`. */
export function historySaveText(id, history, limit = HISTORY_SAVE_LIMIT) {
  const first = Math.max(0, history.entries.length - limit);
  const entries = history.entries.slice(first).map(({state, label}) => [saveText(state), label]);
  return JSON.stringify({version: SAVE_VERSION, id, index: Math.max(0, history.index - first), entries});
}

/** The {id, history} a history text holds, or null (not JSON, another version, a bad entry). */
export function historyOfSaveText(text) {
  const saved = savedOf(text);
  if (!saved || typeof saved.id !== 'string' || !Array.isArray(saved.entries)) return null;
  const entries = [];
  for (const entry of saved.entries) {
    const state = Array.isArray(entry) && typeof entry[1] === 'string' ? stateOfSaveText(entry[0]) : null;
    if (!state) return null;
    entries.push(Object.freeze({state, label: entry[1]}));
  }
  const {index} = saved;
  if (!entries.length || !Number.isInteger(index) || index < 0 || index >= entries.length) return null;
  return {id: saved.id, history: Object.freeze({entries: Object.freeze(entries), index})};
}
