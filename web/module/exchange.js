// The exchange area (web/module/exchange.hpp): memory of the module's that each call reads its
// input from and writes its answer to (text in; out: numbers, message, conflicts, and as the
// call has them solution, puzzle, traceGrid, seed, level, steps, canonical and transform, or
// JSON), through typed array views of the wasm memory.
import {
  BACKTRACKS,
  CONFLICT_COUNT,
  CONFLICT_FIELDS,
  GUESSES,
  JSON_ADDRESS,
  JSON_LENGTH,
  MESSAGE_LENGTH,
  NO_NUMBERS,
  NODES,
  PLACEMENTS,
  TRANSFORM_FIELDS,
  UNIT_KINDS,
} from './constants.js';
import {NO_FIELDS, puzzleText, readArguments, readOptions} from './options.js';

const textDecoder = new TextDecoder();
// The grids (solution, puzzle, traceGrid) and the seed are ASCII: a single-byte decoder reads
// them several times faster than String.fromCharCode.apply.
export const gridDecoder = new TextDecoder('latin1');
const textEncoder = new TextEncoder();

/**
 * One loaded module and what the client keeps of it: its exchange area's views, and the trace
 * being read (the module's cursor, a number, 0 for none, which the client owns and closes, and
 * the puzzle text and algorithm it was opened for: reading on from where the last chunk ended
 * costs only the chunk).
 */
export function openSession(core) {
  return {core, views: core.exchangeViews(), cursor: 0, cursorKey: null};
}

// The exchange area's views. They detach when the wasm memory grows: fresh ones then.
export function exchange(session) {
  if (session.views.text.length === 0) session.views = session.core.exchangeViews();
  return session.views;
}

// A solve() or count() result for input the module never saw.
export function malformed(message, algorithm) {
  const stats = statsOf(algorithm, NO_NUMBERS);
  return {status: 'malformed', solution: null, count: 0, complete: false, message, conflicts: [], stats};
}

export function statsOf(algorithm, numbers) {
  return algorithm === 'textbook'
    ? {placements: numbers[PLACEMENTS], backtracks: numbers[BACKTRACKS]}
    : {nodes: numbers[NODES], guesses: numbers[GUESSES]};
}

// Writes the puzzle's text into the exchange area: {length, text} (the text as written), or {error}.
export function writePuzzle(session, puzzle) {
  const text = puzzleText(puzzle);
  if (text.error) return text;
  const written = writeText(session, text.value, 0, 'the puzzle text');
  return written.error ? written : {length: written.length, text: text.value};
}

// Writes `value` into the exchange area's text from `offset`: {length} or {error}.
export function writeText(session, value, offset, what) {
  const area = exchange(session).text;
  const ascii = writeAscii(value, area, offset);
  if (ascii >= 0) return {length: ascii};
  const {read, written} = textEncoder.encodeInto(value, area.subarray(offset));
  if (read < value.length) {
    return {error: `${what} is too long (more than ${area.length - offset} bytes${offset ? ' left' : ''})`};
  }
  return {length: written};
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

// A call's options read (see readOptions) and its puzzle written into the exchange area:
// {values, length}, or {error} with the values read so far. Never throws (readArguments).
export function prepare(session, puzzle, options, what, fields) {
  return readArguments(readPuzzleAndOptions, session, puzzle, options, what, fields);
}

function readPuzzleAndOptions(session, puzzle, options, what, fields) {
  const read = readOptions(options, what, fields);
  if (read.error) return read;
  const written = writePuzzle(session, puzzle);
  const {values} = read;
  // One object literal, one shape: this is on every call's path (solveFirst takes ~3 µs in all).
  return written.error ? {error: written.error, values} : {length: written.length, text: written.text, values};
}

// The JSON answer of the last rate() or hint() call, parsed.
export function readJson(session) {
  const area = exchange(session);
  const bytes = new Uint8Array(area.text.buffer, area.numbers[JSON_ADDRESS], area.numbers[JSON_LENGTH]);
  return JSON.parse(textDecoder.decode(bytes));
}

export function readMessage(area) {
  return readString(area.message, area.numbers[MESSAGE_LENGTH]);
}

export function readConflicts(area) {
  const conflicts = [];
  const count = area.numbers[CONFLICT_COUNT];
  for (let i = 0; i < count; ++i) {
    const [a, b, kind, index, number] = area.conflicts.subarray(CONFLICT_FIELDS * i, CONFLICT_FIELDS * (i + 1));
    conflicts.push({cells: [a, b], unit: UNIT_KINDS[kind], unitIndex: index, unitNumber: number});
  }
  return conflicts;
}

// canonical()'s transform, as sudoku.d.ts documents it.
export function readTransform(area) {
  const bytes = area.transform;
  const field = (name, length) => Array.from(bytes.subarray(TRANSFORM_FIELDS[name], TRANSFORM_FIELDS[name] + length));
  return {
    transpose: bytes[TRANSFORM_FIELDS.transpose] === 1,
    rows: field('rows', 9),
    columns: field('columns', 9),
    digits: field('digits', 10),
  };
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

// The puzzle of a method without options written, as writePuzzle does, or {error}: a worker call
// gives its options object (its controls taken out), and anything in it is a misspelling.
export function writeWithoutOptions(session, puzzle, options, what) {
  const read = readOptions(options, what, NO_FIELDS);
  return read.error ? read : writePuzzle(session, puzzle);
}
