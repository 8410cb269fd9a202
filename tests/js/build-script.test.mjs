// scripts/build.sh without Emscripten: it must stop at once with a clear message and a non-zero
// status, not build the native half and report success without the WebAssembly build.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';

import {root} from './corpus.mjs';

// A copy of build.sh in a scratch tree (whatever it does happens there, not in the checkout),
// run with a PATH of the few tools it may use before its check: dirname, mkdir, cp, and a cmake
// that only records that it ran. emcmake is not on it.
const folder = mkdtempSync(join(tmpdir(), 'sudoku-build-sh-'));
after(() => rmSync(folder, {recursive: true, force: true}));

test('build.sh without emcmake fails before building anything, naming what is missing', () => {
  const bin = join(folder, 'bin');
  mkdirSync(join(folder, 'scripts'), {recursive: true});
  mkdirSync(bin);
  copyFileSync(join(root, 'scripts/build.sh'), join(folder, 'scripts/build.sh'));
  for (const tool of ['dirname', 'mkdir', 'cp']) symlinkSync(`/usr/bin/${tool}`, join(bin, tool));
  writeFileSync(join(bin, 'cmake'), `#!/bin/sh\necho "$@" >> "${join(folder, 'cmake-ran')}"\n`);
  chmodSync(join(bin, 'cmake'), 0o755);

  const run = spawnSync('/bin/bash', [join(folder, 'scripts/build.sh')], {
    env: {PATH: bin, HOME: folder},
    encoding: 'utf8',
    timeout: 10000,
  });
  assert.equal(run.error, undefined);
  assert.notEqual(run.status, 0, 'a non-zero exit status');
  assert.match(run.stderr, /emcmake/, `stderr names emcmake: ${JSON.stringify(run.stderr)}`);
  assert.match(run.stderr, /Emscripten/);
  assert.equal(existsSync(join(folder, 'cmake-ran')), false, 'no build was started');
});
