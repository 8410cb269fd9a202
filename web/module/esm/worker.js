// The ES build's worker entry, the package's sudoku-worker.mjs (browsers and bundlers): serves
// the calls of the client that started it, over the worker's scope. Node's is node/worker.js.
import {browserWorkerPort} from '../worker-ports.js';
import {serveWorker} from '../worker-serve.js';

serveWorker(browserWorkerPort(self));
