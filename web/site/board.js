// The board: 81 cells in an ARIA grid. The view draws a game state (game/model.js) and keeps
// the one piece of state of its own, the selected cell; its controller turns keys and pointers
// into a new selection or a move, which it hands to the page.

import {cellWhere} from './format.js';
import {cellsWhereDigitFits} from './game/candidates.js';
import {sharesUnit} from './game/cells.js';
import {digitOfCode, marksOf, moveOfKey} from './game/model.js';

const KIND_NAMES = {g: 'given', t: 'typed', s: 'solved'};

const NO_CELLS = new Set();

/**
 * Builds the grid inside `grid` (an element with role="grid") and returns the view.
 * `onMove(move)` is called when the player enters a digit or clears a cell with the keyboard
 * (a move of game/model.js, in the selected cell); moving around is handled here. `notesMode()`
 * says whether digit keys mark notes (Shift+digit does the other of the two).
 */
export function createBoardView(grid, onMove, notesMode = () => false) {
  const cells = buildCells(grid);
  let selected = 0;
  let shown = {digits: '.'.repeat(81), kinds: '.'.repeat(81), notes: new Array(81).fill(0)};
  let clashing = NO_CELLS;
  let marks = {wrong: NO_CELLS};
  let lent = false; // a panel (Watch, Explain) draws on the cells (lend/reclaim): the board is read-only
  let refused = () => {}; // the borrower's word for a move typed on the lent board

  function select(cell, focus) {
    cells[selected].tabIndex = -1;
    selected = cell;
    cells[selected].tabIndex = 0;
    if (focus) cells[selected].focus();
    render(shown, clashing, marks);
  }

  /**
   * Shows `state` (digits, kinds, notes); `conflicts` is a Set of cells that clash. `extra`:
   * `wrong`, the cells whose digit the solution contradicts (shown only when the player asks).
   * Around the selected cell: its row, column and box; the cells holding its digit; and the
   * empty cells where that digit can still go.
   */
  function render(state, conflicts, extra = {}) {
    shown = state;
    clashing = conflicts;
    marks = {wrong: extra.wrong ?? NO_CELLS};
    if (lent) return; // drawn when reclaimed
    const pick = state.digits[selected];
    const fits = new Set(pick === '.' ? [] : cellsWhereDigitFits(state, Number(pick)));
    for (let cell = 0; cell < 81; ++cell) {
      const element = cells[cell];
      const digit = state.digits[cell];
      const kind = state.kinds[cell];
      const notes = digit === '.' ? marksOf(state, cell) : [];
      drawContent(element, digit, notes);
      element.dataset.kind = KIND_NAMES[kind] || 'empty';
      element.classList.toggle('clash', conflicts.has(cell));
      element.classList.toggle('wrong', marks.wrong.has(cell));
      element.classList.toggle('fits', fits.has(cell));
      element.classList.toggle('peer', cell !== selected && sharesUnit(cell, selected));
      element.classList.toggle('same', cell !== selected && pick !== '.' && digit === pick);
      element.setAttribute('aria-selected', String(cell === selected));
      const flags = {clashes: conflicts.has(cell), wrong: marks.wrong.has(cell)};
      element.setAttribute('aria-label', cellName(cell, digit, kind, notes, flags));
    }
  }

  const view = {
    render,
    select: (cell) => select(cell, true),
    get selected() {
      return selected;
    },
    get lent() {
      return lent;
    },
    focus: () => cells[selected].focus(),
    cells,
    /** Lends the board to a panel: read-only until reclaimed; a move typed calls `onRefusedMove()`. */
    lend: (onRefusedMove = () => {}) => {
      lent = true;
      refused = onRefusedMove;
      grid.setAttribute('aria-readonly', 'true');
    },
    reclaim: () => {
      lent = false;
      grid.removeAttribute('aria-readonly');
      for (const element of cells) delete element.dataset.content; // the borrower drew on them
      render(shown, clashing, marks);
    },
  };
  wireBoardInput(grid, view, select, (move) => (lent ? refused() : onMove(move)), notesMode);
  return view;
}

// 9 rows of 9 gridcells, data-cell the cell's number; a roving tabindex: Tab enters the grid
// once, at the selected cell.
function buildCells(grid) {
  const cells = [];
  for (let row = 0; row < 9; ++row) {
    const rowElement = document.createElement('div');
    rowElement.setAttribute('role', 'row');
    rowElement.className = 'board-row';
    for (let column = 0; column < 9; ++column) {
      const cell = document.createElement('div');
      cell.setAttribute('role', 'gridcell');
      cell.className = 'cell';
      cell.dataset.cell = String(9 * row + column);
      cell.tabIndex = -1;
      rowElement.append(cell);
      cells.push(cell);
    }
    grid.append(rowElement);
  }
  cells[0].tabIndex = 0;
  return cells;
}

// A cell's digit, or its notes as a 3×3 grid of the digits 1-9 (digit d at row (d-1)/3, column
// (d-1)%3), each in its place whether marked or not, so that marks never move.
function drawContent(element, digit, notes) {
  const key = digit === '.' ? `n${notes.join('')}` : digit;
  if (element.dataset.content === key) return; // unchanged: no DOM work
  element.dataset.content = key;
  if (digit !== '.' || notes.length === 0) {
    element.textContent = digit === '.' ? '' : digit;
    return;
  }
  const grid = document.createElement('span');
  grid.className = 'notes';
  grid.setAttribute('aria-hidden', 'true'); // the cell's label says them
  for (let d = 1; d <= 9; ++d) {
    const mark = document.createElement('span');
    mark.textContent = notes.includes(d) ? String(d) : '';
    // A space between marks (a grid lays out no blank text): the visible text reads "1 4 7",
    // as the cell's name says it.
    grid.append(mark, ' ');
  }
  element.replaceChildren(grid);
}

// The board's controller. Arrow keys move within the board (no wrapping); Home/End go to the
// ends of the row; digit keys and the erasers are moves (game/model.js's moveOfKey), notes in
// notes mode; Shift+digit does the other (read from event.code: Shift+1 is '!' as a key).
function wireBoardInput(grid, view, select, onMove, notesMode) {
  grid.addEventListener('pointerdown', (event) => {
    const cell = event.target.closest('.cell');
    if (!cell) return;
    event.preventDefault(); // keep focus handling ours (and no text selection on double tap)
    select(Number(cell.dataset.cell), true);
  });
  grid.addEventListener('focusin', (event) => {
    const cell = event.target.closest('.cell');
    if (cell && Number(cell.dataset.cell) !== view.selected) select(Number(cell.dataset.cell), false);
  });
  grid.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    const selected = view.selected;
    const row = Math.floor(selected / 9),
      column = selected % 9;
    const shifted = event.shiftKey && digitOfCode(event.code) !== null;
    const digitKey = shifted ? String(digitOfCode(event.code)) : key;
    const move = moveOfKey(selected, digitKey, {notes: notesMode() !== shifted});
    let target = null;
    if (move) onMove(move);
    else if (view.lent)
      return; // the selection stays where the borrower's drawing is
    else if (key === 'ArrowUp' && row > 0) target = selected - 9;
    else if (key === 'ArrowDown' && row < 8) target = selected + 9;
    else if (key === 'ArrowLeft' && column > 0) target = selected - 1;
    else if (key === 'ArrowRight' && column < 8) target = selected + 1;
    else if (key === 'Home') target = 9 * row;
    else if (key === 'End') target = 9 * row + 8;
    else if (!key.startsWith('Arrow')) return; // an arrow at the edge is still ours
    event.preventDefault();
    if (target !== null) select(target, true);
  });
}

// "row 3, column 5, empty", "row 3, column 5, empty, notes 1 4 7" or "row 1, column 1, 3,
// given, clashes".
function cellName(cell, digit, kind, notes, {clashes, wrong}) {
  const where = cellWhere(cell);
  if (digit === '.') return `${where}, empty${notes.length ? `, notes ${notes.join(' ')}` : ''}`;
  return `${where}, ${digit}, ${KIND_NAMES[kind]}${clashes ? ', clashes' : ''}${wrong ? ', wrong' : ''}`;
}
