// createSudokuWorker of the shipped ES module build, in Node (worker_threads).
import assert from 'node:assert/strict';
import {getEventListeners} from 'node:events';
import {cpSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {Worker} from 'node:worker_threads';

import {packageDir, tutorial, tutorialSolution} from './corpus.mjs';

const {createSudokuWorker} = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);
const worker = createSudokuWorker();
after(() => worker.terminate());

// The package without its .wasm: Emscripten's factory throws before it returns its promise.
const withoutWasm = mkdtempSync(join(tmpdir(), 'sudoku-no-wasm-'));
after(() => rmSync(withoutWasm, {recursive: true, force: true}));
cpSync(packageDir, withoutWasm, {recursive: true, filter: (path) => !path.endsWith('.wasm')});
const unloadable = await import(pathToFileURL(join(withoutWasm, 'sudoku.node.mjs')).href);
// The error names the file and where it was looked for, and how to say where it is.
const noWasm =
  /could not load sudoku-core\.wasm from \/.*\/sudoku-core\.wasm: ENOENT: no such file or directory, open '.*sudoku-core\.wasm'\. .*createSudoku\(\{wasmUrl\}\)/;

// Counting every solution of the empty grid never ends within a test's time.
const endless = ['.'.repeat(81), 1e15, {budget: 1e15}];

test('the worker solves, counts and validates like the module', async () => {
  const solved = await worker.solve(tutorial);
  assert.equal(solved.status, 'unique');
  assert.equal(solved.solution, tutorialSolution);
  assert.equal((await worker.count('.'.repeat(81), 30)).count, 30);
  assert.equal((await worker.validate(`55${'.'.repeat(79)}`)).status, 'invalid');
  const textbook = await worker.solve(tutorial, {algorithm: 'textbook'});
  assert.deepEqual(textbook.stats, {placements: 769, backtracks: 720});
});

test('aborting rejects with AbortError, and the next call gets a fresh worker', async () => {
  const controller = new AbortController();
  const pending = worker.count(endless[0], endless[1], {...endless[2], signal: controller.signal});
  setTimeout(() => controller.abort(), 50);
  await assert.rejects(pending, {name: 'AbortError', message: 'sudoku worker: count was cancelled'});
  assert.equal((await worker.solve(tutorial)).solution, tutorialSolution);
});

test('an already aborted signal rejects at once', async () => {
  await assert.rejects(worker.solve(tutorial, {signal: AbortSignal.abort()}), {name: 'AbortError'});
});

test("a signal's own reason is the rejection: AbortSignal.timeout()'s TimeoutError, abort(reason)'s reason", async () => {
  await assert.rejects(
    worker.count(endless[0], endless[1], {...endless[2], signal: AbortSignal.timeout(50)}),
    (error) => {
      assert.equal(error.name, 'TimeoutError');
      assert.ok(error instanceof DOMException);
      return true;
    },
  );
  const reason = new Error('user left');
  const controller = new AbortController();
  const pending = worker.count(endless[0], endless[1], {...endless[2], signal: controller.signal});
  setTimeout(() => controller.abort(reason), 50);
  await assert.rejects(pending, (error) => error === reason);
  await assert.rejects(worker.solve(tutorial, {signal: AbortSignal.abort(reason)}), (error) => error === reason);
  // abort() with no reason: the package's AbortError names the call, its cause the signal's.
  await assert.rejects(worker.solve(tutorial, {signal: AbortSignal.abort()}), (error) => {
    assert.equal(error.message, 'sudoku worker: solve was cancelled');
    assert.equal(error.cause.name, 'AbortError');
    return true;
  });
  assert.equal((await worker.solve(tutorial)).solution, tutorialSolution);
});

test('a timeout rejects with TimeoutError, and the worker recovers', async () => {
  const started = Date.now();
  await assert.rejects(worker.count(endless[0], endless[1], {...endless[2], timeoutMs: 100}), {
    name: 'TimeoutError',
    message: 'sudoku worker: count timed out after 100 ms',
  });
  assert.ok(Date.now() - started < 2000);
  assert.equal((await worker.solve(tutorial)).status, 'unique');
});

test('aborting a running call leaves a call queued behind it to finish, on a fresh worker', async () => {
  const controller = new AbortController();
  const first = worker.count(endless[0], endless[1], {...endless[2], signal: controller.signal});
  const second = worker.solve(tutorial);
  setTimeout(() => controller.abort(), 50);
  await assert.rejects(first, {name: 'AbortError', message: 'sudoku worker: count was cancelled'});
  assert.equal((await second).solution, tutorialSolution);
});

test('aborting a queued call leaves the running one to finish, with its own answer', async () => {
  // Counting 300000 solutions of the empty grid takes a good part of a second: still running
  // when the second call is aborted.
  const controller = new AbortController();
  const first = worker.count('.'.repeat(81), 300000);
  const second = worker.solve(tutorial, {signal: controller.signal});
  setTimeout(() => controller.abort(), 50);
  await assert.rejects(second, {name: 'AbortError', message: 'sudoku worker: solve was cancelled'});
  const counted = await first;
  assert.equal(counted.status, 'multiple');
  assert.equal(counted.count, 300000);
});

test('a timed-out call rejects alone; the calls around it finish', async () => {
  const before = worker.solve(tutorial);
  const endlessCall = worker.count(endless[0], endless[1], {...endless[2], timeoutMs: 100});
  const after = worker.validate(`55${'.'.repeat(79)}`);
  await assert.rejects(endlessCall, {name: 'TimeoutError'});
  assert.equal((await before).solution, tutorialSolution);
  assert.equal((await after).status, 'invalid');
});

test('terminate() rejects every pending call', async () => {
  const first = worker.count(endless[0], endless[1], endless[2]);
  const second = worker.solve(tutorial);
  worker.terminate();
  await assert.rejects(first, {name: 'AbortError', message: 'sudoku worker: terminated'});
  await assert.rejects(second, {name: 'AbortError', message: 'sudoku worker: terminated'});
  assert.equal((await worker.solve(tutorial)).status, 'unique');
});

test('a worker that cannot load the module rejects with the reason', async () => {
  const broken = createSudokuWorker({wasmUrl: '/no/such/sudoku-core.wasm'});
  try {
    await assert.rejects(broken.solve(tutorial, {timeoutMs: 5000}), (error) => {
      assert.match(error.message, /^sudoku worker/);
      return true;
    });
  } finally {
    broken.terminate();
  }
});

test('workerUrl starts the worker script from there (a path or a file: URL); a wrong one is named', async () => {
  const script = join(packageDir, 'sudoku-worker.node.mjs');
  for (const workerUrl of [script, pathToFileURL(script).href]) {
    const moved = createSudokuWorker({workerUrl});
    try {
      assert.equal((await moved.solve(tutorial, {timeoutMs: 10000})).solution, tutorialSolution);
    } finally {
      moved.terminate();
    }
  }
  const wrong = createSudokuWorker({workerUrl: '/no/such/sudoku-worker.node.mjs'});
  try {
    await assert.rejects(wrong.solve(tutorial, {timeoutMs: 10000}), {
      message: /^sudoku worker crashed: .*\/no\/such\/sudoku-worker\.node\.mjs/,
    });
  } finally {
    wrong.terminate();
  }
});

test('createSudoku rejects with the cause when the module cannot load; it does not throw', async () => {
  let loading;
  assert.doesNotThrow(() => {
    loading = unloadable.createSudoku();
  });
  await assert.rejects(loading, {message: noWasm});
});

test('a worker that fails to load answers each call with the cause', async () => {
  // The package's worker script, over messages sent here; browsers keep a worker alive after an
  // unhandled rejection, so what the calls hear must not depend on the worker ending: here it
  // must answer both calls before anything ends it.
  const thread = new Worker(pathToFileURL(join(withoutWasm, 'sudoku-worker.node.mjs')));
  const answers = [];
  try {
    await new Promise((resolve, reject) => {
      thread.on('message', (message) => {
        answers.push(message);
        if (answers.length === 2) resolve();
      });
      thread.on('error', reject);
      thread.on('exit', (code) => reject(new Error(`the worker exited with code ${code}`)));
      thread.postMessage({init: {wasmUrl: null}});
      thread.postMessage({id: 1, method: 'solve', args: [tutorial]});
      thread.postMessage({id: 2, method: 'rate', args: [tutorial]});
    });
  } finally {
    thread.removeAllListeners('exit');
    await thread.terminate();
  }
  assert.deepEqual(
    answers.map(({id}) => id),
    [1, 2],
  );
  for (const {error} of answers) assert.match(error, new RegExp(`^could not load the module: ${noWasm.source}`));
});

test('calls pending while the worker fails to load, and later ones, reject with the cause', async () => {
  const broken = unloadable.createSudokuWorker();
  try {
    const cause = new RegExp(`^sudoku worker: could not load the module: ${noWasm.source}`);
    const pending = [broken.solve(tutorial, {timeoutMs: 5000}), broken.generate({seed: '1'})];
    for (const call of pending) await assert.rejects(call, {message: cause});
    await assert.rejects(broken.validate(tutorial, {timeoutMs: 5000}), {message: cause});
  } finally {
    broken.terminate();
  }
});

// Settles to what `promise` did, or 'pending' if it has not after `ms`.
const within = (promise, ms) =>
  Promise.race([
    promise.then(
      () => 'resolved',
      (error) => `rejected: ${error.name}`,
    ),
    new Promise((resolve) => setTimeout(resolve, ms, 'pending')),
  ]);

test('a call whose arguments cannot be sent rejects with that error, and arms no timer or listener', async () => {
  await worker.solve(tutorial); // a started worker, which must keep running
  const controller = new AbortController();
  await assert.rejects(worker.solve(tutorial, {limit: () => 2, signal: controller.signal, timeoutMs: 50}), {
    name: 'DataCloneError',
  });
  await assert.rejects(worker.solve(Symbol('puzzle'), {signal: controller.signal, timeoutMs: 50}), {
    name: 'DataCloneError',
  });
  assert.equal(getEventListeners(controller.signal, 'abort').length, 0);
  // A timer left armed would fire past its 50 ms and terminate the worker, failing this call.
  const other = new AbortController();
  const running = worker.count(endless[0], endless[1], {...endless[2], signal: other.signal});
  assert.equal(await within(running, 300), 'pending');
  other.abort();
  await assert.rejects(running, {name: 'AbortError'});
});

test("timeoutMs of 2^31 ms or more waits setTimeout's longest (about 24.8 days), not none", async () => {
  // setTimeout fires at once for delays past 2^31 - 1 ms; this call takes a few ms.
  for (const timeoutMs of [2 ** 31, 2 ** 53, Number.MAX_VALUE, Infinity]) {
    assert.equal((await worker.count('.'.repeat(81), 10000, {timeoutMs})).count, 10000, String(timeoutMs));
  }
});

test('a bad signal or timeoutMs rejects with a TypeError naming it', async () => {
  const cases = [
    [{timeoutMs: -1}, /^sudoku worker: timeoutMs: expected a number of milliseconds, 0 or more, not -1$/],
    [{timeoutMs: NaN}, /^sudoku worker: timeoutMs: .*, not NaN$/],
    [{timeoutMs: -Infinity}, /^sudoku worker: timeoutMs: .*, not -Infinity$/],
    [{timeoutMs: '100'}, /^sudoku worker: timeoutMs: .*, not "100"$/],
    [{timeoutMs: 100n}, /^sudoku worker: timeoutMs: .*, not 100$/],
    [{signal: 5}, /^sudoku worker: signal: expected an AbortSignal, not 5$/],
    [{signal: {}}, /^sudoku worker: signal: expected an AbortSignal, not object$/],
    [{signal: 'abort'}, /^sudoku worker: signal: .*, not "abort"$/],
  ];
  for (const [control, message] of cases) {
    await assert.rejects(worker.solve(tutorial, control), {name: 'TypeError', message}, String(message));
  }
  // Omitted or null: none.
  assert.equal((await worker.solve(tutorial, {signal: null, timeoutMs: null})).status, 'unique');
});

test('traces come from the worker in chunks', async () => {
  const first = await worker.trace(tutorial, {maxSteps: 3});
  assert.deepEqual(
    [...first.steps].map((code) => worker.decodeStep(code).kind),
    ['find', 'try', 'place'],
  );
  const rest = await worker.trace(tutorial, {from: first.position, maxSteps: 65536});
  assert.equal(rest.finished, true);
  assert.equal(rest.grid, tutorialSolution);
});
