// The Node builds' worker: sudoku-worker.node.mjs beside the bundle, in a worker_threads Worker
// (the CommonJS build starts the same file); and how many cores the machine has.

import {packageFile} from 'build:here';
import {availableParallelism} from 'node:os';
import {Worker} from 'node:worker_threads';
import {nodeWorkerPort} from '../worker-ports.js';

export function spawnSolverWorker() {
  return nodeWorkerPort(new Worker(packageFile('./sudoku-worker.node.mjs')));
}

export function availableCores() {
  return availableParallelism();
}
