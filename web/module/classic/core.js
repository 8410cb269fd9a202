// The classic build's Emscripten module: the single-file glue (wasm inlined), which declares
// createSudokuCore. A classic script cannot import it: scripts/assemble.mjs puts the glue in the
// function that also holds this bundle, so the name is in scope here.
export const loadCore = (options) => createSudokuCore(options);
