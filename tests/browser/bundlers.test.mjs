// The package in a bundler's hands, as a web developer's app would have it: a tiny app that
// imports 'sudoku-wasm' (dist/package copied into its node_modules, as npm installs it), built by
// Vite with no configuration, served by Vite's dev server, built by webpack 5 with the usual
// configuration (a mode, an entry, an output folder), by Parcel with none, by Rollup with its
// usual plugins and the package's rollupPlugin, by esbuild with its esbuildPlugin, or bundled by
// esbuild from 'sudoku-wasm/inline' as an ES module and as a classic script (IIFE), and driven in
// Chromium. It
// must solve and rate in the main thread and in the worker, with no file of the package copied
// by hand, no request failing, and its own top level run once (not again in the worker); two of
// them under the Content-Security-Policy the package README gives for their entry.
import assert from 'node:assert/strict';
import {cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {Parcel} from '@parcel/core';
import commonjs from '@rollup/plugin-commonjs';
import {nodeResolve} from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import {build as esbuild} from 'esbuild';
import {rollup} from 'rollup';
import {build, createServer} from 'vite';
import webpack from 'webpack';

import {STRICT_CSP, serve} from '../../scripts/serve.mjs';
import {packageDir, tutorial, tutorialSolution} from '../js/corpus.mjs';
import {launchChromium, recordProblems} from './harness.mjs';

const app = mkdtempSync(join(tmpdir(), 'sudoku-bundlers-'));
after(() => rmSync(app, {recursive: true, force: true}));
cpSync(packageDir, join(app, 'node_modules/sudoku-wasm'), {recursive: true});
mkdirSync(join(app, 'src'));
writeFileSync(join(app, 'package.json'), JSON.stringify({name: 'app', private: true, type: 'module'}));
writePage(app, '<script type="module" src="/src/main.js"></script>');
// The app: one solve and one rating in the page (the logic module loaded on demand), the same in
// the worker; the answers (or the error) in window.answers. Its top level says it ran on a
// BroadcastChannel, which every page and worker of the origin hears: a bundle whose worker runs
// the app's own script (issue 48: the app again, inside the worker) is heard twice.
const TOP_LEVEL = 'sudoku-bundlers-top-level';
const appSource = (entry) => `import {createSudoku, createSudokuWorker} from '${entry}';

new BroadcastChannel('${TOP_LEVEL}').postMessage(String(self.location));
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
// The package's plugins, as the app's build configuration imports them ('sudoku-wasm/bundlers').
const {esbuildPlugin, rollupPlugin} = await import(
  pathToFileURL(join(app, 'node_modules/sudoku-wasm/bundlers.mjs')).href
);
writeFileSync(join(app, 'src/inline.js'), appSource('sudoku-wasm/inline'));

const solvedAndRated = {main: tutorialSolution, worker: tutorialSolution, mainRating: 1.5, workerRating: 1.5};

// The two .wasm files (core, logic) among what a built app requested.
function assertBothWasmFetched(requests) {
  assert.ok(
    new Set(requests.filter((path) => path.endsWith('.wasm'))).size === 2,
    `the two .wasm files (core, logic) come from the build: ${requests.join(', ')}`,
  );
}

// A bundler's test: a build, a server and Chromium, each bounded.
const TIMEOUT = {timeout: 120000};

// Writes the page a bundler does not emit itself: `script` is its one script tag.
function writePage(folder, script) {
  writeFileSync(join(folder, 'index.html'), `<!doctype html>\n<title>app</title>\n${script}\n`);
}

// Serves `folder` (with `headers` on every response) and returns the paths driveApp() saw the app
// request there.
async function runApp(folder, headers = {}) {
  const server = await serve(folder, 0, {headers});
  try {
    return await driveApp(`http://127.0.0.1:${server.address().port}`);
  } finally {
    server.close();
  }
}

// Opens the app's page at `base` in Chromium, checks that it solved and rated in the page and in
// the worker (window.answers) with no problem on the way, and returns the paths it requested.
async function driveApp(base) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    // The browser asks for /favicon.ico by itself: its 404 is no file of the app's.
    const problems = [];
    const recorded = recordProblems(page, () => base);
    page.on('response', (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    const requests = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.addInitScript((name) => {
      window.topLevelRuns = [];
      new BroadcastChannel(name).onmessage = (event) => window.topLevelRuns.push(event.data);
    }, TOP_LEVEL);
    await page.goto(`${base}/`);
    await page.waitForFunction(() => window.answers, null, {timeout: 30000});
    // A worker running the app's script would have said so before it answered; its message may
    // still be on its way.
    await page.waitForTimeout(200);
    assert.deepEqual(await page.evaluate(() => window.topLevelRuns), [`${base}/`], "the app's top level ran once");
    const failed = problems.filter((problem) => problem !== '404 /favicon.ico');
    const others = recorded.filter((problem) => !/Failed to load resource: .* 404/.test(problem) || failed.length);
    assert.deepEqual(await page.evaluate(() => window.answers), solvedAndRated);
    assert.deepEqual([...failed, ...others], []);
    return requests;
  } finally {
    await browser.close();
  }
}

// The README's policies (a refusal is a console error, which driveApp counts as a problem): the
// strict one for the ES entry, and the same with worker-src 'self' blob: for the inline one.
const STRICT = {'content-security-policy': STRICT_CSP};
const STRICT_WITH_BLOB = {'content-security-policy': `${STRICT_CSP}; worker-src 'self' blob:`};

test(
  'Vite builds the app with no configuration; it solves in the page and in the worker, under the strict CSP',
  TIMEOUT,
  async () => {
    const outDir = join(app, 'dist-vite');
    await build({root: app, logLevel: 'silent', build: {outDir, emptyOutDir: true}});
    assertBothWasmFetched(await runApp(outDir));
    assertBothWasmFetched(await runApp(outDir, STRICT));
  },
);

test(
  "esbuild bundles the app from 'sudoku-wasm/inline'; it solves in the page and in the worker, fetching no file",
  TIMEOUT,
  async () => {
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
    writePage(outdir, '<script type="module" src="inline.js"></script>');
    const requests = await runApp(outdir);
    // Only the page and its script: the wasm is inlined, the worker runs from a Blob URL.
    assert.deepEqual(
      requests.filter((path) => /\.(wasm|mjs)$|sudoku-/.test(path)),
      [],
    );
  },
);

test(
  "esbuild bundles the app from 'sudoku-wasm/inline' as a classic script (IIFE); its worker runs the package alone, under the README's CSP",
  TIMEOUT,
  async () => {
    const outdir = join(app, 'dist-esbuild-iife');
    await esbuild({
      entryPoints: [join(app, 'src/inline.js')],
      absWorkingDir: app,
      bundle: true,
      platform: 'browser',
      format: 'iife',
      outdir,
      logLevel: 'silent',
    });
    writePage(outdir, '<script src="inline.js"></script>');
    const requests = await runApp(outdir, STRICT_WITH_BLOB);
    assert.deepEqual(
      requests.filter((path) => /\.(wasm|mjs)$|sudoku-/.test(path)),
      [],
    );
  },
);

test(
  "esbuild bundles the app (ES module) with the package's esbuildPlugin; it solves in the page and in the worker",
  TIMEOUT,
  async () => {
    const outdir = join(app, 'dist-esbuild-esm');
    await esbuild({
      entryPoints: [join(app, 'src/main.js')],
      absWorkingDir: app,
      bundle: true,
      platform: 'browser',
      format: 'esm',
      outdir,
      plugins: [esbuildPlugin()],
      logLevel: 'silent',
    });
    writePage(outdir, '<script type="module" src="main.js"></script>');
    assertBothWasmFetched(await runApp(outdir));
  },
);

test(
  "Rollup builds the app with the usual plugins and the package's rollupPlugin; it solves in the page and in the worker",
  TIMEOUT,
  async () => {
    const outDir = join(app, 'dist-rollup');
    const warnings = [];
    const bundle = await rollup({
      input: join(app, 'src/main.js'),
      plugins: [nodeResolve({browser: true}), commonjs(), terser(), rollupPlugin()],
      onwarn: (warning) => warnings.push(warning.message),
    });
    await bundle.write({dir: outDir, format: 'es'});
    await bundle.close();
    assert.deepEqual(warnings, []);
    writePage(outDir, '<script type="module" src="main.js"></script>');
    assertBothWasmFetched(await runApp(outDir));
  },
);

test(
  "Vite's dev server serves the app with no configuration; it solves in the page and in the worker",
  TIMEOUT,
  async () => {
    // Dev pre-bundles 'sudoku-wasm' into node_modules/.vite/deps: the .wasm and the worker must
    // still be found from there.
    const server = await createServer({
      root: app,
      configFile: false,
      logLevel: 'silent',
      clearScreen: false,
      server: {host: '127.0.0.1', port: 0, strictPort: true},
    });
    try {
      await server.listen();
      const requests = await driveApp(server.resolvedUrls.local[0].replace(/\/$/, ''));
      const wasm = new Set(requests.filter((path) => path.endsWith('.wasm')));
      assert.deepEqual(
        [...wasm].sort(),
        ['/node_modules/sudoku-wasm/sudoku-core.wasm', '/node_modules/sudoku-wasm/sudoku-logic.wasm'],
        `the two .wasm files (core, logic) come from the package: ${requests.join(', ')}`,
      );
      assert.ok(
        requests.includes('/node_modules/sudoku-wasm/sudoku-worker.mjs'),
        `the worker is the package's script: ${requests.join(', ')}`,
      );
    } finally {
      await server.close();
    }
  },
);

test(
  'webpack 5 builds the app with the usual configuration; it solves in the page and in the worker',
  TIMEOUT,
  async () => {
    const outDir = join(app, 'dist-webpack');
    const compiler = webpack({
      mode: 'production',
      context: app,
      entry: './src/main.js',
      output: {path: outDir, clean: true},
    });
    const stats = await new Promise((resolve, reject) => {
      compiler.run((error, result) => compiler.close(() => (error ? reject(error) : resolve(result))));
    });
    const {errors, warnings} = stats.toJson({all: false, errors: true, warnings: true});
    assert.deepEqual(errors, []);
    // webpack's size hints (the logic's .wasm is over its 244 KiB) are advice, not a fault.
    assert.deepEqual(
      warnings.map((warning) => warning.message).filter((message) => !/size limit/.test(message)),
      [],
    );
    // webpack 5 emits no page by itself; its bundle is a classic script.
    writePage(outDir, '<script defer src="main.js"></script>');
    assertBothWasmFetched(await runApp(outDir));
  },
);

test('Parcel builds the app with no configuration; it solves in the page and in the worker', TIMEOUT, async () => {
  const outDir = join(app, 'dist-parcel');
  // As `parcel build index.html`: its default configuration, found from here (the app has no
  // node_modules of Parcel's), and no cache left behind. Parcel takes the folder of the nearest
  // lockfile for the project's root, which index.html's '/src/main.js' starts from.
  writeFileSync(join(app, 'package-lock.json'), JSON.stringify({name: 'app', lockfileVersion: 3, packages: {}}));
  const parcel = new Parcel({
    entries: join(app, 'index.html'),
    defaultConfig: createRequire(import.meta.url).resolve('@parcel/config-default'),
    mode: 'production',
    shouldDisableCache: true,
    cacheDir: join(app, '.parcel-cache'),
    defaultTargetOptions: {distDir: outDir, publicUrl: './'},
    logLevel: 'error',
  });
  await parcel.run();
  assertBothWasmFetched(await runApp(outDir));
});
