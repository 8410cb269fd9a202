// Agreement of `sudoku rate` with Sudoku Explainer's own ratings.
//
//   node scripts/bench/agreement.mjs [SE_FILE] [--cli PATH] [--misses]
//
// SE_FILE holds `puzzle:rating` lines (default ../shared/data/rated/se_ratings_615.txt). Prints
// exact and within-0.3 agreement for all puzzles and for those SE rates 6.2 or less, as
// markdown; --misses lists the disagreements. Exits 1 when the file cannot be read.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  return i < 0 ? null : args.splice(i, 2)[1];
};
const cli = flag('--cli') ?? join(root, 'dist', 'bin', 'sudoku');
const showMisses = args.includes('--misses');
const file = args.find((a) => !a.startsWith('--')) ?? join(root, '..', 'shared', 'data', 'rated', 'se_ratings_615.txt');

let lines;
try {
  lines = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.includes(':'));
} catch (error) {
  console.error(`agreement: cannot read ${file}: ${error.message}`);
  process.exit(1);
}
const puzzles = lines.map((l) => l.split(':')[0]);
const expected = lines.map((l) => Number(l.split(':')[1]));
let output;
try {
  output = execFileSync(cli, ['rate'], {input: `${puzzles.join('\n')}\n`, encoding: 'utf8', maxBuffer: 1 << 28});
} catch (error) {
  output = error.stdout ?? ''; // exit 1 when some puzzle is not unique: still compare
}
const ours = output
  .trimEnd()
  .split('\n')
  .map((l) => l.split('\t'));

const groups = {all: [], low: [], high: []};
const misses = [];
ours.forEach((fields, i) => {
  const se = expected[i];
  const rating = Number(fields[0]);
  const rated = !Number.isNaN(rating);
  const exact = rated && Math.abs(rating - se) < 0.05;
  const close = rated && Math.abs(rating - se) < 0.35;
  const entry = {exact, close, rated};
  groups.all.push(entry);
  groups[se <= 6.2 ? 'low' : 'high'].push(entry);
  if (!exact && (se <= 6.2 || rated)) misses.push(`${puzzles[i]}  SE ${se.toFixed(1)}  ours ${fields.join(' ')}`);
});

const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)} %` : '-');
const row = (name, list) => {
  const exact = list.filter((e) => e.exact).length;
  const close = list.filter((e) => e.close).length;
  const rated = list.filter((e) => e.rated).length;
  return `| ${name} | ${list.length} | ${rated} | ${exact} (${pct(exact, list.length)}) | ${close} (${pct(close, list.length)}) |`;
};
console.log('| puzzles (SE rating) | count | rated by us | exact | within 0.3 |');
console.log('|---|--:|--:|--:|--:|');
console.log(row('SE 6.2 or less', groups.low));
console.log(row('SE above 6.2 (need chains)', groups.high));
console.log(row('all', groups.all));
if (showMisses) console.log(`\n${misses.join('\n')}`);
