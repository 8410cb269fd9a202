// The Node builds' worker: sudoku-worker.node.mjs in a worker_threads Worker, from `workerUrl`
// when the caller gives it (a path or a file: URL), else beside the bundle (the CommonJS build
// starts the same file); and how many cores the machine has.

import {packageFile} from 'build:here';
import {availableParallelism} from 'node:os';
import {Worker} from 'node:worker_threads';
import {nodeWorkerPort} from '../worker-ports.js';

export function spawnSolverWorker(workerUrl) {
  const script = workerUrl
    ? /^file:/.test(workerUrl)
      ? new URL(workerUrl)
      : workerUrl
    : packageFile('./sudoku-worker.node.mjs');
  return nodeWorkerPort(new Worker(script));
}

export function availableCores() {
  return availableParallelism();
}
