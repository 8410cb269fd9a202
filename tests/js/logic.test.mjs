// The logical solver through the JS API of the shipped package (dist/package): rate, explain and
// hint, synchronously and in the worker. Ratings are compared with the CLI's (dist/bin/sudoku,
// built from the same sources by scripts/build.sh), not with numbers written here.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {keysOf} from '../../scripts/wire.mjs';
import {corpus, expectedStatus, packageDir, root, tutorial, tutorialSolution} from './corpus.mjs';

const {createSudoku, createSudokuWorker} = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);
const sudoku = await createSudoku({preload: ['logic']});
const cli = process.env.SUDOKU_CLI ?? join(root, 'dist/bin/sudoku');

const slicesDir = join(root, 'tests/data/slices');
const slices = Object.fromEntries(
  readdirSync(slicesDir)
    .filter((name) => name.endsWith('.txt'))
    .map((name) => [
      name.replace(/\.txt$/, ''),
      readFileSync(join(slicesDir, name), 'utf8')
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => /^[0-9.]{81}$/.test(line)),
    ]),
);
const _slicePuzzles = Object.values(slices).flat();
const chainSlicePuzzles = Object.entries(slices)
  .filter(([name]) => !name.startsWith('forum_hardest'))
  .flatMap(([, puzzles]) => puzzles);

// The CLI's answers, one per puzzle, in input order.
function runCli(args, puzzles) {
  // Chain steps' paths make explain's answers megabytes long: more than spawnSync's 1 MB.
  const result = spawnSync(cli, args, {input: `${puzzles.join('\n')}\n`, encoding: 'utf8', maxBuffer: 1 << 28});
  assert.equal(result.error, undefined, `cannot run ${cli}`);
  const lines = result.stdout.split('\n').filter(Boolean);
  assert.equal(lines.length, puzzles.length, result.stderr);
  return lines;
}

// `sudoku rate` prints "1.5<TAB>easy<TAB>Hidden Single<TAB>49", ">=9.5<TAB>master<TAB>Hidden
// Pair (3.4)<TAB>3" when the budget ran out, or "status: message" (the technique is "-" with no
// rating when there was no step: a full grid); this is the JS result that says the same.
function fromCliRateLine(line) {
  const fields = line.split('\t');
  if (fields.length === 4 && fields[0].startsWith('>=')) {
    // "Hidden Pair (3.4)", or "-" alone when no step was found (rating 0).
    const [, technique, rating] = fields[2].match(/^(.*?)(?: \((\d+\.\d)\))?$/);
    return {
      status: 'unique',
      rated: false,
      rating: Number(rating ?? 0),
      level: null,
      hardest: technique === '-' ? null : technique,
      bound: Number(fields[0].slice(2)),
      stepCount: Number(fields[3]),
    };
  }
  if (fields.length === 4) {
    return {
      status: 'unique',
      rated: true,
      rating: Number(fields[0]),
      level: fields[1],
      hardest: fields[2] === '-' ? null : fields[2],
      bound: null,
      stepCount: Number(fields[3]),
    };
  }
  const [, status, message] = line.match(/^(\w+): (.*)$/);
  return {status, message, rated: false, rating: null, level: null, hardest: null, stepCount: 0};
}

// The keys of the wire format's definition (web/module/wire-format.mjs).
const RATE_KEYS = keysOf('RateResult');
const STEP_KEYS = keysOf('Step');
const HINT_KEYS = keysOf('HintResult');
const cellName = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
const toGrid = (text) => [...text].map((c) => (c === '.' ? 0 : Number(c)));

// The digits each empty cell of `grid` (81 numbers) allows by its row, column and box.
function candidatesOf(grid) {
  return grid.map((digit, cell) => {
    if (digit) return new Set();
    const r = Math.floor(cell / 9),
      c = cell % 9,
      box = 27 * Math.floor(r / 3) + 3 * Math.floor(c / 3);
    const allowed = new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (let i = 0; i < 9; ++i) {
      allowed.delete(grid[9 * r + i]);
      allowed.delete(grid[9 * i + c]);
      allowed.delete(grid[box + 9 * Math.floor(i / 3) + (i % 3)]);
    }
    return allowed;
  });
}
const marksText = (marks) => marks.map((set) => [...set].sort().join('')).join(',');

// A chain step of the rating ladder ends with its paths (Step's optional `paths`).
function assertStepShape(step, label) {
  const chain = /Chain|Cycle/.test(step.technique);
  assert.deepEqual(Object.keys(step), chain ? [...STEP_KEYS, 'paths'] : STEP_KEYS, label);
  if (chain) assert.ok(step.paths.length > 0, label);
  assert.equal(typeof step.technique, 'string');
  assert.ok(step.technique.length > 0, label);
  assert.equal(typeof step.rating, 'number');
  assert.equal(typeof step.text, 'string');
  assert.ok(step.text.length > 0, label);
  for (const pair of [...step.placements, ...step.eliminations]) {
    assert.equal(pair.length, 2, label);
    assert.ok(Number.isInteger(pair[0]) && pair[0] >= 0 && pair[0] < 81, label);
    assert.ok(Number.isInteger(pair[1]) && pair[1] >= 1 && pair[1] <= 9, label);
  }
  for (const highlight of step.cells) {
    assert.deepEqual(Object.keys(highlight), keysOf('Highlight'), label);
    assert.ok(highlight.cell >= 0 && highlight.cell < 81, label);
    assert.ok(highlight.digit >= 0 && highlight.digit <= 9, label);
    assert.ok(['pattern', 'target', 'cause'].includes(highlight.role), label);
  }
  for (const unit of step.units) assert.ok(Number.isInteger(unit) && unit >= 0 && unit < 27, label);
}

describe('rate', () => {
  test('agrees with `sudoku rate` on the corpus and the slices', () => {
    // Not the forum's 11+ slice: nested forcing chains take tens of seconds each in wasm.
    const puzzles = [...corpus.map((entry) => entry.puzzle), ...chainSlicePuzzles];
    const lines = runCli(['rate'], puzzles);
    let rated = 0,
      chained = 0;
    puzzles.forEach((puzzle, i) => {
      const result = sudoku.rate(puzzle);
      assert.deepEqual(Object.keys(result), RATE_KEYS);
      const expected = fromCliRateLine(lines[i]);
      for (const [key, value] of Object.entries(expected)) assert.equal(result[key], value, `${key} of ${puzzle}`);
      assert.ok(result.message.length > 0);
      if (result.rated) ++rated;
      if (result.rated && result.rating > 6.2) ++chained;
    });
    assert.ok(
      rated >= 10 && chained >= 10,
      `rated ${rated}, ${chained} of them with chains: the sample should have both`,
    );
  });

  test("the tutorials' puzzle: unique and rated, with a level", () => {
    const result = sudoku.rate(tutorial);
    assert.equal(result.status, 'unique');
    assert.equal(result.rated, true);
    assert.ok(['easy', 'medium', 'hard', 'expert', 'extreme', 'master'].includes(result.level));
    assert.match(result.message, new RegExp(`^rated ${result.rating.toFixed(1)} \\(${result.level}\\)`));
  });

  test('every puzzle form solve() takes gives the same rating', () => {
    const expected = sudoku.rate(tutorial);
    const array = toGrid(tutorial);
    for (const form of [tutorial.replaceAll('.', '0'), array, Uint8Array.from(array), `\n${tutorial}\r\n`]) {
      assert.deepEqual(sudoku.rate(form), expected);
    }
  });

  test("puzzles that are not unique get solve()'s status and no rating", () => {
    for (const entry of corpus.filter((e) => expectedStatus(e) !== 'unique')) {
      const result = sudoku.rate(entry.puzzle);
      assert.equal(result.status, expectedStatus(entry), entry.puzzle);
      assert.equal(result.message, sudoku.solve(entry.puzzle).message);
      assert.deepEqual(
        [result.rated, result.rating, result.level, result.hardest, result.stepCount],
        [false, null, null, null, 0],
      );
    }
  });
});

describe('explain', () => {
  test('steps agree with `sudoku explain --json`, and with rate()', () => {
    const puzzles = [tutorial, ...slices.hardest, ...slices.top95.slice(0, 5)];
    const lines = runCli(['explain', '--json'], puzzles);
    puzzles.forEach((puzzle, i) => {
      const result = sudoku.explain(puzzle);
      const {puzzle: line, ...fromCli} = JSON.parse(lines[i]);
      assert.equal(line, puzzle);
      assert.deepEqual(result, fromCli, puzzle);
      const {steps, ...rated} = result;
      assert.deepEqual(rated, sudoku.rate(puzzle));
    });
  });

  test('steps are well formed and replay to the solution', () => {
    for (const puzzle of [tutorial, ...slices.hardest, ...slices.kaggle_10000.slice(0, 5)]) {
      const result = sudoku.explain(puzzle);
      assert.equal(result.steps.length, result.stepCount, puzzle);
      const solution = toGrid(sudoku.solve(puzzle).solution);
      const grid = toGrid(puzzle);
      result.steps.forEach((step, i) => {
        assertStepShape(step, `${puzzle} step ${i}`);
        assert.ok(step.placements.length + step.eliminations.length > 0, `${puzzle} step ${i} changes nothing`);
        for (const [cell, digit] of step.placements) {
          assert.equal(solution[cell], digit, `${puzzle} step ${i}: ${step.text}`);
          grid[cell] = digit;
        }
        for (const [cell, digit] of step.eliminations) {
          assert.notEqual(solution[cell], digit, `${puzzle} step ${i} removes the answer: ${step.text}`);
        }
      });
      const hardest = Math.max(...result.steps.map((step) => step.rating));
      assert.equal(hardest, result.rating, puzzle);
      assert.ok(result.steps.some((step) => step.rating === hardest && step.technique === result.hardest));
      if (result.rated) assert.deepEqual(grid, solution, puzzle);
    }
  });

  test("{teach: true}: the hint ladder's walk, as `sudoku explain --teach --json`, each step naming its ladder", () => {
    const puzzles = [tutorial, ...slices.hardest, ...slices.top95.slice(0, 5)];
    const lines = runCli(['explain', '--teach', '--json'], puzzles);
    puzzles.forEach((puzzle, i) => {
      const result = sudoku.explain(puzzle, {teach: true});
      const {puzzle: line, ...fromCli} = JSON.parse(lines[i]);
      assert.equal(line, puzzle);
      assert.deepEqual(result, fromCli, puzzle);
      for (const step of result.steps) assert.ok(['hint', 'rating'].includes(step.ladder), puzzle);
      assert.deepEqual(sudoku.explain(puzzle, {teach: false}), sudoku.explain(puzzle));
    });
    // On the hardest slice the hint ladder finds patterns where the rating ladder takes chains.
    const names = new Set(
      slices.hardest.flatMap((puzzle) => sudoku.explain(puzzle, {teach: true}).steps).map((step) => step.technique),
    );
    assert.ok(
      ['Skyscraper', 'W-Wing', 'AIC', 'ALS-XZ', 'X-Chain'].some((name) => names.has(name)),
      [...names].join(', '),
    );
  });

  test('bad puzzles have no steps', () => {
    for (const puzzle of ['x', 42, `55${'.'.repeat(79)}`, '.'.repeat(81)]) {
      const result = sudoku.explain(puzzle);
      assert.notEqual(result.status, 'unique');
      assert.deepEqual(result.steps, []);
    }
  });
});

describe('hint', () => {
  // The tutorials' puzzle with one digit entered in the first empty cell of row 1 (r1c2).
  const withEntry = (digit, cell = 1, puzzle = tutorial) => puzzle.slice(0, cell) + digit + puzzle.slice(cell + 1);

  test('from the givens: the first step explain() takes, from the hint ladder (a single)', () => {
    for (const puzzle of [tutorial, ...slices.hardest]) {
      const result = sudoku.hint(puzzle);
      const first = sudoku.explain(puzzle).steps[0];
      assert.equal(result.status, 'unique');
      if (!first) {
        assert.equal(result.kind, 'stuck');
        assert.equal(result.step, null);
        continue;
      }
      assert.deepEqual(Object.keys(result), HINT_KEYS);
      assert.equal(result.kind, 'step');
      const {ladder, ...step} = result.step;
      assert.equal(ladder, 'hint');
      assert.deepEqual(step, first);
      assert.equal(result.message, first.text);
    }
  });

  test('a wrong entry comes first: "r1c2 is not 9."', () => {
    // 9 does not clash at r1c2 (its digit is 1): the message is the bare statement.
    const result = sudoku.hint(tutorial, {progress: withEntry(9)});
    assert.equal(result.kind, 'mistake');
    assert.equal(result.mistake, 'wrongEntry');
    assert.equal(result.message, 'r1c2 is not 9.');
    assert.equal(result.step.technique, 'Wrong Entry');
    assert.deepEqual(result.step.cells[0], {cell: 1, digit: 9, role: 'target'});
    assertStepShape(result.step, 'wrong entry');
  });

  test('a wrong entry that clashes names the cell it clashes with', () => {
    const result = sudoku.hint(tutorial, {progress: withEntry(2)});
    assert.equal(result.kind, 'mistake');
    assert.equal(result.message, 'r1c2 is not 2: r2c2 already holds a 2.');
    assert.deepEqual(result.step.cells, [
      {cell: 1, digit: 2, role: 'target'},
      {cell: 10, digit: 2, role: 'cause'},
    ]);
  });

  test("a mark that leaves out the cell's digit is named, after wrong entries", () => {
    const marks = candidatesOf(toGrid(tutorial));
    marks[1].delete(Number(tutorialSolution[1])); // r1c2 is 1; its marks now leave 1 out
    const missing = sudoku.hint(tutorial, {marks: marksText(marks)});
    assert.equal(missing.kind, 'mistake');
    assert.equal(missing.mistake, 'missingCandidate');
    assert.equal(missing.step.technique, 'Missing Candidate');
    assert.equal(missing.step.cells[0].cell, 1);
    assert.match(missing.message, /\br1c2\b/);

    // A wrong entry elsewhere is said first.
    const both = sudoku.hint(tutorial, {progress: withEntry(9, 2 * 9 + 0), marks: marksText(marks)});
    assert.equal(both.kind, 'mistake');
    assert.equal(both.mistake, 'wrongEntry');
    assert.match(both.message, /^r3c1 is not 9/);
  });

  test('marks as arrays of digits or strings mean the same as the compact notation', () => {
    const marks = candidatesOf(toGrid(tutorial));
    const compact = sudoku.hint(tutorial, {marks: marksText(marks)});
    assert.deepEqual(sudoku.hint(tutorial, {marks: marks.map((set) => [...set])}), compact);
    assert.deepEqual(sudoku.hint(tutorial, {marks: marks.map((set) => [...set].join(''))}), compact);
    // Empty marks and the empty notation mean "no marks".
    assert.deepEqual(sudoku.hint(tutorial, {marks: Array(81).fill('')}), sudoku.hint(tutorial));
    assert.deepEqual(sudoku.hint(tutorial, {marks: ''}), sudoku.hint(tutorial));
  });

  // A player who takes every hint, placing its digits and striking its eliminations from their
  // marks: each hint is right, never strikes a candidate already struck, and the game ends.
  function play(puzzle) {
    const solution = toGrid(sudoku.solve(puzzle).solution);
    const progress = toGrid(puzzle);
    const marks = candidatesOf(progress);
    let struck = 0;
    for (let turn = 0; turn < 400; ++turn) {
      const result = sudoku.hint(puzzle, {progress, marks: marksText(marks)});
      assert.equal(result.status, 'unique');
      if (result.kind !== 'step') return {result, progress, solution, turn, struck};
      const step = result.step;
      for (const [cell, digit] of step.eliminations) {
        assert.ok(marks[cell].has(digit), `turn ${turn}: ${cellName(cell)} ${digit} is already struck: ${step.text}`);
        assert.notEqual(solution[cell], digit, step.text);
        marks[cell].delete(digit);
        ++struck;
      }
      for (const [cell, digit] of step.placements) {
        assert.equal(progress[cell], 0, step.text);
        assert.equal(solution[cell], digit, step.text);
        progress[cell] = digit;
        marks[cell] = new Set();
      }
    }
    assert.fail(`${puzzle}: no end after 400 hints`);
  }

  test("a hint never strikes a candidate the player's marks already removed", () => {
    const eliminating = [tutorial, ...slices.hardest, ...slices.top95.slice(0, 4)];
    let hints = 0,
      strikes = 0;
    for (const puzzle of eliminating) {
      const {result, progress, solution, turn, struck} = play(puzzle);
      const rating = sudoku.rate(puzzle);
      if (rating.rated) {
        assert.equal(result.kind, 'solved', puzzle);
        assert.equal(result.message, 'The puzzle is solved.');
        assert.deepEqual(progress, solution);
      } else {
        assert.equal(result.kind, 'stuck', puzzle);
        assert.match(result.message, /budget/);
      }
      assert.equal(result.step, null);
      hints += turn;
      strikes += struck;
    }
    assert.ok(hints > 100 && strikes > 20, `${hints} hints taken, ${strikes} candidates struck`);
  });

  test('a solved position says so; progress may repeat the givens', () => {
    const result = sudoku.hint(tutorial, {progress: tutorialSolution});
    assert.deepEqual(result, {
      status: 'unique',
      kind: 'solved',
      mistake: null,
      message: 'The puzzle is solved.',
      step: null,
    });
    assert.deepEqual(sudoku.hint(tutorial, {progress: tutorial}), sudoku.hint(tutorial));
    assert.deepEqual(sudoku.hint(tutorial, {progress: toGrid(tutorial)}), sudoku.hint(tutorial));
    assert.deepEqual(sudoku.hint(tutorial, {progress: null, marks: null}), sudoku.hint(tutorial));
  });

  test('bad positions and bad values: the right status and a message, never a throw', () => {
    const noneEntry = corpus.find((entry) => entry.expected === '0').puzzle;
    const cases = [
      // [puzzle, options, status, message]
      ['x', {}, 'malformed', /^line 1, column 1: unexpected character 'x'/],
      [tutorial.slice(0, 80), {}, 'malformed', /^found 80 cells on line 1, expected 81$/],
      [`55${'.'.repeat(79)}`, {}, 'invalid', /^r1c1 and r1c2 are both 5 \(row 1\)$/],
      ['.'.repeat(81), {}, 'multiple', /^at least 2 solutions$/],
      [noneEntry, {}, 'none', /no solution/],
      [
        tutorial,
        {progress: withEntry(4, 0)},
        'malformed',
        /^progress contradicts the givens: r1c1 is a given 3, the progress has 4$/,
      ],
      [tutorial, {progress: 'x'}, 'malformed', /^progress: line 1, column 1: unexpected character 'x'/],
      [tutorial, {progress: [1, 2]}, 'malformed', /^progress: a puzzle array needs 81 cells, this one has 2$/],
      [tutorial, {progress: 42}, 'malformed', /^progress: .*not number$/],
      [tutorial, {progress: {}}, 'malformed', /^progress: .*not object$/],
      [tutorial, {marks: '1,2'}, 'malformed', /^marks: found 2 fields, expected 81/],
      [tutorial, {marks: `x${','.repeat(80)}`}, 'malformed', /^marks: field 1 \(r1c1\): unexpected character 'x'/],
      [tutorial, {marks: 42}, 'malformed', /^marks: .*not number$/],
      [tutorial, {marks: true}, 'malformed', /^marks: .*not boolean$/],
      [tutorial, {marks: {}}, 'malformed', /^marks: .*not object$/],
      [tutorial, {marks: [[1]]}, 'malformed', /^marks: a marks array needs 81 entries, this one has 1$/],
      [tutorial, {marks: Array(81).fill([0])}, 'malformed', /^marks: entry 0 \(r1c1\) holds 0/],
      [tutorial, {marks: Array(81).fill([1.5])}, 'malformed', /^marks: entry 0 \(r1c1\) holds 1.5/],
      [tutorial, {marks: Array(81).fill('1,2')}, 'malformed', /^marks: entry 0 \(r1c1\) is "1,2"/],
      [tutorial, {marks: Array(81).fill(7)}, 'malformed', /^marks: entry 0 \(r1c1\) is number/],
      [tutorial, {marks: Array(81).fill(null)}, 'malformed', /^marks: entry 0 \(r1c1\) is null/],
      [tutorial, null, 'malformed', /options/],
      [tutorial, 'marks', 'malformed', /options/],
      [42, {}, 'malformed', /not number$/],
      [null, {}, 'malformed', /not null$/],
      [undefined, {}, 'malformed', /not undefined$/],
      [{}, {}, 'malformed', /not object$/],
      ['1'.repeat(100000), {}, 'malformed', /too long/],
      [tutorial, {marks: '1'.repeat(100000)}, 'malformed', /^marks: .*too long/],
    ];
    for (const [puzzle, options, status, message] of cases) {
      const label = `${String(puzzle).slice(0, 20)} ${JSON.stringify(options)?.slice(0, 40)}`;
      const result = sudoku.hint(puzzle, options);
      assert.deepEqual(Object.keys(result), HINT_KEYS, label);
      assert.equal(result.status, status, label);
      assert.match(result.message, message, label);
      assert.equal(result.kind, null, label);
      assert.equal(result.mistake, null, label);
      assert.equal(result.step, null, label);
      if (options && typeof options === 'object' && Object.keys(options).length === 0) {
        const rated = sudoku.rate(puzzle);
        assert.equal(rated.status, status, label);
        assert.equal(rated.message, result.message, label);
      }
    }
  });

  test('100,000 rate, explain and hint calls do not grow the wasm heap', () => {
    // Every kind of answer; explain's long ones on every 50th call (they cost 0.3 ms each).
    const calls = [
      () => sudoku.hint(tutorial),
      () => sudoku.rate('x'),
      () => sudoku.hint(tutorial, {marks: '1,2'}),
      () => sudoku.hint(tutorial, {progress: withEntry(2)}),
      () => sudoku.rate(`55${'.'.repeat(79)}`),
      () => sudoku.hint(slices.hardest[0], {progress: tutorialSolution}),
      () => sudoku.rate(tutorialSolution),
    ];
    const explain = () => sudoku.explain(slices.hardest[0]);
    for (const call of [...calls, explain]) call();
    const before = sudoku.memoryBytes;
    for (let i = 0; i < 100000; ++i) (i % 50 === 0 ? explain : calls[i % calls.length])();
    assert.equal(sudoku.memoryBytes, before);
  });
});

describe('in the worker', () => {
  const worker = createSudokuWorker();
  after(() => worker.terminate());

  test('rate, explain and hint resolve to what the module gives', async () => {
    const hard = slices.hardest[0];
    assert.deepEqual(await worker.rate(tutorial), sudoku.rate(tutorial));
    assert.deepEqual(await worker.explain(hard, {timeoutMs: 5000}), sudoku.explain(hard));
    const options = {progress: toGrid(tutorial), marks: candidatesOf(toGrid(tutorial)).map((set) => [...set])};
    assert.deepEqual(await worker.hint(tutorial, options), sudoku.hint(tutorial, options));
    assert.deepEqual(await worker.hint(tutorial), sudoku.hint(tutorial));
    assert.equal((await worker.hint(tutorial, {marks: 42, timeoutMs: 5000})).status, 'malformed');
    assert.equal((await worker.rate(null)).status, 'malformed');
  });

  test('they can be cancelled, and the next call gets a fresh worker', async () => {
    for (const method of ['rate', 'explain', 'hint']) {
      const controller = new AbortController();
      const pending = worker[method](slices.hardest[1], {signal: controller.signal});
      controller.abort();
      await assert.rejects(pending, {name: 'AbortError', message: `sudoku worker: ${method} was cancelled`});
      await assert.rejects(worker[method](tutorial, {signal: AbortSignal.abort()}), {name: 'AbortError'});
    }
    assert.equal((await worker.hint(tutorial)).kind, 'step');
  });

  // Speed is the bench's to judge (README: about 0.1 ms a round trip); this checks the answers
  // and reports the times it saw.
  test('a hint on every slice puzzle but the 11+ ones answers in the worker', async (t) => {
    await worker.hint(tutorial); // a started worker: the load is not a hint's cost
    const times = [];
    for (const puzzle of chainSlicePuzzles) {
      const started = performance.now();
      const result = await worker.hint(puzzle, {timeoutMs: 5000});
      times.push(performance.now() - started);
      assert.equal(result.status, 'unique', puzzle);
      assert.ok(['step', 'stuck'].includes(result.kind), puzzle);
    }
    times.sort((a, b) => a - b);
    const median = times[times.length >> 1],
      max = times[times.length - 1];
    t.diagnostic(`worker hint, ${times.length} puzzles: median ${median.toFixed(2)} ms, max ${max.toFixed(2)} ms`);
  });
});
