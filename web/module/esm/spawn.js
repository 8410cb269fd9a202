// The ES build's worker: sudoku-worker.mjs beside the bundle, as a module Worker in a browser and
// a worker_threads Worker in Node; and how many cores the machine has.
import {browserWorkerPort, nodeWorkerPort} from '../worker-ports.js';

const isNode = typeof process === 'object' && typeof process.versions?.node === 'string';
const nodeWorkerThreads = isNode ? await import('node:worker_threads') : null;
const nodeOs = isNode ? await import('node:os') : null;

export function spawnSolverWorker() {
  const url = new URL('./sudoku-worker.mjs', import.meta.url);
  if (isNode) return nodeWorkerPort(new nodeWorkerThreads.Worker(url));
  return browserWorkerPort(new Worker(url, {type: 'module'}));
}

// How many workers the machine runs at once: the browser's figure, or Node's (Node 20 has no
// navigator).
export function availableCores() {
  return globalThis.navigator?.hardwareConcurrency || (isNode ? nodeOs.availableParallelism() : 1);
}
