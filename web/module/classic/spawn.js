// The classic build's worker runs the same file. Loaded from a same-origin http(s) URL, from
// that URL (a Content-Security-Policy then needs only script-src 'self'); else (inline in a page,
// file://, another origin) from a Blob URL of the source of sudokuBundle, the function
// scripts/assemble.mjs wraps around the glue and this bundle, which works even from file:// but
// needs worker-src blob:. The wrapper's argument, startedAsBlobWorker, is true only in there.
import {browserWorkerPort} from '../worker-ports.js';

// The URL fragment that tells the file it is the worker: the page's own workers may load it too.
const WORKER_FRAGMENT = '#sudoku-wasm-worker';

/** True when this bundle runs as the solver's worker, false in a page (or another worker). */
export const runsAsWorker =
  startedAsBlobWorker || (typeof WorkerGlobalScope === 'function' && self.location.hash === WORKER_FRAGMENT);

// Read while the script runs: document.currentScript is null once it has.
const scriptUrl =
  runsAsWorker || typeof document !== 'object' || !document.currentScript?.src
    ? null
    : new URL(document.currentScript.src);
let workerUrl = null;

export function spawnSolverWorker() {
  if (!workerUrl) {
    if (scriptUrl && /^https?:$/.test(scriptUrl.protocol) && scriptUrl.origin === location.origin) {
      workerUrl = new URL(WORKER_FRAGMENT, scriptUrl).href;
    } else {
      const source = `(${sudokuBundle.toString()})(true);`;
      workerUrl = URL.createObjectURL(new Blob([source], {type: 'text/javascript'}));
    }
  }
  return browserWorkerPort(new Worker(workerUrl));
}

// How many workers the machine runs at once (a page's or a worker's navigator).
export function availableCores() {
  return globalThis.navigator?.hardwareConcurrency || 1;
}
