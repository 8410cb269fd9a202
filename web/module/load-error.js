// The error of a module whose .wasm could not be loaded: which file, from where, and how to say
// where it is. Emscripten's own ("both async and sync fetching of the wasm failed") names none.
import {errorText} from './options.js';

export function wasmLoadError(file, where, cause) {
  const option = {'sudoku-logic.wasm': 'logicWasmUrl', 'sudoku-scan.wasm': 'scanWasmUrl'}[file] ?? 'wasmUrl';
  return new Error(
    `could not load ${file} from ${where}: ${errorText(cause)}. Serve it there (beside the ` +
      `package's script, as a bundler emits it), or say where it is: createSudoku({${option}}) or ` +
      `createSudoku({locateFile: (name) => url}), and createSudokuWorker({${option}})`,
    {cause},
  );
}
