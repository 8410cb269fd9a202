// The Node builds' Emscripten modules: sudoku-core.cjs, sudoku-logic.cjs and sudoku-scan.cjs,
// linked for Node only (CommonJS, so that loading them needs no top-level await and no shim), each
// required when it is first loaded, with its .wasm read here, from disk or from where the caller
// says: Node's global fetch cannot load a file path, which 3.1.6's glue would try.

import {packageFile, requirePackageFile} from 'build:here';
import {readFileSync} from 'node:fs';
import {wasmLoadError} from '../load-error.js';

/**
 * Instantiates the module `part` ('core', 'logic' or 'scan'): a promise of it. `wasmUrl` is that part's
 * .wasm (a path or a file: URL), `locateFile` Emscripten's (it is given the file's name),
 * `wasmBinary` its bytes.
 */
export function loadModule(part, {wasmUrl, locateFile, wasmBinary}) {
  const create = requirePackageFile(`./sudoku-${part}.cjs`);
  if (wasmBinary) return create({wasmBinary});
  const wasm = `sudoku-${part}.wasm`;
  // A path, or a file: URL (what new URL(..., import.meta.url) gives).
  const where = wasmUrl ?? (locateFile ? locateFile(wasm, packageFile('./')) : packageFile(`./${wasm}`));
  let bytes;
  try {
    bytes = readFileSync(/^file:/.test(where) ? new URL(where) : where);
  } catch (error) {
    throw wasmLoadError(wasm, where, error);
  }
  return create({wasmBinary: bytes});
}
