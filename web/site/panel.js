// A panel beside the board that borrows it while open: "Watch the search" (watch/), "Explain"
// (explain/) and "Certify" (certify/). The machinery they share lives here: the panel's markup
// and its parts, the clicks on its action buttons, the toggle button, opening (the board lent
// read-only, brought into view, the focus moved into the panel) and closing (the board, and the
// focus, given back): createPanel. What the panel does while open is its own; a panel whose work is one call
// to a worker (Explain, Certify) has that call's lifecycle from createPanelJob.
// The page keeps one open at a time (main.js), and app/controls.js's one Esc handler asks each
// panel whether Esc is its (the panels' onEscape).

import {startJobClock} from './app/job-clock.js';
import {createSudokuWorker} from './client.js';
import {groupedNumbers, sentence} from './format.js';
import {scrollBehavior} from './motion.js';

/**
 * A panel's head, for its markup: its title and its close button (data-action "close"), named
 * `closeLabel` for screen readers, with `closeTip` as its tooltip.
 */
export function panelHead(title, closeLabel, closeTip = 'Close (Esc)') {
  return `<div class="panel-head">
    <h2>${title}</h2>
    <button type="button" class="panel-close" data-part="close" data-action="close" aria-label="${closeLabel}" title="${closeTip}">✕</button>
  </div>`;
}

/**
 * The panel inside `element` (a section of index.html), filled with `html`, whose elements with
 * data-part="name" are part('name'); a click on a button with data-action="name" calls
 * `onAction(name)` while the panel is open, unless the button is aria-disabled. `toggle` is the button that opens and closes it: its
 * aria-expanded follows, and its text becomes `openText` while open when one is given.
 * `boardView` is board.js's view, lent while the panel is open; `onRefusedMove()` is told of a
 * move typed on it. As it opens: `beforeOpen()` (the page closes the other panel), then
 * `onOpen()` (the panel's work starts), then the board scrolls into view (and the part
 * `keepInView`, when named, if it would be below the screen), and the part `focusOnOpen` takes
 * the focus. As it closes: `onClose()` (the panel's work stops, its drawing goes), then it hides
 * and gives the board back.
 */
export function createPanel({
  element,
  html,
  toggle,
  openText = null,
  boardView,
  onRefusedMove = () => {},
  beforeOpen = () => {},
  onOpen,
  onClose,
  onAction,
  focusOnOpen,
  keepInView = null,
}) {
  element.innerHTML = html;
  const parts = {};
  for (const node of element.querySelectorAll('[data-part]')) parts[node.dataset.part] = node;
  const part = (name) => parts[name];
  const grid = boardView.cells[0].closest('[role=grid]');
  const closedText = toggle.textContent;
  let open = false;
  element.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-action]');
    if (button && open && button.getAttribute('aria-disabled') !== 'true') onAction(button.dataset.action);
  });

  // The panel and its toggle say whether it is open (panel.css hides the pad while one is).
  function setShown(shown) {
    open = shown;
    element.hidden = !shown;
    toggle.setAttribute('aria-expanded', String(shown));
    if (openText) toggle.textContent = shown ? openText : closedText;
  }

  // The board in view, and `keepInView` (the panel may open below the board, out of view).
  function bringIntoView() {
    const behavior = scrollBehavior();
    const below = keepInView ? part(keepInView).getBoundingClientRect().bottom + 16 - innerHeight : 0;
    if (grid.getBoundingClientRect().top < 0) grid.scrollIntoView({block: 'start', behavior});
    else if (below > 0) scrollBy({top: below, behavior});
  }

  const panel = {
    element,
    part,

    get isOpen() {
      return open;
    },

    /** Whether `node` is in the panel or on the board it borrows (where its Esc applies). */
    holds: (node) => element.contains(node) || grid.contains(node),

    /** Opens the panel (when closed). */
    open() {
      if (open) return;
      beforeOpen();
      setShown(true);
      boardView.lend(onRefusedMove);
      onOpen();
      bringIntoView();
      part(focusOnOpen).focus({preventScroll: true});
    },

    /** Closes the panel (when open) and gives the board back; the focus moves to the board when told to. */
    close({focusBoard = false} = {}) {
      if (!open) return;
      onClose();
      setShown(false);
      boardView.reclaim();
      if (focusBoard) boardView.focus(); // keys typed next go to the board again
    },
  };
  toggle.addEventListener('click', () => (open ? panel.close({focusBoard: true}) : panel.open()));
  return panel;
}

// The longest a panel's call may run: a rating of the hardest known puzzles takes about a minute.
const PANEL_TIMEOUT_MS = 120000;

/**
 * A panel whose work is one call to a worker of its own (Explain, Certify): createPanel's panel
 * with the call's lifecycle. The worker starts the first time the panel opens, so the page's
 * Cancel (which terminates the page's worker) never loses it and its long calls never queue the
 * page's Solve behind them. A call is bounded (PANEL_TIMEOUT_MS) and cancellable: the panel's
 * Cancel, Esc, closing the panel or a new puzzle abort it, which terminates that worker (the
 * next call starts a fresh one).
 *
 * Takes createPanel's `element`, `html`, `toggle`, `boardView` and `beforeOpen`; the markup holds
 * the parts close and cancel (buttons, their actions the same), busy (shown while the call runs;
 * data-slow once it runs long, when its CSS may show Cancel), problem and result. Then:
 * - `puzzleNow()` gives the puzzle on the board (81 characters, '.' empty);
 * - `call(worker, puzzle, {signal, timeoutMs})` makes the call (the client's worker);
 * - `answers` are the result statuses the panel shows (another is a problem, said in `words`);
 * - `words` say why there is no answer (failureText, problemText): {cancelled, timedOut(ms),
 *   verb ('explain'), none, multiple(message) (optional), other (optional)};
 * - `onStart(puzzle)`: a call starts (the panel draws the puzzle meanwhile);
 * - `onAnswer(result, {puzzle, elapsed})`: a result with a status in `answers`, `elapsed` ms
 *   after the call started; the panel shows it and calls showResult(state) or showProblem();
 * - `onStop()`: the panel closes (its drawing and marks go);
 * - `onAction(name)`: a click on a button whose action is not close or cancel;
 * - `onSlow()`, `onTick(text)` (optional): app/job-clock.js's, for a panel that shows progress.
 * Returns {element, part, isOpen, run(), close(options), onEscape(event), rerunFor(puzzle),
 * showResult(state), showProblem(text, state)}. The panel's data-state is 'idle', 'running', a
 * state showResult() was given, or why there is no result: 'cancelled', 'timeout', 'failed', a
 * status not in `answers`, or the panel's own (showProblem's).
 */
export function createPanelJob(options) {
  const {puzzleNow, call, answers, words, onStart, onAnswer, onStop, onAction, onSlow, onTick, ...panelOptions} =
    options;
  let puzzle = null; // the puzzle answered (or being answered)
  const panel = createPanel({
    ...panelOptions,
    onOpen: run,
    onClose: stop,
    onAction: (action) =>
      action === 'close' ? close({focusBoard: true}) : action === 'cancel' ? cancel() : onAction(action),
    focusOnOpen: 'close',
  });
  const {element, part} = panel;
  const calls = createPanelCall({part, call, onSlow, onTick});

  // Which of busy, result and problem shows: `shown` is 'result', 'problem' or neither.
  function setState(state, shown = '') {
    element.dataset.state = state;
    part('busy').hidden = state !== 'running';
    part('result').hidden = shown !== 'result';
    part('problem').hidden = shown !== 'problem';
  }

  const showProblem = (text, state) => {
    part('problem').textContent = text;
    setState(state, 'problem');
  };

  const cancel = () => calls.stop() && showProblem(words.cancelled, 'cancelled');
  const close = (options) => panel.close(options);

  // The panel closes: the call stops, the drawing goes.
  function stop() {
    calls.stop();
    onStop();
    puzzle = null;
    setState('idle');
  }

  async function run() {
    calls.stop();
    const asked = puzzleNow();
    puzzle = asked;
    onStart(asked);
    setState('running');
    const answer = await calls.start(asked);
    if (!answer) return; // stopped: whoever stopped it said so
    const {result, error} = answer;
    if (error) showProblem(failureText(error, words), error?.name === 'TimeoutError' ? 'timeout' : 'failed');
    else if (answers.includes(result.status)) onAnswer(result, {puzzle: asked, elapsed: answer.elapsed});
    else showProblem(problemText(result, words), result.status);
  }

  return {
    element,
    part,

    get isOpen() {
      return panel.isOpen;
    },

    /** Starts the call again (on the puzzle on the board), stopping a running one. */
    run,

    /** Closes the panel (when open), stops a running call and gives the board back; the focus moves to the board when told to. */
    close,

    /**
     * Esc, the page's (app/controls.js): cancels a running call; else closes the panel when the
     * focus is in it, on the board, or nowhere. Whether Esc was the panel's.
     */
    onEscape(event) {
      if (!panel.isOpen || event.ctrlKey || event.metaKey || event.altKey) return false;
      if (calls.running) cancel();
      else if (event.target === document.body || panel.holds(event.target)) close({focusBoard: true});
      else return false;
      return true;
    },

    /** Calls again when the panel is open on another puzzle than `shown` (the page calls it after every change). */
    rerunFor(shown) {
      if (panel.isOpen && shown !== puzzle) run();
    },

    /** Shows the result part, in `state` (the panel's data-state). */
    showResult: (state) => setState(state, 'result'),

    /** Shows `text` in the problem part, in `state`. */
    showProblem,
  };
}

/**
 * A panel's calls, one at a time, in a worker of its own (started by the first call:
 * `createWorker()`, the client's createSudokuWorker unless given): `call`, `onSlow` and `onTick`
 * are createPanelJob's, `part` the panel's parts (busy and close). Scan a photo's room (scan/view.js)
 * makes its calls so too. Returns
 * {start(puzzle), stop(), running}: start() resolves to {result, elapsed} (in ms), {error}, or
 * null when the call was stopped (stop(), or start() again); stop() aborts the running call
 * (terminating the worker), false when none runs. As a call ends or stops, the focus leaves the
 * busy part (hidden then) for the close button.
 */
export function createPanelCall({part, call, onSlow = () => {}, onTick = () => {}, createWorker = createSudokuWorker}) {
  let worker = null;
  let job = null; // the running call's clock (app/job-clock.js's)

  function end() {
    if (!job) return;
    job.end();
    delete part('busy').dataset.slow;
    if (part('busy').contains(document.activeElement)) part('close').focus({preventScroll: true});
    job = null;
  }

  function stop() {
    const running = job;
    if (!running) return false;
    end();
    running.abort();
    return true;
  }

  async function start(puzzle) {
    stop();
    worker ??= createWorker();
    const onSlowly = () => {
      part('busy').dataset.slow = 'true';
      onSlow();
    };
    const clock = startJobClock({onSlow: onSlowly, onTick});
    job = clock;
    try {
      const result = await call(worker, puzzle, {signal: clock.signal, timeoutMs: PANEL_TIMEOUT_MS});
      if (job !== clock) return null;
      end();
      return {result, elapsed: clock.elapsed()};
    } catch (error) {
      if (job !== clock) return null;
      end();
      return {error};
    }
  }

  return {
    start,
    stop,
    get running() {
      return job !== null;
    },
  };
}

/** Why a call failed: cancelled, timed out, or the worker's error. */
function failureText(error, words) {
  if (error?.name === 'AbortError') return words.cancelled;
  if (error?.name === 'TimeoutError') return words.timedOut(PANEL_TIMEOUT_MS);
  return `The solver failed: ${error?.message || error}.`;
}

/** Why there is no answer to show, for a result whose status is not one the panel shows. */
function problemText(result, words) {
  switch (result.status) {
    case 'none':
      return words.none;
    case 'invalid':
      return `Two givens clash: ${result.message}. Fix the puzzle to ${words.verb} it.`;
    case 'malformed':
      return `This is not a puzzle: ${result.message}.`;
    case 'aborted': // "gave up after N search nodes without finding a solution"
      return `${sentence(groupedNumbers(result.message))}.`;
    case 'multiple': // the library's count: "at least 2 solutions"
      return words.multiple?.(result.message) ?? result.message;
    default:
      return result.message || (words.other ?? '');
  }
}
