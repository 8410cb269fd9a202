// The board view: 81 cells in an ARIA grid, keyboard and pointer input. It holds no puzzle
// state of its own: app.js owns the board and calls render() after every change.
//
// A board is two 81-character strings, cells in reading order (cell = 9 * row + column):
//   digits  '1'-'9', or '.' for an empty cell
//   kinds   'g' given (part of the puzzle as loaded), 't' typed by the player,
//           's' filled in by the solver, '.' empty
// e.g. digits "3.65.84.." + kinds "g.gg.gg.." is the start of the tutorials' example.
'use strict';

const KIND_NAMES = {g: 'given', t: 'typed', s: 'solved'};

/**
 * Builds the grid inside `grid` (an element with role="grid") and returns the view.
 * `onDigit(cell, digit)` is called when the player enters a digit ('1'-'9') or clears a cell
 * ('.') with the keyboard; moving around is handled here.
 */
function createBoardView(grid, onDigit) {
  const cells = [];
  let selected = 0;
  let shown = {digits: '.'.repeat(81), kinds: '.'.repeat(81)};
  let clashing = new Set();
  let lent = false;  // the visualizer draws on the cells (lend/reclaim): the board is read-only

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
  cells[0].tabIndex = 0;  // roving tabindex: Tab enters the grid once, at the selected cell

  grid.addEventListener('pointerdown', (event) => {
    const cell = event.target.closest('.cell');
    if (!cell) return;
    event.preventDefault();  // keep focus handling ours (and no text selection on double tap)
    select(Number(cell.dataset.cell), true);
  });
  grid.addEventListener('focusin', (event) => {
    const cell = event.target.closest('.cell');
    if (cell && Number(cell.dataset.cell) !== selected) select(Number(cell.dataset.cell), false);
  });
  grid.addEventListener('keydown', onKey);

  // Arrow keys move within the board (no wrapping); Home/End go to the ends of the row.
  function onKey(event) {
    if (lent || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    const row = Math.floor(selected / 9), column = selected % 9;
    let target = null;
    if (key >= '1' && key <= '9') onDigit(selected, key);
    else if (key === '0' || key === '.' || key === 'Backspace' || key === 'Delete') onDigit(selected, '.');
    else if (key === 'ArrowUp' && row > 0) target = selected - 9;
    else if (key === 'ArrowDown' && row < 8) target = selected + 9;
    else if (key === 'ArrowLeft' && column > 0) target = selected - 1;
    else if (key === 'ArrowRight' && column < 8) target = selected + 1;
    else if (key === 'Home') target = 9 * row;
    else if (key === 'End') target = 9 * row + 8;
    else if (!key.startsWith('Arrow')) return;  // an arrow at the edge is still ours
    event.preventDefault();
    if (target !== null) select(target, true);
  }

  function select(cell, focus) {
    cells[selected].tabIndex = -1;
    selected = cell;
    cells[selected].tabIndex = 0;
    if (focus) cells[selected].focus();
    render(shown, clashing);
  }

  /** Shows `board` ({digits, kinds}); `conflicts` is a Set of cells that clash. */
  function render(board, conflicts) {
    shown = board;
    clashing = conflicts;
    if (lent) return;  // drawn when reclaimed
    const pick = board.digits[selected];
    for (let cell = 0; cell < 81; ++cell) {
      const element = cells[cell];
      const digit = board.digits[cell];
      const kind = board.kinds[cell];
      element.textContent = digit === '.' ? '' : digit;
      element.dataset.kind = KIND_NAMES[kind] || 'empty';
      element.classList.toggle('clash', conflicts.has(cell));
      element.classList.toggle('peer', cell !== selected && sharesUnit(cell, selected));
      element.classList.toggle('same', cell !== selected && pick !== '.' && digit === pick);
      element.setAttribute('aria-selected', String(cell === selected));
      element.setAttribute('aria-label', cellName(cell, digit, kind, conflicts.has(cell)));
    }
  }

  return {
    render,
    select: (cell) => select(cell, true),
    get selected() { return selected; },
    focus: () => cells[selected].focus(),
    cells,
    lend: () => { lent = true; },
    reclaim: () => {
      lent = false;
      render(shown, clashing);
    },
  };
}

// "row 3, column 5, empty" or "row 1, column 1, 3, given, clashes".
function cellName(cell, digit, kind, clashes) {
  const where = cellWhere(cell);
  if (digit === '.') return `${where}, empty`;
  return `${where}, ${digit}, ${KIND_NAMES[kind]}${clashes ? ', clashes' : ''}`;
}

// "row 3, column 5": where a cell is, in words (board.js, app.js and visualizer.js say it so).
function cellWhere(cell) {
  return `row ${Math.floor(cell / 9) + 1}, column ${cell % 9 + 1}`;
}

// A number for people: 1,234,567 (app.js and visualizer.js).
function count(value) {
  return value.toLocaleString('en');
}

function sharesUnit(a, b) {
  const rowA = Math.floor(a / 9), rowB = Math.floor(b / 9), columnA = a % 9, columnB = b % 9;
  return rowA === rowB || columnA === columnB ||
      (Math.floor(rowA / 3) === Math.floor(rowB / 3) && Math.floor(columnA / 3) === Math.floor(columnB / 3));
}
