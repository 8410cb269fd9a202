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

// "row 1, column 2", or "3 cells" for several.
const cellsWhere = (cells) => (cells.length === 1 ? cellWhere(cells[0]) : `${cells.length} cells`);

/**
 * The name of a move the player types (game/moves.js's 'enter', 'erase', 'clear', 'mark',
 * 'marks' or 'colour'), for "Undid 3 in row 1, column 2.".
 */
export function moveLabel(move) {
  if (move.type === 'erase') return `clearing ${cellWhere(move.cell)}`;
  if (move.type === 'clear') return `clearing ${cellsWhere(move.cells)}`;
  if (move.type === 'candidateColour')
    return move.colour === 0
      ? `uncolouring the candidates of ${cellsWhere(move.cells)}`
      : `colour ${move.colour} on candidate ${move.digit} in ${cellsWhere(move.cells)}`;
  if (move.type === 'colour')
    return move.colour === 0
      ? `uncolouring ${cellsWhere(move.cells)}`
      : `colour ${move.colour} in ${cellsWhere(move.cells)}`;
  const note = move.layer === 'corner' ? 'corner mark ' : move.type === 'enter' ? '' : 'note ';
  return `${note}${move.digit} in ${cellsWhere(move.cells ?? [move.cell])}`;
}
