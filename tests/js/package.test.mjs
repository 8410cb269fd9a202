// The npm package: `npm pack` in dist/package, installed into an empty folder, imported by name.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';
import {build} from 'esbuild';

import {sizeTable} from '../../scripts/package-sizes.mjs';
import {packageDir, root, tutorial, tutorialSolution} from './corpus.mjs';

const folder = mkdtempSync(join(tmpdir(), 'sudoku-wasm-install-'));
after(() => rmSync(folder, {recursive: true, force: true}));
const npm = (args, cwd) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {cwd, encoding: 'utf8'});

// The package packed and installed once, into folder/app, for the tests below.
const app = join(folder, 'app');
function install() {
  if (existsSync(join(app, 'node_modules/sudoku-wasm'))) return;
  const tarball = npm(['pack', '--pack-destination', folder], packageDir).trim().split('\n').pop();
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({name: 'app', private: true, type: 'module'}));
  npm(['install', '--offline', join(folder, tarball)], app);
}

test('npm pack gives a tarball that installs and imports by package name', () => {
  install();
  const installed = readdirSync(join(app, 'node_modules/sudoku-wasm')).sort();
  assert.deepEqual(installed, [
    'README.md',
    'bundlers.d.ts',
    'bundlers.mjs',
    'package.json',
    'sudoku-core.cjs',
    'sudoku-core.mjs',
    'sudoku-core.wasm',
    'sudoku-global.d.ts',
    'sudoku-inline.mjs',
    'sudoku-logic.cjs',
    'sudoku-logic.mjs',
    'sudoku-logic.wasm',
    'sudoku-results.d.cts',
    'sudoku-results.d.ts',
    'sudoku-scan.cjs',
    'sudoku-scan.d.cts',
    'sudoku-scan.d.ts',
    'sudoku-scan.mjs',
    'sudoku-scan.wasm',
    'sudoku-worker.mjs',
    'sudoku-worker.node.mjs',
    'sudoku.cjs',
    'sudoku.d.cts',
    'sudoku.d.ts',
    'sudoku.js',
    'sudoku.mjs',
    'sudoku.node.mjs',
  ]);

  writeFileSync(
    join(app, 'main.mjs'),
    `
    import {createSudoku, createSudokuWorker} from 'sudoku-wasm';
    const sudoku = await createSudoku();
    const worker = createSudokuWorker();
    const fromWorker = await worker.solve('${tutorial}');
    worker.terminate();
    console.log(JSON.stringify({solution: sudoku.solve('${tutorial}').solution, worker: fromWorker.solution}));
  `,
  );
  const output = JSON.parse(execFileSync('node', ['main.mjs'], {cwd: app, encoding: 'utf8'}));
  assert.deepEqual(output, {solution: tutorialSolution, worker: tutorialSolution});
});

test("require('sudoku-wasm') works from a .cjs file: module and worker, and the process exits", () => {
  install();
  writeFileSync(
    join(app, 'main.cjs'),
    `
    const {createSudoku, createSudokuWorker, LEVELS} = require('sudoku-wasm');
    createSudoku().then(async (sudoku) => {
      const worker = createSudokuWorker();
      const fromWorker = await worker.solve('${tutorial}');
      worker.terminate();
      console.log(JSON.stringify({solution: sudoku.solve('${tutorial}').solution, worker: fromWorker.solution, levels: LEVELS.length}));
    });
  `,
  );
  const output = JSON.parse(execFileSync('node', ['main.cjs'], {cwd: app, encoding: 'utf8', timeout: 30000}));
  assert.deepEqual(output, {solution: tutorialSolution, worker: tutorialSolution, levels: 6});
});

test("sudoku-wasm/worker is the worker's script: require() finds no such export, import() outside a worker says what it is", () => {
  install();
  writeFileSync(
    join(app, 'worker-import.cjs'),
    `try { require('sudoku-wasm/worker'); } catch (error) { console.log(error.code); }
    import('sudoku-wasm/worker').catch((error) => console.log(error.message));
  `,
  );
  const [required, imported] = execFileSync('node', ['worker-import.cjs'], {cwd: app, encoding: 'utf8'})
    .trim()
    .split('\n');
  assert.equal(required, 'ERR_PACKAGE_PATH_NOT_EXPORTED');
  assert.equal(imported, "sudoku-wasm/worker is the solver's worker script: createSudokuWorker() starts it");
});

test('a browser bundle of the package imports nothing from node: and has no top-level await', async () => {
  install();
  writeFileSync(join(app, 'page.js'), "import {createSudoku} from 'sudoku-wasm'; createSudoku().then(console.log);\n");
  // The 'browser' condition picks the browser build; an IIFE cannot hold a top-level await, and
  // the browser platform cannot resolve node: modules: either fails the build.
  const result = await build({
    entryPoints: [join(app, 'page.js')],
    absWorkingDir: app,
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0].text;
  assert.doesNotMatch(text, /node:/);
  assert.match(text, /new URL\("\.\/sudoku-core\.wasm", import\.meta\.url\)|sudoku-core\.wasm/);
});

test("the packed README's table of sizes is the built files'", () => {
  const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
  const table = sizeTable(packageDir);
  assert.ok(readme.includes(table), `dist/package/README.md has no table, or another:\n${table}`);
  // Each row's figures are the files': the core in the page, for one, is sudoku.mjs and its core.
  const files = ['sudoku.mjs', 'sudoku-core.mjs', 'sudoku-core.wasm'];
  const bytes = files.reduce((sum, file) => sum + readFileSync(join(packageDir, file)).length, 0);
  assert.match(table, new RegExp(`\\| the core, in the page .* \\| ${bytes} \\| \\d+\\.\\d \\|`));
});

test('TypeScript types the package for import and require alike (module node16), and under a bundler', () => {
  install();
  const use = `const sudoku = await createSudoku();\nconst status: string | null = sudoku.solve('${tutorial}').status;\n`;
  // The result types come from sudoku-results.d.ts (.d.cts for require), which the package ships.
  const results = (from) =>
    `export type Level = ${from}RateResult['level'];\nexport type Pearl = ${from}Certificate['pearl'];\n`;
  writeFileSync(
    join(app, 'typed.mts'),
    `import {createSudoku} from 'sudoku-wasm';\nimport type {Certificate, RateResult} from 'sudoku-wasm';\nimport {esbuildPlugin, rollupPlugin} from 'sudoku-wasm/bundlers';\n${use}export {status};\nexport const plugins: string[] = [rollupPlugin().name, esbuildPlugin().name];\n${results('')}`,
  );
  writeFileSync(
    join(app, 'typed.cts'),
    `import sudokuWasm = require('sudoku-wasm');\nexport async function run(): Promise<string | null> {\n  const sudoku = await sudokuWasm.createSudoku();\n  // @ts-expect-error: strict options\n  sudoku.solve('...', {limt: 2});\n  return sudoku.solve('${tutorial}').status;\n}\n${results('sudokuWasm.')}`,
  );
  const tsc = (...args) =>
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['--noEmit', '--strict', '--lib', 'es2022,dom', ...args], {
      cwd: app,
      encoding: 'utf8',
    });
  // tsc prints the errors and exits 1 on any: a CommonJS file given the ES types fails here.
  tsc('--module', 'node16', '--moduleResolution', 'node16', '--target', 'es2022', 'typed.mts', 'typed.cts');
  tsc('--module', 'esnext', '--moduleResolution', 'bundler', '--target', 'es2022', 'typed.mts');
});
