// The offline page's scanner (dist/sudoku.html, issue 43): the scanner's Emscripten module, its
// client and its worker in one classic bundle of their own, apart from the classic build (whose
// sudoku.js every embedder loads, and which has no scanner: classic/scan.js). scripts/assemble.mjs
// puts the bundle in a function, sudokuScanBundle, with the scanner's glue (the ES glue made a
// classic script: it declares createSudokuScan) and its .wasm inlined as `classicScanWasm` (its
// gzip in base64, classic/inflate.js), and calls it with its `role`: 'module' in the page, whose
// createScanWorker() starts the same function's source as a Blob worker (classic/scan-spawn.js),
// where it is called with 'worker' and serves scan() and nothing else. Nothing of it runs until
// the page's first scan: the page only holds its text until then.
import {errorText} from '../options.js';
import {scan} from '../scan-methods.js';
import {createSudokuWorker} from '../worker-client.js';
import {workerScopePort} from '../worker-ports.js';
import {inflatedWasm} from './inflate.js';

let scanner = null; // the module instance's promise, made by the first scan

function loadScanner() {
  scanner ??= inflatedWasm(classicScanWasm)
    .then((wasmBinary) => createSudokuScan({wasmBinary}))
    .catch((error) => {
      scanner = null; // a later scan tries again
      throw error;
    });
  return scanner;
}

// The worker's side of worker-client.js's protocol ({init}, then {id, method, args}, each
// answered with {id, result} or {id, error}), for scan() alone.
function serveScans(port) {
  port.onMessage(async ({init, id, method, args}) => {
    if (init) return;
    try {
      if (method !== 'scan') throw new Error(`the offline page's scanner worker has no ${method}()`);
      port.postMessage({id, result: await scan(loadScanner, ...args)});
    } catch (error) {
      port.postMessage({id, error: errorText(error)});
    }
  });
}

if (role === 'worker') serveScans(workerScopePort(self));

/**
 * A worker that scans (the client's worker, createSudokuWorker's, whose scan() is the one call
 * it answers), started by its first call: scan(image, {signal, timeoutMs}), cancelled as any.
 */
export const createScanWorker = () => createSudokuWorker();
