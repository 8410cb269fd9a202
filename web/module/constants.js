// The constants the client shares with the C++ side, and the trace step decoder over them.
// BOUNDARY is bindings.cpp's boundary() of the module being packaged: scripts/assemble.mjs
// writes it into a module of the build and resolves `build:boundary` to it, so that the client
// and the module it ships with cannot drift apart.
import {BOUNDARY} from 'build:boundary';

export {BOUNDARY};
export const ALGORITHMS = BOUNDARY.algorithms;
export const UNIT_KINDS = BOUNDARY.unitKinds;
export const CONFLICT_FIELDS = BOUNDARY.conflictFields;
export const STATUSES = BOUNDARY.statuses;
// canonical()'s transform: each field's offset in the exchange area's `transform` bytes.
export const TRANSFORM_FIELDS = BOUNDARY.transformFields;

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
  levelLength: LEVEL_LENGTH,
  attempts: ATTEMPTS,
  seedLength: SEED_LENGTH,
  status: STATUS,
} = BOUNDARY.numbers;
export const NO_NUMBERS = new Float64Array(Object.keys(BOUNDARY.numbers).length); // a call that never ran

// The levels' names, "easy" to "master" (sudoku::kLevels).
export const LEVELS = Object.freeze(BOUNDARY.levels.map((level) => level.name));

// Step kinds of a trace, by their packed number.
const STEP_KINDS = BOUNDARY.stepKinds;

// The packed step's fields (sudoku::kPackedFields) as shift and mask constants: decodeStep runs
// once per step a view plays, millions in a fast replay, so it reads plain numbers rather than
// looking fields up by name.
const shiftMask = ({shift, bits}) => [shift, 2 ** bits - 1];
const {
  kind: KIND_FIELD,
  safe: SAFE_FIELD,
  cell: CELL_FIELD,
  digit: DIGIT_FIELD,
  depth: DEPTH_FIELD,
} = BOUNDARY.stepFields;
const [KIND_SHIFT, KIND_MASK] = shiftMask(KIND_FIELD);
const [SAFE_SHIFT, SAFE_MASK] = shiftMask(SAFE_FIELD);
const [CELL_SHIFT, CELL_MASK] = shiftMask(CELL_FIELD);
const [DIGIT_SHIFT, DIGIT_MASK] = shiftMask(DIGIT_FIELD);
const [DEPTH_SHIFT, DEPTH_MASK] = shiftMask(DEPTH_FIELD);
const STEP_LIMIT = 2 ** Math.max(...Object.values(BOUNDARY.stepFields).map(({shift, bits}) => shift + bits));

/**
 * Unpacks one trace step: its kind, safe (for 'try'), cell, digit and depth (search levels open
 * after the step), laid out as the C++ side packs them.
 */
export function decodeStep(code) {
  // A value no trace gives (not a whole number of the packed width whose kind names a kind)
  // reads as 0: the decoder never throws, and its kind is always a StepKind.
  // The range test comes first: `>>>` would throw on a Symbol or a BigInt.
  if (!(Number.isInteger(code) && code >= 0 && code < STEP_LIMIT)) code = 0;
  let kind = (code >>> KIND_SHIFT) & KIND_MASK;
  if (kind >= STEP_KINDS.length) code = kind = 0;
  return {
    kind: STEP_KINDS[kind],
    safe: ((code >>> SAFE_SHIFT) & SAFE_MASK) !== 0,
    cell: (code >>> CELL_SHIFT) & CELL_MASK,
    digit: (code >>> DIGIT_SHIFT) & DIGIT_MASK,
    depth: (code >>> DEPTH_SHIFT) & DEPTH_MASK,
  };
}
