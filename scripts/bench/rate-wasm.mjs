// Times rate() through the wasm module's public JS API, one call per puzzle; or canonical() with
// `--method canonical`, certify() with `--method certify`.
//
//   node scripts/bench/rate-wasm.mjs --package DIR [--repeats N] [--method rate|canonical|certify] NAME=FILE...
//
// Prints one line per file: name, puzzles, mean µs, median µs, max µs, and how many were rated
// (canonical: how many got a form; certify: how many were unique), the median of N rounds for each time. The puzzles are run
// untimed for a quarter of a second first: the first calls (the JIT warming up, 10-20 ms for the
// very first) would otherwise be most of a fast method's mean and max.
import {readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : args.splice(i, 2)[1];
};
const pkg = resolve(option('--package', 'dist/package'));
const repeats = Number(option('--repeats', '3'));
const method = option('--method', 'rate');
// What a result counts for: rated, given a canonical form, or certified unique.
const counts = {
  rate: (result) => result.rated,
  canonical: (result) => result.status === null,
  certify: (result) => result.status === 'unique',
}[method];
if (!counts) throw new Error(`rate-wasm.mjs: --method is rate, canonical or certify, not ${method}`);
const {createSudoku} = await import(pathToFileURL(join(pkg, 'sudoku.node.mjs')).href);
const sudoku = await createSudoku();
await sudoku.loadLogic?.(); // the logic module (before the split, there was one module)

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  return n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
};

for (const spec of args) {
  const [name, file] = spec.split('=');
  const puzzles = readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.split(':')[0].trim())
    .filter((l) => l.length === 81);
  const means = [],
    medians = [],
    maxima = [];
  let counted = 0;
  const warmUntil = performance.now() + 250; // untimed, round after round (see the top)
  for (let i = 0; i < puzzles.length; ++i) {
    sudoku[method](puzzles[i]);
    if (performance.now() >= warmUntil) break;
    if (i === puzzles.length - 1) i = -1;
  }
  for (let round = 0; round < repeats; ++round) {
    const times = [];
    counted = 0;
    for (const puzzle of puzzles) {
      const start = performance.now();
      const result = sudoku[method](puzzle);
      times.push((performance.now() - start) * 1000);
      if (counts(result)) ++counted;
    }
    means.push(times.reduce((a, b) => a + b, 0) / times.length);
    medians.push(median(times));
    maxima.push(Math.max(...times));
  }
  console.log(
    [
      name,
      puzzles.length,
      median(means).toFixed(1),
      median(medians).toFixed(1),
      median(maxima).toFixed(1),
      counted,
    ].join(' '),
  );
}
