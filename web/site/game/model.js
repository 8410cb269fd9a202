// The game: pure functions over immutable states, no DOM (Simon Tatham's "backend"). A new game
// from a puzzle, a line of text read as a puzzle, a key read as a move, a move executed into a new
// state; and what a state shows: its puzzle, its conflicts, whether it is complete, which entries
// a solution contradicts. The history of states (undo/redo) is game/history.js; the formats of
// autosave and share links are game/saved.js; what the board allows (candidates) and the marks
// in the engine's notation are game/candidates.js.
//
// A state is a frozen object {digits, kinds, notes, locked}, cells in reading order (game/cells.js):
//   digits  81 characters: '1'-'9', or '.' for an empty cell
//   kinds   81 characters, who put the digit there: 'g' given (part of the puzzle as loaded),
//           't' typed by the player, 's' the solver's (Solve), '.' empty
//   notes   81 numbers, the candidate marks of each cell: bit d - 1 set when digit d is marked
//           (0x1ff: all nine). Only empty cells have marks: a digit entered clears them.
//   locked  false while setting up (the page is a solver: givens can be typed over, erased,
//           replaced by editing the text); true in play, where the givens are the puzzle's and
//           moves on them change nothing
// e.g. digits "3.65.84.." + kinds "g.gg.gg.." is the start of the tutorials' example.
//
// The *puzzle* of a state is its givens and typed digits without the solver's: what the solver
// is asked about, what the text field and a share link hold. In play it is the player's
// progress (the engine's hint({progress})), and the givens alone (givensOf) are the puzzle
// being played.
//
// A move is a plain value:
//   {type: 'load', puzzle}          a new set-up (unlocked): every digit of `puzzle` is a given
//   {type: 'play', puzzle}          a new game in play: 'load' and 'start' in one move
//   {type: 'start'}                 set-up ends, play begins: every digit of the puzzle becomes a
//                                   given, the solver's go, and the state is locked (nothing
//                                   when it already is: the player's digits stay theirs)
//   {type: 'edit', puzzle}          the puzzle replaced as text: digits that stay keep their kind,
//                                   new ones are givens (nothing when locked)
//   {type: 'enter', cell, digit, clearPeers}
//                                   the player types digit 1-9 into cell; with clearPeers true,
//                                   the digit is unmarked in its 20 peers too
//   {type: 'erase', cell}           the player clears cell
//   {type: 'mark', cell, digit}     the player marks digit 1-9 as a candidate of an empty cell,
//                                   or unmarks it
//   {type: 'unmark', cell, digit}   the mark removed if there is one (never added)
//   {type: 'fill'}                  every empty cell's marks become its candidates, exactly
//   {type: 'apply', placements, eliminations, clearPeers}
//                                   a step of logic (a hint's), as one move: each [cell, digit]
//                                   of placements entered as 'enter' does, then each of
//                                   eliminations unmarked; a cell without marks is first given
//                                   its candidates, so that the elimination shows
//   {type: 'solve', solution}       the solver's digits fill the empty cells
// Every move that changes the puzzle (load, play, start, edit, enter, erase, apply's
// placements) drops the solver's digits: they belong to the old puzzle. While locked, enter,
// erase and mark on a given change nothing.

import {ALL_CANDIDATES, candidateNotes, candidatesOf, digitBit, digitsOf, notesWithout} from './candidates.js';
import {CELLS, peersOf, UNITS} from './cells.js';

/** The 81-character puzzle with no digit. */
export const EMPTY_PUZZLE = '.'.repeat(CELLS);

const NO_NOTES = Object.freeze(new Array(CELLS).fill(0));
const isPuzzle = (text) => typeof text === 'string' && /^[1-9.]{81}$/.test(text);
const isCell = (cell) => Number.isInteger(cell) && cell >= 0 && cell < CELLS;
const isDigit = (digit) => Number.isInteger(digit) && digit >= 1 && digit <= 9;

function freezeState(digits, kinds, notes, locked) {
  return Object.freeze({digits, kinds, notes: Object.isFrozen(notes) ? notes : Object.freeze(notes), locked});
}

/**
 * A state from its parts, checked: null unless digits and kinds are as described above, agree
 * on which cells are empty, notes (default none) are 81 marks only on empty cells, and locked
 * (default false) is a boolean.
 */
export function makeState(digits, kinds, notes = NO_NOTES, locked = false) {
  if (!isPuzzle(digits) || typeof kinds !== 'string' || !/^[gts.]{81}$/.test(kinds)) return null;
  if (typeof locked !== 'boolean') return null;
  if (!Array.isArray(notes) || notes.length !== CELLS) return null;
  for (let cell = 0; cell < CELLS; ++cell) {
    const empty = digits[cell] === '.';
    if (empty !== (kinds[cell] === '.')) return null;
    const marks = notes[cell];
    if (!Number.isInteger(marks) || marks < 0 || marks > ALL_CANDIDATES || (marks && !empty)) return null;
  }
  return freezeState(digits, kinds, notes === NO_NOTES ? NO_NOTES : [...notes], locked);
}

/** A new set-up of `puzzle` (81 characters, '1'-'9' or '.'): every digit a given, unlocked. */
export function newGame(puzzle = EMPTY_PUZZLE) {
  checkedPuzzle(puzzle);
  return freezeState(puzzle, puzzle.replace(/[1-9]/g, 'g'), NO_NOTES, false);
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

export const sameState = (a, b) =>
  a === b ||
  (a.digits === b.digits &&
    a.kinds === b.kinds &&
    a.locked === b.locked &&
    a.notes.every((marks, cell) => marks === b.notes[cell]));

/**
 * The move a key means in `cell` (KeyboardEvent.key): '1'-'9' enter the digit, or with
 * `notes` true mark it (the page's notes mode); '0', '.', Backspace and Delete erase; null for
 * any other key.
 */
export function moveOfKey(cell, key, {notes = false} = {}) {
  if (key.length === 1 && key >= '1' && key <= '9') return {type: notes ? 'mark' : 'enter', cell, digit: Number(key)};
  if (key === '0' || key === '.' || key === 'Backspace' || key === 'Delete') return {type: 'erase', cell};
  return null;
}

/**
 * The digit of a digit key by its place on the keyboard (KeyboardEvent.code, 'Digit1'-'Digit9'
 * or 'Numpad1'-'Numpad9'), null for others: with Shift, KeyboardEvent.key is '!' or '&' on
 * some layouts, so Shift+digit (a mark) is read from the code.
 */
export function digitOfCode(code) {
  const match = /^(?:Digit|Numpad)([1-9])$/.exec(code);
  return match ? Number(match[1]) : null;
}

/**
 * The state after `move`; `state` itself when the move changes nothing. Throws a TypeError for
 * a move that is not one of those described above (a bug of the caller, not the player's).
 */
export function execute(state, move) {
  switch (move?.type) {
    case 'load':
      return sameOr(state, newGame(move.puzzle));
    case 'play':
      return sameOr(state, started(newGame(move.puzzle)));
    case 'start':
      return state.locked ? state : sameOr(state, started(state));
    case 'edit':
      checkedPuzzle(move.puzzle);
      return state.locked ? state : sameOr(state, withPuzzle(state, move.puzzle, 'g'));
    case 'enter':
      if (!isCell(move.cell) || !isDigit(move.digit)) break;
      return sameOr(state, withEntry(state, move.cell, move.digit, move.clearPeers === true));
    case 'erase':
      if (!isCell(move.cell)) break;
      return isLockedGiven(state, move.cell) ? state : sameOr(state, withDigit(state, move.cell, '.'));
    case 'mark':
    case 'unmark':
      if (!isCell(move.cell) || !isDigit(move.digit)) break;
      return sameOr(state, withMark(state, move.cell, move.digit, move.type === 'mark'));
    case 'fill':
      return sameOr(state, withNotes(state, candidateNotes(state)));
    case 'apply':
      if (!isPairs(move.placements ?? []) || !isPairs(move.eliminations ?? [])) break;
      return sameOr(state, withStep(state, move, move.clearPeers === true));
    case 'solve':
      return sameOr(state, withSolution(state, checkedPuzzle(move.solution)));
    default:
  }
  throw new TypeError(`not a move: ${JSON.stringify(move)}`);
}

function checkedPuzzle(puzzle) {
  if (!isPuzzle(puzzle)) throw new TypeError(`not a puzzle: ${JSON.stringify(puzzle)}`);
  return puzzle;
}

const sameOr = (state, next) => (sameState(state, next) ? state : next);
const isLockedGiven = (state, cell) => state.locked && state.kinds[cell] === 'g';
const isPairs = (pairs) => Array.isArray(pairs) && pairs.every((pair) => isCell(pair?.[0]) && isDigit(pair[1]));

// Play begins: the puzzle's digits all givens, the solver's gone, marks kept on empty cells.
function started(state) {
  const digits = puzzleOf(state);
  return freezeState(digits, digits.replace(/[1-9]/g, 'g'), keptNotes(state.notes, digits), true);
}

function withEntry(state, cell, digit, clearPeers) {
  if (isLockedGiven(state, cell)) return state;
  const entered = withDigit(state, cell, String(digit));
  return clearPeers ? withNotes(entered, notesWithout(entered.notes, peersOf(cell), digit)) : entered;
}

function withDigit(state, cell, digit) {
  const puzzle = puzzleOf(state);
  return withPuzzle(state, puzzle.slice(0, cell) + digit + puzzle.slice(cell + 1), 't');
}

// `puzzle` with the kinds of `state` where the digit stays; changed digits become `kind`. The
// solver's digits go. Marks stay on the cells that stay empty.
function withPuzzle(state, puzzle, kind) {
  let kinds = '';
  for (let cell = 0; cell < CELLS; ++cell) {
    const digit = puzzle[cell],
      oldKind = state.kinds[cell];
    if (digit === '.') kinds += '.';
    else if (digit === state.digits[cell] && oldKind !== 's') kinds += oldKind;
    else kinds += kind;
  }
  return freezeState(puzzle, kinds, keptNotes(state.notes, puzzle), state.locked);
}

// The solution drawn over the puzzle: the digits the puzzle lacks are the solver's.
function withSolution(state, solution) {
  const kinds = state.kinds.replace(/\./g, 's');
  return freezeState(solution, kinds, keptNotes(state.notes, solution), state.locked);
}

function keptNotes(notes, digits) {
  if (notes === NO_NOTES) return NO_NOTES;
  const kept = notes.map((marks, cell) => (digits[cell] === '.' ? marks : 0));
  return kept.some(Boolean) ? kept : NO_NOTES;
}

// `notes` (marks only on empty cells) on show instead of the state's.
function withNotes(state, notes) {
  return freezeState(state.digits, state.kinds, notes.some(Boolean) ? notes : NO_NOTES, state.locked);
}

// The mark of `digit` in `cell` toggled (`toggle` true) or removed.
function withMark(state, cell, digit, toggle) {
  if (state.digits[cell] !== '.') return state;
  const notes = [...state.notes];
  notes[cell] = toggle ? notes[cell] ^ digitBit(digit) : notes[cell] & ~digitBit(digit);
  return withNotes(state, notes);
}

// A step of logic: its placements entered, then its eliminations unmarked; those in cells that
// hold a digit are skipped. The engine reads a cell without marks as marking every candidate,
// so an elimination there first marks them all: otherwise it could not show.
function withStep(state, {placements = [], eliminations = []}, clearPeers) {
  let next = state;
  for (const [cell, digit] of placements) next = withEntry(next, cell, digit, clearPeers);
  for (const [cell, digit] of eliminations) {
    if (next.digits[cell] !== '.') continue;
    const notes = [...next.notes];
    notes[cell] = (notes[cell] || candidatesOf(next, cell)) & ~digitBit(digit);
    next = withNotes(next, notes);
  }
  return next;
}

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
