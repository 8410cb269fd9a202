// The classic single-file build from a plain <script> on a page opened from disk (file://):
// the module and its Blob-URL worker both work without any server.
import assert from 'node:assert/strict';
import {copyFileSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {packageDir, tutorial, tutorialSolution} from '../js/corpus.mjs';
import {launchChromium} from './harness.mjs';

let browser;
const folder = mkdtempSync(join(tmpdir(), 'sudoku-classic-'));

before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  rmSync(folder, {recursive: true, force: true});
});

test('a file:// page solves with the module and with the worker, and rates a list in workers', async () => {
  copyFileSync(join(packageDir, 'sudoku.js'), join(folder, 'sudoku.js'));
  writeFileSync(
    join(folder, 'index.html'),
    `<!doctype html>
    <meta charset="utf-8"><title>embed</title>
    <script src="sudoku.js"></script>
    <script>
      window.results = (async () => {
        const sudoku = await SudokuWasm.createSudoku({preload: ['logic']});
        const worker = SudokuWasm.createSudokuWorker();
        const direct = sudoku.solve('${tutorial}');
        const viaWorker = await worker.solve('${tutorial}', {timeoutMs: 10000});
        const cancelled = await worker.count('.'.repeat(81), 1e15, {budget: 1e15, timeoutMs: 200})
            .then(() => 'finished', (error) => error.name);
        const afterCancel = await worker.solve('${tutorial}');
        // rateAll's workers (the default number: the page's cores) from Blob URLs too.
        const list = ['${tutorial}', '55', null];
        const ratedAll = await SudokuWasm.rateAll(list, {timeoutMs: 10000});
        const rateAllAsModule =
            JSON.stringify(ratedAll) === JSON.stringify(list.map((puzzle) => sudoku.rate(puzzle)));
        return {direct: direct.solution, worker: viaWorker.solution, cancelled, afterCancel: afterCancel.status,
            rateAllAsModule, levels: ratedAll.map((result) => result.level)};
      })();
    </script>`,
  );
  const page = await browser.newPage();
  const errors = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(pathToFileURL(join(folder, 'index.html')).href);
  const results = await page.evaluate(() => window.results);
  assert.deepEqual(results, {
    direct: tutorialSolution,
    worker: tutorialSolution,
    cancelled: 'TimeoutError',
    afterCancel: 'unique',
    rateAllAsModule: true,
    levels: ['easy', null, null],
  });
  assert.deepEqual(errors, []);
});
