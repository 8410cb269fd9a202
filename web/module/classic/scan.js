// The classic builds' scan() (build:scan): they have no scanner. Its module, sudoku-scan.wasm,
// would make the classic file carry the digit reader's weights for every page that never scans,
// and scan-methods.js its client.
export function scan() {
  return Promise.reject(
    new Error(
      'sudoku-wasm: the classic build (sudoku.js, sudoku-inline.mjs) has no scanner; scan with the ES module build (sudoku.mjs)',
    ),
  );
}
