// rateAll(): a list of puzzles rated in several workers, each a createSudokuWorker client of its
// own, started for the call and terminated when it ends (resolved, rejected or aborted), so that
// nothing outlives it: a Node process can exit. Puzzles are handed out one at a time to whichever
// worker is free: a puzzle rated in microseconds never waits behind one that takes seconds.
import {availableCores} from 'build:spawn';
import {unrated} from './logic-methods.js';
import {puzzleText, RATE_ALL_FIELDS, readArguments, readOptions, shown} from './options.js';
import {armControls, cancelledError, createSudokuWorker} from './worker-client.js';

// The default number of workers when the machine has more cores: each worker is a thread with
// a module of its own, so more is for the caller to ask for (up to 64).
const DEFAULT_MAX_WORKERS = 16;

/**
 * Resolves to one rate() result per puzzle, in the order given. A bad puzzle gets rate()'s own
 * answer in its slot ('malformed', 'invalid', ...), never a rejection. Never throws: rejects
 * with a TypeError for bad arguments, with an Error named 'AbortError' or 'TimeoutError' when
 * cancelled or timed out, as a worker call fails, or with what onProgress threw; each of these
 * terminates every worker first.
 */
export function rateAll(puzzles, options) {
  return new Promise((resolve, reject) => {
    const read = readArguments(readRateAll, puzzles, options);
    if (read.error) throw new TypeError(`sudoku worker: ${read.error}`);
    if (read.values.signal?.aborted) throw cancelledError('rateAll', read.values.signal);
    run(read, resolve, reject);
  });
}

// The puzzles and options read once, now: {results, sent, values} or {error}. `sent` holds
// [index, text] for each puzzle a worker rates; `results` already has rate()'s answer to a
// puzzle that is not text or an array of 81 digits, or that threw when read (what the module
// itself would say), and gets the others' as they come.
function readRateAll(puzzles, options) {
  if (!Array.isArray(puzzles)) {
    return {error: `rateAll puzzles: expected an array of puzzles, not ${shown(puzzles)}`};
  }
  const read = readOptions(options, 'rateAll options', RATE_ALL_FIELDS);
  if (read.error) return read;
  const results = new Array(puzzles.length);
  const sent = [];
  for (let index = 0; index < puzzles.length; ++index) {
    const text = readArguments((list) => puzzleText(list[index]), puzzles);
    if (text.error) results[index] = unrated('malformed', text.error, false);
    else sent.push([index, text.value]);
  }
  return {results, sent, values: read.values};
}

function run({results, sent, values}, resolve, reject) {
  const {workers, signal, timeoutMs, onProgress, wasmUrl, logicWasmUrl, preload, workerUrl} = values;
  const total = results.length;
  const count = Math.min(workers ?? Math.min(availableCores(), DEFAULT_MAX_WORKERS), sent.length);
  const clients = Array.from({length: count}, () => createSudokuWorker({wasmUrl, logicWasmUrl, preload, workerUrl}));
  let settled = false;
  let disarm = null;
  const end = (finish, value) => {
    if (settled) return;
    settled = true;
    disarm();
    // A pending call rejects here (AbortError), after `settled`: its worker loop just stops.
    for (const client of clients) client.terminate();
    finish(value);
  };
  const fail = (error) => end(reject, error);
  disarm = armControls('rateAll', {signal, timeoutMs}, fail);

  let done = 0;
  const report = () => {
    ++done;
    onProgress?.(done, total);
  };
  let next = 0;
  const work = async (client) => {
    while (!settled && next < sent.length) {
      const [index, text] = sent[next++];
      const result = await client.rate(text);
      if (settled) return;
      results[index] = result;
      report();
    }
  };
  // The results known without a worker count first, once this call has returned: onProgress
  // never runs inside rateAll().
  Promise.resolve()
    .then(() => {
      for (let index = 0; index < total - sent.length; ++index) {
        if (settled) return;
        report();
      }
      return Promise.all(clients.map(work));
    })
    .then(() => end(resolve, results), fail);
}
