// The worker's side of the protocol: an {init} message first, then {id, method, args} messages,
// each answered with {id, result} or {id, error}.
import {errorText} from './options.js';
import {createSudoku} from './sudoku-api.js';

// The methods a worker runs: the synchronous API's, less decodeStep (no module call).
export const METHODS = [
  'solve',
  'solveFirst',
  'count',
  'validate',
  'trace',
  'rate',
  'explain',
  'hint',
  'generate',
  'canonical',
  'certify',
];

export function serveWorker(port) {
  let ready = null;
  port.onMessage(async ({init, id, method, args}) => {
    if (init) {
      ready = createSudoku(init.wasmUrl ? {wasmUrl: init.wasmUrl} : {}).catch((error) => {
        throw new Error(`could not load the module: ${errorText(error)}`);
      });
      // Every call answers with a failed load's cause. Until a call comes, nothing would handle
      // the rejection, and an unhandled one ends a Node worker with the calls still waiting.
      ready.catch(() => {});
      return;
    }
    try {
      const sudoku = await ready;
      if (!METHODS.includes(method)) throw new Error(`unknown method ${method}`);
      port.postMessage({id, result: sudoku[method](...args)});
    } catch (error) {
      port.postMessage({id, error: errorText(error)});
    }
  });
}
