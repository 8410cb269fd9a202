// The hosted page's worker (page/client.js): the package's ES worker, sudoku-worker.mjs, in the
// package's folder beside page.js (dist/site/sudoku-wasm/), as esm/spawn.js starts it beside
// sudoku.mjs. import.meta.url is page.js's: this module is bundled into it. The page gives no
// workerUrl, and its worker's failure is the browser's words (browserWorkerPort).
import {browserWorkerPort} from '../worker-ports.js';

export function spawnSolverWorker() {
  const worker = new Worker(new URL('./sudoku-wasm/sudoku-worker.mjs', import.meta.url), {type: 'module'});
  return browserWorkerPort(worker);
}
