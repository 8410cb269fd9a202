// Draws one step of logic (a Step of the package's explain() or hint()) over the board,
// without owning the board: an SVG overlay laid over #board's cells, never a child of a cell, so
// that board.js's renders (which rewrite the cells' text and classes) leave it alone.
//
// The overlay's viewBox is the board's 9×9 cells (x = column, y = row). The cells are not nine
// equal ninths of it (1 px gaps, 2 px box lines, each box line taken from a cell's width), and a
// note sits in a padded 3×3 grid (play.css): a place reckoned as ninths lands up to a few pixels
// beside the note drawn there, and the step's digit then shows doubled over it. So each draw
// measures where the board lays out its cells and notes (measureBoard), and draws again when the
// board's size changes. What it draws, each role with its own colour *and* shape (steps.css has
// the colours):
//   units the step reasons about   a tinted band with a thin outline
//   pattern                        a cell: a solid outline; a candidate: a ring
//   target                         a cell: a thick dashed outline; a placed candidate: a filled
//                                  square; a removed candidate: a red disc and a strike-through
//   cause                          a cell: a dotted outline; a candidate: a dotted ring
//   links (chains)                 arrows from candidate to candidate: strong solid, weak dashed
//   a walk's current link          (draw's `walk`: a chain walked link by link, walk/chain.js)
//                                  a thicker arrow, its two candidates ringed; the links walked
//                                  so far are drawn as links, the rest of the chain faint
// Empty cells show candidates in a 3×3 mini-grid (digit d at row floor((d-1)/3), column (d-1)%3),
// on the places of the board's notes: every candidate of the position when given, else the
// candidates the step itself names.
//
// While it shows a step, or holds the board for a hint that has not drawn one yet (hold()), the
// board has the attribute data-showing-step: steps.css hides the selection's assists under it.
//
// Each mark carries data-cell, data-digit and data-role (as in step.cells), and each arrow
// data-from, data-to and data-strong, for tests and for whoever reads the DOM. The overlay is
// aria-hidden: describeMarks() says the same in words for the page to put where people using
// assistive technology read it.

import {cellRef, sentence, unitName} from './format.js';
import {columnOf, rowOf, UNITS} from './game/cells.js';

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Where `board` lays out its cells, in the overlay's units (the geometry of `svg`'s viewBox, 0-9
 * on each axis): {cellBox(cell), candidateCentre(cell, digit)}. A cell's box is its content box;
 * a candidate's centre is that of its place in the cell's notes (drawn or not). All read at
 * once, before anything is drawn: reads between writes would lay the page out again at each. A
 * board not laid out (hidden) has no measures: its cells are then taken as ninths.
 */
function measureBoard(board, svg) {
  const frame = svg.getBoundingClientRect();
  const cells = [...board.querySelectorAll('.cell')];
  const scale = 9 / frame.width;
  // The padding of the notes' 3×3 grid on each side, a fraction of the cell's width (play.css's
  // --notes-padding; --notes-inner-padding within corner marks).
  const style = getComputedStyle(board);
  const notesPadding = Number.parseFloat(style.getPropertyValue('--notes-padding')) || 0;
  const innerPadding = Number.parseFloat(style.getPropertyValue('--notes-inner-padding')) || 0;
  const paddingOf = (cell) => (cell.querySelector('.notes.inner') ? innerPadding : notesPadding);
  const boxes = frame.width
    ? cells.map((cell) => {
        const box = cell.getBoundingClientRect();
        return {
          x: (box.left + cell.clientLeft - frame.left) * scale,
          y: (box.top + cell.clientTop - frame.top) * scale,
          width: cell.clientWidth * scale,
          height: cell.clientHeight * scale,
          padding: paddingOf(cell),
        };
      })
    : cells.map((cell, index) => ({
        x: columnOf(index),
        y: rowOf(index),
        width: 1,
        height: 1,
        padding: paddingOf(cell),
      }));
  return {
    cellBox: (cell) => boxes[cell],
    candidateCentre(cell, digit) {
      const {x, y, width, height, padding} = boxes[cell];
      const inset = padding * width;
      return {
        x: x + inset + (((digit - 1) % 3) + 0.5) * ((width - 2 * inset) / 3),
        y: y + inset + (Math.floor((digit - 1) / 3) + 0.5) * ((height - 2 * inset) / 3),
      };
    },
  };
}

function element(name, attributes = {}, parent = null) {
  const node = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, String(value));
  if (parent) parent.append(node);
  return node;
}

// The digit in `digits` (an 81-character string, '.' empty, or 81 numbers, 0 empty) at `cell`.
function digitAt(digits, cell) {
  if (!digits) return 0;
  const value = digits[cell];
  return value === '.' ? 0 : Number(value) || 0;
}

/**
 * A step view over `board` (the page's #board element: a container whose content box holds the
 * 9×9 cells). draw(step, position) draws `step`; `position` is what the board shows under it:
 * `digits` (81 characters, '.' empty, or 81 numbers 0-9) and optionally `candidates` (81
 * bitmasks, bit d - 1 for digit d), which draws every candidate of every empty cell. clear()
 * takes everything off again. The overlay is one element appended to `board` once.
 */
export function createStepView(board) {
  const id = 'step-arrow'; // the arrowheads' marker: the page has one step view
  const overlay = document.createElement('div');
  overlay.className = 'step-overlay';
  overlay.setAttribute('aria-hidden', 'true');
  overlay.hidden = true;
  board.append(overlay);
  const svg = element('svg', {viewBox: '0 0 9 9', class: 'step-svg', focusable: 'false'}, overlay);
  let drawn = null; // draw()'s arguments while a step is on show: drawn again when the board's size changes
  new ResizeObserver(() => drawn && draw(...drawn)).observe(board);

  function clear() {
    svg.replaceChildren();
    overlay.hidden = true;
    drawn = null;
    board.removeAttribute('data-showing-step');
  }

  // The board held for a step: nothing drawn yet (a hint's first stage marks its own cells),
  // but the selection's assists go as they do under a step.
  function hold() {
    clear();
    board.setAttribute('data-showing-step', '');
  }

  function draw(step, options = {}) {
    clear();
    if (!step) return;
    const {digits = null, candidates = null, walk = null} = options;
    drawn = [step, options];
    board.setAttribute('data-showing-step', '');
    overlay.hidden = false;
    const geometry = measureBoard(board, svg);
    const defs = element('defs', {}, svg);
    const marker = element(
      'marker',
      {id, viewBox: '0 0 10 10', refX: 8, refY: 5, markerWidth: 5, markerHeight: 5, orient: 'auto'},
      defs,
    );
    element('path', {d: 'M0,1 L9,5 L0,9 z', class: 'step-arrowhead'}, marker);
    // A walk's current link has an arrowhead of its own colour.
    const current = marker.cloneNode(true);
    current.id = `${id}-current`;
    current.firstChild.setAttribute('class', 'step-arrowhead step-arrowhead-current');
    defs.append(current);

    const layers = {};
    for (const name of ['units', 'cells', 'candidates', 'marks', 'links'])
      layers[name] = element('g', {class: `step-${name}`}, svg);
    drawUnits(layers.units, geometry, step.units || []);

    const placed = new Set(step.placements.map(([cell, digit]) => `${cell}:${digit}`));
    const removed = new Set(step.eliminations.map(([cell, digit]) => `${cell}:${digit}`));
    // Candidates to write in each empty cell: the position's, plus any the step names.
    const shown = new Map();
    const show = (cell, digit) => {
      if (digitAt(digits, cell)) return;
      shown.set(cell, (shown.get(cell) || 0) | (1 << (digit - 1)));
    };
    if (candidates) for (let cell = 0; cell < 81; ++cell) if (candidates[cell]) shown.set(cell, candidates[cell]);
    for (const {cell, digit, role} of step.cells) if (digit && role !== 'cause') show(cell, digit);
    for (const [cell, digit] of [...step.placements, ...step.eliminations]) show(cell, digit);
    const links = walk ? walk.links : step.links || [];
    for (const link of [...(step.links || []), ...links])
      for (const [cell, digit] of [link.from, link.to]) show(cell, digit);
    const named = new Set(step.cells.filter((mark) => mark.digit).map((mark) => `${mark.cell}:${mark.digit}`));
    for (const [cell, mask] of shown) drawCandidates(layers.candidates, geometry, cell, mask, named);

    // A walk (walk/chain.js) marks the chain's candidates as far as it has gone, the others faint.
    const walked = new Set(links.flatMap((link) => [link.from, link.to].map(([cell, digit]) => `${cell}:${digit}`)));
    for (const mark of step.cells) {
      const key = `${mark.cell}:${mark.digit}`;
      const action = placed.has(key) ? 'place' : removed.has(key) ? 'remove' : null;
      // A digit of a filled cell (a cause: the placed digit that rules a candidate out) is the cell.
      const whole = !mark.digit || digitAt(digits, mark.cell) === mark.digit;
      const node = whole
        ? cellMark(layers.cells, geometry, mark.cell, mark.role)
        : candidateMark(layers.marks, geometry, mark.cell, mark.digit, mark.role, action);
      node.classList.add('step-mark');
      if (walk && mark.role === 'pattern' && !walked.has(key)) node.classList.add('step-faint');
      node.dataset.cell = String(mark.cell);
      node.dataset.digit = String(mark.digit);
      node.dataset.role = mark.role;
      if (action) node.dataset.action = action;
      // A placement outlines its cell too: a candidate alone is small to find.
      if (action === 'place' && !whole) cellMark(layers.cells, geometry, mark.cell, 'outline');
    }
    for (const link of walk?.rest ?? []) drawLink(layers.links, geometry, link, id).classList.add('step-faint');
    for (const link of links) {
      const isCurrent = link === walk?.current;
      const node = drawLink(layers.links, geometry, link, isCurrent ? `${id}-current` : id);
      if (isCurrent) node.classList.add('step-current');
    }
    if (walk?.current) {
      for (const [cell, digit] of [walk.current.from, walk.current.to]) {
        const ring = candidateMark(layers.marks, geometry, cell, digit, 'current', null);
        ring.dataset.cell = String(cell);
        ring.dataset.digit = String(digit);
      }
    }
  }

  return {draw, clear, hold};
}

function drawUnits(layer, geometry, units) {
  for (const unit of units) {
    const cells = UNITS[unit];
    if (!cells) continue;
    // A unit's cells ascend: its first is top left, its last bottom right.
    const first = geometry.cellBox(cells[0]),
      last = geometry.cellBox(cells.at(-1));
    const x = first.x,
      y = first.y;
    const width = last.x + last.width - x,
      height = last.y + last.height - y;
    element(
      'rect',
      {x: fix(x), y: fix(y), width: fix(width), height: fix(height), class: 'step-unit', 'data-unit': unit},
      layer,
    );
  }
}

function drawCandidates(layer, geometry, cell, mask, named) {
  for (let digit = 1; digit <= 9; ++digit) {
    if (!(mask & (1 << (digit - 1)))) continue;
    const {x, y} = geometry.candidateCentre(cell, digit);
    const text = element('text', {x: fix(x), y: fix(y), class: 'step-candidate', 'data-cell': cell}, layer);
    if (named.has(`${cell}:${digit}`)) text.classList.add('step-named');
    text.textContent = String(digit);
  }
}

function cellMark(layer, geometry, cell, role) {
  const inset = 0.06;
  const box = geometry.cellBox(cell);
  return element(
    'rect',
    {
      x: fix(box.x + inset),
      y: fix(box.y + inset),
      width: fix(box.width - 2 * inset),
      height: fix(box.height - 2 * inset),
      rx: 0.06,
      class: `step-cell step-${role}`,
    },
    layer,
  );
}

function candidateMark(layer, geometry, cell, digit, role, action) {
  const {x, y} = geometry.candidateCentre(cell, digit);
  const r = 0.15;
  const group = element('g', {class: `step-cand step-${role}`}, layer);
  if (role === 'target' && action === 'place') {
    element('rect', {x: x - r, y: y - r, width: 2 * r, height: 2 * r, rx: 0.03, class: 'step-shape'}, group);
  } else {
    element('circle', {cx: x, cy: y, r, class: 'step-shape'}, group);
  }
  if (role === 'target' && action === 'remove') {
    element('line', {x1: x - r, y1: y + r, x2: x + r, y2: y - r, class: 'step-strike'}, group);
  }
  return group;
}

// An arrow from one candidate's centre to the other's, stopping short of both digits, bent a
// little so that arrows along one line stay apart and do not run through the candidates between.
function drawLink(layer, geometry, {from, to, strong}, markerId) {
  const a = geometry.candidateCentre(...from),
    b = geometry.candidateCentre(...to);
  const dx = b.x - a.x,
    dy = b.y - a.y;
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length,
    uy = dy / length;
  const gap = Math.min(0.17, length / 3);
  const start = {x: a.x + ux * gap, y: a.y + uy * gap};
  const end = {x: b.x - ux * gap, y: b.y - uy * gap};
  const bend = Math.min(0.45, length * 0.12);
  const control = {x: (start.x + end.x) / 2 - uy * bend, y: (start.y + end.y) / 2 + ux * bend};
  const d = `M${fix(start.x)},${fix(start.y)} Q${fix(control.x)},${fix(control.y)} ${fix(end.x)},${fix(end.y)}`;
  const group = element('g', {class: `step-link ${strong ? 'step-strong' : 'step-weak'}`}, layer);
  group.dataset.from = from.join(':');
  group.dataset.to = to.join(':');
  group.dataset.strong = String(strong);
  element('path', {d, class: 'step-halo'}, group);
  element('path', {d, class: 'step-line', 'marker-end': `url(#${markerId})`}, group);
  return group;
}

const fix = (value) => Math.round(value * 1000) / 1000;

// A role's words where its name is not one.
const ROLE_WORDS = {als: 'almost locked set'};

/**
 * What draw() shows, in words, for assistive technology: "Units: box 4. Pattern: r5c2 (9, 4).
 * Target: 2 removed from r6c9. Cause: r4c6. Chain: 7 links, 3 strong (solid), 4 weak (dashed)."
 */
export function describeMarks(step) {
  if (!step) return '';
  const parts = [];
  if (step.units?.length) parts.push(`Units: ${step.units.map(unitName).join(', ')}.`);
  const placed = new Set(step.placements.map(([cell, digit]) => `${cell}:${digit}`));
  const removed = new Set(step.eliminations.map(([cell, digit]) => `${cell}:${digit}`));
  // fin and als: the hint ladder's finned fish and almost locked sets.
  for (const role of ['pattern', 'fin', 'als', 'target', 'cause']) {
    const words = [];
    const byCell = new Map();
    for (const mark of step.cells.filter((each) => each.role === role)) {
      const key = `${mark.cell}:${mark.digit}`;
      if (role === 'target' && placed.has(key)) words.push(`${mark.digit} placed in ${cellRef(mark.cell)}`);
      else if (role === 'target' && removed.has(key)) words.push(`${mark.digit} removed from ${cellRef(mark.cell)}`);
      else {
        if (!byCell.has(mark.cell)) byCell.set(mark.cell, []);
        if (mark.digit) byCell.get(mark.cell).push(mark.digit);
      }
    }
    for (const [cell, digits] of byCell)
      words.push(digits.length ? `${cellRef(cell)} (${digits.join(', ')})` : cellRef(cell));
    if (words.length) parts.push(`${sentence(ROLE_WORDS[role] ?? role)}: ${words.join('; ')}.`);
  }
  const links = step.links || [];
  if (links.length) {
    const strong = links.filter((link) => link.strong).length;
    parts.push(
      `Chain: ${links.length} links, ${strong} strong (solid arrows), ${links.length - strong} weak (dashed).`,
    );
  }
  return parts.join(' ');
}
