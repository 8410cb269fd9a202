// "Watch the search": plays a search of the current puzzle on the board, step by step, beside
// the algorithm's pseudocode with the executing line marked, live counters and the two
// searches' totals side by side (the textbook backtracking and the fast strategy).
//
// This file ties the panel's parts together: panel.js opens and closes it, a WatchPlayer
// (watch/player.js, over watch/run.js) holds the search and the position, watch/draw.js draws
// it, watch/controls.js turns buttons and keys into the player's calls; watch/markup.js and
// watch/words.js are its markup and its words, watch/watch.css its look.
//
// Where the steps come from: the client's trace() in a worker of Watch's own, so that
// watching never queues the page's Solve/Check behind it and the page's Cancel (which
// terminates the page's worker) never loses the trace. The worker is started the first time
// the panel opens, not with the page (two workers starting together slow the first Solve).

import {createPanel} from '../panel.js';
import {wireWatchControls} from './controls.js';
import {createWatchDrawing} from './draw.js';
import {panelHtml} from './markup.js';
import {capOf, DEFAULT_CAP, WatchPlayer} from './player.js';
import {speedText} from './words.js';

const READ_ONLY = 'The board is read-only while you watch the search: press Esc or Stop watching to edit.';

/**
 * Watch the search inside `element` (the page's #watch-view section). The page calls rerunFor()
 * after every change of the board, so that an open panel starts over when the puzzle changes,
 * and close() before Solve and Check, whose answers show on the board. `toggle` is the button
 * that opens and closes the panel; `boardView` is board.js's view, whose cells Watch
 * draws on while open (lend/reclaim); `puzzleNow()` gives the current puzzle (81 characters, '.'
 * empty); `beforeOpen()` is called as the panel opens (the page closes its other panel there).
 * `status` is the page's status line (app/status.js), which says why a digit typed on the board
 * while watching does nothing. `openTracer()` starts a worker of the page's client to trace a
 * search in (client.js's createSudokuWorker: the room, a bundle of its own, carries no client).
 * Returns {open(), rerunFor(puzzle), close(options), onEscape(event)}.
 */
export function createWatchView({element, toggle, boardView, puzzleNow, status, beforeOpen, openTracer}) {
  const readOnly = createReadOnlyNote(status);
  const panel = createPanel({
    element,
    html: panelHtml(),
    toggle,
    openText: 'Stop watching',
    boardView,
    onRefusedMove: () => readOnly.say(), // a digit typed on the board: say why nothing happens
    beforeOpen,
    onOpen: () => start('textbook'),
    onClose: stop,
    onAction: (action) => actions[action](), // the transport, speed and close buttons
    focusOnOpen: 'play',
    keepInView: 'play', // the transport
  });
  const {part} = panel;
  const player = new WatchPlayer({
    openTracer,
    onChange: () => {
      if (panel.isOpen && player.run) drawing.draw();
    },
    onError: (error) => showNote(`The search's worker failed: ${error.message}. Restart to try again.`),
    // Steps per worker call. (The tests set a tiny one, to cross chunk edges in a few steps.)
    chunkSteps: globalThis.SUDOKU_WATCH_CHUNK_STEPS || 32768,
  });
  const drawing = createWatchDrawing({panel: element, cells: boardView.cells, part, player});
  part('cap').value = String(DEFAULT_CAP);
  const changeSpeed = wireSpeed(part, player);
  const close = (options) => panel.close(options);
  const actions = {
    play: () => player.togglePlay(),
    back: () => player.stepBack(),
    forward: () => player.stepForward(),
    restart: () => player.restart(),
    end: () => player.skipToEnd(),
    close: () => close({focusBoard: true}),
    slower: () => changeSpeed(-1),
    faster: () => changeSpeed(1),
  };
  wireWatchControls({
    panel: element,
    part,
    isOpen: () => panel.isOpen,
    onAlgorithm: (algorithm) => {
      if (algorithm !== player.run.algorithm) start(algorithm);
    },
    actions,
  });
  part('cap').addEventListener('change', () => {
    part('cap').value = String(capOf(part('cap').value));
    if (panel.isOpen) start(player.run.algorithm);
  });

  function start(algorithm) {
    player.start(puzzleNow(), {algorithm, cap: capOf(part('cap').value)});
    showNote('');
  }

  function showNote(text) {
    const note = part('note');
    note.textContent = text;
    note.hidden = !text;
  }

  // The panel closes: the search stops and its drawing goes; the status line says again what it
  // said before the board was read-only.
  function stop() {
    player.close();
    drawing.clear();
    readOnly.restore();
  }

  return {
    /** Opens the panel (when closed). */
    open: () => panel.open(),

    /** Starts over when the panel is open on another puzzle than `puzzle`. */
    rerunFor(puzzle) {
      const {run} = player;
      if (panel.isOpen && run && puzzle !== run.puzzle) {
        start(run.algorithm);
        showNote('The puzzle changed: watching the new one from the start.');
      }
    },

    /** Closes the panel (when open) and gives the board back; the focus moves to the board when told to. */
    close,

    /** Esc, the page's (app/controls.js): closes the panel when the focus is in it or on the board. */
    onEscape(event) {
      if (!panel.isOpen || !panel.holds(event.target)) return false;
      close({focusBoard: true});
      return true;
    },
  };
}

// The speed slider, the player's speed, and the words beside it; returns changeSpeed(delta), the
// Slower and Faster buttons' (delta -1 and 1).
function wireSpeed(part, player) {
  part('speed').value = String(player.speedIndex);
  part('speed').addEventListener('input', () => {
    player.setSpeed(Number(part('speed').value));
    showSpeed(part, player);
  });
  showSpeed(part, player);
  return (delta) => {
    player.changeSpeed(delta);
    part('speed').value = String(player.speedIndex);
    showSpeed(part, player);
  };
}

// The speed on show, by the slider, in words.
function showSpeed(part, player) {
  const text = speedText(player.speed);
  part('speed-value').textContent = text;
  part('speed').setAttribute('aria-valuetext', text.replace('/s', ' per second'));
}

// The status line while the board is lent to Watch: say() tells why a digit typed on it does
// nothing; restore() (as the panel closes) brings back what the line said before.
function createReadOnlyNote(status) {
  let before = null; // the status line before it said READ_ONLY: {text, tone, replaceable}
  return {
    say() {
      if (status.text !== READ_ONLY) before = {text: status.text, tone: status.tone, replaceable: status.replaceable};
      status.set(READ_ONLY, 'warn');
    },
    restore() {
      if (before && status.text === READ_ONLY) {
        status.set(before.text, before.tone);
        status.markReplaceable(before.replaceable);
      }
      before = null;
    },
  };
}
