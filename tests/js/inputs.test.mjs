// Hostile input to every entry point of the shipped ES module build: numbers the module cannot
// take as they are, values of every kind where a puzzle or options go, and values that throw
// when read. No function throws; each answers in its documented shape (README: errors are
// results), and the worker's calls reject only as sudoku.d.ts says.
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {keysOf} from '../../scripts/wire.mjs';
import {packageDir, tutorial} from './corpus.mjs';

const {createSudoku, createSudokuWorker, decodeStep} = await import(
  pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href
);
const sudoku = await createSudoku({preload: ['logic']});

// Values that throw when read: every Proxy trap, a getter, a revoked Proxy, conversions.
const boom = () => {
  throw new Error('boom');
};
const trap = new Proxy({}, {get: boom, has: boom, ownKeys: boom, getOwnPropertyDescriptor: boom, getPrototypeOf: boom});
const arrayTrap = new Proxy(Array(81).fill(0), {get: boom});
const revoked = (() => {
  const {proxy, revoke} = Proxy.revocable([], {});
  revoke();
  return proxy;
})();
const getter = (name) => Object.defineProperty({}, name, {get: boom, enumerable: true});
const cellGetter = Object.defineProperty(Array(81).fill(0), 40, {get: boom});
const unconvertible = {toString: boom, valueOf: boom, [Symbol.toPrimitive]: boom};
const unIterable = Object.assign([1, 2], {[Symbol.iterator]: boom});

// Not a puzzle, whatever reads it (null, undefined and blank text are "no progress" to hint()).
const badPuzzles = [
  null,
  undefined,
  0,
  -1,
  NaN,
  Infinity,
  2 ** 64,
  5n,
  true,
  Symbol('puzzle'),
  () => tutorial,
  '',
  ' ',
  '\0'.repeat(81),
  '\uD800'.repeat(81),
  '٣'.repeat(81),
  'é'.repeat(81),
  '𝟙'.repeat(81),
  '.'.repeat(80),
  '.'.repeat(82),
  'x'.repeat(10_000_000),
  new String(tutorial),
  {},
  [],
  [1, 2],
  Array(81),
  Array(81).fill(Symbol('cell')),
  Array(81).fill(5n),
  Array(81).fill('5'),
  Array(81).fill(null),
  new Float64Array(81).fill(NaN),
  new DataView(new ArrayBuffer(81)),
  new Uint8Array(80),
  {length: 81},
  new Date(),
  new Map(),
  Object.create(null),
  unconvertible,
  trap,
  arrayTrap,
  revoked,
  cellGetter,
];
// Not an options object.
const badOptions = [null, 0, NaN, 'limit', Symbol('options'), 5n, true, () => ({}), [], [2], revoked];
// Not a count, limit, budget or step number.
const badNumbers = [
  NaN,
  Infinity,
  -Infinity,
  -1,
  -0.5,
  0.5,
  2 ** 53,
  2 ** 64,
  1e300,
  Number.MAX_VALUE,
  '5',
  5n,
  null,
  true,
  {},
  [],
  Symbol('n'),
  unconvertible,
  trap,
];

const shapes = {
  solve: ['status', 'solution', 'count', 'complete', 'message', 'conflicts', 'stats'],
  solveFirst: ['found', 'solution', 'status', 'message', 'conflicts', 'stats'],
  validate: ['valid', 'status', 'message', 'conflicts', 'puzzle'],
  trace: ['status', 'message', 'conflicts', 'from', 'steps', 'position', 'finished', 'found', 'grid', 'stats'],
  // The logic's results: the wire format's definition (web/module/wire-format.mjs).
  rate: keysOf('RateResult'),
  explain: keysOf('ExplainResult'),
  hint: keysOf('HintResult'),
  generate: keysOf('GenerateResult'),
  canonical: keysOf('CanonicalResult'),
};
shapes.count = shapes.solve;

// A label for a value in a failure message (String() throws on some).
function label(value) {
  try {
    return typeof value === 'string' ? JSON.stringify(value.slice(0, 30)) : String(value).slice(0, 30);
  } catch {
    return typeof value;
  }
}

// `call` must return, not throw, the documented shape with status 'malformed' and a message.
function assertMalformed(method, call, what) {
  let result;
  assert.doesNotThrow(() => {
    result = call();
  }, what);
  assert.deepEqual(Object.keys(result), shapes[method], what);
  assert.equal(result.status, 'malformed', what);
  assert.equal(typeof result.message, 'string', what);
  assert.ok(result.message.length > 0, what);
  return result;
}

// The message a bad number gets: the option, what it takes, and the value as the module shows it.
function numberMessage(name, value, range = 'from 0 to 2^53 - 1') {
  const shown =
    typeof value === 'string'
      ? JSON.stringify(value)
      : value === null
        ? 'null'
        : typeof value === 'object'
          ? 'object'
          : String(value);
  return `${name}: expected a whole number ${range}, not ${shown}`;
}

describe('the module', () => {
  test('every function answers a bad puzzle with status malformed, never a throw', () => {
    for (const puzzle of badPuzzles) {
      const what = `puzzle ${label(puzzle)}`;
      for (const method of [
        'solve',
        'solveFirst',
        'count',
        'validate',
        'trace',
        'rate',
        'explain',
        'hint',
        'canonical',
      ]) {
        assertMalformed(method, () => sudoku[method](puzzle), `${method}: ${what}`);
      }
      if (puzzle !== null && puzzle !== undefined && !(typeof puzzle === 'string' && puzzle.trim() === '')) {
        assertMalformed('hint', () => sudoku.hint(tutorial, {progress: puzzle}), `hint progress: ${what}`);
      }
    }
  });

  test('a value that throws when read is malformed, with what it threw', () => {
    assert.equal(sudoku.solve(arrayTrap).message, 'could not read the arguments: boom');
    assert.equal(sudoku.solve(tutorial, getter('limit')).message, 'could not read the arguments: boom');
    assert.match(sudoku.validate(revoked).message, /^could not read the arguments: .*revoked/);
  });

  test('bad options objects and bad values of every option are malformed, never a throw', () => {
    const calls = []; // [method, what, call]
    for (const options of badOptions) {
      const what = `options ${label(options)}`;
      calls.push(
        ['solve', what, () => sudoku.solve(tutorial, options)],
        ['solveFirst', what, () => sudoku.solveFirst(tutorial, options)],
        ['count', what, () => sudoku.count(tutorial, 10, options)],
        ['trace', what, () => sudoku.trace(tutorial, options)],
        ['hint', what, () => sudoku.hint(tutorial, options)],
        ['generate', what, () => sudoku.generate(options)],
      );
    }
    const fields = {
      solve: ['limit', 'budget', 'algorithm'],
      solveFirst: ['budget'],
      count: ['budget', 'algorithm'],
      trace: ['algorithm', 'from', 'maxSteps', 'cap'],
      hint: ['progress', 'marks'],
      generate: ['level', 'rating', 'symmetry', 'minimal', 'seed', 'date', 'attempts'],
    };
    const values = [Symbol('value'), 5n, trap, revoked, unconvertible, () => 1, getter('x'), -1, NaN, 2 ** 64];
    for (const [method, names] of Object.entries(fields)) {
      const run = (options) =>
        method === 'count'
          ? sudoku.count(tutorial, 10, options)
          : method === 'generate'
            ? sudoku.generate(options)
            : sudoku[method](tutorial, options);
      for (const name of names) {
        calls.push([method, `${name} throws when read`, () => run(getter(name))]);
        for (const value of values) {
          if (name === 'seed' && value === 5n) continue; // a seed, as a BigInt
          calls.push([method, `${name}: ${label(value)}`, () => run({[name]: value})]);
        }
      }
    }
    const badMarks = [
      Array(81).fill(unIterable),
      Array(81).fill([Symbol('digit')]),
      Array(81).fill(5n),
      arrayTrap,
      cellGetter,
    ];
    for (const marks of badMarks) calls.push(['hint', `marks ${label(marks)}`, () => sudoku.hint(tutorial, {marks})]);
    for (const limit of badNumbers) calls.push(['count', `limit ${label(limit)}`, () => sudoku.count(tutorial, limit)]);
    for (const [method, what, call] of calls) assertMalformed(method, call, `${method}: ${what}`);
  });

  test('limits, budgets and steps: whole numbers from 0 to 2^53 - 1; anything else names the option and value', () => {
    for (const value of badNumbers) {
      const cases = [
        ['solve', 'limit', () => sudoku.solve(tutorial, {limit: value})],
        ['solve', 'budget', () => sudoku.solve(tutorial, {budget: value})],
        ['count', 'limit', () => sudoku.count(tutorial, value)],
        ['count', 'budget', () => sudoku.count(tutorial, 10, {budget: value})],
        ['solveFirst', 'budget', () => sudoku.solveFirst(tutorial, {budget: value})],
        ['trace', 'from', () => sudoku.trace(tutorial, {from: value})],
        ['trace', 'maxSteps', () => sudoku.trace(tutorial, {maxSteps: value})],
        ['trace', 'cap', () => sudoku.trace(tutorial, {cap: value})],
      ];
      for (const [method, name, call] of cases) {
        const result = assertMalformed(method, call, `${method} ${name}: ${label(value)}`);
        assert.equal(result.message, numberMessage(name, value));
      }
      if (value !== null) {
        // generate(): attempts from 1 to 10^8 (0 is refused too)
        const made = assertMalformed('generate', () => sudoku.generate({attempts: value}), label(value));
        assert.equal(made.message, numberMessage('attempts', value, 'from 1 to 10^8'));
      }
    }
    assert.equal(sudoku.generate({attempts: 0}).message, numberMessage('attempts', 0, 'from 1 to 10^8'));
  });

  test('the documented edges: 2^53 - 1 is taken; limits below 2 count to 2; budget 0 is the default; chunks stop at 65,536', () => {
    const most = Number.MAX_SAFE_INTEGER;
    assert.equal(sudoku.solve(tutorial, {limit: most, budget: most}).status, 'unique');
    assert.equal(sudoku.solveFirst(tutorial, {budget: most}).found, true);
    for (const limit of [0, 1]) {
      const counted = sudoku.count('.'.repeat(81), limit);
      assert.deepEqual([counted.status, counted.count], ['multiple', 2]);
    }
    const hard = '98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6';
    assert.equal(sudoku.solve(hard, {budget: 2}).status, 'aborted');
    assert.equal(sudoku.solve(hard, {budget: 0}).status, 'unique');
    const seventeen = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';
    assert.equal(sudoku.trace(seventeen, {maxSteps: most}).steps.length, 65536);
    const far = sudoku.trace(tutorial, {from: most, cap: 100});
    assert.deepEqual([far.status, far.position, far.message], ['aborted', 100, 'gave up after 100 steps']);
  });

  test('decodeStep never throws: a value no trace gives decodes as 0', () => {
    const zero = {kind: 'find', safe: false, cell: 0, digit: 0, depth: 0};
    for (const code of [...badPuzzles, ...badNumbers, 7, 2 ** 22, -8, 8.5]) {
      let step;
      assert.doesNotThrow(() => {
        step = decodeStep(code);
      }, label(code));
      assert.deepEqual(step, zero, label(code));
    }
    assert.deepEqual(decodeStep(8 | (40 << 4) | (5 << 11) | (3 << 15) | 2), {
      kind: 'place',
      safe: true,
      cell: 40,
      digit: 5,
      depth: 3,
    });
  });

  test('createSudoku never throws: bad options reject with a TypeError naming them', async () => {
    const cases = [
      [
        5,
        /^createSudoku options: expected an object \{wasmUrl, logicWasmUrl, scanWasmUrl, preload, locateFile, wasmBinary\}, not 5$/,
      ],
      [{preload: 'logic'}, /^preload: expected an array of module names \('logic'\), not "logic"$/],
      [{wasmUrl: 5}, /^wasmUrl: expected a string, not 5$/],
      [
        {wasmUrl: '/a.wasm', locateFile: () => '/b.wasm'},
        /^createSudoku options: wasmUrl and locateFile: give one or the other$/,
      ],
      [null, /^createSudoku options: .*, not null$/],
      [[], /^createSudoku options: .*, not object$/],
      [Symbol('options'), /^createSudoku options: .*, not Symbol\(options\)$/],
      [{locateFile: 'sudoku-core.wasm'}, /^locateFile: expected a function, not "sudoku-core.wasm"$/],
      [{wasmBinary: [0, 97, 115, 109]}, /^wasmBinary: expected an ArrayBuffer or a typed array, not object$/],
      [getter('wasmBinary'), /^could not read the arguments: boom$/],
      [trap, /^could not read the arguments: boom$/],
      [revoked, /^could not read the arguments: /],
    ];
    for (const [options, message] of cases) {
      let loading;
      assert.doesNotThrow(() => {
        loading = createSudoku(options);
      }, label(options));
      await assert.rejects(loading, {name: 'TypeError', message}, label(options));
    }
    assert.equal((await createSudoku({locateFile: null, wasmBinary: null})).solve(tutorial).status, 'unique');
  });
});

describe('the worker', () => {
  const worker = createSudokuWorker();
  after(() => worker.terminate());

  test('what can be sent gets what the module answers; what cannot rejects, never throws', async () => {
    const sent = [
      ['solve', [null]],
      ['solve', [5n]],
      ['solve', [Array(81).fill(5n)]],
      ['solve', [tutorial, {limit: NaN}]],
      ['count', [tutorial, 2 ** 64]],
      ['solveFirst', [tutorial, {budget: -1}]],
      ['trace', [tutorial, {cap: Infinity}]],
      ['validate', [new Date()]],
      ['rate', [{}]],
      ['explain', [[1, 2]]],
      ['hint', [tutorial, {marks: 5n}]],
      ['generate', [{attempts: 2 ** 64}]],
      ['generate', [null]],
      ['canonical', [new Map()]],
      ['solve', [tutorial, null]],
    ];
    for (const [method, args] of sent) {
      assert.deepEqual(await worker[method](...args), sudoku[method](...args), `${method} ${args.map(label)}`);
    }
    const unsendable = [
      ['solve', [Symbol('puzzle')], 'DataCloneError'],
      ['rate', [() => tutorial], 'DataCloneError'],
      ['validate', [trap], 'DataCloneError'],
      ['solve', [tutorial, {budget: Symbol('budget')}], 'DataCloneError'],
      ['hint', [tutorial, {marks: arrayTrap}], 'DataCloneError'],
      ['generate', [{seed: () => 1}], 'DataCloneError'],
      ['canonical', [() => tutorial], 'DataCloneError'],
      ['solve', [tutorial, getter('limit')], 'Error'],
      ['solve', [cellGetter], 'Error'],
      ['count', [tutorial, 5, revoked], 'TypeError'],
    ];
    for (const [method, args, name] of unsendable) {
      let call;
      assert.doesNotThrow(() => {
        call = worker[method](...args);
      }, method);
      await assert.rejects(call, {name}, `${method} ${args.map(label)}`);
    }
    assert.equal((await worker.solve(tutorial)).status, 'unique');
  });

  test('bad createSudokuWorker options reject each call with a TypeError naming them', async () => {
    const cases = [
      [{wasmUrl: 5}, /^sudoku worker: wasmUrl: expected a string, not 5$/],
      [
        null,
        /^sudoku worker: createSudokuWorker options: expected an object \{wasmUrl, logicWasmUrl, scanWasmUrl, preload, workerUrl\}, not null$/,
      ],
      ['url', /^sudoku worker: createSudokuWorker options: .*, not "url"$/],
      [getter('wasmUrl'), /^sudoku worker: could not read the arguments: boom$/],
    ];
    for (const [options, message] of cases) {
      let broken;
      assert.doesNotThrow(() => {
        broken = createSudokuWorker(options);
      }, label(options));
      try {
        await assert.rejects(broken.solve(tutorial), {name: 'TypeError', message});
      } finally {
        assert.doesNotThrow(() => broken.terminate());
      }
    }
  });
});
