// Assembles the deliverables in dist/ from the wasm build and web/:
//   dist/package/   the npm package `sudoku-wasm` (ES module + .wasm, classic single file, worker)
//   dist/site/      the hosted page (when web/site exists): its static files, page.js (its ES
//                   modules bundled by scripts/bundle.mjs) and the package in sudoku-wasm/
//   dist/sudoku.html  the offline page: one file, every script and stylesheet inlined
// Usage: node scripts/assemble.mjs <wasm build dir>
import {createHash} from 'node:crypto';
import {cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {gzipSync} from 'node:zlib';

import {bundleClient, bundlePage, minifyGlue, minifyStyles, ROOMS} from './bundle.mjs';
import {iconPng} from './icons.mjs';
import {sizeTable, withSizes} from './package-sizes.mjs';
import {precacheOf, serviceWorkerText} from './precache.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wasmBuild = process.argv[2] ?? join(root, 'build/wasm');
const core = join(wasmBuild, 'web/module');
const moduleSource = join(root, 'web/module');
const dist = join(root, 'dist');
const read = (path) => readFileSync(path, 'utf8');
// The package's files for Node only (its `node` condition: sudoku.node.mjs, sudoku.cjs, ...; the
// bundlers' plugins).
const NODE_ONLY = /(\.node\.mjs|\.cjs|bundlers\.mjs|bundlers\.d\.ts)$/;
const version = JSON.parse(read(join(moduleSource, 'package.json'))).version;

// The constants the client shares with C++ come from the module just built (bindings.cpp's
// boundary()), so that the two cannot drift apart: a module of the build's, which the client
// imports as `build:boundary`. It holds them as the JSON text boundary() gave, which each
// bundle carries as one line.
// The three modules (web/module/CMakeLists.txt): the core, the logic and the scanner. Each one's
// Node glue (CommonJS) and its ES glue load the same .wasm: they must be the same bytes, since the
// package ships one. boundary() is the logic's (the core, which every embedder downloads, goes
// without it): the core and the logic are compiled from the one bindings.cpp, whose constants it
// reads; the scanner, from scan_bindings.cpp, shares none of them.
const PARTS = ['core', 'logic', 'scan'];
for (const part of PARTS) {
  const wasm = readFileSync(join(core, `sudoku-${part}.wasm`));
  if (!wasm.equals(readFileSync(join(core, `sudoku-${part}-node.wasm`)))) {
    throw new Error(`sudoku-${part}.wasm and sudoku-${part}-node.wasm differ: the package would need both`);
  }
}
const createLogic = createRequire(import.meta.url)(resolve(core, 'sudoku-logic-node.cjs'));
const boundary = (await createLogic({wasmBinary: readFileSync(join(core, 'sudoku-logic.wasm'))})).boundary();
const boundaryModule = join(core, 'boundary.js');
writeFileSync(
  boundaryModule,
  `// boundary() of this build's module (web/module/bindings.cpp), written by scripts/assemble.mjs.
export const BOUNDARY = JSON.parse(${JSON.stringify(JSON.stringify(boundary))});
`,
);
const bundle = (variant, entry) => bundleClient(moduleSource, variant, entry, boundaryModule);

// The ES module (browsers and bundlers) imports the Emscripten ES module; its worker,
// sudoku-worker.mjs, is a bundle of its own (the client's code again, which the worker runs), so
// that sudoku.mjs exports only what sudoku.d.ts declares. Node's builds, chosen by the `node`
// condition of package.json's exports, are the same client over Node's glue and worker_threads:
// an ES module and a CommonJS one, which start the same worker script.
const banner = (what) => `// sudoku-wasm ${version}: ${what} (see README.md).\n`;
const packageFiles = {
  'sudoku.mjs': banner('ES module build') + (await bundle('esm', 'esm/sudoku.js')),
  'sudoku-worker.mjs': banner('the worker script of the ES module build') + (await bundle('esm', 'esm/worker.js')),
  'sudoku.node.mjs': banner("Node's ES module build") + (await bundle('node', 'esm/sudoku.js')),
  'sudoku.cjs': banner("Node's CommonJS build") + (await bundle('cjs', 'esm/sudoku.js')),
  'sudoku-worker.node.mjs': banner("the worker script of Node's builds") + (await bundle('node', 'node/worker.js')),
};

// The classic build: the Emscripten glue, its .wasm and the client's bundle inside one function,
// which returns the client's exports. Its source is what the worker runs from a Blob URL where it
// cannot run a file (web/module/classic/spawn.js), so it must stand alone: it reaches nothing
// outside itself. Called with its role (web/module/classic/spawn.js): 'script' (sudoku.js),
// 'module' (an app's script holds it: the inline module, the offline page), 'worker' (the Blob
// worker). The .wasm is
// `classicWasm`: gzip -9 of its bytes, in base64, which web/module/classic/core.js inflates and
// gives the glue as wasmBinary (its comment says why: 182.6 -> 143.5 KB gzip for the file).
const classicWasm = gzipSync(readFileSync(join(core, 'sudoku-classic.wasm')), {level: 9}).toString('base64');
const classicClient = `(function sudokuBundle(role) {
// The glue gets its wasm as wasmBinary and never needs fetch: with none in its scope, no mistake
// can make it ask the network for a sudoku-classic.wasm that is not there (which connect-src
// 'self' would refuse, and report).
const fetch = undefined;
const classicWasm = '${classicWasm}';
${await minifyGlue(read(join(core, 'sudoku-classic.js')))}
${await bundle('classic', 'classic/sudoku.js')}return sudokuClient;
})`;
// The offline page's scanner (issue 43; web/module/classic/scan-bundle.js says how it runs): the
// scanner's ES glue made a classic script (its export dropped; import.meta.url, which it reads
// for where its .wasm is, a dummy: the .wasm is given as wasmBinary), its .wasm inlined as
// `classicScanWasm` as the classic build's is, and the bundle, in one function that the page
// calls once ('module') and its Blob worker again ('worker').
const scanGlueEsm = read(join(core, 'sudoku-scan.mjs'));
const scanGlueClassic = scanGlueEsm
  .replace(/\nexport default createSudokuScan;\s*$/, '\n')
  .replaceAll('import.meta.url', "'file:///'");
if (scanGlueClassic === scanGlueEsm || /\bimport\.meta\b|^export /m.test(scanGlueClassic)) {
  throw new Error('sudoku-scan.mjs: not the glue expected (export default createSudokuScan, import.meta.url)');
}
const classicScanWasm = gzipSync(readFileSync(join(core, 'sudoku-scan.wasm')), {level: 9}).toString('base64');
const classicScanner = `(function sudokuScanBundle(role) {
const fetch = undefined;
const classicScanWasm = '${classicScanWasm}';
${await minifyGlue(scanGlueClassic)}
${await bundle('classicScan', 'classic/scan-bundle.js')}return sudokuClient;
})`;
const classic = `// sudoku-wasm ${version}: classic-script build with the wasm inlined (see README.md).
// Defines the global SudokuWasm = { createSudoku, createSudokuWorker, decodeStep, rateAll, LEVELS }.
((client) => {
  if (!client.runsAsWorker) {
    const {createSudoku, createSudokuWorker, decodeStep, rateAll, LEVELS} = client;
    globalThis.SudokuWasm = {createSudoku, createSudokuWorker, decodeStep, rateAll, LEVELS};
  }
})(${classicClient}('script'));
`;
// The inlined-wasm ES module (sudoku-wasm/inline), for bundlers that cannot follow new URL(...,
// import.meta.url) (esbuild): the classic build's function, its exports made the module's. It
// loads no file: the wasm is in it, and its worker runs from a Blob URL of the function's own
// source, never from the script that holds it (the app's: in an IIFE bundle that would run the
// whole app again in the worker), which needs worker-src blob: under a CSP, unless the caller
// gives the URL of a copy of sudoku.js (createSudokuWorker({workerUrl})).
const inline = `// sudoku-wasm ${version}: ES module with the wasm inlined, for any bundler (see README.md).
const sudokuClient = ${classicClient}('module');
export const {createSudoku, createSudokuWorker, decodeStep, rateAll, LEVELS} = sudokuClient;
`;

const packageDir = join(dist, 'package');
rmSync(packageDir, {recursive: true, force: true});
mkdirSync(packageDir, {recursive: true});
for (const [name, text] of Object.entries(packageFiles)) writeFileSync(join(packageDir, name), text);
writeFileSync(join(packageDir, 'sudoku.js'), classic);
writeFileSync(join(packageDir, 'sudoku-inline.mjs'), inline);
for (const part of PARTS) {
  writeFileSync(
    join(packageDir, `sudoku-${part}.mjs`),
    await minifyGlue(read(join(core, `sudoku-${part}.mjs`)), 'esm'),
  );
  cpSync(join(core, `sudoku-${part}-node.cjs`), join(packageDir, `sudoku-${part}.cjs`));
  cpSync(join(core, `sudoku-${part}.wasm`), join(packageDir, `sudoku-${part}.wasm`));
}
// bundlers.mjs runs in a bundler's Node process as it is: the plugins that copy the files above.
const verbatim = [
  'sudoku.d.ts',
  'sudoku-results.d.ts',
  'sudoku-scan.d.ts',
  'sudoku-global.d.ts',
  'bundlers.mjs',
  'bundlers.d.ts',
];
for (const file of [...verbatim, 'package.json']) cpSync(join(moduleSource, file), join(packageDir, file));
// The README with the sizes of the files just written (scripts/package-sizes.mjs).
writeFileSync(join(packageDir, 'README.md'), withSizes(read(join(moduleSource, 'README.md')), sizeTable(packageDir)));
// The types again for require() (the `node` condition's `require`): TypeScript reads a .d.ts of a
// "type": "module" package as an ES module, which a CommonJS file cannot require; the same
// declarations as .d.cts are CommonJS, and sudoku.d.cts takes the results' and the scanner's from
// the .d.cts too, as sudoku-scan.d.cts takes the results'.
const cjsTypes = (types) => types.replaceAll(/'\.\/(sudoku-results|sudoku-scan)\.js'/g, "'./$1.cjs'");
for (const file of ['sudoku.d.ts', 'sudoku-scan.d.ts']) {
  const types = read(join(moduleSource, file));
  if (!types.includes("'./sudoku-results.js'")) throw new Error(`${file}: no './sudoku-results.js' to take types from`);
  writeFileSync(join(packageDir, file.replace(/\.ts$/, '.cts')), cjsTypes(types));
}
cpSync(join(moduleSource, 'sudoku-results.d.ts'), join(packageDir, 'sudoku-results.d.cts'));

// The site: the static files of web/site, in their folders (index.html, the icon and the
// manifest at the top), its stylesheets as one (page.css: each feature's is beside its modules
// in web/site, e.g. watch/watch.css), the bundle of its modules (main.js and its imports: web/site/**/*.js, which web/site/package.json
// marks as ES modules for Node), theme.js (the stored theme, applied before the first paint), the
// PNG icons drawn from favicon.svg, the package files it loads, the service worker that keeps
// all of these for offline use, and the offline single file.
const siteSource = join(root, 'web/site');
if (existsSync(siteSource)) {
  const site = join(dist, 'site');
  rmSync(site, {recursive: true, force: true});
  mkdirSync(site, {recursive: true});
  // Not copied: the modules (bundled below) and the stylesheets, which index.html links one by one
  // and the site serves as one, page.css: the seven, minified, in the order index.html links them
  // (the cascade's), 7.3 KB gzip against 10.0 KB as seven files. And index.html without its
  // comments (which speak to the sources' readers: 1.1 KB of its 4.3 KB gzip). Both for the page's
  // transfer before its first solve (issue 28).
  const copyStatic = (folder) => {
    for (const name of readdirSync(join(siteSource, folder))) {
      const path = join(folder, name);
      if (statSync(join(siteSource, path)).isDirectory()) copyStatic(path);
      else if (!/\.(js|css)$/.test(name) && path !== 'package.json') cpSync(join(siteSource, path), join(site, path)); // cpSync makes the folders
    }
  };
  copyStatic('');
  const links = /<link rel="stylesheet" href="([^"]+)">\n/g;
  const sourceHtml = read(join(siteSource, 'index.html'));
  const sheets = [...sourceHtml.matchAll(links)].map(([, href]) => read(join(siteSource, href)));
  writeFileSync(join(site, 'page.css'), await minifyStyles(sheets.join('\n')));
  let first = true; // the first link becomes page.css's, the others go
  const html = sourceHtml
    .replace(/^[ \t]*<!--[\s\S]*?-->\n/gm, '') // each comment is lines of its own
    .replace(links, () => {
      const link = first ? '<link rel="stylesheet" href="page.css">\n' : '';
      first = false;
      return link;
    });
  writeFileSync(join(site, 'index.html'), html);
  const entry = join(siteSource, 'main.js');
  writeFileSync(join(site, 'page.js'), await bundlePage(entry, {client: {moduleSource, boundaryModule}}));
  // The rooms page.js imports when first opened (scripts/bundle.mjs's ROOMS), each a bundle of
  // its own at its source's path; and the stylesheets of two of them, which they link as they
  // open (the lessons' data, web/site/learn's JSON files, are copied above with the static files).
  for (const room of Object.values(ROOMS)) {
    mkdirSync(dirname(join(site, room)), {recursive: true});
    writeFileSync(join(site, room), await bundlePage(join(siteSource, room), {client: {moduleSource, boundaryModule}}));
  }
  const learnStyles = await minifyStyles(read(join(siteSource, 'learn/learn.css')));
  writeFileSync(join(site, 'learn/learn.css'), learnStyles);
  writeFileSync(join(site, 'scan/scan.css'), await minifyStyles(read(join(siteSource, 'scan/scan.css'))));
  // A classic script (an IIFE: bundlePage's offline form) that index.html's head runs before the
  // stylesheets apply, so that a forced theme shows from the first paint, with no inline script.
  writeFileSync(join(site, 'theme.js'), await bundlePage(join(siteSource, 'app/theme-early.js'), {offline: true}));
  const favicon = read(join(siteSource, 'favicon.svg'));
  for (const size of [192, 512]) writeFileSync(join(site, `icon-${size}.png`), iconPng(favicon, size));
  // The package less Node's files, which no browser asks for.
  cpSync(packageDir, join(site, 'sudoku-wasm'), {recursive: true, filter: (path) => !NODE_ONLY.test(path)});
  // Last: its cache name is a hash of every other file of the site (scripts/precache.mjs).
  const worker = read(join(siteSource, 'service-worker.js'));
  writeFileSync(join(site, 'service-worker.js'), serviceWorkerText(worker, precacheOf(site, worker)));
  // The offline page's one script: the classic build's client, bound to the name its page
  // bundle reads, and that bundle; strict, as the modules it is made of are.
  const offlineScript = `(() => {
'use strict';
const sudokuClient = ${classicClient}('module');
const sudokuScanClient = ${classicScanner}('module');
${await bundlePage(entry, {offline: true})}})();
`;
  writeFileSync(join(dist, 'sudoku.html'), inlinePage(site, offlineScript, learnStyles));
}

// Replaces each <link rel=stylesheet> of the page with the file's contents, its early script,
// theme.js, with that file's, and its main script, page.js, with `script`; drops the icon and
// manifest links (the page has no file beside it, and is no installable app), adds the lessons'
// room's stylesheet, `learnStyles` (the hosted room links it when it opens), and gives the page
// its own policy: offlinePolicy.
function inlinePage(site, script, learnStyles) {
  const inline = (text) => `<script>\n${text.replace(/<\/script/gi, '<\\/script')}</script>`;
  const html = read(join(site, 'index.html'))
    .replace(/<link rel="icon" [^>]*>\n/, '')
    .replace(/<link rel="manifest" [^>]*>\n/, '')
    .replace('<script src="theme.js"></script>', () => inline(read(join(site, 'theme.js'))))
    .replace('</head>', '<link rel="stylesheet" href="scan/scan.css">\n</head>') // the rooms loaded later on the hosted page
    .replace(/<link rel="stylesheet" href="([^"]+)">/g, (_, href) => `<style>\n${read(join(site, href))}</style>`)
    .replace('<script type="module" src="page.js"></script>', () => inline(script))
    .replace('</head>', () => `<style>\n${learnStyles}</style>\n</head>`); // the lessons' room's, which the hosted room links
  if (/<script [^>]*src=/.test(html)) throw new Error('index.html: a script the offline page cannot inline');
  if (/<link rel="(icon|manifest)"/.test(html)) throw new Error('index.html: an icon or manifest link not dropped');
  const meta = `<meta http-equiv="Content-Security-Policy" content="${offlinePolicy(html)}">`;
  if (!html.includes('<meta charset="utf-8">\n')) throw new Error('index.html: no <meta charset="utf-8"> line');
  return html.replace('<meta charset="utf-8">\n', (charset) => `${charset}${meta}\n`);
}

/**
 * The tightest policy the offline page works under, from file://: nothing loads from anywhere
 * (default-src 'none'); its inline scripts and styles run by their SHA-256 hashes, and nothing
 * else does (no 'unsafe-inline', no eval); wasm compiles ('wasm-unsafe-eval'); the solver's
 * worker comes from a Blob URL (worker-src blob:), as a file:// page can start no other. A Blob
 * worker inherits this policy. No <base> and no form target. The hashes are of every inline
 * <script> and <style> element's text as the browser reads it (HTML normalises CR LF to LF).
 */
function offlinePolicy(html) {
  const sha256 = (text) => `'sha256-${createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64')}'`;
  const hashes = (tag) =>
    [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => sha256(match[1]));
  return [
    "default-src 'none'",
    `script-src ${hashes('script').join(' ')} 'wasm-unsafe-eval'`,
    `style-src ${hashes('style').join(' ')}`,
    'worker-src blob:',
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}
