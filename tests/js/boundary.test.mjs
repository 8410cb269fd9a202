// The boundary between C++ and JS: every constant the client shares with the module is defined
// on the C++ side and copied into the package at build time (BOUNDARY). These tests fail when
// the copy and the module disagree, or when the decoder reads steps other than the C++ packs.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {test} from 'node:test';
import {runInNewContext} from 'node:vm';

import {packageDir, tutorial} from './corpus.mjs';

// Node's glue of the package (CommonJS), over the one .wasm: the logic module's, which registers
// boundary() (the core goes without it; both are compiled from the one bindings.cpp).
const createLogic = createRequire(import.meta.url)(join(packageDir, 'sudoku-logic.cjs'));
const logic = await createLogic({wasmBinary: readFileSync(join(packageDir, 'sudoku-logic.wasm'))});
const {createSudoku, decodeStep} = await import(join(packageDir, 'sudoku.node.mjs'));
const sudoku = await createSudoku();

// The BOUNDARY a build bundled into one of the package's files: scripts/assemble.mjs generates it
// as a module `const BOUNDARY = JSON.parse('<JSON text>');`, whose string literal a bundle keeps
// whole, minified (the browser builds, where the name is renamed and the lines joined) or not
// (Node's): found by the JSON text's first key, in whichever quotes the bundler chose.
function copiedBoundary(file) {
  const pattern = /JSON\.parse\((("|'|`)\{\\?"numbers\\?":.*?\2)\)/g;
  const literals = [...readFileSync(join(packageDir, file), 'utf8').matchAll(pattern)];
  assert.equal(literals.length, 1, `${file} holds one BOUNDARY`);
  const text = runInNewContext(literals[0][1]); // the string literal's value
  assert.equal(typeof text, 'string', `${file}: BOUNDARY is parsed from a string literal`);
  return JSON.parse(text);
}

test("every build of the client carries exactly what the module's boundary() returns", () => {
  const live = JSON.parse(JSON.stringify(logic.boundary()));
  for (const file of [
    'sudoku.mjs',
    'sudoku-worker.mjs',
    'sudoku.node.mjs',
    'sudoku-worker.node.mjs',
    'sudoku.cjs',
    'sudoku.js',
  ]) {
    assert.deepEqual(copiedBoundary(file), live, file);
  }
  // What the C++ side promises about them.
  assert.deepEqual(live.statuses, ['unique', 'multiple', 'none', 'invalid', 'malformed', 'aborted']);
  assert.deepEqual(live.algorithms, ['fast', 'textbook']);
  assert.deepEqual(live.unitKinds, ['row', 'column', 'box']);
  assert.deepEqual(
    live.levels.map((level) => level.name),
    ['easy', 'medium', 'hard', 'expert', 'extreme', 'master'],
  );
  assert.deepEqual(Object.values(live.numbers), [...Object.keys(live.numbers).keys()]);
});

test('decodeStep reads every field where the C++ side packs it', () => {
  const {stepFields, stepKinds} = logic.boundary();
  const step = {kind: 1, safe: 1, cell: 80, digit: 9, depth: 81}; // a 'try' that fits
  let code = 0;
  for (const [name, {shift}] of Object.entries(stepFields)) code += step[name] * 2 ** shift;
  assert.deepEqual(decodeStep(code), {kind: stepKinds[1], safe: true, cell: 80, digit: 9, depth: 81});
});

test("a textbook trace decodes into the tutorials' first moves", () => {
  // The first empty cell is r1c2 (cell 1): the search opens level 1 there and tries 1 first.
  const chunk = sudoku.trace(tutorial, {algorithm: 'textbook', maxSteps: 3});
  const [find, first] = [...chunk.steps].map(decodeStep);
  assert.deepEqual([find.kind, find.cell, find.depth], ['find', 1, 1]);
  assert.deepEqual([first.kind, first.cell, first.digit], ['try', 1, 1]);
});
