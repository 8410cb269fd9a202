// WatchPlayer: plays a search of a puzzle step by step, over the client's trace() (see the
// client's README), with no DOM: play, pause, step forward and back, restart, skip to the end,
// and the speed. Watch's view (watch/view.js) draws what it holds and turns the panel's
// buttons and keys into its calls; tests/js/watch-player.test.mjs drives it in Node.
//
// Memory stays bounded whatever the search's length: the run holds a window of at most
// 4 chunks of packed steps (4 bytes each) around the position (watch/run.js); chunks are fetched
// as playback nears the window's end, and stepping back past its start fetches the chunk before
// it (the worker replays the search from the start, ~50 million steps a second).
//
// Every call to the tracer, and every action that waits for one, runs in order in one promise
// chain, and drops its answer when the run it was for has gone (a new puzzle, another search).

import {decodeStep} from '../client.js';
import {
  append,
  atEnd,
  backward,
  endOf,
  forward,
  jumpToChunkEnd,
  newRun,
  prepend,
  rewind,
  stepAt,
  windowEnd,
} from './run.js';

/** Steps per second at each speed setting; the last is "as fast as the screen draws" (see tick). */
export const SPEEDS = Object.freeze([1, 2, 5, 10, 20, 50, 100, 250, 1000, 5000, 25000, 100000, Infinity]);
export const DEFAULT_SPEED = 3;
export const DEFAULT_CAP = 10000000; // steps; the worker runs ~50 million a second
export const MAX_CAP = 100000000;
// At the top speed, as many steps per frame as this much work and the held steps allow.
const FRAME_BUDGET_MS = 8;

/** The step cap of a typed value: a whole number 1-MAX_CAP, else DEFAULT_CAP. */
export function capOf(value) {
  const number = Number(value);
  return Number.isSafeInteger(number) && number >= 1 ? Math.min(number, MAX_CAP) : DEFAULT_CAP;
}

export class WatchPlayer {
  /**
   * `openTracer()` gives an object with the client's `trace(puzzle, options)` (returning a
   * promise) and `terminate()`: the worker, started at the first fetch and ended by close().
   * `onChange()` is called whenever there is something new to draw; `onError(error)` when a
   * fetch failed (playback pauses). `chunkSteps` steps are fetched at a time; `clock` gives the
   * time in ms (`now`) and the next frame (`frame(callback)`, callback(time)).
   */
  constructor({
    openTracer,
    onChange = () => {},
    onError = () => {},
    chunkSteps = 32768,
    clock = {now: () => performance.now(), frame: (callback) => requestAnimationFrame(callback)},
  }) {
    Object.assign(this, {openTracer, onChange, onError, chunkSteps, clock});
    this.windowSteps = 4 * chunkSteps;
    this.tracer = null;
    this.run = null; // the search on show (watch/run.js), null when closed
    this.playing = false;
    this.speedIndex = DEFAULT_SPEED;
    // Each search run to its end or the cap, for the comparison of the two: {textbook, fast}, the
    // final trace chunk of each, for the puzzle and cap in totalsOf; null until both are in.
    this.totals = null;
    this.totalsOf = '';
    this.chain = Promise.resolve();
    this.credit = 0; // steps due but not yet played (fractions at slow speeds)
    this.lastFrame = 0;
  }

  // ---- What there is to draw ---------------------------------------------------------------

  /** The step on show (the last one played), decoded (the client's decodeStep); null at the start. */
  get step() {
    const code = this.run && this.run.position > 0 ? stepAt(this.run, this.run.position - 1) : -1;
    return code >= 0 ? decodeStep(code) : null;
  }

  get atEnd() {
    return this.run !== null && atEnd(this.run);
  }

  /** Steps per second (Infinity: as fast as the screen draws). */
  get speed() {
    return SPEEDS[this.speedIndex];
  }

  /** The number of steps of the whole search when known (played to its end, or counted). */
  get totalSteps() {
    const {run, totals} = this;
    if (run.end) return run.end.position;
    return totals?.[run.algorithm] ? totals[run.algorithm].position : null;
  }

  // ---- Runs ---------------------------------------------------------------------------------

  /** Starts over on `puzzle` with `algorithm` (default: the one on show, else 'textbook') and `cap`. */
  start(puzzle, {algorithm = this.run ? this.run.algorithm : 'textbook', cap = DEFAULT_CAP} = {}) {
    this.pause();
    const run = newRun(puzzle, algorithm, cap);
    this.run = run;
    const counted = this.totals && this.totalsOf === totalsKey(run);
    if (counted) run.end = endOf(this.totals[algorithm]);
    else this.totals = null;
    this.onChange();
    this.queue(async () => {
      const chunk = await this.fetchSteps(run, 0, this.chunkSteps);
      if (chunk) append(run, chunk, this.windowSteps);
      this.onChange();
    });
    if (!counted) this.queue(() => this.countBoth(run));
  }

  /** Stops, forgets the run, and ends the worker (it holds the trace session and wasm memory). */
  close() {
    this.pause();
    this.run = null;
    if (this.tracer) this.tracer.terminate();
    this.tracer = null;
  }

  // ---- Playback -----------------------------------------------------------------------------

  play() {
    const {run} = this;
    if (!run || run.problem) return;
    if (atEnd(run)) this.queue(() => this.restartNow()); // Play at the end plays again
    this.playing = true;
    this.credit = 1; // the first step at once
    this.lastFrame = this.clock.now();
    this.clock.frame((time) => this.tick(time));
    this.onChange();
  }

  pause() {
    if (!this.playing) return;
    this.playing = false;
    this.onChange();
  }

  togglePlay() {
    if (this.playing) this.pause();
    else this.play();
  }

  setSpeed(index) {
    this.speedIndex = Math.min(SPEEDS.length - 1, Math.max(0, Math.trunc(index) || 0));
  }

  changeSpeed(delta) {
    this.setSpeed(this.speedIndex + delta);
  }

  // One frame of playback: plays the steps due since the last frame (at most a quarter second's
  // worth more than one), or at the top speed as many as FRAME_BUDGET_MS allows.
  tick(time) {
    const {run} = this;
    if (!this.playing || !run) return;
    const speed = this.speed;
    const elapsed = Math.min(time - this.lastFrame, 250);
    this.lastFrame = time;
    const fastest = speed === Infinity;
    if (!fastest) this.credit = Math.min(this.credit + (elapsed * speed) / 1000, speed / 4 + 1);
    const deadline = this.clock.now() + FRAME_BUDGET_MS;
    let moved = 0;
    while (fastest || this.credit >= 1) {
      if (atEnd(run) || !forward(run)) break;
      ++moved;
      if (!fastest) this.credit -= 1;
      if ((moved & 4095) === 0 && this.clock.now() > deadline) break;
    }
    if (atEnd(run)) this.playing = false;
    this.prefetch();
    if (moved || !this.playing) this.onChange();
    if (this.playing) this.clock.frame((next) => this.tick(next));
  }

  stepForward() {
    this.pause();
    return this.queue(async () => {
      const {run} = this;
      await this.holdNext();
      if (this.run !== run) return;
      if (forward(run)) this.prefetch();
      this.onChange();
    });
  }

  stepBack() {
    this.pause();
    return this.queue(async () => {
      const {run} = this;
      if (run.position === 0) return;
      await this.holdFrom(Math.max(0, run.position - 2));
      if (this.run !== run) return;
      backward(run);
      this.onChange();
    });
  }

  restart() {
    this.pause();
    return this.queue(() => this.restartNow());
  }

  async restartNow() {
    const {run} = this;
    rewind(run);
    if (run.windowStart > 0) {
      const chunk = await this.fetchSteps(run, 0, this.chunkSteps);
      if (!chunk) return;
      run.windowStart = 0;
      run.steps = chunk.steps;
    }
    this.onChange();
  }

  // The textbook search jumps: the worker runs to the end and returns the last chunk, with the
  // grid and counters there. The fast search, short, is played through here, so that forced
  // digits keep their look.
  skipToEnd() {
    this.pause();
    return this.queue(async () => {
      const {run} = this;
      if (run.problem || atEnd(run)) return;
      if (run.algorithm === 'textbook') {
        await this.jumpToEnd(run);
      } else {
        while (this.run === run && !atEnd(run) && !run.problem) {
          await this.holdNext();
          while (forward(run)) {
            /* played through */
          }
        }
      }
      this.onChange();
    });
  }

  async jumpToEnd(run) {
    const chunkSteps = this.chunkSteps;
    let target = run.end ? run.end.position : run.cap;
    let chunk = await this.fetchSteps(run, Math.max(0, target - chunkSteps), chunkSteps);
    if (chunk && chunk.steps.length === 0 && chunk.position > 0) {
      // it ended before: now the end is known
      target = chunk.position;
      chunk = await this.fetchSteps(run, Math.max(0, target - chunkSteps), chunkSteps);
    }
    if (chunk) jumpToChunkEnd(run, chunk);
  }

  // ---- Fetching steps -----------------------------------------------------------------------

  // Queues `action` after the tracer calls and actions before it, for the run on show now.
  queue(action) {
    const run = this.run;
    this.chain = this.chain
      .then(() => (this.run === run ? action() : undefined))
      .catch((error) => {
        if (this.run !== run) return;
        this.pause();
        this.onError(error);
      });
    return this.chain;
  }

  /** Steps [from, from + count) of the run's search, or null when the run changed meanwhile. */
  async fetchSteps(run, from, count, algorithm = run.algorithm) {
    this.tracer ??= this.openTracer();
    const chunk = await this.tracer.trace(run.puzzle, {algorithm, from, maxSteps: count, cap: run.cap});
    if (this.run !== run) return null;
    if (chunk.status === 'invalid' || chunk.status === 'malformed') {
      run.problem = chunk.message;
      return null;
    }
    if (algorithm === run.algorithm && (chunk.finished || chunk.status === 'aborted')) run.end = endOf(chunk);
    return chunk;
  }

  // Fetches the next chunk when playback is within a chunk of the window's end.
  prefetch() {
    const {run} = this;
    if (!run || run.prefetching || run.problem || (run.end && windowEnd(run) >= run.end.position)) return;
    if (windowEnd(run) - run.position > this.chunkSteps) return;
    run.prefetching = true;
    this.queue(async () => {
      const chunk = await this.fetchSteps(run, windowEnd(run), this.chunkSteps);
      run.prefetching = false;
      if (chunk) append(run, chunk, this.windowSteps);
      this.onChange();
    });
  }

  // Makes sure the steps from `index` to the position are held (for stepping back).
  async holdFrom(index) {
    const {run} = this;
    while (this.run === run && index < run.windowStart && run.windowStart > 0) {
      const from = Math.max(0, run.windowStart - this.chunkSteps);
      const chunk = await this.fetchSteps(run, from, run.windowStart - from);
      if (!chunk) return;
      prepend(run, chunk, this.windowSteps);
    }
  }

  // Makes sure the step at the position is held, unless the search ended there.
  async holdNext() {
    const {run} = this;
    while (this.run === run && !atEnd(run) && stepAt(run, run.position) < 0 && !run.problem) {
      const chunk = await this.fetchSteps(run, windowEnd(run), this.chunkSteps);
      if (!chunk) return;
      append(run, chunk, this.windowSteps);
    }
  }

  // Both searches run to their end or the cap in the worker (a trace of 0 steps from the cap).
  async countBoth(run) {
    const found = {};
    for (const algorithm of ['textbook', 'fast']) {
      const chunk = await this.fetchSteps(run, run.cap, 0, algorithm);
      if (!chunk) {
        this.onChange();
        return;
      }
      found[algorithm] = chunk;
    }
    this.totals = found;
    this.totalsOf = totalsKey(run);
    this.onChange();
  }
}

const totalsKey = (run) => `${run.puzzle}/${run.cap}`;
