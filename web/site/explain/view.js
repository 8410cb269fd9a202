// "Explain": the puzzle's rating and a walk through its solution path, one step of logic at a
// time, drawn on the board (step-view.js) over the position before the step.
//
// The steps come from the package's explain() in a worker of Explain's own, bounded and
// cancellable (panel.js's createPanelJob, as Certify's); explain/steps.js shows them.
//
// Its switch picks the ladder the steps come from: the rating ladder (Sudoku Explainer's, whose
// hardest step is the puzzle's rating) or the hint ladder (the patterns players learn, as the
// page's Hint gives them: explain(puzzle, {teach: true})). Each step says which it came from.
//
// While open the panel borrows the board read-only (panel.js, through board.js's lend/reclaim),
// paints the position on its cells and draws the step over them (explain/steps.js); closing
// gives it back.

import {cancelWords} from '../keyboard.js';
import {scrollBehavior} from '../motion.js';
import {createPanelJob} from '../panel.js';
import {panelHtml} from './markup.js';
import {createExplainSteps} from './steps.js';
import {JOB_WORDS, summaryFigures, summaryNote} from './words.js';

/**
 * The Explain panel inside `element` (the page's #explain-view section). `toggle` is the button
 * that opens and closes it; `boardView` is board.js's view and `stepView` step-view.js's, which
 * draws the steps over it; `puzzleNow()` gives the puzzle on the board (81 characters, '.'
 * empty); `beforeOpen()` is called as the panel opens (the page closes its other panel there and
 * stops a running job). Returns {onEscape(event), rerunFor(puzzle), close(options)} (panel.js's
 * createPanelJob): the page calls rerunFor(puzzle) after every change of the board and close()
 * before Solve and Check.
 */
export function createExplainView({element, toggle, boardView, stepView, puzzleNow, beforeOpen}) {
  let teach = false; // the ladder the steps come from: the switch's
  const panel = createPanelJob({
    element,
    html: panelHtml(),
    toggle,
    boardView,
    beforeOpen,
    puzzleNow,
    call: (worker, puzzle, options) => worker.explain(puzzle, {teach, ...options}),
    answers: ['unique'],
    words: JOB_WORDS,
    onStart: (puzzle) => {
      steps.begin(puzzle); // the puzzle meanwhile
      part('busy-text').textContent = 'Explaining…';
      part('elapsed').textContent = '';
    },
    onAnswer: showAnswer,
    onStop: () => steps.clear(),
    onAction: (action) => steps.act(action),
    onSlow: () => {
      part('busy-text').textContent = `Explaining… hard puzzles take a while. ${cancelWords()}`;
    },
    onTick: (text) => {
      part('elapsed').textContent = text;
    },
  });
  const {part} = panel;
  const steps = createExplainSteps({element, part, boardView, stepView});

  // The walk's keys (its buttons are panel.js's onAction).
  document.addEventListener('keydown', (event) => {
    if (panel.isOpen && !event.ctrlKey && !event.metaKey && !event.altKey) steps.onKey(event);
  });
  for (const name of ['ladder-rating', 'ladder-teach']) {
    part(name).addEventListener('change', () => pickLadder(part('ladder-teach').checked));
  }

  // Takes the steps from the hint ladder (`teach`) or the rating ladder, explaining again.
  function pickLadder(teaching) {
    part(teaching ? 'ladder-teach' : 'ladder-rating').checked = true;
    if (teaching === teach) return;
    teach = teaching;
    if (panel.isOpen) panel.run();
  }

  // A 'unique' result: its figures, then its first step (the panel's state 'ready').
  function showAnswer(result, {puzzle, elapsed}) {
    const [rating, level, hardest] = summaryFigures(result);
    part('rating').textContent = rating;
    part('level').textContent = level;
    part('hardest').textContent = hardest;
    part('note').textContent = summaryNote(result, elapsed, teach);
    panel.showResult('ready');
    if (!steps.load(puzzle, result.steps))
      panel.showProblem('The puzzle is already solved: there is no step to explain.', 'solved');
    if (element.contains(document.activeElement) || document.activeElement === document.body)
      part('next').focus({preventScroll: true});
    bringStepsUp();
  }

  // On a phone the board stays on top and the panel scrolls under it (explain.css): the step's
  // buttons, its walk and sentence are brought to just under the board once, as the steps come
  // (the page may be scrolled down to the Explain button, far below).
  function bringStepsUp() {
    const area = boardView.cells[0].closest('.board-area');
    if (getComputedStyle(area).position !== 'sticky') return;
    // The page's scroll padding (explain.css): a control focused or scrolled to lands under the
    // board, not behind it.
    document.documentElement.style.setProperty('--sticky-board', `${area.offsetHeight}px`);
    const off = part('counter').getBoundingClientRect().top - area.offsetHeight;
    if (Math.abs(off) > 1) scrollBy({top: off, behavior: scrollBehavior()});
  }

  return {onEscape: panel.onEscape, rerunFor: panel.rerunFor, close: panel.close};
}
