// The page's controllers outside the board: the action buttons, the examples, the digit pad
// (and its counts of each digit left), and the page-wide keys (Esc, Ctrl+Z, Ctrl+Y). Each turns
// an event into a move of the session or a job.

import {COLOUR_NAMES} from '../board.js';
import {EMPTY_PUZZLE} from '../game/model.js';
import {assistOn} from './assists.js';

/**
 * `byId(id)` gives the page's elements; `session`, `jobs`, `status` and `boardView` are the
 * page's parts (app/session.js, app/jobs.js, app/status.js, board.js); `panels` the panels
 * beside the board (watch/, explain/ and certify/view.js's, each with onEscape(event));
 * `padInput(digit)` plays a pad button's digit ('0' erases) in the selected cells;
 * `digitFirst()` says whether a pad digit is picked first and then placed by clicking cells.
 * Returns the pad: {afterChange(state, mode), picked} (the digit picked first, or null).
 */
export function wireControls({byId, session, jobs, status, boardView, panels, padInput, digitFirst}) {
  byId('solve').addEventListener('click', (event) => jobs.run('solve', event.currentTarget));
  byId('check').addEventListener('click', (event) => jobs.run('check', event.currentTarget));
  byId('clear').addEventListener('click', () =>
    session.play(
      {type: 'load', puzzle: EMPTY_PUZZLE},
      'clearing the board',
      'Cleared the board (Undo brings it back).',
    ),
  );
  byId('undo').addEventListener('click', () => session.step(-1));
  byId('redo').addEventListener('click', () => session.step(1));
  byId('cancel').addEventListener('click', () => {
    if (jobs.cancel()) status.set('Cancelled.');
  });

  byId('examples').addEventListener('change', (event) => {
    const select = event.currentTarget;
    if (!select.value) return;
    const name = select.selectedOptions[0].textContent.toLowerCase();
    session.play({type: 'load', puzzle: select.value}, `loading ${name}`, `Loaded ${name}.`);
    select.value = '';
  });

  // The pad and the tools beside it act on the board: a pointer's mousedown would move the
  // focus off the board (and scroll to the button), so the board keeps it, and keys keep going
  // there.
  const dock = byId('pad').closest('.dock');
  dock.addEventListener('mousedown', (event) => {
    if (event.target.closest('button')) event.preventDefault();
  });
  const pad = byId('pad');
  let picked = null; // digit-first: the digit picked on the pad, placed by clicking cells
  let shown = null;
  pad.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-digit]');
    if (!button) return;
    padButtons.focusable(button);
    const digit = button.dataset.digit;
    if (digitFirst() && digit !== '0') {
      picked = picked === Number(digit) ? null : Number(digit);
      status.set(picked === null ? 'No digit picked.' : `${digit} picked: click or tap cells to place it.`);
      if (shown) padView.afterChange(shown.state, shown.mode);
      session.refresh(status.text);
      return;
    }
    padInput(digit);
  });

  const padButtons = wirePadKeys(pad);
  const padView = {
    /** Shows on each digit's button how many of it are left in `state` (dimmed at none), or, in colour mode, the colour. */
    afterChange(state, mode) {
      shown = {state, mode};
      if (!digitFirst()) picked = null;
      for (const button of pad.querySelectorAll('button[data-digit]')) {
        const digit = button.dataset.digit;
        if (digit === '0') {
          button.setAttribute('aria-label', mode === 'colour' ? 'Clear colours' : 'Erase');
          continue;
        }
        const left = Math.max(0, 10 - state.digits.split(digit).length);
        // The count is drawn by CSS from data-left (text in the button would change its name),
        // unless the player turned it off (app/assists.js); assistive technology reads it as the
        // button's description.
        button.dataset.left = left > 0 ? String(left) : '';
        button.classList.toggle('done', left === 0);
        if (mode === 'colour') button.setAttribute('aria-label', `${digit}, ${COLOUR_NAMES[digit - 1]}`);
        else button.removeAttribute('aria-label');
        if (assistOn('counts')) button.setAttribute('aria-description', `${left} left`);
        else button.removeAttribute('aria-description');
        if (digitFirst()) button.setAttribute('aria-pressed', String(picked === Number(digit)));
        else button.removeAttribute('aria-pressed');
      }
    },
    get picked() {
      return digitFirst() ? picked : null;
    },
  };

  document.addEventListener('keydown', (event) => {
    if (toBoard(event, boardView)) return;
    onPageKey(event, {session, jobs, status, panels});
  });
  return padView;
}

// The pad is one tab stop (an ARIA toolbar with a roving tabindex): Tab enters it at the button
// last used, the arrow keys move within it (wrapping), Home and End go to its ends.
function wirePadKeys(pad) {
  const buttons = [...pad.querySelectorAll('button')];
  const focusable = (button) => {
    for (const other of buttons) other.tabIndex = other === button ? 0 : -1;
  };
  focusable(buttons[0]);
  const STEPS = {ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1};
  pad.addEventListener('keydown', (event) => {
    const index = buttons.indexOf(event.target);
    if (index < 0 || event.ctrlKey || event.metaKey || event.altKey) return;
    let next;
    if (event.key in STEPS) next = (index + STEPS[event.key] + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    else return;
    event.preventDefault();
    focusable(buttons[next]);
    buttons[next].focus();
  });
  return {focusable};
}

// The board shows a selected cell from the start, so it takes a digit, an eraser or an arrow
// typed with nothing focused (the page just loaded, or a click on its background) or on a play
// tool (Hint, Fill candidates, Undo...): the key goes to the selected cell, which takes the
// focus. True when the key went there.
function toBoard(event, boardView) {
  const idle =
    event.target === document.body ||
    event.target === document.documentElement ||
    Boolean(event.target.closest?.('.tools, .game-info'));
  if (!idle || event.ctrlKey || event.metaKey || event.altKey || boardView.lent) return false;
  if (!/^([0-9.]|Backspace|Delete|Arrow(Up|Down|Left|Right))$/.test(event.key)) return false;
  event.preventDefault();
  boardView.focus();
  const {key, code, shiftKey} = event;
  document.activeElement.dispatchEvent(
    new KeyboardEvent('keydown', {key, code, shiftKey, bubbles: true, cancelable: true}),
  );
  return true;
}

// Esc, the page's one handler of it: cancels a running job; else it is the open panel's (its
// onEscape: Explain cancels its own call, or closes; Watch closes). Ctrl+Z undoes, Ctrl+Y and
// Ctrl+Shift+Z redo, outside the text fields.
function onPageKey(event, {session, jobs, status, panels}) {
  if (event.key === 'Escape') {
    if (jobs.cancel()) {
      status.set('Cancelled.');
      return;
    }
    if (panels.some((panel) => panel.onEscape(event))) {
      event.preventDefault();
      return;
    }
  }
  const inField = event.target.closest?.('input, textarea, select');
  if (inField || !(event.ctrlKey || event.metaKey) || event.altKey) return;
  const key = event.key.toLowerCase();
  if (key === 'z' || key === 'y') {
    event.preventDefault();
    session.step(key === 'y' || event.shiftKey ? 1 : -1);
  }
}
