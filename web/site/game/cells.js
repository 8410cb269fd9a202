// Where cells are. A cell is a number 0-80 in reading order: cell = 9 * row + column, rows and
// columns 0-8. Box b (0-8, in reading order) covers rows 3 * floor(b / 3) + 0..2 and columns
// 3 * (b % 3) + 0..2:
//
//        c0 c1 c2   c3 c4 c5   c6 c7 c8
//   r0 |  box 0   |  box 1   |  box 2   |    cell 0 = r0c0, cell 8 = r0c8,
//   r3 |  box 3   |  box 4   |  box 5   |    cell 9 = r1c0, cell 80 = r8c8
//   r6 |  box 6   |  box 7   |  box 8   |
//
// DOM-free: the game model, the board view and Watch the search (watch/) share it.

export const CELLS = 81;

export const rowOf = (cell) => Math.floor(cell / 9);
export const columnOf = (cell) => cell % 9;
export const boxOf = (cell) => 3 * Math.floor(rowOf(cell) / 3) + Math.floor(columnOf(cell) / 3);

/** The 27 units, each 9 cells in order: rows 0-8, then columns 0-8, then boxes 0-8. */
export const UNITS = Object.freeze(
  [
    ...Array.from({length: 9}, (_, row) => Array.from({length: 9}, (_, i) => 9 * row + i)),
    ...Array.from({length: 9}, (_, column) => Array.from({length: 9}, (_, i) => 9 * i + column)),
    ...Array.from({length: 9}, (_, box) =>
      Array.from({length: 9}, (_, i) => 9 * (3 * Math.floor(box / 3) + Math.floor(i / 3)) + 3 * (box % 3) + (i % 3)),
    ),
  ].map((unit) => Object.freeze(unit)),
);

/** Which unit two different cells share first, in the order row, column, box; null for none. */
export function unitShared(a, b) {
  if (rowOf(a) === rowOf(b)) return 'row';
  if (columnOf(a) === columnOf(b)) return 'column';
  if (boxOf(a) === boxOf(b)) return 'box';
  return null;
}

export const sharesUnit = (a, b) => unitShared(a, b) !== null;

// The 20 peers of each cell: the other cells of its row, column and box, ascending.
const PEERS = Object.freeze(
  Array.from({length: CELLS}, (_, cell) =>
    Object.freeze(
      Array.from({length: CELLS}, (_, other) => other).filter((other) => other !== cell && sharesUnit(cell, other)),
    ),
  ),
);

/** The 20 cells that share a row, column or box with `cell`, ascending (a frozen array). */
export const peersOf = (cell) => PEERS[cell];
