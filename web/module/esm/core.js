// The ES build's Emscripten module: sudoku-core.mjs, which the bundler leaves a file of its own
// beside the bundle (it loads sudoku-core.wasm beside it).
export {default as loadCore} from './sudoku-core.mjs';
