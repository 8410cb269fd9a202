// The constants the client shares with the C++ side, and the trace step decoder over them.
// BOUNDARY is bindings.cpp's boundary() of the module being packaged: scripts/assemble.mjs
// writes it into a module of the build and resolves `build:boundary` to it, so that the client
// and the module it ships with cannot drift apart.
import {BOUNDARY} from 'build:boundary';

export {BOUNDARY};
export const ALGORITHMS = BOUNDARY.algorithms;
export const UNITS = ['row', 'column', 'box'];
export const STATUSES = BOUNDARY.statuses;

// Indices into the exchange area's `numbers`.
export const {
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
export const NO_NUMBERS = new Float64Array(Object.keys(BOUNDARY.numbers).length); // a call that never ran

// generate(): the levels, each a band of ratings in tenths; the symmetries by number.
export const LEVELS = BOUNDARY.levels.map((level) => level.name);
export const SYMMETRIES = BOUNDARY.symmetries;

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
export function decodeStep(code) {
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
