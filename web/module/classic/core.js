// The classic build's Emscripten module: the glue of one module with both parts, the core's and
// the logic's (web/module/CMakeLists.txt), which declares createSudokuModule, and its .wasm,
// inlined as `classicWasm`: the .wasm gzip-compressed (gzip -9), in base64. A classic script
// cannot import either: scripts/assemble.mjs puts them in the function that also holds this
// bundle, so the names are in scope here. Loading 'logic' gives the same instance as 'core' (made
// once): the client opens a session of its own over it.
//
// Why compressed: base64 breaks the .wasm's byte patterns across 4-character groups, so the
// base64 of the raw .wasm (Emscripten's SINGLE_FILE) gzips to 1.33 times the .wasm's own gzip,
// while the base64 of its gzip, 6 bits a character, gzips back to about that gzip (a 64-letter
// alphabet costs 6 bits a letter). The browser inflates it with DecompressionStream (Chrome 80,
// Firefox 113, Safari 16.4; a worker too), once per module instance.
let instance = null;

export function loadModule(_part, options) {
  instance ??= inflatedWasm(options.wasmBinary)
    .then((wasmBinary) => createSudokuModule({...options, wasmBinary}))
    .catch((error) => {
      instance = null; // a later call tries again
      throw error;
    });
  return instance;
}

// The .wasm's bytes: the caller's (createSudoku's wasmBinary), else the inlined ones inflated.
async function inflatedWasm(given) {
  if (given) return given;
  if (typeof DecompressionStream !== 'function') {
    throw new Error(
      'sudoku-wasm: this browser has no DecompressionStream, which the classic build needs to ' +
        'unpack its inlined wasm; use the ES module build (sudoku.mjs) instead',
    );
  }
  const gzip = Uint8Array.from(atob(classicWasm), (letter) => letter.charCodeAt(0));
  const inflated = new Blob([gzip]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(inflated).arrayBuffer());
}
