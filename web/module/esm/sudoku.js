// The ES build's entry, the package's sudoku.mjs: exactly the functions sudoku.d.ts declares.
export {decodeStep} from '../constants.js';
export {rateAll} from '../rate-all.js';
export {createSudoku} from '../sudoku-api.js';
export {createSudokuWorker} from '../worker-client.js';
