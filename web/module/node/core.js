// The Node builds' Emscripten module: sudoku-core.cjs, linked for Node only (CommonJS, so that
// loading it needs no top-level await and no shim), with the .wasm read here, from disk or from
// where the caller says: Node's global fetch cannot load a file path, which 3.1.6's glue would try.

import {packageFile, requirePackageFile} from 'build:here';
import {readFileSync} from 'node:fs';
import {wasmLoadError} from '../load-error.js';

const WASM = 'sudoku-core.wasm';

export function loadCore({wasmUrl, locateFile, wasmBinary}) {
  const createCore = requirePackageFile('./sudoku-core.cjs');
  if (wasmBinary) return createCore({wasmBinary});
  // A path, or a file: URL (what new URL(..., import.meta.url) gives).
  const where = wasmUrl ?? (locateFile ? locateFile(WASM, packageFile('./')) : packageFile(`./${WASM}`));
  let bytes;
  try {
    bytes = readFileSync(/^file:/.test(where) ? new URL(where) : where);
  } catch (error) {
    throw wasmLoadError(where, error);
  }
  return createCore({wasmBinary: bytes});
}
