// The ES build's worker entry, the package's sudoku-worker.mjs (browsers and bundlers): serves
// the calls of the client that started it, over the worker's scope. Node's is node/worker.js.
// Imported in a page (sudoku-wasm/worker), it says what it is instead of taking the page's
// messages.
import {workerScopePort} from '../worker-ports.js';
import {serveWorker} from '../worker-serve.js';

if (typeof WorkerGlobalScope !== 'function' || !(self instanceof WorkerGlobalScope)) {
  throw new Error("sudoku-wasm/worker is the solver's worker script: createSudokuWorker() starts it");
}
serveWorker(workerScopePort(self));
