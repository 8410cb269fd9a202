// The ES build's Emscripten module, for browsers and bundlers: sudoku-core.mjs, linked for the
// web and workers only, so that it imports nothing from node: and has no top-level await. The
// .wasm comes from `wasmUrl` or `locateFile`, else from beside this bundle: the URL is written
// as new URL('./sudoku-core.wasm', import.meta.url), the form bundlers (Vite, webpack 5) follow
// and emit the file for.
import {wasmLoadError} from '../load-error.js';
import createCore from './sudoku-core.mjs';

export function loadCore({wasmUrl, locateFile, wasmBinary}) {
  const locate = wasmUrl ? () => wasmUrl : (locateFile ?? (() => new URL('./sudoku-core.wasm', import.meta.url).href));
  let where = 'sudoku-core.wasm'; // the URL the glue asked for, for the error
  const options = {
    locateFile: (path, prefix) => {
      where = locate(path, prefix);
      return where;
    },
  };
  if (wasmBinary) options.wasmBinary = wasmBinary;
  return Promise.resolve(createCore(options)).catch((error) => {
    throw wasmBinary ? error : wasmLoadError(where, error);
  });
}
