// Under Node, read the .wasm beside this file from disk: Node's global fetch cannot load a
// file path. A host's own wasmBinary or locateFile wins. (This runs
// before Emscripten sets ENVIRONMENT_IS_NODE, so it uses the shim's own test.)
if (sudokuIsNode && !Module.wasmBinary && !Module.locateFile) {
  Module.wasmBinary = require('node:fs').readFileSync(`${__dirname}/sudoku-core.wasm`);
}
