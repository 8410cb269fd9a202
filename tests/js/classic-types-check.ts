// Type-checked only (tsc -p tests/js/tsconfig.json): the classic build's global, as a page that
// loads sudoku.js with a <script> tag sees it. Each @ts-expect-error must be an error.
import type {SudokuWasmGlobal} from 'sudoku-wasm/classic';

export async function classicPage(): Promise<string | null> {
  const sudoku = await SudokuWasm.createSudoku();
  const worker = SudokuWasm.createSudokuWorker();
  const rated = await SudokuWasm.rateAll(['3.65.84..'], {workers: 1});
  const first: string | undefined = rated[0]?.hardest ?? undefined;
  const levels: readonly string[] = SudokuWasm.LEVELS;
  const same: SudokuWasmGlobal = globalThis.SudokuWasm;
  worker.terminate();
  // @ts-expect-error: the global has the package's functions only
  SudokuWasm.solve('...');
  // @ts-expect-error: options are strict in the types too
  await SudokuWasm.createSudoku({wasmURL: '/x.wasm'});
  void [first, levels, same];
  return sudoku.solve('...').solution;
}
