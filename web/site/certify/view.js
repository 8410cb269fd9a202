// "Certify": a setter's certificate of the puzzle in set-up (the package's certify()): whether
// it is unique, its redundant givens, symmetries, rating, canonical form, a play link and a text
// block for a forum post, in a panel beside the board (panel.js; one panel at a time, main.js).
//
// While open the panel borrows the board read-only and marks it: redundant givens struck out
// (data-certify="redundant"), and for a puzzle that is not unique the cells where two solutions
// differ, with both digits (data-certify="differing"); closing gives the board back.
//
// The call runs in a worker of the panel's own, started the first time it opens (as Explain's
// does), bounded (TIMEOUT_MS) and cancellable: Cancel, Esc, closing the panel or a new puzzle
// abort it, which terminates that worker (the next call starts a fresh one).

import {createSudokuWorker} from '../client.js';
import {createPanel} from '../panel.js';
import {panelHtml} from './markup.js';
import {
  certificateFigures,
  certificateNote,
  failureText,
  markedCellName,
  problemText,
  techniquesLine,
} from './words.js';

const TIMEOUT_MS = 120000; // a rating of the hardest known puzzles takes about a minute

/**
 * The Certify panel inside `element` (the page's #certify-view section). `toggle` opens and closes
 * it; `boardView` is board.js's view; `puzzleNow()` gives the puzzle on the board (81 characters,
 * '.' empty); `beforeOpen()` is called as it opens (the page closes the other panels there). The
 * page calls follow(puzzle) after every change of the board.
 */
export class CertifyView {
  constructor({element, toggle, boardView, puzzleNow, beforeOpen}) {
    this.panel = createPanel({
      element,
      html: panelHtml(),
      toggle,
      boardView,
      beforeOpen,
      onOpen: () => this.run(),
      onClose: () => this.stop(),
      onAction: (action) => this.act(action),
      focusOnOpen: 'close',
    });
    Object.assign(this, {boardView, puzzleNow, part: this.panel.part});
    this.worker = null;
    this.controller = null; // the running call's
    this.puzzle = null;
    this.setState('idle');
  }

  /** Esc, the page's (app/controls.js): cancels a running call; else closes the panel when the focus is in it, on the board, or nowhere. */
  onEscape(event) {
    if (!this.panel.isOpen || event.ctrlKey || event.metaKey || event.altKey) return false;
    if (this.controller) this.cancel();
    else if (event.target === document.body || this.panel.holds(event.target)) this.close({focusToggle: true});
    else return false;
    return true;
  }

  act(action) {
    if (action === 'close') this.close({focusToggle: true});
    else if (action === 'cancel') this.cancel();
    else if (action === 'copy') this.copy();
  }

  /** Certifies the new puzzle when the panel is open on another. */
  follow(puzzle) {
    if (this.panel.isOpen && puzzle !== this.puzzle) this.run();
  }

  close(options) {
    this.panel.close(options);
  }

  stop() {
    this.stopJob();
    this.clearMarks();
    this.puzzle = null;
    this.setState('idle');
  }

  async run() {
    this.stopJob();
    const puzzle = this.puzzleNow();
    this.puzzle = puzzle;
    this.paint(puzzle); // the puzzle meanwhile
    this.worker ??= createSudokuWorker();
    const controller = new AbortController();
    this.controller = controller;
    this.setState('running');
    let certificate;
    try {
      certificate = await this.worker.certify(puzzle, {signal: controller.signal, timeoutMs: TIMEOUT_MS});
    } catch (error) {
      if (this.controller !== controller) return; // stopped: whoever stopped it said so
      this.controller = null;
      this.showProblem(failureText(error), 'failed');
      return;
    }
    if (this.controller !== controller) return;
    this.controller = null;
    if (certificate.status !== 'unique' && certificate.status !== 'multiple') {
      this.showProblem(problemText(certificate), certificate.status);
      return;
    }
    this.show(certificate);
  }

  show(certificate) {
    const {part} = this;
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
    this.paint(this.puzzle, certificate);
    this.setState(certificate.status);
  }

  // The puzzle's digits on the lent board (board.js does not draw while lent, and redraws every
  // cell when given back), with the certificate's marks when there is one: redundant givens,
  // and the cells where two solutions differ, holding both digits.
  paint(puzzle, certificate = null) {
    const redundant = new Set(certificate?.redundant ?? []);
    const differing = new Set(certificate?.differing ?? []);
    this.boardView.cells.forEach((element, cell) => {
      const given = /[1-9]/.test(puzzle[cell]) ? puzzle[cell] : '';
      const mark = redundant.has(cell) ? 'redundant' : differing.has(cell) ? 'differing' : given ? 'given' : 'empty';
      const digits = mark === 'differing' ? `${certificate.solution[cell]}/${certificate.otherSolution[cell]}` : given;
      element.textContent = digits;
      element.classList.remove('fits'); // the board's highlight of a picked digit: stale while lent
      element.dataset.certify = mark;
      element.setAttribute('aria-label', markedCellName(cell, mark, digits));
    });
  }

  clearMarks() {
    for (const cell of this.boardView.cells) delete cell.dataset.certify;
  }

  async copy() {
    const {part} = this;
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

  stopJob() {
    const {controller} = this;
    if (!controller) return false;
    this.controller = null;
    controller.abort();
    return true;
  }

  cancel() {
    if (this.stopJob()) this.showProblem(failureText({name: 'AbortError'}), 'cancelled');
  }

  showProblem(text, state) {
    this.part('problem').textContent = text;
    this.setState(state);
  }

  // 'idle', 'running', 'unique' or 'multiple' (a certificate shown), or why there is none.
  setState(state) {
    const {part} = this;
    this.panel.element.dataset.state = state;
    part('busy').hidden = state !== 'running';
    part('result').hidden = state !== 'unique' && state !== 'multiple';
    part('problem').hidden = ['unique', 'multiple', 'running', 'idle'].includes(state);
  }
}
