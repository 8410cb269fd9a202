// Keys and input read as moves (game/moves.js), by the page's input mode: pure and DOM-free.

/**
 * The move a key means in `cell` (KeyboardEvent.key): '1'-'9' enter the digit, or with
 * `notes` true mark it (the page's notes mode); '0', '.', Backspace and Delete erase; null for
 * any other key.
 */
export function moveOfKey(cell, key, {notes = false} = {}) {
  if (key.length === 1 && key >= '1' && key <= '9') return {type: notes ? 'mark' : 'enter', cell, digit: Number(key)};
  if (key === '0' || key === '.' || key === 'Backspace' || key === 'Delete') return {type: 'erase', cell};
  return null;
}

/** The page's input modes: what a digit typed does. */
export const MODES = Object.freeze(['digit', 'centre', 'corner', 'colour', 'candidate']);

/**
 * The move a key means for the selected `cells` (ascending, at least one) in `mode` (MODES):
 * '1'-'9' enter the digit (one cell only: null for several, which the page says), mark it in
 * the centre or a corner (in every selected cell), add colour 1-9, or (mode 'candidate') colour
 * that candidate with `paint` (1-9); '0', '.', Backspace and Delete clear the cells (their
 * colours in colour mode, their candidates' colours in candidate mode); null for any other key.
 * e.g. moveOfInput([4], '7', 'digit') is {type: 'enter', cell: 4, digit: 7}.
 */
export function moveOfInput(cells, key, mode = 'digit', paint = 1) {
  const single = cells.length === 1 ? cells[0] : null;
  if (key.length === 1 && key >= '1' && key <= '9') {
    const digit = Number(key);
    if (mode === 'colour') return {type: 'colour', cells, colour: digit};
    if (mode === 'candidate') return {type: 'candidateColour', cells, digit, colour: paint};
    if (mode === 'digit') return single === null ? null : {type: 'enter', cell: single, digit};
    const layer = mode === 'corner' ? 'corner' : 'centre';
    if (single === null) return {type: 'marks', cells, digit, layer};
    return layer === 'centre' ? {type: 'mark', cell: single, digit} : {type: 'mark', cell: single, digit, layer};
  }
  if (key === '0' || key === '.' || key === 'Backspace' || key === 'Delete') {
    if (mode === 'candidate') return {type: 'candidateColour', cells, digit: 1, colour: 0};
    return mode === 'colour' ? {type: 'colour', cells, colour: 0} : {type: 'clear', cells};
  }
  return null;
}

/**
 * The digit of a digit key by its place on the keyboard (KeyboardEvent.code, 'Digit1'-'Digit9'
 * or 'Numpad1'-'Numpad9'), null for others: with Shift, KeyboardEvent.key is '!' or '&' on
 * some layouts, so Shift+digit (a mark) is read from the code.
 */
export function digitOfCode(code) {
  const match = /^(?:Digit|Numpad)([1-9])$/.exec(code);
  return match ? Number(match[1]) : null;
}
