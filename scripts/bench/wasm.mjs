// Times the WebAssembly build in Node through its public API (solveFirst, and solve with its
// uniqueness check), one JS call per puzzle, against the
// npm solvers `dancing-links` and `@algorithm.ts/sudoku` and the module's own textbook algorithm,
// all in this one process. Called by scripts/bench.sh; prints markdown tables.
//
//   node scripts/bench/wasm.mjs [--slice N] [--peer-slice N] [--textbook-slice N] [--repeats R]
//                               [--package DIR] name=file.txt ...
//
// --package        the npm package to time (default: dist/package)
// --slice          puzzles of each set for our solve() (default: all)
// --peer-slice     puzzles of each set on which ours and the npm peers race (default 1000)
// --textbook-slice puzzles of each set for the textbook algorithm, budget 10^6 (default 50)
// --repeats        timed rounds; each figure is the median over the rounds (default 5)
//
// Every solver's answers are checked in a warm-up pass before anything is timed. Peer inputs are
// converted to their formats outside the timed loop (this favours the peers).
import {readFileSync} from 'node:fs';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {SudokuSolver} from '@algorithm.ts/sudoku';
import {DancingLinks} from 'dancing-links';
import {isSolutionOf} from '../../tests/js/corpus.mjs';

// The fastest published solver (tdoku) compiled to wasm, µs/puzzle, as measured on this machine
// class and handed to the project with the puzzle sets.
const PUBLISHED = {
  kaggle_10000: {call: 2.496, loop: 1.532},
  '17_clue': {call: 6.21, loop: 4.513},
  magictour_top1465: {call: 9.63, loop: 8.049},
  forum_hardest_1905_11plus: {call: 42.5, loop: 39.1},
};

// ---- Arguments ----
const options = {
  slice: Infinity,
  peerSlice: 1000,
  textbookSlice: 50,
  repeats: 5,
  package: fileURLToPath(new URL('../../dist/package', import.meta.url)),
};
const sets = [];
for (let i = 2; i < process.argv.length; ++i) {
  const arg = process.argv[i];
  const flag = {
    '--slice': 'slice',
    '--peer-slice': 'peerSlice',
    '--textbook-slice': 'textbookSlice',
    '--repeats': 'repeats',
    '--package': 'package',
  }[arg];
  if (flag) options[flag] = flag === 'package' ? process.argv[++i] : Number(process.argv[++i]);
  else if (arg.includes('=')) sets.push({name: arg.slice(0, arg.indexOf('=')), file: arg.slice(arg.indexOf('=') + 1)});
  else throw new Error(`wasm.mjs: unknown argument ${arg}`);
}

// ---- Helpers ----
const median = (values) => {
  const s = Float64Array.from(values).sort();
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : NaN;
};

function readPuzzles(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length === 81 && !l.startsWith('#'));
}

// Times fn over inputs, one call each: mean (whole loop / n) and median of the calls, in µs.
let sink = 0; // keeps results alive so no call can be optimized away
function timeLoop(fn, inputs) {
  const times = new Float64Array(inputs.length);
  const start = performance.now();
  for (let i = 0; i < inputs.length; ++i) {
    const t0 = performance.now();
    sink += fn(inputs[i]) ? 1 : 0;
    times[i] = performance.now() - t0;
  }
  const total = performance.now() - start;
  return {mean: (total * 1000) / inputs.length, median: median(times) * 1000};
}

// ---- The solvers: prepare(puzzle) converts the input, run(input) solves it (timed),
// answer(output) converts the result back to 81 digits for checking. ----
let sudoku;
try {
  const {createSudoku} = await import(pathToFileURL(`${options.package}/sudoku.node.mjs`).href);
  sudoku = await createSudoku();
} catch (error) {
  console.error(
    `wasm.mjs: dist/package/sudoku.node.mjs failed to load: ${String(error.message ?? error).slice(0, 300)}`,
  );
  process.exit(1);
}

// Ours twice: solveFirst() finds the first solution, as the published figures and the peers do;
// solve() also checks uniqueness (its status tells 'unique' from 'multiple').
const oursFirst = {
  name: 'sudoku-wasm solveFirst()',
  prepare: (p) => p,
  run: (p) => sudoku.solveFirst(p),
  answer: (r) => (r.found ? r.solution : null),
};
const oursUnique = {
  name: 'sudoku-wasm solve()',
  prepare: (p) => p,
  run: (p) => sudoku.solve(p),
  answer: (r) => (r.status === 'unique' ? r.solution : null),
};

// dancing-links: exact cover with 324 columns (cell, row-digit, column-digit, box-digit). A given
// is one row; an empty cell gets a row per digit that no given of its row, column or box holds
// (the smaller matrix makes dancing-links 2-10x faster than nine rows per empty cell).
const dlx = new DancingLinks();
const dancingLinks = {
  name: 'dancing-links',
  prepare(p) {
    const unit = (cell) => {
      const r = Math.floor(cell / 9),
        c = cell % 9;
      return [r, c, 3 * Math.floor(r / 3) + Math.floor(c / 3)];
    };
    const digit = (cell) => (p[cell] >= '1' && p[cell] <= '9' ? Number(p[cell]) - 1 : -1);
    const taken = new Set(); // "r3d5", "c0d1", "b8d2": units where a given holds a digit
    for (let cell = 0; cell < 81; ++cell) {
      const d = digit(cell),
        [r, c, b] = unit(cell);
      if (d >= 0) taken.add(`r${r}d${d}`).add(`c${c}d${d}`).add(`b${b}d${d}`);
    }
    const rows = [];
    for (let cell = 0; cell < 81; ++cell) {
      const given = digit(cell),
        [r, c, b] = unit(cell);
      for (let d = 0; d < 9; ++d) {
        if (given >= 0 ? d !== given : taken.has(`r${r}d${d}`) || taken.has(`c${c}d${d}`) || taken.has(`b${b}d${d}`))
          continue;
        rows.push({data: 9 * cell + d, columnIndices: [cell, 81 + 9 * r + d, 162 + 9 * c + d, 243 + 9 * b + d]});
      }
    }
    return rows;
  },
  run(rows) {
    const solver = dlx.createSolver({columns: 324});
    solver.addSparseConstraints(rows);
    return solver.findOne();
  },
  answer(solutions) {
    if (solutions.length !== 1) return null;
    const grid = new Array(81).fill('0');
    for (const {data} of solutions[0]) grid[Math.floor(data / 9)] = String((data % 9) + 1);
    return grid.join('');
  },
};

// @algorithm.ts/sudoku: a board of 81 numbers, -1 empty, digits 0-8.
const algoSolver = new SudokuSolver({childMatrixWidth: 3});
const algorithmTs = {
  name: '@algorithm.ts/sudoku',
  prepare: (p) => Array.from(p, (ch) => (ch >= '1' && ch <= '9' ? Number(ch) - 1 : -1)),
  run(board) {
    const solution = new Array(81);
    return algoSolver.solve(board, solution) ? solution : null;
  },
  answer: (s) => (s ? s.map((d) => d + 1).join('') : null),
};

// Converts a slice for a solver and checks every answer (this is also the warm-up).
function prepareChecked(solver, puzzles) {
  const inputs = puzzles.map(solver.prepare);
  let wrong = 0;
  inputs.forEach((input, i) => {
    if (!isSolutionOf(solver.answer(solver.run(input)), puzzles[i])) ++wrong;
  });
  if (wrong) console.error(`wasm.mjs: ${solver.name}: ${wrong} of ${puzzles.length} answers wrong`);
  return {inputs, wrong};
}

// ---- The run ----
const fmt = (x, digits = 2) => (Number.isFinite(x) ? x.toFixed(x >= 100 ? 0 : x >= 10 ? 1 : digits) : 'n/a');
// "4.4x", with " (miss)" when x is above `most` or below `least` (the targets of the issues).
const ratio = (x, {most = Infinity, least = 0} = {}) =>
  Number.isFinite(x) ? `${x.toFixed(x >= 10 ? 0 : 1)}x${x > most || x < least ? ' (miss)' : ''}` : 'n/a';
const rowsMain = [],
  rowsPeers = [],
  rowsTextbook = [];
let failures = 0;

for (const {name, file} of sets) {
  const all = readPuzzles(file);
  const puzzles = all.slice(0, options.slice);
  const peerPuzzles = all.slice(0, options.peerSlice);
  const textbookPuzzles = all.slice(0, options.textbookSlice);
  process.stderr.write(`wasm: ${name}: ${puzzles.length} puzzles, peers on ${peerPuzzles.length}\n`);

  // Contestants: ours on the whole slice, and ours + peers on the peer slice.
  const contestants = [
    {key: 'first', solver: oursFirst, ...prepareChecked(oursFirst, puzzles)},
    {key: 'unique', solver: oursUnique, ...prepareChecked(oursUnique, puzzles)},
    ...[oursFirst, dancingLinks, algorithmTs].map((solver) => ({
      key: solver.name,
      solver,
      ...prepareChecked(solver, peerPuzzles),
    })),
  ];
  failures += contestants.reduce((n, c) => n + c.wrong, 0);
  const samples = new Map(contestants.map((c) => [c.key, []]));
  for (let round = 0; round < options.repeats; ++round) {
    // Rotate the order each round, so no solver always runs first or last.
    for (let k = 0; k < contestants.length; ++k) {
      const c = contestants[(k + round) % contestants.length];
      samples.get(c.key).push(timeLoop(c.solver.run, c.inputs));
    }
  }
  const summary = (key) => {
    const s = samples.get(key);
    return {mean: median(s.map((x) => x.mean)), median: median(s.map((x) => x.median))};
  };
  const full = summary('first'),
    unique = summary('unique'),
    oursPeer = summary(oursFirst.name);
  const dl = summary(dancingLinks.name),
    at = summary(algorithmTs.name);
  const bestPeer = Math.min(dl.mean, at.mean);
  const published = PUBLISHED[name] ?? {};
  rowsMain.push(
    `| ${name} | ${puzzles.length} | ${fmt(full.mean)} | ${fmt(full.median)} | ` +
      `${published.call ?? '–'} | ${ratio(full.mean / published.call, {most: 3})} | ` +
      `${published.loop ?? '–'} | ${ratio(full.mean / published.loop, {most: 3})} | ` +
      `${fmt(unique.mean)} | ${fmt(unique.median)} |`,
  );
  rowsPeers.push(
    `| ${name} | ${peerPuzzles.length} | ${fmt(oursPeer.mean)} | ${fmt(dl.mean)} | ` +
      `${fmt(at.mean)} | ${ratio(bestPeer / oursPeer.mean, {least: 8})} |`,
  );

  // The textbook algorithm: one checked pass, with the API's uniqueness check and a budget.
  const times = [];
  let aborted = 0,
    wrong = 0;
  for (const p of textbookPuzzles) {
    const t0 = performance.now();
    const r = sudoku.solve(p, {algorithm: 'textbook', budget: 1e6});
    times.push((performance.now() - t0) * 1000);
    if (r.status === 'aborted') ++aborted;
    else if (r.status !== 'unique' || !isSolutionOf(r.solution, p)) ++wrong;
  }
  failures += wrong;
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  rowsTextbook.push(
    `| ${name} | ${textbookPuzzles.length} | ${fmt(mean)} | ${fmt(median(times))} | ` + `${aborted} | ${wrong} |`,
  );
}

console.log(`### WebAssembly in Node ${process.version}: sudoku-wasm's public API, one JS call per puzzle

\`sudoku.solveFirst(puzzle)\`: the first solution, as the published figures (target: ours ≤ 3x).
\`sudoku.solve(puzzle)\`: the same plus the uniqueness check (what the page and most callers use).
Median of ${options.repeats} rounds.

| set | puzzles | solveFirst() mean µs | median µs | published, one JS call µs | ours / published | published, loop in Node µs | ours / published | solve() mean µs | median µs |
|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|
${rowsMain.join('\n')}

### WebAssembly vs npm solvers in the same Node process (µs/puzzle, mean; the first puzzles of each set)

Peers' inputs are converted to their formats outside the timed loop (for dancing-links: the exact
cover rows, without candidates that clash with a given); ours gets the 81-character string. Target:
ours ≥ 8x faster than the fastest npm solver.

| set | puzzles | sudoku-wasm solveFirst() | dancing-links (findOne) | @algorithm.ts/sudoku | fastest npm / ours |
|---|--:|--:|--:|--:|--:|
${rowsPeers.join('\n')}

### The module's textbook algorithm (\`solve(p, {algorithm: 'textbook', budget: 1e6})\`, uniqueness check included)

| set | puzzles | mean µs | median µs | aborted (budget) | wrong |
|---|--:|--:|--:|--:|--:|
${rowsTextbook.join('\n')}`);

if (sink < 0) console.log(sink);
process.exitCode = failures ? 1 : 0;
