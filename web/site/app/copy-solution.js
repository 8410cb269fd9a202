// "Copy solution": while the board shows a solution (every cell filled, no clash), a button
// copies its 81 digits as text (the text field holds the puzzle, not the solution): by the
// clipboard where the browser lets the page write to it, else in a read-only field under the
// button, selected, for the player to copy.

import {isComplete} from '../game/model.js';
import {keyboardLikely} from '../keyboard.js';

/**
 * `box` holds `button` and `field` (shown while there is a solution to copy); `status` is the
 * status line (app/status.js). afterChange(state) after every change of the board.
 */
export function createSolutionCopy({box, button, field, status}) {
  let solution = null;

  button.addEventListener('click', async () => {
    const text = solution;
    if (!text) return;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      field.hidden = true;
      status.set('Copied the solution: its 81 digits, row by row.', 'ok');
    } catch {
      field.value = text;
      field.hidden = false;
      field.focus();
      field.select();
      const how = keyboardLikely() ? 'press Ctrl+C to copy it' : 'touch and hold it to copy it';
      status.set(`This browser does not let the page copy: the solution is selected under the button; ${how}.`, 'warn');
    }
  });

  return {
    /** Shows the button while `state` (game/model.js) is a solution: 81 digits, no clash. */
    afterChange(state) {
      const next = isComplete(state) ? state.digits : null;
      if (next === solution) return;
      solution = next;
      box.hidden = !solution;
      field.hidden = true;
      field.value = '';
    },
  };
}
