// Cells, numbers and times in words, as every part of the page says them.

import {columnOf, rowOf} from './game/cells.js';

/** "row 3, column 5": where a cell is, for people (labels, status lines). */
export function cellWhere(cell) {
  return `row ${rowOf(cell) + 1}, column ${columnOf(cell) + 1}`;
}

/** "r3c5": a cell in the solver's notation (its messages, the search's values). */
export function cellRef(cell) {
  return `r${rowOf(cell) + 1}c${columnOf(cell) + 1}`;
}

/** "row 3", "column 5", "box 7": a unit 0-26 (rows, columns, boxes) for people. */
export function unitName(unit) {
  return `${['row', 'column', 'box'][Math.floor(unit / 9)]} ${(unit % 9) + 1}`;
}

/** `text` with its first letter a capital, to begin a sentence: "no solution" -> "No solution". */
export function sentence(text) {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * A message of the library's with its numbers of four digits or more grouped, as the page
 * writes numbers: "gave up after 10000000 search nodes" -> "gave up after 10,000,000 search
 * nodes". The words stay the library's.
 */
export function groupedNumbers(message) {
  return message.replace(/\d{4,}/g, (digits) => count(Number(digits)));
}

/** A number for people: 1,234,567. */
export function count(value) {
  return value.toLocaleString('en');
}

/** "250 ms", "1.5 s". */
export function formatDuration(ms) {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}
