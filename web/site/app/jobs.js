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
 * `onSolution(solution, words, tone)` takes Solve's solution and what to say of it.
 */
export class Jobs {
  constructor({solver, status, options, byId, puzzleToCheck, beforeRun, onSolution}) {
    Object.assign(this, {solver, status, options, byId, puzzleToCheck, beforeRun, onSolution});
    this.job = null; // the running job: {kind, origin, clock} (app/job-clock.js's clock)
  }

  /** Runs Solve (`kind` 'solve') or Check ('check'), started from the control `origin`. */
  async run(kind, origin) {
    this.cancel();
    this.beforeRun();
    const puzzle = this.puzzleToCheck();
    const limitOption = kind === 'solve' ? {value: 2, problem: ''} : this.options.read('limit');
    const budgetOption = this.options.read('budget');
    const limit = limitOption.value,
      budget = budgetOption.value;
    // A typed option that is not used is said with the answer.
    const optionNote = [limitOption.problem, budgetOption.problem]
      .filter(Boolean)
      .map((text) => ` ${text}`)
      .join('');
    const clock = startJobClock({
      onSlow: () => this.showProgress(kind),
      onTick: (text) => {
        this.byId('job-elapsed').textContent = text;
      },
    });
    const job = {kind, origin, clock};
    this.job = job;
    this.status.set(kind === 'solve' ? 'Solving…' : 'Checking…', 'busy');
    let result;
    try {
      result = await this.solver.solve(puzzle, {limit, budget, signal: clock.signal});
    } catch (error) {
      if (this.job !== job) return; // cancelled: cancel() said so
      this.end();
      this.status.set(`The solver failed: ${error.message}.`, 'error');
      return;
    }
    if (this.job !== job) return;
    this.end();
    const took = ` (${formatDuration(clock.elapsed())})`;
    if (kind === 'solve' && result.solution) {
      const [words, tone] = solvedWords(result, took);
      this.onSolution(result.solution, words + optionNote, tone);
    } else {
      const [sentence, advice, tone] = describeResult(result, limit, puzzle);
      this.status.set(`${sentence}${took}.${advice ? ` ${advice}` : ''}${optionNote}`, tone);
    }
    this.showResult();
  }

  // On a phone the status line may be off screen (scrolled down to the text field, say): bring
  // the answer into view.
  showResult() {
    const report = this.byId('report');
    const box = report.getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= window.innerHeight) return;
    report.scrollIntoView({block: 'nearest', behavior: scrollBehavior()});
  }

  showProgress(kind) {
    this.byId('job').hidden = false;
    const verb = kind === 'solve' ? 'Solving' : 'Counting solutions';
    this.status.set(`${verb}… this takes a while. ${cancelWords()}`, 'busy');
  }

  /**
   * Shows progress and Cancel for a call made elsewhere, once it runs long, as for Solve: `words`
   * say what it makes ("a new master game"), `abort()` stops it. Cancel (and Esc) call abort().
   * Returns done(), to call when the call is over.
   */
  trackCall(words, abort) {
    this.cancel();
    const clock = startJobClock({
      onSlow: () => {
        this.byId('job').hidden = false;
        this.status.set(`Making ${words}… this takes a while. ${cancelWords()}`, 'busy');
      },
      onTick: (text) => {
        this.byId('job-elapsed').textContent = text;
      },
    });
    const job = {kind: 'making', origin: document.activeElement, clock, abort};
    this.job = job;
    return () => {
      if (this.job === job) this.end();
    };
  }

  end() {
    const {job} = this;
    if (!job) return;
    job.clock.end();
    const jobPanel = this.byId('job');
    if (jobPanel.contains(document.activeElement)) job.origin?.focus();
    jobPanel.hidden = true;
    this.job = null;
  }

  /** Stops the running job; false when none runs. */
  cancel() {
    if (!this.job) return false;
    const {clock, abort} = this.job;
    this.end();
    clock.abort();
    abort?.();
    return true;
  }

  /** Stops a running job because the puzzle changes: the words that say so, or '' when none ran. */
  cancelForChange() {
    const kind = this.job?.kind;
    if (!this.cancel()) return '';
    return `Cancelled the ${kind} (the puzzle changed).`;
  }
}
