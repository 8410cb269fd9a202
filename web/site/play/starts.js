// The ways a game begins from a puzzle the board does not hold yet: New game and Daily (made by
// the worker, play/new-puzzle.js), a game ID link, and a puzzle checked before it is played
// (Play this puzzle, a link's puzzle). A game the records hold already is resumed, not made again.

import {loadSettings} from '../app/local-storage.js';
import {sentence} from '../format.js';
import {todayOf} from '../game/dates.js';
import {gameIdOf} from '../game/game-id.js';
import {isOver, MISTAKE_LIMIT} from '../game/games.js';

// A new game's mistake limit: MISTAKE_LIMIT when Options' Mistake limit is ticked, else null.
const mistakeLimit = () => (loadSettings()['mistake-limit'] === true ? MISTAKE_LIMIT : null);

/**
 * `solver` is the client's worker; `status` the status line; `records` play/records.js's;
 * `maker` play/new-puzzle.js's; `begin(record, note)` shows a kept game, `beginNew(fields, note)`
 * a new record made of `fields` (game/games.js's createGame). Returns {newGame(level),
 * daily(level), fresh(level), openId(parsed), startPuzzle(puzzle, source)}, play/play.js's.
 */
export function createGameStarts({solver, status, records, maker, begin, beginNew}) {
  // Asks the worker for a puzzle: `options` are generate()'s, `fields` the record's extra ones.
  async function generate(options, words, fields = {}) {
    const result = await maker.make(options, words);
    if (!result) return;
    const {puzzle, solution, level, rating, seed} = result;
    const record = {puzzle, solution, level, rating, seed, source: 'new', mistakeLimit: mistakeLimit(), ...fields};
    const kept = records.find(gameIdOf(record));
    if (kept) begin(kept, `Back to ${words}, as you left it.`);
    else beginNew(record, `${sentence(words)}, rated ${rating.toFixed(1)}. Good luck!`);
  }

  // The daily puzzle of `level` on `date`: the saved game when there is one (not made again to
  // be found), else a new one.
  function dailyGame(level, date) {
    const words = `the ${level} daily of ${date}`;
    const kept = records.find(gameIdOf({source: 'daily', level, date}));
    if (kept) return begin(kept, `Back to ${words}, as you left it.`);
    return generate({level, date}, words, {source: 'daily', date});
  }

  /** Plays `puzzle` (givens): only a puzzle with one solution, rated first for its level. */
  async function startPuzzle(puzzle, source) {
    status.set('Checking the puzzle before you play it…', 'busy');
    const [solved, rated] = await Promise.all([solver.solve(puzzle, {limit: 2}), solver.rate(puzzle)]);
    if (solved.status !== 'unique') {
      status.set(`This puzzle cannot be played: ${solved.message}.`, 'error');
      return;
    }
    const level = rated.rated ? rated.level : null;
    const rating = rated.rated ? rated.rating : null;
    const fields = {puzzle, solution: solved.solution, level, rating, source, mistakeLimit: mistakeLimit()};
    beginNew(fields, 'The givens are locked: play!');
  }

  return {
    newGame: (level) => generate({level}, `a new ${level} game`),

    /** The day's puzzle of `level` (the player's local date), the same for everyone. */
    daily: (level) => dailyGame(level, todayOf(new Date())),

    /** A game to play at once: the day's puzzle of `level`, or a new game when that one is solved. */
    fresh(level) {
      const date = todayOf(new Date());
      const kept = records.find(gameIdOf({source: 'daily', level, date}));
      if (kept && isOver(kept)) return generate({level}, `a new ${level} game`);
      return dailyGame(level, date);
    },

    /** A game ID link: `parsed` is game/game-id.js's parseGameId of it. */
    async openId(parsed) {
      const kept = records.find(gameIdOf({source: parsed.kind, ...parsed}));
      if (kept) return begin(kept, 'Opened the game from the link, as you left it.');
      if (parsed.kind === 'daily') return dailyGame(parsed.level, parsed.date);
      if (parsed.kind === 'new')
        return generate({level: parsed.level, seed: parsed.seed}, `the ${parsed.level} game of this link`);
      return startPuzzle(parsed.puzzle, 'link');
    },

    startPuzzle,
  };
}
