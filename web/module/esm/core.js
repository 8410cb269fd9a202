// The ES build's Emscripten modules, for browsers and bundlers: sudoku-core.mjs, sudoku-logic.mjs
// and sudoku-scan.mjs, linked for the web and workers only, so that they import nothing from
// node: and have no top-level await. The core's glue is imported with the bundle; the logic's and
// the scanner's only when loadModule('logic' or 'scan') is first called (a dynamic import:
// bundlers split it off). Each .wasm comes from where the options say, else from beside this
// bundle: the URLs are written as new URL('./sudoku-core.wasm', import.meta.url), the form
// bundlers (Vite, webpack 5) follow and emit the file for.
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
  scan: {
    factory: () => import('./sudoku-scan.mjs').then((glue) => glue.default),
    beside: () => new URL('./sudoku-scan.wasm', import.meta.url).href,
  },
};

/**
 * Instantiates the module `part` ('core', 'logic' or 'scan'): a promise of it. `wasmUrl` is that
 * part's .wasm, `locateFile` Emscripten's (it is given the file's name), `wasmBinary` its bytes. The
 * .wasm is fetched here (Emscripten's instantiateWasm hook), not by the glue, whose failure names
 * neither the URL nor the HTTP status, and logs its own warnings to the console.
 */
export function loadModule(part, {wasmUrl, locateFile, wasmBinary}) {
  const {factory, beside} = PARTS[part];
  const locate = wasmUrl ? () => wasmUrl : (locateFile ?? beside);
  let where = `sudoku-${part}.wasm`; // the URL the glue asked for: the one fetched
  let failed = null;
  const failure = new Promise((_resolve, reject) => {
    failed = reject;
  });
  const options = {
    locateFile: (path, prefix) => {
      where = locate(path, prefix);
      return where;
    },
  };
  if (wasmBinary) options.wasmBinary = wasmBinary;
  else {
    // The glue waits for receive(instance) until the module is ready; on a failure it would wait
    // for ever, so the load is a race with `failure`.
    options.instantiateWasm = (imports, receive) => {
      instantiate(where, imports).then((instance) => receive(instance), failed);
      return {};
    };
  }
  const created = Promise.resolve(factory()).then((create) => Promise.race([create(options), failure]));
  return created.catch((error) => {
    throw wasmBinary ? error : wasmLoadError(`sudoku-${part}.wasm`, where, error);
  });
}

// The module's instance from the .wasm at `url`, compiled as it streams in when served as
// application/wasm. An HTTP error, or a file that is not WebAssembly (a server's page for a path
// it does not have), is an error saying which.
async function instantiate(url, imports) {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`GET ${url}: ${response.status} ${response.statusText}`.trim());
  const type = response.headers.get('content-type') ?? '';
  try {
    if (/^application\/wasm\b/.test(type)) return (await WebAssembly.instantiateStreaming(response, imports)).instance;
    return (await WebAssembly.instantiate(await response.arrayBuffer(), imports)).instance;
  } catch (error) {
    throw new Error(`GET ${url}: ${response.status}, ${type || 'no content-type'}: ${error.message}`, {cause: error});
  }
}
