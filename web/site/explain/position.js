// The positions of an explanation: the board before each of its steps, from the puzzle and the
// steps' placements and eliminations, as the logical solver takes them (its Board's from, place
// and eliminate, solver/src/logic/board.hpp): start from the givens with every candidate their
// row, column and box allow; a placement fills its cell and removes its digit from the cell's
// peers; an elimination removes one candidate. DOM-free.

import {candidateNotes, digitBit} from '../game/candidates.js';
import {peersOf} from '../game/cells.js';

/**
 * A position: `digits` (81 numbers, 0 empty), `kinds` (81 of 'given', 'placed' or 'empty':
 * placed by an earlier step) and `candidates` (81 bitmasks, bit d - 1 for digit d; 0 on a filled
 * cell).
 */
function start(puzzle) {
  const digits = [...puzzle].map((char) => (char >= '1' && char <= '9' ? Number(char) : 0));
  const kinds = digits.map((digit) => (digit ? 'given' : 'empty'));
  const candidates = candidateNotes({digits: puzzle.replace(/[^1-9]/g, '.')});
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
    for (const peer of peersOf(cell)) candidates[peer] &= ~digitBit(digit);
  }
  for (const [cell, digit] of step.eliminations) candidates[cell] &= ~digitBit(digit);
  return {digits, kinds, candidates};
}

/**
 * The positions before each of `steps` (the package's Steps) of `puzzle` (81 characters), and after the
 * last: an array of steps.length + 1 positions; [i] is the board step i is taken on.
 */
export function positionsOf(puzzle, steps) {
  const positions = [start(puzzle)];
  for (const step of steps) positions.push(apply(positions[positions.length - 1], step));
  return positions;
}
