// The JS client of the wasm module: the one place that touches the Emscripten module.
//
// This file is the shared body of two builds (scripts/assemble.mjs wraps it):
//   sudoku.mjs  - an ES module that imports sudoku-core.mjs (+ .wasm) and runs its worker from
//                 sudoku-worker.mjs;
//   sudoku.js   - a classic script with the wasm inlined, whose worker runs its own file when
//                 served from the page's origin, else a Blob URL made from its own source, so
//                 it works from file:// too.
// The wrapper provides two names: `createSudokuCore` (Emscripten's factory) and
// `spawnSolverWorker()` (starts a worker running serveWorker, and returns its port: see the
// worker ports at the end).

// BOUNDARY: the constants shared with the C++ side (bindings.cpp's boundary()), which the
// build writes above this file.
const ALGORITHMS = BOUNDARY.algorithms;
const UNITS = ['row', 'column', 'box'];
const textDecoder = new TextDecoder();
// The grid area holds 81 ASCII characters: a single-byte decoder reads them several times
// faster than String.fromCharCode.apply.
const gridDecoder = new TextDecoder('latin1');
const textEncoder = new TextEncoder();

// Indices into the exchange area's `numbers`.
const {
  count: COUNT,
  nodes: NODES,
  guesses: GUESSES,
  placements: PLACEMENTS,
  backtracks: BACKTRACKS,
  messageLength: MESSAGE_LENGTH,
  conflictCount: CONFLICT_COUNT,
  tracePosition: TRACE_POSITION,
  traceChunk: TRACE_CHUNK,
  traceFinished: TRACE_FINISHED,
  traceFound: TRACE_FOUND,
  complete: COMPLETE,
  jsonAddress: JSON_ADDRESS,
  jsonLength: JSON_LENGTH,
  rating: RATING,
  rated: RATED,
  attempts: ATTEMPTS,
  seedLength: SEED_LENGTH,
  status: STATUS,
} = BOUNDARY.numbers;
const NO_NUMBERS = new Float64Array(Object.keys(BOUNDARY.numbers).length); // a call that never ran
const STATUSES = BOUNDARY.statuses;

// generate(): the levels, each a band of ratings in tenths; the symmetries by number.
const LEVELS = BOUNDARY.levels.map((level) => level.name);
const SYMMETRIES = BOUNDARY.symmetries;

// Step kinds of a trace, by their packed number.
const STEP_KINDS = BOUNDARY.stepKinds;

// The packed step's fields, each [shift, mask] (sudoku::kPackedFields), and the bits they use.
const STEP_FIELDS = Object.fromEntries(
  Object.entries(BOUNDARY.stepFields).map(([name, {shift, bits}]) => [name, [shift, 2 ** bits - 1]]),
);
const STEP_BITS = Math.max(...Object.values(BOUNDARY.stepFields).map(({shift, bits}) => shift + bits));
const field = (code, name) => (code >>> STEP_FIELDS[name][0]) & STEP_FIELDS[name][1];

/**
 * Unpacks one trace step: its kind, safe (for 'try'), cell, digit and depth (search levels open
 * after the step), laid out as the C++ side packs them.
 */
function decodeStep(code) {
  // A value no trace gives (not a whole number of the packed width whose kind names a kind)
  // reads as 0: the decoder never throws, and its kind is always a StepKind.
  const valid = Number.isInteger(code) && code >= 0 && code < 2 ** STEP_BITS;
  if (!valid || field(code, 'kind') >= STEP_KINDS.length) code = 0;
  return {
    kind: STEP_KINDS[field(code, 'kind')],
    safe: field(code, 'safe') !== 0,
    cell: field(code, 'cell'),
    digit: field(code, 'digit'),
    depth: field(code, 'depth'),
  };
}

let sharedCore = null; // the promise of the one module instance, made by the first call

/**
 * Loads the module (once; later calls share it) and resolves to the synchronous API.
 * `options.locateFile` / `options.wasmBinary` pass through to Emscripten for hosts that serve
 * the .wasm elsewhere. Bad options reject with a TypeError, and a module that cannot load with
 * the cause; nothing throws.
 */
function createSudoku(options) {
  const read = readArguments(readOptions, options, 'createSudoku options', CREATE_FIELDS);
  if (read.error) return Promise.reject(new TypeError(read.error));
  if (!sharedCore) {
    const moduleOptions = {};
    for (const [name, value] of Object.entries(read.values)) {
      if (value !== null) moduleOptions[name] = value;
    }
    // The factory can throw before it returns its promise (Node: no .wasm beside it; a browser
    // without WebAssembly): inside a promise, that rejects too.
    sharedCore = new Promise((resolve) => resolve(createSudokuCore(moduleOptions))).catch((error) => {
      sharedCore = null; // let a later call try again
      throw error;
    });
  }
  return sharedCore.then(makeApi);
}

function makeApi(core) {
  let views = core.exchangeViews();

  // Views detach when the wasm memory grows: take fresh ones then.
  function exchange() {
    if (views.text.length === 0) views = core.exchangeViews();
    return views;
  }

  function malformed(message, algorithm) {
    const stats = statsOf(algorithm, NO_NUMBERS);
    return {status: 'malformed', solution: null, count: 0, complete: false, message, conflicts: [], stats};
  }

  // Writes the puzzle's text into the exchange area; returns its length, or an error message.
  function writePuzzle(puzzle) {
    const text = puzzleText(puzzle);
    if (text.error) return text;
    return writeText(text.value, 0, 'the puzzle text');
  }

  // Writes `value` into the exchange area's text from `offset`: {length} or {error}.
  function writeText(value, offset, what) {
    const area = exchange().text;
    const ascii = writeAscii(value, area, offset);
    if (ascii >= 0) return {length: ascii};
    const {read, written} = textEncoder.encodeInto(value, area.subarray(offset));
    if (read < value.length) {
      return {error: `${what} is too long (more than ${area.length - offset} bytes${offset ? ' left' : ''})`};
    }
    return {length: written};
  }

  // The JSON answer of the last rate() or hint() call, parsed.
  function readJson() {
    const area = exchange();
    const bytes = new Uint8Array(area.text.buffer, area.numbers[JSON_ADDRESS], area.numbers[JSON_LENGTH]);
    return JSON.parse(textDecoder.decode(bytes));
  }

  function readMessage(area) {
    return readString(area.message, area.numbers[MESSAGE_LENGTH]);
  }

  function readConflicts(area) {
    const conflicts = [];
    const count = area.numbers[CONFLICT_COUNT];
    for (let i = 0; i < count; ++i) {
      const [a, b, unit, index] = area.conflicts.subarray(4 * i, 4 * i + 4);
      conflicts.push({cells: [a, b], unit: UNITS[unit], unitIndex: index});
    }
    return conflicts;
  }

  // A call's options read (see readOptions) and its puzzle written into the exchange area:
  // {values, length}, or {error} with the values read so far. Never throws (readArguments).
  function prepare(puzzle, options, what, fields) {
    return readArguments(readPuzzleAndOptions, puzzle, options, what, fields);
  }

  function readPuzzleAndOptions(puzzle, options, what, fields) {
    const read = readOptions(options, what, fields);
    if (read.error) return read;
    const written = writePuzzle(puzzle);
    written.values = read.values;
    return written;
  }

  function solve(puzzle, options) {
    return solveWith(puzzle, options, 'solve options', SOLVE_FIELDS);
  }

  // solve() and count(), whose `limit` argument stands for the option.
  function solveWith(puzzle, options, what, fields, limit) {
    const input = prepare(puzzle, options, what, fields);
    const algorithm = input.values?.algorithm;
    if (input.error) return malformed(input.error, algorithm);
    const status =
      STATUSES[
        core.solve(input.length, ALGORITHMS.indexOf(algorithm), limit ?? input.values.limit, input.values.budget)
      ];
    const area = exchange();
    const numbers = area.numbers;
    const solved = status === 'unique' || status === 'multiple';
    return {
      status,
      solution: solved ? gridDecoder.decode(area.grid) : null,
      count: numbers[COUNT],
      complete: numbers[COMPLETE] === 1,
      message: readMessage(area),
      conflicts: status === 'invalid' ? readConflicts(area) : [],
      stats: statsOf(algorithm, numbers),
    };
  }

  // The first solution without the uniqueness check: for bulk work and benchmarks.
  function solveFirst(puzzle, options) {
    const failed = (status, message, conflicts = [], numbers = null) => ({
      found: false,
      solution: null,
      status,
      message,
      conflicts,
      stats: statsOf('fast', numbers ?? NO_NUMBERS),
    });
    const input = prepare(puzzle, options, 'solveFirst options', FIRST_FIELDS);
    if (input.error) return failed('malformed', input.error);
    const code = core.solveFirst(input.length, input.values.budget);
    const area = exchange();
    if (code >= 0) {
      return failed(STATUSES[code], readMessage(area), readConflicts(area), area.numbers);
    }
    return {
      found: true,
      solution: gridDecoder.decode(area.grid),
      status: null,
      message: 'a solution (not checked for uniqueness)',
      conflicts: [],
      stats: statsOf('fast', area.numbers),
    };
  }

  function count(puzzle, limit = 1000, options) {
    const bad = wholeNumber(limit, 'limit');
    return bad ? malformed(bad) : solveWith(puzzle, options, 'count options', COUNT_FIELDS, limit);
  }

  function validate(puzzle) {
    const written = readArguments(writePuzzle, puzzle);
    if (written.error) {
      return {valid: false, status: 'malformed', message: written.error, conflicts: [], puzzle: null};
    }
    const code = core.validate(written.length);
    const area = exchange();
    const parsed = code !== STATUSES.indexOf('malformed');
    return {
      valid: code < 0,
      status: code < 0 ? null : STATUSES[code],
      message: code < 0 ? 'no clashing givens' : readMessage(area),
      conflicts: readConflicts(area),
      puzzle: parsed ? gridDecoder.decode(area.grid) : null,
    };
  }

  // The trace being read: the module's cursor (which this client owns and deletes) and the
  // puzzle text and algorithm it was opened for. Reading on from where the last chunk ended
  // costs only the chunk.
  let cursor = null,
    cursorKey = null;

  function trace(puzzle, options) {
    const input = prepare(puzzle, options, 'trace options', TRACE_FIELDS);
    const from = input.values?.from ?? 0;
    const failed = (status, message, conflicts = []) => ({
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
    });
    if (input.error) return failed('malformed', input.error);
    const {algorithm, maxSteps, cap} = input.values;
    const key = `${algorithm}:${textDecoder.decode(exchange().text.subarray(0, input.length))}`;
    if (key !== cursorKey) {
      cursor?.delete();
      cursorKey = null;
      cursor = core.openTrace(input.length, ALGORITHMS.indexOf(algorithm));
      if (!cursor) {
        const area = exchange();
        return failed(STATUSES[area.numbers[STATUS]], readMessage(area), readConflicts(area));
      }
      cursorKey = key;
    }
    const code = core.readTrace(cursor, from, maxSteps, cap);
    const area = exchange();
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
      grid: gridDecoder.decode(area.grid),
      stats: {placements: numbers[PLACEMENTS], backtracks: numbers[BACKTRACKS]},
    };
  }

  // rate() and explain(): the Sudoku Explainer rating, and the steps for explain().
  function rateWith(puzzle, keepSteps) {
    const written = readArguments(writePuzzle, puzzle);
    if (written.error) return unrated('malformed', written.error, keepSteps);
    core.rate(written.length, keepSteps);
    const answer = readJson();
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

  function rate(puzzle) {
    return rateWith(puzzle, false);
  }

  function explain(puzzle) {
    return rateWith(puzzle, true);
  }

  function hint(puzzle, options) {
    const input = readArguments(writeHintInput, puzzle, options);
    if (input.error) return {status: 'malformed', kind: null, message: input.error, step: null};
    core.hint(...input.lengths);
    const answer = readJson();
    return {status: answer.status, kind: answer.kind, message: answer.message, step: answer.step};
  }

  // hint()'s puzzle, progress and marks, one after another in the exchange area: {lengths} or
  // {error}.
  function writeHintInput(puzzle, options) {
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

    const first = writeText(givens.value, 0, 'the puzzle text');
    if (first.error) return first;
    const second = writeText(progressText, first.length, 'progress: the text');
    if (second.error) return second;
    const third = writeText(marksText.value, first.length + second.length, 'marks: the text');
    if (third.error) return third;
    return {lengths: [first.length, second.length, third.length]};
  }

  function generate(options) {
    const made = readArguments(generateOptions, options);
    if (made.error) return generated('malformed', made.error);
    const {seed, date, level, band} = made;
    writeAscii(seed + date + level, exchange().text);
    const status =
      STATUSES[
        core.generate(
          seed.length,
          date.length,
          level.length,
          band[0],
          band[1],
          made.symmetry,
          made.minimal,
          made.attempts,
        )
      ];
    const area = exchange();
    const numbers = area.numbers;
    const seedDigits = gridDecoder.decode(area.text.subarray(81, 81 + numbers[SEED_LENGTH]));
    const result = generated(status, readMessage(area), seedDigits || null, numbers[ATTEMPTS]);
    if (status === 'unique') {
      result.puzzle = gridDecoder.decode(area.grid);
      result.solution = gridDecoder.decode(area.text.subarray(0, 81));
      if (numbers[RATED]) {
        result.rated = true;
        result.rating = numbers[RATING] / 10;
        result.level = BOUNDARY.levels.find((level) => numbers[RATING] <= level.max).name;
      }
    }
    return result;
  }

  return {
    solve,
    solveFirst,
    count,
    validate,
    trace,
    rate,
    explain,
    hint,
    generate,
    decodeStep,
    version: core.version(),
    get memoryBytes() {
      return exchange().text.buffer.byteLength;
    },
  };
}

// Copies an ASCII string into `bytes` from `offset`; -1 when it is not ASCII or does not fit.
// For an 81-character puzzle this is several times faster than TextEncoder.encodeInto.
function writeAscii(text, bytes, offset = 0) {
  if (offset + text.length > bytes.length) return -1;
  for (let i = 0; i < text.length; ++i) {
    const code = text.charCodeAt(i);
    if (code > 127) return -1;
    bytes[offset + i] = code;
  }
  return text.length;
}

// The result of rate() or explain() for a puzzle that could not be rated before the module saw it.
function unrated(status, message, keepSteps) {
  const result = {status, message, rated: false, rating: null, level: null, hardest: null, bound: null, stepCount: 0};
  if (keepSteps) result.steps = [];
  return result;
}

// The string of `length` UTF-8 bytes; ASCII, the common case, without a TextDecoder call.
function readString(bytes, length) {
  let ascii = '';
  for (let i = 0; i < length; ++i) {
    if (bytes[i] > 127) return textDecoder.decode(bytes.subarray(0, length));
    ascii += String.fromCharCode(bytes[i]);
  }
  return ascii;
}

function generated(status, message, seed = null, attempts = 0) {
  return {status, puzzle: null, solution: null, rating: null, rated: false, level: null, seed, attempts, message};
}

// generate()'s options checked and made ready for the module, or {error} naming a bad one.
// A date's seed is made in the module, from the date and the level name ('any' for none).
function generateOptions(options) {
  const bad = (name, expected, value) => ({error: `${name}: expected ${expected}, not ${shown(value)}`});
  const oneOf = (names) => `one of ${names.map((name) => `'${name}'`).join(', ')}`;
  const read = readOptions(options, 'generate options', GENERATE_FIELDS);
  if (read.error) return read;
  const {level, rating, symmetry, minimal, seed, date, attempts} = read.values;
  let band = [0, 0];
  const index = LEVELS.indexOf(level);
  if (level != null) {
    if (index < 0) return bad('level', oneOf(LEVELS), level);
    if (rating != null) return {error: 'level and rating: give one or the other'};
    band = [BOUNDARY.levels[index].min, BOUNDARY.levels[index].max];
  } else if (rating != null) {
    const range = /^(\d)\.(\d)-(?:(\d)\.(\d))?$/.exec(typeof rating === 'string' && rating);
    band = range && [range[1] * 10 + +range[2], range[3] ? range[3] * 10 + +range[4] : 999];
    if (!band || band[0] > band[1]) return bad('rating', "a range such as '4.0-5.9' or '9.0-'", rating);
  }
  const symmetryIndex = SYMMETRIES.indexOf(symmetry);
  if (symmetryIndex < 0) return bad('symmetry', oneOf(SYMMETRIES), symmetry);
  if (typeof minimal !== 'boolean') return bad('minimal', 'true or false', minimal);
  const badAttempts = wholeNumber(attempts, 'attempts', 1, 1e8, '10^8');
  if (badAttempts) return {error: badAttempts};
  if (date != null && !isDate(date)) return bad('date', "a date 'YYYY-MM-DD'", date);
  if (seed != null && date != null) return {error: 'seed and date: give one or the other'};
  const seedText =
    seed != null ? decimalSeed(seed) : date == null ? String(crypto.getRandomValues(new BigUint64Array(1))[0]) : '';
  if (seedText === null)
    return bad('seed', 'a whole number from 0 to 2^64 - 1 (decimal string, safe integer or BigInt)', seed);
  return {
    seed: seedText,
    date: seedText ? '' : date,
    level: seedText ? '' : (level ?? ''),
    band,
    symmetry: symmetryIndex,
    minimal,
    attempts,
  };
}

// A seed's decimal digits, or null when it is not a whole number from 0 to 2^64 - 1.
function decimalSeed(seed) {
  const kind = typeof seed;
  if (
    kind === 'number' ? !Number.isSafeInteger(seed) : kind === 'string' ? !/^\d{1,30}$/.test(seed) : kind !== 'bigint'
  ) {
    return null;
  }
  const value = BigInt(seed);
  return value >= 0n && value < 1n << 64n ? String(value) : null;
}

// True for a real date written YYYY-MM-DD (as the CLI: years 0000-9999, Gregorian leap years).
function isDate(text) {
  const parts = /^(\d{4})-(\d\d)-(\d\d)$/.exec(typeof text === 'string' && text);
  const date = new Date(0);
  parts && date.setUTCFullYear(parts[1], parts[2] - 1, parts[3]);
  return !!parts && date.getUTCMonth() === parts[2] - 1 && date.getUTCDate() === +parts[3];
}

// A value for a message: strings quoted, objects by kind.
function shown(value) {
  return typeof value === 'string'
    ? JSON.stringify(value)
    : typeof value === 'object' || typeof value === 'function'
      ? kindOf(value)
      : String(value);
}

// The option checks of readOptions: each gives null for a good value, else the message.
function knownAlgorithm(algorithm) {
  return ALGORITHMS.includes(algorithm) ? null : `unknown algorithm ${shown(algorithm)}: use 'fast' or 'textbook'`;
}

// Counts, limits, budgets and steps go to the module as doubles it reads as 64-bit integers:
// above 2^53 - 1 a double is no longer the whole number meant, and past 2^64 the conversion is
// undefined, so they are whole numbers from `min` to at most 2^53 - 1.
function wholeNumber(value, name, min = 0, max = Number.MAX_SAFE_INTEGER, maxText = '2^53 - 1') {
  return Number.isSafeInteger(value) && value >= min && value <= max
    ? null
    : `${name}: expected a whole number from ${min} to ${maxText}, not ${shown(value)}`;
}

function anyValue() {
  return null;
}

// The loaders' options, for which null stands for none too, as it always has.
function functionValue(value, name) {
  return value === null || typeof value === 'function' ? null : `${name}: expected a function, not ${shown(value)}`;
}

function bytesValue(value, name) {
  return value === null || value instanceof ArrayBuffer || ArrayBuffer.isView(value)
    ? null
    : `${name}: expected an ArrayBuffer or a typed array, not ${shown(value)}`;
}

function urlValue(value, name) {
  return value === null || typeof value === 'string' ? null : `${name}: expected a string, not ${shown(value)}`;
}

// Each function's options: [name, default, check]. The default stands for undefined; the
// check sees every other value, null included.
const ALGORITHM_FIELD = ['algorithm', 'fast', knownAlgorithm];
const BUDGET_FIELD = ['budget', 0, wholeNumber];
const SOLVE_FIELDS = [ALGORITHM_FIELD, ['limit', 2, wholeNumber], BUDGET_FIELD];
const COUNT_FIELDS = [ALGORITHM_FIELD, BUDGET_FIELD];
const FIRST_FIELDS = [BUDGET_FIELD];
const TRACE_FIELDS = [
  ['algorithm', 'textbook', knownAlgorithm],
  ['from', 0, wholeNumber],
  ['maxSteps', 10000, wholeNumber],
  ['cap', 10000000, wholeNumber],
];
// hint() and generateOptions check these themselves (generate's rules depend on each other).
const HINT_FIELDS = [
  ['progress', null, anyValue],
  ['marks', null, anyValue],
];
const GENERATE_FIELDS = [
  ['level', null, anyValue],
  ['rating', null, anyValue],
  ['symmetry', 'rotational', anyValue],
  ['minimal', false, anyValue],
  ['seed', null, anyValue],
  ['date', null, anyValue],
  ['attempts', 2000, anyValue],
];
const CREATE_FIELDS = [
  ['locateFile', null, functionValue],
  ['wasmBinary', null, bytesValue],
];
const WORKER_FIELDS = [['wasmUrl', null, urlValue]];

// `options` (omitted, or an object that is not an array) read once, field by field, into
// {values}, or {error} naming the first bad field and its value. Reading can throw (a getter, a
// Proxy): call it through readArguments.
function readOptions(options, what, fields) {
  if (options !== undefined && (options === null || typeof options !== 'object' || Array.isArray(options))) {
    return {error: `${what}: expected an object {${fields.map(([name]) => name).join(', ')}}, not ${shown(options)}`};
  }
  const values = {};
  for (const [name, fallback, check] of fields) {
    const value = options?.[name];
    const error = value === undefined ? null : check(value, name);
    if (error) return {error, values};
    values[name] = value === undefined ? fallback : value;
  }
  return {values};
}

// read(a, b, c, d), which takes a call's arguments apart into a value or {error}; a throw there
// becomes {error} too. A caller's value can throw when read (a getter, a Proxy's trap, a revoked
// Proxy, a Symbol.iterator), and no function of the API throws.
function readArguments(read, a, b, c, d) {
  try {
    return read(a, b, c, d);
  } catch (error) {
    return {error: `could not read the arguments: ${errorText(error)}`};
  }
}

function statsOf(algorithm, numbers) {
  return algorithm === 'textbook'
    ? {placements: numbers[PLACEMENTS], backtracks: numbers[BACKTRACKS]}
    : {nodes: numbers[NODES], guesses: numbers[GUESSES]};
}

// Any form the parser takes: text, or an array of 81 numbers 0-9 (0 = empty).
function puzzleText(puzzle) {
  if (typeof puzzle === 'string') return {value: puzzle};
  if (Array.isArray(puzzle) || ArrayBuffer.isView(puzzle)) {
    if (puzzle.length !== 81) {
      return {error: `a puzzle array needs 81 cells, this one has ${puzzle.length}`};
    }
    let value = '';
    for (let cell = 0; cell < 81; ++cell) {
      const digit = puzzle[cell];
      if (!Number.isInteger(digit) || digit < 0 || digit > 9) {
        return {error: `cell ${cell} of the array is ${shown(digit)}; cells are 0 (empty) to 9`};
      }
      value += digit;
    }
    return {value};
  }
  return {error: `a puzzle is a string or an array of 81 numbers, not ${kindOf(puzzle)}`};
}

function kindOf(value) {
  return value === null ? 'null' : typeof value;
}

// A player's candidate marks in the module's compact notation (81 comma-separated fields of
// digits): from that string itself (the module checks it), or from an array of 81 entries, each
// an array of digits or a string of digits. null or undefined: no marks.
function marksNotation(marks) {
  if (marks === null || marks === undefined) return {value: ''};
  if (typeof marks === 'string') return {value: marks};
  if (!Array.isArray(marks)) {
    return {error: `expected a string or an array of 81 entries, not ${kindOf(marks)}`};
  }
  if (marks.length !== 81) return {error: `a marks array needs 81 entries, this one has ${marks.length}`};
  const fields = new Array(81);
  for (let cell = 0; cell < 81; ++cell) {
    const entry = marks[cell];
    const where = `entry ${cell} (r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1})`;
    if (typeof entry === 'string') {
      if (!/^[0-9]*$/.test(entry)) {
        return {error: `${where} is ${JSON.stringify(entry)}; an entry is the digits 1-9 marked in the cell`};
      }
      fields[cell] = entry;
    } else if (Array.isArray(entry)) {
      let field = '';
      for (const digit of entry) {
        if (!Number.isInteger(digit) || digit < 1 || digit > 9) {
          return {error: `${where} holds ${shown(digit)}; marked digits are 1 to 9`};
        }
        field += digit;
      }
      fields[cell] = field;
    } else {
      return {error: `${where} is ${kindOf(entry)}; an entry is an array or a string of digits`};
    }
  }
  return {value: fields.join(',')};
}

// ---- The worker client ----------------------------------------------------------------------

const METHODS = ['solve', 'solveFirst', 'count', 'validate', 'trace', 'rate', 'explain', 'hint', 'generate'];

/**
 * The same methods run in a worker, each returning a promise and taking, in its last argument,
 * `{ signal, timeoutMs }`. Cancelling or timing out terminates the worker (the promise rejects
 * with an Error whose name is 'AbortError' or 'TimeoutError'); the next call starts a fresh one.
 */
function createSudokuWorker(options) {
  // Read once, now; bad options are every call's rejection, since this returns, never throws.
  const setup = readArguments(readOptions, options, 'createSudokuWorker options', WORKER_FIELDS);
  let port = null;
  let nextId = 1;
  const pending = new Map(); // id -> {resolve, reject}

  function stop(error) {
    if (port) port.terminate();
    port = null;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
  }

  function start() {
    const init = {wasmUrl: setup.values.wasmUrl};
    port = spawnSolverWorker();
    port.postMessage({init});
    port.onMessage(({id, result, error}) => {
      const call = pending.get(id);
      if (!call) return;
      pending.delete(id);
      if (error) call.reject(new Error(`sudoku worker: ${error}`));
      else call.resolve(result);
    });
    port.onError((message) => stop(new Error(`sudoku worker crashed: ${message}`)));
  }

  // Everything that can throw (bad controls, arguments the worker cannot be sent) comes before
  // the call's timer and abort listener are armed: a throw rejects the call, leaving nothing.
  function call(method, args) {
    return new Promise((resolve, reject) => {
      if (setup.error) throw new TypeError(`sudoku worker: ${setup.error}`);
      const {signal, timeoutMs} = takeControls(method, args);
      if (signal?.aborted) throw namedError('AbortError', `sudoku worker: ${method} was cancelled`);
      if (!port) start();
      const id = nextId++;
      port.postMessage({id, method, args});
      let timer = null;
      const onAbort = () => stop(namedError('AbortError', `sudoku worker: ${method} was cancelled`));
      const settle = (finish) => (value) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        finish(value);
      };
      pending.set(id, {resolve: settle(resolve), reject: settle(reject)});
      signal?.addEventListener('abort', onAbort, {once: true});
      if (timeoutMs !== null) {
        timer = setTimeout(
          () => stop(namedError('TimeoutError', `sudoku worker: ${method} timed out after ${timeoutMs} ms`)),
          Math.min(timeoutMs, TIMEOUT_MAX),
        );
      }
    });
  }

  const client = {
    decodeStep,
    terminate: () => stop(namedError('AbortError', 'sudoku worker: terminated')),
  };
  for (const method of METHODS) client[method] = (...args) => call(method, args);
  return client;
}

// An error's message for another message; whatever was thrown, this does not throw.
function errorText(error) {
  try {
    return String(error?.message ?? error);
  } catch {
    return 'an error that cannot be shown';
  }
}

// setTimeout's longest wait (about 24.8 days); a longer one would fire at once.
const TIMEOUT_MAX = 2 ** 31 - 1;

// Takes the controls {signal, timeoutMs} out of a call's trailing options object (generate's
// only argument), which stay here; the rest of it crosses to the worker as plain data. null
// stands for a control not given. Throws a TypeError for a bad one.
function takeControls(method, args) {
  const last = args[args.length - 1];
  if (args.length <= (method === 'generate' ? 0 : 1) || !last || typeof last !== 'object' || Array.isArray(last)) {
    return {signal: null, timeoutMs: null};
  }
  const {signal = null, timeoutMs = null, ...plain} = last;
  args[args.length - 1] = plain;
  if (
    signal !== null &&
    !(
      typeof signal === 'object' &&
      typeof signal.aborted === 'boolean' &&
      typeof signal.addEventListener === 'function' &&
      typeof signal.removeEventListener === 'function'
    )
  ) {
    throw new TypeError(`sudoku worker: signal: expected an AbortSignal, not ${shown(signal)}`);
  }
  if (timeoutMs !== null && !(typeof timeoutMs === 'number' && timeoutMs >= 0)) {
    throw new TypeError(
      `sudoku worker: timeoutMs: expected a number of milliseconds, 0 or more, not ${shown(timeoutMs)}`,
    );
  }
  return {signal, timeoutMs};
}

function namedError(name, message) {
  const error = new Error(message);
  error.name = name;
  return error;
}

// The worker's side: an {init} message first, then {id, method, args} messages, each answered
// with {id, result} or {id, error}.
function serveWorker(port) {
  let ready = null;
  port.onMessage(async ({init, id, method, args}) => {
    if (init) {
      ready = createSudoku(init.wasmUrl ? {locateFile: () => init.wasmUrl} : {}).catch((error) => {
        throw new Error(`could not load the module: ${errorText(error)}`);
      });
      // Every call answers with a failed load's cause. Until a call comes, nothing would handle
      // the rejection, and an unhandled one ends a Node worker with the calls still waiting.
      ready.catch(() => {});
      return;
    }
    try {
      const sudoku = await ready;
      if (!METHODS.includes(method)) throw new Error(`unknown method ${method}`);
      port.postMessage({id, result: sudoku[method](...args)});
    } catch (error) {
      port.postMessage({id, error: errorText(error)});
    }
  });
}

// ---- Worker ports: one message interface over browser Workers and Node's worker_threads ----

function browserWorkerPort(worker) {
  return {
    postMessage: (message) => worker.postMessage(message),
    onMessage: (handle) => {
      worker.onmessage = (event) => handle(event.data);
    },
    onError: (handle) => {
      worker.onerror = (event) => {
        event.preventDefault();
        handle(event.message || 'the worker script failed');
      };
    },
    terminate: () => worker.terminate(),
  };
}

function nodeWorkerPort(worker) {
  return {
    postMessage: (message) => worker.postMessage(message),
    onMessage: (handle) => worker.on('message', handle),
    onError: (handle) => {
      worker.on('error', (error) => handle(error.message));
      worker.on('exit', (code) => handle(`the worker exited with code ${code}`));
    },
    terminate: () => {
      worker.removeAllListeners('exit');
      worker.terminate();
    },
  };
}

// Inside the worker: `scope` is the worker's global scope, or Node's parentPort.
function workerScopePort(scope) {
  if (typeof scope.on === 'function') {
    return {postMessage: (message) => scope.postMessage(message), onMessage: (handle) => scope.on('message', handle)};
  }
  return {
    postMessage: (message) => scope.postMessage(message),
    onMessage: (handle) => {
      scope.onmessage = (event) => handle(event.data);
    },
  };
}
