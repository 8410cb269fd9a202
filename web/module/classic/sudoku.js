// The classic build's entry, the package's sudoku.js: in a page it defines the global
// SudokuWasm; started as the solver's worker, it serves the calls of the page's client.
import {decodeStep} from '../constants.js';
import {createSudoku} from '../sudoku-api.js';
import {createSudokuWorker} from '../worker-client.js';
import {workerScopePort} from '../worker-ports.js';
import {serveWorker} from '../worker-serve.js';
import {runsAsWorker} from './spawn.js';

if (runsAsWorker) serveWorker(workerScopePort(self));
else globalThis.SudokuWasm = {createSudoku, createSudokuWorker, decodeStep};
