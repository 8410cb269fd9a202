// The scanner's figures (issue 43): the time of a scan natively (`sudoku scan --times`, decoding
// counted apart) and of scan() through the package's JS API in Node, on the same images, and
// what each step costs; and the scanner module's download size. Part of scripts/bench.sh, and
// runnable alone:
//
//   node scripts/bench/scan.mjs [--cli PATH] [--package DIR] [--photos DIR] [--repeats N] [--row FILE]
//
// Prints a markdown section; --row writes the line of the README's table of figures to FILE.
// The images: the newspaper photos (the 30 validation photos of ../shared/data/photos, or of
// --photos DIR, when present; else the 5 of tests/data/scan/photos), the drawn grids of tests/data/scan
// (synthetic-*.jpg) and our page's screenshots (tests/data/scan/page). Each time is the median of
// N rounds per image (after one untimed round), then the median over the images of a set;
// natively all rounds run in one process, the images in order round after round.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join, relative, resolve} from 'node:path';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';

const root = resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : args.splice(i, 2)[1];
};
const cli = resolve(option('--cli', join(root, 'build/native/solver/sudoku')));
const pkg = resolve(option('--package', join(root, 'dist/package')));
const repeats = Number(option('--repeats', '5'));
const rowFile = option('--row', '');
const photosDir = resolve(option('--photos', join(root, '../shared/data/photos')));
if (args.length || !(Number.isInteger(repeats) && repeats > 0)) {
  console.error(
    'usage: node scripts/bench/scan.mjs [--cli PATH] [--package DIR] [--photos DIR] [--repeats N] [--row FILE]',
  );
  process.exit(2);
}
// The targets of issue 43.
const TARGET = {nativeMs: 100, wasmMs: 300, sizeKB: 150};

// ---- The images -------------------------------------------------------------------------------
const data = join(root, 'tests/data/scan');
const jpegs = (dir, keep = () => true) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.jpg') && keep(name))
    .sort()
    .map((name) => join(dir, name));
const sharedPhotos = existsSync(photosDir) ? jpegs(photosDir, (name) => Number(name.match(/\d+/)?.[0]) % 5 === 0) : [];
const sets = [
  {
    name: 'photos',
    label: sharedPhotos.length
      ? `newspaper photos (the ${sharedPhotos.length} validation photos of ${relative(root, photosDir)})`
      : 'newspaper photos (tests/data/scan/photos)',
    files: sharedPhotos.length ? sharedPhotos : jpegs(join(data, 'photos')),
  },
  {
    name: 'synthetic',
    label: 'drawn grids (tests/data/scan/synthetic-*.jpg)',
    files: jpegs(data, (name) => name.startsWith('synthetic-')),
  },
  {name: 'page', label: "our page's screenshots (tests/data/scan/page)", files: jpegs(join(data, 'page'))},
];
const images = sets.flatMap((set) => set.files);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const n = sorted.length;
  return n === 0 ? 0 : n % 2 ? sorted[(n - 1) / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
};

// ---- Native: sudoku scan --times ----------------------------------------------------------------
// Its columns after the tab: decode, then each step of scan() (sudoku::ScanSteps), in µs.
const STEPS = ['picture', 'grid', 'warp', 'cells', 'read', 'check'];
const STEP_NAMES = {
  picture: 'grey, averaged down to 1024 a side',
  grid: 'find the grid (thresholds, outlines, scores; light on dark tried second)',
  warp: 'undo the perspective',
  cells: 'cut the 81 cells, empty or marked',
  read: 'read the marked cells (four turns, then upright)',
  check: 'check the read for clashes',
};
const run = spawnSync(cli, ['scan', '--times', ...Array.from({length: repeats + 1}, () => images).flat()], {
  encoding: 'utf8',
  maxBuffer: 64 << 20,
});
if (run.error || run.status === 2) throw new Error(`scan.mjs: ${cli} scan --times failed: ${run.error ?? run.stderr}`);
const lines = run.stdout.trim().split('\n');
if (lines.length !== images.length * (repeats + 1)) throw new Error(`scan.mjs: ${cli} printed ${lines.length} lines`);
// native[image] = {answer, decode: [µs per round], picture: [...], ..., scan: [wall], cpu: [...]}
const native = new Map(
  images.map((image) => [image, {decode: [], scan: [], cpu: [], ...Object.fromEntries(STEPS.map((s) => [s, []]))}]),
);
for (const [k, line] of lines.entries()) {
  const image = images[k % images.length];
  const [answer, times] = line.split('\t');
  const [decode, ...rest] = times.split(' ').map(Number);
  const steps = rest.slice(0, STEPS.length);
  const record = native.get(image);
  record.answer = answer;
  if (k < images.length) continue; // the untimed round
  record.decode.push(decode);
  for (const [i, step] of STEPS.entries()) record[step].push(steps[i]);
  record.scan.push(steps.reduce((a, b) => a + b, 0));
  record.cpu.push(rest[STEPS.length]);
}

// ---- WebAssembly: scan() of the package in Node -------------------------------------------------------
// Decoded here (jpeg-js, which playwright-core bundles: the tests' decoder), untimed; a scan()
// call is timed whole: the pixels copied into the module, the scan, and its JSON back.
const {jpegjs} = createRequire(import.meta.url)('playwright-core/lib/utilsBundle');
const {createSudoku} = await import(pathToFileURL(join(pkg, 'sudoku.node.mjs')).href);
const sudoku = await createSudoku();
const decoded = new Map(
  images.map((image) => {
    const {
      width,
      height,
      data: pixels,
    } = jpegjs.decode(readFileSync(image), {
      useTArray: true,
      formatAsRGBA: true,
      maxMemoryUsageInMB: 1024,
    });
    return [image, {width, height, data: pixels}];
  }),
);
const wasm = new Map(images.map((image) => [image, {scan: [], cpu: []}]));
const agree = new Map();
for (let round = 0; round <= repeats; ++round) {
  for (const image of images) {
    const start = performance.now();
    const cpuBefore = process.cpuUsage();
    const result = await sudoku.scan(decoded.get(image));
    const cpu = process.cpuUsage(cpuBefore);
    const micros = (performance.now() - start) * 1000;
    if (round === 0) {
      agree.set(image, `${result.puzzle} ${result.status}` === native.get(image).answer.split(':')[0]);
      continue; // the first round loads the module and warms it up
    }
    wasm.get(image).scan.push(micros);
    wasm.get(image).cpu.push(cpu.user + cpu.system);
  }
}

// ---- Report ---------------------------------------------------------------------------------------
const ms = (micros) => (micros >= 100_000 ? (micros / 1000).toFixed(0) : (micros / 1000).toFixed(1));
const verdict = (value, target) => (value <= target ? 'met' : '**miss**');
const perImage = (table, image, key) => median(table.get(image)[key]);
const setMedian = (set, table, key) => median(set.files.map((image) => perImage(table, image, key)));
const gz = (file) => (existsSync(join(pkg, file)) ? gzipSync(readFileSync(join(pkg, file)), {level: 9}).length : 0);
const scannerKB = (gz('sudoku-scan.mjs') + gz('sudoku-scan.wasm')) / 1024;
const photos = sets[0];
const nativePhoto = setMedian(photos, native, 'cpu');
const wasmPhoto = setMedian(photos, wasm, 'cpu');

const out = [];
out.push('### The scanner (`sudoku scan`, `scan()`)');
out.push('');
out.push(
  `Time to scan one image (ms; the median of ${repeats} rounds per image, then over the set's images): natively`,
);
out.push('`sudoku scan --times` (decoding with stb_image counted apart), and `scan()` of the package in Node on the');
out.push('same pixels (decoded beforehand; the call timed whole). CPU: the time the scan took on a core (the');
out.push("CLI's thread, Node's process), which the machine's other work does not stretch; wall: as a user waits.");
out.push(
  `Targets for a photo, on CPU time: at most ${TARGET.nativeMs} ms native, ${TARGET.wasmMs} ms wasm. Same read: the`,
);
out.push('wasm read the same puzzle and status as the CLI.');
out.push('');
out.push(
  '| images | count | largest | native decode | native CPU | native wall | wasm CPU | wasm wall | wasm / native (CPU) | same read |',
);
out.push('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
for (const set of sets) {
  const largest = set.files.reduce(
    (best, image) => {
      const {width, height} = decoded.get(image);
      return width * height > best[0] * best[1] ? [width, height] : best;
    },
    [0, 0],
  );
  const n = setMedian(set, native, 'cpu');
  const w = setMedian(set, wasm, 'cpu');
  const same = set.files.filter((image) => agree.get(image)).length;
  out.push(
    `| ${set.label} | ${set.files.length} | ${largest.join('x')} | ${ms(setMedian(set, native, 'decode'))} | ${ms(n)} | ${ms(setMedian(set, native, 'scan'))} | ${ms(w)} | ${ms(setMedian(set, wasm, 'scan'))} | ${(w / n).toFixed(1)}x | ${same} of ${set.files.length} |`,
  );
}
const differing = images.filter((image) => !agree.get(image)).map((image) => relative(root, image));
if (differing.length) {
  out.push('');
  out.push(`Read otherwise in wasm (its JPEG decoder is jpeg-js, the CLI's stb_image): ${differing.join(', ')}.`);
}
out.push('');
out.push(
  `A photo, CPU time: native ${ms(nativePhoto)} ms (target ${TARGET.nativeMs}: ${verdict(nativePhoto / 1000, TARGET.nativeMs)}), wasm ${ms(wasmPhoto)} ms (target ${TARGET.wasmMs}: ${verdict(wasmPhoto / 1000, TARGET.wasmMs)}).`,
);
out.push('');
out.push(
  `What each step of a native scan costs on the ${photos.files.length} photos (wall ms, the median over the photos;`,
);
out.push('share of the sum of the medians):');
out.push('');
out.push('| step | median | largest | share |');
out.push('|---|--:|--:|--:|');
const stepMedians = STEPS.map((step) => setMedian(photos, native, step));
const stepSum = stepMedians.reduce((a, b) => a + b, 0);
for (const [i, step] of STEPS.entries()) {
  const largest = Math.max(...photos.files.map((image) => perImage(native, image, step)));
  out.push(
    `| ${step}: ${STEP_NAMES[step]} | ${ms(stepMedians[i])} | ${ms(largest)} | ${((100 * stepMedians[i]) / stepSum).toFixed(0)} % |`,
  );
}
out.push('');
out.push(
  `The scanner module, loaded by the first scan (\`sudoku-scan.mjs\` and \`.wasm\`, the weights included): ${scannerKB.toFixed(1)} KB gzip -9 (target ${TARGET.sizeKB}: ${verdict(scannerKB, TARGET.sizeKB)}).`,
);
console.log(out.join('\n'));

if (rowFile) {
  writeFileSync(
    rowFile,
    `| scan a newspaper photo (ms of CPU, the median of ${photos.files.length}; decoding apart); the scanner's download ${scannerKB.toFixed(1)} KB gzip | ${ms(nativePhoto)} | ${ms(wasmPhoto)} | |\n`,
  );
}
