// The page's one way to the solver: the client's public API. sudoku-wasm/sudoku.js, the
// client's classic script, defines it as the global SudokuWasm; index.html loads that script
// before the page's bundle (and dist/sudoku.html inlines it before the bundle). No other module
// reads that global.

// decodeStep is the one reader of a trace step's packed layout, which the C++ side defines.
export const {createSudokuWorker, decodeStep} = globalThis.SudokuWasm;
