// The game on show: its history (game/history.js), changed by moves and by Undo and Redo. After
// each change the page shows the new state everywhere (main.js's show).

import {canRedo, canUndo, currentState, labelOfStep, play as playMove, startHistory, stepped} from '../game/history.js';
import {newGame, sameState} from '../game/model.js';

/**
 * `beforeChange()` is called before the state on show changes, and returns the words that say
 * what it stopped ('' for nothing): app/jobs.js cancels a running job, whose answer would be
 * about another puzzle. `show({state, note, tone, canUndo, canRedo})` shows a state with a note
 * for the status line ('' for the plain summary). `status` is the status line; `summary(state)`
 * says how full the board is. `blocked()` says why no move may be played now (a paused game),
 * or '' when one may. `histories` keeps a game's history across reloads: {load(id), save(id,
 * history)} (app/local-storage.js's loadGameHistory and saveGameHistory).
 */
export function createSession({beforeChange, show, status, summary, blocked = () => '', histories = null}) {
  let timeline = startHistory(newGame());
  let gameId = null; // the game whose history is kept, null for none (set-up)
  const keep = () => gameId && histories?.save(gameId, timeline);

  function refresh(note = '', tone = '') {
    show({state: currentState(timeline), note, tone, canUndo: canUndo(timeline), canRedo: canRedo(timeline)});
  }

  // A change of the state on show, with what beforeChange() stopped said first.
  function change(next, note, tone) {
    const cancelled = beforeChange();
    timeline = next;
    keep();
    if (!cancelled) refresh(note, tone);
    else refresh(`${cancelled} ${note || summary(currentState(timeline))}`, 'warn');
  }

  // Says why a move is refused now; false when it may be played.
  function refused() {
    const why = blocked();
    if (why) status.set(why, 'warn');
    return Boolean(why);
  }

  return {
    get state() {
      return currentState(timeline);
    },

    /**
     * Starts afresh from `state` (nothing to undo), without showing it; for the game `id`, its
     * kept history instead when it ends on `state` (Undo survives a reload), and it is kept.
     */
    restore(state, label, id = null) {
      const kept = id && histories?.load(id);
      timeline = kept && sameState(currentState(kept), state) ? kept : startHistory(state, label);
      gameId = id;
      keep();
    },

    refresh,

    /**
     * Plays `move` (game/moves.js) as one undoable step named `label` ("3 in row 1, column 2"),
     * with `note` for the status line; a move that changes nothing only shows the note.
     */
    play(move, label, note = '', tone = '') {
      if (refused()) return;
      const next = playMove(timeline, move, label);
      if (next !== timeline) change(next, note, tone);
      else if (note) status.set(note, tone);
    },

    /** Undo (delta -1) or Redo (1); nothing when there is nothing to undo or redo. */
    step(delta) {
      if (refused()) return;
      const next = stepped(timeline, delta);
      if (next === timeline) return;
      const note = `${delta < 0 ? 'Undid' : 'Redid'} ${labelOfStep(timeline, delta)}.`;
      const cancelled = beforeChange();
      timeline = next;
      keep();
      refresh(cancelled ? `${cancelled} ${note}` : note, cancelled ? 'warn' : '');
    },
  };
}
