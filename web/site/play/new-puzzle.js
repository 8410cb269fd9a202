// New puzzles for play, made by the worker's generate(): one at a time, a new request replacing
// the one under way (app/latest-call.js), the status line saying what is being made and why
// nothing was.

import {createLatestCall} from '../app/latest-call.js';

const TIMEOUT_MS = 60_000;

/**
 * `solver` is the client's worker; `status` the status line; `trackCall(words, abort)` shows the
 * progress and Cancel of a long call and returns done() (app/jobs.js's trackCall). Returns
 * {make(options, words), abort()}: make resolves to generate(options)'s unique result, or null
 * (the status line says why, or a newer request replaced it, or Cancel stopped it); `words` name
 * the puzzle ("a new easy game").
 */
export function createPuzzleMaker({solver, status, trackCall}) {
  const latest = createLatestCall();
  const abort = () => latest.abort();
  return {
    async make(options, words) {
      const done = trackCall(words, abort);
      status.set(`Making ${words}…`, 'busy');
      let stopped;
      const answer = await latest.run((signal) => {
        stopped = signal;
        return solver.generate({...options, signal, timeoutMs: TIMEOUT_MS});
      });
      done();
      if (!answer || stopped.aborted) return null; // replaced, or cancelled (Cancel said so)
      if (answer.error) {
        status.set(`No new game: ${answer.error.message}.`, 'error');
        return null;
      }
      if (answer.value.status !== 'unique') {
        status.set(`No new game: ${answer.value.message}.`, 'error');
        return null;
      }
      return answer.value;
    },
    abort,
  };
}
