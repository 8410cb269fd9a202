// Stage 1 of a hint (play/hints.js): where to look, as the cells to mark and the words that say
// it. DOM-free.
//
// A chain's step (one with `paths`) points at the few cells that matter: its target (the cells it
// places in or removes from) and where its chain starts (the first potential of each path from an
// assumption), at most MOST_MARKED cells; a long chain crosses half the board, and marking all of
// it says nothing. Other steps show their units, or their cells when they name none.

import {cellRef, unitName} from '../format.js';
import {UNITS} from '../game/cells.js';

/** The most cells stage 1 of a chain's hint marks. */
export const MOST_MARKED = 3;

const unique = (values) => [...new Set(values)];
const listed = (words) =>
  words.length < 3 ? words.join(' and ') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;

// Where a chain starts, in words: one cell ("r9c2"), a digit's places in one unit (a region
// forcing chain: "5 in column 9"), or the cells.
function startWords(step, starts) {
  if (starts.length === 1) return cellRef(starts[0].cell);
  const digits = unique(starts.map(({digit}) => digit));
  const unit = step.units.find((each) => starts.every(({cell}) => UNITS[each].includes(cell)));
  if (digits.length === 1 && unit !== undefined) return `each place of ${digits[0]} in ${unitName(unit)}`;
  return listed(unique(starts.map(({cell}) => cellRef(cell))));
}

// A chain's stage 1: its target first, then where it starts, then the rest of its target.
function chainLook(step) {
  const targets = unique([...step.placements, ...step.eliminations].map(([cell]) => cell));
  const starts = step.paths.filter((path) => !path.branch).map((path) => path.potentials[0]);
  const startCells = unique(starts.map(({cell}) => cell));
  const around = unique([...targets.slice(0, 1), ...startCells, ...targets.slice(1)]).slice(0, MOST_MARKED);
  const to = listed(targets.map(cellRef));
  const where =
    startCells.length === 1 && targets.length === 1 && startCells[0] === targets[0]
      ? `Look at ${to}: a chain that starts there decides it.`
      : `Look at the marked cells: a chain from ${startWords(step, starts)} decides ${to}.`;
  return {around, where};
}

/** Stage 1 of `step` (a Step): {around, where}, the cells (0-80) to mark and the words. */
export function whereToLook(step) {
  if (step.paths?.length) return chainLook(step);
  const {units} = step;
  if (!units.length) return {around: unique(step.cells.map(({cell}) => cell)), where: 'Look at the marked cells.'};
  return {around: unique(units.flatMap((unit) => UNITS[unit])), where: `Look at ${units.map(unitName).join(' and ')}.`};
}
