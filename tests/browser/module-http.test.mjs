// The ES module build as a hosted page would use it: `import` from dist/package over http in
// Chromium, the module worker (sudoku-worker.mjs) included, and the .wasm fetched beside it.
import assert from 'node:assert/strict';
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
        const sudoku = await createSudoku();
        const worker = createSudokuWorker();
        const viaWorker = await worker.solve(tutorial, {timeoutMs: 10000});
        const cancelled = await worker.count('.'.repeat(81), 1e15, {budget: 1e15, timeoutMs: 200}).then(
          () => 'finished',
          (error) => error.name,
        );
        const again = await worker.solveFirst(tutorial);
        worker.terminate();
        const list = [tutorial, '55', null];
        const ratedAll = await rateAll(list, {workers: 2, timeoutMs: 10000});
        const rateAllAsModule = JSON.stringify(ratedAll) === JSON.stringify(list.map((puzzle) => sudoku.rate(puzzle)));
        return {
          direct: sudoku.solve(tutorial).solution,
          worker: viaWorker.solution,
          cancelled,
          again: again.solution,
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
      rateAllAsModule: true,
    });
    assert.deepEqual(problems, []);
  } finally {
    await browser.close();
    server.close();
  }
});
