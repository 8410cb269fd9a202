// Worker ports: one message interface, {postMessage, onMessage, onError, terminate}, over
// browser Workers and Node's worker_threads, for the client's side and the worker's own.
import {errorText} from './options.js';

/**
 * A browser Worker's port. `whyNotStarted()`, when given, makes the error when the worker cannot
 * start (the browser's error event names neither the script nor the HTTP status); the hosted
 * page, whose worker is its own file, gives none and says less, for fewer bytes.
 */
export function browserWorkerPort(worker, whyNotStarted = null) {
  return {
    postMessage: (message) => worker.postMessage(message),
    onMessage: (handle) => {
      worker.onmessage = (event) => handle(event.data);
    },
    onError: (handle) => {
      worker.onerror = (event) => {
        event.preventDefault();
        if (event.message || !whyNotStarted) handle(event.message || 'the worker failed to load or run');
        else whyNotStarted().then(handle);
      };
    },
    terminate: () => worker.terminate(),
  };
}

/**
 * Why the package's worker script `file`, asked for at `url` (null where the bundler chose), did
 * not start, with the fix: it is fetched again for its HTTP status (only once it has failed, so
 * a worker that starts costs no second request).
 */
export async function whyNotStarted(file, url) {
  const fix = `serve ${file} there, or give its URL: createSudokuWorker({workerUrl}) (see the README for each bundler)`;
  if (!url) return `${file} failed to load or run: ${fix}`;
  const status = await fetch(url, {cache: 'no-store'}).then(
    (response) => (response.ok ? null : response.status),
    (error) => errorText(error),
  );
  return status === null
    ? `${url} is there but did not start as a worker: not ${file}, not JavaScript, or refused by a Content-Security-Policy`
    : `GET ${url}: ${status}: ${fix}`;
}

/**
 * The URL of the package's `file` beside `base` (the bundle's import.meta.url) for an error
 * message, or null where that is no URL the page could load (webpack makes import.meta.url the
 * source's file: path, and emits the worker elsewhere).
 */
export function besideScript(file, base) {
  const url = new URL(file, base);
  return /^https?:$/.test(url.protocol) ? url.href : null;
}

export function nodeWorkerPort(worker) {
  return {
    postMessage: (message) => worker.postMessage(message),
    onMessage: (handle) => worker.on('message', handle),
    onError: (handle) => {
      worker.on('error', (error) => handle(error.message));
      worker.on('exit', (code) => handle(`the worker exited with code ${code}`));
    },
    terminate: () => {
      worker.removeAllListeners('exit');
      worker.terminate();
    },
  };
}

// Inside the worker: `scope` is the worker's global scope, or Node's parentPort. The worker's side
// only posts and listens (worker-serve.js), so its port is those two: a worker's bundle carries
// none of the client's error handling.
export const workerScopePort = (scope) => ({
  postMessage: (message) => scope.postMessage(message),
  onMessage:
    typeof scope.on === 'function'
      ? (handle) => scope.on('message', handle)
      : (handle) => {
          scope.onmessage = (event) => handle(event.data);
        },
});
