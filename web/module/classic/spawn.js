// How the classic build starts its worker: the same code again, in a classic Worker. The function
// scripts/assemble.mjs wraps around the glue and this bundle, sudokuBundle, is called with its
// `role`, which says where that code can come from:
// - 'script': the package's sudoku.js, loaded by its own <script> tag. From a same-origin
//   http(s) URL its worker is that file again, told by WORKER_FRAGMENT that it is the worker (a
//   Content-Security-Policy then needs only script-src 'self'); else (file://, another origin)
//   a Blob URL of sudokuBundle's source, which needs worker-src blob:;
// - 'module': the inline ES module (sudoku-inline.mjs) and the offline page, whose script is an
//   app's own, bundle or page: run again as a worker, it would run the whole app there. Its
//   worker is always the Blob;
// - 'worker': the code running in that Blob worker.
// Either way, `workerUrl` (createSudokuWorker's option) names a copy of sudoku.js to run instead:
// a page whose policy allows no blob: worker serves that file and gives its URL.
import {browserWorkerPort, whyNotStarted} from '../worker-ports.js';

// The URL fragment that tells the file it is the worker: the page's own workers may load it too.
const WORKER_FRAGMENT = '#sudoku-wasm-worker';
const WORKER_FILE = 'sudoku.js';

/** True when this bundle runs as the solver's worker, false in a page (or another worker). */
export const runsAsWorker =
  role === 'worker' ||
  (role === 'script' && typeof WorkerGlobalScope === 'function' && self.location.hash === WORKER_FRAGMENT);

// Read while the script runs: document.currentScript is null once it has.
const scriptUrl =
  role !== 'script' || runsAsWorker || typeof document !== 'object' || !document.currentScript?.src
    ? null
    : new URL(document.currentScript.src);
let blobUrl = null;

export function spawnSolverWorker(workerUrl) {
  if (workerUrl) return fileWorker(new URL(workerUrl, location.href));
  if (scriptUrl && /^https?:$/.test(scriptUrl.protocol) && scriptUrl.origin === location.origin) {
    return fileWorker(scriptUrl);
  }
  blobUrl ??= URL.createObjectURL(new Blob([`(${sudokuBundle.toString()})('worker');`], {type: 'text/javascript'}));
  return browserWorkerPort(new Worker(blobUrl), async () => BLOB_REFUSED);
}

// Why a Blob worker, whose source is here and cannot be missing, did not start: browsers refuse
// it under a policy that allows no blob: worker (and tell the page no more than that it failed).
const BLOB_REFUSED =
  "the solver's worker did not start from its Blob URL: a Content-Security-Policy without " +
  "worker-src blob: refuses it. Allow it (worker-src 'self' blob:), or serve the package's " +
  "sudoku.js and give its URL: createSudokuWorker({workerUrl: '/path/to/sudoku.js'})";

// sudoku.js at `url`, started as the worker.
function fileWorker(url) {
  const worker = new URL(WORKER_FRAGMENT, url).href;
  return browserWorkerPort(new Worker(worker), () => whyNotStarted(WORKER_FILE, url.href));
}

// How many workers the machine runs at once (a page's or a worker's navigator).
export function availableCores() {
  return globalThis.navigator?.hardwareConcurrency || 1;
}
