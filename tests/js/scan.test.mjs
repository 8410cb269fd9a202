// scan() on the module and the worker (issue 43): the images of tests/data/scan, decoded here, are
// read as the CLI reads them (`sudoku scan --json`, which decodes with stb_image: the same
// puzzle and status, corners within a few pixels), and bad input of every kind is answered with
// 'bad-image' and a message saying why. JPEG is decoded with jpeg-js, which playwright-core (the
// browser tests' driver) bundles: no package of its own for a test.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {checkValue} from '../../scripts/wire.mjs';
import {packageDir, root} from './corpus.mjs';
import {decodedJpeg} from './scan-images.mjs';

const {createSudoku, createSudokuWorker} = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);
const sudoku = await createSudoku();
const cli = process.env.SUDOKU_CLI ?? join(root, 'dist/bin/sudoku');
const data = join(root, 'tests/data/scan');

// Each test image with the puzzle it shows (synthetic.txt, photos.txt, and page.txt: our page's
// screenshots, light and dark, with and without notes).
const expected = ['synthetic.txt', 'photos.txt', 'page.txt'].flatMap((list) =>
  readFileSync(join(data, list), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' ')),
);

/** `sudoku scan --json` of the images, by name. */
function cliAnswers(names) {
  const {stdout, error} = spawnSync(cli, ['scan', '--json', ...names.map((name) => join(data, name))], {
    encoding: 'utf8',
  });
  assert.equal(error, undefined, `cannot run ${cli}`);
  const lines = stdout.trim().split('\n');
  assert.equal(lines.length, names.length);
  return lines.map((line) => JSON.parse(line));
}

test('scan reads each test image as the CLI does: its puzzle, status, digits and corners', async () => {
  const names = expected.map(([name]) => name);
  const answers = cliAnswers(names);
  for (const [i, [name, puzzle]] of expected.entries()) {
    const image = decodedJpeg(name);
    const result = await sudoku.scan(image);
    // The decoders differ by a level here and there: a pixel of the work size (1024 a side). On
    // our page's board, whose frame is a thick rounded border, the grid's candidate outlines
    // score within a few hundredths of each other, and that level here and there can choose
    // another, up to 10 pixels away (the same read): 2 % of the side there.
    const side = Math.max(image.width, image.height);
    const tolerance = name.startsWith('page/') ? side * 0.02 : Math.max(3, side / 1024);
    const fromCli = answers[i];
    assert.deepEqual(checkValue('ScanResult', result, 'js'), [], name);
    assert.equal(result.puzzle, puzzle, name);
    assert.equal(result.status, fromCli.status, name);
    assert.equal(result.status, /clash|blank/.test(name) ? 'invalid' : 'ok', name);
    assert.equal(result.message, fromCli.message, name);
    assert.deepEqual(result.digits, fromCli.digits, name);
    assert.equal(result.corners.length, 4, name);
    for (const [k, [x, y]] of result.corners.entries()) {
      const [cliX, cliY] = fromCli.corners[k];
      assert.ok(
        Math.hypot(x - cliX, y - cliY) < tolerance,
        `${name}: corner ${k} at ${x},${y}; the CLI's ${cliX},${cliY}`,
      );
    }
    assert.equal(result.confidences.length, 81);
    assert.ok(result.confidences.every((p) => p >= 0 && p <= 1));
  }
});

test('the worker scans too, ImageData-like pixels and a Buffer alike', async () => {
  const worker = createSudokuWorker();
  try {
    const [name, puzzle] = expected.find(([file]) => file.includes('sideways'));
    const image = decodedJpeg(name);
    const clamped = {...image, data: new Uint8ClampedArray(image.data)};
    const [first, second] = await Promise.all([
      worker.scan(clamped),
      worker.scan({...image, data: Buffer.from(image.data)}),
    ]);
    assert.equal(first.puzzle, puzzle);
    assert.deepEqual(second, first);
    assert.deepEqual(await sudoku.scan(image), first);
    const bad = await worker.scan(42, {timeoutMs: 10000});
    assert.equal(bad.status, 'bad-image');
    const misspelt = await worker.scan(image, {timeotMs: 5});
    assert.equal(misspelt.message, "scan options: unknown option 'timeotMs'; did you mean 'timeoutMs'?");
  } finally {
    worker.terminate();
  }
});

test('bad input is bad-image with a message saying why, never a throw', async () => {
  const pixels = (width, height) => new Uint8Array(4 * width * height);
  const throwing = {
    height: 1,
    data: pixels(1, 1),
    get width() {
      throw new Error('no width');
    },
  };
  const cases = [
    [
      42,
      /^scan: expected ImageData, an ImageBitmap, a Blob or File, or \{width, height, data\} \(RGBA bytes\), not 42$/,
    ],
    [null, /not null$/],
    ['photo.jpg', /not "photo.jpg"$/],
    [{width: 0, height: 1, data: pixels(0, 1)}, /^scan: width: expected a whole number of pixels, 1 or more, not 0$/],
    [
      {width: 2.5, height: 1, data: pixels(1, 1)},
      /^scan: width: expected a whole number of pixels, 1 or more, not 2.5$/,
    ],
    [
      {width: 2, height: '2', data: pixels(2, 2)},
      /^scan: height: expected a whole number of pixels, 1 or more, not "2"$/,
    ],
    [{width: 2, height: 2, data: new Uint8Array(15)}, /^scan: data has 15 bytes; 2x2 RGBA pixels are 16$/],
    [{width: 1, height: 1, data: new Uint8Array(0)}, /^scan: data has 0 bytes; 1x1 RGBA pixels are 4$/],
    [new Blob([]), /^scan: this platform decodes no image files/],
    [{width: 1, height: 1, data: [255, 255, 255, 255]}, /^scan: data: expected a Uint8Array or Uint8ClampedArray/],
    [{width: 1, height: 1, data: new Float32Array(4)}, /^scan: data: expected a Uint8Array/],
    [
      {width: 20000, height: 20000, data: pixels(1, 1)},
      /^scan: the image is too large \(20000x20000; at most 8192x8192 pixels\)$/,
    ],
    [new Blob(['not an image']), /^scan: this platform decodes no image files \(no createImageBitmap, as in Node\)/],
    [throwing, /^scan: could not read the image: no width$/],
  ];
  for (const [image, message] of cases) {
    const result = await sudoku.scan(image);
    assert.equal(result.status, 'bad-image', String(message));
    assert.match(result.message, message);
    assert.deepEqual(
      {...result, message: ''},
      {status: 'bad-image', message: '', puzzle: '.'.repeat(81), corners: [], digits: [], confidences: []},
    );
  }
  const unknown = await sudoku.scan({width: 1, height: 1, data: pixels(1, 1)}, {sharpen: true});
  assert.equal(unknown.message, "scan options: unknown option 'sharpen'; it takes no options");
  assert.equal((await sudoku.scan({width: 1, height: 1, data: pixels(1, 1)}, 'fast')).status, 'bad-image');
});

test('an image with no grid, and one too small to hold one, are no-grid', async () => {
  const white = {width: 320, height: 240, data: new Uint8Array(320 * 240 * 4).fill(255)};
  const dot = {width: 1, height: 1, data: new Uint8Array([0, 0, 0, 255])};
  for (const image of [white, dot]) {
    assert.deepEqual(await sudoku.scan(image), {
      status: 'no-grid',
      message: 'no Sudoku grid found',
      puzzle: '.'.repeat(81),
      corners: [],
      digits: [],
      confidences: [],
    });
  }
});
