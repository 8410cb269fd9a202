// Play mode: the game on show as a record (game/games.js) beside the session's history, and the
// ways a game begins — New game and Daily (generated in the worker), Play this puzzle (the
// puzzle set up on the board), a game ID link, a saved game — and ends. While a game is played
// the board's state is locked (its givens cannot change) and the clock runs; "Enter a puzzle"
// goes back to set-up, where the page is the solver it always was.
//
// Every change of the board passes through afterChange(state): the record follows the state,
// the saved list and the stats follow the record, and a first solve finishes the game.
//
// Its parts: play/game-on-show.js keeps the record of the game on show up to date,
// play/records.js keeps the games and the stats, play/clock-view.js draws the game's
// title and clock, play/hidden-pause.js stops the clock while the page is hidden, play/starts.js
// makes the games that begin from a puzzle not on the board (New game, Daily, a link, Play this
// puzzle), and play/new-puzzle.js asks the worker for new puzzles.

import {isRunning} from '../game/clock.js';
import {createGame, isOver, stateOfGame} from '../game/games.js';
import {EMPTY_PUZZLE, puzzleOf} from '../game/model.js';
import {scrollBehavior} from '../motion.js';
import {createClockView} from './clock-view.js';
import {createGameOnShow} from './game-on-show.js';
import {pauseWhileHidden} from './hidden-pause.js';
import {createPuzzleMaker} from './new-puzzle.js';
import {createRecords} from './records.js';
import {createGameStarts} from './starts.js';
import {levelText} from './words.js';

/**
 * `solver` is the client's worker; `session` the game on show (app/session.js); `status` the
 * status line; `byId(id)` gives the page's elements; `trackCall(words, abort)` shows a long New
 * game's progress and Cancel (app/jobs.js); `onFinish(game)` celebrates a solve.
 */
export function createPlay({solver, session, status, byId, trackCall, onFinish}) {
  const now = () => Date.now();
  const records = createRecords();
  const onShow = createGameOnShow({records, status, now, drawClock: () => clockView.draw(), onFinish});
  const clockView = createClockView({byId, gameOnShow: () => onShow.game, now});
  const maker = createPuzzleMaker({solver, status, trackCall});
  const hiding = pauseWhileHidden({
    running: () => Boolean(onShow.game) && isRunning(onShow.game.clock),
    setPaused: onShow.setPaused,
  });

  // Shows `record` on the board as a game in play (a resumed one as it was left, its clock
  // running again: leaving it, or closing or hiding the page, paused it).
  function begin(record, note) {
    onShow.show(record);
    hiding.forget();
    session.restore(stateOfGame(record), 'starting the game', record.id); // its Undo kept from last time
    session.refresh(note, 'ok'); // keeps the game (afterChange)
    clockView.draw();
    // A phone's page may be scrolled down to the games row: the new board shows from its top.
    if (globalThis.scrollY > 0) globalThis.scrollTo({top: 0, behavior: scrollBehavior()});
  }

  // Stats count a new game at its first move (play/game-on-show.js), not here.
  const beginNew = (fields, note) => begin(createGame(fields, now()), note);
  const starts = createGameStarts({solver, status, records, maker, begin, beginNew});

  return {
    get game() {
      return onShow.game;
    },
    get stats() {
      return records.stats;
    },
    get games() {
      return records.games;
    },

    ...starts, // newGame(level), daily(level), fresh(level), openId(parsed), startPuzzle(puzzle, source)

    /** Restart: the givens alone again, as one move (Undo brings the board back); the clock runs on. */
    restart() {
      if (!onShow.game) return;
      session.play(
        {type: 'play', puzzle: onShow.game.puzzle},
        'restarting',
        'Restarted: the givens alone (Undo brings your board back; the clock runs on).',
      );
    },

    /** Play this puzzle: the digits on the board become the givens of a game. */
    start() {
      return starts.startPuzzle(puzzleOf(session.state), 'entered');
    },

    /** Enter a puzzle: back to set-up, with an empty board (the game stays in My games). */
    enterPuzzle() {
      maker.abort();
      onShow.clear();
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
      if (!kept || isOver(kept)) return false; // a game over is done: a fresh one instead
      begin(kept, 'Restored your game from last time.');
      return true;
    },

    togglePause: () => onShow.game && onShow.setPaused(isRunning(onShow.game.clock)),
    summary: onShow.summary,
    helpTaken: onShow.helpTaken,
    blocked: onShow.blocked,
    hintTaken: onShow.hintTaken,
    mistakeMade: onShow.mistakeMade,
    afterChange: onShow.afterChange,
  };
}
