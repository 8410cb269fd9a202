// A game's clock: a pausable timer as a plain value, no timers of its own (the page redraws
// it; Simon Tatham's midend keeps the timer beside the undo history, as game/games.js does).
//
// A clock is a frozen {elapsedMs, since}: elapsedMs the milliseconds counted up to `since`, and
// since the time (ms, e.g. Date.now()) it has been running from, or null while paused. Time
// that goes backwards (a changed system clock) counts as none, never as negative.
// e.g. {elapsedMs: 65000, since: null} is paused at 1:05.

const clockOf = (elapsedMs, since) => Object.freeze({elapsedMs, since});

/** A clock at 0, running from `now` (or paused when `now` is null). */
export function startClock(now = null) {
  return clockOf(0, now);
}

export const isRunning = (clock) => clock.since !== null;

/** The milliseconds `clock` shows at `now`. */
export function elapsedOf(clock, now) {
  return isRunning(clock) ? clock.elapsedMs + Math.max(0, now - clock.since) : clock.elapsedMs;
}

/** `clock` stopped at `now`; itself when already paused. */
export function pauseClock(clock, now) {
  return isRunning(clock) ? clockOf(elapsedOf(clock, now), null) : clock;
}

/** `clock` running again from `now`; itself when already running. */
export function resumeClock(clock, now) {
  return isRunning(clock) ? clock : clockOf(clock.elapsedMs, now);
}

/** Whether `value` is a clock as described above (read back from saved text). */
export function isClock(value) {
  return (
    Boolean(value) &&
    Number.isFinite(value.elapsedMs) &&
    value.elapsedMs >= 0 &&
    (value.since === null || Number.isFinite(value.since))
  );
}

/**
 * Milliseconds as a clock shows them, whole seconds (rounded down): "0:07", "4:05", "59:59",
 * "1:02:03"; negative or not a number: "0:00".
 */
export function clockText(ms) {
  const seconds = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const hours = Math.floor(seconds / 3600),
    minutes = Math.floor(seconds / 60) % 60;
  const ss = String(seconds % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}` : `${minutes}:${ss}`;
}
