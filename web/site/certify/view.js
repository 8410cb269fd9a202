// "Certify": a setter's certificate of the puzzle in set-up (the package's certify()): whether
// it is unique, its redundant givens, symmetries, rating, canonical form, a play link and a text
// block for a forum post, in a panel beside the board (panel.js; one panel at a time, main.js).
//
// While open the panel borrows the board read-only and marks it: redundant givens struck out
// (data-certify="redundant"), and for a puzzle that is not unique the cells where two solutions
// differ, with both digits (data-certify="differing"); closing gives the board back.
//
// The call runs in a worker of the panel's own, bounded and cancellable (panel.js's
// createPanelJob, as Explain's).

import {createPanelJob} from '../panel.js';
import {panelHtml} from './markup.js';
import {certificateFigures, certificateNote, JOB_WORDS, markedCellName, techniquesLine} from './words.js';

/**
 * The Certify panel inside `element` (the page's #certify-view section). `toggle` opens and closes
 * it; `boardView` is board.js's view; `puzzleNow()` gives the puzzle on the board (81 characters,
 * '.' empty); `beforeOpen()` is called as it opens (the page closes the other panels there).
 * Returns {onEscape(event), rerunFor(puzzle), close(options)} (panel.js's createPanelJob): the
 * page calls rerunFor(puzzle) after every change of the board.
 */
export function createCertifyView({element, toggle, boardView, puzzleNow, beforeOpen}) {
  const panel = createPanelJob({
    element,
    html: panelHtml(),
    toggle,
    boardView,
    beforeOpen,
    puzzleNow,
    call: (worker, puzzle, options) => worker.certify(puzzle, options),
    answers: ['unique', 'multiple'],
    words: JOB_WORDS,
    onStart: (puzzle) => paint(puzzle), // the puzzle meanwhile
    onAnswer: show,
    onStop: () => {
      for (const cell of boardView.cells) delete cell.dataset.certify;
    },
    onAction: (action) => action === 'copy' && copy(),
  });
  const {part} = panel;

  // A certificate (its status 'unique' or 'multiple', the panel's state then) on show.
  function show(certificate, {puzzle}) {
    const figures = part('figures');
    figures.replaceChildren();
    for (const [term, value] of certificateFigures(certificate)) {
      const row = document.createElement('div');
      const dt = document.createElement('dt');
      const dd = document.createElement('dd');
      dt.textContent = term;
      dd.textContent = value;
      row.append(dt, dd);
      figures.append(row);
    }
    part('techniques').textContent = certificate.techniques.length ? `Steps: ${techniquesLine(certificate)}` : '';
    part('techniques').hidden = !certificate.techniques.length;
    part('note').textContent = certificateNote(certificate);
    part('text').value = certificate.text;
    part('link').href = certificate.link;
    part('copied').textContent = '';
    paint(puzzle, certificate);
    panel.showResult(certificate.status);
  }

  // The puzzle's digits on the lent board (board.js does not draw while lent, and redraws every
  // cell when given back), with the certificate's marks when there is one: redundant givens,
  // and the cells where two solutions differ, holding both digits.
  function paint(puzzle, certificate = null) {
    const redundant = new Set(certificate?.redundant ?? []);
    const differing = new Set(certificate?.differing ?? []);
    boardView.cells.forEach((element, cell) => {
      const given = /[1-9]/.test(puzzle[cell]) ? puzzle[cell] : '';
      const mark = redundant.has(cell) ? 'redundant' : differing.has(cell) ? 'differing' : given ? 'given' : 'empty';
      const digits = mark === 'differing' ? `${certificate.solution[cell]}/${certificate.otherSolution[cell]}` : given;
      element.textContent = digits;
      element.classList.remove('fits'); // the board's highlight of a picked digit: stale while lent
      element.dataset.certify = mark;
      element.setAttribute('aria-label', markedCellName(cell, mark, digits));
    });
  }

  async function copy() {
    const text = part('text').value;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      part('copied').textContent = 'Copied.';
    } catch {
      part('text').focus();
      part('text').select();
      part('copied').textContent = 'Selected: copy it with your browser.';
    }
  }

  return {onEscape: panel.onEscape, rerunFor: panel.rerunFor, close: panel.close};
}
