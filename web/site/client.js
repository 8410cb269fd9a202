// The page's one way to the solver: the client's public API, imported as the package
// 'sudoku-wasm' (its sudoku.d.ts), as any site that embeds it would. scripts/bundle.mjs says
// which build of the package each page gets; the Node tests map the name to dist/package.

// decodeStep is the one reader of a trace step's packed layout, and LEVELS the one list of
// levels, both as the C++ side defines them.
export {createSudokuWorker, decodeStep, LEVELS} from 'sudoku-wasm';
