// The latest of a series of calls to the worker that replace one another (a hint asked again, a
// new game asked for while one is being made): starting a call aborts the one before it, whose
// answer or failure then goes unsaid.

/**
 * Returns {run(call), abort()}. run(call) aborts the call under way, then awaits
 * `call(signal)` (an AbortSignal for the worker's call) and resolves to {value} (its answer),
 * {error} (it failed), or null when another run() replaced it, or it was aborted and answered
 * anyway. abort() aborts the call under way; its failure (an AbortError) is still reported to
 * its caller as {error}, since no newer call speaks instead.
 */
export function createLatestCall() {
  let pending = null; // the AbortController of the call under way

  return {
    async run(call) {
      pending?.abort();
      const controller = new AbortController();
      pending = controller;
      try {
        const value = await call(controller.signal);
        return controller.signal.aborted ? null : {value};
      } catch (error) {
        return pending === controller ? {error} : null;
      } finally {
        if (pending === controller) pending = null;
      }
    },

    abort() {
      pending?.abort();
    },
  };
}
