// Worker ports: one message interface, {postMessage, onMessage, onError, terminate}, over
// browser Workers and Node's worker_threads, for the client's side and the worker's own.

// `script` names the worker's file for the error when it cannot run (a 404, a bundler that did
// not emit it): the browser's error event says nothing of which file.
export function browserWorkerPort(worker, script = 'the worker script') {
  return {
    postMessage: (message) => worker.postMessage(message),
    onMessage: (handle) => {
      worker.onmessage = (event) => handle(event.data);
    },
    onError: (handle) => {
      worker.onerror = (event) => {
        event.preventDefault();
        handle(
          event.message ||
            `${script} failed to load or run (a bundler must emit it beside the package's script, ` +
              'served as JavaScript; see the README for each bundler)',
        );
      };
    },
    terminate: () => worker.terminate(),
  };
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
