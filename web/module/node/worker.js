// The Node builds' worker entry, the package's sudoku-worker.node.mjs: serves the calls of the
// client that started it, over its parentPort. Imported anywhere but in a worker_threads Worker
// (sudoku-wasm/worker), it says what it is instead of failing on the missing port.
import {parentPort} from 'node:worker_threads';
import {workerScopePort} from '../worker-ports.js';
import {serveWorker} from '../worker-serve.js';

if (!parentPort) {
  throw new Error("sudoku-wasm/worker is the solver's worker script: createSudokuWorker() starts it");
}
serveWorker(workerScopePort(parentPort));
