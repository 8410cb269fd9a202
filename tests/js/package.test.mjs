// The npm package: `npm pack` in dist/package, installed into an empty folder, imported by name.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readdirSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';

import {packageDir, tutorial, tutorialSolution} from './corpus.mjs';

const folder = mkdtempSync(join(tmpdir(), 'sudoku-wasm-install-'));
after(() => rmSync(folder, {recursive: true, force: true}));
const npm = (args, cwd) =>
  execFileSync('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], {cwd, encoding: 'utf8'});

test('npm pack gives a tarball that installs and imports by package name', () => {
  const tarball = npm(['pack', '--pack-destination', folder], packageDir).trim().split('\n').pop();
  const app = join(folder, 'app');
  execFileSync('mkdir', ['-p', app]);
  writeFileSync(join(app, 'package.json'), JSON.stringify({name: 'app', private: true, type: 'module'}));
  npm(['install', '--offline', join(folder, tarball)], app);
  const installed = readdirSync(join(app, 'node_modules/sudoku-wasm')).sort();
  assert.deepEqual(installed, [
    'README.md',
    'package.json',
    'sudoku-core.mjs',
    'sudoku-core.wasm',
    'sudoku-worker.mjs',
    'sudoku.d.ts',
    'sudoku.js',
    'sudoku.mjs',
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
