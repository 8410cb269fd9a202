// "Explain": the puzzle's rating and a walk through its solution path, one step of logic at a
// time, drawn on the board (step-view.js) over the position before the step.
//
// The steps come from the package's explain() in a worker of Explain's own, started the first
// time the panel opens (as "Watch the search" does): the page's Cancel (which terminates the
// page's worker) never loses it, and its long calls never queue the page's Solve behind them.
// A call is bounded (TIMEOUT_MS) and cancellable: the panel's Cancel, Esc, closing the panel or
// a new puzzle abort it, which terminates that worker (the next call starts a fresh one).
//
// Its switch picks the ladder the steps come from: the rating ladder (Sudoku Explainer's, whose
// hardest step is the puzzle's rating) or the hint ladder (the patterns players learn, as the
// page's Hint gives them: explain(puzzle, {teach: true})). Each step says which it came from.
//
// While open the panel borrows the board read-only (panel.js, through board.js's lend/reclaim),
// paints the position on its cells and draws the step over them; closing gives it back.

import {startJobClock} from '../app/job-clock.js';
import {createSudokuWorker} from '../client.js';
import {cancelWords} from '../keyboard.js';
import {createPanel} from '../panel.js';
import {describeMarks} from '../step-view.js';
import {createChainWalkView, WALK_KEYS} from '../walk/view.js';
import {panelHtml} from './markup.js';
import {positionsOf} from './position.js';
import {
  explainedCellName,
  failureText,
  ladderLine,
  problemText,
  stepCounter,
  summaryFigures,
  summaryNote,
  techniqueLine,
} from './words.js';

const TIMEOUT_MS = 120000; // the hardest known puzzles take about a minute

// Keys while the panel is open (not in text fields; Space and Enter stay the buttons').
const KEYS = {ArrowLeft: 'previous', ArrowRight: 'next', Home: 'first', End: 'last'};

/**
 * The Explain panel inside `element` (the page's #explain-view section). `toggle` is the button
 * that opens and closes it; `boardView` is board.js's view and
 * `stepView` step-view.js's, which draws the steps over it; `puzzleNow()` gives the puzzle on
 * the board (81 characters, '.' empty); `beforeOpen()` is called as the panel opens (the page
 * closes its other panel there and stops a running job). The page calls follow(puzzle) after
 * every change of the board and close() before Solve and Check.
 */
export class ExplainView {
  constructor({element, toggle, boardView, stepView, puzzleNow, beforeOpen}) {
    this.panel = createPanel({
      element,
      html: panelHtml(),
      toggle,
      boardView,
      beforeOpen,
      onOpen: () => this.run(),
      onClose: () => this.stop(),
      onAction: (action) => this.act(action),
      focusOnOpen: 'close',
    });
    Object.assign(this, {boardView, stepView, puzzleNow, part: this.panel.part});
    this.worker = null;
    this.job = null; // the running call: {controller, started, timers}
    this.puzzle = null; // the puzzle explained (or being explained)
    this.result = null;
    this.positions = null;
    this.index = 0;
    // A chain step walked link by link over the position on show.
    this.walk = createChainWalkView({element: this.part('walk'), draw: (walk) => this.drawStep(walk)});
    this.teach = false; // the ladder the steps come from: the switch's
    this.setState('idle');
    this.wire();
  }

  // The walk's keys (its buttons are panel.js's onAction).
  wire() {
    document.addEventListener('keydown', (event) => this.onKey(event));
    for (const name of ['ladder-rating', 'ladder-teach']) {
      this.part(name).addEventListener('change', () => this.pickLadder(this.part('ladder-teach').checked));
    }
  }

  /** Takes the steps from the hint ladder (`teach`) or the rating ladder, explaining again. */
  pickLadder(teach) {
    this.part(teach ? 'ladder-teach' : 'ladder-rating').checked = true;
    if (teach === this.teach) return;
    this.teach = teach;
    if (this.panel.isOpen) this.run();
  }

  /**
   * Esc, the page's (app/controls.js): cancels a running explanation; else closes the panel when
   * the focus is in it, on the board, or nowhere.
   */
  onEscape(event) {
    if (!this.panel.isOpen || event.ctrlKey || event.metaKey || event.altKey) return false;
    if (this.job) this.cancel();
    else if (event.target === document.body || this.panel.holds(event.target)) this.close({focusToggle: true});
    else return false;
    return true;
  }

  // The walk's keys (Esc is onEscape's).
  onKey(event) {
    if (!this.panel.isOpen || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (target.closest?.('input, textarea, select, [contenteditable]')) return;
    if (this.walk.active && WALK_KEYS[event.key]) {
      event.preventDefault();
      this.walk.act(WALK_KEYS[event.key]);
      return;
    }
    const action = KEYS[event.key];
    if (!action || !this.result?.steps.length) return;
    event.preventDefault();
    this.act(action);
  }

  act(action) {
    const last = (this.result?.steps.length || 1) - 1;
    if (action === 'close') this.close({focusToggle: true});
    else if (action === 'cancel') this.cancel();
    else if (action === 'first') this.show(0);
    else if (action === 'previous') this.show(this.index - 1);
    else if (action === 'next') this.show(this.index + 1);
    else if (action === 'last') this.show(last);
  }

  /** Explains the new puzzle when the panel is open on another. */
  follow(puzzle) {
    if (this.panel.isOpen && puzzle !== this.puzzle) this.run();
  }

  /** Closes the panel (when open), stops a running call and gives the board back; the focus moves to the toggle when told to. */
  close(options) {
    this.panel.close(options);
  }

  // The panel closes: the call stops, the drawing and the position go.
  stop() {
    this.stopJob();
    this.stepView.clear();
    this.walk.hide();
    for (const cell of this.boardView.cells) delete cell.dataset.explain;
    this.puzzle = null;
    this.result = null;
    this.positions = null;
    this.setState('idle');
  }

  async run() {
    this.stopJob();
    const puzzle = this.puzzleNow();
    this.puzzle = puzzle;
    this.result = null;
    this.positions = null;
    this.stepView.clear();
    this.walk.hide();
    this.paintPosition(positionsOf(puzzle, [])[0], null); // the puzzle meanwhile
    this.worker ??= createSudokuWorker();
    const job = startJobClock({
      onSlow: () => this.showProgress(),
      onTick: (text) => {
        this.part('elapsed').textContent = text;
      },
    });
    this.job = job;
    this.setState('running');
    this.part('busy-text').textContent = 'Explaining…';
    this.part('elapsed').textContent = '';
    let result;
    try {
      result = await this.worker.explain(puzzle, {teach: this.teach, signal: job.signal, timeoutMs: TIMEOUT_MS});
    } catch (error) {
      if (this.job !== job) return; // stopped: whoever stopped it said so
      this.endJob();
      this.showProblem(failureText(error, TIMEOUT_MS), error?.name === 'TimeoutError' ? 'timeout' : 'failed');
      return;
    }
    if (this.job !== job) return;
    this.endJob();
    if (result.status !== 'unique') {
      this.showProblem(problemText(result), result.status);
      return;
    }
    this.result = result;
    this.positions = positionsOf(puzzle, result.steps);
    const [rating, level, hardest] = summaryFigures(result);
    this.part('rating').textContent = rating;
    this.part('level').textContent = level;
    this.part('hardest').textContent = hardest;
    this.part('note').textContent = summaryNote(result, job.elapsed(), this.teach);
    this.setState('ready');
    this.index = 0;
    if (result.steps.length) this.show(0);
    else this.showProblem('The puzzle is already solved: there is no step to explain.', 'solved');
    if (this.panel.element.contains(document.activeElement) || document.activeElement === document.body)
      this.part('next').focus({preventScroll: true});
  }

  showProgress() {
    this.part('busy').dataset.slow = 'true';
    this.part('busy-text').textContent = `Explaining… hard puzzles take a while. ${cancelWords()}`;
  }

  endJob() {
    const {job} = this;
    if (!job) return;
    job.end();
    delete this.part('busy').dataset.slow;
    if (this.part('busy').contains(document.activeElement)) this.part('close').focus({preventScroll: true});
    this.job = null;
  }

  // Aborts the running call (terminating its worker), saying nothing.
  stopJob() {
    const {job} = this;
    if (!job) return false;
    this.endJob();
    job.abort();
    return true;
  }

  /** Stops a running explanation and says so in the panel. */
  cancel() {
    if (this.stopJob()) this.showProblem(failureText({name: 'AbortError'}), 'cancelled');
  }

  showProblem(text, state) {
    this.part('problem').textContent = text;
    this.setState(state);
  }

  // 'idle', 'running', 'ready', or why there are no steps: 'cancelled', 'timeout', 'failed',
  // 'solved' or a status ('multiple', 'none', 'invalid', 'malformed', 'aborted').
  setState(state) {
    const {part} = this;
    const panel = this.panel.element;
    panel.dataset.state = state;
    part('busy').hidden = state !== 'running';
    part('result').hidden = state !== 'ready';
    part('problem').hidden = ['ready', 'running', 'idle'].includes(state);
    if (state !== 'ready') {
      delete panel.dataset.step;
    }
  }

  /** Shows step `index` (clamped) over the position before it. */
  show(index) {
    const {steps} = this.result;
    this.index = Math.max(0, Math.min(steps.length - 1, index));
    const step = steps[this.index];
    const position = this.positions[this.index];
    const {part} = this;
    part('counter').textContent = stepCounter(this.index, steps.length);
    part('technique').textContent = techniqueLine(step);
    part('from').textContent = ladderLine(step);
    this.panel.element.dataset.ladder = step.ladder ?? 'rating';
    part('text').textContent = step.text;
    part('marks').textContent = describeMarks(step);
    part('legend-links').hidden = !step.links.length;
    for (const name of ['first', 'previous']) part(name).setAttribute('aria-disabled', String(this.index === 0));
    for (const name of ['next', 'last'])
      part(name).setAttribute('aria-disabled', String(this.index === steps.length - 1));
    this.panel.element.dataset.step = String(this.index);
    this.paintPosition(position, step);
    if (!this.walk.show(step)) this.drawStep(null);
  }

  // The step on show drawn over its position; `walk` a chain's walk so far (walk/view.js), or null.
  drawStep(walk) {
    const position = this.positions[this.index];
    const step = this.result.steps[this.index];
    this.stepView.draw(step, {digits: position.digits, candidates: position.candidates, walk});
  }

  // The position's digits on the board's cells (givens bold, earlier steps' placements in the
  // solved colour) and each cell's name, with what the step makes of it.
  paintPosition(position, step) {
    const {cells} = this.boardView;
    for (let cell = 0; cell < 81; ++cell) {
      const element = cells[cell];
      const digit = position.digits[cell];
      element.textContent = digit ? String(digit) : '';
      element.classList.remove('fits'); // the board's highlight of a picked digit: stale while lent
      element.dataset.explain = position.kinds[cell];
      element.setAttribute('aria-label', explainedCellName(cell, position, step));
    }
  }
}
