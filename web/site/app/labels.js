// The board's row and column labels, 1-9 down its left edge and along its top (board.js builds
// them), so that a step's "r3c6" can be read off the board. They show by default beside a wide
// screen and not on a phone, where their room comes off the cells; Options' checkbox forces them
// on or off, kept in localStorage (app/local-storage.js). A forced choice is the attribute
// data-labels="on" or "off" on <html>, which style.css reads; theme-early.js applies the stored
// one before the first paint.

import {loadLabels, saveLabels} from './local-storage.js';

// Where the labels are off by default: style.css's phones.
const PHONE = '(max-width: 30rem)';

/** The stored choice: 'on', 'off', or 'default' (none, or unreadable). */
export function storedLabels() {
  const choice = loadLabels();
  return choice === 'on' || choice === 'off' ? choice : 'default';
}

/** Shows `choice` ('on', 'off' or 'default') on the page. */
export function applyLabels(choice) {
  const root = document.documentElement;
  if (choice === 'on' || choice === 'off') root.dataset.labels = choice;
  else delete root.dataset.labels;
}

/**
 * Wires `box` (a checkbox) as the labels' option: ticked while they show (the stored choice, else
 * the screen's default, followed as the window changes size); ticking or unticking it forces and
 * stores that choice.
 */
export function wireLabels(box) {
  const shown = () => {
    const choice = storedLabels();
    return choice === 'default' ? !matchMedia(PHONE).matches : choice === 'on';
  };
  applyLabels(storedLabels());
  box.checked = shown();
  box.addEventListener('change', () => {
    const choice = box.checked ? 'on' : 'off';
    saveLabels(choice);
    applyLabels(choice);
  });
  matchMedia(PHONE).addEventListener('change', () => {
    box.checked = shown();
  });
}
