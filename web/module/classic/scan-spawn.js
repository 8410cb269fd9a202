// How the offline page's scanner worker starts (classic/scan-bundle.js): the source of the
// function scripts/assemble.mjs wraps around that bundle, sudokuScanBundle, as a Blob worker (a
// file:// page can start no other; its policy allows worker-src blob:).
import {browserWorkerPort} from '../worker-ports.js';

let blobUrl = null;

export function spawnSolverWorker() {
  blobUrl ??= URL.createObjectURL(new Blob([`(${sudokuScanBundle.toString()})('worker');`], {type: 'text/javascript'}));
  return browserWorkerPort(new Worker(blobUrl));
}
