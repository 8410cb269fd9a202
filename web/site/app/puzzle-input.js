// Puzzles as text: the text field (which shows the puzzle and edits it), paste anywhere, and
// reading any text as a puzzle: at once for the common one-line form, else by the solver.

import {puzzleOf, puzzleOfLine} from '../game/model.js';

/**
 * `field` is the textarea (#puzzle), `errorLine` the message under it (#puzzle-error), `board`
 * the board (#board, dimmed while the field is not a puzzle); `solver`
 * the client's worker; `session` app/session.js's; `status` the status line; `cancelForChange()`
 * stops a running job (app/jobs.js) and says so. Returns {read(text), show(puzzle), malformed}:
 * `malformed` is true while the field holds text that is not a puzzle (the board kept the last one).
 */
export function createPuzzleInput({field, errorLine, board, solver, session, status, cancelForChange}) {
  let fieldReadId = 0; // answers of older reads of the field are dropped
  let malformed = false;
  field.addEventListener('input', () => onFieldInput());
  document.addEventListener('paste', (event) => onPaste(event));

  /** Resolves to {puzzle} (81 characters, '.' empty) or {error}: any text the solver reads as a puzzle. */
  async function read(text) {
    const puzzle = puzzleOfLine(text);
    if (puzzle) return {puzzle};
    const cancelled = cancelForChange(); // the question would wait behind the job
    if (cancelled) status.set(cancelled, 'warn');
    try {
      const result = await solver.validate(text);
      return result.puzzle ? {puzzle: result.puzzle} : {error: result.message};
    } catch (error) {
      return {error: `the solver's worker failed (${error.message})`};
    }
  }

  /** The field shows `puzzle`; while it has focus, the caret stays where it was. */
  function show(puzzle) {
    malformed = false;
    showError('');
    if (field.value === puzzle) return;
    const focused = document.activeElement === field;
    const {selectionStart, selectionEnd, value} = field;
    field.value = puzzle;
    if (focused && value.length === puzzle.length) field.setSelectionRange(selectionStart, selectionEnd);
  }

  // A malformed text leaves the board on the last puzzle the field held: the board says so (it
  // dims, data-stale on #board) and so does the error line, so the two never silently disagree.
  function showError(message) {
    errorLine.hidden = !message;
    errorLine.textContent = message ? `Not a puzzle: ${message}. The board keeps the last puzzle read.` : '';
    field.setAttribute('aria-invalid', String(Boolean(message)));
    if (message) board.dataset.stale = '';
    else delete board.dataset.stale;
  }

  async function onFieldInput() {
    const id = ++fieldReadId;
    const answer = await read(field.value);
    if (id !== fieldReadId) return;
    if (answer.error) {
      malformed = true;
      showError(answer.error);
      return;
    }
    if (answer.puzzle !== puzzleOf(session.state)) session.play({type: 'edit', puzzle: answer.puzzle}, 'the text edit');
    else if (malformed || status.tone === 'error')
      session.refresh(); // the field is right again: stale errors go
    else show(answer.puzzle);
  }

  // Paste anywhere (outside the text fields, which paste as usual) replaces the puzzle.
  async function onPaste(event) {
    if (event.target.closest?.('input, textarea')) return;
    const text = event.clipboardData ? event.clipboardData.getData('text/plain') : '';
    if (!text.trim()) return;
    event.preventDefault();
    const answer = await read(text);
    if (answer.error) status.set(`Malformed input: the pasted text is not a puzzle: ${answer.error}.`, 'error');
    else session.play({type: 'load', puzzle: answer.puzzle}, 'the paste', 'Pasted a puzzle.');
  }

  return {
    read,
    show,
    get malformed() {
      return malformed;
    },
  };
}
