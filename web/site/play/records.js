// What play keeps of the player's games, through app/local-storage.js: the saved games
// (game/games.js's records), which one is on show, and the stats (game/stats.js).

import {
  loadCurrentGameId,
  loadSavedGames,
  loadStats,
  saveCurrentGameId,
  saveSavedGames,
  saveStats,
} from '../app/local-storage.js';
import {withSavedGame} from '../game/games.js';
import {recordFinish, recordStart} from '../game/stats.js';

/**
 * The player's records. The saved games are read from storage once (a read checks every record
 * again) and kept here as they are written; another tab's writes show at the next reload.
 */
export function createRecords() {
  let saved = null;
  const games = () => {
    saved ??= loadSavedGames();
    return saved;
  };

  return {
    /** The saved games, most recent first. */
    get games() {
      return games();
    },

    /** The saved game whose ID is `id`, or undefined. */
    find: (id) => games().find((record) => record.id === id),

    /** Saves `game` first in the list (in place of the record with its ID). */
    keep(game) {
      saved = withSavedGame(games(), game);
      saveSavedGames(saved);
    },

    /** The ID of the game on show when the page was last closed, or null. */
    lastOnShow: loadCurrentGameId,

    /** Keeps `id` as the game on show (null: none, set-up). */
    onShow: saveCurrentGameId,

    /** The stats (game/stats.js's), read afresh. */
    get stats() {
      return loadStats();
    },

    /** Counts `game` (game/games.js's record) as played: the player made a first move. */
    countStart: (game) => saveStats(recordStart(loadStats(), game.level, game.mistakeLimit !== null)),

    /** Counts the solve of `game`, finished: its time, its daily's date, its mode. */
    countFinish(game) {
      const daily = game.source === 'daily' ? game.date : null;
      const solve = {level: game.level, elapsedMs: game.finished.elapsedMs, daily, limited: game.mistakeLimit !== null};
      saveStats(recordFinish(loadStats(), solve));
    },
  };
}
