// Explain's steps, one at a time: the step on show drawn on the lent board (step-view.js) over
// the position before it (explain/position.js), a chain step walked link by link (walk/view.js),
// and the buttons and keys that move through them.

import {describeMarks} from '../step-view.js';
import {createChainWalkView, WALK_KEYS} from '../walk/view.js';
import {positionsOf} from './position.js';
import {explainedCellName, ladderLine, stepCounter, techniqueLine} from './words.js';

// Keys while the panel is open (not in text fields; Space and Enter stay the buttons').
const KEYS = {ArrowLeft: 'previous', ArrowRight: 'next', Home: 'first', End: 'last'};

/**
 * The steps in the Explain panel `element`, whose parts are part(name); `boardView` is board.js's
 * view, `stepView` step-view.js's. Returns {begin(puzzle), load(puzzle, steps), clear(),
 * act(action), onKey(event)}: the panel data-step is the index of the step on show.
 */
export function createExplainSteps({element, part, boardView, stepView}) {
  let steps = null; // the explanation's steps, null before it comes
  let positions = null; // the position before each step (explain/position.js)
  let index = 0; // the step on show
  // A chain step walked link by link over the position on show.
  const walk = createChainWalkView({element: part('walk'), draw: (walked) => drawStep(walked)});

  /** Shows step `at` (clamped) over the position before it. */
  function show(at) {
    index = Math.max(0, Math.min(steps.length - 1, at));
    const step = steps[index];
    part('counter').textContent = stepCounter(index, steps.length);
    part('technique').textContent = techniqueLine(step);
    part('from').textContent = ladderLine(step);
    element.dataset.ladder = step.ladder ?? 'rating';
    part('text').textContent = step.text;
    part('marks').textContent = describeMarks(step);
    part('legend-links').hidden = !step.links.length;
    for (const name of ['first', 'previous']) part(name).setAttribute('aria-disabled', String(index === 0));
    for (const name of ['next', 'last']) part(name).setAttribute('aria-disabled', String(index === steps.length - 1));
    element.dataset.step = String(index);
    paintPosition(boardView.cells, positions[index], step);
    if (!walk.show(step)) drawStep(null);
  }

  // The step on show drawn over its position; `walked` a chain's walk so far (walk/view.js), or null.
  function drawStep(walked) {
    const position = positions[index];
    stepView.draw(steps[index], {digits: position.digits, candidates: position.candidates, walk: walked});
  }

  // No steps: the drawing goes.
  function forget() {
    steps = null;
    positions = null;
    stepView.clear();
    walk.hide();
    delete element.dataset.step;
  }

  function act(action) {
    const last = (steps?.length || 1) - 1;
    if (action === 'first') show(0);
    else if (action === 'previous') show(index - 1);
    else if (action === 'next') show(index + 1);
    else if (action === 'last') show(last);
  }

  return {
    /** An explanation of `puzzle` starts: the puzzle shows meanwhile. */
    begin(puzzle) {
      forget();
      paintPosition(boardView.cells, positionsOf(puzzle, [])[0], null);
    },

    /** The explanation of `puzzle` came: its first step shows; the number of steps. */
    load(puzzle, explained) {
      steps = explained;
      positions = positionsOf(puzzle, explained);
      index = 0;
      if (steps.length) show(0);
      return steps.length;
    },

    /** The panel closes: the drawing and the position go. */
    clear() {
      forget();
      for (const cell of boardView.cells) delete cell.dataset.explain;
    },

    /** A button's action: 'first', 'previous', 'next' or 'last'. */
    act,

    /** A key while the panel is open: the walk's, then the steps' (Esc is the panel's onEscape). */
    onKey(event) {
      if (event.target.closest?.('input, textarea, select, [contenteditable]')) return;
      if (walk.active && WALK_KEYS[event.key]) {
        event.preventDefault();
        walk.act(WALK_KEYS[event.key]);
        return;
      }
      const action = KEYS[event.key];
      if (!action || !steps?.length) return;
      event.preventDefault();
      act(action);
    },
  };
}

// The position's digits on the board's `cells` (givens bold, earlier steps' placements in the
// solved colour) and each cell's name, with what the step makes of it.
function paintPosition(cells, position, step) {
  cells.forEach((element, cell) => {
    const digit = position.digits[cell];
    element.textContent = digit ? String(digit) : '';
    element.classList.remove('fits'); // the board's highlight of a picked digit: stale while lent
    element.dataset.explain = position.kinds[cell];
    element.setAttribute('aria-label', explainedCellName(cell, position, step));
  });
}
