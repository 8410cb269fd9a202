// What the page keeps in localStorage: the board (game/saved.js's autosave text), the options,
// and the games: the saved games (game/games.js's list text), which one is on show, and the
// stats (game/stats.js's text). Storage may be full or disabled (some browsers' private mode):
// the page then works without it, and nothing here throws.

import {saveText, stateOfSaveText} from '../game/saved.js';
import {readText, writeText} from './store.js';

const BOARD_KEY = 'sudoku-wasm.board';
const OPTIONS_KEY = 'sudoku-wasm.options';
export const GAMES_KEY = 'sudoku-wasm.games';
export const CURRENT_GAME_KEY = 'sudoku-wasm.current-game';
export const STATS_KEY = 'sudoku-wasm.stats';
export const LEVEL_KEY = 'sudoku-wasm.level'; // the Level last chosen

export const saveGame = (state) => writeText(BOARD_KEY, saveText(state));

/** The saved game's state, null when there is none, or 'corrupt' when there is one but it cannot be read. */
export function loadGame() {
  const text = readText(BOARD_KEY);
  return text === null ? null : (stateOfSaveText(text) ?? 'corrupt');
}

/** Keeps `options` ({name: number}); none: the entry goes. */
export const saveOptions = (options) =>
  writeText(OPTIONS_KEY, Object.keys(options).length ? JSON.stringify(options) : null);

/** The kept options (an object whose values are still to be checked), or null. */
export function loadOptions() {
  try {
    const options = JSON.parse(readText(OPTIONS_KEY));
    return options && typeof options === 'object' ? options : null;
  } catch {
    return null; // unreadable: the defaults
  }
}
