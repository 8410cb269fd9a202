// "Watch the search": plays a search of the current puzzle on the board, step by step, beside
// the algorithm's pseudocode with the executing line marked, live counters and the two
// searches' totals side by side (the textbook backtracking and the smart strategy).
//
// Where the steps come from: SudokuWasm's trace() in a worker of the visualizer's own, so that
// watching never queues the page's Solve/Check behind it and the page's Cancel (which
// terminates the page's worker) never loses the trace. The worker is started the first time
// the panel opens, not with the page (two workers starting together slow the first Solve).
//
// Memory stays bounded whatever the search's length: the panel holds a window of at most
// WINDOW_STEPS packed steps (4 bytes each) around the position; chunks are fetched as playback
// nears the window's end, and stepping back past its start fetches the chunk before it (the
// worker replays the search from the start, ~50 million steps a second). The grid and the
// counters at the position are kept here and moved step by step in both directions: every step
// can be undone from the step alone (place <-> clear, undo <-> put back).
'use strict';

/**
 * Builds the visualizer inside `panel` (the page's #search-view section) and returns
 * {follow(puzzle), close(), isOpen(), contains(node)}: app.js calls follow() after every change
 * of the board, so that an open panel starts over when the puzzle changes, and close() before
 * Solve and Check, whose answers show on the board. `toggle` is the button that opens and closes the
 * panel; `boardView` is board.js's view, whose cells the visualizer draws on while open
 * (lend/reclaim); `puzzleNow()` gives the current puzzle (81 characters, '.' empty).
 */
function createSearchView({panel, toggle, boardView, puzzleNow}) {
  // Steps per worker call. (The tests set a tiny one, to cross chunk edges in a few steps.)
  const CHUNK_STEPS = globalThis.SUDOKU_WATCH_CHUNK_STEPS || 32768;
  const WINDOW_STEPS = 4 * CHUNK_STEPS; // steps held at most (512 KB)
  const DEFAULT_CAP = 10000000;         // steps; the worker runs ~50 million a second
  const MAX_CAP = 100000000;
  // Steps per second of the speed slider; the last is "as fast as the screen draws": as many
  // steps per frame as FRAME_BUDGET_MS of work and the fetched steps allow.
  const SPEEDS = [1, 2, 5, 10, 20, 50, 100, 250, 1000, 5000, 25000, 100000, Infinity];
  const DEFAULT_SPEED = 3;
  const FRAME_BUDGET_MS = 8;

  // Step kinds by their packed number, asked of the API rather than assumed.
  const KIND_NAMES = [0, 1, 2, 3, 4, 5, 6].map((code) => SudokuWasm.decodeStep(code).kind);
  const KIND = Object.fromEntries(KIND_NAMES.map((name, code) => [name, code]));

  // Cell states of the search's grid. Drawing adds the current step's marks on top.
  const EMPTY = 0, GIVEN = 1, PLACED = 2, FORCED = 3;
  const STATE_NAMES = ['empty', 'given', 'placed', 'forced'];

  const LINES = {
    textbook: {
      title: 'solve()',
      lines: [
        ['find', 'cell ← first empty cell'],
        ['solved', 'none left? return true'],
        ['try', 'for digit ← 1 to 9:', 1],
        ['safe', 'if safe(cell, digit):', 2],
        ['place', 'place digit in cell', 3],
        ['recurse', 'if solve(): return true', 3],
        ['undo', 'take digit back (undo)', 3],
        ['fail', 'return false', 1, 'no digit fits'],
      ],
    },
    fast: {
      title: 'search()',
      lines: [
        ['propagate', 'place every forced digit'],
        ['find', 'cell ← fewest candidates'],
        ['solved', 'none left? return true'],
        ['try', 'for each candidate digit:', 1],
        ['place', 'guess digit in cell', 2],
        ['recurse', 'if search(): return true', 2],
        ['undo', 'take back guess + forced', 2],
        ['fail', 'return false', 1, 'no candidate works'],
      ],
    },
  };
  // The pseudocode line each step kind executes ('try' checks the digit: the "safe?" line).
  const LINE_OF_KIND = {find: 'find', try: 'safe', place: 'place', undo: 'undo', fail: 'fail',
    solved: 'solved', propagate: 'propagate'};

  panel.innerHTML = panelHtml(LINES);
  // The panel's parts, looked up once: $('play') is the element with data-part="play".
  const parts = {};
  for (const element of panel.querySelectorAll('[data-part]')) parts[element.dataset.part] = element;
  const $ = (name) => parts[name];
  const algorithmButtons = [...panel.querySelectorAll('[data-algorithm]')];
  const codeLists = [...panel.querySelectorAll('[data-code]')];
  const cells = boardView.cells;
  const grid = cells[0].closest('[role=grid]');
  const speedInput = $('speed');
  const capInput = $('cap');
  capInput.value = String(DEFAULT_CAP);
  speedInput.value = String(DEFAULT_SPEED);

  let worker = null;
  let open = false;
  let run = null;          // the search on show (see newRun)
  let chain = Promise.resolve();  // worker calls and the actions that wait for them, in order
  let playing = false;
  let credit = 0;          // steps due but not yet played (fractions at slow speeds)
  let lastFrame = 0;
  const painted = cells.map(() => ({text: null, state: null, now: null, label: null}));

  // ---- A run: one search of one puzzle, and the position in it ------------------------------

  function newRun(puzzle, algorithm, cap) {
    const givens = new Uint8Array(81);
    for (let cell = 0; cell < 81; ++cell) givens[cell] = puzzle[cell] === '.' ? 0 : Number(puzzle[cell]);
    return {
      puzzle, algorithm, cap, givens,
      ...startGrid(givens),
      position: 0,            // steps played
      placements: 0,
      backtracks: 0,
      windowStart: 0,         // the held steps are [windowStart, windowStart + steps.length)
      steps: new Uint32Array(0),
      end: null,              // {position, found, aborted, message} once known
      problem: null,          // why the puzzle cannot be searched (clashing givens)
      prefetching: false,
    };
  }

  // The grid before the first step: the givens only.
  function startGrid(givens) {
    return {grid: givens.slice(), states: givens.map((digit) => (digit ? GIVEN : EMPTY))};
  }

  const stepAt = (index) => {
    const offset = index - run.windowStart;
    return offset >= 0 && offset < run.steps.length ? run.steps[offset] : -1;
  };
  const atEnd = () => run.end !== null && run.position >= run.end.position;
  const windowEnd = () => run.windowStart + run.steps.length;

  // Plays the step at the position; false when it is not held (yet).
  function forward() {
    const code = stepAt(run.position);
    if (code < 0) return false;
    const kind = code & 7, cell = code >>> 4 & 127, digit = code >>> 11 & 15;
    if (kind === KIND.place || kind === KIND.propagate) {
      run.grid[cell] = digit;
      run.states[cell] = kind === KIND.place ? PLACED : FORCED;
      ++run.placements;
    } else if (kind === KIND.undo) {
      run.grid[cell] = 0;
      run.states[cell] = EMPTY;
      ++run.backtracks;
    }
    ++run.position;
    return true;
  }

  // Takes back the step before the position; false when it is not held.
  function backward() {
    const code = stepAt(run.position - 1);
    if (code < 0) return false;
    const kind = code & 7, cell = code >>> 4 & 127, digit = code >>> 11 & 15;
    if (kind === KIND.place || kind === KIND.propagate) {
      run.grid[cell] = 0;
      run.states[cell] = EMPTY;
      --run.placements;
    } else if (kind === KIND.undo) {
      run.grid[cell] = digit;
      run.states[cell] = takenBackState(run.position);
      --run.backtracks;
    }
    --run.position;
    return true;
  }

  // What the digit an undo step took back was. Textbook: a placement. Smart: a level's undo
  // steps take back its forced digits, newest first, and its guess last; so the undo is the
  // guess when the next step is not an undo.
  function takenBackState(nextIndex) {
    if (run.algorithm === 'textbook') return PLACED;
    const next = stepAt(nextIndex);
    return next >= 0 && (next & 7) === KIND.undo ? FORCED : PLACED;
  }

  // ---- Fetching steps -------------------------------------------------------------------------

  // Queues `action` after the worker calls and actions before it; errors show in the panel.
  function queue(action) {
    const thisRun = run;
    chain = chain.then(() => (run === thisRun ? action() : undefined)).catch((error) => {
      if (run !== thisRun) return;
      pause();
      showNote(`The search's worker failed: ${error.message}. Restart to try again.`);
    });
    return chain;
  }

  function traceWorker() {
    if (!worker) worker = SudokuWasm.createSudokuWorker();
    return worker;
  }

  /** Steps [from, from + count) of the run's search, or null when the run changed meanwhile. */
  async function fetchSteps(thisRun, from, count, algorithm = thisRun.algorithm) {
    const chunk = await traceWorker().trace(thisRun.puzzle, {algorithm, from, maxSteps: count, cap: thisRun.cap});
    if (run !== thisRun) return null;
    if (chunk.status === 'invalid' || chunk.status === 'malformed') {
      thisRun.problem = chunk.message;
      return null;
    }
    if (algorithm === thisRun.algorithm && (chunk.finished || chunk.status === 'aborted')) thisRun.end = endOf(chunk);
    return chunk;
  }

  // Appends the chunk after the window; drops held steps from the front beyond WINDOW_STEPS,
  // but never the two before the position (the step on show and the one before it).
  function append(chunk) {
    const keepFrom = Math.max(run.windowStart, Math.min(run.position - 2,
        windowEnd() + chunk.steps.length - WINDOW_STEPS));
    const kept = run.steps.subarray(keepFrom - run.windowStart);
    const steps = new Uint32Array(kept.length + chunk.steps.length);
    steps.set(kept);
    steps.set(chunk.steps, kept.length);
    run.steps = steps;
    run.windowStart = keepFrom;
  }

  // Prepends the chunk before the window; drops held steps from the back beyond WINDOW_STEPS,
  // but never the step after the position.
  function prepend(chunk) {
    const keep = Math.min(run.steps.length, Math.max(run.position + 1 - run.windowStart,
        WINDOW_STEPS - chunk.steps.length));
    const steps = new Uint32Array(chunk.steps.length + keep);
    steps.set(chunk.steps);
    steps.set(run.steps.subarray(0, keep), chunk.steps.length);
    run.steps = steps;
    run.windowStart = chunk.from;
  }

  // Fetches the next chunk when playback is within a chunk of the window's end.
  function prefetch() {
    if (!run || run.prefetching || run.problem || (run.end && windowEnd() >= run.end.position)) return;
    if (windowEnd() - run.position > CHUNK_STEPS) return;
    run.prefetching = true;
    const thisRun = run;
    queue(async () => {
      const chunk = await fetchSteps(thisRun, windowEnd(), CHUNK_STEPS);
      thisRun.prefetching = false;
      if (chunk) append(chunk);
      draw();
    });
  }

  // Makes sure the steps from `index` to the position are held (for stepping back).
  async function holdFrom(index) {
    const thisRun = run;
    while (run === thisRun && index < run.windowStart && run.windowStart > 0) {
      const from = Math.max(0, run.windowStart - CHUNK_STEPS);
      const chunk = await fetchSteps(thisRun, from, run.windowStart - from);
      if (!chunk) return;
      prepend(chunk);
    }
  }

  // Makes sure the step at the position is held, unless the search ended there.
  async function holdNext() {
    const thisRun = run;
    while (run === thisRun && !atEnd() && stepAt(run.position) < 0 && !run.problem) {
      const chunk = await fetchSteps(thisRun, windowEnd(), CHUNK_STEPS);
      if (!chunk) return;
      append(chunk);
    }
  }

  // ---- Actions ----------------------------------------------------------------------------------

  function start(algorithm = run ? run.algorithm : 'textbook') {
    pause();
    run = newRun(puzzleNow(), algorithm, capValue());
    const counted = totals && totalsOf === totalsKey(run);
    if (counted) run.end = endOf(totals[algorithm]);
    else totals = null;
    draw();
    showNote('');
    const thisRun = run;
    queue(async () => {
      const chunk = await fetchSteps(thisRun, 0, CHUNK_STEPS);
      if (chunk) append(chunk);
      draw();
    });
    if (!counted) queue(() => countBoth(thisRun));
  }

  // Each search run to its end or the cap, in the worker, for the comparison line: the final
  // trace chunks of both, for the puzzle and cap in totalsOf.
  let totals = null;
  let totalsOf = '';
  const totalsKey = (someRun) => `${someRun.puzzle}/${someRun.cap}`;
  const endOf = (chunk) => ({position: chunk.position, found: chunk.found, aborted: chunk.status === 'aborted', message: chunk.message});
  async function countBoth(thisRun) {
    const found = {};
    for (const algorithm of ['textbook', 'fast']) {
      const chunk = await fetchSteps(thisRun, thisRun.cap, 0, algorithm);
      if (!chunk) {
        draw();
        return;
      }
      found[algorithm] = chunk;
    }
    totals = found;
    totalsOf = totalsKey(thisRun);
    draw();
  }

  function play() {
    if (!run || run.problem) return;
    if (atEnd()) queue(restartNow);  // Play at the end plays again
    playing = true;
    credit = 1;  // the first step at once
    lastFrame = performance.now();
    requestAnimationFrame(frame);
    draw();
  }

  function pause() {
    if (!playing) return;
    playing = false;
    draw();
  }

  function frame(now) {
    if (!playing || !run) return;
    const speed = SPEEDS[speedIndex()];
    const elapsed = Math.min(now - lastFrame, 250);
    lastFrame = now;
    const fastest = speed === Infinity;
    if (!fastest) credit = Math.min(credit + elapsed * speed / 1000, speed / 4 + 1);
    const deadline = performance.now() + FRAME_BUDGET_MS;
    let moved = 0;
    while (fastest || credit >= 1) {
      if (atEnd() || !forward()) break;
      ++moved;
      if (!fastest) credit -= 1;
      if ((moved & 4095) === 0 && performance.now() > deadline) break;
    }
    if (atEnd()) playing = false;
    prefetch();
    if (moved || !playing) draw();
    if (playing) requestAnimationFrame(frame);
  }

  function stepForward() {
    pause();
    return queue(async () => {
      await holdNext();
      if (forward()) prefetch();
      draw();
    });
  }

  function stepBack() {
    pause();
    return queue(async () => {
      if (run.position === 0) return;
      await holdFrom(Math.max(0, run.position - 2));
      backward();
      draw();
    });
  }

  async function restartNow() {
    const thisRun = run;
    run.position = 0;
    run.placements = run.backtracks = 0;
    Object.assign(run, startGrid(run.givens));
    if (run.windowStart > 0) {
      const chunk = await fetchSteps(thisRun, 0, CHUNK_STEPS);
      if (!chunk) return;
      run.windowStart = 0;
      run.steps = chunk.steps;
    }
    draw();
  }

  function restart() {
    pause();
    return queue(restartNow);
  }

  // The textbook search jumps: the worker runs to the end and returns the last chunk, with the
  // grid and counters there (all its digits are placements). The smart search, short, is
  // played through here, so that forced digits keep their look.
  function skipToEnd() {
    pause();
    return queue(async () => {
      const thisRun = run;
      if (run.problem || atEnd()) return;
      if (run.algorithm === 'textbook') {
        let target = run.end ? run.end.position : run.cap;
        let chunk = await fetchSteps(thisRun, Math.max(0, target - CHUNK_STEPS), CHUNK_STEPS);
        if (chunk && chunk.steps.length === 0 && chunk.position > 0) {  // it ended before: now the end is known
          target = chunk.position;
          chunk = await fetchSteps(thisRun, Math.max(0, target - CHUNK_STEPS), CHUNK_STEPS);
        }
        if (!chunk) return;
        run.windowStart = chunk.from;
        run.steps = chunk.steps;
        run.position = chunk.position;
        run.placements = chunk.stats.placements;
        run.backtracks = chunk.stats.backtracks;
        for (let cell = 0; cell < 81; ++cell) {
          run.grid[cell] = chunk.grid[cell] === '.' ? 0 : Number(chunk.grid[cell]);
          run.states[cell] = run.givens[cell] ? GIVEN : run.grid[cell] ? PLACED : EMPTY;
        }
      } else {
        while (run === thisRun && !atEnd() && !run.problem) {
          await holdNext();
          while (forward()) { /* played through */ }
        }
      }
      draw();
    });
  }

  function switchTo(algorithm) {
    if (run && run.algorithm === algorithm) return;
    start(algorithm);
  }

  function speedIndex() {
    return Math.min(SPEEDS.length - 1, Math.max(0, Number(speedInput.value) || 0));
  }

  function changeSpeed(delta) {
    speedInput.value = String(Math.min(SPEEDS.length - 1, Math.max(0, speedIndex() + delta)));
    showSpeed();
  }

  function capValue() {
    const value = Number(capInput.value);
    return Number.isSafeInteger(value) && value >= 1 ? Math.min(value, MAX_CAP) : DEFAULT_CAP;
  }

  // ---- Opening and closing --------------------------------------------------------------------

  function openPanel() {
    open = true;
    panel.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    toggle.textContent = 'Stop watching';
    document.body.classList.add('watching');
    grid.setAttribute('aria-readonly', 'true');
    boardView.lend();
    start('textbook');
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (grid.getBoundingClientRect().top < 0) grid.scrollIntoView({block: 'start', behavior: reduce ? 'auto' : 'smooth'});
    $('play').focus({preventScroll: true});
  }

  function closePanel({focusToggle = true} = {}) {
    if (!open) return;
    pause();
    open = false;
    run = null;
    // The worker holds the trace session and wasm memory: let them go until the next watch.
    if (worker) worker.terminate();
    worker = null;
    panel.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
    toggle.textContent = 'Watch the search';
    document.body.classList.remove('watching');
    grid.removeAttribute('aria-readonly');
    for (const cell of cells) {
      delete cell.dataset.watch;
      delete cell.dataset.now;
    }
    for (const record of painted) record.text = record.state = record.now = record.label = null;
    boardView.reclaim();
    if (focusToggle) toggle.focus();
  }

  // ---- Drawing --------------------------------------------------------------------------------

  function draw() {
    if (!open || !run) return;
    const code = run.position > 0 ? stepAt(run.position - 1) : -1;
    const step = code >= 0 ? SudokuWasm.decodeStep(code) : null;
    // The cell whose digit makes the digit being tried unsafe (-1 when none).
    const blocker = step && step.kind === 'try' && !step.safe ? clashingPeer(step.cell, step.digit) : -1;
    drawBoard(step, blocker);
    drawCode(step);
    drawCounters(step);
    const compareKey = [totals, run.algorithm, run.problem, run.cap];
    if (!compared || compareKey.some((value, index) => value !== compared[index])) {
      compared = compareKey;
      drawCompare();
    }
    $('now').textContent = describe(step, blocker);
    $('now').setAttribute('aria-live', playing ? 'off' : 'polite');
    const play = $('play');
    play.setAttribute('aria-label', playing ? 'Pause' : 'Play');
    play.title = playing ? 'Pause (Space)' : 'Play (Space)';
    play.dataset.playing = String(playing);
    for (const button of algorithmButtons) {
      button.setAttribute('aria-pressed', String(button.dataset.algorithm === run.algorithm));
    }
    for (const name of ['play', 'forward', 'end']) setDisabled($(name), Boolean(run.problem) || (atEnd() && name !== 'play'));
    for (const name of ['back', 'restart']) setDisabled($(name), run.position === 0);
    panel.dataset.position = String(run.position);
    panel.dataset.playing = String(playing);
  }

  function setDisabled(button, disabled) {
    button.setAttribute('aria-disabled', String(disabled));
  }

  function drawBoard(step, blocker) {
    for (let cell = 0; cell < 81; ++cell) {
      let digit = run.grid[cell];
      let state = STATE_NAMES[run.states[cell]];
      let now = null;
      // (a smart search's contradiction at the top level names no cell: its 'fail' says cell 0)
      if (step && step.cell === cell && step.kind !== 'solved' && !(step.kind === 'fail' && digit)) {
        now = step.kind;
        if (step.kind === 'try') {
          digit = step.digit;
          state = step.safe ? 'trying' : 'rejected';
        } else if (step.kind === 'undo') {
          digit = step.digit;
          state = 'undone';
        } else if (step.kind === 'fail') {
          state = 'dead';
        }
      }
      if (cell === blocker) now = 'blocker';
      paint(cell, digit ? String(digit) : '', state, now);
    }
  }

  function paint(cell, text, state, now) {
    const record = painted[cell];
    const element = cells[cell];
    if (record.text !== text) element.textContent = record.text = text;
    if (record.state !== state) element.dataset.watch = record.state = state;
    if (record.now !== now) {
      record.now = now;
      if (now) element.dataset.now = now;
      else delete element.dataset.now;
    }
    const label = `${cellWhere(cell)}, ${text ? `${text}, ` : ''}${STATE_WORDS[state]}${now === 'blocker' ? ', blocks the digit being tried' : ''}`;
    if (record.label !== label) element.setAttribute('aria-label', record.label = label);
  }

  const STATE_WORDS = {empty: 'empty', given: 'given', placed: 'placed by the search', forced: 'forced by a single',
    trying: 'being tried: safe', rejected: 'being tried: clashes', undone: 'taken back', dead: 'no digit fits'};

  // A cell in the row, column or box of `cell` holding `digit` (what makes the digit unsafe).
  function clashingPeer(cell, digit) {
    const row = Math.floor(cell / 9), column = cell % 9;
    const boxStart = Math.floor(row / 3) * 27 + Math.floor(column / 3) * 3;
    for (let i = 0; i < 9; ++i) {
      for (const peer of [9 * row + i, 9 * i + column, boxStart + Math.floor(i / 3) * 9 + i % 3]) {
        if (peer !== cell && run.grid[peer] === digit) return peer;
      }
    }
    return -1;
  }

  function drawCode(step) {
    const list = codeLists.find((element) => element.dataset.code === run.algorithm);
    for (const other of codeLists) other.hidden = other !== list;
    const active = step ? LINE_OF_KIND[step.kind] : null;
    const depth = step ? step.depth : 0;
    for (const line of list.querySelectorAll('li[data-line]')) {
      const name = line.dataset.line;
      if (name === active) line.setAttribute('aria-current', 'step');
      else line.removeAttribute('aria-current');
      // The callers of the level on show wait on the recurse line: a second, quieter marker.
      const waiting = name === 'recurse' && depth > 1 && name !== active;
      line.classList.toggle('waiting', waiting);
      if (name === 'recurse') line.title = waiting ? `${depth - 1} ${depth === 2 ? 'call waits' : 'calls wait'} here for the level below` : '';
      line.querySelector('.watch-value').textContent = lineValue(name, step, depth);
    }
  }

  // The values beside the pseudocode: the variables of the level on show.
  function lineValue(name, step, depth) {
    if (!step) return '';
    switch (name) {
      case 'find': return step.kind === 'find' ? `cell = ${cellRef(step.cell)}` : '';
      case 'try': return ['try', 'place', 'undo'].includes(step.kind) ? `digit = ${step.digit}` : '';
      case 'safe': return step.kind === 'try' ? (step.safe ? '✓ yes' : '✗ no') : '';
      case 'recurse': return depth > 1 ? `×${depth - 1}` : '';  // calls waiting here
      case 'propagate': return step.kind === 'propagate' ? `${cellRef(step.cell)} = ${step.digit}` : '';
      default: return '';
    }
  }

  function drawCounters(step) {
    let filled = 0;
    for (let cell = 0; cell < 81; ++cell) filled += run.grid[cell] ? 1 : 0;
    $('placements').textContent = count(run.placements);
    $('backtracks').textContent = count(run.backtracks);
    $('depth').textContent = String(step ? step.depth : 0);
    $('filled').textContent = `${filled} / 81`;
    const total = run.end ? run.end.position : totals && totals[run.algorithm] ? totals[run.algorithm].position : null;
    $('steps').textContent = total !== null ? `${count(run.position)} of ${count(total)}` : count(run.position);
  }

  // What the comparison line was last drawn for ([totals, algorithm, problem, cap]): it is
  // redrawn only when one of them changes.
  let compared = null;

  function drawCompare() {
    const compare = $('compare');
    const capNote = $('cap-note');
    if (run.problem) {
      compare.textContent = '';
      capNote.hidden = true;
      return;
    }
    if (!totals) {
      compare.textContent = 'Counting both searches…';
      capNote.hidden = true;
      return;
    }
    const {textbook, fast} = totals;
    const more = (chunk) => (chunk.status === 'aborted' ? 'more than ' : '');
    // "textbook: 769 placements; smart: 49", in unbreakable phrases ("more than", "769,244
    // placements;"): a narrow panel wraps between them, never inside a number and its word.
    const phrases = (name, chunk, unit) => [`${name}:`, more(chunk).trim(), `${count(chunk.stats.placements)}${unit}`].filter(Boolean);
    const parts = [...phrases('textbook', textbook, ' placements;'), ...phrases('smart', fast, '')];
    compare.replaceChildren(...parts.flatMap((text, index) => (index ? [' ', nowrap(text)] : [nowrap(text)])));
    $('compare-detail').textContent = `Backtracks ${more(textbook)}${count(textbook.stats.backtracks)} and ` +
        `${more(fast)}${count(fast.stats.backtracks)}; steps ${more(textbook)}${count(textbook.position)} and ` +
        `${more(fast)}${count(fast.position)}.`;
    const gaveUp = totals[run.algorithm].status === 'aborted' ? run.algorithm : textbook.status === 'aborted' ? 'textbook' : null;
    capNote.hidden = !gaveUp;
    if (gaveUp) capNote.textContent = `The ${gaveUp === 'fast' ? 'smart' : 'textbook'} search is too long to watch to the end: ${capMessage(gaveUp)}.`;
  }

  // "gave up after N steps; the smart search needed M steps" (the step cap reached).
  function capMessage(algorithm) {
    const gaveUp = `gave up after ${count(run.cap)} steps`;
    if (algorithm === 'fast' || !totals) return gaveUp;
    return totals.fast.status === 'aborted' ? `${gaveUp}; the smart search gave up too` :
        `${gaveUp}; the smart search needed ${count(totals.fast.position)} steps`;
  }

  // What the step on show did, in words.
  // `blocker` is the cell that makes the digit being tried unsafe (see draw).
  function describe(step, blocker) {
    if (run.problem) return `This puzzle cannot be searched: ${run.problem}. Fix the clash first.`;
    if (!step) {
      return run.algorithm === 'textbook' ?
          'The textbook search: empty cells in reading order, digits 1 to 9. Press Play (Space) or step (→).' :
          'The smart search: forced digits first, then a guess on the cell with the fewest candidates. Press Play (Space) or step (→).';
    }
    const where = cellRef(step.cell);
    const textbook = run.algorithm === 'textbook';
    let text;
    switch (step.kind) {
      case 'find':
        text = textbook ? `The first empty cell is ${where}.` : `${where} has the fewest candidates: guess there.`;
        break;
      case 'try': {
        text = step.safe ? `Try ${step.digit} in ${where}: safe, no ${step.digit} in its row, column or box.` :
            `Try ${step.digit} in ${where}: not safe, ${cellRef(blocker)} holds ${step.digit} (${unitShared(step.cell, blocker)}).`;
        break;
      }
      case 'place':
        text = textbook ? `Place ${step.digit} in ${where} and recurse.` : `Guess ${step.digit} in ${where} and recurse.`;
        break;
      case 'undo':
        text = `Take ${step.digit} back from ${where} (a backtrack).`;
        break;
      case 'fail':
        text = step.depth === 0 ? 'Nothing fits at the top level: the puzzle has no solution.' :
            textbook ? `No digit fits ${where}: return false, back to the level above.` :
            `No candidate of ${where} works: return false, back to the level above.`;
        break;
      case 'solved':
        text = 'No empty cell left: solved.';
        break;
      case 'propagate':
        text = `${where} can only be ${step.digit}: forced, no guess.`;
        break;
      default:
        text = '';
    }
    if (atEnd() && run.end.aborted) text += ` Stopped: ${capMessage(run.algorithm)}.`;
    return `Step ${count(run.position)}: ${text}`;
  }

  function showSpeed() {
    const speed = SPEEDS[speedIndex()];
    const text = speed === Infinity ? 'as fast as the screen draws' : `${count(speed)} ${speed === 1 ? 'step' : 'steps'}/s`;
    $('speed-value').textContent = text;
    speedInput.setAttribute('aria-valuetext', text.replace('/s', ' per second'));
  }

  function showNote(text) {
    const note = $('note');
    note.textContent = text;
    note.hidden = !text;
  }

  // ---- Wiring -----------------------------------------------------------------------------------

  const ACTIONS = {
    play: () => (playing ? pause() : play()),
    back: stepBack,
    forward: stepForward,
    restart,
    end: skipToEnd,
    close: () => closePanel(),
    slower: () => changeSpeed(-1),
    faster: () => changeSpeed(1),
  };

  panel.addEventListener('click', (event) => {
    const button = event.target.closest('button');
    if (!button || !run) return;
    if (button.dataset.algorithm) switchTo(button.dataset.algorithm);
    else if (button.dataset.action && button.getAttribute('aria-disabled') !== 'true') ACTIONS[button.dataset.action]();
  });
  speedInput.addEventListener('input', showSpeed);
  capInput.addEventListener('change', () => {
    capInput.value = String(capValue());
    if (open) start();
  });
  toggle.addEventListener('click', () => (open ? closePanel() : openPanel()));
  // (Esc closes the panel: app.js decides, since Esc first cancels a running Solve or Check.)

  // Shortcuts while the panel is open; not in text fields, and Space/Enter stay the buttons'.
  const KEYS = {' ': 'play', k: 'play', ArrowRight: 'forward', l: 'forward', ArrowLeft: 'back', j: 'back',
    Home: 'restart', End: 'end', '-': 'slower', '+': 'faster', '=': 'faster'};
  document.addEventListener('keydown', (event) => {
    if (!open || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (target.closest && target.closest('input, textarea, select, [contenteditable]')) return;
    if ((event.key === ' ' || event.key === 'Enter') && target.closest && target.closest('button, summary')) return;
    const action = KEYS[event.key];
    if (!action) return;
    event.preventDefault();
    const button = $(action);
    if (button && button.getAttribute('aria-disabled') === 'true') return;
    ACTIONS[action]();
  });

  showSpeed();

  return {
    /** Closes the panel (when open) and gives the board back; the focus moves to the toggle unless told not to. */
    close({focusToggle = false} = {}) {
      closePanel({focusToggle});
    },
    isOpen: () => open,
    contains: (node) => panel.contains(node),
    follow(puzzle) {
      if (open && run && puzzle !== run.puzzle) {
        start();
        showNote('The puzzle changed: watching the new one from the start.');
      }
    },
  };

  // ---- Helpers (inside, so that no name leaks into the page's globals) ----------------------

  // "r1c1": a cell in the pseudocode's values and the step descriptions.
  function cellRef(cell) {
    return `r${Math.floor(cell / 9) + 1}c${cell % 9 + 1}`;
  }

  function unitShared(a, b) {
    if (Math.floor(a / 9) === Math.floor(b / 9)) return 'same row';
    if (a % 9 === b % 9) return 'same column';
    return 'same box';
  }

  function nowrap(text) {
    const span = document.createElement('span');
    span.className = 'nowrap';
    span.textContent = text;
    return span;
  }

  // The panel's markup: built once; draw() fills in the values.
  function panelHtml(pseudocode) {
    const icon = (path) => `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;
    const ICONS = {
      restart: icon('M6 5h2v14H6zM20 5v14L9 12z'),
      back: icon('M4 5h2v14H4zM18 5v14L7 12z'),
      play: `${icon('M7 4v16l13-8z')}${icon('M6 4h4v16H6zM14 4h4v16h-4z')}`,
      forward: icon('M18 5h2v14h-2zM6 5v14l11-7z'),
      end: icon('M16 5h2v14h-2zM3 5v14l6.5-7zM9.5 5v14L16 12z'),
    };
    const button = (action, label, keys, keyText) =>
      `<button type="button" data-part="${action}" data-action="${action}" aria-label="${label}" ` +
      `aria-keyshortcuts="${keys}" title="${label} (${keyText})">${ICONS[action]}</button>`;
    const code = (algorithm, {title, lines}) => `<ol class="watch-code" data-code="${algorithm}" aria-label="Pseudocode of the ${algorithm === 'fast' ? 'smart' : 'textbook'} search"${algorithm === 'fast' ? ' hidden' : ''}>` +
      `<li class="watch-code-head"><code>${title}:</code></li>` +
      lines.map(([name, text, indent = 0, comment]) => `<li data-line="${name}" data-indent="${indent}"><code>${text}</code>` +
        `${comment ? `<span class="watch-comment">${comment}</span>` : ''}<span class="watch-value"></span></li>`).join('') +
      '</ol>';
    return `
    <div class="watch-head">
      <h2>Watch the search</h2>
      <button type="button" class="watch-close" data-part="close" data-action="close" aria-label="Stop watching" title="Stop watching">✕</button>
    </div>
    <div class="watch-algorithms" role="group" aria-label="Which search">
      <button type="button" data-algorithm="textbook" aria-pressed="true">Textbook</button>
      <button type="button" data-algorithm="fast" aria-pressed="false">Smart</button>
    </div>
    <p class="watch-compare"><strong data-part="compare"></strong> <span data-part="compare-detail"></span></p>
    <p class="watch-cap-note" data-part="cap-note" hidden></p>
    <div class="watch-transport" role="group" aria-label="Playback">
      ${button('restart', 'Restart', 'Home', 'Home')}${button('back', 'Step back', 'ArrowLeft', '←')}${button('play', 'Play', 'Space', 'Space')}${button('forward', 'Step forward', 'ArrowRight', '→')}${button('end', 'Skip to the end', 'End', 'End')}
    </div>
    <div class="watch-speed">
      <label for="watch-speed">Speed</label>
      <button type="button" data-part="slower" data-action="slower" aria-label="Slower" aria-keyshortcuts="-" title="Slower (−)">−</button>
      <input id="watch-speed" data-part="speed" type="range" min="0" max="12" step="1">
      <button type="button" data-part="faster" data-action="faster" aria-label="Faster" aria-keyshortcuts="+" title="Faster (+)">+</button>
      <output data-part="speed-value" for="watch-speed"></output>
    </div>
    <p class="watch-note" data-part="note" hidden></p>
    <p class="watch-now" data-part="now" aria-live="polite"></p>
    ${code('textbook', pseudocode.textbook)}${code('fast', pseudocode.fast)}
    <dl class="watch-counters">
      <div><dt>Placements</dt><dd data-part="placements">0</dd></div>
      <div><dt>Backtracks</dt><dd data-part="backtracks">0</dd></div>
      <div><dt>Depth</dt><dd data-part="depth">0</dd></div>
      <div><dt>Cells filled</dt><dd data-part="filled"></dd></div>
      <div class="watch-steps"><dt>Steps</dt><dd data-part="steps">0</dd></div>
    </dl>
    <ul class="watch-legend" aria-label="Colours on the board">
      <li><span class="swatch" data-watch="trying">4</span> trying</li>
      <li><span class="swatch" data-watch="rejected">4</span> clashes</li>
      <li><span class="swatch" data-watch="placed">4</span> placed</li>
      <li><span class="swatch" data-watch="undone">4</span> taken back</li>
      <li><span class="swatch" data-watch="forced">4</span> forced (smart)</li>
      <li><span class="watch-waiting-key">↳ ×7</span> calls waiting for a recursion</li>
    </ul>
    <details class="watch-settings">
      <summary>Step cap</summary>
      <label>Give up after <input data-part="cap" type="number" min="1" max="100000000" step="1" inputmode="numeric"> steps</label>
    </details>
    <p class="watch-keys">Keys: Space play/pause, ← → step, Home restart, End skip to the end, − + speed.</p>`;
  }
}
