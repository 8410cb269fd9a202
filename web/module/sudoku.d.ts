// Types of sudoku-wasm: a Sudoku solver compiled to WebAssembly.
//
// Cells are numbered 0..80 in reading order (cell = 9 * row + column, both 0-based); messages
// name them in r1c1 notation (1-based).
//
// Nothing throws. A function of the module answers bad input of any kind (a wrong type, a bad
// value, a value that throws when read: a getter, a Proxy) with its own result, status
// 'malformed' and a message naming the argument or option and its value; for a value that threw:
// 'could not read the arguments: ...'. Options are an object or omitted (null is not "none"
// unless an option says so); an option that is undefined takes its default. Options are strict:
// a name the function does not take is malformed too, the message naming it and the option it
// most likely misspells ("hint options: unknown option 'prgress'; did you mean 'progress'?"),
// in the module and the worker alike (where the loaders and rateAll reject with a TypeError).
// The types say the same: each options type lists exactly the names taken. Counts, limits,
// budgets and steps are whole numbers from 0 to 2^53 - 1 (Number.MAX_SAFE_INTEGER): NaN,
// Infinity, negative, fractional and larger numbers, strings and BigInts are malformed. Promises
// reject only as createSudoku, SudokuWorker and rateAll say.
//
// The results of the logic (rate, explain, hint, generate, canonical, certify), the scanner's and
// the vocabularies they share with the core are in sudoku-results.d.ts, made from the wire
// format's one definition (web/module/wire-format.mjs); scan()'s input is in sudoku-scan.d.ts.

import type {
  CanonicalResult,
  Certificate,
  Conflict,
  ExplainResult,
  GenerateResult,
  HintResult,
  Level,
  RateResult,
  ScanResult,
  Status,
  Step,
  Symmetry,
} from './sudoku-results.js';
import type {ScanImage, SudokuScanner} from './sudoku-scan.js';

export * from './sudoku-results.js';
export * from './sudoku-scan.js';

export type Algorithm = 'fast' | 'textbook';

/**
 * A puzzle: an 81-character line ('1'-'9' given, '.' or '0' empty), a grid picture (9 lines of
 * 9 cells, spaces and `|`, `-`, `+` box borders allowed), or an array of 81 numbers 0-9 (0 empty).
 * Anything else gives status 'malformed' with a message; nothing throws.
 */
export type Puzzle = string | ReadonlyArray<number> | TypedDigits;

/** A typed array of digits (Uint8Array, Int32Array, Float64Array, ...): what the module reads as
 *  an array besides a plain one. Other array-like objects are not read: they are 'malformed'. */
export type TypedDigits = ArrayBufferView & ArrayLike<number>;

export interface SolveOptions {
  /** Count solutions up to this many (default 2: enough to tell 'unique' from 'multiple'); 0 to
   *  2^53 - 1, and 0 and 1 count to 2, which a status needs. */
  limit?: number | undefined;
  /** Work allowed: search nodes for 'fast', placements for 'textbook'; 0 to 2^53 - 1, where 0
   *  (the default) is 10^7 / 10^8. */
  budget?: number | undefined;
  /** 'fast' (default) or 'textbook': the tutorials' backtracking. */
  algorithm?: Algorithm | undefined;
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
  /** nodes and guesses of its one search: all the work done, never more nodes than the budget. */
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

/** from, maxSteps and cap are whole numbers from 0 to 2^53 - 1. */
export interface TraceOptions {
  /** 'textbook' (default): the tutorials' backtracking; 'fast': the fast solver's strategy (singles
   *  propagated, then a guess on a cell with the fewest candidates). */
  algorithm?: Algorithm | undefined;
  /** The first step wanted (default 0). Asking for the step after the previous chunk costs only
   *  the chunk; an earlier one replays the search from the start, in the module. */
  from?: number | undefined;
  /** Steps in this chunk (default 10,000); more than 65,536 is taken as 65,536. 0 gives just the
   *  grid at `from`. */
  maxSteps?: number | undefined;
  /** Give up after this many steps in all (default 10^7): status 'aborted'. */
  cap?: number | undefined;
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

/** One step of a search's trace, decoded (sudoku::SearchStep). */
export interface SearchStep {
  kind: StepKind;
  safe: boolean;
  cell: number;
  digit: number;
  /** Search levels open after the step. */
  depth: number;
}

/** Unpacks a step: bits 0-2 kind, 3 safe, 4-10 cell, 11-14 digit, 15-21 depth. Never throws: a
 *  value no trace gives (not a whole number below 2^22, or kind bits 7) decodes as 0. */
export function decodeStep(code: number): SearchStep;

// ---- The logical solver: rate, explain, hint ----------------------------------------------

/** @deprecated Step's former name (see the README's "Renamed in this version"); a type alias,
 *  which costs no code. */
export type LogicStep = Step;

/** The levels, easiest first: the module's own list (sudoku::kLevels), frozen. */
export const LEVELS: readonly Level[];

/**
 * A player's candidate marks: the compact notation, 81 comma-separated fields of the digits
 * marked in each cell ('' or '0' for none: "12,,459,..."), or an array of 81 entries, each an
 * array of digits ([1, 2]) or a string of digits ('12'). A cell without marks counts every digit
 * its row, column and box allow.
 */
export type Marks = string | ReadonlyArray<ReadonlyArray<number> | string>;

export interface ExplainOptions {
  /** Walk the solution with the hint ladder (the patterns players learn, as `explain --teach`)
   *  instead of Sudoku Explainer's rating ladder. Omitted: false. The rating, level and
   *  hardest technique are then the walk's, not Sudoku Explainer's: rate() gives those. */
  teach?: boolean | undefined;
}

export interface HintOptions {
  /** The player's digits, in any form a Puzzle takes (0 or '.' for empty; it may repeat the
   *  givens, but must not contradict them). Omitted: the givens alone. */
  progress?: Puzzle | null | undefined;
  /** The player's candidate marks. Omitted: none (every allowed digit counts). */
  marks?: Marks | null | undefined;
}

// ---- The generator ---------------------------------------------------------------------------

/**
 * What to generate. Every option is optional; a bad one (unknown name, bad range, level and
 * rating both, a seed out of range, an impossible date, a wrong type) gives status 'malformed'
 * with a message naming it. Nothing throws.
 */
export interface GenerateOptions {
  /** Keep only puzzles of this level (its band: easy 1.0-1.5, medium 1.6-2.5, hard 2.6-3.9,
   *  expert 4.0-5.9, extreme 6.0-8.9, master 9.0 and up). Not with `rating`. */
  level?: Level | null | undefined;
  /** Keep only puzzles rated in this range, one decimal each, inclusive: '4.0-5.9', or '9.0-'
   *  for no upper bound. Not with `level`. Neither: any rating, including puzzles whose rating
   *  the budget could not finish (returned with `rated: false`). */
  rating?: string | null | undefined;
  /** Default 'rotational', or 'none' for bands from 8.0 up (master puzzles come from a bank of
   *  hard puzzles, few of them symmetric). */
  symmetry?: Symmetry | null | undefined;
  /** Only puzzles from which no given can be removed without losing uniqueness (default false). */
  minimal?: boolean | undefined;
  /** 0 to 2^64 - 1, as a decimal string, a safe integer or a BigInt. The same seed and options
   *  give the same puzzle everywhere, and the same as `sudoku generate --seed`. Omitted (and no
   *  `date`): a random seed (crypto.getRandomValues). */
  seed?: string | number | bigint | null | undefined;
  /** The day's puzzle, 'YYYY-MM-DD' (a real date): the seed is made from the date and the level
   *  name ('any' without `level`), as `sudoku generate --date` does. Not with `seed` (malformed). */
  date?: string | null | undefined;
  /** Puzzles made and rated before giving up with 'aborted' (1 to 10^8, default 2000). */
  attempts?: number | undefined;
}

// ---- The certificate -------------------------------------------------------------------------

export interface CertifyOptions {
  /** Solutions are counted up to this many (default 1000; below 2 counts to 2). */
  limit?: number | undefined;
  /** Search nodes each search may take (0 or omitted: the default, 10,000,000). */
  budget?: number | undefined;
}

export interface Sudoku extends SudokuScanner {
  /** Solves and checks uniqueness. Example: `sudoku.solve('3.65.84..52...').status`. */
  solve(puzzle: Puzzle, options?: SolveOptions): SolveResult;
  /** The first solution only, skipping the uniqueness check (what solver benchmarks time):
   *  for bulk work where puzzles are known to be proper. */
  solveFirst(puzzle: Puzzle, options?: {budget?: number | undefined}): FirstSolution;
  /** solve() with `limit` (default 1000; the rules of SolveOptions.limit): `count` is exact
   *  below the limit. */
  count(puzzle: Puzzle, limit?: number, options?: Omit<SolveOptions, 'limit'>): SolveResult;
  validate(puzzle: Puzzle): ValidateResult;
  /** The search step by step, in chunks, for a view that plays it (the page's Watch the search). */
  trace(puzzle: Puzzle, options?: TraceOptions): TraceChunk;
  /** The Sudoku Explainer rating of a puzzle (1.0 to 11+), its level and hardest
   *  technique. Example: `sudoku.rate(puzzle).rating` is 1.5 for the tutorials' puzzle.
   *  rate(), explain(), hint(), generate(), canonical() and certify() run in the logic module:
   *  each throws an Error (naming loadLogic) until `await sudoku.loadLogic()` (or
   *  `createSudoku({preload: ['logic']})`) has loaded it; then they are synchronous. */
  rate(puzzle: Puzzle): RateResult;
  /** rate() with every step: a solution path a person can follow. With {teach: true}, the path
   *  the hint ladder takes (each step's `ladder` says which ladder gave it). */
  explain(puzzle: Puzzle, options?: ExplainOptions): ExplainResult;
  /** A hint for a player's position: their first mistake if any (a wrong digit, or marks that
   *  leave out a cell's digit), else the easiest step from their candidates that changes
   *  something (never one their marks already made). */
  hint(puzzle: Puzzle, options?: HintOptions): HintResult;
  /** A new puzzle with exactly one solution, of the level (or rating range) and symmetry asked
   *  for, reproducible from its seed. Example: `sudoku.generate({level: 'hard', seed: '42'})`.
   *  A hard or expert puzzle takes ~5 ms in Node (median; up to tens of ms): in a page, use the
   *  worker. */
  generate(options?: GenerateOptions): GenerateResult;
  /** The canonical form of a puzzle or a full grid, and the transform that makes it: the same
   *  for every isomorph, so that two puzzles are the same puzzle exactly when their forms are
   *  equal. About 10 µs natively, tens of µs here. Example:
   *  `sudoku.canonical(a).canonical === sudoku.canonical(b).canonical`. */
  canonical(puzzle: Puzzle): CanonicalResult;
  /** A setter's certificate: uniqueness (or two solutions and givens that fix it), redundant
   *  givens, symmetries, rating, canonical form, a link and a forum text. A kaggle puzzle takes
   *  about a millisecond; use the worker in a page. */
  certify(puzzle: Puzzle, options?: CertifyOptions): Certificate;
  /** Loads the logic module (sudoku-logic.wasm) once; every call, racing or not, shares the one
   *  load. Rejects as createSudoku() does when it cannot load (naming the .wasm's URL); a later
   *  call tries again. */
  loadLogic(): Promise<void>;
  /** True once loadLogic() has resolved: the logic's methods may be called. */
  readonly logicLoaded: boolean;
  decodeStep(code: number): SearchStep;
  /** The package version, e.g. "0.1.0". */
  readonly version: string;
  /** Bytes of wasm memory the modules hold (they grow, never shrink): for leak checks. */
  readonly memoryBytes: number;
}

/** The modules a loader can load with the core at once: the logic is otherwise loaded when needed. */
export type ModulePart = 'logic';

/** Where the modules' .wasm files are, and which to load at once: createSudoku(), a worker. */
export interface LoaderOptions {
  /** The URL (Node: a path or file: URL) of 'sudoku-core.wasm' when it is not beside the
   *  package's script: what a bundler that does not emit it, or a CDN, needs. Not with
   *  locateFile. null or omitted: beside the script. */
  wasmUrl?: string | null | undefined;
  /** As wasmUrl, for 'sudoku-logic.wasm'. */
  logicWasmUrl?: string | null | undefined;
  /** As wasmUrl, for 'sudoku-scan.wasm' (the scanner, loaded by the first scan). */
  scanWasmUrl?: string | null | undefined;
  /** `['logic']`: load the logic module with the core (createSudoku() resolves when both have
   *  loaded; a worker loads it in the background, its first calls not waiting for it). */
  preload?: ReadonlyArray<ModulePart> | null | undefined;
}

export interface CreateOptions extends LoaderOptions {
  /** As Emscripten's: `(name, prefix) => url` of the file `name` ('sudoku-core.wasm', '-logic' or
   *  '-scan.wasm'), `prefix` being the folder of the package's script. Not with wasmUrl. */
  locateFile?: ((path: string, prefix: string) => string) | null | undefined;
  /** The core's .wasm bytes, when the host has them already: nothing is fetched for it. */
  wasmBinary?: ArrayBuffer | Uint8Array | null | undefined;
}

/** Loads the core module once (later calls share it: one that gives other wasmUrl, locateFile,
 *  wasmBinary or logicWasmUrl than the load it would share rejects with a TypeError saying so,
 *  since the package holds one instance of each module; the logic module
 *  too with `preload: ['logic']`, else with loadLogic()). Never throws: bad
 *  options (not an object, an unknown name, a locateFile that is not a function, wasmBinary
 *  that is not bytes, wasmUrl and locateFile both) reject with a TypeError naming them; when
 *  the module cannot load, the promise rejects with an Error naming the .wasm's URL (or path)
 *  and the cause, and saying how to set wasmUrl / locateFile; a later call tries again. */
export function createSudoku(options?: CreateOptions): Promise<Sudoku>;

/**
 * Controls of one worker call. A bad one rejects the call with a TypeError naming it. Aborting
 * or timing out one call rejects that call only: the worker is terminated (a call under way can
 * be stopped no other way), and the other calls waiting on it are sent again to a fresh worker,
 * transparently: they resolve to the same answers, later. Their own timeouts still count from
 * when they were made.
 */
export interface CallControl {
  /** Aborting rejects this call with the signal's reason: AbortSignal.timeout()'s
   *  'TimeoutError', the reason given to abort(reason); for abort() with none, an Error named
   *  'AbortError' ('sudoku worker: solve was cancelled', its cause the signal's). null or
   *  omitted: none. */
  signal?: AbortSignal | null | undefined;
  /** After this many ms this call rejects with an Error named 'TimeoutError'. A
   *  number 0 or more; above 2^31 - 1 (about 24.8 days, setTimeout's longest), Infinity
   *  included, it is taken as 2^31 - 1. null or omitted: no timeout. */
  timeoutMs?: number | null | undefined;
}

export interface SudokuWorker {
  solve(puzzle: Puzzle, options?: SolveOptions & CallControl): Promise<SolveResult>;
  solveFirst(puzzle: Puzzle, options?: {budget?: number | undefined} & CallControl): Promise<FirstSolution>;
  count(puzzle: Puzzle, limit?: number, options?: Omit<SolveOptions, 'limit'> & CallControl): Promise<SolveResult>;
  validate(puzzle: Puzzle, options?: CallControl): Promise<ValidateResult>;
  trace(puzzle: Puzzle, options?: TraceOptions & CallControl): Promise<TraceChunk>;
  rate(puzzle: Puzzle, options?: CallControl): Promise<RateResult>;
  explain(puzzle: Puzzle, options?: ExplainOptions & CallControl): Promise<ExplainResult>;
  hint(puzzle: Puzzle, options?: HintOptions & CallControl): Promise<HintResult>;
  generate(options?: GenerateOptions & CallControl): Promise<GenerateResult>;
  canonical(puzzle: Puzzle, options?: CallControl): Promise<CanonicalResult>;
  certify(puzzle: Puzzle, options?: CertifyOptions & CallControl): Promise<Certificate>;
  /** As Sudoku's: the image is copied to the worker (a Blob is decoded there). */
  scan(image: ScanImage, options?: CallControl): Promise<ScanResult>;
  /** Loads the logic module in the worker ahead of its first call that needs it (which would
   *  load it anyway): for a page that knows it will. */
  loadLogic(options?: CallControl): Promise<void>;
  decodeStep(code: number): SearchStep;
  /** Stops the worker; pending calls reject. The next call starts a fresh worker. */
  terminate(): void;
}

/** Where the worker finds 'sudoku-core.wasm' and 'sudoku-logic.wasm' (ES module build), when
 *  served elsewhere; `preload`; where the worker's own script is. The worker loads the core, and
 *  the logic with the first call that needs it. Bad options (not an object, a wasmUrl that is not
 *  a string) reject every call with a TypeError naming them. */
export interface WorkerOptions extends LoaderOptions {
  /** The URL of the worker's script when it is not where the package looks for it: the ES
   *  build's 'sudoku-worker.mjs' (beside the package's script, or where the bundler emitted it;
   *  its .wasm files beside it, or where wasmUrl / logicWasmUrl say), the classic and inline
   *  builds' 'sudoku.js' (which then runs from that file, not from a Blob: for a policy without
   *  worker-src blob:), Node's 'sudoku-worker.node.mjs' (a path or a file: URL). A worker that
   *  cannot start rejects the calls with 'sudoku worker crashed: GET <url>: <status>: ...'.
   *  null or omitted: where the package looks. */
  workerUrl?: string | null | undefined;
}

/**
 * The same methods in a Web Worker (Node: worker_threads), so the page never blocks. They never
 * throw; their promises resolve to what the module's methods return, bad input included, and
 * reject only:
 * - with an Error named 'AbortError' or 'TimeoutError' (see CallControl, and terminate());
 * - with 'sudoku worker crashed: ...' when the worker fails: the pending calls reject, and the
 *   next call starts a fresh worker;
 * - with 'sudoku worker: could not load the module: ...' (the cause) when its module cannot load;
 * - with a TypeError naming a bad `signal` or `timeoutMs`, or bad WorkerOptions;
 * - with the error raised reading the arguments or sending them to the worker (structured
 *   clone): a 'DataCloneError' for a function, a Symbol or a Proxy, a TypeError for a revoked
 *   Proxy, or what a getter threw. Nothing is left armed for such a call. (The module itself
 *   answers these with 'malformed'; a worker call cannot, since they never reach it.)
 */
export function createSudokuWorker(options?: WorkerOptions): SudokuWorker;

export interface RateAllOptions {
  /** How many workers rate the list at once: a whole number from 1 to 64. Default: as many as
   *  the machine has cores (navigator.hardwareConcurrency; Node: os.availableParallelism()), at
   *  most 16. Never more than the puzzles that need a worker. */
  workers?: number | undefined;
  /** Aborting terminates every worker of the call: the promise rejects as CallControl.signal
   *  says ('sudoku worker: rateAll was cancelled' for abort() with no reason). null or omitted:
   *  none. */
  signal?: AbortSignal | null | undefined;
  /** After this many ms for the whole list, every worker is terminated: the promise rejects
   *  with 'TimeoutError'. As CallControl.timeoutMs. null or omitted: no timeout. */
  timeoutMs?: number | null | undefined;
  /** Called once per puzzle, as its result is known: `done` counts 1, 2, ... up to `total`
   *  (the list's length), in the order results arrive. Never during the rateAll() call itself.
   *  What it throws rejects the promise (and terminates the workers). null or omitted: none. */
  onProgress?: ((done: number, total: number) => void) | null | undefined;
  /** As WorkerOptions', for each worker. */
  wasmUrl?: string | null | undefined;
  logicWasmUrl?: string | null | undefined;
  preload?: ReadonlyArray<ModulePart> | null | undefined;
  workerUrl?: string | null | undefined;
}

/**
 * Rates a list of puzzles in several workers (Node: worker_threads), started for this call and
 * terminated when it ends, however it ends: nothing keeps a Node process alive afterwards.
 * Puzzles are handed out one at a time to whichever worker is free, so a slow puzzle (chains:
 * up to seconds) never holds up the others. Resolves to one result per puzzle, in the order
 * given, each exactly what `rate(puzzle)` gives: a bad puzzle gets its 'malformed', 'invalid',
 * 'multiple' or 'none' result in its slot. Example:
 * `const results = await rateAll(puzzles, {workers: 4, onProgress: (done, total) => show(done / total)})`.
 * Never throws; rejects, after terminating its workers:
 * - with a TypeError when `puzzles` is not an array, or for bad RateAllOptions: an option name
 *   it does not know (naming it), or a bad value (naming the option and the value);
 * - with an Error named 'AbortError' or 'TimeoutError' (see `signal` and `timeoutMs`);
 * - as a worker call does when a worker crashes or its module cannot load (SudokuWorker);
 * - with what `onProgress` threw.
 * A puzzle that cannot be sent to a worker (a function, a Symbol, a value that throws when
 * read) is not a rejection: it is 'malformed', as for rate().
 */
export function rateAll(puzzles: ReadonlyArray<Puzzle>, options?: RateAllOptions): Promise<RateResult[]>;
