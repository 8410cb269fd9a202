// What Solve and Check say: the solver's result (the client's solve()) in plain words. Counts
// and budgets are said in the library's words (its message, numbers grouped as the page writes
// them); the page adds what only it knows: which of its Options to change, and where a puzzle
// with no solution is dead.

import {cellRef, groupedNumbers, sentence, unitName} from '../format.js';
import {candidateNotes, digitBit} from '../game/candidates.js';
import {UNITS} from '../game/cells.js';

/**
 * Solve's words when it found a solution, `took` the job's time (" (12 ms)"), and their tone:
 * 'unique' ("exactly one solution"), 'multiple' ("at least 2 solutions": Solve counts to 2) or
 * 'aborted' ("gave up after N search nodes with one solution found, uniqueness unknown").
 */
export function solvedWords(result, took) {
  const {status, message} = result;
  const words = groupedNumbers(message);
  if (status === 'unique') return [`Solved: ${words}${took}.`, 'ok'];
  if (status === 'multiple') return [`Solved, but the puzzle has ${words}: this is one of them${took}.`, 'warn'];
  return [`Solved, but the search ${words}${took}. Raise the budget in Options.`, 'warn'];
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
export function describeResult(result, limit, puzzle = '') {
  switch (result.status) {
    case 'unique':
      return ['One solution: this is a proper Sudoku', '', 'ok'];
    case 'multiple': {
      // The library's count: "37 solutions" when the search ran to its end below the limit (so
      // the count is exact), else "at least 1000 solutions", with "(gave up after N search
      // nodes)" when the budget stopped it first.
      const counted = sentence(groupedNumbers(result.message));
      if (result.complete) return [counted, '', 'warn'];
      if (result.count < limit) return [counted, 'Raise the search budget in Options to count further.', 'warn'];
      return [counted, 'Counting stops at the count limit: see Options.', 'warn'];
    }
    case 'none':
      // The library's words ("no solution: the givens do not clash, ..."), and where it is dead.
      return [`${sentence(result.message)}${deadSpot(puzzle)}`, '', 'error'];
    case 'invalid':
      return [`Invalid: ${result.message}; the clashing cells are marked`, '', 'error'];
    case 'malformed':
      return [`Malformed input: ${result.message}`, '', 'error'];
    case 'aborted':
      // "gave up after N search nodes with one solution found, uniqueness unknown", or
      // "... without finding a solution".
      return [sentence(groupedNumbers(result.message)), 'Raise the budget in Options.', 'warn'];
    default:
      return [result.message, '', ''];
  }
}
