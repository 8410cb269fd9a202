// The package in a bundler's hands, as a web developer's app would have it: a tiny app that
// imports 'sudoku-wasm' (dist/package copied into its node_modules, as npm installs it), built by
// Vite with no configuration, or by esbuild from 'sudoku-wasm/inline' (esbuild does not follow
// new URL(..., import.meta.url)), served, and driven in Chromium. It must solve in the main thread
// and in the worker, with no file of the package copied by hand: the build finds the .wasm, the
// worker and the glue itself.
import assert from 'node:assert/strict';
import {cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';

import {build as esbuild} from 'esbuild';
import {build} from 'vite';

import {serve} from '../../scripts/serve.mjs';
import {packageDir, tutorial, tutorialSolution} from '../js/corpus.mjs';
import {launchChromium, recordProblems} from './harness.mjs';

const app = mkdtempSync(join(tmpdir(), 'sudoku-bundlers-'));
after(() => rmSync(app, {recursive: true, force: true}));
cpSync(packageDir, join(app, 'node_modules/sudoku-wasm'), {recursive: true});
mkdirSync(join(app, 'src'));
writeFileSync(join(app, 'package.json'), JSON.stringify({name: 'app', private: true, type: 'module'}));
writeFileSync(
  join(app, 'index.html'),
  '<!doctype html>\n<title>app</title>\n<script type="module" src="/src/main.js"></script>\n',
);
// The app: one solve and one rating in the page (the logic module loaded on demand), the same in
// the worker; the answers (or the error) in window.answers.

const appSource = (entry) => `import {createSudoku, createSudokuWorker} from '${entry}';

const puzzle = '${tutorial}';
const inWorker = async () => {
  const worker = createSudokuWorker();
  try {
    const solved = await worker.solve(puzzle, {timeoutMs: 20000});
    const rated = await worker.rate(puzzle, {timeoutMs: 20000});
    return [solved.solution, rated.rating];
  } finally {
    worker.terminate();
  }
};
const inPage = async () => {
  const sudoku = await createSudoku();
  const solution = sudoku.solve(puzzle).solution;
  await sudoku.loadLogic();
  return [solution, sudoku.rate(puzzle).rating];
};
Promise.all([inPage(), inWorker()]).then(
  ([[main, mainRating], [worker, workerRating]]) => {
    window.answers = {main, worker, mainRating, workerRating};
  },
  (error) => {
    window.answers = {error: String(error?.message ?? error)};
  },
);
`;
writeFileSync(join(app, 'src/main.js'), appSource('sudoku-wasm'));
writeFileSync(join(app, 'src/inline.js'), appSource('sudoku-wasm/inline'));

// Serves `folder` and returns what the app's page ends with, and the problems seen on the way.
async function runApp(folder) {
  const server = await serve(folder, 0);
  const browser = await launchChromium();
  try {
    const base = `http://127.0.0.1:${server.address().port}`;
    const page = await browser.newPage();
    // The browser asks for /favicon.ico by itself: its 404 is no file of the app's.
    const problems = [];
    const recorded = recordProblems(page, () => base);
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${base}/`);
    await page.waitForFunction(() => window.answers, null, {timeout: 30000});
    const failed = problems.filter((problem) => problem !== '404 /favicon.ico');
    const others = recorded.filter((problem) => !/Failed to load resource: .* 404/.test(problem) || failed.length);
    return {answers: await page.evaluate(() => window.answers), problems: [...failed, ...others], requests};
  } finally {
    await browser.close();
    server.close();
  }
}

test('Vite builds the app with no configuration; it solves in the page and in the worker', async () => {
  const outDir = join(app, 'dist-vite');
  await build({root: app, logLevel: 'silent', build: {outDir, emptyOutDir: true}});
  const {answers, problems, requests} = await runApp(outDir);
  assert.deepEqual(answers, {main: tutorialSolution, worker: tutorialSolution, mainRating: 1.5, workerRating: 1.5});
  assert.deepEqual(problems, []);
  assert.ok(
    new Set(requests.filter((path) => path.endsWith('.wasm'))).size === 2,
    `the two .wasm files (core, logic) come from the build: ${requests.join(', ')}`,
  );
});

test("esbuild bundles the app from 'sudoku-wasm/inline'; it solves in the page and in the worker, fetching no file", async () => {
  const outdir = join(app, 'dist-esbuild');
  await esbuild({
    entryPoints: [join(app, 'src/inline.js')],
    absWorkingDir: app,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    outdir,
    logLevel: 'silent',
  });
  writeFileSync(
    join(outdir, 'index.html'),
    '<!doctype html>\n<title>app</title>\n<script type="module" src="inline.js"></script>\n',
  );
  const {answers, problems, requests} = await runApp(outdir);
  assert.deepEqual(answers, {main: tutorialSolution, worker: tutorialSolution, mainRating: 1.5, workerRating: 1.5});
  assert.deepEqual(problems, []);
  // Only the page and its script: the wasm is inlined, the worker runs from a Blob URL.
  assert.deepEqual(
    requests.filter((path) => /\.(wasm|mjs)$|sudoku-/.test(path)),
    [],
  );
});
