// What the scan room says: a scan's outcome and the read's state as the person corrects it.
// DOM-free (tests/js/scan-read.test.mjs).

import {formatDuration} from '../format.js';
import {givenCount, readProblem} from './read.js';

const plural = (count, one, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * The room's message after a scan, [text, tone] (tone as the status line's: '', 'ok', 'warn',
 * 'error'): `result` is the client's ScanResult, `read` its read (scan/read.js), `elapsed` ms.
 */
export function scanWords(result, read, elapsed) {
  const took = ` (${formatDuration(elapsed)})`;
  if (result.status === 'bad-image') return [`This image cannot be scanned${took}: ${result.message}.`, 'error'];
  if (result.status === 'no-grid') {
    return [
      `No Sudoku grid found in this image${took}. Try a photo of the whole grid, straight on and in focus, or type the digits below.`,
      'error',
    ];
  }
  const [text, tone] = readWords(read);
  return [`Read ${plural(givenCount(read), 'digit')}${took}. ${text}`, tone];
}

/** What to do with the read as it stands: [text, tone]. */
export function readWords(read) {
  const problem = readProblem(read);
  const unsure = [...read.unsure].filter((cell) => !read.corrected.has(cell)).length;
  const check = unsure
    ? `${plural(unsure, 'cell')} marked ? ${unsure === 1 ? 'was' : 'were'} hard to read: check ${unsure === 1 ? 'it' : 'them'}. `
    : '';
  const corrected = read.corrected.size ? `${plural(read.corrected.size, 'cell')} corrected. ` : '';
  if (problem) return [`${corrected}${check}Not a puzzle yet: ${problem}. Correct the cells, then Accept.`, 'warn'];
  return [`${corrected}${check}Accept puts the puzzle on the board.`, unsure ? 'warn' : 'ok'];
}

/** Why a scan gave no result: the call was cancelled, timed out, or the scanner failed to load. */
export function failureWords(error) {
  if (error?.name === 'AbortError') return 'Cancelled: the board is as it was.';
  if (error?.name === 'TimeoutError') return 'The scan took too long and was stopped: try a smaller image.';
  return `The scanner failed: ${error?.message || error}.`;
}
