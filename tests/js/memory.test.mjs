// No leak per call: 100,000 solve() calls leave the wasm heap as it was.
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {corpus, packageDir} from './corpus.mjs';

const {createSudoku} = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);

test('100,000 solve calls do not grow the wasm heap', async () => {
  const sudoku = await createSudoku();
  // Every kind of result: solutions, clashes with conflict lists, parse errors, textbook.
  const calls = corpus
    .map((entry) => [entry.puzzle, {}])
    .concat([
      ['x', {}],
      [null, {}],
      [[1, 2], {}],
      [corpus[0].puzzle, {algorithm: 'textbook'}],
    ]);
  for (const [puzzle, options] of calls) sudoku.solve(puzzle, options);
  const before = sudoku.memoryBytes;
  // The module starts with 1 MiB (web/module/CMakeLists.txt): a leak of a few bytes per
  // call would have to grow it.
  assert.ok(before <= 2 << 20, `memory after warm-up: ${before} bytes`);
  for (let i = 0; i < 100000; ++i) {
    const [puzzle, options] = calls[i % calls.length];
    sudoku.solve(puzzle, options);
  }
  assert.equal(sudoku.memoryBytes, before);
});
