// The moves: a move executed into a new state (game/model.js describes the state), pure and
// DOM-free like the state (Simon Tatham's "backend": interpret a move into a new state).
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

import {candidateNotes, candidatesOf, digitBit, notesWithout} from './candidates.js';
import {CELLS, peersOf} from './cells.js';
import {checkedPuzzle, keptNotes, newGame, puzzleOf, sameState, withParts} from './model.js';

// The layers a mark goes into: the centre (notes, the default) or the corners.
const LAYERS = Object.freeze(['centre', 'corner']);
const isCell = (cell) => Number.isInteger(cell) && cell >= 0 && cell < CELLS;
const isDigit = (digit) => Number.isInteger(digit) && digit >= 1 && digit <= 9;
const isCells = (cells) => Array.isArray(cells) && cells.length > 0 && cells.every(isCell);

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
