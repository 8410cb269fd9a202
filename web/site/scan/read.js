// A scan's read as the person checks and corrects it before Accept: DOM-free (Node tests:
// tests/js/scan-read.test.mjs); scan/view.js shows it.
//
// Representation: a read is {digits, unsure, corrected}, never changed in place:
// - digits: 81 numbers in reading order (game/cells.js's cell numbers), 1-9 or 0 for empty, as
//   the scanner read them (its result's `digits`) and then as corrected;
// - unsure: the cells whose reader's confidence was below UNSURE_BELOW, a Set, fixed at the scan
//   (a correction does not make the reader surer; the mark says where to look);
// - corrected: the cells the person changed from what was read, a Set.

import {cellRef, unitName} from '../format.js';
import {CELLS, UNITS} from '../game/cells.js';

/** A cell read with a lower confidence than this is one to check (sudoku-results.d.ts: "below about 0.9"). */
export const UNSURE_BELOW = 0.9;

/** The fewest givens of a puzzle with one solution: a read with fewer is no puzzle yet. */
export const FEWEST_GIVENS = 17;

/** The read of a scan's result (the client's ScanResult); all empty when no grid was found. */
export function readOf(result) {
  const found = result.digits.length === CELLS;
  const digits = found ? [...result.digits] : Array(CELLS).fill(0);
  const unsure = new Set(
    found ? digits.map((_, cell) => cell).filter((cell) => result.confidences[cell] < UNSURE_BELOW) : [],
  );
  return {digits, unsure, corrected: new Set(), original: Object.freeze([...digits])};
}

/** `read` with `cell` holding `digit` (0 empties it); marked corrected unless it is what was read. */
export function withDigit(read, cell, digit) {
  const digits = [...read.digits];
  digits[cell] = digit;
  const corrected = new Set(read.corrected);
  if (digit === read.original[cell]) corrected.delete(cell);
  else corrected.add(cell);
  return {...read, digits, corrected};
}

/** The read as a puzzle: 81 characters, '.' for empty. */
export const puzzleOfRead = (read) => read.digits.map((digit) => (digit ? String(digit) : '.')).join('');

/** How many cells hold a digit. */
export const givenCount = (read) => read.digits.filter(Boolean).length;

/**
 * The read's clashes: each pair of cells of a unit holding the same digit, once (in the first
 * unit they share: row, column, box), as {cells: [a, b], digit, unit} in reading order of a.
 */
export function clashesOf(read) {
  const clashes = [];
  const seenPairs = new Set();
  for (const [unit, cells] of UNITS.entries()) {
    const first = new Map(); // digit -> the first cell of the unit holding it
    for (const cell of cells) {
      const digit = read.digits[cell];
      if (!digit) continue;
      if (!first.has(digit)) {
        first.set(digit, cell);
        continue;
      }
      const pair = [first.get(digit), cell].sort((a, b) => a - b);
      if (seenPairs.has(pair.join())) continue;
      seenPairs.add(pair.join());
      clashes.push({cells: pair, digit, unit});
    }
  }
  return clashes.sort((a, b) => a.cells[0] - b.cells[0] || a.cells[1] - b.cells[1]);
}

/** The cells of any clash, a Set. */
export const clashingCells = (read) => new Set(clashesOf(read).flatMap(({cells}) => cells));

/**
 * Why the read is not a puzzle to accept yet, as the scanner says it ("r1c1 and r1c5 are both 4
 * (row 1)"; "only 12 digits read; a Sudoku has at least 17"), or '' when it may be accepted.
 * Clashes come first: they are the mistakes to correct.
 */
export function readProblem(read) {
  const [clash] = clashesOf(read);
  if (clash) {
    const [a, b] = clash.cells;
    return `${cellRef(a)} and ${cellRef(b)} are both ${clash.digit} (${unitName(clash.unit)})`;
  }
  const count = givenCount(read);
  if (count < FEWEST_GIVENS)
    return `only ${count} digit${count === 1 ? '' : 's'} read; a Sudoku has at least ${FEWEST_GIVENS}`;
  return '';
}
