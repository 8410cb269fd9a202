// The classic build's entry. In a page, its exports are the client's API: the package's
// sudoku.js makes them the global SudokuWasm, and the offline page's bundle imports them
// (scripts/assemble.mjs wraps both). Started as the solver's worker, it serves the calls of the
// page's client instead, and its exports are not used.
import {decodeStep, LEVELS} from '../constants.js';
import {rateAll} from '../rate-all.js';
import {createSudoku} from '../sudoku-api.js';
import {createSudokuWorker} from '../worker-client.js';
import {workerScopePort} from '../worker-ports.js';
import {serveWorker} from '../worker-serve.js';
import {runsAsWorker} from './spawn.js';

if (runsAsWorker) serveWorker(workerScopePort(self));

export {createSudoku, createSudokuWorker, decodeStep, LEVELS, rateAll, runsAsWorker};
