// The modules loaded on demand (issue 28): createSudoku() and the worker load the core only; the
// logic module is loaded by loadLogic() (or preload), in a worker by the first call that needs it,
// once, even when calls race; the scanner (issue 43) by the first scan only, never by solving or
// rating. Seen on a copy of the package whose CommonJS glues (what the Node builds load,
// sudoku-<part>.cjs) are wrapped to append a line to a log each time a module is
// instantiated: the log is the same for the module here and for a worker thread.
import assert from 'node:assert/strict';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {packageDir, tutorial, tutorialSolution} from './corpus.mjs';

const folder = mkdtempSync(join(tmpdir(), 'sudoku-wasm-lazy-'));
after(() => rmSync(folder, {recursive: true, force: true}));
const copy = join(folder, 'package');
cpSync(packageDir, copy, {recursive: true});
const log = join(folder, 'instantiated.log');
writeFileSync(log, '');
for (const part of ['core', 'logic', 'scan']) {
  const glue = join(copy, `sudoku-${part}.cjs`);
  cpSync(glue, join(copy, `real-${part}.cjs`));
  writeFileSync(
    glue,
    `const create = require('./real-${part}.cjs');
module.exports = (options) => {
  require('node:fs').appendFileSync(${JSON.stringify(log)}, '${part}\\n');
  return create(options);
};
`,
  );
}
const instantiated = () => readFileSync(log, 'utf8').split('\n').filter(Boolean);
const {createSudoku, createSudokuWorker} = await import(pathToFileURL(join(copy, 'sudoku.node.mjs')).href);

test('createSudoku loads the core only: a solve loads no logic, and a logic call says to load it', async () => {
  assert.ok(existsSync(join(copy, 'sudoku-logic.wasm')));
  const sudoku = await createSudoku();
  assert.equal(sudoku.solve(tutorial).solution, tutorialSolution);
  assert.equal(sudoku.count(tutorial, 10).count, 1);
  assert.equal(sudoku.logicLoaded, false);
  assert.throws(() => sudoku.rate(tutorial), {
    message: /^sudoku\.rate\(\) needs the logic module, which is not loaded: await sudoku\.loadLogic\(\)/,
  });
  assert.deepEqual(instantiated(), ['core']);
});

test('loadLogic() loads the logic once, shared by calls that race and by every API', async () => {
  const first = await createSudoku();
  const second = await createSudoku();
  await Promise.all([first.loadLogic(), first.loadLogic(), second.loadLogic()]);
  assert.equal(first.logicLoaded && second.logicLoaded, true);
  assert.equal(first.rate(tutorial).rating, 1.5);
  assert.equal(second.explain(tutorial).steps.length > 0, true);
  const third = await createSudoku({preload: ['logic']});
  assert.equal(third.logicLoaded, true);
  assert.equal(third.canonical(tutorial).status, null);
  assert.deepEqual(instantiated(), ['core', 'logic']);
});

test('a worker: a solve loads no logic; the first rate loads it once though two race', async () => {
  writeFileSync(log, '');
  const worker = createSudokuWorker();
  try {
    assert.equal((await worker.solve(tutorial)).solution, tutorialSolution);
    assert.deepEqual(instantiated(), ['core']);
    const [rated, explained] = await Promise.all([worker.rate(tutorial), worker.explain(tutorial)]);
    assert.equal(rated.rating, 1.5);
    assert.equal(explained.rating, 1.5);
    assert.equal((await worker.rate(tutorial)).rated, true);
    assert.deepEqual(instantiated(), ['core', 'logic']);
  } finally {
    worker.terminate();
  }
});

test('a worker with preload loads the logic at once, and its solve does not wait for it', async () => {
  writeFileSync(log, '');
  const worker = createSudokuWorker({preload: ['logic']});
  try {
    assert.equal((await worker.solve(tutorial)).solution, tutorialSolution);
    await worker.loadLogic({timeoutMs: 10000});
    assert.deepEqual(instantiated(), ['core', 'logic']);
    assert.equal((await worker.hint(tutorial)).status, 'unique');
    assert.deepEqual(instantiated(), ['core', 'logic']);
  } finally {
    worker.terminate();
  }
});

test('a logic module that cannot load is named in the error of the call that needs it', async () => {
  const worker = createSudokuWorker({logicWasmUrl: join(folder, 'no-such-logic.wasm')});
  try {
    assert.equal((await worker.solve(tutorial)).solution, tutorialSolution);
    await assert.rejects(worker.rate(tutorial, {timeoutMs: 10000}), {
      message: /could not load sudoku-logic\.wasm from .*no-such-logic\.wasm: .*logicWasmUrl/,
    });
  } finally {
    worker.terminate();
  }
});

// A white image: no grid in it.
const blank = () => ({width: 64, height: 48, data: new Uint8Array(64 * 48 * 4).fill(255)});

test('solving, rating and bad scans load no scanner; the first scan loads it, once though two race', async () => {
  writeFileSync(log, '');
  const sudoku = await createSudoku({preload: ['logic']});
  assert.equal(sudoku.solve(tutorial).solution, tutorialSolution);
  assert.equal(sudoku.rate(tutorial).rating, 1.5);
  assert.equal(sudoku.hint(tutorial).status, 'unique');
  assert.equal(sudoku.certify(tutorial).status, 'unique');
  assert.equal((await sudoku.scan(42)).status, 'bad-image');
  assert.ok(!instantiated().includes('scan'), instantiated().join());
  const [first, second] = await Promise.all([sudoku.scan(blank()), sudoku.scan(blank())]);
  assert.equal(first.status, 'no-grid');
  assert.equal(second.status, 'no-grid');
  assert.equal((await sudoku.scan(blank())).message, 'no Sudoku grid found');
  assert.deepEqual(
    instantiated().filter((part) => part === 'scan'),
    ['scan'],
  );
});

test('a worker loads the scanner by its first scan, not by its solves and ratings', async () => {
  writeFileSync(log, '');
  const worker = createSudokuWorker();
  try {
    assert.equal((await worker.solve(tutorial)).solution, tutorialSolution);
    assert.equal((await worker.rate(tutorial)).rating, 1.5);
    assert.deepEqual(instantiated(), ['core', 'logic']);
    assert.equal((await worker.scan(blank(), {timeoutMs: 20000})).status, 'no-grid');
    assert.equal((await worker.scan(blank())).status, 'no-grid');
    assert.deepEqual(instantiated(), ['core', 'logic', 'scan']);
  } finally {
    worker.terminate();
  }
});

test('a scanner that cannot load is named in the error of the scan', async () => {
  const worker = createSudokuWorker({scanWasmUrl: join(folder, 'no-such-scan.wasm')});
  try {
    assert.equal((await worker.solve(tutorial)).solution, tutorialSolution);
    await assert.rejects(worker.scan(blank(), {timeoutMs: 10000}), {
      message: /could not load sudoku-scan\.wasm from .*no-such-scan\.wasm: .*scanWasmUrl/,
    });
  } finally {
    worker.terminate();
  }
});
