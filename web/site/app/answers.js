// What Solve and Check say: the solver's result (the client's solve()) in plain words.

import {cellRef, count, sentence, unitName} from '../format.js';
import {candidateNotes, digitBit} from '../game/candidates.js';
import {UNITS} from '../game/cells.js';

/** "the search budget of 10,000 nodes" */
export function budgetWords(budget) {
  return `the search budget of ${count(budget)} ${budget === 1 ? 'node' : 'nodes'}`;
}

/** Solve's words when it found a solution, `took` the job's time (" (12 ms)"), and their tone. */
export function solvedWords(result, took, budget) {
  if (result.status === 'unique') return [`Solved: exactly one solution${took}.`, 'ok'];
  if (result.status === 'multiple')
    return [`Solved, but the puzzle has more than one solution: this is one of them${took}.`, 'warn'];
  return [
    `Solved, but ${budgetWords(budget)} ran out before it could tell whether this ` +
      `is the only solution${took}. Raise the budget in Options.`,
    'warn',
  ];
}

/**
 * Where a puzzle (81 characters, '.' empty) is dead at once, in words: ('; r3c4 has no digit
 * left' or '; in row 5, 7 has no cell left'); '' when no cell or unit is (the contradiction lies
 * deeper, or the text is not such a puzzle).
 */
export function deadSpot(puzzle) {
  if (!/^[1-9.]{81}$/.test(puzzle)) return '';
  const candidates = candidateNotes({digits: puzzle}); // 0 for filled cells
  const dead = candidates.findIndex((mask, cell) => puzzle[cell] === '.' && mask === 0);
  if (dead >= 0) return `; ${cellRef(dead)} has no digit left`;
  for (const [index, unit] of UNITS.entries()) {
    for (let digit = 1; digit <= 9; ++digit) {
      const placed = unit.some((cell) => puzzle[cell] === String(digit));
      if (!placed && !unit.some((cell) => candidates[cell] & digitBit(digit))) {
        return `; in ${unitName(index)}, ${digit} has no cell left`;
      }
    }
  }
  return '';
}

/**
 * Check's words for each status (Solve shares those without a solution): [sentence, advice,
 * tone]; the job's time goes at the end of the sentence, the advice after it.
 */
export function describeResult(result, limit, budget, puzzle = '') {
  const nodes = budgetWords(budget);
  switch (result.status) {
    case 'unique':
      return ['One solution: this is a proper Sudoku', '', 'ok'];
    case 'multiple': {
      // complete: the search ran to its end below the limit, so the count is exact.
      if (result.complete) return [`Several solutions: ${count(result.count)} of them`, '', 'warn'];
      if (result.count < limit) {
        return [
          `Several solutions: at least ${count(result.count)}, not all counted`,
          `The search stopped when ${nodes} ran out: raise it in Options to count further.`,
          'warn',
        ];
      }
      return [`Several solutions: at least ${count(result.count)}`, 'Counting stops there: see Options.', 'warn'];
    }
    case 'none':
      // The library's words ("no solution: the givens do not clash, ..."), and where it is dead.
      return [`${sentence(result.message)}${deadSpot(puzzle)}`, '', 'error'];
    case 'invalid':
      return [`Invalid: ${result.message}; the clashing cells are marked`, '', 'error'];
    case 'malformed':
      return [`Malformed input: ${result.message}`, '', 'error'];
    case 'aborted':
      return result.count > 0
        ? [
            `Gave up: one solution found, but ${nodes} ran out before it could tell whether it is the only one`,
            'Raise the budget in Options.',
            'warn',
          ]
        : [`Gave up: ${nodes} ran out before an answer`, 'Raise the budget in Options.', 'warn'];
    default:
      return [result.message, '', ''];
  }
}
