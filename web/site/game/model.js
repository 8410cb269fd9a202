// The game's state: pure functions over immutable states, no DOM (Simon Tatham's "backend"). A
// new game from a puzzle, a line of text read as a puzzle, and what a state shows: its puzzle,
// its conflicts, whether it is complete, which entries a solution contradicts. The moves that
// make a state from another are game/moves.js; the keys and input read as moves game/input.js.
// The history of states (undo/redo) is game/history.js; the formats of autosave and share links
// are game/saved.js; what the board allows (candidates) and the marks in the engine's notation
// are game/candidates.js.
//
// A state is a frozen object {digits, kinds, notes, corners, colours, marked, locked}, cells in reading
// order (game/cells.js):
//   digits  81 characters: '1'-'9', or '.' for an empty cell
//   kinds   81 characters, who put the digit there: 'g' given (part of the puzzle as loaded),
//           't' typed by the player, 's' the solver's (Solve), '.' empty
//   notes   81 numbers, the centre marks (candidates) of each cell: bit d - 1 set when digit d
//           is marked (0x1ff: all nine). Only empty cells have marks: a digit entered clears
//           them. These are the marks hints read.
//   corners 81 numbers, the corner marks ("Snyder notation": where a digit can go in a box),
//           the same bits; only on empty cells too
//   colours 81 numbers, the player's colours of each cell: bit c - 1 set for colour c (1-9 of
//           the page's palette); any cell, digits entered or not
//   marked  729 numbers, the colours of single candidates (a finer colouring than the cell's):
//           [9 * cell + digit - 1] holds candidate `digit` of `cell`'s colours, the same bits;
//           kept on empty cells only
//   locked  false while setting up (the page is a solver: givens can be typed over, erased,
//           replaced by editing the text); true in play, where the givens are the puzzle's and
//           moves on them change nothing
// e.g. digits "3.65.84.." + kinds "g.gg.gg.." is the start of the tutorials' example.
//
// The *puzzle* of a state is its givens and typed digits without the solver's: what the solver
// is asked about, what the text field and a share link hold. In play it is the player's
// progress (the engine's hint({progress})), and the givens alone (givensOf) are the puzzle
// being played.

import {ALL_CANDIDATES, digitsOf} from './candidates.js';
import {CELLS, UNITS} from './cells.js';

/** The 81-character puzzle with no digit. */
export const EMPTY_PUZZLE = '.'.repeat(CELLS);

const NO_NOTES = Object.freeze(new Array(CELLS).fill(0));
const CANDIDATES = 9 * CELLS;
const NO_MARKED = Object.freeze(new Array(CANDIDATES).fill(0));
const isPuzzle = (text) => typeof text === 'string' && /^[1-9.]{81}$/.test(text);

// Masks, frozen, `none` when none is set (states share it).
const frozenMasks = (masks, none = NO_NOTES) => {
  if (masks === none || !masks.some(Boolean)) return none;
  return Object.isFrozen(masks) ? masks : Object.freeze(masks);
};

// The candidate colours of the cells of `digits` that are empty: a filled cell has no candidates.
const keptMarked = (marked, digits) => {
  if (marked === NO_MARKED) return NO_MARKED;
  return marked.map((mask, index) => (digits[Math.floor(index / 9)] === '.' ? mask : 0));
};

/** `notes` (or corners) kept on the cells of `digits` that are empty: a filled cell has no marks. */
export function keptNotes(notes, digits) {
  if (notes === NO_NOTES) return NO_NOTES;
  const kept = notes.map((marks, cell) => (digits[cell] === '.' ? marks : 0));
  return kept.some(Boolean) ? kept : NO_NOTES;
}

function freezeState(digits, kinds, notes, locked, corners = NO_NOTES, colours = NO_NOTES, marked = NO_MARKED) {
  return Object.freeze({
    digits,
    kinds,
    notes: frozenMasks(notes),
    corners: frozenMasks(corners),
    colours: frozenMasks(colours),
    marked: frozenMasks(keptMarked(marked, digits), NO_MARKED),
    locked,
  });
}

/** `state` with some of its parts replaced ({digits, kinds, notes, ...}), frozen. */
export const withParts = (state, parts) => {
  const {digits, kinds, notes, locked, corners, colours, marked} = {...state, ...parts};
  return freezeState(digits, kinds, notes, locked, corners, colours, marked);
};

// 81 masks of at most nine bits, each 0 where `allowed(cell)` is false.
const areMasks = (masks, allowed) =>
  Array.isArray(masks) &&
  masks.length === CELLS &&
  masks.every(
    (mask, cell) => Number.isInteger(mask) && mask >= 0 && mask <= ALL_CANDIDATES && (!mask || allowed(cell)),
  );

/**
 * A state from its parts, checked: null unless digits and kinds are as described above, agree
 * on which cells are empty, notes and corners (default none) are 81 marks only on empty cells,
 * colours (default none) 81 masks, marked (default none) 729 masks, and locked (default false)
 * is a boolean.
 */
export function makeState(
  digits,
  kinds,
  notes = NO_NOTES,
  locked = false,
  {corners = NO_NOTES, colours = NO_NOTES, marked = NO_MARKED} = {},
) {
  if (!isPuzzle(digits) || typeof kinds !== 'string' || !/^[gts.]{81}$/.test(kinds)) return null;
  if (typeof locked !== 'boolean') return null;
  for (let cell = 0; cell < CELLS; ++cell) if ((digits[cell] === '.') !== (kinds[cell] === '.')) return null;
  const empty = (cell) => digits[cell] === '.';
  if (!areMasks(notes, empty) || !areMasks(corners, empty) || !areMasks(colours, () => true)) return null;
  const isMarked =
    Array.isArray(marked) &&
    marked.length === CANDIDATES &&
    marked.every((mask) => Number.isInteger(mask) && mask >= 0 && mask <= ALL_CANDIDATES);
  if (!isMarked) return null;
  return freezeState(digits, kinds, [...notes], locked, [...corners], [...colours], [...marked]);
}

/** A new set-up of `puzzle` (81 characters, '1'-'9' or '.'): every digit a given, unlocked. */
export function newGame(puzzle = EMPTY_PUZZLE) {
  checkedPuzzle(puzzle);
  return freezeState(puzzle, puzzle.replace(/[1-9]/g, 'g'), NO_NOTES, false);
}

/** `puzzle` when it is one (81 characters, '1'-'9' or '.'); else throws a TypeError. */
export function checkedPuzzle(puzzle) {
  if (!isPuzzle(puzzle)) throw new TypeError(`not a puzzle: ${JSON.stringify(puzzle)}`);
  return puzzle;
}

/**
 * Reads the common form of a puzzle at once: one line of 81 cells, '1'-'9' a given, '.' or '0'
 * empty, with blanks around it. The puzzle, or null for any other text (a grid picture, a
 * mistake: the solver's validate() reads those, and names what is wrong).
 */
export function puzzleOfLine(text) {
  const line = text.trim();
  return /^[0-9.]{81}$/.test(line) ? line.replace(/0/g, '.') : null;
}

/** The givens and typed digits of `state`, '.' elsewhere. */
export function puzzleOf(state) {
  return state.digits.replace(/./g, (digit, cell) => (state.kinds[cell] === 's' ? '.' : digit));
}

/** The givens of `state`, '.' elsewhere: in play, the puzzle being played. */
export function givensOf(state) {
  return state.kinds.replace(/./g, (kind, cell) => (kind === 'g' ? state.digits[cell] : '.'));
}

const sameMasks = (a, b) => a === b || a.every((mask, cell) => mask === b[cell]);

export const sameState = (a, b) =>
  a === b ||
  (a.digits === b.digits &&
    a.kinds === b.kinds &&
    a.locked === b.locked &&
    sameMasks(a.notes, b.notes) &&
    sameMasks(a.corners, b.corners) &&
    sameMasks(a.colours, b.colours) &&
    sameMasks(a.marked, b.marked));
/** The colours (1-9, ascending) of candidate `digit` of `cell`. */
export const candidateColoursOf = (state, cell, digit) => digitsOf(state.marked?.[9 * cell + digit - 1] ?? 0);

/** The digits marked in `cell`, ascending. */
export const marksOf = (state, cell) => digitsOf(state.notes[cell]);

export function filledCount(state) {
  return CELLS - state.digits.split('.').length + 1;
}

/** The cells whose digit another cell of a row, column or box holds too (a Set; empty: none). */
export function conflicts(state) {
  const clashing = new Set();
  for (const unit of UNITS) {
    const seen = new Map(); // digit -> the first cell of the unit holding it
    for (const cell of unit) {
      const digit = state.digits[cell];
      if (digit === '.') continue;
      if (seen.has(digit)) clashing.add(seen.get(digit)).add(cell);
      else seen.set(digit, cell);
    }
  }
  return clashing;
}

/** Every cell holds a digit and none clashes: the grid is a solution of its puzzle. */
export function isComplete(state) {
  return filledCount(state) === CELLS && conflicts(state).size === 0;
}

/**
 * The check against a solution (81 digits): the cells whose typed digit differs from it, in
 * reading order. Givens and the solver's digits are not the player's entries.
 */
export function mistakes(state, solution) {
  const cells = [];
  for (let cell = 0; cell < CELLS; ++cell) {
    if (state.kinds[cell] === 't' && state.digits[cell] !== solution[cell]) cells.push(cell);
  }
  return cells;
}
