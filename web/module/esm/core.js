// The ES build's Emscripten modules, for browsers and bundlers: sudoku-core.mjs and
// sudoku-logic.mjs, linked for the web and workers only, so that they import nothing from node:
// and have no top-level await. The core's glue is imported with the bundle; the logic's only when
// loadModule('logic') is first called (a dynamic import: bundlers split it off). Each .wasm comes
// from where the options say, else from beside this bundle: the URLs are written as
// new URL('./sudoku-core.wasm', import.meta.url), the form bundlers (Vite, webpack 5) follow and
// emit the file for.
import {wasmLoadError} from '../load-error.js';
import createCore from './sudoku-core.mjs';

const PARTS = {
  core: {
    factory: () => createCore,
    beside: () => new URL('./sudoku-core.wasm', import.meta.url).href,
  },
  logic: {
    factory: () => import('./sudoku-logic.mjs').then((glue) => glue.default),
    beside: () => new URL('./sudoku-logic.wasm', import.meta.url).href,
  },
};

/**
 * Instantiates the module `part` ('core' or 'logic'): a promise of it. `wasmUrl` is that part's
 * .wasm, `locateFile` Emscripten's (it is given the file's name), `wasmBinary` its bytes.
 */
export function loadModule(part, {wasmUrl, locateFile, wasmBinary}) {
  const {factory, beside} = PARTS[part];
  const locate = wasmUrl ? () => wasmUrl : (locateFile ?? beside);
  let where = `sudoku-${part}.wasm`; // the URL the glue asked for, for the error
  const options = {
    locateFile: (path, prefix) => {
      where = locate(path, prefix);
      return where;
    },
  };
  if (wasmBinary) options.wasmBinary = wasmBinary;
  return Promise.resolve(factory())
    .then((create) => create(options))
    .catch((error) => {
      throw wasmBinary ? error : wasmLoadError(`sudoku-${part}.wasm`, where, error);
    });
}
