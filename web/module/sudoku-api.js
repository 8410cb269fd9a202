// The synchronous API: createSudoku() loads the module once and resolves to its methods, each of
// which writes its input into the exchange area, makes one call into the module and reads the
// answer back. Bad input comes back as a result (status 'malformed'); nothing throws.
import {loadModule} from 'build:core';
import {
  ALGORITHMS,
  ATTEMPTS,
  BACKTRACKS,
  COMPLETE,
  COUNT,
  decodeStep,
  LEVEL,
  LEVELS,
  NO_NUMBERS,
  PLACEMENTS,
  RATED,
  RATING,
  SEED_LENGTH,
  STATUS,
  STATUSES,
  TRACE_CHUNK,
  TRACE_FINISHED,
  TRACE_FOUND,
  TRACE_POSITION,
} from './constants.js';
import {
  exchange,
  gridDecoder,
  malformed,
  openSession,
  prepare,
  readConflicts,
  readJson,
  readMessage,
  readTransform,
  statsOf,
  writePuzzle,
  writeText,
} from './exchange.js';
import {
  badGenerateOption,
  CERTIFY_FIELDS,
  COUNT_FIELDS,
  CREATE_FIELDS,
  EXPLAIN_FIELDS,
  FIRST_FIELDS,
  generateOptions,
  HINT_FIELDS,
  marksNotation,
  NO_FIELDS,
  puzzleText,
  readArguments,
  readOptions,
  SOLVE_FIELDS,
  TRACE_FIELDS,
  wholeNumber,
} from './options.js';

// The API's methods that run in the logic module, which is loaded apart from the core: by
// loadLogic() (or the preload option) here, by the first call that needs it in a worker.
export const LOGIC_METHODS = ['rate', 'explain', 'hint', 'generate', 'canonical', 'certify'];

// The promises of the one instance of each module, made by the first call that loads it and
// shared by every later one (the logic's by every API and every loadLogic() call, racing or not).
const shared = {core: null, logic: null};

/**
 * Loads the core module (once; later calls share it) and resolves to the synchronous API; with
 * `preload: ['logic']` the logic module too. `options.wasmUrl` (or `locateFile`) says where the
 * core's .wasm is when it is not beside the package's script, `logicWasmUrl` the logic's,
 * `wasmBinary` gives the core's bytes. Bad options reject with a TypeError, and a module that
 * cannot load with the cause (naming the .wasm's URL); nothing throws.
 */
export function createSudoku(options) {
  const read = readArguments(readOptions, options, 'createSudoku options', CREATE_FIELDS);
  if (read.error) return Promise.reject(new TypeError(read.error));
  const {wasmUrl, logicWasmUrl, locateFile, wasmBinary, preload} = read.values;
  if (wasmUrl !== null && locateFile !== null) {
    return Promise.reject(new TypeError('createSudoku options: wasmUrl and locateFile: give one or the other'));
  }
  // The build's loader (build:core) takes {wasmUrl, locateFile, wasmBinary}, undefined for none.
  const given = (values) => Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null));
  const loaders = {
    core: () => loadModule('core', given({wasmUrl, locateFile, wasmBinary})),
    logic: () => loadModule('logic', given({wasmUrl: logicWasmUrl, locateFile})),
  };
  const api = load(loaders, 'core').then((core) => makeApi(core, () => load(loaders, 'logic')));
  return preload?.includes('logic') ? api.then((sudoku) => sudoku.loadLogic().then(() => sudoku)) : api;
}

// The shared promise of the module `part`, loaded by `loaders[part]` if no call has yet.
function load(loaders, part) {
  // The factory can throw before it returns its promise (Node: no .wasm beside it; a browser
  // without WebAssembly): inside a promise, that rejects too.
  shared[part] ??= new Promise((resolve) => resolve(loaders[part]())).catch((error) => {
    shared[part] = null; // let a later call try again
    throw error;
  });
  return shared[part];
}

// The API over the core's session, and the logic's once loadLogic() has opened it.
function makeApi(core, loadLogicModule) {
  const session = openSession(core);
  const logic = {session: null, opening: null};
  const loadLogic = () => {
    logic.opening ??= loadLogicModule().then(
      (module) => {
        logic.session = openSession(module);
      },
      (error) => {
        logic.opening = null; // a later call tries again
        throw error;
      },
    );
    return logic.opening;
  };
  // A method of the logic module: a programming error, thrown, until the module is loaded.
  const inLogic =
    (name, method) =>
    (...args) => {
      if (!logic.session) throw logicNotLoaded(name);
      return method(logic.session, ...args);
    };
  return {
    solve: (puzzle, options) => solveWith(session, puzzle, options, 'solve options', SOLVE_FIELDS),
    solveFirst: (puzzle, options) => solveFirst(session, puzzle, options),
    count: (puzzle, limit = 1000, options) => count(session, puzzle, limit, options),
    validate: (puzzle, options) => validate(session, puzzle, options),
    trace: (puzzle, options) => trace(session, puzzle, options),
    rate: inLogic('rate', (logicSession, puzzle, options) => rateWith(logicSession, puzzle, options, false)),
    explain: inLogic('explain', (logicSession, puzzle, options) => rateWith(logicSession, puzzle, options, true)),
    hint: inLogic('hint', hint),
    generate: inLogic('generate', generate),
    canonical: inLogic('canonical', canonical),
    certify: inLogic('certify', certify),
    loadLogic,
    get logicLoaded() {
      return logic.session !== null;
    },
    decodeStep,
    version: core.version(),
    get memoryBytes() {
      return (
        exchange(session).text.buffer.byteLength + (logic.session ? exchange(logic.session).text.buffer.byteLength : 0)
      );
    },
  };
}

function logicNotLoaded(method) {
  return new Error(
    `sudoku.${method}() needs the logic module, which is not loaded: await sudoku.loadLogic() once ` +
      "first, or createSudoku({preload: ['logic']}) (a worker loads it by itself)",
  );
}

// solve() and count(), whose `limit` argument stands for the option.
function solveWith(session, puzzle, options, what, fields, limit) {
  const input = prepare(session, puzzle, options, what, fields);
  const algorithm = input.values?.algorithm;
  if (input.error) return malformed(input.error, algorithm);
  const {budget} = input.values;
  const code = session.core.solve(input.length, ALGORITHMS.indexOf(algorithm), limit ?? input.values.limit, budget);
  const status = STATUSES[code];
  const area = exchange(session);
  const numbers = area.numbers;
  const solved = status === 'unique' || status === 'multiple';
  return {
    status,
    solution: solved ? gridDecoder.decode(area.solution) : null,
    count: numbers[COUNT],
    complete: numbers[COMPLETE] === 1,
    message: readMessage(area),
    conflicts: status === 'invalid' ? readConflicts(area) : [],
    stats: statsOf(algorithm, numbers),
  };
}

// solveFirst()'s answer when it found no solution.
function notFound(status, message, conflicts = [], numbers = NO_NUMBERS) {
  return {found: false, solution: null, status, message, conflicts, stats: statsOf('fast', numbers)};
}

// The first solution without the uniqueness check: for bulk work and benchmarks.
function solveFirst(session, puzzle, options) {
  const input = prepare(session, puzzle, options, 'solveFirst options', FIRST_FIELDS);
  if (input.error) return notFound('malformed', input.error);
  const code = session.core.solveFirst(input.length, input.values.budget);
  const area = exchange(session);
  if (code >= 0) {
    return notFound(STATUSES[code], readMessage(area), readConflicts(area), area.numbers);
  }
  return {
    found: true,
    solution: gridDecoder.decode(area.solution),
    status: null,
    message: 'a solution (not checked for uniqueness)',
    conflicts: [],
    stats: statsOf('fast', area.numbers),
  };
}

function count(session, puzzle, limit, options) {
  const bad = wholeNumber(limit, 'limit');
  return bad ? malformed(bad) : solveWith(session, puzzle, options, 'count options', COUNT_FIELDS, limit);
}

function validate(session, puzzle, options) {
  const written = readArguments(writeWithoutOptions, session, puzzle, options, 'validate options');
  if (written.error) {
    return {valid: false, status: 'malformed', message: written.error, conflicts: [], puzzle: null};
  }
  const code = session.core.validate(written.length);
  const area = exchange(session);
  const parsed = code !== STATUSES.indexOf('malformed');
  return {
    valid: code < 0,
    status: code < 0 ? null : STATUSES[code],
    message: code < 0 ? 'no clashing givens' : readMessage(area),
    conflicts: readConflicts(area),
    puzzle: parsed ? gridDecoder.decode(area.puzzle) : null,
  };
}

// A chunk of the trace of the search, read on from the session's cursor when it was opened for
// the same puzzle text and algorithm.
function trace(session, puzzle, options) {
  const input = prepare(session, puzzle, options, 'trace options', TRACE_FIELDS);
  const from = input.values?.from ?? 0;
  if (input.error) return traceFailed(from, 'malformed', input.error);
  const {algorithm, maxSteps, cap} = input.values;
  const key = `${algorithm}:${input.text}`;
  if (key !== session.cursorKey) {
    if (session.cursor) session.core.closeTrace(session.cursor);
    session.cursorKey = null;
    session.cursor = session.core.openTrace(input.length, ALGORITHMS.indexOf(algorithm));
    if (!session.cursor) {
      const area = exchange(session);
      return traceFailed(from, STATUSES[area.numbers[STATUS]], readMessage(area), readConflicts(area));
    }
    session.cursorKey = key;
  }
  const code = session.core.readTrace(session.cursor, from, maxSteps, cap);
  const area = exchange(session);
  const numbers = area.numbers;
  return {
    status: code < 0 ? null : STATUSES[code],
    message: readMessage(area),
    conflicts: [],
    from,
    steps: area.steps.slice(0, numbers[TRACE_CHUNK]),
    position: numbers[TRACE_POSITION],
    finished: numbers[TRACE_FINISHED] === 1,
    found: numbers[TRACE_FOUND] === 1,
    grid: gridDecoder.decode(area.traceGrid),
    stats: {placements: numbers[PLACEMENTS], backtracks: numbers[BACKTRACKS]},
  };
}

function traceFailed(from, status, message, conflicts = []) {
  return {
    status,
    message,
    conflicts,
    from,
    steps: new Uint32Array(0),
    position: 0,
    finished: true,
    found: false,
    grid: null,
    stats: {placements: 0, backtracks: 0},
  };
}

// rate() and explain(): the Sudoku Explainer rating, and the steps for explain() (on the hint
// ladder with {teach: true}).
function rateWith(session, puzzle, options, keepSteps) {
  const written = readArguments(
    keepSteps ? writeExplainInput : writeWithoutOptions,
    session,
    puzzle,
    options,
    `${keepSteps ? 'explain' : 'rate'} options`,
  );
  if (written.error) return unrated('malformed', written.error, keepSteps);
  session.core.rate(written.length, keepSteps, written.teach === true);
  const answer = readJson(session);
  const result = {
    status: answer.status,
    message: answer.message,
    rated: answer.rated,
    rating: answer.rating,
    level: answer.level,
    hardest: answer.hardest,
    bound: answer.bound,
    stepCount: answer.stepCount,
  };
  if (keepSteps) result.steps = answer.steps;
  return result;
}

// The result of rate() or explain() for a puzzle that could not be rated before the module saw it
// (rateAll() gives it too, for a puzzle it cannot send to a worker).
export function unrated(status, message, keepSteps) {
  const result = {status, message, rated: false, rating: null, level: null, hardest: null, bound: null, stepCount: 0};
  if (keepSteps) result.steps = [];
  return result;
}

function hint(session, puzzle, options) {
  const input = readArguments(writeHintInput, session, puzzle, options);
  if (input.error) return {status: 'malformed', kind: null, mistake: null, message: input.error, step: null};
  session.core.hint(...input.lengths);
  const answer = readJson(session);
  const {status, kind, mistake, message, step} = answer;
  return {status, kind, mistake, message, step};
}

// The puzzle of a method without options written, as writePuzzle does, or {error}: a worker call
// gives its options object (its controls taken out), and anything in it is a misspelling.
function writeWithoutOptions(session, puzzle, options, what) {
  const read = readOptions(options, what, NO_FIELDS);
  return read.error ? read : writePuzzle(session, puzzle);
}

// explain()'s puzzle written, with its option {teach}, or {error}.
function writeExplainInput(session, puzzle, options, what) {
  const read = readOptions(options, what, EXPLAIN_FIELDS);
  if (read.error) return read;
  const written = writePuzzle(session, puzzle);
  return written.error ? written : {...written, teach: read.values.teach};
}

// hint()'s puzzle, progress and marks, one after another in the exchange area: {lengths} or
// {error}.
function writeHintInput(session, puzzle, options) {
  const read = readOptions(options, 'hint options', HINT_FIELDS);
  if (read.error) return read;
  const {progress, marks} = read.values;
  const givens = puzzleText(puzzle);
  if (givens.error) return givens;
  let progressText = '';
  if (progress !== null && progress !== '') {
    const text = puzzleText(progress);
    if (text.error) return {error: `progress: ${text.error}`};
    progressText = text.value;
  }
  const marksText = marksNotation(marks);
  if (marksText.error) return {error: `marks: ${marksText.error}`};

  const first = writeText(session, givens.value, 0, 'the puzzle text');
  if (first.error) return first;
  const second = writeText(session, progressText, first.length, 'progress: the text');
  if (second.error) return second;
  const third = writeText(session, marksText.value, first.length + second.length, 'marks: the text');
  if (third.error) return third;
  return {lengths: [first.length, second.length, third.length]};
}

// The canonical form and the transform that makes it; bad input as solve() says it.
function canonical(session, puzzle, options) {
  const written = readArguments(writeWithoutOptions, session, puzzle, options, 'canonical options');
  if (written.error) return notCanonical('malformed', written.error);
  const code = session.core.canonical(written.length);
  const area = exchange(session);
  if (code >= 0) return notCanonical(STATUSES[code], readMessage(area), readConflicts(area));
  return {
    status: null,
    message: readMessage(area),
    conflicts: [],
    canonical: gridDecoder.decode(area.canonical),
    transform: readTransform(area),
  };
}

// A setter's certificate, as `sudoku certify --json` gives it (sudoku/json.hpp); bad input and
// bad options as solve() says them.
function certify(session, puzzle, options) {
  const input = prepare(session, puzzle, options, 'certify options', CERTIFY_FIELDS);
  if (input.error) return uncertified(input.error);
  session.core.certify(input.length, input.values.limit, input.values.budget);
  return readJson(session);
}

// certify()'s answer for input the module never saw: the keys of to_json(Certificate).
function uncertified(message) {
  return {
    puzzle: '.'.repeat(81),
    status: 'malformed',
    message,
    conflicts: [],
    count: 0,
    complete: false,
    solution: null,
    otherSolution: null,
    differing: [],
    suggested: [],
    givens: 0,
    redundant: [],
    minimal: false,
    symmetries: [],
    rated: false,
    rating: null,
    level: null,
    hardest: null,
    bound: null,
    stepCount: 0,
    pearl: null,
    diamond: null,
    techniques: [],
    singlesOnly: false,
    canonical: null,
    link: null,
    text: null,
  };
}

function notCanonical(status, message, conflicts = []) {
  return {status, message, conflicts, canonical: null, transform: null};
}

function generate(session, options) {
  const made = readArguments(generateOptions, options);
  if (made.error) return generated('malformed', made.error);
  // Seed, date, level and range one after another in `text`; -1 for a text not given.
  const lengths = [];
  let offset = 0;
  for (const [text, what] of [
    [made.seed, 'seed'],
    [made.date, 'date'],
    [made.level, 'level'],
    [made.rating, 'rating'],
  ]) {
    const written = text === null ? {length: -1} : writeText(session, text, offset, what);
    if (written.error) return generated('malformed', written.error);
    lengths.push(written.length);
    offset += Math.max(written.length, 0);
  }
  const code = session.core.generate(...lengths, made.symmetry, made.minimal, made.attempts);
  const status = STATUSES[code];
  const area = exchange(session);
  const numbers = area.numbers;
  const seedDigits = gridDecoder.decode(area.seed.subarray(0, numbers[SEED_LENGTH]));
  const message = readMessage(area);
  if (status === 'malformed' && (message === 'date' || message === 'rating')) {
    return generated(status, badGenerateOption(message, made[message]));
  }
  const result = generated(status, message, seedDigits || null, numbers[ATTEMPTS]);
  if (status === 'unique') {
    result.puzzle = gridDecoder.decode(area.puzzle);
    result.solution = gridDecoder.decode(area.solution);
    if (numbers[RATED]) {
      result.rated = true;
      result.rating = numbers[RATING] / 10;
      result.level = LEVELS[numbers[LEVEL]];
    }
  }
  return result;
}

function generated(status, message, seed = null, attempts = 0) {
  return {status, puzzle: null, solution: null, rating: null, rated: false, level: null, seed, attempts, message};
}
