// The classic build's Emscripten module: the single-file glue (wasm inlined) of one module with
// both parts, the core's and the logic's (web/module/CMakeLists.txt), which declares
// createSudokuModule. A classic script cannot import it: scripts/assemble.mjs puts the glue in the
// function that also holds this bundle, so the name is in scope here. Loading 'logic' gives the
// same instance as 'core' (made once): the client opens a session of its own over it.
let instance = null;

export function loadModule(_part, options) {
  instance ??= Promise.resolve(createSudokuModule(options)).catch((error) => {
    instance = null; // a later call tries again
    throw error;
  });
  return instance;
}
