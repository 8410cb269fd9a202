// Everything the page keeps in localStorage, and the only module that touches it: each key is
// named here once, with the functions that read and write what it holds.
//
//   sudoku-wasm.board         the board in set-up (game/saved.js's autosave text); a game in
//                             play is kept in the saved games instead
//   sudoku-wasm.options       Options' count limit and search budget, when not the defaults (JSON)
//   sudoku-wasm.theme         the Theme forced, 'light' or 'dark' (none: the system's)
//   sudoku-wasm.labels        the board's row and column labels chosen, 'on' or 'off' (none: the
//                             screen's default, app/labels.js)
//   sudoku-wasm.level         the Level last chosen for New game and Daily
//   sudoku-wasm.games         the saved games (game/games.js's saved-games text)
//   sudoku-wasm.current-game  the game ID of the game on show, none in set-up
//   sudoku-wasm.stats         the stats per level (game/stats.js's text)
//   sudoku-wasm.history       the undo history of the game on show (game/saved.js's history text)
//   sudoku-wasm.settings      the play options and assists that differ from their defaults
//                             (JSON {name: boolean}, play/settings.js's names: count-mistakes,
//                             assist-fits, mistake-limit ...)
//   sudoku-wasm.lessons       the lessons' exercises solved (JSON {lesson: [exercise indices]},
//                             learn/room.js)
//
// Storage may be full or disabled (some browsers' private mode): the page then keeps what it has
// until it closes, and nothing here throws. app/theme-early.js, the head script, uses the theme's
// and the labels' functions; its bundle leaves out the game's text forms imported here, which it does not use
// (web/site/package.json says the site's modules have no side effects, "sideEffects": false).

import {savedGamesOf, savedGamesText} from '../game/games.js';
import {historyOfSaveText, historySaveText, saveText, stateOfSaveText} from '../game/saved.js';
import {statsOf, statsText} from '../game/stats.js';

const KEYS = Object.freeze({
  board: 'sudoku-wasm.board',
  options: 'sudoku-wasm.options',
  theme: 'sudoku-wasm.theme',
  labels: 'sudoku-wasm.labels',
  level: 'sudoku-wasm.level',
  games: 'sudoku-wasm.games',
  currentGame: 'sudoku-wasm.current-game',
  stats: 'sudoku-wasm.stats',
  history: 'sudoku-wasm.history',
  settings: 'sudoku-wasm.settings',
  lessons: 'sudoku-wasm.lessons',
});

// The text kept under `key`, or null (none, or storage disabled).
function readText(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

// Keeps `text` under `key`; null removes it.
function writeText(key, text) {
  try {
    if (text === null) localStorage.removeItem(key);
    else localStorage.setItem(key, text);
  } catch {
    // storage full or disabled: kept until the page closes
  }
}

/** Keeps the board in set-up, `state` (game/model.js's). */
export const saveSetUpBoard = (state) => writeText(KEYS.board, saveText(state));

/** The kept set-up board's state, null when there is none, or 'corrupt' when there is one but it cannot be read. */
export function loadSetUpBoard() {
  const text = readText(KEYS.board);
  return text === null ? null : (stateOfSaveText(text) ?? 'corrupt');
}

/** Keeps `options` ({name: number}); none: the entry goes. */
export const saveOptions = (options) =>
  writeText(KEYS.options, Object.keys(options).length ? JSON.stringify(options) : null);

/** The kept options (an object whose values are still to be checked), or null. */
export function loadOptions() {
  try {
    const options = JSON.parse(readText(KEYS.options));
    return options && typeof options === 'object' ? options : null;
  } catch {
    return null; // unreadable: the defaults
  }
}

/** Keeps the Theme choice: 'system' removes the entry, 'light' and 'dark' are kept. */
export const saveTheme = (theme) => writeText(KEYS.theme, theme === 'system' ? null : theme);

/** The kept theme's text, null when there is none (still to be checked: app/theme.js). */
export const loadTheme = () => readText(KEYS.theme);

/** Calls `onChange()` when another tab of the page changes the kept theme (or clears storage). */
export function onThemeSavedElsewhere(onChange) {
  window.addEventListener('storage', (event) => {
    if (event.key === KEYS.theme || event.key === null) onChange();
  });
}

/** Keeps the choice of the board's row and column labels, 'on' or 'off'. */
export const saveLabels = (choice) => writeText(KEYS.labels, choice);

/** The kept labels' choice as text, null when there is none (still to be checked: app/labels.js). */
export const loadLabels = () => readText(KEYS.labels);

/** Keeps the Level last chosen ('easy' ...). */
export const saveLevel = (level) => writeText(KEYS.level, level);

/** The kept Level's text, or null (still to be checked against the choices). */
export const loadLevel = () => readText(KEYS.level);

/** Keeps the list of saved games (game/games.js's records, most recent first). */
export const saveSavedGames = (games) => writeText(KEYS.games, savedGamesText(games));

/** The saved games (every record checked again: [] when none, or none reads back). */
export const loadSavedGames = () => savedGamesOf(readText(KEYS.games) ?? '');

/** Keeps the game ID of the game on show; null: none is (set-up). */
export const saveCurrentGameId = (id) => writeText(KEYS.currentGame, id);

/** The game ID of the game on show when the page was last closed, or null. */
export const loadCurrentGameId = () => readText(KEYS.currentGame);

/** Keeps the stats (game/stats.js's). */
export const saveStats = (stats) => writeText(KEYS.stats, statsText(stats));

/** The kept stats (game/stats.js's statsOf: empty stats when none, or unreadable). */
export const loadStats = () => statsOf(readText(KEYS.stats) ?? '');

/** Keeps the undo history (game/history.js's) of the game `id` on show. */
export const saveGameHistory = (id, history) => writeText(KEYS.history, historySaveText(id, history));

/** The kept undo history of the game `id`, or null (none kept, another game's, unreadable). */
export function loadGameHistory(id) {
  const kept = historyOfSaveText(readText(KEYS.history) ?? '');
  return kept?.id === id ? kept.history : null;
}

/** Keeps the play options that differ from their defaults, {name: boolean}; none: the entry goes. */
export function saveSettings(settings) {
  const kept = Object.fromEntries(Object.entries(settings).filter(([, on]) => typeof on === 'boolean'));
  writeText(KEYS.settings, Object.keys(kept).length ? JSON.stringify(kept) : null);
}

/** The kept play options, {name: boolean} ({} when none or unreadable; values still to be checked). */
export function loadSettings() {
  try {
    const settings = JSON.parse(readText(KEYS.settings) ?? '{}');
    return settings && typeof settings === 'object' ? settings : {};
  } catch {
    return {};
  }
}

/** Keeps the lessons' progress, {lesson: [indices of the exercises solved]}. */
export const saveLessonProgress = (progress) => writeText(KEYS.lessons, JSON.stringify(progress));

/** The lessons' progress kept ({} when none or unreadable). */
export function loadLessonProgress() {
  try {
    const progress = JSON.parse(readText(KEYS.lessons) ?? '{}');
    return progress && typeof progress === 'object' && !Array.isArray(progress) ? progress : {};
  } catch {
    return {};
  }
}
