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

import {createSudokuWorker} from '../client.js';
import {createPanel} from '../panel.js';
import {wireWatchControls} from './controls.js';
import {WatchDrawing} from './draw.js';
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
 * while watching does nothing.
 */
export class WatchView {
  constructor({element, toggle, boardView, puzzleNow, status, beforeOpen}) {
    this.panel = createPanel({
      element,
      html: panelHtml(),
      toggle,
      openText: 'Stop watching',
      boardView,
      onRefusedMove: () => this.sayReadOnly(), // a digit typed on the board: say why nothing happens
      beforeOpen,
      onOpen: () => this.start('textbook'),
      onClose: () => this.stop(),
      onAction: (action) => this.actions[action](), // the transport, speed and close buttons
      focusOnOpen: 'play',
      keepInView: 'play', // the transport
    });
    const {part} = this.panel;
    Object.assign(this, {boardView, puzzleNow, part, status});
    this.player = new WatchPlayer({
      openTracer: createSudokuWorker,
      onChange: () => {
        if (this.panel.isOpen && this.player.run) this.drawing.draw();
      },
      onError: (error) => this.showNote(`The search's worker failed: ${error.message}. Restart to try again.`),
      // Steps per worker call. (The tests set a tiny one, to cross chunk edges in a few steps.)
      chunkSteps: globalThis.SUDOKU_WATCH_CHUNK_STEPS || 32768,
    });
    this.drawing = new WatchDrawing({panel: element, cells: boardView.cells, part, player: this.player});
    part('cap').value = String(DEFAULT_CAP);
    part('speed').value = String(this.player.speedIndex);
    this.wire();
    this.showSpeed();
  }

  wire() {
    const {player, part} = this;
    this.actions = {
      play: () => player.togglePlay(),
      back: () => player.stepBack(),
      forward: () => player.stepForward(),
      restart: () => player.restart(),
      end: () => player.skipToEnd(),
      close: () => this.close({focusToggle: true}),
      slower: () => this.changeSpeed(-1),
      faster: () => this.changeSpeed(1),
    };
    wireWatchControls({
      panel: this.panel.element,
      part,
      isOpen: () => this.panel.isOpen,
      onAlgorithm: (algorithm) => {
        if (algorithm !== player.run.algorithm) this.start(algorithm);
      },
      actions: this.actions,
    });
    part('speed').addEventListener('input', () => {
      player.setSpeed(Number(part('speed').value));
      this.showSpeed();
    });
    part('cap').addEventListener('change', () => {
      part('cap').value = String(capOf(part('cap').value));
      if (this.panel.isOpen) this.start(player.run.algorithm);
    });
  }

  sayReadOnly() {
    const {status} = this;
    if (status.text !== READ_ONLY)
      this.statusBefore = {text: status.text, tone: status.tone, replaceable: status.replaceable};
    status.set(READ_ONLY, 'warn');
  }

  /** Starts over when the panel is open on another puzzle than `puzzle`. */
  rerunFor(puzzle) {
    const {run} = this.player;
    if (this.panel.isOpen && run && puzzle !== run.puzzle) {
      this.start(run.algorithm);
      this.showNote('The puzzle changed: watching the new one from the start.');
    }
  }

  /** Closes the panel (when open) and gives the board back; the focus moves to the toggle when told to. */
  close(options) {
    this.panel.close(options);
  }

  /** Esc, the page's (app/controls.js): closes the panel when the focus is in it or on the board. */
  onEscape(event) {
    if (!this.panel.isOpen || !this.panel.holds(event.target)) return false;
    this.close({focusToggle: true});
    return true;
  }

  start(algorithm) {
    this.player.start(this.puzzleNow(), {algorithm, cap: capOf(this.part('cap').value)});
    this.showNote('');
  }

  showSpeed() {
    const text = speedText(this.player.speed);
    this.part('speed-value').textContent = text;
    this.part('speed').setAttribute('aria-valuetext', text.replace('/s', ' per second'));
  }

  changeSpeed(delta) {
    this.player.changeSpeed(delta);
    this.part('speed').value = String(this.player.speedIndex);
    this.showSpeed();
  }

  showNote(text) {
    const note = this.part('note');
    note.textContent = text;
    note.hidden = !text;
  }

  // The panel closes: the search stops and its drawing goes; the status line said the board was
  // read-only: it says again what it said before.
  stop() {
    this.player.close();
    this.drawing.clear();
    const before = this.statusBefore;
    if (before && this.status.text === READ_ONLY) {
      this.status.set(before.text, before.tone);
      this.status.markReplaceable(before.replaceable);
    }
    this.statusBefore = null;
  }
}
