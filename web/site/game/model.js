// The game: pure functions over immutable states, no DOM (Simon Tatham's "backend"). A new game
// from a puzzle, a line of text read as a puzzle, a key read as a move, a move executed into a new
// state; and what a state shows: its puzzle, its conflicts, whether it is complete, which entries
// a solution contradicts. The history of states (undo/redo) is game/history.js; the formats of
// autosave and share links are game/saved.js; what the board allows (candidates) and the marks
// in the engine's notation are game/candidates.js.
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
//   {type: 'mark', cell, digit, layer}
//                                   the player marks digit 1-9 as a candidate of an empty cell,
//                                   or unmarks it; layer 'centre' (the default: notes) or
//                                   'corner' (corners)
//   {type: 'unmark', cell, digit}   the centre mark removed if there is one (never added)
//   {type: 'marks', cells, digit, layer}
//                                   a mark typed into several cells at once: added to each empty
//                                   one of `cells`, or, when every one already has it, removed
//                                   from all (as one move)
//   {type: 'colour', cells, colour} colour 1-9 added to each of `cells`, or, when every one
//                                   already has it, removed from all; colour 0 clears the cells'
//                                   colours
//   {type: 'candidateColour', cells, digit, colour}
//                                   colour 1-9 added to candidate `digit` of each empty one of
//                                   `cells`, or removed from all when every one has it; colour 0
//                                   clears every candidate colour of the cells
//   {type: 'clear', cells, refill}  each of `cells` emptied of the player's digit and marks
//                                   (givens stay in play), colours kept; with refill true (the
//                                   page's Auto-notes), each cell a digit left gets its
//                                   candidates as notes
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
const CANDIDATES = 9 * CELLS;
const NO_MARKED = Object.freeze(new Array(CANDIDATES).fill(0));
export const LAYERS = Object.freeze(['centre', 'corner']);
const isPuzzle = (text) => typeof text === 'string' && /^[1-9.]{81}$/.test(text);
const isCell = (cell) => Number.isInteger(cell) && cell >= 0 && cell < CELLS;
const isDigit = (digit) => Number.isInteger(digit) && digit >= 1 && digit <= 9;
const isCells = (cells) => Array.isArray(cells) && cells.length > 0 && cells.every(isCell);

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

// `state` with some of its parts replaced.
const withParts = (state, parts) => {
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

/** The page's input modes: what a digit typed does. */
export const MODES = Object.freeze(['digit', 'centre', 'corner', 'colour', 'candidate']);

/**
 * The move a key means for the selected `cells` (ascending, at least one) in `mode` (MODES):
 * '1'-'9' enter the digit (one cell only: null for several, which the page says), mark it in
 * the centre or a corner (in every selected cell), add colour 1-9, or (mode 'candidate') colour
 * that candidate with `paint` (1-9); '0', '.', Backspace and Delete clear the cells (their
 * colours in colour mode, their candidates' colours in candidate mode); null for any other key.
 * e.g. moveOfInput([4], '7', 'digit') is {type: 'enter', cell: 4, digit: 7}.
 */
export function moveOfInput(cells, key, mode = 'digit', paint = 1) {
  const single = cells.length === 1 ? cells[0] : null;
  if (key.length === 1 && key >= '1' && key <= '9') {
    const digit = Number(key);
    if (mode === 'colour') return {type: 'colour', cells, colour: digit};
    if (mode === 'candidate') return {type: 'candidateColour', cells, digit, colour: paint};
    if (mode === 'digit') return single === null ? null : {type: 'enter', cell: single, digit};
    const layer = mode === 'corner' ? 'corner' : 'centre';
    if (single === null) return {type: 'marks', cells, digit, layer};
    return layer === 'centre' ? {type: 'mark', cell: single, digit} : {type: 'mark', cell: single, digit, layer};
  }
  if (key === '0' || key === '.' || key === 'Backspace' || key === 'Delete') {
    if (mode === 'candidate') return {type: 'candidateColour', cells, digit: 1, colour: 0};
    return mode === 'colour' ? {type: 'colour', cells, colour: 0} : {type: 'clear', cells};
  }
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
      if (!isCell(move.cell) || !isDigit(move.digit) || !isLayer(move.layer)) break;
      return sameOr(state, withMark(state, move.cell, move.digit, move.type === 'mark', layerOf(move.layer)));
    case 'marks':
      if (!isCells(move.cells) || !isDigit(move.digit) || !isLayer(move.layer)) break;
      return sameOr(state, withMarks(state, move.cells, move.digit, layerOf(move.layer)));
    case 'colour':
      if (!isCells(move.cells) || !(move.colour === 0 || isDigit(move.colour))) break;
      return sameOr(state, withColour(state, move.cells, move.colour));
    case 'candidateColour':
      if (!isCells(move.cells) || !isDigit(move.digit) || !(move.colour === 0 || isDigit(move.colour))) break;
      return sameOr(state, withCandidateColour(state, move.cells, move.digit, move.colour));
    case 'clear':
      if (!isCells(move.cells)) break;
      return sameOr(state, withCleared(state, move.cells, move.refill === true));
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

const isLayer = (layer) => layer === undefined || LAYERS.includes(layer);
const layerOf = (layer) => (layer === 'corner' ? 'corners' : 'notes');
const sameOr = (state, next) => (sameState(state, next) ? state : next);
const isLockedGiven = (state, cell) => state.locked && state.kinds[cell] === 'g';
const isPairs = (pairs) => Array.isArray(pairs) && pairs.every((pair) => isCell(pair?.[0]) && isDigit(pair[1]));

// Play begins: the puzzle's digits all givens, the solver's gone, marks kept on empty cells.
function started(state) {
  const digits = puzzleOf(state);
  return withParts(state, {
    digits,
    kinds: digits.replace(/[1-9]/g, 'g'),
    notes: keptNotes(state.notes, digits),
    corners: keptNotes(state.corners, digits),
    locked: true,
  });
}

function withEntry(state, cell, digit, clearPeers) {
  if (isLockedGiven(state, cell)) return state;
  const entered = withDigit(state, cell, String(digit));
  if (!clearPeers) return entered;
  const peers = peersOf(cell);
  return withParts(entered, {
    notes: notesWithout(entered.notes, peers, digit),
    corners: notesWithout(entered.corners, peers, digit),
  });
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
  return withParts(state, {
    digits: puzzle,
    kinds,
    notes: keptNotes(state.notes, puzzle),
    corners: keptNotes(state.corners, puzzle),
  });
}

// The solution drawn over the puzzle: the digits the puzzle lacks are the solver's.
function withSolution(state, solution) {
  const kinds = state.kinds.replace(/\./g, 's');
  return withParts(state, {
    digits: solution,
    kinds,
    notes: keptNotes(state.notes, solution),
    corners: keptNotes(state.corners, solution),
  });
}

function keptNotes(notes, digits) {
  if (notes === NO_NOTES) return NO_NOTES;
  const kept = notes.map((marks, cell) => (digits[cell] === '.' ? marks : 0));
  return kept.some(Boolean) ? kept : NO_NOTES;
}

// `notes` (marks only on empty cells) on show instead of the state's.
function withNotes(state, notes) {
  return withParts(state, {notes});
}

// The mark of `digit` in `cell` of `layer` ('notes' or 'corners') toggled (`toggle` true) or
// removed.
function withMark(state, cell, digit, toggle, layer) {
  if (state.digits[cell] !== '.') return state;
  const marks = [...state[layer]];
  marks[cell] = toggle ? marks[cell] ^ digitBit(digit) : marks[cell] & ~digitBit(digit);
  return withParts(state, {[layer]: marks});
}

// `bit` added to `masks` in each of `cells` where `may(cell)`, or removed from them all when
// every one has it already; null when no cell may.
function toggledAll(masks, cells, bit, may) {
  const open = cells.filter(may);
  if (!open.length) return null;
  const every = open.every((cell) => masks[cell] & bit);
  const next = [...masks];
  for (const cell of open) next[cell] = every ? next[cell] & ~bit : next[cell] | bit;
  return next;
}

function withMarks(state, cells, digit, layer) {
  const marks = toggledAll(state[layer], cells, digitBit(digit), (cell) => state.digits[cell] === '.');
  return marks ? withParts(state, {[layer]: marks}) : state;
}

function withColour(state, cells, colour) {
  if (colour === 0) {
    const colours = [...state.colours];
    for (const cell of cells) colours[cell] = 0;
    return withParts(state, {colours});
  }
  return withParts(state, {colours: toggledAll(state.colours, cells, digitBit(colour), () => true)});
}

function withCandidateColour(state, cells, digit, colour) {
  const marked = [...state.marked];
  if (colour === 0) {
    for (const cell of cells) marked.fill(0, 9 * cell, 9 * cell + 9);
    return withParts(state, {marked});
  }
  const at = cells.map((cell) => 9 * cell + digit - 1);
  const open = at.filter((index) => state.digits[Math.floor(index / 9)] === '.');
  if (!open.length) return state;
  const every = open.every((index) => marked[index] & digitBit(colour));
  for (const index of open)
    marked[index] = every ? marked[index] & ~digitBit(colour) : marked[index] | digitBit(colour);
  return withParts(state, {marked});
}

/** The colours (1-9, ascending) of candidate `digit` of `cell`. */
export const candidateColoursOf = (state, cell, digit) => digitsOf(state.marked?.[9 * cell + digit - 1] ?? 0);

// Each cell's player's digit erased, then its marks.
function withCleared(state, cells, refill) {
  let next = state;
  for (const cell of cells) if (!isLockedGiven(next, cell)) next = withDigit(next, cell, '.');
  const notes = [...next.notes],
    corners = [...next.corners];
  for (const cell of cells) {
    notes[cell] = refill && state.digits[cell] !== '.' ? candidatesOf(next, cell) : 0;
    corners[cell] = 0;
  }
  return withParts(next, {notes, corners});
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
