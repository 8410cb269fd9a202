// The worker's side of the protocol: an {init} message first, then {id, method, args} messages,
// each answered with {id, result} or {id, error}.
import {errorText} from './options.js';
import {createSudoku, LOGIC_METHODS} from './sudoku-api.js';
import {METHODS} from './worker-methods.js';

export function serveWorker(port) {
  let ready = null;
  port.onMessage(async ({init, id, method, args}) => {
    if (init) {
      // The worker loads the core; the logic with the first call that needs it (calls that
      // race share the one load), or with preload in the background, the core's calls not
      // waiting for it (a failure there is the failure of the first call that needs it).
      const {preload, ...given} = init;
      const options = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== null));
      ready = createSudoku(options).catch((error) => {
        throw new Error(`could not load the module: ${errorText(error)}`);
      });
      if (preload?.includes('logic')) ready.then((sudoku) => sudoku.loadLogic()).catch(() => {});
      // Every call answers with a failed load's cause. Until a call comes, nothing would handle
      // the rejection, and an unhandled one ends a Node worker with the calls still waiting.
      ready.catch(() => {});
      return;
    }
    try {
      const sudoku = await ready;
      if (!METHODS.includes(method)) throw new Error(`unknown method ${method}`);
      if (LOGIC_METHODS.includes(method)) await sudoku.loadLogic();
      port.postMessage({id, result: await sudoku[method](...args)});
    } catch (error) {
      port.postMessage({id, error: errorText(error)});
    }
  });
}
