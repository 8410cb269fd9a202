// The positions of an explanation: the board before each of its steps, from the puzzle and the
// steps' placements and eliminations, as the ladder takes them (RATING.md): start from the
// givens with every candidate their row, column and box allow; a placement fills its cell and
// removes its digit from the cell's peers; an elimination removes one candidate. DOM-free.

import {CELLS, UNITS} from '../game/cells.js';

const ALL = 0x1ff;
// Each cell's 20 peers.
const PEERS = Array.from({length: CELLS}, (_, cell) => {
  const peers = new Set();
  for (const unit of UNITS) if (unit.includes(cell)) for (const other of unit) if (other !== cell) peers.add(other);
  return [...peers];
});

/**
 * A position: `digits` (81 numbers, 0 empty), `kinds` (81 of 'given', 'placed' or 'empty':
 * placed by an earlier step) and `candidates` (81 bitmasks, bit d - 1 for digit d; 0 on a filled
 * cell).
 */
function start(puzzle) {
  const digits = [...puzzle].map((char) => (char >= '1' && char <= '9' ? Number(char) : 0));
  const kinds = digits.map((digit) => (digit ? 'given' : 'empty'));
  const candidates = digits.map((digit) => (digit ? 0 : ALL));
  for (let cell = 0; cell < CELLS; ++cell) {
    if (!digits[cell]) continue;
    for (const peer of PEERS[cell]) candidates[peer] &= ~(1 << (digits[cell] - 1));
  }
  return {digits, kinds, candidates};
}

function apply(position, step) {
  const digits = [...position.digits],
    kinds = [...position.kinds],
    candidates = [...position.candidates];
  for (const [cell, digit] of step.placements) {
    digits[cell] = digit;
    kinds[cell] = 'placed';
    candidates[cell] = 0;
    for (const peer of PEERS[cell]) candidates[peer] &= ~(1 << (digit - 1));
  }
  for (const [cell, digit] of step.eliminations) candidates[cell] &= ~(1 << (digit - 1));
  return {digits, kinds, candidates};
}

/**
 * The positions before each of `steps` (LogicSteps) of `puzzle` (81 characters), and after the
 * last: an array of steps.length + 1 positions; [i] is the board step i is taken on.
 */
export function positionsOf(puzzle, steps) {
  const positions = [start(puzzle)];
  for (const step of steps) positions.push(apply(positions[positions.length - 1], step));
  return positions;
}

/** The digits of a position as an 81-character line, '.' empty. */
export function lineOf(position) {
  return position.digits.map((digit) => (digit ? String(digit) : '.')).join('');
}

/** The digits 1-9 set in `mask`. */
export function digitsOf(mask) {
  const digits = [];
  for (let digit = 1; digit <= 9; ++digit) if (mask & (1 << (digit - 1))) digits.push(digit);
  return digits;
}
