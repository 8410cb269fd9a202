// The game on show in play, as its record (game/games.js): kept up to date as it is played (the
// clock paused and resumed, hints and mistakes counted, each change of the board recorded, a
// first move counting it as played, a first solve or the mistake limit ending it) and kept in
// the records (play/records.js) after each change. None in set-up.

import {isRunning, pauseClock, resumeClock} from '../game/clock.js';
import {isOver, updateGame} from '../game/games.js';
import {givensOf} from '../game/model.js';
import {saveText} from '../game/saved.js';
import {blockedWords, finishedSummary} from './words.js';

/**
 * `records` is play/records.js's; `status` the status line; `now()` the time (ms); `drawClock()`
 * draws the game's title and clock again (play/clock-view.js); `onFinish(game)` shows how a game
 * ended (solved, or lost to the mistake limit). Returns the calls below; `game` is the record on
 * show, null in set-up.
 */
export function createGameOnShow({records, status, now, drawClock, onFinish}) {
  let game = null; // the record of the game on show, null in set-up
  let recorded = null; // the state the game's record holds, as shown last

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
    if (!game || isOver(game) || paused === !isRunning(game.clock)) return;
    update({clock: paused ? pauseClock(game.clock, now()) : resumeClock(game.clock, now())});
    drawClock();
    status.set(paused ? 'Paused: the board is hidden until you resume.' : 'Resumed.');
  }

  function hintTaken() {
    if (game && !isOver(game)) update({hints: game.hints + 1});
  }

  return {
    get game() {
      return game;
    },

    /** `record` on show, the game before it left (a resumed one's clock runs again: leaving it paused it). */
    show(record) {
      if (game?.id !== record.id) leave();
      const stopped = !isOver(record) && !isRunning(record.clock);
      game = stopped ? updateGame(record, {clock: resumeClock(record.clock, now())}, now()) : record;
      records.onShow(game.id);
    },

    /** Back to set-up: the game on show is left, and none is on show. */
    clear() {
      leave();
      game = null;
      records.onShow(null);
    },

    /** Pauses (`paused` true) or resumes the game's clock, saying so; nothing for a game over. */
    setPaused,

    /** What the status line says of a game over (New game for another), or '' for one in play. */
    summary: () => (game && isOver(game) ? finishedSummary(game) : ''),

    /** Counts Explain or Watch the search (`what`) as help in the game in play; the words to say so, or ''. */
    helpTaken(what) {
      if (!game || isOver(game)) return '';
      hintTaken();
      return `${what} shows the solution's steps: it counts as a hint in this game's record.`;
    },

    /** Why no move may be played now: the game is paused (its board hidden), solved or lost; else ''. */
    blocked: () => (game ? blockedWords(game) : ''),

    hintTaken,

    /**
     * Counts a digit entered that the solution contradicts (the mistake counter's), before it is
     * played; the one that reaches the game's mistake limit ends it, and is not played.
     */
    mistakeMade() {
      if (!game || isOver(game)) return;
      update({mistakes: game.mistakes + 1});
      drawClock();
      if (game.lost) onFinish(game);
    },

    /** Records a change of the board: the record, the list, the clock; a first move counts, a first solve finishes. */
    afterChange(state) {
      if (!game || !state.locked || givensOf(state) !== game.puzzle || state === recorded) return;
      recorded = state; // a refresh that only says something shows the same state again
      const before = game;
      const moved = saveText(state) !== game.save; // else the record's own state shown again
      update({state, played: game.played || moved});
      if (game.played && !before.played) records.countStart(game);
      if (!before.finished && game.finished) {
        records.countFinish(game);
        drawClock();
        onFinish(game);
      }
    },
  };
}
