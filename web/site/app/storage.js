// What the page keeps in localStorage: the board (game/saved.js's autosave text) and the
// options. Storage may be full or disabled (some browsers' private mode): the page then works
// without it, and nothing here throws.

import {saveText, stateOfSaveText} from '../game/saved.js';

const BOARD_KEY = 'sudoku-wasm.board';
const OPTIONS_KEY = 'sudoku-wasm.options';

export function saveGame(state) {
  try {
    localStorage.setItem(BOARD_KEY, saveText(state));
  } catch {
    // storage full or disabled: the board lasts until the page closes
  }
}

/** The saved game's state, null when there is none, or 'corrupt' when there is one but it cannot be read. */
export function loadGame() {
  let text = null;
  try {
    text = localStorage.getItem(BOARD_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  return stateOfSaveText(text) ?? 'corrupt';
}

/** Keeps `options` ({name: number}); none: the entry goes. */
export function saveOptions(options) {
  try {
    if (Object.keys(options).length) localStorage.setItem(OPTIONS_KEY, JSON.stringify(options));
    else localStorage.removeItem(OPTIONS_KEY);
  } catch {
    // storage disabled: the options last until the page closes
  }
}

/** The kept options (an object whose values are still to be checked), or null. */
export function loadOptions() {
  try {
    const options = JSON.parse(localStorage.getItem(OPTIONS_KEY));
    return options && typeof options === 'object' ? options : null;
  } catch {
    return null; // unreadable: the defaults
  }
}
