// The ES module build as a hosted page would use it: `import` from dist/package over http in
// Chromium, the module worker (sudoku-worker.mjs) included, and the .wasm fetched beside it.
import assert from 'node:assert/strict';
import {cpSync, mkdirSync, mkdtempSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import {serve} from '../../scripts/serve.mjs';
import {packageDir, tutorial, tutorialSolution} from '../js/corpus.mjs';
import {launchChromium} from './harness.mjs';

test('a page imports sudoku.mjs over http and solves with the module and its worker, and rates a list in workers', async () => {
  const server = await serve(packageDir, 0);
  const browser = await launchChromium();
  try {
    const base = `http://127.0.0.1:${server.address().port}/`;
    const page = await browser.newPage();
    const problems = [];
    // The browser's own favicon request is no file of the package's: its 404 is not counted.
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && !message.location().url.endsWith('/favicon.ico'))
        problems.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
        problems.push(`${response.status()} ${response.url()}`);
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (!request.url().startsWith(base)) problems.push(`request to ${request.url()}`);
    });
    await page.goto(`${base}package.json`); // any document of the origin: the module runs in it
    const results = await page.evaluate(
      async ({tutorial}) => {
        const {createSudoku, createSudokuWorker, rateAll} = await import('./sudoku.mjs');
        const sudoku = await createSudoku({preload: ['logic']});
        const worker = createSudokuWorker();
        const viaWorker = await worker.solve(tutorial, {timeoutMs: 10000});
        const cancelled = await worker.count('.'.repeat(81), 1e15, {budget: 1e15, timeoutMs: 200}).then(
          () => 'finished',
          (error) => error.name,
        );
        const again = await worker.solveFirst(tutorial);
        // Per-call cancel: aborting the running call leaves the one queued behind it to finish.
        const controller = new AbortController();
        const endless = worker.count('.'.repeat(81), 1e15, {budget: 1e15, signal: controller.signal});
        const queued = worker.solve(tutorial);
        setTimeout(() => controller.abort(), 100);
        const aborted = await endless.then(
          () => 'finished',
          (error) => error.name,
        );
        const afterAbort = (await queued).solution;
        worker.terminate();
        const list = [tutorial, '55', null];
        const ratedAll = await rateAll(list, {workers: 2, timeoutMs: 10000});
        const rateAllAsModule = JSON.stringify(ratedAll) === JSON.stringify(list.map((puzzle) => sudoku.rate(puzzle)));
        return {
          direct: sudoku.solve(tutorial).solution,
          worker: viaWorker.solution,
          cancelled,
          again: again.solution,
          aborted,
          afterAbort,
          rateAllAsModule,
        };
      },
      {tutorial},
    );
    assert.deepEqual(results, {
      direct: tutorialSolution,
      worker: tutorialSolution,
      cancelled: 'TimeoutError',
      again: tutorialSolution,
      aborted: 'AbortError',
      afterAbort: tutorialSolution,
      rateAllAsModule: true,
    });
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test('a .wasm not where the module looks is an error naming its URL and wasmUrl; wasmUrl finds it', async () => {
  // The package with its .wasm moved to wasm/: where a bundler or a server might put it.
  const folder = mkdtempSync(join(tmpdir(), 'sudoku-moved-wasm-'));
  cpSync(packageDir, folder, {recursive: true, filter: (path) => !path.endsWith('.wasm')});
  mkdirSync(join(folder, 'wasm'));
  cpSync(join(packageDir, 'sudoku-core.wasm'), join(folder, 'wasm/sudoku-core.wasm'));
  const server = await serve(folder, 0);
  const browser = await launchChromium();
  try {
    const base = `http://127.0.0.1:${server.address().port}/`;
    const page = await browser.newPage();
    // Emscripten's own fetch logged its failure, in five warnings: the error is the one message.
    const logged = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
    await page.goto(`${base}package.json`);
    const results = await page.evaluate(async (tutorial) => {
      const {createSudoku, createSudokuWorker} = await import('./sudoku.mjs');
      const failed = await createSudoku().then(
        () => 'loaded',
        (error) => error.message,
      );
      const worker = createSudokuWorker();
      const workerFailed = await worker.solve(tutorial, {timeoutMs: 10000}).then(
        () => 'solved',
        (error) => error.message,
      );
      worker.terminate();
      const found = createSudokuWorker({wasmUrl: '/wasm/sudoku-core.wasm'});
      const solved = (await found.solve(tutorial, {timeoutMs: 10000})).solution;
      found.terminate();
      const direct = (await createSudoku({wasmUrl: '/wasm/sudoku-core.wasm'})).solve(tutorial).solution;
      return {failed, workerFailed, solved, direct};
    }, tutorial);
    const named = `could not load sudoku-core.wasm from ${base}sudoku-core.wasm: GET ${base}sudoku-core.wasm: 404 Not Found. `;
    assert.ok(results.failed.startsWith(named), results.failed);
    assert.deepEqual(
      logged.filter((line) => !/Failed to load resource: .* 404/.test(line)),
      [],
    );
    assert.match(results.failed, /createSudoku\(\{wasmUrl\}\).*createSudokuWorker\(\{wasmUrl\}\)/);
    assert.ok(
      results.workerFailed.startsWith(`sudoku worker: could not load the module: ${named}`),
      results.workerFailed,
    );
    assert.equal(results.solved, tutorialSolution);
    assert.equal(results.direct, tutorialSolution);
  } finally {
    await browser.close();
    server.close();
    rmSync(folder, {recursive: true, force: true});
  }
});

test('a worker script moved elsewhere: workerUrl finds it; where it is not, the error names the URL and its status', async () => {
  // The package's files in vendor/ (the worker imports its glue and fetches its .wasm beside
  // itself), and beside the page the package without its worker: a bundle that did not emit it.
  const folder = mkdtempSync(join(tmpdir(), 'sudoku-moved-worker-'));
  cpSync(packageDir, join(folder, 'vendor'), {recursive: true});
  cpSync(packageDir, folder, {recursive: true, filter: (path) => !path.endsWith('sudoku-worker.mjs')});
  const server = await serve(folder, 0);
  const browser = await launchChromium();
  try {
    const base = `http://127.0.0.1:${server.address().port}/`;
    const page = await browser.newPage();
    await page.goto(`${base}package.json`);
    const results = await page.evaluate(async (tutorial) => {
      const {createSudokuWorker} = await import('./sudoku.mjs');
      const attempt = async (options) => {
        const worker = createSudokuWorker(options);
        try {
          return (await worker.solve(tutorial, {timeoutMs: 10000})).solution;
        } catch (error) {
          return error.message;
        } finally {
          worker.terminate();
        }
      };
      return {
        beside: await attempt(),
        moved: await attempt({workerUrl: '/vendor/sudoku-worker.mjs'}),
        wrong: await attempt({workerUrl: '/nope/sudoku-worker.mjs'}),
        notText: await attempt({workerUrl: 42}),
      };
    }, tutorial);
    assert.equal(results.moved, tutorialSolution);
    assert.match(results.beside, new RegExp(`^sudoku worker crashed: GET ${base}sudoku-worker.mjs: 404: .*workerUrl`));
    assert.match(results.wrong, new RegExp(`^sudoku worker crashed: GET ${base}nope/sudoku-worker.mjs: 404: `));
    assert.equal(results.notText, 'sudoku worker: workerUrl: expected a string, not 42');
  } finally {
    await browser.close();
    server.close();
    rmSync(folder, {recursive: true, force: true});
  }
});

test('the files requested: a solve loads no logic; the logic once, though two loads or two worker calls race', async () => {
  const server = await serve(packageDir, 0);
  const browser = await launchChromium();
  try {
    const base = `http://127.0.0.1:${server.address().port}/`;
    // The page's requests and its workers' (Chromium reports a dedicated worker's to its page).
    const requestsOf = (page) => {
      const seen = [];
      page.on('request', (request) => seen.push(new URL(request.url()).pathname.slice(1)));
      return seen;
    };
    const logicFiles = (seen) => seen.filter((file) => file.startsWith('sudoku-logic')).sort();
    const both = ['sudoku-logic.mjs', 'sudoku-logic.wasm'];

    const page = await browser.newPage();
    const seen = requestsOf(page);
    await page.goto(`${base}package.json`);
    const solved = await page.evaluate(async (tutorial) => {
      const {createSudoku} = await import('./sudoku.mjs');
      globalThis.sudoku = await createSudoku();
      return sudoku.solve(tutorial).solution;
    }, tutorial);
    assert.equal(solved, tutorialSolution);
    assert.ok(seen.includes('sudoku-core.wasm'), seen.join(', '));
    assert.deepEqual(logicFiles(seen), [], 'a solve loads no logic');
    const rating = await page.evaluate(async (tutorial) => {
      const {createSudoku} = await import('./sudoku.mjs');
      const other = await createSudoku();
      await Promise.all([sudoku.loadLogic(), sudoku.loadLogic(), other.loadLogic()]);
      return [sudoku.rate(tutorial).rating, other.rate(tutorial).rating];
    }, tutorial);
    assert.deepEqual(rating, [1.5, 1.5]);
    assert.deepEqual(logicFiles(seen), both, 'the logic, once');

    const workerPage = await browser.newPage();
    const workerSeen = requestsOf(workerPage);
    await workerPage.goto(`${base}package.json`);
    const afterSolve = await workerPage.evaluate(async (tutorial) => {
      const {createSudokuWorker} = await import('./sudoku.mjs');
      globalThis.worker = createSudokuWorker();
      return (await worker.solve(tutorial, {timeoutMs: 10000})).solution;
    }, tutorial);
    assert.equal(afterSolve, tutorialSolution);
    assert.ok(
      workerSeen.includes('sudoku-worker.mjs') && workerSeen.includes('sudoku-core.wasm'),
      workerSeen.join(', '),
    );
    assert.deepEqual(logicFiles(workerSeen), [], 'a worker solve loads no logic');
    const rated = await workerPage.evaluate(async (tutorial) => {
      const results = await Promise.all([worker.rate(tutorial), worker.explain(tutorial)]);
      worker.terminate();
      return results.map((result) => result.rating);
    }, tutorial);
    assert.deepEqual(rated, [1.5, 1.5]);
    assert.deepEqual(logicFiles(workerSeen), both, "the worker's logic, once");
  } finally {
    await browser.close();
    server.close();
  }
});
