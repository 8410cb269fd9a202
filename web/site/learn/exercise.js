// An exercise of a lesson (learn/exercises/<lesson>.json, mined by scripts/mine-lessons.mjs) and
// the player's taps on it, checked. DOM-free.
//
// An exercise is {technique, source, puzzle, values, candidates, step}: the position as its
// digits (values, 81 characters, '.' empty) and its candidates (the marks notation: 81
// comma-separated fields, "" for a filled cell), and the hint ladder's step there. The player
// answers what the step does: the candidates it removes, tapped one by one, or, for a step that
// places a digit, the digit tapped in its cell. A tap is a candidate {cell, digit}; tapping it
// again takes it back.

import {cellRef} from '../format.js';

const key = (cell, digit) => cell * 10 + digit; // one number per candidate: cell 0-80, digit 1-9

/** Whether the exercise asks for placements ('place') or eliminations ('remove'). */
export function askedFor(exercise) {
  return exercise.step.placements.length ? 'place' : 'remove';
}

/** The candidates of each cell of the exercise's position: 81 arrays of digits. */
export function candidatesOf(exercise) {
  return exercise.candidates.split(',').map((field) => [...field].map(Number));
}

/** The answer: the step's placements, or its eliminations, as [cell, digit] pairs. */
export function answerOf(exercise) {
  return askedFor(exercise) === 'place' ? exercise.step.placements : exercise.step.eliminations;
}

/**
 * The taps (an array of {cell, digit}) checked against the answer: {verdict, wrong, missing},
 * where `wrong` is the taps that are not in the answer (in tap order), `missing` how many of the
 * answer's candidates are not tapped, and `verdict` 'wrong' when a tap is, 'missing' when none is
 * wrong but some are left, 'right' when the taps are the answer exactly.
 */
export function check(exercise, taps) {
  const answer = new Set(answerOf(exercise).map(([cell, digit]) => key(cell, digit)));
  const tapped = new Set(taps.map(({cell, digit}) => key(cell, digit)));
  const wrong = taps.filter(({cell, digit}) => !answer.has(key(cell, digit)));
  const missing = [...answer].filter((k) => !tapped.has(k)).length;
  const verdict = wrong.length ? 'wrong' : missing ? 'missing' : 'right';
  return {verdict, wrong, missing};
}

/** `taps` with the candidate {cell, digit} added, or taken out when it is there. */
export function toggleTap(taps, cell, digit) {
  const without = taps.filter((tap) => tap.cell !== cell || tap.digit !== digit);
  return without.length < taps.length ? without : [...taps, {cell, digit}];
}

/** What Check says of `result` (check()'s), for the exercise: one or two sentences. */
export function checkWords(exercise, result) {
  const place = askedFor(exercise) === 'place';
  if (result.verdict === 'right') {
    return `Right: ${exercise.step.text}`;
  }
  if (result.verdict === 'wrong') {
    const [first] = result.wrong;
    const more = result.wrong.length > 1 ? ` (and ${result.wrong.length - 1} more)` : '';
    return place
      ? `Not ${first.digit} in ${cellRef(first.cell)}${more}: this ${exercise.technique} places another digit or cell.`
      : `${first.digit} in ${cellRef(first.cell)} is not removed by this ${exercise.technique}${more}: tap it again to keep it.`;
  }
  if (result.missing && result.wrong.length === 0) {
    const what = place
      ? 'the digit to place'
      : `${result.missing} more candidate${result.missing > 1 ? 's' : ''} to remove`;
    return `So far so good: ${what} still to find.`;
  }
  return '';
}
