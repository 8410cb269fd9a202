// Agreement of `sudoku rate` with Sudoku Explainer's own ratings.
//
//   node scripts/bench/agreement.mjs [SE_FILE] [--cli PATH] [--misses]
//
// SE_FILE holds `puzzle:rating` lines (default ../shared/data/rated/se_ratings_615.txt), or
// `puzzle:rating:pearl:diamond` (serate's %r, %p and %d, as tests/data/se_rated_top.txt has
// them). Prints exact and within-0.3 agreement for all puzzles and for those SE rates 6.2 or
// less (a group with no puzzle is left out), as markdown; when every line has a pearl and a
// diamond, the puzzles are certified (`sudoku certify --json`) rather than rated, and a column
// counts those whose rating, pearl and diamond are all SE's. --misses lists the disagreements.
// Exits 1 when the file cannot be read.
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
// Tenths, as integers: SE's numbers and ours compare exactly.
const tenths = (text) => Math.round(Number(text) * 10);
const fields = lines.map((l) => l.split(':'));
const puzzles = fields.map((f) => f[0]);
const expected = fields.map((f) => tenths(f[1]));
const withPearls = fields.every((f) => f.length >= 4);
const run = (command) => {
  try {
    return execFileSync(cli, command, {input: `${puzzles.join('\n')}\n`, encoding: 'utf8', maxBuffer: 1 << 28});
  } catch (error) {
    return error.stdout ?? ''; // exit 1 when some puzzle is not unique: still compare
  }
};
// Ours, by puzzle: the rating in tenths (NaN when not rated), and pearl and diamond when certified.
const ours = withPearls
  ? run(['certify', '--json'])
      .trimEnd()
      .split('\n')
      .map((l) => {
        const c = JSON.parse(l);
        return {rating: c.rated ? tenths(c.rating) : NaN, pearl: tenths(c.pearl), diamond: tenths(c.diamond)};
      })
  : run(['rate'])
      .trimEnd()
      .split('\n')
      .map((l) => ({rating: tenths(l.split('\t')[0]), line: l}));

const groups = {all: [], low: [], high: []};
const misses = [];
const shown = (t) => (t / 10).toFixed(1);
ours.forEach((our, i) => {
  const se = expected[i];
  const rated = !Number.isNaN(our.rating);
  const exact = rated && our.rating === se;
  const close = rated && Math.abs(our.rating - se) <= 3;
  const all = exact && (!withPearls || (our.pearl === tenths(fields[i][2]) && our.diamond === tenths(fields[i][3])));
  const entry = {exact, close, rated, all};
  groups.all.push(entry);
  groups[se <= 62 ? 'low' : 'high'].push(entry);
  if (withPearls && !all) {
    const theirs = `${shown(se)}/${fields[i][2]}/${fields[i][3]}`;
    const mine = rated ? `${shown(our.rating)}/${shown(our.pearl)}/${shown(our.diamond)}` : 'not rated';
    misses.push(`${puzzles[i]}  SE ${theirs}  ours ${mine}`);
  } else if (!withPearls && !exact && (se <= 62 || rated)) {
    misses.push(`${puzzles[i]}  SE ${shown(se)}  ours ${our.line.split('\t').join(' ')}`);
  }
});

const pct = (n, d) => (d ? `${((100 * n) / d).toFixed(1)} %` : '-');
const row = (name, list) => {
  const count = (key) => list.filter((e) => e[key]).length;
  const cells = [list.length, count('rated'), `${count('exact')} (${pct(count('exact'), list.length)})`];
  cells.push(`${count('close')} (${pct(count('close'), list.length)})`);
  if (withPearls) cells.push(`${count('all')} (${pct(count('all'), list.length)})`);
  return `| ${name} | ${cells.join(' | ')} |`;
};
const pearlHead = withPearls ? ' rating, pearl and diamond exact |' : '';
console.log(`| puzzles (SE rating) | count | rated by us | exact | within 0.3 |${pearlHead}`);
console.log(`|---|--:|--:|--:|--:|${withPearls ? '--:|' : ''}`);
if (groups.low.length) console.log(row('SE 6.2 or less', groups.low));
if (groups.high.length) console.log(row('SE above 6.2 (need chains)', groups.high));
console.log(row('all', groups.all));
if (showMisses) console.log(`\n${misses.join('\n')}`);
