// canonical() of the shipped ES module build, in Node, on the module and the worker: one form
// per puzzle whatever its disguise, made by the transform returned (applied here, not by the
// library), different forms for different puzzles, and bad input refused as solve() refuses it.
import assert from 'node:assert/strict';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {corpus, packageDir, root, tutorial} from './corpus.mjs';
import {applyTransform, isIsomorphism, randomTransform, seededRandom} from './isomorphs.mjs';

const {createSudoku, createSudokuWorker} = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);
const sudoku = await createSudoku({preload: ['logic']});

// The puzzles of the project's slices of the shared sets, and of the corpus that do not clash.
const slicesFolder = join(root, 'tests/data/slices');
const puzzles = [
  ...readdirSync(slicesFolder).flatMap((file) =>
    readFileSync(join(slicesFolder, file), 'utf8')
      .split('\n')
      .filter((line) => /^[0-9.]{81}$/.test(line)),
  ),
  ...corpus.filter((entry) => entry.expected !== 'invalid').map((entry) => entry.puzzle),
];

test('random isomorphs of each puzzle and of its solution have one canonical form', () => {
  const random = seededRandom(23);
  let checked = 0;
  for (const puzzle of puzzles) {
    const solution = sudoku.solve(puzzle).solution;
    for (const grid of solution ? [puzzle, solution] : [puzzle]) {
      const form = sudoku.canonical(grid);
      assert.equal(form.status, null, grid);
      assert.match(form.canonical, /^[1-9.]{81}$/);
      for (let i = 0; i < 3; ++i) {
        const isomorph = applyTransform(grid, randomTransform(random));
        assert.equal(sudoku.canonical(isomorph).canonical, form.canonical, `${grid} as ${isomorph}`);
      }
      ++checked;
    }
  }
  assert.ok(checked >= 250, `${checked} checked`);
});

test('the form is an isomorph of the puzzle, made by the transform returned', () => {
  for (const puzzle of puzzles) {
    const {canonical, transform, message, conflicts} = sudoku.canonical(puzzle);
    assert.ok(isIsomorphism(transform), JSON.stringify(transform));
    assert.equal(applyTransform(puzzle.replaceAll('0', '.'), transform), canonical, puzzle);
    assert.equal(message, "the least of the puzzle's isomorphs");
    assert.deepEqual(conflicts, []);
  }
});

test('different puzzles have different forms', () => {
  const distinct = [...new Set(puzzles.map((puzzle) => puzzle.replaceAll('0', '.')))];
  const forms = new Set(distinct.map((puzzle) => sudoku.canonical(puzzle).canonical));
  assert.equal(forms.size, distinct.length);
  // One given fewer is another puzzle, whatever the disguise.
  const random = seededRandom(5);
  for (const puzzle of distinct.slice(0, 40)) {
    const cell = puzzle.search(/[1-9]/);
    const fewer = `${puzzle.slice(0, cell)}.${puzzle.slice(cell + 1)}`;
    assert.notEqual(
      sudoku.canonical(applyTransform(fewer, randomTransform(random))).canonical,
      sudoku.canonical(puzzle).canonical,
    );
  }
});

test('known forms: the least isomorph, empty cells first, givens labelled in order', () => {
  assert.equal(
    sudoku.canonical('8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..').canonical,
    '........1.....2.3...4.5.6.....6..7....678.....3...9.....8...5...9...7.1.12.....9.',
  );
  const minlexGrid = '123456789456789123789123456214365897365897214897214365531642978642978531978531642';
  assert.equal(sudoku.canonical(applyTransform(minlexGrid, randomTransform(seededRandom(1)))).canonical, minlexGrid);
  assert.equal(sudoku.canonical('.'.repeat(81)).canonical, '.'.repeat(81));
  const lone = sudoku.canonical(`${'.'.repeat(40)}7${'.'.repeat(40)}`);
  assert.equal(lone.canonical, `${'.'.repeat(80)}1`);
  assert.deepEqual(lone.transform.digits, [0, 2, 3, 4, 5, 6, 7, 1, 8, 9]);
  // Every input form of a puzzle: text with zeros, a picture, an array of numbers.
  const array = [...tutorial].map((cell) => (cell === '.' ? 0 : Number(cell)));
  const picture = tutorial.replace(/.{9}/g, (row) => `${[...row].join(' ')}\n`);
  for (const form of [tutorial.replaceAll('.', '0'), picture, array, Uint8Array.from(array)]) {
    assert.deepEqual(sudoku.canonical(form), sudoku.canonical(tutorial));
  }
});

test('bad input gets the status and message solve() gives it', () => {
  const clashing = corpus.filter((entry) => entry.expected === 'invalid').map((entry) => entry.puzzle);
  assert.ok(clashing.length > 0);
  const bad = [
    ...clashing,
    tutorial.slice(0, 80),
    `${tutorial.slice(0, 10)}x${tutorial.slice(11)}`,
    '',
    null,
    5,
    [1, 2],
  ];
  for (const puzzle of bad) {
    const form = sudoku.canonical(puzzle);
    const solved = sudoku.solve(puzzle);
    assert.deepEqual(
      {status: form.status, message: form.message, conflicts: form.conflicts},
      {status: solved.status, message: solved.message, conflicts: solved.conflicts},
      String(puzzle),
    );
    assert.equal(form.canonical, null);
    assert.equal(form.transform, null);
  }
  // Puzzles with no solution or several have a form all the same.
  for (const entry of corpus.filter((e) => e.expected === '0' || /\+$|^[2-9]/.test(e.expected))) {
    assert.equal(sudoku.canonical(entry.puzzle).status, null, entry.puzzle);
  }
});

test('the worker gives what the module gives, and takes its controls', async () => {
  const worker = createSudokuWorker();
  after(() => worker.terminate());
  for (const puzzle of [puzzles[0], puzzles[1], tutorial.slice(0, 80), null]) {
    assert.deepEqual(await worker.canonical(puzzle), sudoku.canonical(puzzle));
  }
  assert.deepEqual(await worker.canonical(tutorial, {timeoutMs: 5000}), sudoku.canonical(tutorial));
  const controller = new AbortController();
  controller.abort();
  await assert.rejects(worker.canonical(tutorial, {signal: controller.signal}), {name: 'AbortError'});
});
