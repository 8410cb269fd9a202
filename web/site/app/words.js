// What the status line says of the board, and the names of the player's moves in it.

import {cellWhere} from '../format.js';
import {filledCount} from '../game/model.js';

/** How full the board is, for the status line. */
export function filledSummary(state) {
  const filled = filledCount(state);
  if (filled === 0) return 'The board is empty: type digits, paste a puzzle, or load an example.';
  if (filled === 81) return 'All 81 cells are filled.';
  return `${filled} of 81 cells filled.`;
}

/** The name of an 'enter', 'erase' or 'mark' move, for "Undid 3 in row 1, column 2.". */
export function moveLabel(move) {
  if (move.type === 'erase') return `clearing ${cellWhere(move.cell)}`;
  return `${move.type === 'mark' ? 'note ' : ''}${move.digit} in ${cellWhere(move.cell)}`;
}
