// Play mode: the game on show as a record (game/games.js) beside the session's history, and the
// ways a game begins — New game and Daily (generated in the worker), Play this puzzle (the
// puzzle set up on the board), a game ID link, a saved game — and ends. While a game is played
// the board's state is locked (its givens cannot change) and the clock runs; "Enter a puzzle"
// goes back to set-up, where the page is the solver it always was.
//
// Every change of the board passes through afterChange(state): the record follows the state,
// the saved list and the stats follow the record, and a first solve finishes the game.

import {clockText, elapsedOf, isRunning, pauseClock, resumeClock} from '../game/clock.js';
import {todayOf} from '../game/dates.js';
import {gameIdOf, levelName} from '../game/game-id.js';
import {createGame, stateOfGame, updateGame, withSavedGame} from '../game/games.js';
import {EMPTY_PUZZLE, givensOf, puzzleOf} from '../game/model.js';
import {recordFinish, recordStart} from '../game/stats.js';
import {
  loadCurrentGameId,
  loadSavedGames,
  loadStats,
  saveCurrentGameId,
  saveSavedGames,
  saveStats,
} from './local-storage.js';

/** "Easy · 1.2", "Unrated": a game's level and rating for people. */
export function levelText(game) {
  if (!game.level) return game.rating === null ? 'Unrated' : `Rated ${game.rating.toFixed(1)}`;
  return `${levelName(game.level)} · ${game.rating.toFixed(1)}`;
}

/**
 * `solver` is the client's worker; `session` the game on show (app/session.js); `status` the
 * status line; `byId(id)` gives the page's elements; `onFinish(game)` celebrates a solve.
 */
export function createPlay({solver, session, status, byId, onFinish}) {
  let game = null; // the record of the game on show, null in set-up
  let pending = null; // the AbortController of a game being made
  let hiddenPause = false; // paused because the tab was hidden (resumed when it shows again)
  let recorded = null; // the state the game's record holds, as shown last
  const now = () => Date.now();

  // The saved games, read from storage once (a read checks every record again) and kept here as
  // they are written; another tab's writes show at the next reload.
  let saved = null;
  const games = () => {
    saved ??= loadSavedGames();
    return saved;
  };
  const savedGame = (id) => games().find((record) => record.id === id);
  const stats = loadStats;

  function keep() {
    if (!game) return;
    saved = withSavedGame(games(), game);
    saveSavedGames(saved);
  }

  // The game on show is left for another, or for set-up: its clock stops, and it is kept so.
  function leave() {
    if (!game) return;
    if (isRunning(game.clock)) game = updateGame(game, {clock: pauseClock(game.clock, now())}, now());
    keep();
  }

  // Shows `record` on the board as a game in play (a resumed one as it was left, its clock
  // running again: leaving it, or closing or hiding the page, paused it).
  function begin(record, note) {
    if (game?.id !== record.id) leave();
    const stopped = !record.finished && !isRunning(record.clock);
    game = stopped ? updateGame(record, {clock: resumeClock(record.clock, now())}, now()) : record;
    saveCurrentGameId(game.id);
    hiddenPause = false;
    session.restore(stateOfGame(record), 'starting the game');
    session.refresh(note, 'ok'); // keeps the game (afterChange)
    drawClock();
  }

  function fresh(fields, note) {
    const record = createGame(fields, now());
    if (record.level) saveStats(recordStart(stats(), record.level));
    begin(record, note);
  }

  // Asks the worker for a puzzle: `options` are generate()'s, `fields` the record's extra ones.
  async function generate(options, words, fields = {}) {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    status.set(`Making ${words}…`, 'busy');
    let result;
    try {
      result = await solver.generate({...options, signal: controller.signal, timeoutMs: 60_000});
    } catch (error) {
      if (pending === controller) status.set(`No new game: ${error.message}.`, 'error');
      return;
    } finally {
      if (pending === controller) pending = null;
    }
    if (controller.signal.aborted) return;
    if (result.status !== 'unique') {
      status.set(`No new game: ${result.message}.`, 'error');
      return;
    }
    const {puzzle, solution, level, rating, seed} = result;
    const record = {puzzle, solution, level, rating, seed, source: 'new', ...fields};
    const kept = savedGame(gameIdOf(record));
    if (kept) begin(kept, `Back to ${words}, as you left it.`);
    else fresh(record, `${words[0].toUpperCase()}${words.slice(1)}, rated ${rating.toFixed(1)}. Good luck!`);
  }

  // The daily puzzle of `level` on `date`: the saved game when there is one (not made again to
  // be found), else a new one.
  function dailyGame(level, date) {
    const words = `the ${level} daily of ${date}`;
    const kept = savedGame(gameIdOf({source: 'daily', level, date}));
    if (kept) return begin(kept, `Back to ${words}, as you left it.`);
    return generate({level, date}, words, {source: 'daily', date});
  }

  function drawClock() {
    const box = byId('clock-box');
    box.hidden = !game;
    byId('game-title').textContent = game ? gameTitle(game) : 'Set-up: type or paste a puzzle';
    if (!game) return;
    byId('clock').textContent = clockText(elapsedOf(game.clock, now()));
    const paused = !game.finished && !isRunning(game.clock);
    byId('pause').setAttribute('aria-pressed', String(paused));
    byId('pause').textContent = paused ? 'Resume' : 'Pause';
    byId('pause').hidden = Boolean(game.finished);
    if (paused) document.documentElement.dataset.paused = '';
    else delete document.documentElement.dataset.paused;
  }
  setInterval(() => game && !game.finished && isRunning(game.clock) && drawClock(), 500);

  function setPaused(paused) {
    if (!game || game.finished || paused === !isRunning(game.clock)) return;
    const clock = paused ? pauseClock(game.clock, now()) : resumeClock(game.clock, now());
    game = updateGame(game, {clock}, now());
    keep();
    drawClock();
    status.set(paused ? 'Paused: the board is hidden until you resume.' : 'Resumed.');
  }

  document.addEventListener('visibilitychange', () => {
    if (document.hidden && game && isRunning(game.clock)) {
      hiddenPause = true;
      setPaused(true);
    } else if (!document.hidden && hiddenPause) {
      hiddenPause = false;
      setPaused(false);
    }
  });

  return {
    get game() {
      return game;
    },
    get stats() {
      return stats();
    },
    get games() {
      return games();
    },

    newGame: (level) => generate({level}, `a new ${level} game`),

    /** The day's puzzle of `level` (the player's local date), the same for everyone. */
    daily: (level) => dailyGame(level, todayOf(new Date())),

    /** A game ID link: `parsed` is game/game-id.js's parseGameId of it. */
    async openId(parsed) {
      const kept = savedGame(gameIdOf({source: parsed.kind, ...parsed}));
      if (kept) return begin(kept, 'Opened the game from the link, as you left it.');
      if (parsed.kind === 'daily') return dailyGame(parsed.level, parsed.date);
      if (parsed.kind === 'new')
        return generate({level: parsed.level, seed: parsed.seed}, `the ${parsed.level} game of this link`);
      return this.startPuzzle(parsed.puzzle, 'link');
    },

    /** Plays `puzzle` (givens): only a puzzle with one solution, rated first for its level. */
    async startPuzzle(puzzle, source) {
      status.set('Checking the puzzle before you play it…', 'busy');
      const [solved, rated] = await Promise.all([solver.solve(puzzle, {limit: 2}), solver.rate(puzzle)]);
      if (solved.status !== 'unique') {
        status.set(`This puzzle cannot be played: ${solved.message}.`, 'error');
        return;
      }
      const level = rated.rated ? rated.level : null;
      const rating = rated.rated ? rated.rating : null;
      fresh({puzzle, solution: solved.solution, level, rating, source}, 'The givens are locked: play!');
    },

    /** Play this puzzle: the digits on the board become the givens of a game. */
    start() {
      return this.startPuzzle(puzzleOf(session.state), 'entered');
    },

    /** Enter a puzzle: back to set-up, with an empty board (the game stays in My games). */
    enterPuzzle() {
      pending?.abort();
      leave();
      game = null;
      saveCurrentGameId(null);
      session.restore(session.state, '');
      session.play(
        {type: 'load', puzzle: EMPTY_PUZZLE},
        'entering a puzzle',
        'Type or paste the givens, then Play this puzzle.',
      );
      drawClock();
    },

    /** Resumes a saved game. */
    resume(record) {
      begin(record, `Back to your ${levelText(record).toLowerCase()} game.`);
    },

    /** The game last on show when the page was closed, resumed; false when there is none. */
    resumeLast() {
      const id = loadCurrentGameId();
      const kept = id && savedGame(id);
      if (!kept) return false;
      begin(kept, 'Restored your game from last time.');
      return true;
    },

    togglePause: () => game && setPaused(isRunning(game.clock)),

    /** Why no move may be played now: the game is paused (its board hidden); else ''. */
    blocked: () => (game && !game.finished && !isRunning(game.clock) ? 'The game is paused: Resume to play on.' : ''),

    hintTaken() {
      if (game) game = updateGame(game, {hints: game.hints + 1}, now());
      keep();
    },

    /** Follows a change of the board: the record, the list, the clock; a first solve finishes. */
    afterChange(state) {
      if (!game || !state.locked || givensOf(state) !== game.puzzle || state === recorded) return;
      recorded = state; // a refresh that only says something shows the same state again
      const wasFinished = game.finished;
      game = updateGame(game, {state}, now());
      keep();
      if (!wasFinished && game.finished) {
        const daily = game.source === 'daily' ? game.date : null;
        const solve = {level: game.level, elapsedMs: game.finished.elapsedMs, daily};
        saveStats(recordFinish(stats(), solve));
        drawClock();
        onFinish(game);
      }
    },
  };
}

// "Easy · 1.2 · daily 2026-11-23".
function gameTitle(game) {
  const source = {daily: ` · daily ${game.date}`, entered: ' · your puzzle', link: ' · from a link', new: ''};
  return `${levelText(game)}${source[game.source]}`;
}
