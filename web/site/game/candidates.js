// What the board allows, and the player's marks as the engine reads them. Pure functions over a
// state's digits and notes (game/model.js describes the state), no DOM.
//
// A digit's *candidates* in a cell are a mask like the notes': bit d - 1 set when digit d is not
// yet on any peer (game/cells.js's peersOf: the 20 cells sharing a row, column or box). These
// are what the board allows, whatever the player marked; the notes are what the player marked.
//
// The engine's compact notation of marks (sudoku.d.ts's Marks, what hint({progress, marks})
// reads): 81 comma-separated fields, each the digits marked in a cell ascending, '' for none:
// "12,,459,...". A cell without marks counts there as having every digit its peers allow.

import {CELLS, peersOf} from './cells.js';

/** Bit d - 1: digit d. */
export const ALL_CANDIDATES = 0x1ff;

export const digitBit = (digit) => 1 << (digit - 1);

/**
 * The candidates of `cell` (a mask, bit d - 1 for digit d): the digits none of its peers holds;
 * 0 for a cell that holds a digit. Reads only `state.digits`.
 * e.g. in an empty grid, 0x1ff; with a 5 in the cell's row, 0x1ef.
 */
export function candidatesOf(state, cell) {
  if (state.digits[cell] !== '.') return 0;
  let taken = 0;
  for (const peer of peersOf(cell)) {
    const digit = state.digits[peer];
    if (digit !== '.') taken |= digitBit(Number(digit));
  }
  return ALL_CANDIDATES & ~taken;
}

/** The empty cells where `digit` (1-9) fits: no peer holds it. Ascending. */
export function cellsWhereDigitFits(state, digit) {
  const cells = [];
  for (let cell = 0; cell < CELLS; ++cell) if (candidatesOf(state, cell) & digitBit(digit)) cells.push(cell);
  return cells;
}

/** The player's marks in the engine's compact notation (see above): "12,,459,...". */
export function marksText(state) {
  return state.notes.map((mask) => digitsOf(mask).join('')).join(',');
}

/** The digits of a mask, ascending: 0x19 -> [1, 4, 5]; 0 -> []. */
export function digitsOf(mask) {
  const digits = [];
  for (let digit = 1; digit <= 9; ++digit) if (mask & digitBit(digit)) digits.push(digit);
  return digits;
}

/** Every empty cell's candidates (what the 'fill' move marks), 0 for filled cells. */
export function candidateNotes(state) {
  return Array.from({length: CELLS}, (_, cell) => candidatesOf(state, cell));
}

/** `notes` with `digit` unmarked in each of `cells` (a new array). */
export function notesWithout(notes, cells, digit) {
  const kept = [...notes];
  for (const cell of cells) kept[cell] &= ~digitBit(digit);
  return kept;
}
