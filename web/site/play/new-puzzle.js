// New puzzles for play, made by the worker's generate(): one at a time, a new request replacing
// the one under way (app/latest-call.js), the status line saying what is being made and why
// nothing was.

import {createLatestCall} from '../app/latest-call.js';

const TIMEOUT_MS = 60_000;

/**
 * `solver` is the client's worker; `status` the status line. Returns {make(options, words),
 * abort()}: make resolves to generate(options)'s unique result, or null (the status line says
 * why, or a newer request replaced it); `words` name the puzzle ("a new easy game").
 */
export function createPuzzleMaker({solver, status}) {
  const latest = createLatestCall();
  return {
    async make(options, words) {
      status.set(`Making ${words}…`, 'busy');
      const answer = await latest.run((signal) => solver.generate({...options, signal, timeoutMs: TIMEOUT_MS}));
      if (!answer) return null;
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
    abort: () => latest.abort(),
  };
}
