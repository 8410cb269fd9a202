// Worker ports: one message interface, {postMessage, onMessage, onError, terminate}, over
// browser Workers and Node's worker_threads, for the client's side and the worker's own.
import {errorText} from './options.js';

/**
 * A browser Worker's port. `script` says, for the error when the worker cannot start, which
 * file it is ({file}: the package's name for it) and where it was asked for ({url}, or null when
 * the bundler chose), or {why} it failed when that is known: the browser's error event names
 * none of these, nor the HTTP status.
 */
export function browserWorkerPort(worker, script = null) {
  return {
    postMessage: (message) => worker.postMessage(message),
    onMessage: (handle) => {
      worker.onmessage = (event) => handle(event.data);
    },
    onError: (handle) => {
      worker.onerror = (event) => {
        event.preventDefault();
        if (event.message || !script) handle(event.message || 'the worker failed to load or run');
        else whyNotStarted(script).then(handle);
      };
    },
    terminate: () => worker.terminate(),
  };
}

// Why the worker script did not start, with the fix: it is fetched again for its HTTP status
// (only once it has failed, so a worker that starts costs no second request).
async function whyNotStarted({file, url, why = null}) {
  if (why) return why;
  const fix =
    `serve the package's ${file} there (a bundler must emit it beside the package's script; see the ` +
    'README for each bundler), or say where it is: createSudokuWorker({workerUrl})';
  if (!url) return `${file} failed to load or run: ${fix}`;
  let response;
  try {
    response = await fetch(url, {cache: 'no-store'});
  } catch (error) {
    return `GET ${url} failed (${errorText(error)}): ${fix}`;
  }
  if (!response.ok) return `GET ${url}: ${response.status}: ${fix}`;
  return (
    `${url} (${response.status}, ${response.headers.get('content-type')}) did not start as the solver's ` +
    `worker: is it the package's ${file}, served as JavaScript, and does the page's ` +
    'Content-Security-Policy allow it (worker-src)?'
  );
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
// only posts and listens, which the two ports above do the same way over these.
export const workerScopePort = (scope) =>
  typeof scope.on === 'function' ? nodeWorkerPort(scope) : browserWorkerPort(scope);
