// Types of the classic build (sudoku.js, the package's "./classic"): the script defines the
// global SudokuWasm, with the ES module build's functions. A page's TypeScript that loads the
// script with a <script> tag declares it with
//   import type {} from 'sudoku-wasm/classic';   (or /// <reference types="sudoku-wasm/classic" />)
// and then uses SudokuWasm.createSudoku() as an ES module importer uses createSudoku().
import type {createSudoku, createSudokuWorker, decodeStep, LEVELS, rateAll} from './sudoku.js';

export interface SudokuWasmGlobal {
  createSudoku: typeof createSudoku;
  createSudokuWorker: typeof createSudokuWorker;
  decodeStep: typeof decodeStep;
  rateAll: typeof rateAll;
  LEVELS: typeof LEVELS;
}

declare global {
  // `var`: a global of the script, as globalThis.SudokuWasm or the bare name.
  var SudokuWasm: SudokuWasmGlobal;
}
