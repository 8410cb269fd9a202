// `sudoku scan`: one line per image (the puzzle, then the status), --json, --times, bad files
// (each within bounded time and memory) and exit codes. Run by CTest, which passes the binary's
// path in SUDOKU_CLI (and SUDOKU_SANITIZED).
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {test} from 'node:test';
import {deflateSync} from 'node:zlib';

const cli = process.env.SUDOKU_CLI;
assert.ok(cli, 'SUDOKU_CLI must name the sudoku binary');
const data = join(import.meta.dirname, '..', 'data', 'scan');
const empty = '.'.repeat(81);

// A sanitized build reserves terabytes of address space: no limit on it there.
const sanitized = process.env.SUDOKU_SANITIZED === '1';

/**
 * `sudoku scan ARGS`, within 20 s, and with `memoryMB` given, within that much address space
 * (prlimit --as): a scan that decoded a huge image, or looped, fails here instead of passing.
 */
function run(args, {memoryMB = 0} = {}) {
  const [command, prefix] = memoryMB && !sanitized ? ['prlimit', [`--as=${memoryMB * 1024 * 1024}`, cli]] : [cli, []];
  const result = spawnSync(command, [...prefix, 'scan', ...args], {encoding: 'utf8', timeout: 20000});
  assert.equal(result.error, undefined, `sudoku scan ${args.join(' ')}: ${result.error}`);
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

const crcTable = Array.from({length: 256}, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; ++k) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

// A PNG chunk: its length, type, data and CRC.
function pngChunk(type, data) {
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write(type, 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  return chunk;
}

// A PNG of only a signature and a header that declares width x height RGBA pixels.
function pngHeader(width, height) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header)]);
}

// A whole PNG of width x height grey pixels, each `level`.
function greyPng(width, height, level) {
  const header = pngHeader(width, height).subarray(0, 33);
  header[24] = 8; // bit depth
  header[25] = 0; // grey
  header.writeUInt32BE(crc32(header.subarray(12, 29)), 29);
  const rows = Buffer.alloc((width + 1) * height, level);
  for (let y = 0; y < height; ++y) rows[y * (width + 1)] = 0; // each row's filter: none
  return Buffer.concat([header, pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

// The start of a baseline JPEG whose frame declares width x height pixels: its markers up to
// the frame header, no image data.
function jpegHeader(width, height) {
  const frame = Buffer.from([0xff, 0xc0, 0, 11, 8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), frame]);
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
    [tempFile('notes.jpg', 'a text file named as a photo\n'), 'bad-image: not a JPEG or PNG image'],
    [tempFile('empty.jpg', ''), 'bad-image: not a JPEG or PNG image'],
    [tempFile('dot.png', greyPng(1, 1, 0)), 'no-grid: no Sudoku grid found'],
    [tempFile('blank.png', greyPng(640, 480, 230)), 'no-grid: no Sudoku grid found'],
    [
      tempFile('huge.jpg', jpegHeader(20000, 20000)),
      'bad-image: the image is too large (20000x20000; at most 8192x8192 pixels)',
    ],
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
    // 20000x20000 RGBA would be 1.6 GB: refused from the header, the run fits in 200 MB.
    const {code, lines} = run([path], {memoryMB: 200});
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

test('scan --times appends the µs of decoding, of each step and of the CPU', () => {
  const names = ['synthetic-FreeSans.jpg', 'clash.jpg'];
  const {code, lines} = run(['--times', ...names.map((name) => join(data, name))]);
  assert.equal(code, 1);
  assert.equal(lines.length, 2);
  for (const [i, line] of lines.entries()) {
    const [read, times] = line.split('\t');
    assert.match(read, i === 0 ? /^[1-9.]{81} ok$/ : /^[1-9.]{81} invalid: /);
    // decode, picture, grid, warp, cells, read, check, the scan's CPU: whole µs, the grid's
    // search taking some.
    const steps = times.split(' ').map(Number);
    assert.equal(steps.length, 8, line);
    assert.ok(
      steps.every((step) => Number.isInteger(step) && step >= 0),
      line,
    );
    assert.ok(steps[0] > 0 && steps[2] > 0 && steps[7] > 0, line);
  }
  // An image that is no image takes no step.
  const none = run(['--times', tempFile('notes.jpg', 'text')]);
  assert.match(none.lines[0], /bad-image: not a JPEG or PNG image\t\d+ 0 0 0 0 0 0 0$/);
  assert.notEqual(run(['--times', '--json', join(data, names[0])]).code, 0, '--times and --json together');
});
