// `sudoku scan`: one line per image (the puzzle, then the status), --json, bad files and exit
// codes. Run by CTest, which passes the binary's path in SUDOKU_CLI.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';

const cli = process.env.SUDOKU_CLI;
assert.ok(cli, 'SUDOKU_CLI must name the sudoku binary');
const data = join(import.meta.dirname, '..', 'data', 'scan');
const empty = '.'.repeat(81);

function run(args) {
  const result = spawnSync(cli, ['scan', ...args], {encoding: 'utf8'});
  return {code: result.status, err: result.stderr, lines: result.stdout.split('\n').slice(0, -1)};
}

function tempFile(name, bytes) {
  const path = join(mkdtempSync(join(tmpdir(), 'sudoku-scan-')), name);
  writeFileSync(path, bytes);
  return path;
}

// The puzzles of tests/data/scan/synthetic.txt, by file name.
const synthetic = new Map(
  readFileSync(join(data, 'synthetic.txt'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.split(' ')),
);

// A PNG of only a signature and a header that declares width x height pixels.
function pngHeader(width, height) {
  const table = Array.from({length: 256}, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; ++k) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = table[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const body = Buffer.alloc(17);
  body.write('IHDR', 0, 'latin1');
  body.writeUInt32BE(width, 4);
  body.writeUInt32BE(height, 8);
  body.set([8, 6, 0, 0, 0], 12);
  const chunk = Buffer.alloc(25);
  chunk.writeUInt32BE(13, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc(body), 21);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk]);
}

test('scan prints the puzzle and ok for each image, in order, and exits 0', () => {
  const names = ['synthetic-FreeSans.jpg', 'synthetic-FreeSerif-dark.jpg'];
  const {code, lines} = run(names.map((name) => join(data, name)));
  assert.deepEqual(
    lines,
    names.map((name) => `${synthetic.get(name)} ok`),
  );
  assert.equal(code, 0);
});

test('scan --json adds the corners and each cell digit and confidence', () => {
  const {code, lines} = run(['--json', join(data, 'synthetic-FreeMono.jpg')]);
  assert.equal(code, 0);
  const result = JSON.parse(lines[0]);
  assert.equal(result.status, 'ok');
  assert.equal(result.message, '');
  assert.equal(result.puzzle, synthetic.get('synthetic-FreeMono.jpg'));
  assert.equal(result.corners.length, 4);
  for (const corner of result.corners) assert.equal(corner.length, 2);
  assert.deepEqual(result.digits.map((digit) => (digit ? String(digit) : '.')).join(''), result.puzzle);
  assert.equal(result.confidences.length, 81);
  assert.ok(result.confidences.every((p) => p >= 0 && p <= 1));
});

test('scan gives a clear status for what it cannot read, and exits 1', () => {
  const cases = [
    [tempFile('notes.png', 'not an image'), 'bad-image: not a JPEG or PNG image'],
    [tempFile('empty.jpg', ''), 'bad-image: not a JPEG or PNG image'],
    [
      tempFile('big.png', pngHeader(9000, 9000)),
      'bad-image: the image is too large (9000x9000; at most 8192x8192 pixels)',
    ],
    [
      tempFile('huge.png', pngHeader(20000, 20000)),
      'bad-image: the image is too large (20000x20000; at most 8192x8192 pixels)',
    ],
    [join(data, 'blank-grid.jpg'), 'invalid: only 0 digits read; a Sudoku has at least 17'],
  ];
  for (const [path, status] of cases) {
    const {code, lines} = run([path]);
    assert.deepEqual(lines, [`${empty} ${status}`], path);
    assert.equal(code, 1);
  }
  const clash = run([join(data, 'clash.jpg')]);
  assert.match(clash.lines[0], /^4\.\.\.4.{76} invalid: r1c1 and r1c5 are both 4 \(row 1\)/);
  assert.equal(clash.code, 1);
});

test('scan exits 2 for a file it cannot open', () => {
  const {code, err} = run(['/nonexistent/photo.jpg']);
  assert.equal(code, 2);
  assert.match(err, /cannot read \/nonexistent\/photo.jpg/);
});
