// scripts/wasm-sizes.mjs reads a module's function bodies: checked on the shipped .wasm (which
// WebAssembly.Module compiles, so it is well formed), whose bodies must fit in it.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';

import {functionSizes} from '../../scripts/wasm-sizes.mjs';
import {packageDir} from './corpus.mjs';

test('one body per defined function, within the file, unnamed in the shipped module', () => {
  const bytes = readFileSync(join(packageDir, 'sudoku-core.wasm'));
  const module = new WebAssembly.Module(bytes);
  const imported = WebAssembly.Module.imports(module).filter(({kind}) => kind === 'function').length;
  const {bodies, dataBytes} = functionSizes(bytes);
  assert.ok(bodies.length > 100, `${bodies.length} functions`);
  // Every body's index counts on from the imported functions: the first is named #0 here, and
  // the names section (absent when shipped) would be looked up at index imported + 0.
  assert.ok(imported > 0);
  assert.ok(bodies.every(([name], index) => name === `#${index}`));
  const code = bodies.reduce((sum, [, length]) => sum + length, 0);
  assert.ok(code + dataBytes < bytes.length && code > bytes.length / 2, `${code} + ${dataBytes} of ${bytes.length}`);
});
