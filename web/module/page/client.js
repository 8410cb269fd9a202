// The hosted page's client (dist/site/page.js: scripts/bundle.mjs bundles it into the page's
// script as the package 'sudoku-wasm'): the part of the package's API the page uses. The page
// talks to the solver only through its worker, so this leaves out what runs the module in the
// page (createSudoku, rateAll) and the Emscripten glue they import: 3.8 KB gzip in page.js
// against the 8.6 KB of sudoku.mjs, which the page no longer loads. The worker it starts is the
// package's own (page/spawn.js).
export {decodeStep, LEVELS} from '../constants.js';
export {createSudokuWorker} from '../worker-client.js';
