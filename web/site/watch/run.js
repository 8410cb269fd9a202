// A run: one search of one puzzle, and the position in it. DOM-free; watch/player.js owns one.
//
// The grid and the counters at the position are kept here and moved step by step in both
// directions: every step can be undone from the step alone (place <-> clear, undo <-> put back).
// The steps themselves are held in a window, a slice of the whole search (watch/player.js fetches
// them in chunks): run.steps[i] is step windowStart + i, packed (the client's decodeStep reads them).

import {decodeStep} from '../client.js';
import {CELLS, rowOf} from '../game/cells.js';

// Cell states of the search's grid (run.states). The view adds the current step's marks on top.
export const EMPTY = 0,
  GIVEN = 1,
  PLACED = 2,
  FORCED = 3;
export const STATE_NAMES = Object.freeze(['empty', 'given', 'placed', 'forced']);

/** A run of `algorithm` ('textbook' or 'fast') on `puzzle` (81 characters), giving up after `cap` steps. */
export function newRun(puzzle, algorithm, cap) {
  const givens = Uint8Array.from(puzzle, (char) => (char === '.' ? 0 : Number(char)));
  const run = {
    puzzle,
    algorithm,
    cap,
    givens,
    grid: null, // digit per cell, 0 empty
    states: null, // EMPTY... per cell
    position: 0, // steps played
    placements: 0,
    backtracks: 0,
    windowStart: 0, // the held steps are [windowStart, windowStart + steps.length)
    steps: new Uint32Array(0),
    end: null, // {position, found, aborted, message} once known (endOf)
    problem: null, // why the puzzle cannot be searched (clashing givens)
    prefetching: false,
  };
  rewind(run);
  return run;
}

/** Back to the grid before the first step: the givens only. The held steps stay. */
export function rewind(run) {
  run.grid = run.givens.slice();
  run.states = run.givens.map((digit) => (digit ? GIVEN : EMPTY));
  run.position = run.placements = run.backtracks = 0;
}

/** What a trace chunk that finished (or gave up) says of the search's end. */
export const endOf = (chunk) => ({
  position: chunk.position,
  found: chunk.found,
  aborted: chunk.status === 'aborted',
  message: chunk.message,
});

/** The packed step at `index`, or -1 when it is not held. */
export function stepAt(run, index) {
  const offset = index - run.windowStart;
  return offset >= 0 && offset < run.steps.length ? run.steps[offset] : -1;
}

export const atEnd = (run) => run.end !== null && run.position >= run.end.position;
export const windowEnd = (run) => run.windowStart + run.steps.length;

/** Plays the step at the position; false when it is not held (yet). */
export function forward(run) {
  const code = stepAt(run, run.position);
  if (code < 0) return false;
  const {kind, cell, digit} = decodeStep(code);
  if (kind === 'place' || kind === 'propagate') {
    run.grid[cell] = digit;
    run.states[cell] = kind === 'place' ? PLACED : FORCED;
    ++run.placements;
  } else if (kind === 'undo') {
    run.grid[cell] = 0;
    run.states[cell] = EMPTY;
    ++run.backtracks;
  }
  ++run.position;
  return true;
}

/** Takes back the step before the position; false when it is not held. */
export function backward(run) {
  const code = stepAt(run, run.position - 1);
  if (code < 0) return false;
  const {kind, cell, digit} = decodeStep(code);
  if (kind === 'place' || kind === 'propagate') {
    run.grid[cell] = 0;
    run.states[cell] = EMPTY;
    --run.placements;
  } else if (kind === 'undo') {
    run.grid[cell] = digit;
    run.states[cell] = takenBackState(run, run.position);
    --run.backtracks;
  }
  --run.position;
  return true;
}

// What the digit an undo step took back was. Textbook: a placement. Fast: a level's undo
// steps take back its forced digits, newest first, and its guess last; so the undo is the
// guess when the next step is not an undo.
function takenBackState(run, nextIndex) {
  if (run.algorithm === 'textbook') return PLACED;
  const next = stepAt(run, nextIndex);
  return next >= 0 && decodeStep(next).kind === 'undo' ? FORCED : PLACED;
}

/**
 * Appends a chunk after the window; drops held steps from the front beyond `windowSteps`, but
 * never the two before the position (the step on show and the one before it).
 */
export function append(run, chunk, windowSteps) {
  const keepFrom = Math.max(
    run.windowStart,
    Math.min(run.position - 2, windowEnd(run) + chunk.steps.length - windowSteps),
  );
  const kept = run.steps.subarray(keepFrom - run.windowStart);
  const steps = new Uint32Array(kept.length + chunk.steps.length);
  steps.set(kept);
  steps.set(chunk.steps, kept.length);
  run.steps = steps;
  run.windowStart = keepFrom;
}

/**
 * Prepends a chunk before the window; drops held steps from the back beyond `windowSteps`, but
 * never the step after the position.
 */
export function prepend(run, chunk, windowSteps) {
  const keep = Math.min(
    run.steps.length,
    Math.max(run.position + 1 - run.windowStart, windowSteps - chunk.steps.length),
  );
  const steps = new Uint32Array(chunk.steps.length + keep);
  steps.set(chunk.steps);
  steps.set(run.steps.subarray(0, keep), chunk.steps.length);
  run.steps = steps;
  run.windowStart = chunk.from;
}

/**
 * Jumps to the end of a chunk of a textbook search: its steps become the window, and the grid
 * and counters are the chunk's (every digit the search put there is a placement).
 */
export function jumpToChunkEnd(run, chunk) {
  run.windowStart = chunk.from;
  run.steps = chunk.steps;
  run.position = chunk.position;
  run.placements = chunk.stats.placements;
  run.backtracks = chunk.stats.backtracks;
  for (let cell = 0; cell < CELLS; ++cell) {
    run.grid[cell] = chunk.grid[cell] === '.' ? 0 : Number(chunk.grid[cell]);
    run.states[cell] = run.givens[cell] ? GIVEN : run.grid[cell] ? PLACED : EMPTY;
  }
}

/**
 * The cell whose digit makes `digit` unsafe in `cell`: the first peer holding it, taking the
 * row, column and box peers in turn by their place in their unit; -1 when none does.
 */
export function blockingPeer(run, cell, digit) {
  const row = rowOf(cell),
    column = cell % 9;
  const boxStart = Math.floor(row / 3) * 27 + Math.floor(column / 3) * 3;
  for (let i = 0; i < 9; ++i) {
    for (const peer of [9 * row + i, 9 * i + column, boxStart + Math.floor(i / 3) * 9 + (i % 3)]) {
      if (peer !== cell && run.grid[peer] === digit) return peer;
    }
  }
  return -1;
}

/** The number of cells holding a digit. */
export function filledCells(run) {
  let filled = 0;
  for (let cell = 0; cell < CELLS; ++cell) filled += run.grid[cell] ? 1 : 0;
  return filled;
}
