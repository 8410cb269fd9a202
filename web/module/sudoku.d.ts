// Types of sudoku-wasm: a Sudoku solver compiled to WebAssembly.
//
// Cells are numbered 0..80 in reading order (cell = 9 * row + column, both 0-based); messages
// name them in r1c1 notation (1-based).

/** The one status vocabulary of sudoku-wasm (library, CLI, JS API and page). */
export type Status =
  | 'unique'     // exactly one solution (returned)
  | 'multiple'   // two or more: the first is returned, `count` is capped at the limit
  | 'none'       // the givens do not clash, but no grid completes them
  | 'invalid'    // two givens clash (see `conflicts`); never reported as 'none'
  | 'malformed'  // not a puzzle: the message names line, column and character, or the cell count
  | 'aborted';   // the budget ran out before the answer was known

export type Algorithm = 'fast' | 'textbook';

/**
 * A puzzle: an 81-character line ('1'-'9' given, '.' or '0' empty), a grid picture (9 lines of
 * 9 cells, spaces and `|`, `-`, `+` box borders allowed), or an array of 81 numbers 0-9 (0 empty).
 * Anything else gives status 'malformed' with a message; nothing throws.
 */
export type Puzzle = string | ArrayLike<number>;

export interface SolveOptions {
  /** Count solutions up to this many (default 2: enough to tell 'unique' from 'multiple'). */
  limit?: number;
  /** Work allowed: search nodes for 'fast', placements for 'textbook' (default 10^7 / 10^8). */
  budget?: number;
  /** 'fast' (default) or 'textbook': the tutorials' backtracking. */
  algorithm?: Algorithm;
}

/** Two givens with the same digit in one unit. */
export interface Conflict {
  cells: [number, number];
  unit: 'row' | 'column' | 'box';
  /** 0..8; boxes in reading order. */
  unitIndex: number;
}

/** 'fast' fills nodes and guesses; 'textbook' fills placements and backtracks. */
export interface Stats {
  /** Search states visited, the root included. */
  nodes?: number;
  /** Digits tried at branching cells. */
  guesses?: number;
  /** Digits written, up to the first solution (the tutorials' figure). */
  placements?: number;
  /** Digits taken back, up to the first solution. */
  backtracks?: number;
}

export interface SolveResult {
  status: Status;
  /** The 81-digit solution for 'unique' and 'multiple' (the first found), else null. */
  solution: string | null;
  /** Solutions found, at most the limit. */
  count: number;
  /** The search ran to its end below the limit, so `count` is exact; false when the limit or
   *  the budget stopped it ('multiple' then means "at least `count`"). */
  complete: boolean;
  /** A sentence for people, always set, e.g. "r1c3 and r1c7 are both 5 (row 1)". */
  message: string;
  /** The clashing pairs when status is 'invalid', else empty. */
  conflicts: Conflict[];
  stats: Stats;
}

/** The first solution found, without the uniqueness check. */
export interface FirstSolution {
  found: boolean;
  /** The 81-digit solution when found, else null. */
  solution: string | null;
  /** null when found; else why not, as solve() would say: 'none', 'invalid', 'malformed', 'aborted'. */
  status: 'none' | 'invalid' | 'malformed' | 'aborted' | null;
  message: string;
  conflicts: Conflict[];
  stats: Stats;
}

/** Parsing and clashing givens only: no search. */
export interface ValidateResult {
  valid: boolean;
  /** null when valid, else 'malformed' or 'invalid'. */
  status: 'malformed' | 'invalid' | null;
  message: string;
  conflicts: Conflict[];
  /** The puzzle as an 81-character line ('.' empty), or null when malformed. */
  puzzle: string | null;
}

export interface TraceOptions {
  /** 'textbook' (default): the tutorials' backtracking; 'fast': the smart strategy (singles
   *  propagated, then a guess on a cell with the fewest candidates). */
  algorithm?: Algorithm;
  /** The first step wanted (default 0). Asking for the step after the previous chunk costs only
   *  the chunk; an earlier one replays the search from the start, in the module. */
  from?: number;
  /** Steps in this chunk (default 10,000; at most 65,536). 0 gives just the grid at `from`. */
  maxSteps?: number;
  /** Give up after this many steps in all (default 10^7): status 'aborted'. */
  cap?: number;
}

/** A chunk of a search's steps. Decode each with decodeStep(). */
export interface TraceChunk {
  /** null while the search runs or once it has ended normally; else why it cannot go on. */
  status: 'malformed' | 'invalid' | 'aborted' | null;
  /** Why, for a non-null status: e.g. "gave up after 10000000 steps". */
  message: string;
  conflicts: Conflict[];
  from: number;
  /** Packed steps (see decodeStep). */
  steps: Uint32Array;
  /** The step number after this chunk: pass it as the next `from`. */
  position: number;
  /** The search has ended: with 'solved' (found) or with the top level failing. */
  finished: boolean;
  found: boolean;
  /** The grid as the search has it after this chunk (81 characters, '.' empty). */
  grid: string | null;
  /** Running totals up to `position`: placements and backtracks (equal to solve()'s stats
   *  for the textbook algorithm once found). */
  stats: {placements: number; backtracks: number};
}

export type StepKind =
  | 'find'       // a level picks its cell (depth is the new level)
  | 'try'        // checks `digit` at `cell`; `safe` says whether it fits
  | 'place'      // writes `digit` (textbook: a safe digit; fast: a guess)
  | 'undo'       // takes `digit` back (a backtrack)
  | 'fail'       // no digit fits `cell`: the level returns false
  | 'solved'     // the grid is full
  | 'propagate'; // fast only: a single forces `digit` into `cell`

export interface Step {
  kind: StepKind;
  safe: boolean;
  cell: number;
  digit: number;
  /** Search levels open after the step. */
  depth: number;
}

/** Unpacks a step: bits 0-2 kind, 3 safe, 4-10 cell, 11-14 digit, 15-21 depth. */
export function decodeStep(code: number): Step;

export interface Sudoku {
  /** Solves and checks uniqueness. Example: `sudoku.solve('3.65.84..52...').status`. */
  solve(puzzle: Puzzle, options?: SolveOptions): SolveResult;
  /** The first solution only, skipping the uniqueness check (what solver benchmarks time):
   *  for bulk work where puzzles are known to be proper. */
  solveFirst(puzzle: Puzzle, options?: {budget?: number}): FirstSolution;
  /** solve() with `limit` (default 1000): `count` is exact below the limit. */
  count(puzzle: Puzzle, limit?: number, options?: Omit<SolveOptions, 'limit'>): SolveResult;
  validate(puzzle: Puzzle): ValidateResult;
  /** The search step by step, in chunks, for visualizers. */
  trace(puzzle: Puzzle, options?: TraceOptions): TraceChunk;
  decodeStep(code: number): Step;
  /** The package version, e.g. "0.1.0". */
  readonly version: string;
  /** Bytes of wasm memory the module holds (it grows, never shrinks): for leak checks. */
  readonly memoryBytes: number;
}

export interface CreateOptions {
  /** Passed to Emscripten: where to find 'sudoku-core.wasm' when it is served elsewhere. */
  locateFile?: (path: string, prefix: string) => string;
  /** Passed to Emscripten: the .wasm bytes, when the host has them already. */
  wasmBinary?: ArrayBuffer | Uint8Array;
}

/** Loads the module once (later calls share it, whatever their options). */
export function createSudoku(options?: CreateOptions): Promise<Sudoku>;

/** Controls of one worker call. */
export interface CallControl {
  /** Aborting terminates the worker: the promise rejects with an Error named 'AbortError'. */
  signal?: AbortSignal;
  /** After this many ms the worker is terminated: the promise rejects with 'TimeoutError'. */
  timeoutMs?: number;
}

export interface SudokuWorker {
  solve(puzzle: Puzzle, options?: SolveOptions & CallControl): Promise<SolveResult>;
  solveFirst(puzzle: Puzzle, options?: {budget?: number} & CallControl): Promise<FirstSolution>;
  count(puzzle: Puzzle, limit?: number, options?: Omit<SolveOptions, 'limit'> & CallControl): Promise<SolveResult>;
  validate(puzzle: Puzzle, options?: CallControl): Promise<ValidateResult>;
  trace(puzzle: Puzzle, options?: TraceOptions & CallControl): Promise<TraceChunk>;
  decodeStep(code: number): Step;
  /** Stops the worker; pending calls reject. The next call starts a fresh worker. */
  terminate(): void;
}

export interface WorkerOptions {
  /** Where the worker finds 'sudoku-core.wasm' (ES module build), when served elsewhere. */
  wasmUrl?: string;
}

/**
 * The same methods in a Web Worker (Node: worker_threads), so the page never blocks. A crash
 * in the worker rejects the pending calls; the next call starts a fresh worker.
 */
export function createSudokuWorker(options?: WorkerOptions): SudokuWorker;
