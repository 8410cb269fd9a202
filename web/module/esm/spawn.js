// The ES build's worker, for browsers and bundlers: sudoku-worker.mjs as a module Worker, from
// `workerUrl` when the caller gives it (createSudokuWorker({workerUrl})), else beside the bundle,
// written as new Worker(new URL('./sudoku-worker.mjs', import.meta.url), {type: 'module'}): the
// form bundlers (Vite, webpack 5, Parcel) recognise and build the worker from, which must stay
// as it is. Node has its own build (node/spawn.js), chosen by the package's `exports` conditions,
// not by a check at run time.
import {besideScript, browserWorkerPort, whyNotStarted} from '../worker-ports.js';

const WORKER_FILE = 'sudoku-worker.mjs';

export function spawnSolverWorker(workerUrl) {
  if (workerUrl) {
    const url = new URL(workerUrl, location.href).href;
    return browserWorkerPort(new Worker(url, {type: 'module'}), () => whyNotStarted(WORKER_FILE, url));
  }
  const worker = new Worker(new URL('./sudoku-worker.mjs', import.meta.url), {type: 'module'});
  return browserWorkerPort(worker, () => whyNotStarted(WORKER_FILE, besideScript(WORKER_FILE, import.meta.url)));
}

// How many workers the machine runs at once.
export function availableCores() {
  return globalThis.navigator?.hardwareConcurrency || 1;
}
