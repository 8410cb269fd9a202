// The wire format's one definition (web/module/wire-format.mjs) against what is made from it and
// what answers in it: the generated files must be what scripts/wire.mjs makes now, and every
// answer of the shipped modules (rate, explain, hint, generate, canonical, certify, scan, bad input
// included) and of the CLI's --json (dist/bin/sudoku) must have exactly the definition's keys, in
// its order, with values of its types (scan.test.mjs checks the scans of images with a grid). A key added to the writer, the client or the definition
// alone fails here.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {checkValue, generatedFiles} from '../../scripts/wire.mjs';
import {TYPES} from '../../web/module/wire-format.mjs';
import {packageDir, root, tutorial, tutorialSolution} from './corpus.mjs';

const {createSudoku} = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);
const sudoku = await createSudoku({preload: ['logic']});
const cli = process.env.SUDOKU_CLI ?? join(root, 'dist/bin/sudoku');

const clash = `..5...5${'.'.repeat(74)}`;
// Two solutions (tests/data/corpus.txt).
const multiple = '...578.9.6....2.741..6..3.292..5.8..4.....7...38..9.1....8.6....74.2...35.613.42.';
// The tutorial with r1c2 filled wrongly (its digit is 1): a mistake to point out.
const wrongEntry = `37${tutorial.slice(2)}`;
// Marks that leave r1c2's digit out.
const missingMarks = `7${',7'.repeat(80)}`;

// What each check below asks of a set of answers: each fits `type`, and between them they show
// every value of `cover` (so that no branch of the writer goes unchecked).
function checkAnswers(type, view, answers, cover = {}) {
  for (const [i, answer] of answers.entries()) {
    assert.deepEqual(checkValue(type, answer, view, `${type} #${i}`), []);
  }
  for (const [key, values] of Object.entries(cover)) {
    const seen = new Set(answers.map((answer) => key.split('.').reduce((value, part) => value?.[part], answer)));
    for (const value of values) assert.ok(seen.has(value), `no ${type} with ${key} ${value}`);
  }
}

test('the generated files are what scripts/wire.mjs makes of the definition now', () => {
  for (const [path, text] of Object.entries(generatedFiles())) {
    assert.equal(readFileSync(join(root, path), 'utf8'), text, `${path} is out of date: run node scripts/wire.mjs`);
  }
});

test("the definition's levels and symmetries are the library's (kLevels, kSymmetryNames)", async () => {
  // boundary() of the build under test, as scripts/assemble.mjs wrote it for the client.
  const {BOUNDARY} = await import(pathToFileURL(join(root, 'build/wasm/web/module/boundary.js')).href);
  assert.deepEqual(
    TYPES.Level.values,
    BOUNDARY.levels.map((level) => level.name),
  );
  assert.deepEqual(Object.keys(TYPES.Symmetry.values), BOUNDARY.symmetries);
});

test('checkValue finds a key too many, a key missing, one out of order, and a value of another type', () => {
  const hint = sudoku.hint(tutorial);
  assert.deepEqual(checkValue('HintResult', hint, 'js'), []);
  const {step, ...withoutStep} = hint;
  for (const wrong of [
    {...hint, extra: 1},
    withoutStep,
    {step, ...withoutStep},
    {...hint, kind: 'hint'},
    {...hint, step: {...step, cells: [{cell: 0, digit: 1}]}},
  ]) {
    assert.equal(checkValue('HintResult', wrong, 'js').length, 1, JSON.stringify(wrong));
  }
  // The JSON has the rating's puzzle, which the JS result leaves out.
  const rating = sudoku.rate(tutorial);
  assert.deepEqual(checkValue('RateResult', rating, 'js'), []);
  assert.equal(checkValue('RateResult', rating, 'json').length, 1);
});

test("the module's rate and explain answer in the definition's keys, rated or not, bad input too", () => {
  const rates = [tutorial, multiple, clash, 'x', 42].map((puzzle) => sudoku.rate(puzzle));
  checkAnswers('RateResult', 'js', rates, {
    status: ['unique', 'multiple', 'invalid', 'malformed'],
    rated: [true, false],
  });
  const explained = [
    sudoku.explain(tutorial),
    sudoku.explain(tutorial, {teach: true}),
    sudoku.explain('x'),
    sudoku.explain(tutorial, {teach: 'yes'}),
  ];
  checkAnswers('ExplainResult', 'js', explained, {status: ['unique', 'malformed'], 'steps.0.ladder': ['hint']});
});

test("the module's hint, generate, canonical and certify answer in the definition's keys", () => {
  const hints = [
    sudoku.hint(tutorial),
    sudoku.hint(tutorial, {progress: wrongEntry}),
    sudoku.hint(tutorial, {marks: missingMarks}),
    sudoku.hint(tutorial, {progress: tutorialSolution}),
    sudoku.hint(clash),
    sudoku.hint(tutorial, {prgress: ''}),
  ];
  checkAnswers('HintResult', 'js', hints, {
    kind: ['step', 'mistake', 'solved'],
    mistake: ['wrongEntry', 'missingCandidate'],
    status: ['invalid', 'malformed'],
  });
  const generated = [
    sudoku.generate({seed: '1', level: 'easy'}),
    sudoku.generate({seed: '1', rating: '11.0-', attempts: 1}),
    sudoku.generate({level: 'simple'}),
  ];
  checkAnswers('GenerateResult', 'js', generated, {status: ['unique', 'aborted', 'malformed']});
  const forms = [tutorial, clash, 'x', 42].map((puzzle) => sudoku.canonical(puzzle));
  checkAnswers('CanonicalResult', 'js', forms, {status: [null, 'invalid', 'malformed']});
  const certificates = [
    sudoku.certify(tutorial),
    sudoku.certify(multiple),
    sudoku.certify(clash),
    sudoku.certify('x'),
    sudoku.certify(tutorial, {limit: -1}),
  ];
  checkAnswers('Certificate', 'js', certificates, {status: ['unique', 'multiple', 'invalid', 'malformed']});
});

test("the CLI's --json answers in the definition's keys, the JSON's own included", () => {
  // One JSON object a line for each of `puzzles`, given one a line (hint: as arguments).
  const run = (args, puzzles) => {
    const [command] = args;
    const input = command === 'hint' ? '' : `${puzzles.join('\n')}\n`;
    const {stdout, stderr, error} = spawnSync(cli, command === 'hint' ? [...args, ...puzzles] : args, {
      input,
      encoding: 'utf8',
    });
    assert.equal(error, undefined, `cannot run ${cli}`);
    const lines = stdout.split('\n').filter(Boolean);
    assert.equal(lines.length, puzzles.length, `${args.join(' ')}: ${stderr}`);
    return lines.map((line) => JSON.parse(line));
  };
  const puzzles = [tutorial, multiple, clash, 'x'];
  const explained = [...run(['explain', '--json'], puzzles), ...run(['explain', '--json', '--teach'], [tutorial])];
  checkAnswers('ExplainResult', 'json', explained, {
    status: ['unique', 'multiple', 'invalid', 'malformed'],
    'steps.0.ladder': ['hint'],
  });
  const hints = [
    ...run(['hint', '--json'], [tutorial, clash]),
    ...run(['hint', '--json', '--progress', wrongEntry], [tutorial]),
  ];
  checkAnswers('HintResult', 'json', hints, {kind: ['step', 'mistake']});
  checkAnswers('CanonicalResult', 'json', run(['canon', '--json'], puzzles), {status: [null, 'invalid', 'malformed']});
  checkAnswers('Certificate', 'json', run(['certify', '--json'], puzzles), {
    status: ['unique', 'multiple', 'invalid', 'malformed'],
  });
});

test("the scanner's answers, the module's and the CLI's --json, are in the definition's keys", async () => {
  const white = {width: 64, height: 64, data: new Uint8Array(64 * 64 * 4).fill(255)};
  const scans = [await sudoku.scan(white), await sudoku.scan(42), await sudoku.scan(white, {x: 1})];
  checkAnswers('ScanResult', 'js', scans, {status: ['no-grid', 'bad-image']});
  const data = join(root, 'tests/data/scan');
  const {stdout} = spawnSync(
    cli,
    ['scan', '--json', join(data, 'synthetic-FreeSans.jpg'), join(data, 'clash.jpg'), join(root, 'README.md')],
    {encoding: 'utf8'},
  );
  const lines = stdout.trim().split('\n');
  assert.equal(lines.length, 3, stdout);
  const answers = lines.map((line) => JSON.parse(line));
  checkAnswers('ScanResult', 'json', answers, {status: ['ok', 'invalid', 'bad-image']});
  assert.deepEqual(
    answers.map((answer) => answer.image.split('/').at(-1)),
    ['synthetic-FreeSans.jpg', 'clash.jpg', 'README.md'],
  );
});
