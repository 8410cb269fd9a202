// The service worker's precache list (scripts/assemble.mjs): every file of the assembled site
// that the page can load, under a cache name that changes whenever any of them changes. Left
// out: the package files beside the ES build that the page never asks for (NOT_CACHED): the
// classic build (206 KB, the wasm inlined: for embedders and dist/sudoku.html), its types, its
// README and package.json. They are still served; a new one alone keeps the cache name.
// The scanner (sudoku-scan.mjs and .wasm, 90 KB gzip) is cached with the rest, though the page
// loads it on its first scan only (issue 43): a page visited once scans offline later (the
// puzzle is in a newspaper on a train, the network is not), which caching it on first use would
// not give; the install, which fetches it, never delays the page (a first visit is not yet
// served by the worker), and costs 90 KB once a build.
//
// Representation: assemble writes dist/site/service-worker.js as web/site/service-worker.js with
// its one line `const PRECACHE = {prefix: 'sudoku-wasm-', cache: 'sudoku-wasm-dev', files: []};`
// replaced by
//   const PRECACHE = {"prefix":"sudoku-wasm-","cache":"sudoku-wasm-<16 hex digits>","files":["./",...]};
// (prefix: the worker deletes the other caches whose names begin so).
// The digits begin the SHA-256 of the worker's own source and of each file's path and bytes, in
// the list's order (sorted); the files are paths relative to the worker's scope (the site's
// folder), "./" standing for index.html, which a navigation asks for by the folder's address.
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative, sep} from 'node:path';

const PLACEHOLDER = "const PRECACHE = {prefix: 'sudoku-wasm-', cache: 'sudoku-wasm-dev', files: []};";
const CACHE_PREFIX = 'sudoku-wasm-';
const NOT_CACHED = [
  'sudoku-wasm/README.md',
  'sudoku-wasm/package.json',
  'sudoku-wasm/sudoku-global.d.ts',
  'sudoku-wasm/sudoku-inline.mjs',
  'sudoku-wasm/sudoku-results.d.cts',
  'sudoku-wasm/sudoku-results.d.ts',
  'sudoku-wasm/sudoku-scan.d.cts',
  'sudoku-wasm/sudoku-scan.d.ts',
  'sudoku-wasm/sudoku.d.cts',
  'sudoku-wasm/sudoku.d.ts',
  'sudoku-wasm/sudoku.js',
];

/** Every file under `site` but `exclude` (the worker itself) and NOT_CACHED, as sorted '/'-separated paths. */
function filesOf(site, exclude) {
  const found = [];
  const walk = (folder) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(site, path).split(sep).join('/'));
    }
  };
  walk(site);
  return found.filter((file) => file !== exclude && !NOT_CACHED.includes(file)).sort();
}

/** {prefix, cache, files} for the site at `site` served by a worker made from `workerSource`. */
export function precacheOf(site, workerSource) {
  const files = filesOf(site, 'service-worker.js');
  const hash = createHash('sha256').update(workerSource);
  for (const file of files) {
    const bytes = readFileSync(join(site, file));
    hash.update(`\0${file}\0${bytes.length}\0`).update(bytes);
  }
  return {
    prefix: CACHE_PREFIX,
    cache: `${CACHE_PREFIX}${hash.digest('hex').slice(0, 16)}`,
    files: files.map((file) => (file === 'index.html' ? './' : file)),
  };
}

/** The worker's text: `workerSource` with its PRECACHE line holding `precache`. */
export function serviceWorkerText(workerSource, precache) {
  if (!workerSource.includes(PLACEHOLDER)) throw new Error(`service-worker.js: no line ${PLACEHOLDER}`);
  return workerSource.replace(PLACEHOLDER, () => `const PRECACHE = ${JSON.stringify(precache)};`);
}
