// What the package's deliverables weigh against issue 28's targets, and what each part of a
// WebAssembly module costs.
//
//   node scripts/wasm-sizes.mjs [dist]
//     the gzip sizes (gzip -9) of the core path, the logic module, the scanner module, the
//     classic single file and the page before its first solve, from dist/package and dist/site,
//     against their targets (issue 28's; the scanner's, issue 43's).
//   node scripts/wasm-sizes.mjs <module.wasm> [how many of the largest functions to list]
//     the bytes of its function bodies, grouped by the part of the library they come from, and
//     the data segments. The module must carry function names: link it with --profiling-funcs
//     (the shipped ones have none).
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

// The parts, first match wins: a function's demangled name against each pattern.
const PARTS = [
  ['Embind', /emscripten::|embind|EmscriptenBindingInitializer/],
  ['JSON (rate, explain, hint answers)', /sudoku::json|nlohmann|json/i],
  ['generator', /generate|givens|vicinity|bank|Random|reduce/],
  ['canonical form', /canon|minlex|Transform/],
  ['logic: chains', /chain|forcing|cycle|Potential|Reached|Closure|Implications|search_nested|Search::|Work/],
  ['logic: techniques, rating, hints', /sudoku::logic|rate|explain|hint|Classifier|describe_step|Step/],
  ['search: parse, solve, count, trace', /solve|Search|count|trace|Trace|textbook|parse|sudoku::/],
  ['C++ and C libraries', /^std::|^__|^_|malloc|free|mem|str|operator|printf|sbrk|abort/],
];

// Unsigned LEB128 at `offset` of `bytes`: [value, offset after it].
function leb(bytes, offset) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[offset++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (!(byte & 0x80)) return [value, offset];
  }
}

/** {bodies: [[name, bytes]], dataBytes}: each function body's size with its name. */
export function functionSizes(bytes) {
  let importedFunctions = 0;
  const bodies = [];
  const names = new Map();
  let dataBytes = 0;
  const text = (start, length) => new TextDecoder().decode(bytes.subarray(start, start + length));
  for (let offset = 8; offset < bytes.length; ) {
    const id = bytes[offset];
    const [size, start] = leb(bytes, offset + 1);
    offset = start + size;
    if (id === 2) {
      // Imports: module and field names, then a kind; only functions shift the indices.
      let [count, at] = leb(bytes, start);
      while (count--) {
        for (let name = 0; name < 2; ++name) {
          const [length, next] = leb(bytes, at);
          at = next + length;
        }
        const kind = bytes[at++];
        if (kind === 0) {
          [, at] = leb(bytes, at);
          ++importedFunctions;
        } else if (kind === 1 || kind === 2) {
          if (kind === 1) ++at; // the table's element type
          const [flags, next] = leb(bytes, at);
          [, at] = leb(bytes, next);
          if (flags & 1) [, at] = leb(bytes, at);
        } else if (kind === 3) at += 2;
      }
    } else if (id === 10) {
      let [count, at] = leb(bytes, start);
      while (count--) {
        const [length, next] = leb(bytes, at);
        bodies.push(length);
        at = next + length;
      }
    } else if (id === 11) {
      dataBytes = size;
    } else if (id === 0) {
      const [length, next] = leb(bytes, start);
      if (text(next, length) !== 'name') continue;
      for (let at = next + length; at < offset; ) {
        const kind = bytes[at];
        const [subsize, subStart] = leb(bytes, at + 1);
        if (kind === 1) {
          let [count, entry] = leb(bytes, subStart);
          while (count--) {
            const [index, nameAt] = leb(bytes, entry);
            const [nameLength, nameStart] = leb(bytes, nameAt);
            names.set(index, text(nameStart, nameLength));
            entry = nameStart + nameLength;
          }
        }
        at = subStart + subsize;
      }
    }
  }
  return {
    bodies: bodies.map((length, index) => [names.get(index + importedFunctions) ?? `#${index}`, length]),
    dataBytes,
  };
}

// The deliverables and the most each may weigh, in KB gzip (issue 28; the scanner's, issue 43):
// files of dist/package, except the page's, which are files of dist/site.
export const TARGETS = [
  {name: 'core path', files: ['sudoku.mjs', 'sudoku-core.mjs', 'sudoku-core.wasm'], targetKB: 40},
  {name: 'logic', files: ['sudoku-logic.mjs', 'sudoku-logic.wasm'], targetKB: 60},
  // Loaded by the first scan: its glue, and its .wasm with the digit reader's weights.
  {name: 'scanner', files: ['sudoku-scan.mjs', 'sudoku-scan.wasm'], targetKB: 150},
  {name: 'classic single file', files: ['sudoku.js'], targetKB: 100},
  {name: 'page before the first solve', site: true, targetKB: 90},
];

const gzipKB = (bytes) => gzipSync(bytes, {level: 9}).length / 1024;

/**
 * What the page loads before its first solve, as paths under dist/site: index.html, the
 * stylesheets and scripts it names, the package files page.js imports (none since it holds the
 * worker client itself: scripts/bundle.mjs), and the worker with the core (the logic module comes
 * later, in the background). The browser test (tests/browser/page.test.mjs) measures the same
 * over the wire.
 */
export function pageFiles(site) {
  const html = readFileSync(join(site, 'index.html'), 'utf8');
  const linked = [...html.matchAll(/<(?:link rel="stylesheet"|script)[^>]* (?:href|src)="([^"]+)"/g)].map((m) => m[1]);
  const page = readFileSync(join(site, 'page.js'), 'utf8');
  const imported = [...page.matchAll(/\bfrom\s*"\.\/(sudoku-wasm\/[^"]+)"/g)].map((m) => m[1]);
  const solver = ['sudoku-worker.mjs', 'sudoku-core.mjs', 'sudoku-core.wasm'].map((f) => `sudoku-wasm/${f}`);
  return ['index.html', ...linked, ...new Set(imported), ...solver];
}

/** [{name, files, bytes, gzipKB, targetKB}] for the assembled dist folder. */
export function deliverableSizes(dist) {
  return TARGETS.map(({name, files, site, targetKB}) => {
    const folder = join(dist, site ? 'site' : 'package');
    const paths = site ? pageFiles(folder) : files;
    const contents = paths.map((path) => readFileSync(join(folder, path)));
    return {
      name,
      files: paths,
      bytes: contents.reduce((sum, bytes) => sum + bytes.length, 0),
      gzipKB: contents.reduce((sum, bytes) => sum + gzipKB(bytes), 0),
      targetKB,
    };
  });
}

const runAsScript = process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop());
if (runAsScript && !process.argv[2]?.endsWith('.wasm')) {
  const dist = process.argv[2] ?? join(import.meta.dirname ?? '.', '../dist');
  if (!existsSync(join(dist, 'package'))) throw new Error(`wasm-sizes: no ${dist}/package (run scripts/build.sh)`);
  console.log('| deliverable | bytes | KB gzip | target KB gzip | |\n|---|--:|--:|--:|---|');
  for (const {name, bytes, gzipKB: kb, targetKB} of deliverableSizes(dist)) {
    console.log(`| ${name} | ${bytes} | ${kb.toFixed(1)} | ${targetKB} | ${kb <= targetKB ? 'met' : 'over'} |`);
  }
} else if (runAsScript) {
  const bytes = readFileSync(process.argv[2]);
  const largest = Number(process.argv[3] ?? 15);
  const {bodies, dataBytes} = functionSizes(bytes);
  const code = bodies.reduce((sum, [, length]) => sum + length, 0);
  const parts = new Map([...PARTS.map(([part]) => [part, 0]), ['other', 0]]);
  for (const [name, length] of bodies) {
    const part = PARTS.find(([, pattern]) => pattern.test(name))?.[0] ?? 'other';
    parts.set(part, parts.get(part) + length);
  }
  const kb = (n) => (n / 1024).toFixed(1);
  console.log(`${process.argv[2]}: ${bytes.length} bytes (${kb(gzipSync(bytes, {level: 9}).length)} KB gzip)`);
  console.log(`| part | code bytes | share of code |\n|---|--:|--:|`);
  for (const [part, length] of [...parts].sort((a, b) => b[1] - a[1])) {
    console.log(`| ${part} | ${length} | ${((100 * length) / code).toFixed(1)}% |`);
  }
  console.log(`| **all code** (${bodies.length} functions) | ${code} | |\n| data segments | ${dataBytes} | |`);
  console.log(`\nlargest functions:`);
  for (const [name, length] of bodies.sort((a, b) => b[1] - a[1]).slice(0, largest)) {
    console.log(`${String(length).padStart(7)} ${name.slice(0, 120)}`);
  }
}
