// What the Explain panel says: the puzzle's rating, why there is no explanation, where the walk
// is, and each cell's name on the board while a step is drawn. DOM-free: text only, from the
// package's ExplainResult and Step (sudoku.d.ts).

import {cellWhere, formatDuration} from '../format.js';
import {digitsOf} from '../game/candidates.js';

/** A rating with its one decimal: 1.2, 7.0. */
const ratingText = (rating) => (typeof rating === 'number' ? rating.toFixed(1) : '?');

/** The figures of a 'unique' result: [rating, level, hardest] as the panel shows them. */
export function summaryFigures(result) {
  if (!result.rated) {
    const bound = result.bound !== null ? ` (at least ${ratingText(result.bound)})` : '';
    // Not rated: the work budget ran out (the ladder itself goes to nested forcing chains), and
    // the library gives no level (level: null).
    return [`not rated${bound}`, '—', result.hardest || '—'];
  }
  return [ratingText(result.rating), result.level, result.hardest || '—'];
}

/**
 * A sentence under the figures: how many steps, from which ladder (`teach`: the hint ladder,
 * whose figures are its walk's), and a note when the work budget ran out.
 */
export function summaryNote(result, took, teach = false) {
  const steps = result.steps.length;
  let count = `${steps} step${steps === 1 ? '' : 's'}, explained in ${formatDuration(took)}.`;
  if (teach) count += " On the hint ladder: the figures are this walk's; the puzzle's rating is the rating ladder's.";
  if (result.rated) return count;
  return `${count} The solver ran out of work before the end: the steps stop where it stalled.`;
}

/** Why there is nothing to walk through (panel.js's createPanelJob says it in these words). */
export const JOB_WORDS = Object.freeze({
  cancelled: 'Cancelled: the explanation was stopped.',
  timedOut: (ms) => `Gave up after ${formatDuration(ms)}: this puzzle needs longer chains than the page waits for.`,
  verb: 'explain',
  none: 'This puzzle has no solution, so there is nothing to explain.',
  multiple: (message) => `This puzzle has ${message}, so there is no single path of logic to explain.`,
  other: 'The puzzle could not be explained.',
});

/** "Step 3 of 41". */
export const stepCounter = (index, total) => `Step ${index + 1} of ${total}`;

/** Which ladder a step came from (explain()'s steps carry `ladder` on the hint ladder's walk). */
export function ladderLine(step) {
  if (step.ladder === 'hint') return 'From the hint ladder: a pattern players learn.';
  if (step.ladder === 'rating') return 'From the rating ladder: no pattern of the hint ladder applies here.';
  return "From the rating ladder (Sudoku Explainer's).";
}

/** "Hidden Single (1.2)". */
export const techniqueLine = (step) => `${step.technique} (${ratingText(step.rating)})`;

/**
 * A board cell's name while a step is drawn: "row 6, column 9, empty, candidates 2 4: pattern 4,
 * target 2 removed" or "row 4, column 6, 2, given: cause".
 */
export function explainedCellName(cell, position, step) {
  const digit = position.digits[cell];
  let name = digit
    ? `${cellWhere(cell)}, ${digit}, ${position.kinds[cell] === 'given' ? 'given' : 'placed earlier'}`
    : `${cellWhere(cell)}, empty, candidates ${digitsOf(position.candidates[cell]).join(' ') || 'none'}`;
  if (!step) return name;
  const roles = [];
  for (const mark of step.cells) {
    if (mark.cell !== cell) continue;
    let words = mark.role;
    if (mark.digit && mark.digit !== digit) words += ` ${mark.digit}`;
    if (mark.role === 'target') {
      if (step.placements.some(([c, d]) => c === cell && d === mark.digit)) words += ' placed';
      else if (step.eliminations.some(([c, d]) => c === cell && d === mark.digit)) words += ' removed';
    }
    roles.push(words);
  }
  if (roles.length) name += `: ${roles.join(', ')}`;
  return name;
}
