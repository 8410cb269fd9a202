// The JS API of the shipped ES module build (dist/package), in Node.
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {corpus, expectedStatus, isSolutionOf, packageDir, tutorial, tutorialSolution} from './corpus.mjs';

const moduleExports = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);
const {createSudoku} = moduleExports;
const sudoku = await createSudoku();

describe('solve', () => {
  test('every corpus entry gets its status, count and solution', () => {
    for (const entry of corpus) {
      const result = sudoku.solve(entry.puzzle, {limit: 100});
      const status = entry.expected === 'invalid' ? 'invalid' : expectedStatus(entry);
      assert.equal(result.status, status, entry.puzzle);
      if (/^\d+$/.test(entry.expected)) assert.equal(result.count, Number(entry.expected), entry.puzzle);
      if (entry.expected.endsWith('+')) assert.ok(result.count >= parseInt(entry.expected, 10), entry.puzzle);
      if (entry.solution) assert.equal(result.solution, entry.solution);
      if (result.solution) assert.ok(isSolutionOf(result.solution, entry.puzzle), entry.puzzle);
      else assert.equal(result.solution, null);
      assert.equal(typeof result.message, 'string');
      assert.ok(result.message.length > 0);
    }
  });

  test('the default limit 2 tells unique from multiple', () => {
    const result = sudoku.solve('.'.repeat(81));
    assert.equal(result.status, 'multiple');
    assert.equal(result.count, 2);
    assert.equal(result.message, 'at least 2 solutions');
  });

  test('an invalid grid names the clashing cells, with their pairs in conflicts', () => {
    const result = sudoku.solve(`..5...5..${'.'.repeat(72)}`);
    assert.equal(result.status, 'invalid');
    assert.equal(result.message, 'r1c3 and r1c7 are both 5 (row 1)');
    assert.deepEqual(result.conflicts, [{cells: [2, 6], unit: 'row', unitIndex: 0, unitNumber: 0}]);
    assert.equal(result.solution, null);
  });

  test('every text form the parser takes, and arrays of numbers', () => {
    const rows = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) => tutorial.slice(9 * r, 9 * r + 9));
    const spaced = rows.map((row) => [...row.replaceAll('.', '0')].join(' ')).join('\n');
    const bordered = rows
      .map(
        (row, r) =>
          (r % 3 === 0 && r ? '------+-------+------\n' : '') +
          [row.slice(0, 3), row.slice(3, 6), row.slice(6)].map((box) => [...box].join(' ')).join(' | '),
      )
      .join('\n');
    const array = [...tutorial].map((c) => (c === '.' ? 0 : Number(c)));
    for (const form of [
      tutorial,
      tutorial.replaceAll('.', '0'),
      spaced,
      bordered,
      `\n${tutorial}\r\n`,
      array,
      Uint8Array.from(array),
    ]) {
      const result = sudoku.solve(form);
      assert.equal(result.status, 'unique', String(form));
      assert.equal(result.solution, tutorialSolution);
    }
  });

  test('bad types and bad text are malformed with a message, never a throw', () => {
    const cases = [
      [42, /not number/],
      [null, /not null/],
      [undefined, /not undefined/],
      [{}, /not object/],
      [tutorial.slice(0, 80), /^found 80 cells on line 1, expected 81$/],
      [`${tutorial.slice(0, 40)}x${tutorial.slice(41)}`, /^line 1, column 41: unexpected character 'x'/],
      ['', /no puzzle/],
      [[1, 2, 3], /81 cells, this one has 3/],
      [Array(81).fill(10), /cell 0 of the array is 10/],
      [Array(81).fill(0.5), /cell 0 of the array is 0.5/],
      ['1'.repeat(100000), /too long/],
    ];
    for (const [puzzle, message] of cases) {
      const result = sudoku.solve(puzzle);
      assert.equal(result.status, 'malformed', String(puzzle).slice(0, 30));
      assert.match(result.message, message);
      assert.equal(result.solution, null);
    }
  });

  test('bad options come back as malformed too', () => {
    assert.match(sudoku.solve(tutorial, {algorithm: 'quantum'}).message, /unknown algorithm "quantum"/);
    assert.equal(
      sudoku.solve(tutorial, {limit: -1}).message,
      'limit: expected a whole number from 0 to 2^53 - 1, not -1',
    );
  });

  test("the textbook algorithm gives the tutorials' counts", () => {
    const result = sudoku.solve(tutorial, {algorithm: 'textbook'});
    assert.equal(result.status, 'unique');
    assert.equal(result.solution, tutorialSolution);
    assert.deepEqual(result.stats, {placements: 769, backtracks: 720});
    const second = sudoku.solve('.26...81.3..7.8..64...5...7.5.1.7.9...39.51...4.3.2.5.1...3...25..2.4..9.38...46.', {
      algorithm: 'textbook',
    });
    assert.deepEqual(second.stats, {placements: 89, backtracks: 42});
  });

  test('the fast solver reports nodes and guesses', () => {
    assert.deepEqual(sudoku.solve(tutorial).stats, {nodes: 1, guesses: 0});
    const hard = sudoku.solve('98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6');
    assert.equal(hard.status, 'unique');
    assert.ok(hard.stats.guesses > 0);
  });

  test('a budget makes the answer `aborted`', () => {
    const result = sudoku.solve('.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...', {
      algorithm: 'textbook',
      budget: 5000,
    });
    assert.equal(result.status, 'aborted');
    assert.equal(result.message, 'gave up after 5000 placements without finding a solution');
    assert.equal(result.stats.placements, 5000);
  });
});

describe('count, validate, version', () => {
  test('count is exact below the limit and capped at it', () => {
    const seven = corpus.find((entry) => entry.expected === '7');
    assert.equal(sudoku.count(seven.puzzle).count, 7);
    assert.equal(sudoku.count(seven.puzzle).complete, true);
    assert.equal(sudoku.count(seven.puzzle, 5).count, 5);
    assert.equal(sudoku.count(seven.puzzle, 5).complete, false);
    const cut = sudoku.count('.'.repeat(81), 1e9, {budget: 300});
    assert.equal(cut.status, 'multiple');
    assert.equal(cut.complete, false);
    assert.equal(cut.message, `at least ${cut.count} solutions (gave up after 300 search nodes)`);
    assert.equal(sudoku.count('.'.repeat(81), 250).count, 250);
    assert.equal(sudoku.count(tutorial).status, 'unique');
  });

  test('validate parses and checks clashes without searching', () => {
    const none = corpus.find((entry) => entry.expected === '0');
    assert.deepEqual(sudoku.validate(none.puzzle), {
      valid: true,
      status: null,
      message: 'no clashing givens',
      conflicts: [],
      puzzle: none.puzzle,
    });
    const picture = [0, 1, 2, 3, 4, 5, 6, 7, 8].map((r) => tutorial.slice(9 * r, 9 * r + 9)).join('\n');
    assert.equal(sudoku.validate(picture).puzzle, tutorial);
    const clash = sudoku.validate('5'.repeat(2) + '.'.repeat(79));
    assert.equal(clash.valid, false);
    assert.equal(clash.status, 'invalid');
    assert.equal(clash.conflicts.length, 2); // same row and same box
    assert.equal(sudoku.validate('hello').status, 'malformed');
    assert.equal(sudoku.validate(7).status, 'malformed');
  });

  test('version is the package version', async () => {
    const {readFileSync} = await import('node:fs');
    const pkg = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8'));
    assert.equal(sudoku.version, pkg.version);
  });

  test('createSudoku loads the module once', async () => {
    const again = await createSudoku();
    assert.equal(again.solve(tutorial).solution, tutorialSolution);
    const {createSudoku: fresh} = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);
    assert.equal(fresh, createSudoku);
  });
});

describe('trace', () => {
  const {decodeStep} = moduleExports;

  function replay(puzzle, algorithm, chunk = 1000) {
    const grid = [...puzzle];
    let from = 0,
      last;
    const counts = {place: 0, undo: 0};
    for (;;) {
      last = sudoku.trace(puzzle, {algorithm, from, maxSteps: chunk});
      for (const code of last.steps) {
        const step = decodeStep(code);
        if (step.kind === 'place' || step.kind === 'propagate') {
          grid[step.cell] = String(step.digit);
          counts.place++;
        }
        if (step.kind === 'undo') {
          grid[step.cell] = '.';
          counts.undo++;
        }
      }
      from = last.position;
      if (last.finished || last.steps.length === 0) break;
    }
    return {grid: grid.join(''), counts, last};
  }

  test("replaying the textbook trace in chunks reproduces the solution and solve()'s counts", () => {
    const {grid, counts, last} = replay(tutorial, 'textbook', 777);
    assert.equal(grid, tutorialSolution);
    assert.equal(last.grid, tutorialSolution);
    assert.deepEqual(counts, {place: 769, undo: 720});
    assert.deepEqual(last.stats, sudoku.solve(tutorial, {algorithm: 'textbook'}).stats);
    assert.equal(last.found, true);
  });

  test('the first steps follow the textbook order', () => {
    const {steps} = sudoku.trace(tutorial, {maxSteps: 7});
    assert.deepEqual(
      [...steps].map(decodeStep).map(({kind, cell, digit, safe}) => [kind, cell, digit, safe]),
      [
        ['find', 1, 0, false],
        ['try', 1, 1, true],
        ['place', 1, 1, false],
        ['find', 4, 0, false],
        ['try', 4, 1, false],
        ['try', 4, 2, true],
        ['place', 4, 2, false],
      ],
    );
  });

  test("asking for an earlier position replays to it: the grid is the search's at that step", () => {
    const at3 = sudoku.trace(tutorial, {from: 3, maxSteps: 0});
    assert.equal(at3.position, 3);
    assert.equal(at3.grid, `31${tutorial.slice(2)}`);
    assert.equal(sudoku.trace(tutorial, {from: 0, maxSteps: 0}).grid, tutorial);
  });

  test('the fast search needs far fewer placements, and propagates', () => {
    const {counts, last} = replay(tutorial, 'fast');
    assert.equal(last.grid, tutorialSolution);
    assert.equal(counts.place, 49);
    const kinds = new Set(
      [...sudoku.trace(tutorial, {algorithm: 'fast', maxSteps: 100}).steps].map((c) => decodeStep(c).kind),
    );
    assert.ok(kinds.has('propagate'));
  });

  test('the cap stops a long textbook search with `aborted`', () => {
    const seventeen = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
    const capped = sudoku.trace(seventeen, {from: 0, maxSteps: 60000, cap: 50000});
    assert.equal(capped.status, 'aborted');
    assert.equal(capped.message, 'gave up after 50000 steps');
    assert.equal(capped.steps.length, 50000);
    assert.equal(capped.finished, false);
  });

  test('bad puzzles come back as malformed or invalid', () => {
    assert.equal(sudoku.trace('nope').status, 'malformed');
    const clash = sudoku.trace(`55${'.'.repeat(79)}`);
    assert.equal(clash.status, 'invalid');
    assert.equal(clash.conflicts.length, 2);
    assert.equal(sudoku.trace(tutorial, {algorithm: 'x'}).status, 'malformed');
  });
});

describe('solveFirst', () => {
  test('returns the first solution of every solvable corpus entry, and why not for the rest', () => {
    for (const entry of corpus) {
      const result = sudoku.solveFirst(entry.puzzle);
      const expected = expectedStatus(entry);
      if (expected === 'unique' || expected === 'multiple') {
        assert.equal(result.found, true, entry.puzzle);
        assert.equal(result.status, null);
        assert.ok(isSolutionOf(result.solution, entry.puzzle), entry.puzzle);
      } else {
        assert.equal(result.found, false, entry.puzzle);
        assert.equal(result.status, expected, entry.puzzle);
        assert.equal(result.solution, null);
      }
    }
  });

  test('names clashes and malformed text like solve()', () => {
    assert.equal(sudoku.solveFirst(`..5...5..${'.'.repeat(72)}`).message, 'r1c3 and r1c7 are both 5 (row 1)');
    assert.match(sudoku.solveFirst(null).message, /not null/);
    const hard = '98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6';
    const aborted = sudoku.solveFirst(hard, {budget: 2});
    assert.equal(aborted.status, 'aborted');
    // The library's words, as solve() gives them.
    assert.equal(aborted.message, 'gave up after 2 search nodes without finding a solution');
    assert.equal(aborted.message, sudoku.solve(hard, {budget: 2}).message);
  });

  test('spends its budget once: the node counters are all the work done, within the budget', () => {
    // No solution, which the search needs 149 nodes to prove (r5c9 = 7 is wrong).
    const none = '98.7..6..75..4......3..8.7.5....7.3...94....7....2.1..3.......1.9...5.8...52....6';
    assert.deepEqual(sudoku.solve(none).stats, {nodes: 149, guesses: 148});
    for (const budget of [1, 10, 148, 149, 150, 0]) {
      const first = sudoku.solveFirst(none, {budget});
      assert.ok(first.stats.nodes <= (budget || 149), `budget ${budget}: ${first.stats.nodes} nodes`);
      // The same one search as solve(), which has no solution to count: the same work and answer.
      const solved = sudoku.solve(none, {budget});
      assert.deepEqual([first.status, first.message, first.stats], [solved.status, solved.message, solved.stats]);
    }
    assert.equal(sudoku.solveFirst(none, {budget: 148}).status, 'aborted');
    assert.equal(sudoku.solveFirst(none, {budget: 149}).status, 'none'); // ends on its last node
  });
});

test('validate and trace word several clashes as solve does', () => {
  const three = `333${'.'.repeat(78)}`;
  const expected = 'r1c1 and r1c2 are both 3 (row 1) and 2 more clashes';
  assert.equal(sudoku.solve(three).message, expected);
  assert.equal(sudoku.validate(three).message, expected);
  assert.equal(sudoku.trace(three).message, expected);
});

describe('one instance of each module', () => {
  test('a later createSudoku with no loader options shares it; with others it rejects saying why', async () => {
    const again = await createSudoku();
    assert.equal(again.solve(tutorial).solution, tutorialSolution);
    const core = join(packageDir, 'sudoku-core.wasm');
    await assert.rejects(createSudoku({wasmUrl: '/nope/sudoku-core.wasm'}), {
      name: 'TypeError',
      message:
        "createSudoku options: wasmUrl: the core module is already loaded from where the package looks for it; there is one of each: give the first call's options, or none",
    });
    await assert.rejects(createSudoku({wasmUrl: core}), {
      name: 'TypeError',
      message: /^createSudoku options: wasmUrl: /,
    });
    await again.loadLogic();
    await assert.rejects(createSudoku({logicWasmUrl: '/nope/sudoku-logic.wasm'}), {
      name: 'TypeError',
      message: /^createSudoku options: logicWasmUrl: the logic module is already loaded /,
    });
  });
});
