// Reading a call's arguments: options checked field by field, puzzles and marks turned into the
// module's text, generate()'s options made ready for it. Each reader returns its value or
// {error: message}, since no function of the API throws.
import {ALGORITHMS, BOUNDARY} from './constants.js';

// What each generate() option must be, in the library's words (sudoku::generate_expected).
const EXPECTED = BOUNDARY.expected;

// A value for a message: strings quoted, objects by kind.
export function shown(value) {
  return typeof value === 'string'
    ? JSON.stringify(value)
    : typeof value === 'object' || typeof value === 'function'
      ? kindOf(value)
      : String(value);
}

// The option checks of readOptions: each gives null for a good value, else the message.
function knownAlgorithm(algorithm) {
  return ALGORITHMS.includes(algorithm)
    ? null
    : `unknown algorithm ${shown(algorithm)}: use ${ALGORITHMS.map((name) => `'${name}'`).join(' or ')}`;
}

// Counts, limits, budgets and steps go to the module as doubles it reads as 64-bit integers:
// above 2^53 - 1 a double is no longer the whole number meant, and past 2^64 the conversion is
// undefined, so they are whole numbers from `min` to at most 2^53 - 1.
export function wholeNumber(value, name, min = 0, max = Number.MAX_SAFE_INTEGER, maxText = '2^53 - 1') {
  return Number.isSafeInteger(value) && value >= min && value <= max
    ? null
    : `${name}: expected a whole number from ${min} to ${maxText}, not ${shown(value)}`;
}

function anyValue() {
  return null;
}

function booleanValue(value, name) {
  return typeof value === 'boolean' ? null : `${name}: expected true or false, not ${shown(value)}`;
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

// A worker call's controls, for which null stands for none. An AbortSignal is recognised by its
// shape: one from another realm (a frame, a polyfill) is not an instance of this realm's class.
export function signalValue(value, name) {
  return value === null ||
    (typeof value === 'object' &&
      typeof value.aborted === 'boolean' &&
      typeof value.addEventListener === 'function' &&
      typeof value.removeEventListener === 'function')
    ? null
    : `${name}: expected an AbortSignal, not ${shown(value)}`;
}

export function millisecondsValue(value, name) {
  return value === null || (typeof value === 'number' && value >= 0)
    ? null
    : `${name}: expected a number of milliseconds, 0 or more, not ${shown(value)}`;
}

// Each function's options: [name, default, check]. The default stands for undefined; the
// check sees every other value, null included. The tables of the API's methods are made by
// methodFields: a worker call takes their options and its controls (CONTROL_NAMES).
const METHOD_TABLES = new WeakSet();
function methodFields(fields) {
  METHOD_TABLES.add(fields);
  return fields;
}
const ALGORITHM_FIELD = ['algorithm', 'fast', knownAlgorithm];
const BUDGET_FIELD = ['budget', 0, wholeNumber];
export const SOLVE_FIELDS = methodFields([ALGORITHM_FIELD, ['limit', 2, wholeNumber], BUDGET_FIELD]);
export const COUNT_FIELDS = methodFields([ALGORITHM_FIELD, BUDGET_FIELD]);
export const FIRST_FIELDS = methodFields([BUDGET_FIELD]);
export const CERTIFY_FIELDS = methodFields([['limit', 1000, wholeNumber], BUDGET_FIELD]);
export const TRACE_FIELDS = methodFields([
  ['algorithm', 'textbook', knownAlgorithm],
  ['from', 0, wholeNumber],
  ['maxSteps', 10000, wholeNumber],
  ['cap', 10000000, wholeNumber],
]);
// validate(), rate(), canonical() and scan() take no options: in a worker call, only the
// controls; anything else is a misspelling.
export const NO_FIELDS = methodFields([]);
// explain(): `teach` walks the solution with the hint ladder (explain --teach) instead of Sudoku
// Explainer's; each step's `ladder` then says which ladder gave it.
export const EXPLAIN_FIELDS = methodFields([['teach', false, booleanValue]]);
// hint() and generateOptions check these themselves (generate's rules depend on each other).
export const HINT_FIELDS = methodFields([
  ['progress', null, anyValue],
  ['marks', null, anyValue],
]);
const GENERATE_FIELDS = methodFields([
  ['level', null, anyValue],
  ['rating', null, anyValue],
  ['symmetry', null, anyValue],
  ['minimal', false, anyValue],
  ['seed', null, anyValue],
  ['date', null, anyValue],
  ['attempts', 2000, anyValue],
]);
// The modules a loader may load with the core at once (createSudoku, createSudokuWorker): the
// logic is otherwise loaded by the first call that needs it.
export const PARTS = ['logic'];
function partsValue(value, name) {
  return value === null || (Array.isArray(value) && value.every((part) => PARTS.includes(part)))
    ? null
    : `${name}: expected an array of module names (${PARTS.map((part) => `'${part}'`).join(', ')}), not ${shown(value)}`;
}
// The options of every loader: where each module's .wasm is, and what to load at once.
const LOADER_FIELDS = [
  ['wasmUrl', null, urlValue],
  ['logicWasmUrl', null, urlValue],
  ['scanWasmUrl', null, urlValue],
  ['preload', null, partsValue],
];
export const CREATE_FIELDS = [...LOADER_FIELDS, ['locateFile', null, functionValue], ['wasmBinary', null, bytesValue]];
// A worker's loader options, and the URL of its script (the build's spawnSolverWorker says which
// file that is), which stays with the client: the worker loads the rest.
export const WORKER_FIELDS = [...LOADER_FIELDS, ['workerUrl', null, urlValue]];
// rateAll(): how many workers (null: as many as the machine has cores, rate-all.js), its
// controls, and the workers' own options (but the scanner's, which they never load).
const MAX_WORKERS = 64;
export const RATE_ALL_FIELDS = [
  ['workers', null, (value, name) => wholeNumber(value, name, 1, MAX_WORKERS, String(MAX_WORKERS))],
  ['signal', null, signalValue],
  ['timeoutMs', null, millisecondsValue],
  ['onProgress', null, functionValue],
  ...WORKER_FIELDS.filter(([name]) => name !== 'scanWasmUrl'),
];

// `options` (omitted, or an object that is not an array) read once, field by field, into
// {values}, or {error} naming the first bad field and its value. A name that is not one of
// `fields` is an error too, before any value is read: a misspelt option would otherwise be a
// default silently taken (hint from the givens alone, an easy puzzle for `levle: 'hard'`). Own
// enumerable string keys are the names, as the object spread that sends options to a worker sees
// them. Reading can throw (a getter, a Proxy): call it through readArguments.
export function readOptions(options, what, fields) {
  if (options === undefined) return {values: defaultsOf(fields)};
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    return {error: `${what}: expected an object {${fields.map(([name]) => name).join(', ')}}, not ${shown(options)}`};
  }
  const unknown = unknownOptions(options, what, fields);
  if (unknown) return {error: unknown};
  const values = {};
  for (const [name, fallback, check] of fields) {
    const value = options[name];
    const error = value === undefined ? null : check(value, name);
    if (error) return {error, values};
    values[name] = value === undefined ? fallback : value;
  }
  return {values};
}

// A worker call's own options, which the client takes out before the rest crosses to the worker
// (worker-client.js): the module never sees them under these names, but a misspelling of one
// does reach it, and is answered with the right name. Given to the module itself, they are
// unknown: a synchronous call cannot be cancelled.
export const CONTROL_NAMES = ['signal', 'timeoutMs'];

// The message for the names of `options` that `fields` does not have, or null. Each is named,
// with the known name it most likely misspells (controls included for a method's options), else
// with the list of known names.
function unknownOptions(options, what, fields) {
  const known = fields.map(([name]) => name);
  const unknown = Object.keys(options).filter((name) => !known.includes(name));
  if (!unknown.length) return null;
  const candidates = METHOD_TABLES.has(fields) ? [...known, ...CONTROL_NAMES] : known;
  const quoted = (name) => `'${name}'`;
  const guesses = unknown.map((name) => closestName(name, candidates));
  const list = known.length ? `the options are ${known.join(', ')}` : 'it takes no options';
  if (unknown.length === 1) {
    const [name] = unknown;
    const [guess] = guesses;
    if (guess && CONTROL_NAMES.includes(name)) {
      return `${what}: unknown option ${quoted(name)}; ${CONTROL_NAMES.join(' and ')} are options of a worker's calls (createSudokuWorker)`;
    }
    return `${what}: unknown option ${quoted(name)}; ${guess ? `did you mean ${quoted(guess)}?` : list}`;
  }
  const named = unknown.map((name, index) =>
    guesses[index] ? `${quoted(name)} (did you mean ${quoted(guesses[index])}?)` : quoted(name),
  );
  return `${what}: unknown options ${named.join(', ')}; ${list}`;
}

// The name of `candidates` that `name` most likely misspells: the same but for case, or the
// nearest within an edit distance of 2 (1 for names of up to 4 letters), ties to the first; else
// null.
export function closestName(name, candidates) {
  let best = null;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase());
    const allowed = Math.min(name.length, candidate.length) <= 4 ? 1 : 2;
    if (distance <= allowed && distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

// The optimal string alignment distance: insertions, deletions, substitutions and swaps of two
// neighbouring letters ('prgoress') each count 1. rows[i][j] is the distance of a's first i
// letters to b's first j.
function editDistance(a, b) {
  const rows = Array.from({length: a.length + 1}, (_, i) => [i, ...new Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; ++j) rows[0][j] = j;
  for (let i = 1; i <= a.length; ++i) {
    for (let j = 1; j <= b.length; ++j) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
      }
    }
  }
  return rows[a.length][b.length];
}

// Each fields table's values when no option is given, made once: most calls give none.
const DEFAULTS = new WeakMap();
function defaultsOf(fields) {
  if (!DEFAULTS.has(fields))
    DEFAULTS.set(fields, Object.freeze(Object.fromEntries(fields.map(([name, value]) => [name, value]))));
  return DEFAULTS.get(fields);
}

// read(...args), which takes a call's arguments apart into a value or {error}; a throw there
// becomes {error} too. A caller's value can throw when read (a getter, a Proxy's trap, a revoked
// Proxy, a Symbol.iterator), and no function of the API throws.
export function readArguments(read, ...args) {
  try {
    return read(...args);
  } catch (error) {
    return {error: `could not read the arguments: ${errorText(error)}`};
  }
}

// Any form the parser takes: text, or an array of 81 numbers 0-9 (0 = empty).
export function puzzleText(puzzle) {
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
export function marksNotation(marks) {
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

// generate()'s options checked and made ready for the module, or {error} naming a bad one.
// The library reads the request's texts (read_generate_request: names, ranges, dates, which
// options clash, a date's seed); here only what cannot cross as text is checked: a value that is
// no text, the seed's forms, `minimal` and `attempts`. Options not given go as null, and a random
// seed when neither seed nor date is given.
export function generateOptions(options) {
  const bad = (name, value, expected = EXPECTED[name]) => ({
    error: `${name}: expected ${expected}, not ${shown(value)}`,
  });
  const read = readOptions(options, 'generate options', GENERATE_FIELDS);
  if (read.error) return read;
  const {level, rating, symmetry, minimal, seed, date, attempts} = read.values;
  for (const [name, value] of Object.entries({level, rating, symmetry, date})) {
    if (value != null && typeof value !== 'string') return bad(name, value);
  }
  if (typeof minimal !== 'boolean') return bad('minimal', minimal, 'true or false');
  const badAttempts = wholeNumber(attempts, 'attempts', 1, 1e8, '10^8');
  if (badAttempts) return {error: badAttempts};
  const seedText =
    seed != null ? decimalSeed(seed) : date == null ? String(crypto.getRandomValues(new BigUint64Array(1))[0]) : null;
  if (seedText === null && seed != null)
    return bad('seed', seed, `${EXPECTED.seed} (decimal string, safe integer or BigInt)`);
  return {seed: seedText, date, level, rating, symmetry, minimal, attempts, given: read.values};
}

/**
 * The message for a request the module found bad: its words ("date: expected a date as
 * YYYY-MM-DD") and, for one option, the value it was given (`given`, the caller's options).
 */
export function badGenerateOption(message, given) {
  const option = message.slice(0, message.indexOf(':'));
  return Object.hasOwn(given, option) ? `${message}, not ${shown(given[option])}` : message;
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

// An error's message for another message; whatever was thrown, this does not throw.
export function errorText(error) {
  try {
    return String(error?.message ?? error);
  } catch {
    return 'an error that cannot be shown';
  }
}
