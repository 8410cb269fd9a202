// The shared test corpus (tests/data/corpus.txt) for the JS and browser tests.
import {readFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, '../..');
export const packageDir = join(root, 'dist/package');

/** [{puzzle, expected, solution}] where expected is a count, 'N+' or 'invalid'. */
export const corpus = readFileSync(join(root, 'tests/data/corpus.txt'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [puzzle, expected, solution = null] = line.split(':');
    return {puzzle, expected, solution};
  });

/** The status solve() must give an entry, with the default limit 2. */
export function expectedStatus(entry) {
  if (entry.expected === 'invalid') return 'invalid';
  if (entry.expected === '0') return 'none';
  if (entry.expected === '1') return 'unique';
  return 'multiple';
}

export const tutorial = '3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..';
export const tutorialSolution = '316578492529134768487629531263415987974863125851792643138947256692351874745286319';

/** True when `solution` is a complete valid grid keeping the givens of `puzzle`. */
export function isSolutionOf(solution, puzzle) {
  if (!/^[1-9]{81}$/.test(solution)) return false;
  for (let cell = 0; cell < 81; ++cell) {
    if (/[1-9]/.test(puzzle[cell]) && puzzle[cell] !== solution[cell]) return false;
  }
  const units = [];
  for (let i = 0; i < 9; ++i) {
    const row = [],
      column = [],
      box = [];
    for (let j = 0; j < 9; ++j) {
      row.push(9 * i + j);
      column.push(9 * j + i);
      box.push(9 * (3 * Math.floor(i / 3) + Math.floor(j / 3)) + 3 * (i % 3) + (j % 3));
    }
    units.push(row, column, box);
  }
  return units.every((unit) => new Set(unit.map((cell) => solution[cell])).size === 9);
}
