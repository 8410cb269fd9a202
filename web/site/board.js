// The board: 81 cells in an ARIA grid. The view draws a game state (game/model.js) and keeps
// the one piece of state of its own, the selection (a cursor cell and the cells selected with
// it); its controller turns keys and pointers into a new selection or an input, which it hands
// to the page.

import {cellWhere} from './format.js';
import {cellsWhereDigitFits, digitsOf} from './game/candidates.js';
import {columnOf, rowOf, sharesUnit} from './game/cells.js';
import {digitOfCode} from './game/input.js';
import {candidateColoursOf, marksOf} from './game/model.js';

const KIND_NAMES = {g: 'given', t: 'typed', s: 'solved'};

/** The palette's names, colour c at COLOUR_NAMES[c - 1] (play.css draws them). */
export const COLOUR_NAMES = Object.freeze([
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'purple',
  'pink',
  'grey',
]);

const NO_CELLS = new Set();
// The classes render() gives cells around the cursor and the selection.
const CURSOR_CLASSES = ['fits', 'peer', 'same', 'chosen'];

/**
 * Builds the grid inside `grid` (an element with role="grid") and returns the view.
 * `onInput(cells, key, shifted)` is called when the player types a digit key ('1'-'9', with
 * `shifted` true for Shift+digit) or an eraser in the selected `cells` (ascending); moving
 * around and selecting are handled here. `pickedDigit()` is the digit chosen on the pad for
 * digit-first input (null: none): a click then hands it to onInput for the clicked cell.
 * `adding()` says whether a plain press adds its cell to the selection (or takes it out), as a
 * Ctrl-click does: the play tools' Select, a touch screen's way to select cells apart.
 */
export function createBoardView(grid, onInput, pickedDigit = () => null, adding = () => false) {
  const cells = buildCells(grid);
  buildLabels(grid);
  let selected = 0; // the cursor: where keys go, what the row, column and box shading follow
  let selection = new Set([0]); // the selected cells, the cursor among them
  let anchor = 0; // where a Shift-click's range starts
  let shown = {
    digits: '.'.repeat(81),
    kinds: '.'.repeat(81),
    notes: new Array(81).fill(0),
    corners: new Array(81).fill(0),
    colours: new Array(81).fill(0),
    marked: new Array(729).fill(0),
  };
  let clashing = NO_CELLS;
  let marks = {wrong: NO_CELLS};
  let lent = false; // a panel (Watch, Explain) draws on the cells (lend/reclaim): the board is read-only
  let refused = () => {}; // the borrower's word for a move typed on the lent board

  // `cells` selected (the cursor last among them, or `cursor`), the cursor focused when `focus`.
  function choose(chosen, cursor, focus) {
    cells[selected].tabIndex = -1;
    selected = cursor;
    selection = new Set(chosen);
    selection.add(cursor);
    cells[selected].tabIndex = 0;
    if (focus) cells[selected].focus();
    render(shown, clashing, marks);
  }

  function select(cell, focus) {
    anchor = cell;
    choose([cell], cell, focus);
  }

  /**
   * Shows `state` (digits, kinds, notes, corners, colours); `conflicts` is a Set of cells that
   * clash. `extra`: `wrong`, the cells whose digit the solution contradicts (shown only when the
   * player asks). Around the cursor: its row, column and box; the cells holding its digit (or
   * the digit picked on the pad), the notes of that digit; and the empty cells where it can
   * still go.
   */
  function render(state, conflicts, extra = {}) {
    shown = state;
    clashing = conflicts;
    marks = {wrong: extra.wrong ?? NO_CELLS};
    if (lent) return; // drawn when reclaimed
    const pick = pickedDigit() ?? (state.digits[selected] === '.' ? null : Number(state.digits[selected]));
    const fits = new Set(pick === null ? [] : cellsWhereDigitFits(state, pick));
    const around = {selected, selection, pick, fits, conflicts, wrong: marks.wrong};
    for (let cell = 0; cell < 81; ++cell) drawCell(cells[cell], cell, state, around);
  }

  const view = {
    render,
    select: (cell) => select(cell, true),
    get selected() {
      return selected;
    },
    /** The selected cells, ascending. */
    get selection() {
      return [...selection].sort((a, b) => a - b);
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
      choose([], selected, false);
      // The borrower draws its own position: the marks around the cursor (its row, column and
      // box, its digit, where that digit fits) belong to the board's, and go until reclaim().
      for (const element of cells) element.classList.remove(...CURSOR_CLASSES);
    },
    reclaim: () => {
      lent = false;
      grid.removeAttribute('aria-readonly');
      for (const element of cells) delete element.dataset.content; // the borrower drew on them
      render(shown, clashing, marks);
    },
  };
  const input = (chosen, key, shifted) => (lent ? refused() : onInput(chosen, key, shifted));
  wireBoardInput(grid, view, {select, choose, anchor: () => anchor, input, pickedDigit, adding});
  return view;
}

// Draws `cell` of `state` into its `element`: its digit or marks, colours and kind, and what
// render() says of it (`around`: the cursor `selected`, the `selection`, the digit `pick`ed, the
// cells it `fits`, the `conflicts` and the `wrong` digits), with its name.
function drawCell(element, cell, state, {selected, selection, pick, fits, conflicts, wrong}) {
  const digit = state.digits[cell];
  const kind = state.kinds[cell];
  const notes = digit === '.' ? marksOf(state, cell) : [];
  const corners = digit === '.' ? digitsOf(state.corners?.[cell] ?? 0) : [];
  const colours = digitsOf(state.colours?.[cell] ?? 0);
  // Each candidate's colours (index d - 1 for digit d), on empty cells.
  const painted = Array.from({length: 9}, (_, d) => (digit === '.' ? candidateColoursOf(state, cell, d + 1) : []));
  drawContent(element, digit, notes, corners, pick, painted);
  drawColours(element, colours);
  element.dataset.kind = KIND_NAMES[kind] || 'empty';
  element.classList.toggle('clash', conflicts.has(cell));
  element.classList.toggle('wrong', wrong.has(cell));
  element.classList.toggle('fits', fits.has(cell));
  element.classList.toggle('peer', cell !== selected && sharesUnit(cell, selected));
  element.classList.toggle('same', cell !== selected && pick !== null && digit === String(pick));
  element.classList.toggle('chosen', selection.size > 1 && selection.has(cell));
  element.setAttribute('aria-selected', String(selection.has(cell)));
  const flags = {clashes: conflicts.has(cell), wrong: wrong.has(cell)};
  element.setAttribute('aria-label', cellName(cell, digit, kind, {notes, corners, colours, painted}, flags));
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

// The row and column labels, 1-9 along the grid's left edge and its top (style.css places them,
// and shows them as app/labels.js says): beside the grid, whose children are its rows, and hidden
// from assistive technology, as each cell's name says where it is.
function buildLabels(grid) {
  for (const edge of ['columns', 'rows']) {
    const labels = document.createElement('div');
    labels.className = `board-labels board-${edge}`;
    labels.setAttribute('aria-hidden', 'true');
    for (let n = 1; n <= 9; ++n) {
      const label = document.createElement('span');
      label.textContent = String(n);
      labels.append(label);
    }
    grid.before(labels);
  }
}

// A cell's digit, or its marks: the centre notes as a 3×3 grid of the digits 1-9 (digit d at
// row (d-1)/3, column (d-1)%3), each in its place whether marked or not, so that marks never
// move; the corner marks around the edge (the first four in the corners, then the middles of
// the top, bottom, left and right), the notes' grid drawn smaller inside them. The notes of
// `pick` (the digit in focus) are marked as matching. `painted[d - 1]` are candidate d's colours
// (1-9, ascending), drawn as a disc behind its place (two share it), noted or not.
function drawContent(element, digit, notes, corners, pick, painted) {
  const anyPainted = painted.some((colours) => colours.length);
  const paintKey = anyPainted ? `k${painted.map((colours) => colours.join('')).join('/')}` : '';
  const key = digit === '.' ? `n${notes.join('')}c${corners.join('')}p${pick}${paintKey}` : digit;
  if (element.dataset.content === key) return; // unchanged: no DOM work
  element.dataset.content = key;
  element.classList.toggle('marked', digit === '.' && (notes.length > 0 || corners.length > 0 || anyPainted));
  if (digit !== '.' || (notes.length === 0 && corners.length === 0 && !anyPainted)) {
    element.textContent = digit === '.' ? '' : digit;
    return;
  }
  const parts = [];
  if (notes.length || anyPainted) {
    const grid = document.createElement('span');
    grid.className = corners.length ? 'notes inner' : 'notes';
    grid.setAttribute('aria-hidden', 'true'); // the cell's label says them
    for (let d = 1; d <= 9; ++d) {
      const mark = document.createElement('span');
      mark.textContent = notes.includes(d) ? String(d) : '';
      if (d === pick && notes.includes(d)) mark.className = 'match';
      const [k1, k2] = painted[d - 1];
      if (k1) mark.dataset.k1 = String(k1);
      if (k2) mark.dataset.k2 = String(k2);
      // A space between marks (a grid lays out no blank text): the visible text reads "1 4 7",
      // as the cell's name says it.
      grid.append(mark, ' ');
    }
    parts.push(grid);
  }
  if (corners.length) {
    const ring = document.createElement('span');
    ring.className = 'corners';
    ring.setAttribute('aria-hidden', 'true');
    corners.forEach((d, index) => {
      // The digit is drawn by CSS from data-digit: as text after the notes' it would read as one
      // string with them, which the cell's name (notes, then corner marks) could not contain.
      const mark = document.createElement('span');
      mark.dataset.digit = String(d);
      mark.dataset.place = String(index);
      if (d === pick) mark.className = 'match';
      ring.append(mark);
    });
    parts.push(ring);
  }
  element.replaceChildren(...parts);
}

// The cell's colours (1-9, ascending) as data-c1..data-c3: play.css paints the first three.
function drawColours(element, colours) {
  for (let index = 0; index < 3; ++index) {
    const name = `c${index + 1}`;
    if (index < colours.length) element.dataset[name] = String(colours[index]);
    else delete element.dataset[name];
  }
}

// The cells of the rectangle with corners `a` and `b`.
function rectangle(a, b) {
  const rows = [rowOf(a), rowOf(b)].sort((x, y) => x - y);
  const columns = [columnOf(a), columnOf(b)].sort((x, y) => x - y);
  const inside = [];
  for (let row = rows[0]; row <= rows[1]; ++row)
    for (let column = columns[0]; column <= columns[1]; ++column) inside.push(9 * row + column);
  return inside;
}

// The board's pointer input, the same for a mouse, a pen and a finger. A press selects its cell;
// Ctrl/Cmd, or any press while `adding()`, adds the cell to the selection (or takes it out),
// Shift the rectangle from the last plain press. A drag from a press (not Shift's) adds the
// cells it passes: on a touch screen too, as style.css's touch-action lets one finger on the
// board pan nothing (two still zoom, and the page scrolls from anywhere else). Only a tap, a
// plain press released on its cell with no other cell passed, places the digit picked on the pad
// (digit-first input): a swipe, or a touch the browser takes back (pointercancel: a second
// finger), places nothing.
function wirePointer(grid, view, {select, choose, anchor, input, pickedDigit, adding}) {
  let press = null; // the press under way, unless Shift's: {pointerId, cell, dragged, plain}
  let touched = false; // the last press was a finger's (its long press opens no menu)
  const cellAt = (x, y) => {
    const cell = document.elementFromPoint(x, y)?.closest?.('#board .cell');
    return cell ? Number(cell.dataset.cell) : null;
  };
  grid.addEventListener('pointerdown', (event) => {
    touched = event.pointerType === 'touch';
    const cell = event.target.closest('.cell');
    if (!cell || event.button > 0 || !event.isPrimary) return;
    event.preventDefault(); // keep focus handling ours (and no text selection on double tap)
    const index = Number(cell.dataset.cell);
    const plain = !(event.ctrlKey || event.metaKey || adding());
    press = event.shiftKey ? null : {pointerId: event.pointerId, cell: index, dragged: false, plain};
    if (event.shiftKey) choose(rectangle(anchor(), index), index, true);
    else if (plain) select(index, true);
    else {
      const chosen = new Set(view.selection);
      if (chosen.has(index) && chosen.size > 1) {
        chosen.delete(index);
        choose(chosen, Math.max(...chosen), true);
      } else choose([...chosen, index], index, true);
    }
  });
  grid.addEventListener('pointermove', (event) => {
    if (event.pointerId !== press?.pointerId) return;
    const index = cellAt(event.clientX, event.clientY);
    if (index === null || (index === press.cell && !press.dragged)) return;
    press.dragged = true;
    if (!view.selection.includes(index)) choose([...view.selection, index], index, true);
  });
  document.addEventListener('pointerup', (event) => {
    if (event.pointerId !== press?.pointerId) return;
    const {cell, dragged, plain} = press;
    press = null;
    const digit = pickedDigit();
    if (plain && !dragged && digit !== null && cellAt(event.clientX, event.clientY) === cell)
      input([cell], String(digit), false);
  });
  document.addEventListener('pointercancel', (event) => {
    if (event.pointerId === press?.pointerId) press = null;
  });
  grid.addEventListener('contextmenu', (event) => {
    if (touched) event.preventDefault();
  });
}

// The board's controller: the pointer (wirePointer) and the keys. Arrow keys move within the
// board (no wrapping), with Shift they extend the selection; Home/End go to the ends of the row;
// digit keys and the erasers are inputs for the selected cells, Shift+digit read from
// event.code (Shift+1 is '!' as a key).
function wireBoardInput(grid, view, {select, choose, anchor, input, pickedDigit, adding}) {
  wirePointer(grid, view, {select, choose, anchor, input, pickedDigit, adding});
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
    const inputKey = shifted ? String(digitOfCode(event.code)) : key;
    let target = null;
    if (/^([1-9]|0|\.|Backspace|Delete)$/.test(inputKey)) input(view.selection, inputKey, shifted);
    else if (view.lent)
      return; // the selection stays where the borrower's drawing is
    else if (key === 'ArrowUp' && row > 0) target = selected - 9;
    else if (key === 'ArrowDown' && row < 8) target = selected + 9;
    else if (key === 'ArrowLeft' && column > 0) target = selected - 1;
    else if (key === 'ArrowRight' && column < 8) target = selected + 1;
    else if (key === 'Home') target = 9 * row;
    else if (key === 'End') target = 9 * row + 8;
    else if (key === 'Escape' && view.selection.length > 1) target = selected;
    else if (!key.startsWith('Arrow')) return; // an arrow at the edge is still ours
    event.preventDefault();
    if (target === null) return;
    if (event.shiftKey && key.startsWith('Arrow')) choose([...view.selection, target], target, true);
    else select(target, true);
  });
}

// "row 3, column 5, empty", "row 3, column 5, empty, notes 1 4 7, corner marks 2 8, colours
// red and blue" or "row 1, column 1, 3, given, clashes".
function cellName(cell, digit, kind, {notes, corners, colours, painted}, {clashes, wrong}) {
  const where = cellWhere(cell);
  const named = colours.map((colour) => COLOUR_NAMES[colour - 1]);
  const paintedCell = named.length ? `, colour${named.length > 1 ? 's' : ''} ${named.join(' and ')}` : '';
  if (digit === '.') {
    const centre = notes.length ? `, notes ${notes.join(' ')}` : '';
    const corner = corners.length ? `, corner marks ${corners.join(' ')}` : '';
    const candidates = painted
      .flatMap((colours, d) =>
        colours.length
          ? [`, candidate ${d + 1} ${colours.map((colour) => COLOUR_NAMES[colour - 1]).join(' and ')}`]
          : [],
      )
      .join('');
    return `${where}, empty${centre}${corner}${candidates}${paintedCell}`;
  }
  return `${where}, ${digit}, ${KIND_NAMES[kind]}${clashes ? ', clashes' : ''}${wrong ? ', wrong' : ''}${paintedCell}`;
}
