// The hint ladder's effect: how often a walk needs what a person cannot check by eye.
//
//   node scripts/bench/teach.mjs [SE_FILE] [--cli PATH] [--min 6.5] [--max 8.9]
//
// SE_FILE holds `puzzle:rating` lines (default tests/data/se_rated_615.txt). Each puzzle Sudoku
// Explainer rates from --min to --max is walked twice: on the rating ladder (`sudoku explain`)
// and on the hint ladder (`sudoku explain --teach`). Of the steps that are not singles, it
// counts the hard ones: forcing-chain families (Nishio, cell, region, dynamic, nested: every
// technique whose name holds "Forcing Chains") and chains of more than 6 links, and gives the
// mean size of the others (a chain's links; else the cells of its pattern). Also: the puzzles
// that need a forcing chain, the X-Wings (the first fish players learn) and the mean steps
// beyond singles a puzzle. Prints markdown.
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : args.splice(i, 2)[1];
};
const cli = flag('--cli', join(root, 'build', 'native', 'solver', 'sudoku'));
const min = Number(flag('--min', '6.5'));
const max = Number(flag('--max', '8.9'));
const file = args[0] ?? join(root, 'tests', 'data', 'se_rated_615.txt');

const lines = readFileSync(file, 'utf8')
  .split('\n')
  .filter((line) => line.includes(':'))
  .filter((line) => {
    const rating = Number(line.split(':')[1]);
    return rating >= min && rating <= max;
  });
const puzzles = lines.map((line) => line.split(':')[0]);
const singles = new Set(['Full House', 'Hidden Single', 'Naked Single']);
const MOST_LINKS = 6;

function walk(flags) {
  const output = execFileSync(cli, ['explain', '--json', ...flags], {
    input: `${puzzles.join('\n')}\n`,
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  const counts = {steps: 0, forcing: 0, forced: 0, long: 0, size: 0, xWings: 0, unsolved: 0};
  for (const line of output.trim().split('\n')) {
    const rating = JSON.parse(line);
    if (!rating.rated) counts.unsolved++;
    if (rating.steps.some((step) => step.technique.includes('Forcing Chains'))) counts.forced++;
    for (const step of rating.steps) {
      if (singles.has(step.technique)) continue;
      counts.steps++;
      if (step.technique === 'X-Wing') counts.xWings++;
      if (step.technique.includes('Forcing Chains')) counts.forcing++;
      else if (step.links.length > MOST_LINKS) counts.long++;
      else {
        const cells = new Set(step.cells.filter((c) => c.role === 'pattern' || c.role === 'fin').map((c) => c.cell));
        counts.size += step.links.length || cells.size;
      }
    }
  }
  return counts;
}

const percent = (part, whole) => `${((100 * part) / whole).toFixed(1)} %`;
console.log(
  `Walks of the ${puzzles.length} puzzles rated ${min}-${max} in ${file.split('/').pop()}: steps beyond singles`,
);
console.log('');
console.log(
  '| ladder | steps | forcing chains (puzzles) | chains > 6 links | hard share | X-Wings | steps a puzzle | mean size of the others | unsolved |',
);
console.log('|---|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const [name, flags] of [
  ['rating (Sudoku Explainer)', []],
  ['hint (explain --teach)', ['--teach']],
]) {
  const c = walk(flags);
  const others = c.steps - c.forcing - c.long;
  console.log(
    `| ${name} | ${c.steps} | ${c.forcing} (${c.forced}) | ${c.long} | ${percent(c.forcing + c.long, c.steps)} | ${c.xWings} | ${(c.steps / puzzles.length).toFixed(1)} | ${(c.size / others).toFixed(2)} | ${c.unsolved} |`,
  );
}
