// The ES build's worker, for browsers and bundlers: sudoku-worker.mjs beside the bundle, as a
// module Worker. Written as new Worker(new URL(..., import.meta.url), {type: 'module'}), the
// form bundlers (Vite, webpack 5) recognise and build the worker from. Node has its own build
// (node/spawn.js), chosen by the package's `exports` conditions, not by a check at run time.
import {browserWorkerPort} from '../worker-ports.js';

export function spawnSolverWorker() {
  const worker = new Worker(new URL('./sudoku-worker.mjs', import.meta.url), {type: 'module'});
  return browserWorkerPort(worker, 'sudoku-worker.mjs');
}

// How many workers the machine runs at once.
export function availableCores() {
  return globalThis.navigator?.hardwareConcurrency || 1;
}
