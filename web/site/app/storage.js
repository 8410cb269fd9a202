// What the page keeps in localStorage: the board (game/saved.js's autosave text), the options,
// and the games: the saved games (game/games.js's list text), which one is on show, and the
// stats (game/stats.js's text). Storage may be full or disabled (some browsers' private mode):
// the page then works without it, and nothing here throws.

import {saveText, stateOfSaveText} from '../game/saved.js';

const BOARD_KEY = 'sudoku-wasm.board';
const OPTIONS_KEY = 'sudoku-wasm.options';
export const GAMES_KEY = 'sudoku-wasm.games';
export const CURRENT_GAME_KEY = 'sudoku-wasm.current-game';
export const STATS_KEY = 'sudoku-wasm.stats';

/** The text kept under `key`, or null (none, or storage disabled). */
export function readText(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Keeps `text` under `key`; null removes it. */
export function writeText(key, text) {
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch {
    // storage full or disabled: kept until the page closes
  }
}

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
