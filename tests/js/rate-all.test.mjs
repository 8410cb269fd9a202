// rateAll() of the shipped ES module build, in Node: a list rated in several worker_threads.
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {getEventListeners} from 'node:events';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';

import {packageDir, tutorial} from './corpus.mjs';

const packageUrl = pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href;
const {createSudoku, rateAll} = await import(packageUrl);
const sudoku = await createSudoku({preload: ['logic']});

// Rated with chains (a few hundred ms in wasm): the slowest of the list, so that with several
// workers the later puzzles finish before it and the order must be put back.
const chain = '4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........';
const easy = [
  tutorial,
  '6.7.3.....31...7.9...27.....1..54..7....6.512.7..29..8...74.....24...3.19.8.1....',
  '.1...943.5..68...18.9...5..9...4..6..4.5.7.8..8..6...4..8...7.24...26..3.728...4.',
  '8.7...1.5..6..492...4.1.......65.....6.1.8..3...92......5.9......9..258.2.8...6.1',
];
const digits = Array.from(tutorial, (char) => (char === '.' ? 0 : Number(char)));
const bad = [
  `55${'.'.repeat(79)}`, // invalid: two 5s in row 1
  '.'.repeat(81), // multiple
  'x'.repeat(81), // malformed text
  null,
  [1, 2, 3], // an array of 3 cells
  Symbol('puzzle'), // cannot be sent to a worker: rate() says malformed, so must rateAll()
  () => tutorial,
  new Proxy([], {
    get() {
      throw new Error('boom');
    },
  }),
];
const mixed = [
  chain,
  ...easy.slice(0, 2),
  ...bad.slice(0, 4),
  new Uint8Array(digits),
  ...easy.slice(2),
  ...bad.slice(4),
];

test('each result is what rate() gives the puzzle, in input order, with 1, 2 and 3 workers', async () => {
  const expected = mixed.map((puzzle) => sudoku.rate(puzzle));
  // The list must test what it claims to: a chain, easy puzzles, and every kind of bad one.
  assert.ok(expected[0].rated && expected[0].rating > 6.2, `the chain puzzle rates ${expected[0].rating}`);
  assert.deepEqual(
    new Set(expected.map(({status}) => status)),
    new Set(['unique', 'invalid', 'multiple', 'malformed']),
  );
  assert.ok(expected.some(({message}) => message.startsWith('could not read the arguments: boom')));
  for (const workers of [1, 2, 3]) {
    assert.deepEqual(await rateAll(mixed, {workers}), expected, `workers: ${workers}`);
  }
  assert.deepEqual(await rateAll(mixed), expected, 'the default number of workers');
});

test('onProgress counts every puzzle, 1 to total, never during the call', async () => {
  const calls = [];
  let returned = false;
  const pending = rateAll(mixed, {
    workers: 2,
    onProgress: (done, total) => {
      assert.ok(returned, 'onProgress ran inside rateAll()');
      calls.push([done, total]);
    },
  });
  returned = true;
  const results = await pending;
  assert.equal(results.length, mixed.length);
  assert.deepEqual(
    calls,
    mixed.map((_, index) => [index + 1, mixed.length]),
  );
});

test('an empty list gives [] and starts no worker', async () => {
  // A worker would fail to load its module from there, and reject the call.
  const wasmUrl = '/no/such/sudoku-core.wasm';
  const calls = [];
  assert.deepEqual(await rateAll([], {wasmUrl, onProgress: (...args) => calls.push(args)}), []);
  assert.deepEqual(calls, []);
  // Only puzzles that are not text or an array of digits: no worker either; rate()'s results.
  const unsendable = bad.slice(3);
  assert.deepEqual(
    await rateAll(unsendable, {workers: 4, wasmUrl, onProgress: (...args) => calls.push(args)}),
    unsendable.map((puzzle) => sudoku.rate(puzzle)),
  );
  assert.deepEqual(
    calls,
    unsendable.map((_, index) => [index + 1, unsendable.length]),
  );
});

test('aborting mid-way rejects with AbortError, and calls onProgress no more', async () => {
  const controller = new AbortController();
  const calls = [];
  const pending = rateAll([tutorial, chain, chain, chain, chain], {
    workers: 2,
    signal: controller.signal,
    onProgress: (done) => {
      calls.push(done);
      if (done === 1) controller.abort();
    },
  });
  await assert.rejects(pending, {name: 'AbortError', message: 'sudoku worker: rateAll was cancelled'});
  assert.deepEqual(calls, [1]);
  assert.equal(getEventListeners(controller.signal, 'abort').length, 0);
  await new Promise((resolve) => setTimeout(resolve, 300));
  assert.deepEqual(calls, [1]);
});

test('an already aborted signal rejects at once', async () => {
  await assert.rejects(rateAll([tutorial], {signal: AbortSignal.abort()}), {
    name: 'AbortError',
    message: 'sudoku worker: rateAll was cancelled',
  });
});

test('timeoutMs rejects with TimeoutError', async () => {
  await assert.rejects(rateAll([chain, chain, chain], {workers: 1, timeoutMs: 20}), {
    name: 'TimeoutError',
    message: 'sudoku worker: rateAll timed out after 20 ms',
  });
});

test('what onProgress throws rejects the call', async () => {
  const oops = new Error('oops');
  await assert.rejects(
    rateAll([tutorial, tutorial, chain], {
      workers: 2,
      onProgress: () => {
        throw oops;
      },
    }),
    (error) => error === oops,
  );
});

test('a worker whose module cannot load rejects with the cause', async () => {
  await assert.rejects(rateAll([tutorial, chain], {wasmUrl: '/no/such/sudoku-core.wasm', timeoutMs: 10000}), {
    message: /^sudoku worker: could not load the module: /,
  });
});

test('bad arguments and unknown options reject with a TypeError naming them; nothing throws', async () => {
  const cases = [
    [tutorial, undefined, /^sudoku worker: rateAll puzzles: expected an array of puzzles, not "3\.65/],
    [null, undefined, /^sudoku worker: rateAll puzzles: expected an array of puzzles, not null$/],
    [new Set([tutorial]), undefined, /^sudoku worker: rateAll puzzles: expected an array of puzzles, not object$/],
    [[tutorial], {worker: 2}, /^sudoku worker: rateAll options: unknown option 'worker'; did you mean 'workers'\?$/],
    [
      [tutorial],
      {workers: 2, timeout: 5, progress: null},
      /^sudoku worker: rateAll options: unknown options 'timeout' \(did you mean 'timeoutMs'\?\), 'progress' \(did you mean 'onProgress'\?\); the options are workers, signal, timeoutMs, onProgress, wasmUrl, logicWasmUrl, preload, workerUrl$/,
    ],
    [
      [tutorial],
      null,
      /^sudoku worker: rateAll options: expected an object \{workers, signal, timeoutMs, onProgress, wasmUrl, logicWasmUrl, preload, workerUrl\}, not null$/,
    ],
    [[tutorial], [2], /^sudoku worker: rateAll options: expected an object .*, not object$/],
    [[tutorial], {workers: 0}, /^sudoku worker: workers: expected a whole number from 1 to 64, not 0$/],
    [[tutorial], {workers: 65}, /^sudoku worker: workers: .*, not 65$/],
    [[tutorial], {workers: 1.5}, /^sudoku worker: workers: .*, not 1\.5$/],
    [[tutorial], {workers: '2'}, /^sudoku worker: workers: .*, not "2"$/],
    [[tutorial], {workers: null}, /^sudoku worker: workers: .*, not null$/],
    [[tutorial], {signal: {}}, /^sudoku worker: signal: expected an AbortSignal, not object$/],
    [[tutorial], {timeoutMs: -1}, /^sudoku worker: timeoutMs: expected a number of milliseconds, 0 or more, not -1$/],
    [[tutorial], {onProgress: 5}, /^sudoku worker: onProgress: expected a function, not 5$/],
    [[tutorial], {wasmUrl: 5}, /^sudoku worker: wasmUrl: expected a string, not 5$/],
    [
      [tutorial],
      Object.defineProperty({}, 'workers', {
        enumerable: true,
        get() {
          throw new Error('boom');
        },
      }),
      /^sudoku worker: could not read the arguments: boom$/,
    ],
  ];
  for (const [puzzles, options, message] of cases) {
    let pending;
    assert.doesNotThrow(() => {
      pending = rateAll(puzzles, options);
    }, String(message));
    await assert.rejects(pending, {name: 'TypeError', message}, String(message));
  }
  // undefined options take their defaults; null ones are none (workers has no "none").
  const [result] = await rateAll([tutorial], {workers: undefined, signal: null, timeoutMs: null, onProgress: null});
  assert.deepEqual(result, sudoku.rate(tutorial));
});

test('a Node process exits once rateAll() ends: resolved, aborted or failed', async () => {
  // Any worker left running would keep the child alive past the timeout.
  const script = `
    const {rateAll} = await import(${JSON.stringify(packageUrl)});
    const rated = await rateAll([${JSON.stringify(tutorial)}, ${JSON.stringify(chain)}], {workers: 2});
    const controller = new AbortController();
    const aborted = await rateAll(Array(4).fill(${JSON.stringify(chain)}), {
      workers: 3,
      signal: controller.signal,
      onProgress: () => controller.abort(),
    }).catch((error) => error.name);
    const failed = await rateAll([${JSON.stringify(tutorial)}], {onProgress: () => { throw new Error('x'); }})
      .catch((error) => error.message);
    console.log(JSON.stringify([rated.map((result) => result.status), aborted, failed]));
  `;
  // A file, not `node --input-type=module -e`: workers inherit the flag, and fail on it.
  const folder = mkdtempSync(join(tmpdir(), 'sudoku-rate-all-'));
  after(() => rmSync(folder, {recursive: true, force: true}));
  writeFileSync(join(folder, 'main.mjs'), script);
  const {stdout} = await promisify(execFile)(process.execPath, [join(folder, 'main.mjs')], {timeout: 30000});
  assert.deepEqual(JSON.parse(stdout), [['unique', 'unique'], 'AbortError', 'x']);
});
