// "Watch the search": plays a search of the current puzzle on the board, step by step, beside
// the algorithm's pseudocode with the executing line marked, live counters and the two
// searches' totals side by side (the textbook backtracking and the fast strategy).
//
// This file opens and closes the panel and ties its parts together: a TracePlayer
// (trace/player.js) holds the search and the position, watch/draw.js draws it, watch/controls.js
// turns buttons and keys into the player's calls.
//
// Where the steps come from: the client's trace() in a worker of the visualizer's own, so that
// watching never queues the page's Solve/Check behind it and the page's Cancel (which
// terminates the page's worker) never loses the trace. The worker is started the first time
// the panel opens, not with the page (two workers starting together slow the first Solve).

import {createSudokuWorker} from './client.js';
import {capOf, DEFAULT_CAP, TracePlayer} from './trace/player.js';
import {wireWatchControls} from './watch/controls.js';
import {WatchDrawing} from './watch/draw.js';
import {panelHtml} from './watch/markup.js';
import {speedText} from './watch/words.js';

const READ_ONLY = 'The board is read-only while you watch the search: press Esc or Stop watching to edit.';

/**
 * The visualizer inside `panel` (the page's #search-view section). The page calls follow() after
 * every change of the board, so that an open panel starts over when the puzzle changes, and
 * close() before Solve and Check, whose answers show on the board. `toggle` is the button that
 * opens and closes the panel; `boardView` is board.js's view, whose cells the visualizer draws on
 * while open (lend/reclaim); `puzzleNow()` gives the current puzzle (81 characters, '.' empty);
 * `beforeOpen()` is called as the panel opens (the page closes its other panel there).
 * `status` is the page's status line (app/status.js), which says why a digit typed on the board
 * while watching does nothing.
 */
export class SearchView {
  constructor({panel, toggle, boardView, puzzleNow, status, beforeOpen = () => {}}) {
    panel.innerHTML = panelHtml();
    // The panel's parts, looked up once: part('play') is the element with data-part="play".
    const parts = {};
    for (const element of panel.querySelectorAll('[data-part]')) parts[element.dataset.part] = element;
    const part = (name) => parts[name];
    Object.assign(this, {panel, toggle, boardView, puzzleNow, beforeOpen, part, status});
    this.grid = boardView.cells[0].closest('[role=grid]');
    this.open = false;
    this.player = new TracePlayer({
      openTracer: createSudokuWorker,
      onChange: () => {
        if (this.open && this.player.run) this.drawing.draw();
      },
      onError: (error) => this.showNote(`The search's worker failed: ${error.message}. Restart to try again.`),
      // Steps per worker call. (The tests set a tiny one, to cross chunk edges in a few steps.)
      chunkSteps: globalThis.SUDOKU_WATCH_CHUNK_STEPS || 32768,
    });
    this.drawing = new WatchDrawing({panel, cells: boardView.cells, part, player: this.player});
    part('cap').value = String(DEFAULT_CAP);
    part('speed').value = String(this.player.speedIndex);
    this.wire();
    this.showSpeed();
  }

  wire() {
    const {player, part} = this;
    wireWatchControls({
      panel: this.panel,
      part,
      isOpen: () => this.open,
      onAlgorithm: (algorithm) => {
        if (algorithm !== player.run.algorithm) this.start(algorithm);
      },
      actions: {
        play: () => player.togglePlay(),
        back: () => player.stepBack(),
        forward: () => player.stepForward(),
        restart: () => player.restart(),
        end: () => player.skipToEnd(),
        close: () => this.closePanel(),
        slower: () => this.changeSpeed(-1),
        faster: () => this.changeSpeed(1),
      },
    });
    part('speed').addEventListener('input', () => {
      player.setSpeed(Number(part('speed').value));
      this.showSpeed();
    });
    part('cap').addEventListener('change', () => {
      part('cap').value = String(capOf(part('cap').value));
      if (this.open) this.start(player.run.algorithm);
    });
    this.toggle.addEventListener('click', () => (this.open ? this.closePanel() : this.openPanel()));
  }

  sayReadOnly() {
    const {status} = this;
    if (status.text !== READ_ONLY)
      this.statusBefore = {text: status.text, tone: status.tone, replaceable: status.replaceable};
    status.set(READ_ONLY, 'warn');
  }

  isOpen() {
    return this.open;
  }

  contains(node) {
    return this.panel.contains(node);
  }

  /** Starts over when the panel is open on another puzzle than `puzzle`. */
  follow(puzzle) {
    const {run} = this.player;
    if (this.open && run && puzzle !== run.puzzle) {
      this.start(run.algorithm);
      this.showNote('The puzzle changed: watching the new one from the start.');
    }
  }

  /** Closes the panel (when open) and gives the board back; the focus moves to the toggle unless told not to. */
  close({focusToggle = false} = {}) {
    this.closePanel({focusToggle});
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

  openPanel() {
    this.beforeOpen();
    const {grid, toggle} = this;
    this.open = true;
    this.panel.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    toggle.textContent = 'Stop watching';
    document.body.classList.add('watching');
    this.boardView.lend(() => this.sayReadOnly()); // a digit typed on it: say why nothing happens
    this.start('textbook');
    const behavior = matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    // The board in view, and the transport (the panel may open below the board, out of view).
    const below = this.part('play').getBoundingClientRect().bottom + 16 - innerHeight;
    if (grid.getBoundingClientRect().top < 0) grid.scrollIntoView({block: 'start', behavior});
    else if (below > 0) scrollBy({top: below, behavior});
    this.part('play').focus({preventScroll: true});
  }

  closePanel({focusToggle = true} = {}) {
    if (!this.open) return;
    const {toggle} = this;
    this.player.close();
    this.open = false;
    this.panel.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    toggle.textContent = 'Watch the search';
    document.body.classList.remove('watching');
    this.drawing.clear();
    this.boardView.reclaim();
    // The status line said the board was read-only: say again what it said before.
    const before = this.statusBefore;
    if (before && this.status.text === READ_ONLY) {
      this.status.set(before.text, before.tone);
      this.status.markReplaceable(before.replaceable);
    }
    this.statusBefore = null;
    if (focusToggle) toggle.focus();
  }
}
