// Solve and Check: one job at a time in the solver's worker, with progress and Cancel once it
// runs long. Cancel terminates the worker (the client starts a fresh one on the next call).
// A call run elsewhere (New game) can show the same progress and Cancel: trackCall().

import {formatDuration} from '../format.js';
import {cancelWords} from '../keyboard.js';
import {scrollBehavior} from '../motion.js';
import {describeResult, solvedWords} from './answers.js';
import {startJobClock} from './job-clock.js';

/**
 * The jobs of the page. `solver` is the client's worker; `status` the status line (app/status.js);
 * `options` app/options.js's; `byId(id)` gives the page's elements (#job, #job-elapsed, #report).
 * `puzzleToCheck()` is the text a job is about; `beforeRun()` is called as a job starts;
 * `onSolution(solution, words, tone)` takes Solve's solution and what to say of it. Returns
 * {run(kind, origin), trackCall(words, abort), cancel(), cancelForChange()}.
 */
export function createJobs({solver, status, options, byId, puzzleToCheck, beforeRun, onSolution}) {
  let job = null; // the running job: {kind, origin, clock, abort} (app/job-clock.js's clock)

  // A job's clock: once it runs long, `onSlow()` shows its progress, and the time taken ticks.
  const startClock = (onSlow) =>
    startJobClock({
      onSlow: () => {
        byId('job').hidden = false;
        onSlow();
      },
      onTick: (text) => {
        byId('job-elapsed').textContent = text;
      },
    });

  /** Runs Solve (`kind` 'solve') or Check ('check'), started from the control `origin`. */
  async function run(kind, origin) {
    cancel();
    beforeRun();
    const puzzle = puzzleToCheck();
    const {limit, budget, optionNote} = jobOptions(kind, options);
    const verb = kind === 'solve' ? 'Solving' : 'Counting solutions';
    const clock = startClock(() => status.set(`${verb}… this takes a while. ${cancelWords()}`, 'busy'));
    const running = {kind, origin, clock};
    job = running;
    status.set(kind === 'solve' ? 'Solving…' : 'Checking…', 'busy');
    let result;
    try {
      result = await solver.solve(puzzle, {limit, budget, signal: clock.signal});
    } catch (error) {
      if (job !== running) return; // cancelled: cancel() said so
      end();
      status.set(`The solver failed: ${error.message}.`, 'error');
      return;
    }
    if (job !== running) return;
    end();
    const took = ` (${formatDuration(clock.elapsed())})`;
    if (kind === 'solve' && result.solution) {
      const [words, tone] = solvedWords(result, took);
      onSolution(result.solution, words + optionNote, tone);
    } else {
      const [sentence, advice, tone] = describeResult(result, limit, puzzle);
      status.set(`${sentence}${took}.${advice ? ` ${advice}` : ''}${optionNote}`, tone);
    }
    bringIntoView(byId('report'));
  }

  /**
   * Shows progress and Cancel for a call made elsewhere, once it runs long, as for Solve: `words`
   * say what it makes ("a new master game"), `abort()` stops it. Cancel (and Esc) call abort().
   * Returns done(), to call when the call is over.
   */
  function trackCall(words, abort) {
    cancel();
    const clock = startClock(() => status.set(`Making ${words}… this takes a while. ${cancelWords()}`, 'busy'));
    const running = {kind: 'making', origin: document.activeElement, clock, abort};
    job = running;
    return () => {
      if (job === running) end();
    };
  }

  function end() {
    if (!job) return;
    job.clock.end();
    const jobPanel = byId('job');
    if (jobPanel.contains(document.activeElement)) job.origin?.focus();
    jobPanel.hidden = true;
    job = null;
  }

  /** Stops the running job; false when none runs. */
  function cancel() {
    if (!job) return false;
    const {clock, abort} = job;
    end();
    clock.abort();
    abort?.();
    return true;
  }

  return {
    run,
    trackCall,
    cancel,

    /** Stops a running job because the puzzle changes: the words that say so, or '' when none ran. */
    cancelForChange() {
      const kind = job?.kind;
      if (!cancel()) return '';
      return `Cancelled the ${kind} (the puzzle changed).`;
    },
  };
}

// A job's limit and budget (Solve's limit is 2), with the words for a typed option not used.
function jobOptions(kind, options) {
  const limitOption = kind === 'solve' ? {value: 2, problem: ''} : options.read('limit');
  const budgetOption = options.read('budget');
  const optionNote = [limitOption.problem, budgetOption.problem]
    .filter(Boolean)
    .map((text) => ` ${text}`)
    .join('');
  return {limit: limitOption.value, budget: budgetOption.value, optionNote};
}

// On a phone the status line may be off screen (scrolled down to the text field, say): bring
// the answer into view.
function bringIntoView(report) {
  const box = report.getBoundingClientRect();
  if (box.top >= 0 && box.bottom <= window.innerHeight) return;
  report.scrollIntoView({block: 'nearest', behavior: scrollBehavior()});
}
