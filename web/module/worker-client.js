// The worker client: the synchronous API's methods run in a worker, as promises that can be
// cancelled or timed out. How a worker starts is the build's (`build:spawn`): it returns a port
// (worker-ports.js) to a worker running serveWorker.
import {spawnSolverWorker} from 'build:spawn';
import {decodeStep} from './constants.js';
import {millisecondsValue, readArguments, readOptions, signalValue, WORKER_FIELDS} from './options.js';
import {METHODS} from './worker-methods.js';

// setTimeout's longest wait (about 24.8 days); a longer one would fire at once.
const TIMEOUT_MAX = 2 ** 31 - 1;

/**
 * The same methods run in a worker, each returning a promise and taking, in its last argument,
 * `{ signal, timeoutMs }`. Cancelling or timing out one call rejects that call only (with the
 * signal's reason, see cancelledError, or an Error named 'TimeoutError' for timeoutMs). A call cannot be stopped inside the worker but
 * by terminating it, so the worker is terminated, and the other calls that were waiting for it
 * are sent again, in their order, to a fresh worker: they resolve as if nothing had happened,
 * later by the work they had done (each is a pure function of its arguments), their own timers
 * still counting from their own start.
 */
export function createSudokuWorker(options) {
  // Read once, now; bad options are every call's rejection, since this returns, never throws.
  const setup = readArguments(readOptions, options, 'createSudokuWorker options', WORKER_FIELDS);
  // The worker's port (null until a call starts it, and after it stops), and the calls sent to
  // it and not answered yet, in the order sent: id -> {method, args, resolve, reject}.
  const connection = {setup, port: null, nextId: 1, pending: new Map()};
  const client = {
    decodeStep,
    terminate: () => stop(connection, namedError('AbortError', 'sudoku worker: terminated')),
  };
  for (const method of METHODS) client[method] = (...args) => call(connection, method, args);
  return client;
}

// Ends the worker, if one runs, and rejects every call waiting for it with `error`.
function stop(connection, error) {
  if (connection.port) connection.port.terminate();
  connection.port = null;
  for (const call of connection.pending.values()) call.reject(error);
  connection.pending.clear();
}

// Rejects one call with `error` (its signal aborted, its time ran out). When it was sent to the
// worker, the worker is terminated, since it may be running that call, and the calls still
// waiting are sent again to a fresh one.
function cancel(connection, id, error) {
  const call = connection.pending.get(id);
  if (!call) return;
  connection.pending.delete(id);
  call.reject(error);
  if (connection.port) connection.port.terminate();
  connection.port = null;
  if (connection.pending.size) {
    start(connection);
    for (const [waiting, {method, args}] of connection.pending)
      connection.port.postMessage({id: waiting, method, args});
  }
}

function start(connection) {
  const {workerUrl, ...init} = connection.setup.values; // WORKER_FIELDS: plain data
  const port = spawnSolverWorker(workerUrl);
  connection.port = port;
  port.postMessage({init});
  // A terminated worker's last messages are not this worker's business: a call sent again
  // takes its answer from whichever worker gives one first, and only the current worker's
  // failure rejects the calls.
  port.onMessage(({id, result, error}) => {
    const call = connection.pending.get(id);
    if (!call) return;
    connection.pending.delete(id);
    if (error) call.reject(new Error(`sudoku worker: ${error}`));
    else call.resolve(result);
  });
  port.onError((message) => {
    if (connection.port === port) stop(connection, new Error(`sudoku worker crashed: ${message}`));
  });
}

// Everything that can throw (bad controls, arguments the worker cannot be sent) comes before
// the call's timer and abort listener are armed: a throw rejects the call, leaving nothing.
function call(connection, method, args) {
  return new Promise((resolve, reject) => {
    if (connection.setup.error) throw new TypeError(`sudoku worker: ${connection.setup.error}`);
    const controls = takeControls(method, args);
    if (controls.signal?.aborted) throw cancelledError(method, controls.signal);
    if (!connection.port) start(connection);
    const id = connection.nextId++;
    connection.port.postMessage({id, method, args});
    let disarm = null;
    const settle = (finish) => (value) => {
      disarm();
      finish(value);
    };
    connection.pending.set(id, {method, args, resolve: settle(resolve), reject: settle(reject)});
    disarm = armControls(method, controls, (error) => cancel(connection, id, error));
  });
}

/**
 * Arms a call's controls ({signal, timeoutMs}, null for none; `what` names the call in the
 * messages): `onStop(error)` is called with an AbortError when the signal aborts, or a
 * TimeoutError when timeoutMs has passed. Returns disarm(), which takes both back. A worker
 * call and rateAll() (rate-all.js) are cancelled and timed out alike.
 */
export function armControls(what, {signal, timeoutMs}, onStop) {
  const onAbort = () => onStop(cancelledError(what, signal));
  signal?.addEventListener('abort', onAbort, {once: true});
  const timer =
    timeoutMs === null
      ? null
      : setTimeout(
          () => onStop(namedError('TimeoutError', `sudoku worker: ${what} timed out after ${timeoutMs} ms`)),
          Math.min(timeoutMs, TIMEOUT_MAX),
        );
  return () => {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  };
}

/**
 * What a call (`what`) cancelled by `signal`, before it started or under way, rejects with: the
 * signal's own reason (AbortSignal.timeout()'s TimeoutError, what abort(reason) was given), or,
 * for abort() with no reason (the DOMException named 'AbortError' it makes), an AbortError that
 * names the call, its cause that DOMException.
 */
export function cancelledError(what, signal) {
  const reason = signal.reason;
  if (reason !== undefined && !(reason instanceof DOMException && reason.name === 'AbortError')) return reason;
  const error = namedError('AbortError', `sudoku worker: ${what} was cancelled`);
  if (reason !== undefined) error.cause = reason;
  return error;
}

// The methods whose only argument is their options object.
const OPTIONS_ONLY = ['generate', 'loadLogic'];

// Takes the controls {signal, timeoutMs} out of a call's trailing options object (generate's
// and loadLogic's only argument), which stay here; the rest of it crosses to the worker as plain data. null
// stands for a control not given. Throws a TypeError for a bad one.
function takeControls(method, args) {
  const last = args[args.length - 1];
  if (
    args.length <= (OPTIONS_ONLY.includes(method) ? 0 : 1) ||
    !last ||
    typeof last !== 'object' ||
    Array.isArray(last)
  ) {
    return {signal: null, timeoutMs: null};
  }
  const {signal = null, timeoutMs = null, ...plain} = last;
  args[args.length - 1] = plain;
  const bad = signalValue(signal, 'signal') ?? millisecondsValue(timeoutMs, 'timeoutMs');
  if (bad) throw new TypeError(`sudoku worker: ${bad}`);
  return {signal, timeoutMs};
}

function namedError(name, message) {
  const error = new Error(message);
  error.name = name;
  return error;
}
