// Times generate() through the wasm module's public JS API, one call per puzzle.
//
//   node scripts/bench/generate-wasm.mjs --package DIR --count N LEVEL...
//
// LEVEL is a level name or `any`. Prints one line per level: level, puzzles, median µs, 95th
// percentile µs, made (how many met the level). Seeds are 1..N, as the native bench uses.
import {join, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : args.splice(i, 2)[1];
};
const pkg = resolve(option('--package', 'dist/package'));
const count = Number(option('--count', '100'));
const {createSudoku} = await import(pathToFileURL(join(pkg, 'sudoku.node.mjs')).href);
const sudoku = await createSudoku();
await sudoku.loadLogic?.(); // the logic module (before the split, there was one module)

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];

for (const level of args) {
  const times = [];
  let made = 0;
  for (let seed = 1; seed <= count; ++seed) {
    const options = {seed: String(seed)};
    if (level !== 'any') options.level = level;
    const start = performance.now();
    const result = sudoku.generate(options);
    times.push((performance.now() - start) * 1000);
    if (result.status === 'unique') ++made;
  }
  times.sort((a, b) => a - b);
  console.log([level, count, percentile(times, 0.5).toFixed(0), percentile(times, 0.95).toFixed(0), made].join(' '));
}
