// Compiled by `tsc --noEmit` (scripts/test.sh): the .d.ts describes the API as the tests use it,
// and rejects misuse (each @ts-expect-error must be an error, or tsc fails).
import {
  type CanonicalResult,
  type Certificate,
  createSudoku,
  createSudokuWorker,
  decodeStep,
  type GenerateOptions,
  type GenerateResult,
  type HintKind,
  type HintMistake,
  LEVELS,
  type Level,
  type RateAllOptions,
  type RateResult,
  rateAll,
  type ScanResult,
  type ScanStatus,
  type SearchStep,
  type SolveResult,
  type Status,
  type Step,
  type Symmetry,
  type Transform,
} from 'sudoku-wasm';

async function example(): Promise<string | null> {
  const sudoku = await createSudoku({locateFile: (path) => `/static/${path}`});
  const result: SolveResult = sudoku.solve('3.65.84..', {limit: 2, budget: 1000, algorithm: 'textbook'});
  const status: Status = result.status;
  const placements: number | undefined = result.stats.placements;
  const counted = sudoku.count([0, 1, 2], 10);
  const valid: boolean = sudoku.validate('...').valid;
  const bytes: number = sudoku.memoryBytes;
  const conflictCells: [number, number] | undefined = result.conflicts[0]?.cells;
  const conflictUnit: number | undefined = result.conflicts[0]?.unitNumber;
  // The logic module: loaded once, then its methods are synchronous like the core's.
  const loading: Promise<void> = sudoku.loadLogic();
  await loading;
  const loaded: boolean = sudoku.logicLoaded;
  // @ts-expect-error: logicLoaded is read-only
  sudoku.logicLoaded = true;
  await createSudoku({preload: ['logic'], logicWasmUrl: '/static/sudoku-logic.wasm'});
  // @ts-expect-error: 'logic' is the one module to preload
  await createSudoku({preload: ['chains']});

  const worker = createSudokuWorker({wasmUrl: '/static/sudoku-core.wasm'});
  const controller = new AbortController();
  const later = await worker.solve('...', {signal: controller.signal, timeoutMs: 500, limit: 2});
  const many = await worker.count('...', 100, {timeoutMs: 1000});
  await worker.loadLogic({timeoutMs: 1000});
  createSudokuWorker({preload: ['logic'], logicWasmUrl: null});
  await worker.solveFirst('...', {budget: 10, signal: null, timeoutMs: null});
  const chunk = await worker.trace('...', {algorithm: 'textbook', from: 0, maxSteps: 100, signal: controller.signal});
  const decoded: SearchStep = decodeStep(chunk.steps[0] ?? 0);
  const kinds: string[] = Array.from(chunk.steps, (code) => decodeStep(code).kind);
  const next: number = sudoku.trace('...', {from: chunk.position}).position;

  const rated = sudoku.rate('3.65.84..');
  const rating: number | null = rated.rating;
  const level: Level | null = rated.level;
  const steps: Step[] = sudoku.explain([0, 1, 2]).steps;
  const firstPlacement: [number, number] | undefined = steps[0]?.placements[0];
  const role: 'pattern' | 'target' | 'cause' | 'fin' | 'als' | undefined = steps[0]?.cells[0]?.role;
  const ladder: 'hint' | 'rating' | undefined = sudoku.hint('3.65.84..').step?.ladder;
  const units: number[] | undefined = steps[0]?.units;
  // A chain's paths: each potential's reason narrows by its kind.
  const why = steps[0]?.paths?.[0]?.potentials[1]?.why;
  const unit: number | undefined = why?.kind === 'unit' ? why.unit : undefined;
  const also: [number, number][] | undefined = why?.kind === 'nested' ? why.also : undefined;
  const branch: [number, number] | null | undefined = steps[0]?.paths?.[1]?.branch;
  const hinted = sudoku.hint('3.65.84..', {progress: '3165.....', marks: '12,,459'});
  const kind: HintKind | null = hinted.kind;
  const mistake: HintMistake | null = hinted.mistake;
  const firstLevel: Level | undefined = LEVELS[0];
  const stepText: string | undefined = hinted.step?.text;
  sudoku.hint([0, 1], {progress: [0, 1], marks: [[1, 2], '459', []]});
  sudoku.hint('...');
  const later2 = await worker.hint('...', {marks: '1,2', signal: controller.signal, timeoutMs: 50});
  const ratedLater: boolean = (await worker.rate('...', {timeoutMs: 100})).rated;
  const explained: Step[] = (await worker.explain('...')).steps;
  const taught: 'hint' | 'rating' | undefined = sudoku.explain('...', {teach: true}).steps[0]?.ladder;
  const taughtLater: Step[] = (await worker.explain('...', {teach: false, timeoutMs: 100})).steps;
  // @ts-expect-error: teach is true or false
  sudoku.explain('...', {teach: 'yes'});
  // @ts-expect-error: a search's step (SearchStep) is not a step of logic (Step)
  const notLogic: Step = decodeStep(0);
  const made: GenerateResult = sudoku.generate({level: 'expert', symmetry: 'quarter-turn', minimal: true, seed: '42'});
  const madeStatus: 'unique' | 'aborted' | 'malformed' = made.status;
  const madeSeed: string | null = made.seed;
  const madeRating: number | null = made.rating;
  const madeLevel: Level | null = made.level;
  sudoku.generate({rating: '4.0-5.9', seed: 42n, attempts: 100});
  sudoku.generate({date: '2026-11-22', level: 'hard'});
  sudoku.generate({seed: 7});
  sudoku.generate();
  const symmetry: Symmetry = 'anti-diagonal';
  const options: GenerateOptions = {symmetry, level: null};
  const madeLater: string | null = (await worker.generate({...options, signal: controller.signal, timeoutMs: 5000}))
    .puzzle;
  worker.generate();
  const form: CanonicalResult = sudoku.canonical('3.65.84..');
  const formStatus: 'malformed' | 'invalid' | null = form.status;
  const formLine: string | null = form.canonical;
  const transform: Transform | null = form.transform;
  const digitOf: number | undefined = transform?.digits[5];
  const transposed: boolean | undefined = transform?.transpose;
  const formLater: string | null = (await worker.canonical([0, 1, 2], {signal: controller.signal, timeoutMs: 100}))
    .canonical;
  await worker.canonical('...');
  // @ts-expect-error: canonical() takes a puzzle only (a worker call, its controls)
  sudoku.canonical('...', {limit: 2});
  // @ts-expect-error: a transform's rows are numbers
  const rowNames: string[] | undefined = transform?.rows;
  // @ts-expect-error: 'multiple' is not a canonical status: puzzles of several solutions have a form
  const notAFormStatus: CanonicalResult['status'] = 'multiple';
  const certificate: Certificate = sudoku.certify('3.65.84..', {limit: 10, budget: 0});
  // undefined is an option's default, as for every other options type (exactOptionalPropertyTypes)
  sudoku.certify('3.65.84..', {limit: undefined, budget: undefined});
  const differing: number[] = certificate.differing;
  const suggestedDigit: number | undefined = certificate.suggested[0]?.[1];
  const pearl: number | null = certificate.pearl;
  const certifiedLater: string | null = (await worker.certify('...', {signal: controller.signal, timeoutMs: 100})).text;
  // @ts-expect-error: a certificate's symmetries never include 'none'
  const noSymmetry: Certificate['symmetries'] = ['none'];
  // @ts-expect-error: certify() counts up to a limit, it does not take a level
  sudoku.certify('...', {level: 'easy'});
  // The scanner: asynchronous, its module loaded by the first scan.
  const pixels = {width: 2, height: 1, data: new Uint8ClampedArray(8)};
  const scanned: ScanResult = await sudoku.scan(pixels);
  const scanStatus: ScanStatus = scanned.status;
  const corner: [number, number] | undefined = scanned.corners[0];
  const sure: boolean = (scanned.confidences[0] ?? 0) > 0.9;
  await sudoku.scan(new Blob([]));
  const fromWorker: string = (await worker.scan(pixels, {timeoutMs: 5000})).puzzle;
  await createSudoku({scanWasmUrl: '/static/sudoku-scan.wasm'});
  // @ts-expect-error: a scan is asynchronous
  const notYet: ScanResult = sudoku.scan(pixels);
  // @ts-expect-error: pixels are bytes, not a string
  sudoku.scan({width: 1, height: 1, data: 'abcd'});
  // @ts-expect-error: 'ready' is not a scan status
  const notAScanStatus: ScanStatus = 'ready';
  worker.terminate();

  // @ts-expect-error: levels are named, not numbered
  sudoku.generate({level: 3});
  // @ts-expect-error: symmetries are 'none', 'rotational', 'quarter-turn', ... ('rotate' is not one)
  sudoku.generate({symmetry: 'rotate'});
  // @ts-expect-error: minimal is a boolean
  sudoku.generate({minimal: 'yes'});
  // @ts-expect-error: the result's seed is a string (64-bit), not a number
  const numericSeed: number = made.seed;

  // @ts-expect-error: rate() results have no steps; explain() has them
  void sudoku.rate('...').steps;
  // @ts-expect-error: marks are digits, not booleans
  sudoku.hint('...', {marks: [[true]]});
  // @ts-expect-error: hint kinds are 'mistake', 'step', 'solved' or 'stuck'
  const badKind: HintKind = 'guess';
  // @ts-expect-error: mistakes are 'wrongEntry' or 'missingCandidate', not display names
  const badMistake: HintMistake = 'Wrong Entry';
  // @ts-expect-error: LEVELS is the module's, read-only
  LEVELS.push('easy');

  // @ts-expect-error: the algorithm is 'fast' or 'textbook'
  sudoku.solve('...', {algorithm: 'quantum'});
  // exactOptionalPropertyTypes (tsconfig): an option given as undefined takes its default, as at
  // run time.
  sudoku.solve('...', {limit: undefined, budget: undefined, algorithm: undefined});
  await worker.hint('...', {progress: undefined, marks: null, signal: undefined, timeoutMs: undefined});
  await createSudoku({wasmUrl: '/static/sudoku-core.wasm', locateFile: undefined, wasmBinary: null});
  // A typed array of digits is a puzzle; another array-like object is not (the module reads it
  // as 'malformed').
  sudoku.solve(new Uint8Array(81));
  // @ts-expect-error: an array-like object that is no array or typed array
  sudoku.solve({length: 81, 0: 3});
  // Strict options, as at run time: a misspelt name is an error of the types too.
  // @ts-expect-error: 'prgress' is no option of hint() ('progress')
  sudoku.hint('...', {prgress: '...'});
  // @ts-expect-error: 'levle' is no option of generate() ('level')
  sudoku.generate({levle: 'hard'});
  // @ts-expect-error: 'limt' is no option of solve() ('limit')
  sudoku.solve('...', {limt: 2});
  // @ts-expect-error: 'wasmURL' is no option of createSudokuWorker() ('wasmUrl')
  createSudokuWorker({wasmURL: '/w.wasm'});
  // @ts-expect-error: signal and timeoutMs are a worker call's, not the module's
  sudoku.solve('...', {timeoutMs: 100});
  // @ts-expect-error: 'timeotMs' is no control of a worker call ('timeoutMs')
  void worker.rate('...', {timeotMs: 100});
  // @ts-expect-error: version is read-only
  sudoku.version = '2';
  // @ts-expect-error: worker methods return promises
  const notAResult: SolveResult = worker.solve('...');

  const rateOptions: RateAllOptions = {workers: 2, signal: controller.signal, timeoutMs: 60000, wasmUrl: '/w.wasm'};
  const allRated: RateResult[] = await rateAll(['3.65.84..', [0, 1, 2]], {
    ...rateOptions,
    onProgress: (done: number, total: number) => console.log(`${done} of ${total}`),
  });
  const firstRatedLevel: Level | null | undefined = allRated[0]?.level;
  await rateAll(Object.freeze(['...']), {signal: null, timeoutMs: null, onProgress: null});
  await rateAll([]);
  // @ts-expect-error: one puzzle is not a list (a string would be rated character by character)
  rateAll('3.65.84..');
  // @ts-expect-error: the option is `workers`
  rateAll(['...'], {worker: 2});
  // @ts-expect-error: workers is a number
  rateAll(['...'], {workers: '2'});
  // @ts-expect-error: onProgress gets numbers
  rateAll(['...'], {onProgress: (done: string) => done});
  // @ts-expect-error: rateAll resolves to rate() results, which have no steps
  void (await rateAll(['...']))[0]?.steps;

  void [
    status,
    placements,
    counted,
    valid,
    bytes,
    conflictCells,
    conflictUnit,
    later,
    many,
    notAResult,
    kinds,
    next,
    firstRatedLevel,
  ];
  void [rating, level, firstPlacement, role, units, kind, stepText, later2, ratedLater, explained, badKind];
  void [mistake, firstLevel, badMistake, decoded, notLogic, ladder, taught, taughtLater, unit, also, branch];
  void [madeStatus, madeSeed, madeRating, madeLevel, madeLater, numericSeed];
  void [formStatus, formLine, digitOf, transposed, formLater, rowNames, notAFormStatus];
  void [differing, suggestedDigit, pearl, certifiedLater, noSymmetry, loaded];
  void [scanStatus, corner, sure, fromWorker, notYet, notAScanStatus];
  return result.solution;
}
void example;
