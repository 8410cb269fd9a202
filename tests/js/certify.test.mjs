// certify() of the shipped ES module build, in Node, on the module and the worker, against facts
// found here with the API's other calls: redundant givens by solve() on the puzzle without each,
// the rating rate()'s, the canonical form canonical()'s, two valid solutions that differ where
// reported, and the suggested givens making the puzzle unique; bad input as solve() says it.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {corpus, packageDir, root, tutorial} from './corpus.mjs';

const {createSudoku, createSudokuWorker} = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);
const sudoku = await createSudoku({preload: ['logic']});

const slice = (name) =>
  readFileSync(join(root, `tests/data/slices/${name}.txt`), 'utf8')
    .split('\n')
    .filter((line) => /^[0-9.]{81}$/.test(line));
const kaggle = slice('kaggle_10000');
const seventeen = slice('17_clue');

const without = (puzzle, cell) => `${puzzle.slice(0, cell)}.${puzzle.slice(cell + 1)}`;
const givenCells = (puzzle) => [...puzzle].flatMap((c, cell) => (/[1-9]/.test(c) ? [cell] : []));

test('a unique puzzle: redundant givens, rating, histogram, form and link from independent calls', () => {
  let redundantSeen = 0;
  let minimalSeen = 0;
  for (const puzzle of [...kaggle.slice(0, 10), ...seventeen.slice(0, 5), tutorial]) {
    const certificate = sudoku.certify(puzzle);
    assert.equal(certificate.status, 'unique', puzzle);
    assert.equal(certificate.solution, sudoku.solve(puzzle).solution);
    assert.equal(certificate.givens, givenCells(puzzle).length);
    const redundant = givenCells(puzzle).filter((cell) => sudoku.solve(without(puzzle, cell)).status === 'unique');
    assert.deepEqual(certificate.redundant, redundant, puzzle);
    assert.equal(certificate.minimal, redundant.length === 0);
    redundantSeen += redundant.length > 0;
    minimalSeen += redundant.length === 0;
    const rated = sudoku.rate(puzzle);
    assert.deepEqual(
      [certificate.rated, certificate.rating, certificate.level, certificate.hardest, certificate.stepCount],
      [rated.rated, rated.rating, rated.level, rated.hardest, rated.stepCount],
    );
    assert.equal(
      certificate.techniques.reduce((sum, entry) => sum + entry.count, 0),
      certificate.stepCount,
    );
    const steps = sudoku.explain(puzzle).steps;
    assert.equal(certificate.diamond, steps[0].rating);
    assert.ok(certificate.diamond <= certificate.pearl && certificate.pearl <= certificate.rating);
    assert.equal(certificate.canonical, sudoku.canonical(puzzle).canonical);
    assert.equal(certificate.link, `#play/${puzzle}`);
    assert.ok(certificate.text.startsWith(`${puzzle} ED=${certificate.rating.toFixed(1)}/`));
  }
  assert.ok(redundantSeen > 0 && minimalSeen > 0);
});

test('a puzzle that is not unique: two solutions, where they differ, and givens that fix it', () => {
  for (const minimal of seventeen.slice(0, 6)) {
    const puzzle = without(minimal, givenCells(minimal)[0]);
    const certificate = sudoku.certify(puzzle);
    assert.equal(certificate.status, 'multiple');
    assert.equal(certificate.message, sudoku.count(puzzle, 1000).message);
    for (const solution of [certificate.solution, certificate.otherSolution]) {
      assert.equal(sudoku.solve(solution).status, 'unique');
      assert.ok([...puzzle].every((c, cell) => c === '.' || c === solution[cell]));
    }
    const differing = [...certificate.solution].flatMap((d, cell) =>
      d === certificate.otherSolution[cell] ? [] : [cell],
    );
    assert.deepEqual(certificate.differing, differing);
    assert.ok(certificate.suggested.length > 0);
    const grid = [...puzzle];
    for (const [cell, digit] of certificate.suggested) grid[cell] = String(digit);
    const fixed = sudoku.solve(grid.join(''));
    assert.equal(fixed.status, 'unique');
    assert.equal(fixed.solution, certificate.solution);
    assert.equal(certificate.rating, null);
    assert.deepEqual(certificate.redundant, []);
  }
  const limited = sudoku.certify('.'.repeat(81), {limit: 5});
  assert.equal(limited.count, 5);
  assert.equal(limited.complete, false);
  assert.deepEqual(limited.symmetries, [
    'rotational',
    'quarter-turn',
    'horizontal',
    'vertical',
    'diagonal',
    'anti-diagonal',
  ]);
});

test('bad input and bad options get the status and message solve() gives them', () => {
  const bad = [
    ...corpus.filter((entry) => entry.expected === 'invalid').map((entry) => entry.puzzle),
    tutorial.slice(0, 80),
    '',
    null,
    5,
  ];
  for (const puzzle of bad) {
    const certificate = sudoku.certify(puzzle);
    const solved = sudoku.solve(puzzle);
    assert.deepEqual(
      [certificate.status, certificate.message, certificate.conflicts],
      [solved.status, solved.message, solved.conflicts],
      String(puzzle),
    );
    assert.equal(certificate.text, null);
    assert.equal(certificate.canonical, null);
  }
  // The same keys whether the module or the wrapper answered.
  assert.deepEqual(Object.keys(sudoku.certify(null)), Object.keys(sudoku.certify(tutorial)));
  assert.deepEqual(Object.keys(sudoku.certify(tutorial.slice(0, 80))), Object.keys(sudoku.certify(tutorial)));
  for (const options of [{limit: -1}, {budget: 1.5}, {limit: Number.NaN}, 'x']) {
    const certificate = sudoku.certify(tutorial, options);
    assert.equal(certificate.status, 'malformed', JSON.stringify(options));
    assert.match(certificate.message, /certify options|limit|budget/);
  }
  // Bounded: a budget too small is `aborted`, as solve() says it.
  const hard = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
  const aborted = sudoku.certify(hard, {budget: 1});
  assert.equal(aborted.status, 'aborted');
  assert.equal(aborted.message, sudoku.solve(hard, {budget: 1, limit: 1000}).message);
});

test('the worker gives what the module gives, and takes its controls', async () => {
  const worker = createSudokuWorker();
  after(() => worker.terminate());
  for (const puzzle of [kaggle[0], without(seventeen[0], givenCells(seventeen[0])[0]), tutorial.slice(0, 80), null]) {
    assert.deepEqual(await worker.certify(puzzle), sudoku.certify(puzzle));
  }
  assert.deepEqual(await worker.certify(tutorial, {limit: 5, timeoutMs: 5000}), sudoku.certify(tutorial, {limit: 5}));
  const controller = new AbortController();
  controller.abort();
  await assert.rejects(worker.certify(tutorial, {signal: controller.signal}), {name: 'AbortError'});
  // A timeout ends the call (and the worker), and the next call starts a fresh one.
  await assert.rejects(worker.certify('.'.repeat(81), {timeoutMs: 1}), {name: 'TimeoutError'});
  assert.equal((await worker.certify(tutorial)).status, 'unique');
});
