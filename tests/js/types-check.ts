// Compiled by `tsc --noEmit` (scripts/test.sh): the .d.ts describes the API as the tests use it,
// and rejects misuse (each @ts-expect-error must be an error, or tsc fails).
import {createSudoku, createSudokuWorker, decodeStep, type SolveResult, type Status} from 'sudoku-wasm';

async function example(): Promise<string | null> {
  const sudoku = await createSudoku({locateFile: (path) => `/static/${path}`});
  const result: SolveResult = sudoku.solve('3.65.84..', {limit: 2, budget: 1000, algorithm: 'textbook'});
  const status: Status = result.status;
  const placements: number | undefined = result.stats.placements;
  const counted = sudoku.count([0, 1, 2], 10);
  const valid: boolean = sudoku.validate('...').valid;
  const bytes: number = sudoku.memoryBytes;
  const conflictCells: [number, number] | undefined = result.conflicts[0]?.cells;

  const worker = createSudokuWorker({wasmUrl: '/static/sudoku-core.wasm'});
  const controller = new AbortController();
  const later = await worker.solve('...', {signal: controller.signal, timeoutMs: 500, limit: 2});
  const many = await worker.count('...', 100, {timeoutMs: 1000});
  const chunk = await worker.trace('...', {algorithm: 'textbook', from: 0, maxSteps: 100, signal: controller.signal});
  const kinds: string[] = Array.from(chunk.steps, (code) => decodeStep(code).kind);
  const next: number = sudoku.trace('...', {from: chunk.position}).position;
  worker.terminate();

  // @ts-expect-error: the algorithm is 'fast' or 'textbook'
  sudoku.solve('...', {algorithm: 'quantum'});
  // @ts-expect-error: version is read-only
  sudoku.version = '2';
  // @ts-expect-error: worker methods return promises
  const notAResult: SolveResult = worker.solve('...');

  void [status, placements, counted, valid, bytes, conflictCells, later, many, notAResult, kinds, next];
  return result.solution;
}
void example;
