// generate() through the JS API of the shipped package (dist/package), synchronously and in the
// worker: uniqueness, symmetry, bands, minimality and reproducibility, checked with the module's
// own solve() and rate(); and the same puzzles as the CLI (dist/bin/sudoku generate) for the
// same options and seed.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {packageDir, root} from './corpus.mjs';

const {createSudoku, createSudokuWorker} = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);
const sudoku = await createSudoku({preload: ['logic']});
const cli = process.env.SUDOKU_CLI ?? join(root, 'dist/bin/sudoku');

const LEVELS = {easy: [1.0, 1.5], medium: [1.6, 2.5], hard: [2.6, 3.9], expert: [4.0, 5.9]};
const SYMMETRIES = ['none', 'rotational', 'quarter-turn', 'horizontal', 'vertical', 'diagonal', 'anti-diagonal'];
const SEEDS = ['1', '20261122'];

// The cells each symmetry gives together with (r, c).
const PARTNERS = {
  none: () => [],
  rotational: (r, c) => [[8 - r, 8 - c]],
  'quarter-turn': (r, c) => [
    [c, 8 - r],
    [8 - r, 8 - c],
    [8 - c, r],
  ],
  horizontal: (r, c) => [[8 - r, c]],
  vertical: (r, c) => [[r, 8 - c]],
  diagonal: (r, c) => [[c, r]],
  'anti-diagonal': (r, c) => [[8 - c, 8 - r]],
};

function assertSymmetric(puzzle, symmetry) {
  for (let cell = 0; cell < 81; ++cell) {
    const r = Math.floor(cell / 9),
      c = cell % 9;
    for (const [pr, pc] of PARTNERS[symmetry](r, c)) {
      assert.equal(
        puzzle[cell] === '.',
        puzzle[9 * pr + pc] === '.',
        `${symmetry}: r${r + 1}c${c + 1} and r${pr + 1}c${pc + 1} are not given together in ${puzzle}`,
      );
    }
  }
}

function assertUnique(made) {
  assert.equal(made.status, 'unique', made.message);
  assert.match(made.puzzle, /^[1-9.]{81}$/);
  const solved = sudoku.solve(made.puzzle);
  assert.equal(solved.status, 'unique', made.puzzle);
  assert.equal(solved.solution, made.solution);
}

// No given can be removed without losing uniqueness.
function assertMinimal(puzzle) {
  for (let cell = 0; cell < 81; ++cell) {
    if (puzzle[cell] === '.') continue;
    const fewer = `${puzzle.slice(0, cell)}.${puzzle.slice(cell + 1)}`;
    assert.equal(
      sudoku.count(fewer, 2).status,
      'multiple',
      `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} can go: ${puzzle}`,
    );
  }
}

// The CLI's lines for `generate ARGS`: {puzzle, rating, level, seed}, or {aborted: message}.
function runCli(args) {
  const result = spawnSync(cli, ['generate', ...args], {encoding: 'utf8'});
  assert.equal(result.error, undefined, `cannot run ${cli}`);
  return result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      if (line.startsWith('aborted: ')) return {aborted: line.slice('aborted: '.length)};
      const [puzzle, rating, level, seed] = line.split('\t');
      return {puzzle, rating, level, seed};
    });
}

// What the CLI prints for a JS result. Not rated, the CLI prints the least rating the puzzle has,
// which the JS result gives only in its message ("the budget ran out: it rates at least 8.5").
function asCliLine(made) {
  if (made.status === 'aborted') return {aborted: made.message};
  const bound = /it rates at least (\d+\.\d)/.exec(made.message);
  return {
    puzzle: made.puzzle,
    rating: made.rated ? made.rating.toFixed(1) : bound ? `>=${bound[1]}` : 'not rated',
    level: made.rated ? made.level : 'unrated',
    seed: made.seed,
  };
}

describe('every level and symmetry', () => {
  for (const [level, [min, max]] of Object.entries(LEVELS)) {
    test(level, () => {
      for (const symmetry of SYMMETRIES) {
        for (const seed of SEEDS) {
          const made = sudoku.generate({level, symmetry, seed});
          assertUnique(made);
          assertSymmetric(made.puzzle, symmetry);
          assert.equal(made.seed, seed);
          assert.equal(made.rated, true);
          assert.equal(made.level, level);
          assert.ok(made.rating >= min && made.rating <= max, `${made.rating} is not in ${level}`);
          const rated = sudoku.rate(made.puzzle);
          assert.equal(rated.rating, made.rating);
          assert.equal(rated.level, level);
          assert.equal(made.message, rated.message);
          assert.ok(made.attempts >= 1);
          assert.deepEqual(sudoku.generate({level, symmetry, seed}), made, 'the same seed gives the same puzzle');
        }
      }
    });
  }
});

test('a rating range keeps to it, and any rating includes puzzles that need chains', () => {
  for (const seed of SEEDS) {
    const ranged = sudoku.generate({rating: '3.0-4.5', seed});
    assertUnique(ranged);
    assert.ok(ranged.rating >= 3.0 && ranged.rating <= 4.5, String(ranged.rating));
    assert.equal(sudoku.rate(ranged.puzzle).rating, ranged.rating);
    assertSymmetric(ranged.puzzle, 'rotational');
  }
  const open = sudoku.generate({rating: '4.0-', seed: '5'});
  assertUnique(open);
  assert.ok(open.rating >= 4.0);
  let chained = null;
  for (let seed = 1; seed <= 60 && !chained; ++seed) {
    const made = sudoku.generate({seed: String(seed)});
    assertUnique(made);
    assert.equal(made.rated, true);
    if (made.rating > 6.2) chained = made;
  }
  assert.ok(chained, 'some puzzle of any rating needs chains');
  assert.equal(chained.level, 'extreme');
  assert.equal(sudoku.rate(chained.puzzle).rating, chained.rating);
});

test('minimal puzzles: no given can be removed', () => {
  for (const [level, symmetry, seed] of [
    ['easy', 'none', '3'],
    ['hard', 'rotational', '4'],
    ['expert', 'diagonal', '5'],
  ]) {
    const made = sudoku.generate({level, symmetry, minimal: true, seed});
    assertUnique(made);
    assertSymmetric(made.puzzle, symmetry);
    assertMinimal(made.puzzle);
  }
});

test('seeds: decimal strings, safe integers and BigInts are one seed; 64 bits round-trip', () => {
  const byString = sudoku.generate({seed: '12345', symmetry: 'none'});
  assert.deepEqual(sudoku.generate({seed: 12345, symmetry: 'none'}), byString);
  assert.deepEqual(sudoku.generate({seed: 12345n, symmetry: 'none'}), byString);
  assert.deepEqual(sudoku.generate({seed: '0012345', symmetry: 'none'}), byString);
  const largest = sudoku.generate({seed: 2n ** 64n - 1n});
  assertUnique(largest);
  assert.equal(largest.seed, '18446744073709551615');
  assert.deepEqual(sudoku.generate({seed: largest.seed}), largest);
  assertUnique(sudoku.generate({seed: 0}));
});

test('without a seed: a random one, which makes the same puzzle again', () => {
  const first = sudoku.generate({level: 'easy'});
  const second = sudoku.generate({level: 'easy'});
  assertUnique(first);
  assert.match(first.seed, /^\d+$/);
  assert.notEqual(first.seed, second.seed);
  assert.deepEqual(sudoku.generate({level: 'easy', seed: first.seed}), first);
});

test("a date gives the day's puzzle of its level; a seed and a date together are refused", () => {
  const hard = sudoku.generate({date: '2026-11-22', level: 'hard'});
  assertUnique(hard);
  assert.equal(hard.level, 'hard');
  assert.deepEqual(sudoku.generate({date: '2026-11-22', level: 'hard'}), hard);
  assert.deepEqual(sudoku.generate({level: 'hard', seed: hard.seed}), hard);
  assert.notEqual(sudoku.generate({date: '2026-11-23', level: 'hard'}).seed, hard.seed);
  assert.notEqual(sudoku.generate({date: '2026-11-22', level: 'easy'}).seed, hard.seed);
  const both = sudoku.generate({date: '2026-11-22', level: 'hard', seed: '7'});
  assert.equal(both.status, 'malformed');
  assert.equal(both.message, 'seed and date: give one or the other');
  assert.equal(sudoku.generate({date: '2024-02-29'}).status, 'unique');
});

describe('the CLI and JS make the same puzzles', () => {
  const cases = [
    [['--seed', '1'], {seed: '1'}],
    [['--seed', '18446744073709551615', '--symmetry', 'none'], {seed: '18446744073709551615', symmetry: 'none'}],
    [
      ['--seed', '42', '--level', 'expert', '--symmetry', 'quarter-turn'],
      {seed: 42, level: 'expert', symmetry: 'quarter-turn'},
    ],
    [
      ['--seed', '9', '--level', 'medium', '--minimal', '--symmetry', 'vertical'],
      {seed: 9n, level: 'medium', minimal: true, symmetry: 'vertical'},
    ],
    [
      ['--seed', '77', '--rating', '2.0-3.4', '--symmetry', 'anti-diagonal'],
      {seed: '77', rating: '2.0-3.4', symmetry: 'anti-diagonal'},
    ],
    [['--seed', '3', '--rating', '5.0-'], {seed: '3', rating: '5.0-'}],
    [['--date', '2026-11-22', '--level', 'hard'], {date: '2026-11-22', level: 'hard'}],
    [['--date', '2026-11-22'], {date: '2026-11-22'}],
    [
      ['--date', '2025-01-31', '--rating', '1.5-2.0', '--symmetry', 'horizontal'],
      {date: '2025-01-31', rating: '1.5-2.0', symmetry: 'horizontal'},
    ],
    [['--seed', '1', '--level', 'master', '--attempts', '5'], {seed: '1', level: 'master', attempts: 5}],
    // A walk that aims high (seed 4 makes a puzzle rated 10.4) and one under --minimal.
    [['--seed', '4', '--level', 'master'], {seed: '4', level: 'master'}],
    [['--seed', '6', '--level', 'master', '--minimal'], {seed: '6', level: 'master', minimal: true}],
  ];
  for (const [args, options] of cases) {
    test(args.join(' '), () => {
      assert.deepEqual([asCliLine(sudoku.generate(options))], runCli(['--count', '1', ...args]));
    });
  }
  test('the seeds of a --count run make its puzzles one by one', () => {
    for (const line of runCli(['--count', '5', '--seed', '100', '--level', 'easy'])) {
      assert.deepEqual(asCliLine(sudoku.generate({seed: line.seed, level: 'easy'})), line);
    }
  });
});

test("symmetry null or left out is the band's default: rotational, none from 8.0 up", () => {
  assert.deepEqual(
    sudoku.generate({seed: '4', level: 'hard', symmetry: null}),
    sudoku.generate({seed: '4', level: 'hard'}),
  );
  assert.deepEqual(
    sudoku.generate({seed: '4', level: 'hard'}),
    sudoku.generate({seed: '4', level: 'hard', symmetry: 'rotational'}),
  );
  const master = sudoku.generate({seed: '4', level: 'master'});
  assert.equal(master.status, 'unique');
  assert.ok(master.rating >= 9.0);
  assert.deepEqual(master, sudoku.generate({seed: '4', level: 'master', symmetry: 'none'}));
});

test('a band not met within the attempts is aborted, with the message', () => {
  const made = sudoku.generate({rating: '0.1-0.5', attempts: 20, seed: '1'});
  assert.deepEqual(made, {
    status: 'aborted',
    puzzle: null,
    solution: null,
    rating: null,
    rated: false,
    level: null,
    seed: '1',
    attempts: 20,
    message: 'no puzzle rated 0.1 to 0.5 found in 20 attempts',
  });
  const ranged = sudoku.generate({rating: '6.1-6.1', attempts: 3, seed: '2', minimal: true});
  assert.equal(ranged.status, 'aborted');
  assert.equal(ranged.message, 'no puzzle rated 6.1 to 6.1 found in 3 attempts');
});

test('bad options are malformed, with a message naming the option; nothing throws', () => {
  const cases = [
    [{level: 'impossible'}, /^level: expected one of 'easy', .*'master', not "impossible"$/],
    [{level: 3}, /^level: .* not 3$/],
    [{level: 'easy', rating: '1.0-1.5'}, /^level and rating: give one or the other$/],
    [{rating: '4-5'}, /^rating: expected a range of ratings with one decimal, such as 4\.0-5\.9 or 9\.0-, not "4-5"$/],
    [{rating: '4.0-5.9x'}, /^rating: expected a range .*, not "4\.0-5\.9x"$/],
    [{rating: 'é'}, /^rating: expected a range .*, not "é"$/],
    [{rating: '5.9-4.0'}, /^rating: /],
    [{rating: ''}, /^rating: /],
    [{rating: {min: 4, max: 5}}, /^rating: .* not object$/],
    [{symmetry: 'spiral'}, /^symmetry: expected one of 'none', 'rotational', .*'anti-diagonal', not "spiral"$/],
    [{minimal: 'yes'}, /^minimal: expected true or false, not "yes"$/],
    [{seed: -1}, /^seed: expected a whole number from 0 to 2\^64 - 1 .*, not -1$/],
    [{seed: 1.5}, /^seed: /],
    [{seed: 2 ** 60}, /^seed: /], // not a safe integer: it would not be the seed meant
    [{seed: '18446744073709551616'}, /^seed: /],
    [{seed: -1n}, /^seed: .* not -1$/],
    [{seed: '+5'}, /^seed: /],
    [{seed: '0x10'}, /^seed: /],
    [{seed: ''}, /^seed: /],
    [{seed: {}}, /^seed: .* not object$/],
    [{date: '2026-02-29'}, /^date: expected a date as YYYY-MM-DD, not "2026-02-29"$/],
    [{date: ''}, /^date: expected a date as YYYY-MM-DD, not ""$/],
    [{date: '2026-11-22', seed: '1'}, /^seed and date: give one or the other$/],
    [{date: '2026-13-01'}, /^date: /],
    [{date: '26-11-22'}, /^date: /],
    [{date: 20261122}, /^date: expected a date as YYYY-MM-DD, not 20261122$/],
    [{attempts: 0}, /^attempts: expected a whole number from 1 to 10\^8, not 0$/],
    [{attempts: '5'}, /^attempts: /],
    [null, /^generate options: expected an object/],
    ['easy', /^generate options: .* not "easy"$/],
    [[], /^generate options: /],
  ];
  for (const [options, message] of cases) {
    const made = sudoku.generate(options);
    assert.equal(
      made.status,
      'malformed',
      JSON.stringify(options, (_, v) => (typeof v === 'bigint' ? `${v}n` : v)),
    );
    assert.match(made.message, message);
    assert.equal(made.puzzle, null);
    assert.equal(made.seed, null);
  }
});

describe('in the worker', () => {
  const worker = createSudokuWorker();
  after(() => worker.terminate());

  test('the same puzzles as the module', async () => {
    for (const options of [
      {seed: '1'},
      {level: 'expert', symmetry: 'none', seed: 18446744073709551615n},
      {date: '2026-11-22', level: 'hard'},
    ]) {
      assert.deepEqual(await worker.generate({...options, timeoutMs: 10000}), sudoku.generate(options));
    }
    const random = await worker.generate();
    assertUnique(random);
    assert.deepEqual(sudoku.generate({seed: random.seed}), random);
    assert.equal((await worker.generate({level: 'nope'})).status, 'malformed');
  });

  test('cancelling and timing out terminate it; the next call works', async () => {
    // Nothing with an empty cell is rated below 1.0: this would run for a very long time.
    const endless = {rating: '0.1-0.5', attempts: 1e8, seed: '1'};
    const controller = new AbortController();
    const pending = worker.generate({...endless, signal: controller.signal});
    setTimeout(() => controller.abort(), 50);
    await assert.rejects(pending, {name: 'AbortError', message: 'sudoku worker: generate was cancelled'});
    await assert.rejects(worker.generate({...endless, timeoutMs: 100}), {
      name: 'TimeoutError',
      message: 'sudoku worker: generate timed out after 100 ms',
    });
    await assert.rejects(worker.generate({seed: '1', signal: AbortSignal.abort()}), {name: 'AbortError'});
    assert.deepEqual(await worker.generate({seed: '1'}), sudoku.generate({seed: '1'}));
  });
});
