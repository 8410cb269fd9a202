// A long call's clock, as Solve, Check and Explain show it: nothing for the first 200 ms (most
// calls end sooner), then the page's progress and Cancel, with the time taken ticking every
// 100 ms, until the call ends or is aborted.

import {formatDuration} from '../format.js';

const PROGRESS_DELAY_MS = 200; // calls longer than this show progress and Cancel
const TICK_MS = 100;

/**
 * Starts the clock of a call: `onSlow()` once it has run PROGRESS_DELAY_MS, then `onTick(text)`
 * with the time taken ("250 ms", "1.5 s") at once and every TICK_MS. Returns {signal (for the
 * call), elapsed() in ms, end() (stops the clock), abort() (stops it and aborts the call)}.
 */
export function startJobClock({onSlow, onTick}) {
  const controller = new AbortController();
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  const tick = () => onTick(formatDuration(elapsed()));
  const timers = [
    setTimeout(() => {
      onSlow();
      tick();
      timers.push(setInterval(tick, TICK_MS));
    }, PROGRESS_DELAY_MS),
  ];
  const end = () => {
    for (const timer of timers) clearInterval(timer); // clears the timeout too
  };
  return {
    signal: controller.signal,
    elapsed,
    end,
    abort: () => {
      end();
      controller.abort();
    },
  };
}
