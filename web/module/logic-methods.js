// The logic module's methods (rate, explain, hint, canonical, certify, generate), each on an
// open session of that module (exchange.js), as the core's are (core-methods.js). Bad input
// comes back as a result; nothing throws.
import {ATTEMPTS, LEVEL_LENGTH, RATED, RATING, SEED_LENGTH, STATUSES} from './constants.js';
import {
  emptyCanonicalResult,
  emptyCertificate,
  emptyExplainResult,
  emptyGenerateResult,
  emptyHintResult,
  emptyRateResult,
} from './empty-results.js';
import {
  exchange,
  gridDecoder,
  prepare,
  readConflicts,
  readJson,
  readMessage,
  readTransform,
  writePuzzle,
  writeText,
  writeWithoutOptions,
} from './exchange.js';
import {
  badGenerateOption,
  CERTIFY_FIELDS,
  EXPLAIN_FIELDS,
  generateOptions,
  HINT_FIELDS,
  marksNotation,
  puzzleText,
  readArguments,
  readOptions,
} from './options.js';

export function rate(session, puzzle, options) {
  return rateWith(session, puzzle, options, false);
}

export function explain(session, puzzle, options) {
  return rateWith(session, puzzle, options, true);
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
  // The answer is the rating's JSON: the result's keys and the puzzle (sudoku/json.hpp).
  const answer = readJson(session);
  const result = keepSteps ? emptyExplainResult() : emptyRateResult();
  for (const key of Object.keys(result)) result[key] = answer[key];
  return result;
}

// The result of rate() or explain() for a puzzle that could not be rated before the module saw it
// (rateAll() gives it too, for a puzzle it cannot send to a worker).
export function unrated(status, message, keepSteps) {
  return Object.assign(keepSteps ? emptyExplainResult() : emptyRateResult(), {status, message});
}

export function hint(session, puzzle, options) {
  const input = readArguments(writeHintInput, session, puzzle, options);
  if (input.error) return Object.assign(emptyHintResult(), {message: input.error});
  session.core.hint(...input.lengths);
  return readJson(session);
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
export function canonical(session, puzzle, options) {
  const written = readArguments(writeWithoutOptions, session, puzzle, options, 'canonical options');
  const result = emptyCanonicalResult();
  if (written.error) return Object.assign(result, {status: 'malformed', message: written.error});
  const code = session.core.canonical(written.length);
  const area = exchange(session);
  result.message = readMessage(area);
  if (code >= 0) return Object.assign(result, {status: STATUSES[code], conflicts: readConflicts(area)});
  return Object.assign(result, {canonical: gridDecoder.decode(area.canonical), transform: readTransform(area)});
}

// A setter's certificate, as `sudoku certify --json` gives it (sudoku/json.hpp); bad input and
// bad options as solve() says them.
export function certify(session, puzzle, options) {
  const input = prepare(session, puzzle, options, 'certify options', CERTIFY_FIELDS);
  if (input.error) return Object.assign(emptyCertificate(), {message: input.error});
  session.core.certify(input.length, input.values.limit, input.values.budget);
  return readJson(session);
}

export function generate(session, options) {
  const made = readArguments(generateOptions, options);
  if (made.error) return generated('malformed', made.error);
  // The request's texts one after another in `text`; -1 for an option not given.
  const lengths = [];
  let offset = 0;
  for (const what of ['seed', 'date', 'level', 'rating', 'symmetry']) {
    const text = made[what];
    const written = text == null ? {length: -1} : writeText(session, text, offset, what);
    if (written.error) return generated('malformed', written.error);
    lengths.push(written.length);
    offset += Math.max(written.length, 0);
  }
  const code = session.core.generate(...lengths, made.minimal, made.attempts);
  const status = STATUSES[code];
  const area = exchange(session);
  const numbers = area.numbers;
  const message = readMessage(area);
  if (status === 'malformed') return generated(status, badGenerateOption(message, made.given));
  const seedDigits = gridDecoder.decode(area.seed.subarray(0, numbers[SEED_LENGTH]));
  const result = generated(status, message, seedDigits || null, numbers[ATTEMPTS]);
  if (status === 'unique') {
    result.puzzle = gridDecoder.decode(area.puzzle);
    result.solution = gridDecoder.decode(area.solution);
    if (numbers[RATED]) {
      // As rate() gives them: the rating a decimal, the level's name.
      result.rated = true;
      result.rating = numbers[RATING];
      result.level = gridDecoder.decode(area.level.subarray(0, numbers[LEVEL_LENGTH]));
    }
  }
  return result;
}

function generated(status, message, seed = null, attempts = 0) {
  return Object.assign(emptyGenerateResult(), {status, message, seed, attempts});
}
