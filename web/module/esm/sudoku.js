// The ES build's entry, the package's sudoku.mjs: exactly what sudoku.d.ts declares.
export {decodeStep, LEVELS} from '../constants.js';
export {rateAll} from '../rate-all.js';
export {createSudoku} from '../sudoku-api.js';
export {createSudokuWorker} from '../worker-client.js';
