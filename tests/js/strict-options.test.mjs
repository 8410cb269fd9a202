// Strict options: every option of every function, misspelt in turn, is an error that names the
// misspelling and the option meant, the same in the module and in the worker.
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {after, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {packageDir, tutorial} from './corpus.mjs';

const {createSudoku, createSudokuWorker, rateAll} = await import(
  pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href
);
const sudoku = await createSudoku({preload: ['logic']});
const worker = createSudokuWorker();
after(() => worker.terminate());

// The options of each method, as the README and sudoku.d.ts name them: [method, name of the
// options in messages, the call with `options` as its options].
const METHODS = [
  ['solve', 'solve options', ['algorithm', 'limit', 'budget'], (api, options) => api.solve(tutorial, options)],
  ['solveFirst', 'solveFirst options', ['budget'], (api, options) => api.solveFirst(tutorial, options)],
  ['count', 'count options', ['algorithm', 'budget'], (api, options) => api.count(tutorial, 5, options)],
  ['trace', 'trace options', ['algorithm', 'from', 'maxSteps', 'cap'], (api, options) => api.trace(tutorial, options)],
  ['hint', 'hint options', ['progress', 'marks'], (api, options) => api.hint(tutorial, options)],
  [
    'generate',
    'generate options',
    ['level', 'rating', 'symmetry', 'minimal', 'seed', 'date', 'attempts'],
    (api, options) => api.generate(options),
  ],
];

// Misspellings a hand makes: two neighbouring letters swapped, one letter left out, one doubled,
// the wrong case. None of them is another option's name.
function misspellings(name) {
  const swap = [...name].findIndex((letter, index) => index > 0 && letter !== name[index + 1]);
  return [
    name.slice(0, swap) + name[swap + 1] + name[swap] + name.slice(swap + 2),
    name.slice(0, -1),
    name.slice(0, 2) + name[1] + name.slice(2),
    name.toUpperCase(),
  ];
}

test('the misspellings are misspellings', () => {
  const names = METHODS.flatMap(([, , fields]) => fields);
  for (const name of names) {
    for (const typo of misspellings(name)) assert.ok(!names.includes(typo), `${typo} is a name`);
  }
});

test("each method's every option, misspelt, is malformed, naming it and the option meant", async () => {
  for (const [method, what, fields, call] of METHODS) {
    for (const name of fields) {
      for (const typo of misspellings(name)) {
        const message = `${what}: unknown option '${typo}'; did you mean '${name}'?`;
        const direct = call(sudoku, {[typo]: 1});
        assert.equal(direct.status, 'malformed', `${method} ${typo}`);
        assert.equal(direct.message, message);
        const remote = await call(worker, {[typo]: 1});
        assert.equal(remote.status, 'malformed', `worker ${method} ${typo}`);
        assert.equal(remote.message, message);
      }
    }
  }
});

test("the issue's misspellings: hint's progress, generate's level, solve's limit", async () => {
  for (const api of [sudoku, worker]) {
    const hint = await api.hint(tutorial, {prgress: tutorial});
    assert.equal(hint.message, "hint options: unknown option 'prgress'; did you mean 'progress'?");
    assert.equal(hint.step, null);
    const generated = await api.generate({levle: 'hard'});
    assert.equal(generated.message, "generate options: unknown option 'levle'; did you mean 'level'?");
    assert.equal(generated.puzzle, null);
    assert.equal((await api.solve(tutorial, {limt: 2})).status, 'malformed');
  }
});

test('a name far from any option lists the options; several unknown names are all named', async () => {
  for (const api of [sudoku, worker]) {
    assert.equal(
      (await api.solve(tutorial, {speed: 'max'})).message,
      "solve options: unknown option 'speed'; the options are algorithm, limit, budget",
    );
    assert.equal(
      (await api.solve(tutorial, {limt: 3, speed: 1})).message,
      "solve options: unknown options 'limt' (did you mean 'limit'?), 'speed'; the options are algorithm, limit, budget",
    );
  }
});

test('methods without options take none; in the worker, their controls only', async () => {
  const methods = [
    ['validate', 'status'],
    ['rate', 'status'],
    ['canonical', 'status'],
  ];
  for (const [method] of methods) {
    const message = `${method} options: unknown option 'timeotMs'; did you mean 'timeoutMs'?`;
    const direct = sudoku[method](tutorial, {timeotMs: 5});
    assert.equal(direct.status, 'malformed', method);
    assert.equal(direct.message, message);
    const remote = await worker[method](tutorial, {timeotMs: 5});
    assert.equal(remote.message, message);
    assert.equal((await worker[method](tutorial, {timeoutMs: 60000})).status === 'malformed', false, method);
    assert.equal(
      sudoku[method](tutorial, {other: 1}).message,
      `${method} options: unknown option 'other'; it takes no options`,
    );
  }
});

test('explain takes one option, teach, true or false; anything else is named', async () => {
  for (const api of [sudoku, worker]) {
    assert.equal(
      (await api.explain(tutorial, {teech: true})).message,
      "explain options: unknown option 'teech'; did you mean 'teach'?",
    );
    assert.equal(
      (await api.explain(tutorial, {other: 1})).message,
      "explain options: unknown option 'other'; the options are teach",
    );
    const bad = await api.explain(tutorial, {teach: 'yes'});
    assert.equal(bad.status, 'malformed');
    assert.equal(bad.message, 'teach: expected true or false, not "yes"');
    assert.deepEqual(bad.steps, []);
    assert.equal((await api.explain(tutorial, {teach: false})).status, 'unique');
  }
  assert.equal((await worker.explain(tutorial, {teach: true, timeoutMs: 60000})).status, 'unique');
});

test("the worker's controls, misspelt, are named; given to the module, they are the worker's", async () => {
  for (const control of ['signal', 'timeoutMs']) {
    for (const typo of misspellings(control)) {
      const remote = await worker.solve(tutorial, {[typo]: 1});
      assert.equal(remote.message, `solve options: unknown option '${typo}'; did you mean '${control}'?`);
    }
    assert.equal(
      sudoku.solve(tutorial, {[control]: null}).message,
      `solve options: unknown option '${control}'; signal and timeoutMs are options of a worker's calls (createSudokuWorker)`,
    );
  }
});

test('the loaders and rateAll reject a misspelt option with a TypeError naming it', async () => {
  await assert.rejects(createSudoku({locatefile: () => 'x'}), {
    name: 'TypeError',
    message: "createSudoku options: unknown option 'locatefile'; did you mean 'locateFile'?",
  });
  await assert.rejects(createSudoku({wasmBinay: new Uint8Array(0)}), {
    message: "createSudoku options: unknown option 'wasmBinay'; did you mean 'wasmBinary'?",
  });
  const misnamed = createSudokuWorker({wasmURL: '/x.wasm'});
  await assert.rejects(misnamed.solve(tutorial), {
    name: 'TypeError',
    message: "sudoku worker: createSudokuWorker options: unknown option 'wasmURL'; did you mean 'wasmUrl'?",
  });
  for (const [typo, name] of [
    ['worker', 'workers'],
    ['signl', 'signal'],
    ['timeoutms', 'timeoutMs'],
    ['onprogres', 'onProgress'],
    ['wasmurl', 'wasmUrl'],
  ]) {
    await assert.rejects(rateAll([tutorial], {[typo]: 1}), {
      name: 'TypeError',
      message: `sudoku worker: rateAll options: unknown option '${typo}'; did you mean '${name}'?`,
    });
  }
});
