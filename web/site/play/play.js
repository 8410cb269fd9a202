// Play mode: the game on show as a record (game/games.js) beside the session's history, and the
// ways a game begins — New game and Daily (generated in the worker), Play this puzzle (the
// puzzle set up on the board), a game ID link, a saved game — and ends. While a game is played
// the board's state is locked (its givens cannot change) and the clock runs; "Enter a puzzle"
// goes back to set-up, where the page is the solver it always was.
//
// Every change of the board passes through afterChange(state): the record follows the state,
// the saved list and the stats follow the record, and a first solve finishes the game.
//
// Its parts: play/records.js keeps the games and the stats, play/clock-view.js draws the game's
// title and clock, play/hidden-pause.js stops the clock while the page is hidden, and
// play/new-puzzle.js asks the worker for new puzzles.

import {sentence} from '../format.js';
import {clockText, isRunning, pauseClock, resumeClock} from '../game/clock.js';
import {todayOf} from '../game/dates.js';
import {gameIdOf} from '../game/game-id.js';
import {createGame, stateOfGame, updateGame} from '../game/games.js';
import {EMPTY_PUZZLE, givensOf, puzzleOf} from '../game/model.js';
import {scrollBehavior} from '../motion.js';
import {createClockView} from './clock-view.js';
import {pauseWhileHidden} from './hidden-pause.js';
import {createPuzzleMaker} from './new-puzzle.js';
import {createRecords} from './records.js';
import {hintWords, levelText} from './words.js';

/**
 * `solver` is the client's worker; `session` the game on show (app/session.js); `status` the
 * status line; `byId(id)` gives the page's elements; `trackCall(words, abort)` shows a long New
 * game's progress and Cancel (app/jobs.js); `onFinish(game)` celebrates a solve.
 */
export function createPlay({solver, session, status, byId, trackCall, onFinish}) {
  let game = null; // the record of the game on show, null in set-up
  let recorded = null; // the state the game's record holds, as shown last
  let editing = false; // a finished game opened again for edits (Keep editing), until it is left
  const now = () => Date.now();
  const records = createRecords();
  const clockView = createClockView({byId, gameOnShow: () => game, now});
  const maker = createPuzzleMaker({solver, status, trackCall});
  const hiding = pauseWhileHidden({running: () => Boolean(game) && isRunning(game.clock), setPaused});

  function keep() {
    if (game) records.keep(game);
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
    records.onShow(game.id);
    hiding.forget();
    editing = false;
    session.restore(stateOfGame(record), 'starting the game', record.id); // its Undo kept from last time
    session.refresh(note, 'ok'); // keeps the game (afterChange)
    clockView.draw();
    // A phone's page may be scrolled down to the games row: the new board shows from its top.
    if (globalThis.scrollY > 0) globalThis.scrollTo({top: 0, behavior: scrollBehavior()});
  }

  function fresh(fields, note) {
    const record = createGame(fields, now());
    if (record.level) records.countStart(record.level);
    begin(record, note);
  }

  // Asks the worker for a puzzle: `options` are generate()'s, `fields` the record's extra ones.
  async function generate(options, words, fields = {}) {
    const result = await maker.make(options, words);
    if (!result) return;
    const {puzzle, solution, level, rating, seed} = result;
    const record = {puzzle, solution, level, rating, seed, source: 'new', ...fields};
    const kept = records.find(gameIdOf(record));
    if (kept) begin(kept, `Back to ${words}, as you left it.`);
    else fresh(record, `${sentence(words)}, rated ${rating.toFixed(1)}. Good luck!`);
  }

  // The daily puzzle of `level` on `date`: the saved game when there is one (not made again to
  // be found), else a new one.
  function dailyGame(level, date) {
    const words = `the ${level} daily of ${date}`;
    const kept = records.find(gameIdOf({source: 'daily', level, date}));
    if (kept) return begin(kept, `Back to ${words}, as you left it.`);
    return generate({level, date}, words, {source: 'daily', date});
  }

  function setPaused(paused) {
    if (!game || game.finished || paused === !isRunning(game.clock)) return;
    const clock = paused ? pauseClock(game.clock, now()) : resumeClock(game.clock, now());
    game = updateGame(game, {clock}, now());
    keep();
    clockView.draw();
    status.set(paused ? 'Paused: the board is hidden until you resume.' : 'Resumed.');
  }

  return {
    get game() {
      return game;
    },
    get stats() {
      return records.stats;
    },
    get games() {
      return records.games;
    },

    newGame: (level) => generate({level}, `a new ${level} game`),

    /** The day's puzzle of `level` (the player's local date), the same for everyone. */
    daily: (level) => dailyGame(level, todayOf(new Date())),

    /** A game to play at once: the day's puzzle of `level`, or a new game when that one is solved. */
    fresh(level) {
      const date = todayOf(new Date());
      const kept = records.find(gameIdOf({source: 'daily', level, date}));
      if (kept?.finished) return generate({level}, `a new ${level} game`);
      return dailyGame(level, date);
    },

    /** Restart: the givens alone again, as one move (Undo brings the board back); the clock runs on. */
    restart() {
      if (!game) return;
      session.play(
        {type: 'play', puzzle: game.puzzle},
        'restarting',
        'Restarted: the givens alone (Undo brings your board back; the clock runs on).',
      );
    },

    /** Keep editing: a finished game's board takes moves again (its record stays solved). */
    keepEditing() {
      editing = true;
      status.set('The board takes moves again; the game stays solved in your records.', 'ok');
    },

    /** What the status line says of a finished game, or '' for one in play. */
    summary() {
      if (!game?.finished) return '';
      return `Solved in ${clockText(game.finished.elapsedMs)}, with ${hintWords(game.hints)}. New game for another${editing ? '' : ', or Keep editing (in the message) to change this one'}.`;
    },

    /** Counts Explain or Watch the search (`what`) as help in the game in play; the words to say so, or ''. */
    helpTaken(what) {
      if (!game || game.finished) return '';
      this.hintTaken();
      return `${what} shows the solution's steps: it counts as a hint in this game's record.`;
    },

    /** A game ID link: `parsed` is game/game-id.js's parseGameId of it. */
    async openId(parsed) {
      const kept = records.find(gameIdOf({source: parsed.kind, ...parsed}));
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
      maker.abort();
      leave();
      game = null;
      records.onShow(null);
      session.restore(session.state, '');
      session.play(
        {type: 'load', puzzle: EMPTY_PUZZLE},
        'entering a puzzle',
        'Type or paste the givens, then Play this puzzle.',
      );
      clockView.draw();
    },

    /** Resumes a saved game. */
    resume(record) {
      begin(record, `Back to your ${levelText(record).toLowerCase()} game.`);
    },

    /** The game last on show when the page was closed, resumed; false when there is none. */
    resumeLast() {
      const id = records.lastOnShow();
      const kept = id && records.find(id);
      if (!kept || kept.finished) return false; // a solved game is done: a fresh one instead
      begin(kept, 'Restored your game from last time.');
      return true;
    },

    togglePause: () => game && setPaused(isRunning(game.clock)),

    /** Why no move may be played now: the game is paused (its board hidden), or solved; else ''. */
    blocked() {
      if (!game) return '';
      if (game.finished)
        return editing ? '' : 'This game is solved, so the board is locked: New game, or Keep editing in the message.';
      return isRunning(game.clock) ? '' : 'The game is paused: Resume to play on.';
    },

    hintTaken() {
      if (game) game = updateGame(game, {hints: game.hints + 1}, now());
      keep();
    },

    /** Counts a digit entered that the solution contradicts (the mistake counter's), before it is played. */
    mistakeMade() {
      if (!game || game.finished) return;
      game = updateGame(game, {mistakes: game.mistakes + 1}, now());
      keep();
      clockView.draw();
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
        records.countFinish({level: game.level, elapsedMs: game.finished.elapsedMs, daily});
        clockView.draw();
        onFinish(game);
      }
    },
  };
}
