// The scan room's DOM-free parts (web/site/scan/read.js, words.js and photo.js's squareToQuad),
// in Node, on results the package's scanner gives for the test images (decoded with jpeg-js, as
// tests/js/scan.test.mjs does), not on results written down here.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {packageDir, root} from './corpus.mjs';
import {decodedJpeg} from './scan-images.mjs';
import {site} from './site.mjs';

const {createSudoku} = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);
const sudoku = await createSudoku();
const {clashesOf, givenCount, puzzleOfRead, readOf, readProblem, UNSURE_BELOW, withDigit} = await site('scan/read.js');
const {readWords, scanWords, failureWords} = await site('scan/words.js');
const {squareToQuad} = await site('scan/photo.js');

const data = join(root, 'tests/data/scan');
const givensOf = (name) =>
  readFileSync(join(data, 'photos.txt'), 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`photos/${name} `))
    .split(' ')[1];

const scanned = (name) => sudoku.scan(decodedJpeg(name));

describe('a scan read', () => {
  test("a photo's read is its puzzle; a correction is one cell, marked, and undone by typing the digit read", async () => {
    const result = await scanned('photos/image10.jpg');
    assert.equal(result.status, 'ok');
    const read = readOf(result);
    assert.equal(puzzleOfRead(read), givensOf('image10.jpg'));
    assert.equal(puzzleOfRead(read), result.puzzle);
    assert.deepEqual(
      [...read.unsure],
      result.confidences.flatMap((confidence, cell) => (confidence < UNSURE_BELOW ? [cell] : [])),
    );
    assert.equal(readProblem(read), '');
    const empty = read.digits.indexOf(0);
    const changed = withDigit(read, empty, 7);
    assert.equal(puzzleOfRead(changed)[empty], '7');
    assert.deepEqual([...changed.corrected], [empty]);
    assert.equal(puzzleOfRead(read)[empty], '.', 'the read it came from is unchanged');
    assert.equal(withDigit(changed, empty, 0).corrected.size, 0, 'back to what was read: no correction');
    assert.match(readWords(changed)[0], /^1 cell corrected\. /);
  });

  test('a read whose digits clash names the two cells, as the scanner does, until corrected', async () => {
    const result = await scanned('clash.jpg');
    assert.equal(result.status, 'invalid');
    const read = readOf(result);
    assert.equal(readProblem(read), result.message);
    const [clash] = clashesOf(read);
    const fixed = withDigit(read, clash.cells[1], 0);
    assert.notEqual(readProblem(fixed), result.message);
    assert.ok(!clashesOf(fixed).some(({cells}) => cells.includes(clash.cells[1])));
    const [words, tone] = scanWords(result, read, 120);
    assert.equal(tone, 'warn');
    assert.ok(words.includes(`Not a puzzle yet: ${result.message}.`), words);
    assert.ok(words.startsWith(`Read ${givenCount(read)} digits (120 ms).`), words);
  });

  test('no grid: an empty read, and words that say so plainly', async () => {
    const result = await sudoku.scan({width: 64, height: 48, data: new Uint8Array(64 * 48 * 4).fill(255)});
    assert.equal(result.status, 'no-grid');
    const read = readOf(result);
    assert.equal(puzzleOfRead(read), '.'.repeat(81));
    assert.equal(read.unsure.size, 0);
    assert.match(scanWords(result, read, 5)[0], /^No Sudoku grid found in this image \(5 ms\)\./);
    assert.match(readProblem(read), /^only 0 digits read; a Sudoku has at least 17$/);
    const bad = await sudoku.scan({width: 0, height: 1, data: new Uint8Array(0)});
    assert.equal(bad.status, 'bad-image');
    assert.deepEqual(scanWords(bad, readOf(bad), 1), [`This image cannot be scanned (1 ms): ${bad.message}.`, 'error']);
  });

  test('failures: cancelled, timed out, the scanner not loaded', () => {
    assert.equal(
      failureWords(Object.assign(new Error('x'), {name: 'AbortError'})),
      'Cancelled: the board is as it was.',
    );
    assert.match(failureWords(Object.assign(new Error('x'), {name: 'TimeoutError'})), /^The scan took too long/);
    assert.equal(
      failureWords(new Error('could not load sudoku-scan.wasm')),
      'The scanner failed: could not load sudoku-scan.wasm.',
    );
  });
});

describe("the photo's perspective", () => {
  test('the unit square goes to the corners, its centre to where the diagonals cross', () => {
    const corners = [
      [90, 56],
      [556, 64],
      [568, 462],
      [91, 469],
    ];
    const at = squareToQuad(corners);
    const close = ([x, y], [u, v]) => Math.abs(x - u) < 1e-6 && Math.abs(y - v) < 1e-6;
    const unit = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ];
    for (const [index, [u, v]] of unit.entries()) {
      assert.ok(close(at(u, v), corners[index]), `corner ${index}: ${at(u, v)}`);
    }
    // The diagonals' crossing: p0 + s (p2 - p0) = p1 + t (p3 - p1).
    const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = corners;
    const [ax, ay, bx, by] = [x2 - x0, y2 - y0, x1 - x3, y1 - y3];
    const s = ((x1 - x0) * by - (y1 - y0) * bx) / (ax * by - ay * bx);
    assert.ok(close(at(0.5, 0.5), [x0 + s * ax, y0 + s * ay]), `${at(0.5, 0.5)}`);
    // A rectangle is an affine case: the middle of each edge is the edge's midpoint.
    const square = squareToQuad([
      [0, 0],
      [90, 0],
      [90, 90],
      [0, 90],
    ]);
    assert.ok(close(square(0.5, 0), [45, 0]) && close(square(1 / 18, 1 / 18), [5, 5]));
  });
});
