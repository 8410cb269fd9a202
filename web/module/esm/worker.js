// The ES build's worker entry, the package's sudoku-worker.mjs: serves the calls of the client
// that started it, over the worker's scope (a browser) or its parentPort (Node).
import {workerScopePort} from '../worker-ports.js';
import {serveWorker} from '../worker-serve.js';

const isNode = typeof process === 'object' && typeof process.versions?.node === 'string';
serveWorker(workerScopePort(isNode ? (await import('node:worker_threads')).parentPort : self));
