// The classic build's Emscripten module: the glue of one module with both parts, the core's and
// the logic's (web/module/CMakeLists.txt), which declares createSudokuModule, and its .wasm,
// inlined as `classicWasm`: the .wasm gzip-compressed (gzip -9), in base64. A classic script
// cannot import either: scripts/assemble.mjs puts them in the function that also holds this
// bundle, so the names are in scope here. Loading 'logic' gives the same instance as 'core' (made
// once): the client opens a session of its own over it. The .wasm is inflated once per module
// instance (classic/inflate.js, which says why it is compressed).
import {inflatedWasm} from './inflate.js';

let instance = null;

export function loadModule(_part, options) {
  instance ??= wasmBytes(options.wasmBinary)
    .then((wasmBinary) => createSudokuModule({...options, wasmBinary}))
    .catch((error) => {
      instance = null; // a later call tries again
      throw error;
    });
  return instance;
}

// The .wasm's bytes: the caller's (createSudoku's wasmBinary), else the inlined ones inflated.
const wasmBytes = (given) => (given ? Promise.resolve(given) : inflatedWasm(classicWasm));
