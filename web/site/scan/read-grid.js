// The read as a 9x9 grid of small text fields, each a cell to correct by keyboard or touch: a
// tap opens the phone's digit keyboard; a typed digit replaces the cell's, 0, Space, Delete or
// Backspace empties it. The grid is one tab stop (a roving tabindex), the arrow keys move in it.
// An unsure cell is marked by a "?" and a dashed frame (scan/scan.css), and says so in its name;
// a corrected one by an underline, and in its name too.

import {cellWhere} from '../format.js';

/**
 * The grid inside `element` (an empty element of the room's markup); `onCorrect(cell, digit)` is
 * called when the person changes a cell (digit 0: emptied). Returns {show(read), focusFirst()}:
 * show() draws a read (scan/read.js), focusFirst() moves the focus to the first unsure cell, else
 * the first cell.
 */
export function createReadGrid(element, onCorrect) {
  const fields = [];
  for (let row = 0; row < 9; ++row) {
    const line = document.createElement('div');
    line.className = 'scan-row';
    line.setAttribute('role', 'presentation');
    for (let column = 0; column < 9; ++column) {
      const box = document.createElement('span');
      box.className = 'scan-cell';
      const field = document.createElement('input');
      Object.assign(field, {type: 'text', inputMode: 'numeric', maxLength: 1, autocomplete: 'off', spellcheck: false});
      field.setAttribute('enterkeyhint', 'next');
      field.tabIndex = fields.length === 0 ? 0 : -1;
      box.append(field);
      line.append(box);
      fields.push(field);
    }
    element.append(line);
  }
  let shown = null;

  const moveTo = (cell) => {
    for (const field of fields) field.tabIndex = -1;
    fields[cell].tabIndex = 0;
    fields[cell].focus();
    fields[cell].select();
  };

  const set = (cell, digit) => {
    if (shown && shown.digits[cell] !== digit) onCorrect(cell, digit);
    else fields[cell].value = digit ? String(digit) : ''; // put back what the read holds
  };

  element.addEventListener('focusin', (event) => {
    const cell = fields.indexOf(event.target);
    if (cell < 0) return;
    for (const field of fields) field.tabIndex = field === event.target ? 0 : -1;
    event.target.select();
  });

  // What was typed or chosen on a phone's keyboard: the last digit in the field, else empty.
  element.addEventListener('input', (event) => {
    const cell = fields.indexOf(event.target);
    if (cell < 0) return;
    const typed = event.target.value.match(/[1-9]/g);
    set(cell, typed ? Number(typed.at(-1)) : 0);
    event.target.select();
  });

  const STEPS = {ArrowLeft: -1, ArrowRight: 1, ArrowUp: -9, ArrowDown: 9};
  element.addEventListener('keydown', (event) => {
    const cell = fields.indexOf(event.target);
    if (cell < 0 || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.key in STEPS) {
      event.preventDefault();
      const next = cell + STEPS[event.key];
      const sameRow = Math.abs(STEPS[event.key]) === 9 || Math.floor(next / 9) === Math.floor(cell / 9);
      if (next >= 0 && next < 81 && sameRow) moveTo(next);
    } else if (/^[1-9]$/.test(event.key)) {
      event.preventDefault();
      set(cell, Number(event.key));
      fields[cell].select();
    } else if (['0', ' ', '.', 'Delete', 'Backspace'].includes(event.key)) {
      event.preventDefault();
      set(cell, 0);
    }
  });

  return {
    show(read) {
      shown = read;
      read.digits.forEach((digit, cell) => {
        const field = fields[cell];
        const unsure = read.unsure.has(cell);
        const corrected = read.corrected.has(cell);
        field.value = digit ? String(digit) : '';
        field.parentElement.dataset.unsure = String(unsure);
        field.parentElement.dataset.corrected = String(corrected);
        field.parentElement.dataset.box = String(3 * Math.floor(cell / 27) + Math.floor((cell % 9) / 3));
        const state = [unsure && 'unsure: check it', corrected && 'corrected'].filter(Boolean).join(', ');
        field.setAttribute('aria-label', `${cellWhere(cell)}${state ? `, ${state}` : ''}`);
      });
    },

    focusFirst() {
      const [first = 0] = [...(shown?.unsure ?? [])].sort((a, b) => a - b);
      moveTo(first);
    },
  };
}
