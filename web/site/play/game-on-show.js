// The game on show in play, as its record (game/games.js): kept up to date as it is played (the
// clock paused and resumed, hints and mistakes counted, each change of the board recorded, a
// first solve finishing it) and kept in the records (play/records.js) after each change. None
// in set-up.

import {isRunning, pauseClock, resumeClock} from '../game/clock.js';
import {updateGame} from '../game/games.js';
import {givensOf} from '../game/model.js';
import {blockedWords, finishedSummary} from './words.js';

/**
 * `records` is play/records.js's; `status` the status line; `now()` the time (ms); `drawClock()`
 * draws the game's title and clock again (play/clock-view.js); `onFinish(game)` celebrates a
 * solve. Returns the calls below; `game` is the record on show, null in set-up.
 */
export function createGameOnShow({records, status, now, drawClock, onFinish}) {
  let game = null; // the record of the game on show, null in set-up
  let recorded = null; // the state the game's record holds, as shown last
  let editing = false; // a finished game opened again for edits (Keep editing), until it is left

  // The record on show with `fields` changed, kept.
  function update(fields) {
    game = updateGame(game, fields, now());
    records.keep(game);
  }

  // The game on show is left for another, or for set-up: its clock stops, and it is kept so.
  function leave() {
    if (!game) return;
    if (isRunning(game.clock)) update({clock: pauseClock(game.clock, now())});
    else records.keep(game);
  }

  function setPaused(paused) {
    if (!game || game.finished || paused === !isRunning(game.clock)) return;
    update({clock: paused ? pauseClock(game.clock, now()) : resumeClock(game.clock, now())});
    drawClock();
    status.set(paused ? 'Paused: the board is hidden until you resume.' : 'Resumed.');
  }

  function hintTaken() {
    if (game) update({hints: game.hints + 1});
  }

  return {
    get game() {
      return game;
    },

    /** `record` on show, the game before it left (a resumed one's clock runs again: leaving it paused it). */
    show(record) {
      if (game?.id !== record.id) leave();
      const stopped = !record.finished && !isRunning(record.clock);
      game = stopped ? updateGame(record, {clock: resumeClock(record.clock, now())}, now()) : record;
      records.onShow(game.id);
      editing = false;
    },

    /** Back to set-up: the game on show is left, and none is on show. */
    clear() {
      leave();
      game = null;
      records.onShow(null);
    },

    /** Pauses (`paused` true) or resumes the game's clock, saying so; nothing for a finished game. */
    setPaused,

    /** Keep editing: a finished game's board takes moves again (its record stays solved). */
    keepEditing() {
      editing = true;
      status.set('The board takes moves again; the game stays solved in your records.', 'ok');
    },

    /** What the status line says of a finished game, or '' for one in play. */
    /** What the status line says of a finished game, or '' for one in play. */
    summary: () => (game?.finished ? finishedSummary(game, editing) : ''),

    /** Counts Explain or Watch the search (`what`) as help in the game in play; the words to say so, or ''. */
    helpTaken(what) {
      if (!game || game.finished) return '';
      hintTaken();
      return `${what} shows the solution's steps: it counts as a hint in this game's record.`;
    },

    /** Why no move may be played now: the game is paused (its board hidden), or solved; else ''. */
    /** Why no move may be played now: the game is paused (its board hidden), or solved; else ''. */
    blocked: () => (game ? blockedWords(game, editing) : ''),

    hintTaken,

    /** Counts a digit entered that the solution contradicts (the mistake counter's), before it is played. */
    mistakeMade() {
      if (!game || game.finished) return;
      update({mistakes: game.mistakes + 1});
      drawClock();
    },

    /** Records a change of the board: the record, the list, the clock; a first solve finishes. */
    afterChange(state) {
      if (!game || !state.locked || givensOf(state) !== game.puzzle || state === recorded) return;
      recorded = state; // a refresh that only says something shows the same state again
      const wasFinished = game.finished;
      update({state});
      if (!wasFinished && game.finished) {
        const daily = game.source === 'daily' ? game.date : null;
        records.countFinish({level: game.level, elapsedMs: game.finished.elapsedMs, daily});
        drawClock();
        onFinish(game);
      }
    },
  };
}
