// What the board shows under a step, read in the page (functions, not strings: the page refuses
// eval), for the suites of issue 42 (step-view.test.mjs, board-fit.test.mjs).

/**
 * The selection's assists that can be seen, as "fits:CELL" (a cell's ring or dot where the digit
 * in focus fits), "badge:CELL" (a note of that digit marked) and "peer:CELL" (the cursor's row,
 * column and box, or a cell of its digit, shaded). Run in the page.
 */
export const visibleAssists = () => {
  const seen = [];
  for (const cell of document.querySelectorAll('#board .cell.fits')) {
    const style = getComputedStyle(cell);
    // A hint's own outline (hint-unit) is the same box-shadow, in its colour.
    const ring = style.boxShadow !== 'none' && !cell.classList.contains('hint-unit');
    if (ring || style.backgroundImage !== 'none') seen.push(`fits:${cell.dataset.cell}`);
  }
  for (const badge of document.querySelectorAll('#board .cell .match')) {
    const style = getComputedStyle(badge);
    const tinted = style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== 'transparent';
    if (tinted || Number(style.fontWeight) >= 600) seen.push(`badge:${badge.closest('.cell').dataset.cell}`);
  }
  // A plain cell's background: the board's surface, which a shaded peer is not.
  const plain = getComputedStyle(
    document.querySelector('#board .cell:not(.peer):not(.same):not([aria-selected="true"])'),
  );
  for (const cell of document.querySelectorAll('#board .cell.peer, #board .cell.same')) {
    if (cell.classList.contains('hint-unit') || cell.matches('[data-c1]')) continue; // its own colours
    if (getComputedStyle(cell).backgroundColor !== plain.backgroundColor) seen.push(`peer:${cell.dataset.cell}`);
  }
  return seen;
};

/**
 * Each candidate the step view writes or marks in a cell with notes, with the distance in pixels
 * between its centre and the centre of that digit's place in the notes. Run in the page.
 */
export const candidateOffsets = () => {
  const centre = (element) => {
    const box = element.getBoundingClientRect();
    return {x: box.left + box.width / 2, y: box.top + box.height / 2};
  };
  const offsets = [];
  const measure = (drawn, cell, digit, what) => {
    const notes = document.querySelector(`#board .cell[data-cell="${cell}"] .notes`);
    if (!notes) return;
    const a = centre(drawn),
      b = centre(notes.children[digit - 1]);
    offsets.push({what: `${what} ${cell}:${digit}`, dx: a.x - b.x, dy: a.y - b.y});
  };
  for (const mark of document.querySelectorAll('#board .step-cand[data-digit]'))
    measure(mark.querySelector('.step-shape'), mark.dataset.cell, Number(mark.dataset.digit), 'mark');
  for (const text of document.querySelectorAll('#board .step-candidate'))
    measure(text, text.dataset.cell, Number(text.textContent), 'digit');
  return offsets;
};
