// Reading a call's arguments: options checked field by field, puzzles and marks turned into the
// module's text, generate()'s options made ready for it. Each reader returns its value or
// {error: message}, since no function of the API throws.
import {ALGORITHMS, BOUNDARY, LEVELS, SYMMETRIES} from './constants.js';

// What a date and a rating range must be, in the library's words (generate.hpp).
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
// check sees every other value, null included.
const ALGORITHM_FIELD = ['algorithm', 'fast', knownAlgorithm];
const BUDGET_FIELD = ['budget', 0, wholeNumber];
export const SOLVE_FIELDS = [ALGORITHM_FIELD, ['limit', 2, wholeNumber], BUDGET_FIELD];
export const COUNT_FIELDS = [ALGORITHM_FIELD, BUDGET_FIELD];
export const FIRST_FIELDS = [BUDGET_FIELD];
export const CERTIFY_FIELDS = [['limit', 1000, wholeNumber], BUDGET_FIELD];
export const TRACE_FIELDS = [
  ['algorithm', 'textbook', knownAlgorithm],
  ['from', 0, wholeNumber],
  ['maxSteps', 10000, wholeNumber],
  ['cap', 10000000, wholeNumber],
];
// hint() and generateOptions check these themselves (generate's rules depend on each other).
export const HINT_FIELDS = [
  ['progress', null, anyValue],
  ['marks', null, anyValue],
];
const GENERATE_FIELDS = [
  ['level', null, anyValue],
  ['rating', null, anyValue],
  ['symmetry', null, anyValue],
  ['minimal', false, anyValue],
  ['seed', null, anyValue],
  ['date', null, anyValue],
  ['attempts', 2000, anyValue],
];
export const CREATE_FIELDS = [
  ['locateFile', null, functionValue],
  ['wasmBinary', null, bytesValue],
];
export const WORKER_FIELDS = [['wasmUrl', null, urlValue]];
// rateAll(): how many workers (null: as many as the machine has cores, rate-all.js), its
// controls, and the workers' own options.
const MAX_WORKERS = 64;
export const RATE_ALL_FIELDS = [
  ['workers', null, (value, name) => wholeNumber(value, name, 1, MAX_WORKERS, String(MAX_WORKERS))],
  ['signal', null, signalValue],
  ['timeoutMs', null, millisecondsValue],
  ['onProgress', null, functionValue],
  ...WORKER_FIELDS,
];

// `options` (omitted, or an object that is not an array) read once, field by field, into
// {values}, or {error} naming the first bad field and its value. Reading can throw (a getter, a
// Proxy): call it through readArguments.
export function readOptions(options, what, fields) {
  if (options === undefined) return {values: defaultsOf(fields)};
  if (options === null || typeof options !== 'object' || Array.isArray(options)) {
    return {error: `${what}: expected an object {${fields.map(([name]) => name).join(', ')}}, not ${shown(options)}`};
  }
  const values = {};
  for (const [name, fallback, check] of fields) {
    const value = options[name];
    const error = value === undefined ? null : check(value, name);
    if (error) return {error, values};
    values[name] = value === undefined ? fallback : value;
  }
  return {values};
}

// readOptions, less forgiving: a name that is not one of `fields` is an error too (a misspelt
// option would otherwise be a default silently taken). Own enumerable string keys are the names.
export function readKnownOptions(options, what, fields) {
  if (options !== null && typeof options === 'object' && !Array.isArray(options)) {
    const unknown = Object.keys(options).filter((name) => !fields.some(([known]) => known === name));
    if (unknown.length) {
      const names = unknown.map((name) => JSON.stringify(name)).join(', ');
      const known = fields.map(([name]) => name).join(', ');
      return {error: `${what}: unknown option${unknown.length > 1 ? 's' : ''} ${names} (the options are ${known})`};
    }
  }
  return readOptions(options, what, fields);
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
// The module checks a date's and a rating range's text itself (the library's rules); a date's
// seed is made there too, from the date and the level name ('any' for none). Options not given
// go as null.
export function generateOptions(options) {
  const bad = (name, expected, value) => ({error: `${name}: expected ${expected}, not ${shown(value)}`});
  const oneOf = (names) => `one of ${names.map((name) => `'${name}'`).join(', ')}`;
  const read = readOptions(options, 'generate options', GENERATE_FIELDS);
  if (read.error) return read;
  const {level, rating, symmetry, minimal, seed, date, attempts} = read.values;
  if (level != null) {
    if (!LEVELS.includes(level)) return bad('level', oneOf(LEVELS), level);
    if (rating != null) return {error: 'level and rating: give one or the other'};
  } else if (rating != null && typeof rating !== 'string') {
    return bad('rating', EXPECTED.rating, rating);
  }
  // -1: the library's default for the band (rotational, none from 8.0 up).
  const symmetryIndex = symmetry == null ? -1 : SYMMETRIES.indexOf(symmetry);
  if (symmetryIndex < 0 && symmetry != null) return bad('symmetry', oneOf(SYMMETRIES), symmetry);
  if (typeof minimal !== 'boolean') return bad('minimal', 'true or false', minimal);
  const badAttempts = wholeNumber(attempts, 'attempts', 1, 1e8, '10^8');
  if (badAttempts) return {error: badAttempts};
  if (date != null && typeof date !== 'string') return bad('date', EXPECTED.date, date);
  if (seed != null && date != null) return {error: 'seed and date: give one or the other'};
  const seedText =
    seed != null ? decimalSeed(seed) : date == null ? String(crypto.getRandomValues(new BigUint64Array(1))[0]) : null;
  if (seedText === null && date == null)
    return bad('seed', 'a whole number from 0 to 2^64 - 1 (decimal string, safe integer or BigInt)', seed);
  return {
    // At most one of seed and date, and of level and rating, is given (both: an error above).
    seed: seedText,
    date,
    level: level ?? '',
    rating,
    symmetry: symmetryIndex,
    minimal,
    attempts,
  };
}

/** The message for the option the module found bad ('date' or 'rating'), in the library's words. */
export function badGenerateOption(name, value) {
  return `${name}: expected ${EXPECTED[name]}, not ${shown(value)}`;
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
