// The core module's methods (solve, solveFirst, count, validate, trace), each on an open
// session (exchange.js): it writes its input into the exchange area, makes one call into the
// module and reads the answer back. Bad input comes back as a result; nothing throws.
import {
  ALGORITHMS,
  BACKTRACKS,
  COMPLETE,
  COUNT,
  NO_NUMBERS,
  PLACEMENTS,
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
  prepare,
  readConflicts,
  readMessage,
  statsOf,
  writeWithoutOptions,
} from './exchange.js';
import {COUNT_FIELDS, FIRST_FIELDS, readArguments, SOLVE_FIELDS, TRACE_FIELDS, wholeNumber} from './options.js';

export function solve(session, puzzle, options) {
  return solveWith(session, puzzle, options, 'solve options', SOLVE_FIELDS);
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
export function solveFirst(session, puzzle, options) {
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

export function count(session, puzzle, limit, options) {
  const bad = wholeNumber(limit, 'limit');
  return bad ? malformed(bad) : solveWith(session, puzzle, options, 'count options', COUNT_FIELDS, limit);
}

export function validate(session, puzzle, options) {
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
export function trace(session, puzzle, options) {
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
