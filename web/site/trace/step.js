// A step of a search trace, as the client's trace() packs it into one 32-bit number (its
// `steps`, a Uint32Array; the layout is solver/include/sudoku/trace.hpp's). The page reads the
// bits here and nowhere else (tests/js/trace-player.test.mjs holds this against the client's
// own decodeStep):
//
//    31      22 21      15 14    11 10        4   3   2    0
//   |  unused  |  depth   | digit  |   cell    | safe | kind |
//
//   kind   0-6, STEP_KINDS below
//   safe   a 'try' step's digit fits (no peer holds it)
//   cell   0-80, the cell the step acts on (game/cells.js)
//   digit  1-9 for try, place, undo and propagate; 0 otherwise
//   depth  the search levels open after the step

export const STEP_KINDS = Object.freeze(['find', 'try', 'place', 'undo', 'fail', 'solved', 'propagate']);
/** A kind's number by its name: KIND.undo === 3. */
export const KIND = Object.freeze(Object.fromEntries(STEP_KINDS.map((name, code) => [name, code])));

// The fields one at a time, for the player's hot loop (no object per step).
export const kindOf = (code) => code & 7;
export const cellOf = (code) => (code >>> 4) & 127;
export const digitOf = (code) => (code >>> 11) & 15;

/** All fields of a step: {kind (its name), safe, cell, digit, depth}. */
export function decodeStep(code) {
  return {
    kind: STEP_KINDS[kindOf(code)],
    safe: (code & 8) !== 0,
    cell: cellOf(code),
    digit: digitOf(code),
    depth: (code >>> 15) & 127,
  };
}
