// The page: board state, undo/redo, the URL hash, autosave, and the solver jobs.
//
// The board is {digits, kinds}: two 81-character strings, described at the top of board.js.
// The *puzzle* is what Solve and Check look at, what the text field and the URL hash hold, and
// what a share link carries: the givens and typed digits, without the solver's ('.' there).
//
// All solving goes through SudokuWasm's worker client, in one worker: Solve and Check, which
// may run for seconds, and the quick questions (parse pasted text, find clashes as you type).
// Cancel terminates the worker (the client starts a fresh one on the next call). Any change of
// the puzzle stops a running job first (its answer would be about another puzzle), so a quick
// question never waits behind a long job. (A second worker for quick questions was tried: the
// two starting together made the first Solve ~40% slower.)
'use strict';

(function sudokuPage() {
  const EMPTY_LINE = '.'.repeat(81);
  const EMPTY = {digits: EMPTY_LINE, kinds: EMPTY_LINE};
  const STORAGE_KEY = 'sudoku-wasm.board';
  const OPTIONS_KEY = 'sudoku-wasm.options';
  const PROGRESS_DELAY_MS = 200;  // jobs longer than this show progress and Cancel
  const HISTORY_LIMIT = 500;
  const DEFAULT_LIMIT = 1000, DEFAULT_BUDGET = 10000000;

  const $ = (id) => document.getElementById(id);
  const field = $('puzzle');
  const statusLine = $('status');

  const solver = SudokuWasm.createSudokuWorker();
  const view = createBoardView($('board'), (cell, digit) => enterDigit(cell, digit));
  const searchView = createSearchView({panel: $('search-view'), toggle: $('watch'), boardView: view,
    puzzleNow: () => puzzleOf(current())});

  // Undo history: entries[index] is on show; each entry says which action made it.
  const timeline = {entries: [{board: EMPTY, action: ''}], index: 0};
  let conflicts = new Set();  // cells that clash, from the latest live check
  let liveCheckId = 0;        // answers of older live checks are dropped
  let fieldReadId = 0;        // likewise for the text field
  let fieldMalformed = false; // the text field holds text that is not a puzzle (the board kept the last one)
  let job = null;             // the running Solve/Check: {controller, origin, started, timers}
  let statusReplaceable = false;  // the status line shows only the filled-cells count or a live check's
                                  // clash message: a (later) live check may replace it

  const current = () => timeline.entries[timeline.index].board;

  // ---- Board values -----------------------------------------------------------------------

  function puzzleOf(board) {
    let puzzle = '';
    for (let cell = 0; cell < 81; ++cell) puzzle += board.kinds[cell] === 's' ? '.' : board.digits[cell];
    return puzzle;
  }

  // A loaded puzzle: every digit a given.
  function boardOfPuzzle(puzzle) {
    return {digits: puzzle, kinds: puzzle.replace(/[1-9]/g, 'g')};
  }

  // `puzzle` with the kinds of `board` where the digit is unchanged; changed digits become `kind`.
  // The solver's digits go: they belong to the old puzzle.
  function withPuzzle(board, puzzle, kind) {
    let kinds = '';
    for (let cell = 0; cell < 81; ++cell) {
      const digit = puzzle[cell], oldKind = board.kinds[cell];
      if (digit === '.') kinds += '.';
      else if (digit === board.digits[cell] && oldKind !== 's') kinds += oldKind;
      else kinds += kind;
    }
    return {digits: puzzle, kinds};
  }

  // The solution drawn over the puzzle: digits the puzzle lacks are the solver's.
  function withSolution(board, solution) {
    let kinds = '';
    for (let cell = 0; cell < 81; ++cell) kinds += board.kinds[cell] === 's' || board.kinds[cell] === '.' ? 's' : board.kinds[cell];
    return {digits: solution, kinds};
  }

  function isBoard(value) {
    if (!value || typeof value.digits !== 'string' || typeof value.kinds !== 'string') return false;
    if (!/^[1-9.]{81}$/.test(value.digits) || !/^[gts.]{81}$/.test(value.kinds)) return false;
    for (let cell = 0; cell < 81; ++cell) {
      if ((value.digits[cell] === '.') !== (value.kinds[cell] === '.')) return false;
    }
    return true;
  }

  const sameBoard = (a, b) => a.digits === b.digits && a.kinds === b.kinds;
  const replaceAt = (text, index, char) => text.slice(0, index) + char + text.slice(index + 1);

  // ---- Changes and history ----------------------------------------------------------------

  /** Makes `board` the current board as one undoable step named `action`. */
  function commit(board, action, note, tone) {
    if (sameBoard(board, current())) {
      if (note) setStatus(note, tone);
      return;
    }
    const cancelled = cancelForChange();  // a running job answers for the old puzzle
    const entries = timeline.entries;
    entries.length = timeline.index + 1;
    entries.push({board, action});
    if (entries.length > HISTORY_LIMIT) entries.shift();
    timeline.index = entries.length - 1;
    refresh(cancelled && (cancelled + (note ? ` ${note}` : ` ${filledSummary(board)}`)) || note, cancelled ? 'warn' : tone);
  }

  // Stops a running job because the puzzle changes: the words that say so, or '' when none ran.
  function cancelForChange() {
    const kind = job && job.kind;
    if (!cancelJob()) return '';
    return `Cancelled the ${kind} (the puzzle changed).`;
  }

  function enterDigit(cell, digit) {
    const board = current();
    const puzzle = replaceAt(puzzleOf(board), cell, digit);
    const what = digit === '.' ? `clearing ${cellWhere(cell)}` : `${digit} in ${cellWhere(cell)}`;
    commit(withPuzzle(board, puzzle, 't'), what);
  }

  function loadPuzzle(puzzle, action, note) {
    commit(boardOfPuzzle(puzzle), action, note);
  }

  function step(delta) {
    const index = timeline.index + delta;
    if (index < 0 || index >= timeline.entries.length) return;
    const cancelled = cancelForChange();
    const action = timeline.entries[delta < 0 ? timeline.index : index].action;
    timeline.index = index;
    const note = `${delta < 0 ? 'Undid' : 'Redid'} ${action}.`;
    refresh(cancelled ? `${cancelled} ${note}` : note, cancelled ? 'warn' : '');
  }

  // Shows the current board everywhere: grid, text field, hash, storage, buttons, status.
  function refresh(note, tone) {
    const board = current();
    const puzzle = puzzleOf(board);
    view.render(board, conflicts);
    searchView.follow(puzzle);
    showPuzzleText(puzzle);
    followHash(puzzle);
    save(board);
    $('undo').setAttribute('aria-disabled', String(timeline.index === 0));
    $('redo').setAttribute('aria-disabled', String(timeline.index === timeline.entries.length - 1));
    setStatus(note || filledSummary(board), tone);
    statusReplaceable = !note;
    liveCheck(puzzle);
  }

  function filledSummary(board) {
    const filled = 81 - board.digits.split('.').length + 1;
    if (filled === 0) return 'The board is empty: type digits, paste a puzzle, or load an example.';
    if (filled === 81) return 'All 81 cells are filled.';
    return `${filled} of 81 cells filled.`;
  }

  // ---- Live check: clashes as you type ----------------------------------------------------

  // `puzzle` is the current board's puzzle (puzzleOf).
  async function liveCheck(puzzle) {
    const id = ++liveCheckId;
    let result;
    try {
      result = await solver.validate(puzzle);
    } catch {
      return;  // the worker restarts on the next call; a missed highlight is harmless
    }
    if (id !== liveCheckId) return;
    const hadClashes = conflicts.size > 0;
    const found = cellsOf(result.conflicts);
    // The board was drawn with the clashes known before: draw it again only when they changed.
    if (found.size !== conflicts.size || [...found].some((cell) => !conflicts.has(cell))) {
      conflicts = found;
      view.render(current(), conflicts);
    }
    if (result.status === 'invalid') {
      setStatus(clashText(result), 'error');
      statusReplaceable = true;
    } else if (hadClashes && statusReplaceable) {
      // Only a clash message or the plain summary gives way: not another error (a link's, a paste's).
      setStatus(`No clashes left. ${filledSummary(current())}`);
    }
  }

  function cellsOf(conflictList) {
    return new Set(conflictList.flatMap((conflict) => conflict.cells));
  }

  function clashText(result) {
    return `Clash: ${result.message}.`;
  }

  // ---- Reading puzzles: text field, paste, hash -------------------------------------------

  /** Resolves to {puzzle} (81 chars, '.' empty) or {error}: an 81-char line or a grid picture. */
  async function readPuzzle(text) {
    const line = text.trim();
    if (/^[0-9.]{81}$/.test(line)) return {puzzle: line.replace(/0/g, '.')};  // the common case, at once
    const cancelled = cancelForChange();
    if (cancelled) setStatus(cancelled, 'warn');
    try {
      const result = await solver.validate(text);
      return result.puzzle ? {puzzle: result.puzzle} : {error: result.message};
    } catch (error) {
      return {error: `the solver's worker failed (${error.message})`};
    }
  }

  // The field shows the puzzle; while it has focus, the caret stays where it was.
  function showPuzzleText(puzzle) {
    fieldMalformed = false;
    showFieldError('');
    if (field.value === puzzle) return;
    const focused = document.activeElement === field;
    const {selectionStart, selectionEnd, value} = field;
    field.value = puzzle;
    if (focused && value.length === puzzle.length) field.setSelectionRange(selectionStart, selectionEnd);
  }

  function showFieldError(message) {
    const error = $('puzzle-error');
    error.hidden = !message;
    error.textContent = message ? `Not a puzzle: ${message}.` : '';
    field.setAttribute('aria-invalid', String(Boolean(message)));
  }

  field.addEventListener('input', async () => {
    const id = ++fieldReadId;
    const read = await readPuzzle(field.value);
    if (id !== fieldReadId) return;
    if (read.error) {
      fieldMalformed = true;
      showFieldError(read.error);
      return;
    }
    const board = current();
    if (read.puzzle !== puzzleOf(board)) commit(withPuzzle(board, read.puzzle, 'g'), 'the text edit');
    else if (fieldMalformed || statusLine.dataset.tone === 'error') refresh();  // the field is right again: stale errors go
    else showPuzzleText(read.puzzle);
  });

  // Paste anywhere (outside the text fields, which paste as usual) replaces the puzzle.
  document.addEventListener('paste', async (event) => {
    if (event.target.closest && event.target.closest('input, textarea')) return;
    const text = event.clipboardData ? event.clipboardData.getData('text/plain') : '';
    if (!text.trim()) return;
    event.preventDefault();
    const read = await readPuzzle(text);
    if (read.error) setStatus(`Malformed input: the pasted text is not a puzzle: ${read.error}.`, 'error');
    else loadPuzzle(read.puzzle, 'the paste', 'Pasted a puzzle.');
  });

  // The hash follows every change (replaceState: Back does not walk through edits).
  function followHash(puzzle) {
    const hash = puzzle === EMPTY_LINE ? '' : `#${puzzle}`;
    if (location.hash !== hash) history.replaceState(null, '', hash || location.pathname + location.search);
  }

  // The puzzle text of a hash (without '#').
  function decodeHash(hash) {
    try {
      return decodeURIComponent(hash);
    } catch {
      return hash;  // a broken %-escape: let the parser name the character
    }
  }

  /** Opens the puzzle of a link's hash (without '#'); a malformed one leaves an empty board. */
  async function openHash(hash) {
    const read = await readPuzzle(decodeHash(hash));
    if (read.puzzle) {
      loadPuzzle(read.puzzle, 'opening the link', 'Opened the puzzle from the link.');
      return;
    }
    commit(EMPTY, 'opening the link');
    history.replaceState(null, '', `#${hash}`);  // the address stays as given: the reader sees what was wrong
    setStatus(`This link's puzzle is malformed: ${read.error}. Showing an empty board.`, 'error');
  }

  window.addEventListener('hashchange', () => {
    const hash = location.hash.slice(1);
    if (decodeHash(hash) !== puzzleOf(current())) openHash(hash);
  });

  // ---- Autosave -----------------------------------------------------------------------------

  function save(board) {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify({version: 1, digits: board.digits, kinds: board.kinds}));
    } catch {
      // storage full or disabled (some browsers' private mode): the page works without it
    }
  }

  /** The saved board, null when there is none, or 'corrupt'. */
  function loadSaved() {
    let text = null;
    try {
      text = localStorage.getItem(STORAGE_KEY);
    } catch {
      return null;
    }
    if (text === null) return null;
    try {
      const value = JSON.parse(text);
      if (value && value.version === 1 && isBoard(value)) return {digits: value.digits, kinds: value.kinds};
    } catch {
      // falls through
    }
    return 'corrupt';
  }

  // ---- Options: the count limit and the search budget, checked as typed, kept in storage ------

  const OPTIONS = {
    limit: {fallback: DEFAULT_LIMIT, minimum: 2, name: 'count limit'},
    budget: {fallback: DEFAULT_BUDGET, minimum: 1, name: 'search budget'},
  };

  /** {value, problem}: the option's value, or its default and why the typed one is not used. */
  function optionValue(id) {
    const {fallback, minimum, name} = OPTIONS[id];
    const input = $(id);
    const value = Number(input.value);
    if (input.value.trim() !== '' && Number.isSafeInteger(value) && value >= minimum) return {value, problem: ''};
    // A number input holds '' for text that is no number (the browser drops it).
    const typed = input.value.trim() === '' ? 'is empty (or not a number)' : `${input.value} is not a whole number of at least ${minimum}`;
    return {value: fallback, problem: `The ${name} ${typed}: using ${count(fallback)}.`};
  }

  function showOptionProblem(id) {
    const {value, problem} = optionValue(id);
    const message = $(`${id}-error`);
    message.hidden = !problem;
    message.textContent = problem;
    $(id).setAttribute('aria-invalid', String(Boolean(problem)));
    return {value, problem};
  }

  function saveOptions() {
    try {
      const options = {};
      for (const id of Object.keys(OPTIONS)) {
        const {value, problem} = optionValue(id);
        if (!problem && value !== OPTIONS[id].fallback) options[id] = value;
      }
      if (Object.keys(options).length) localStorage.setItem(OPTIONS_KEY, JSON.stringify(options));
      else localStorage.removeItem(OPTIONS_KEY);
    } catch {
      // storage disabled: the options last until the page closes
    }
  }

  function loadOptions() {
    let options = null;
    try {
      options = JSON.parse(localStorage.getItem(OPTIONS_KEY));
    } catch {
      return;  // unreadable: the defaults
    }
    if (!options || typeof options !== 'object') return;
    for (const id of Object.keys(OPTIONS)) {
      const value = options[id];
      if (Number.isSafeInteger(value) && value >= OPTIONS[id].minimum) $(id).value = String(value);
    }
  }

  for (const id of Object.keys(OPTIONS)) {
    $(id).addEventListener('input', () => {
      showOptionProblem(id);
      saveOptions();
    });
  }

  // ---- Jobs: Solve and Check ----------------------------------------------------------------

  async function runJob(kind, origin) {
    cancelJob();
    searchView.close();  // the board shows the puzzle again, and then the answer
    // A text field holding a non-puzzle is what the player looks at: check that, to say why.
    const puzzle = fieldMalformed ? field.value : puzzleOf(current());
    const limitOption = kind === 'solve' ? {value: 2, problem: ''} : showOptionProblem('limit');
    const budgetOption = showOptionProblem('budget');
    const limit = limitOption.value, budget = budgetOption.value;
    // A typed option that is not used is said with the answer.
    const optionNote = [limitOption.problem, budgetOption.problem].filter(Boolean).map((text) => ` ${text}`).join('');
    const controller = new AbortController();
    const started = performance.now();
    const thisJob = {controller, origin, started, kind, timers: []};
    job = thisJob;
    setStatus(kind === 'solve' ? 'Solving…' : 'Checking…', 'busy');
    thisJob.timers.push(setTimeout(() => showProgress(thisJob), PROGRESS_DELAY_MS));
    let result;
    try {
      result = await solver.solve(puzzle, {limit, budget, signal: controller.signal});
    } catch (error) {
      if (job !== thisJob) return;  // cancelled: cancelJob said so
      endJob();
      setStatus(`The solver failed: ${error.message}.`, 'error');
      return;
    }
    if (job !== thisJob) return;
    endJob();
    const took = ` (${formatDuration(performance.now() - started)})`;
    if (result.conflicts.length) {
      conflicts = cellsOf(result.conflicts);
      view.render(current(), conflicts);
    }
    if (kind === 'solve' && result.solution) {
      const words = result.status === 'unique' ? `Solved: exactly one solution${took}.` :
          result.status === 'multiple' ? `Solved, but the puzzle has more than one solution: this is one of them${took}.` :
          `Solved, but ${budgetWords(budget)} ran out before it could tell whether this ` +
          `is the only solution${took}. Raise the budget in Options.`;
      commit(withSolution(current(), result.solution), 'the solve', words + optionNote, result.status === 'unique' ? 'ok' : 'warn');
    } else {
      const [sentence, advice, tone] = describe(result, limit, budget);
      setStatus(`${sentence}${took}.${advice ? ` ${advice}` : ''}${optionNote}`, tone);
    }
    showResult();
  }

  // Check's words for each status (Solve shares those without a solution): [sentence, advice,
  // tone]; the job's time goes at the end of the sentence, the advice after it.
  function describe(result, limit, budget) {
    const nodes = budgetWords(budget);
    switch (result.status) {
      case 'unique': return ['One solution: this is a proper Sudoku', '', 'ok'];
      case 'multiple': {
        // complete: the search ran to its end below the limit, so the count is exact.
        if (result.complete) return [`Several solutions: ${count(result.count)} of them`, '', 'warn'];
        if (result.count < limit) {
          return [`Several solutions: at least ${count(result.count)}, not all counted`,
            `The search stopped when ${nodes} ran out: raise it in Options to count further.`, 'warn'];
        }
        return [`Several solutions: at least ${count(result.count)}`, 'Counting stops there: see Options.', 'warn'];
      }
      case 'none': return ['No solution: no digits clash, but no grid completes them', '', 'error'];
      case 'invalid': return [`Invalid: ${result.message}; the clashing cells are marked`, '', 'error'];
      case 'malformed': return [`Malformed input: ${result.message}`, '', 'error'];
      case 'aborted':
        return result.count > 0 ?
          [`Gave up: one solution found, but ${nodes} ran out before it could tell whether it is the only one`,
            'Raise the budget in Options.', 'warn'] :
          [`Gave up: ${nodes} ran out before an answer`, 'Raise the budget in Options.', 'warn'];
      default: return [result.message, '', ''];
    }
  }

  // "the search budget of 10,000 nodes"
  function budgetWords(budget) {
    return `the search budget of ${count(budget)} ${budget === 1 ? 'node' : 'nodes'}`;
  }

  // On a phone the status line may be off screen (scrolled down to the text field, say): bring
  // the answer into view.
  function showResult() {
    const box = $('report').getBoundingClientRect();
    if (box.top >= 0 && box.bottom <= window.innerHeight) return;
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    $('report').scrollIntoView({block: 'nearest', behavior: reduce ? 'auto' : 'smooth'});
  }

  function showProgress(thisJob) {
    if (job !== thisJob) return;
    $('job').hidden = false;
    const verb = thisJob.kind === 'solve' ? 'Solving' : 'Counting solutions';
    const tick = () => {
      $('job-elapsed').textContent = formatDuration(performance.now() - thisJob.started);
    };
    tick();
    thisJob.timers.push(setInterval(tick, 100));
    setStatus(`${verb}… this takes a while. Cancel (or Esc) stops it.`, 'busy');
  }

  function endJob() {
    if (!job) return;
    for (const timer of job.timers) clearInterval(timer);  // clears timeouts too
    const jobPanel = $('job');
    if (jobPanel.contains(document.activeElement)) job.origin.focus();
    jobPanel.hidden = true;
    job = null;
  }

  function cancelJob() {
    if (!job) return false;
    const {controller} = job;
    endJob();
    controller.abort();
    return true;
  }

  function formatDuration(ms) {
    return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
  }

  // ---- Status line ----------------------------------------------------------------------------

  // tone: '' neutral, 'ok', 'warn', 'error', 'busy'
  function setStatus(text, tone = '') {
    statusLine.textContent = text;
    statusReplaceable = false;
    statusLine.dataset.tone = tone;
    $('report').dataset.tone = tone;
  }

  // ---- Controls ---------------------------------------------------------------------------------

  $('solve').addEventListener('click', (event) => runJob('solve', event.currentTarget));
  $('check').addEventListener('click', (event) => runJob('check', event.currentTarget));
  $('clear').addEventListener('click', () => commit(EMPTY, 'clearing the board', 'Cleared the board (Undo brings it back).'));
  $('undo').addEventListener('click', () => step(-1));
  $('redo').addEventListener('click', () => step(1));
  $('cancel').addEventListener('click', () => {
    if (cancelJob()) setStatus('Cancelled.');
  });

  $('examples').addEventListener('change', (event) => {
    const select = event.currentTarget;
    if (!select.value) return;
    const name = select.selectedOptions[0].textContent;
    loadPuzzle(select.value, `loading ${name.toLowerCase()}`, `Loaded ${name.toLowerCase()}.`);
    select.value = '';
  });

  // The pad types into the selected cell; mousedown would move focus off the board, so not that.
  const pad = $('pad');
  pad.addEventListener('mousedown', (event) => event.preventDefault());
  pad.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-digit]');
    if (button) enterDigit(view.selected, button.dataset.digit === '0' ? '.' : button.dataset.digit);
  });

  // Esc: cancels a running job; else, with the focus in the "Watch the search" panel or on the
  // board it plays on, closes the panel.
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      if (cancelJob()) {
        setStatus('Cancelled.');
        return;
      }
      if (searchView.isOpen() && (searchView.contains(event.target) || $('board').contains(event.target))) {
        event.preventDefault();
        searchView.close({focusToggle: true});
        return;
      }
    }
    const inField = event.target.closest && event.target.closest('input, textarea, select');
    if (inField || !(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' || key === 'y') {
      event.preventDefault();
      step(key === 'y' || event.shiftKey ? 1 : -1);
    }
  });

  // ---- Start: the link's puzzle, else the saved board -------------------------------------

  function start() {
    loadOptions();
    const hash = location.hash.slice(1);  // read first: refresh() rewrites it
    const saved = loadSaved();
    const savedBoard = saved && saved !== 'corrupt' ? saved : null;
    const notice = saved === 'corrupt' ? 'Your saved board could not be read, so it was ignored. ' : '';
    if (savedBoard) timeline.entries[0] = {board: savedBoard, action: 'restoring your board'};
    refresh(notice + (savedBoard ? 'Restored your board from last time.' : filledSummary(current())),
        notice ? 'warn' : '');
    // A link to another puzzle than the saved one opens it (Undo goes back to the saved board).
    if (hash && decodeHash(hash) !== puzzleOf(current())) {
      openHash(hash).then(() => {
        if (notice) setStatus(notice + statusLine.textContent, 'warn');
      });
    }
    document.documentElement.dataset.ready = 'true';
    performance.mark('sudoku-ready');  // the board takes input from here on (the speed test reads it)
  }

  start();
})();
