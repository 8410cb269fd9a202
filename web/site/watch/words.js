// What "Watch the search" says: the step on show, the values beside the pseudocode, the
// comparison of the two searches, the speed, and each cell's name. DOM-free: text only, from a
// WatchPlayer (watch/player.js) and its decoded step (the client's decodeStep).

import {cellRef, cellWhere, count} from '../format.js';
import {unitShared} from '../game/cells.js';

const ALGORITHM_WORDS = {textbook: 'textbook', fast: 'fast'};

/**
 * What the step on show did. `blocker` is the cell that makes a tried digit unsafe (-1: none);
 * `keyboard` whether to name keys (else taps) in the words before the first step.
 */
export function describeStep(player, step, blocker, keyboard = true) {
  const {run} = player;
  if (run.problem) return `This puzzle cannot be searched: ${run.problem}. Fix the clash first.`;
  if (!step) {
    const how = keyboard ? 'Press Play (Space) or step (→).' : 'Tap Play, or Step forward for one step at a time.';
    return run.algorithm === 'textbook'
      ? `The textbook search: empty cells in reading order, digits 1 to 9. ${how}`
      : `The fast search: forced digits first, then a guess on the cell with the fewest candidates. ${how}`;
  }
  let text = stepWords(step, blocker, run.algorithm === 'textbook');
  if (player.atEnd && run.end.aborted) text += ` Stopped: ${capMessage(player, run.algorithm)}.`;
  return `Step ${count(run.position)}: ${text}`;
}

function stepWords(step, blocker, textbook) {
  const where = cellRef(step.cell);
  switch (step.kind) {
    case 'find':
      return textbook ? `The first empty cell is ${where}.` : `${where} has the fewest candidates: guess there.`;
    case 'try':
      return step.safe
        ? `Try ${step.digit} in ${where}: safe, no ${step.digit} in its row, column or box.`
        : `Try ${step.digit} in ${where}: not safe, ${cellRef(blocker)} holds ${step.digit} (same ${unitShared(step.cell, blocker)}).`;
    case 'place':
      return textbook ? `Place ${step.digit} in ${where} and recurse.` : `Guess ${step.digit} in ${where} and recurse.`;
    case 'undo':
      return `Take ${step.digit} back from ${where} (a backtrack).`;
    case 'fail':
      if (step.depth === 0) return 'Nothing fits at the top level: the puzzle has no solution.';
      return textbook
        ? `No digit fits ${where}: return false, back to the level above.`
        : `No candidate of ${where} works: return false, back to the level above.`;
    case 'solved':
      return 'No empty cell left: solved.';
    case 'propagate':
      return `${where} can only be ${step.digit}: forced, no guess.`;
    default:
      return '';
  }
}

/** "gave up after N steps; the fast search needed M steps" (the step cap reached). */
export function capMessage(player, algorithm) {
  const {run, totals} = player;
  const gaveUp = `gave up after ${count(run.cap)} steps`;
  if (algorithm === 'fast' || !totals) return gaveUp;
  return totals.fast.status === 'aborted'
    ? `${gaveUp}; the fast search gave up too`
    : `${gaveUp}; the fast search needed ${count(totals.fast.position)} steps`;
}

/** The value beside pseudocode line `name`: a variable of the level on show ('' for none). */
export function lineValue(name, step, depth) {
  if (!step) return '';
  switch (name) {
    case 'find':
      return step.kind === 'find' ? `cell = ${cellRef(step.cell)}` : '';
    case 'try':
      return ['try', 'place', 'undo'].includes(step.kind) ? `digit = ${step.digit}` : '';
    case 'safe':
      return step.kind === 'try' ? (step.safe ? '✓ yes' : '✗ no') : '';
    case 'recurse':
      return depth > 1 ? `×${depth - 1}` : ''; // calls waiting here
    case 'propagate':
      return step.kind === 'propagate' ? `${cellRef(step.cell)} = ${step.digit}` : '';
    default:
      return '';
  }
}

/** The title of the recurse line while `depth - 1` callers wait on it. */
export function waitingTitle(depth) {
  return `${depth - 1} ${depth === 2 ? 'call waits' : 'calls wait'} here for the level below`;
}

const more = (chunk) => (chunk.status === 'aborted' ? 'more than ' : '');

/**
 * "textbook: 769 placements; fast: 49" as unbreakable phrases ("more than", "769,244
 * placements;"): a narrow panel wraps between them, never inside a number and its word.
 */
export function comparePhrases({textbook, fast}) {
  const phrases = (name, chunk, unit) =>
    [`${name}:`, more(chunk).trim(), `${count(chunk.stats.placements)}${unit}`].filter(Boolean);
  return [...phrases('textbook', textbook, ' placements;'), ...phrases('fast', fast, '')];
}

/** "Backtracks 720 and 0; steps 9,711 and 49." */
export function compareDetail({textbook, fast}) {
  return (
    `Backtracks ${more(textbook)}${count(textbook.stats.backtracks)} and ` +
    `${more(fast)}${count(fast.stats.backtracks)}; steps ${more(textbook)}${count(textbook.position)} and ` +
    `${more(fast)}${count(fast.position)}.`
  );
}

/** Why a search on show (or the textbook one) cannot be watched to its end; '' when it can. */
export function capNote(player) {
  const {run, totals} = player;
  const gaveUp =
    totals[run.algorithm].status === 'aborted'
      ? run.algorithm
      : totals.textbook.status === 'aborted'
        ? 'textbook'
        : null;
  return gaveUp
    ? `The ${ALGORITHM_WORDS[gaveUp]} search is too long to watch to the end: ${capMessage(player, gaveUp)}.`
    : '';
}

/** The speed as the panel shows it ("250 steps/s"). */
export function speedText(speed) {
  return speed === Infinity ? 'as fast as the screen draws' : `${count(speed)} ${speed === 1 ? 'step' : 'steps'}/s`;
}

// A cell's look while watching (data-watch), in words.
const STATE_WORDS = {
  empty: 'empty',
  given: 'given',
  placed: 'placed by the search',
  forced: 'forced by a single',
  trying: 'being tried: safe',
  rejected: 'being tried: clashes',
  undone: 'taken back',
  dead: 'no digit fits',
};

/** "row 1, column 2, 4, being tried: clashes" (`now` 'blocker': the cell blocking the digit tried). */
export function watchedCellName(cell, text, state, now) {
  return `${cellWhere(cell)}, ${text ? `${text}, ` : ''}${STATE_WORDS[state]}${now === 'blocker' ? ', blocks the digit being tried' : ''}`;
}
