// The classic build's Emscripten modules: the single-file glues (wasm inlined), which declare
// createSudokuCore and createSudokuLogic. A classic script cannot import them:
// scripts/assemble.mjs puts both glues in the function that also holds this bundle, so the names
// are in scope here. The logic's is only instantiated when first loaded.
const FACTORIES = {core: () => createSudokuCore, logic: () => createSudokuLogic};

export const loadModule = (part, options) => FACTORIES[part]()(options);
