// The Node builds' worker entry, the package's sudoku-worker.node.mjs: serves the calls of the
// client that started it, over its parentPort.
import {parentPort} from 'node:worker_threads';
import {nodeWorkerPort} from '../worker-ports.js';
import {serveWorker} from '../worker-serve.js';

serveWorker(nodeWorkerPort(parentPort));
