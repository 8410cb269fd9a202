// Bundles the page's ES modules (web/site/main.js and everything it imports) into one script,
// with esbuild. The page imports the client as the package 'sudoku-wasm' (web/site/client.js),
// as any site that embeds it would; the two page builds differ only in where that comes from:
// - hosted (dist/site/page.js): an ES module holding the part of the client the page uses, which
//   talks to the package's worker (web/module/page/client.js, bundled from the client's sources
//   as the package's own builds are): the worker script, sudoku-wasm/sudoku-worker.mjs, loads the
//   core. The page loads no sudoku.mjs, whose createSudoku and rateAll run the module in the page
//   and import its glue: 4.8 KB gzip less before the first solve;
// - offline (inlined into dist/sudoku.html, which must work from file://, where a page can load
//   no module): a classic script, an IIFE, that reads the client from `sudokuClient`, a name
//   scripts/assemble.mjs binds around it to the classic build's API. No name becomes a global.
//
// A module none of whose exports a bundle uses is left out of it: web/site/package.json says
// "sideEffects": false (no module of the site does anything as it is imported; the entries, main.js
// and app/theme-early.js, are always kept). So theme.js, the head script, holds the theme's few
// lines of app/local-storage.js and not the game's modules that it imports for the other keys.
//
// Minified (issue 28: the page's transfer before its first solve): esbuild's whitespace, syntax
// and local names; page.js was 190 KB (52.3 KB gzip) unminified, 107 KB (36.7 KB gzip) minified.
// Exported names, property names and strings stay as they are; read the sources, not the bundle.
import {readdirSync} from 'node:fs';
import {dirname, join, relative, resolve, sep} from 'node:path';

import {build, transform} from 'esbuild';

const CLIENT = 'sudoku-wasm';

/**
 * The bundle of `entry` (a path), as text: for the hosted page, or for the offline one. The hosted
 * page's needs `client`: {moduleSource, boundaryModule}, where the client's sources are (web/module)
 * and the constants of the module being packaged (see bundleClient).
 */
export async function bundlePage(entry, {offline = false, client: sources} = {}) {
  const client = {
    name: 'client',
    setup(plugin) {
      plugin.onResolve({filter: /^sudoku-wasm$/}, () =>
        offline ? {path: CLIENT, namespace: 'client'} : {path: join(sources.moduleSource, 'page/client.js')},
      );
      plugin.onLoad({filter: /.*/, namespace: 'client'}, () => ({
        contents:
          'export const {createSudoku, createSudokuWorker, decodeStep, LEVELS} = sudokuClient;' +
          'export const {createScanWorker} = sudokuScanClient;',
      }));
    },
  };
  const plugins = [client, learnData(offline)];
  if (!offline) plugins.push(buildImports(sources.moduleSource, 'page', sources.boundaryModule), lazyRooms);
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: offline ? 'iife' : 'esm',
    plugins,
    charset: 'utf8', // '←' stays '←', not '\u2190'
    legalComments: 'none',
    minify: true,
    banner: {js: "// The page's script: web/site/*.js bundled by scripts/bundle.mjs (edit those)."},
    write: false,
    logLevel: 'silent', // errors throw, with esbuild's messages
  });
  return result.outputFiles[0].text;
}

// The lessons' data, which their room (web/site/learn/room.js, one of ROOMS) imports as
// 'learn-data': loadJson(name) and loadStyles(). The hosted room fetches web/site/learn's JSON
// files beside it (learn/lessons.json, learn/exercises/x-wing.json: the site's static files) and
// links its stylesheet, learn/learn.css; the offline page carries them all, inlined.
const LEARN = join(import.meta.dirname, '../web/site/learn');
const learnFiles = () => [
  'techniques.json',
  'lessons.json',
  ...readdirSync(join(LEARN, 'exercises'))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `exercises/${name}`),
];
function learnData(offline) {
  const modules = {
    'learn-data': offline
      ? `${learnFiles()
          .map((name, i) => `import file${i} from ${JSON.stringify(join(LEARN, name))};`)
          .join('\n')}
const files = {${learnFiles()
          .map((name, i) => `${JSON.stringify(name)}: file${i}`)
          .join(', ')}};
export const loadJson = async (name) => {
  if (!(name in files)) throw new Error(\`no lesson file \${name}\`);
  return files[name];
};
export const loadStyles = async () => {};`
      : `export const loadJson = async (name) => {
  const response = await fetch(new URL(name, import.meta.url));
  if (!response.ok) throw new Error(\`\${name}: HTTP \${response.status}\`);
  return response.json();
};
export const loadStyles = () => new Promise((resolve, reject) => {
  const link = Object.assign(document.createElement('link'), {rel: 'stylesheet', href: new URL('learn.css', import.meta.url).href});
  link.onload = resolve;
  link.onerror = () => reject(new Error('learn.css did not load'));
  document.head.append(link);
});`,
  };
  return {
    name: 'learn',
    setup(plugin) {
      plugin.onResolve({filter: /^learn-data$/}, ({path}) => ({path, namespace: 'learn'}));
      plugin.onLoad({filter: /.*/, namespace: 'learn'}, ({path}) => ({
        contents: modules[path],
        resolveDir: LEARN,
        loader: 'js',
      }));
    },
  };
}

// The page's rooms loaded when first opened (web/site/lazy-room.js): each door module (the key)
// imports its room (the value, a path under web/site) with import(). In the hosted page that
// import stays one, of the room's own bundle beside page.js at the same path (scripts/assemble.mjs
// writes each), so that page.js does not carry the room; the offline page's bundle (an IIFE)
// holds the rooms, which its import() starts when first opened.
export const ROOMS = {
  'learn/load.js': 'learn/room.js',
  'scan/room.js': 'scan/view.js',
  'watch/room.js': 'watch/view.js',
};
const SITE = join(import.meta.dirname, '../web/site');
const lazyRooms = {
  name: 'lazy-rooms',
  setup(plugin) {
    plugin.onResolve({filter: /^\./}, ({path, importer, kind}) => {
      if (kind !== 'dynamic-import') return undefined;
      const door = Object.keys(ROOMS).find((file) => importer === join(SITE, file));
      if (!door) return undefined;
      const room = relative(SITE, join(dirname(importer), path))
        .split(sep)
        .join('/');
      if (room !== ROOMS[door]) return {errors: [{text: `${door} imports ${room}, not its room ${ROOMS[door]}`}]};
      return {path: `./${room}`, external: true};
    });
  },
};

// The builds of the client: the format of the bundle, the platform esbuild bundles for, and the
// files behind the imports only a build has (build:core, how it loads the Emscripten modules;
// build:spawn, how it starts its workers and how many cores there are; build:here, where the
// Node builds find the package's files; build:scan, scan(): the classic builds have no scanner
// module and carry none of its client). A browser build bundles for the browser platform with no
// node: module external: one imported by mistake fails the build instead of a bundler of the
// package's users.
const VARIANTS = {
  esm: {format: 'esm', platform: 'browser', core: 'esm/core.js', spawn: 'esm/spawn.js', scan: 'scan-methods.js'},
  node: {
    format: 'esm',
    platform: 'node',
    core: 'node/core.js',
    spawn: 'node/spawn.js',
    here: 'node/here.js',
    scan: 'scan-methods.js',
  },
  cjs: {
    format: 'cjs',
    platform: 'node',
    core: 'node/core.js',
    spawn: 'node/spawn.js',
    here: 'cjs/here.js',
    scan: 'scan-methods.js',
  },
  classic: {
    format: 'iife',
    platform: 'browser',
    core: 'classic/core.js',
    spawn: 'classic/spawn.js',
    scan: 'classic/scan.js',
  },
  // The hosted page's (bundlePage): the worker client only, which starts the package's worker.
  page: {format: 'esm', platform: 'browser', spawn: 'page/spawn.js'},
  // The offline page's scanner (classic/scan-bundle.js): the worker client over a worker of its
  // own, which scans.
  classicScan: {format: 'iife', platform: 'browser', spawn: 'classic/scan-spawn.js'},
};

// The esbuild plugin that resolves a variant's build: imports, and leaves the Emscripten glue
// (./sudoku-core.mjs, ./sudoku-logic.mjs, ./sudoku-scan.mjs) imports of the bundle.
function buildImports(moduleSource, variant, boundaryModule) {
  const {format, platform, ...imports} = VARIANTS[variant];
  const resolved = {'build:boundary': resolve(boundaryModule)};
  for (const [name, path] of Object.entries(imports)) resolved[`build:${name}`] = join(moduleSource, path);
  return {
    name: 'build-imports',
    setup(plugin) {
      plugin.onResolve({filter: /^build:/}, ({path}) =>
        path in resolved ? {path: resolved[path]} : {errors: [{text: `no such build import: ${path}`}]},
      );
      plugin.onResolve({filter: /^\.\/sudoku-(core|logic|scan)\.mjs$/}, ({path}) => ({path, external: true}));
    },
  };
}

/**
 * The client (web/module: ES modules) bundled for one build of the package, as text: `entry`
 * (a path under web/module) for `variant`, a key of VARIANTS. `build:boundary` is
 * `boundaryModule`, the constants of the module being packaged. The ES build's sudoku-core.mjs and
 * sudoku-logic.mjs (imported when first needed) and the Node builds' node: modules stay imports of
 * the bundle. The classic build is an IIFE that declares `sudokuClient`, its exports; its glue is
 * in scope around it, in the function scripts/assemble.mjs wraps the two in. The browser builds
 * are minified, as above (sudoku.mjs is on every embedder's core path, 40 KB gzip at most with
 * the core module); Node's are not, so that their stack traces read like the sources.
 */
export async function bundleClient(moduleSource, variant, entry, boundaryModule) {
  const {format, platform} = VARIANTS[variant];
  const result = await build({
    entryPoints: [join(moduleSource, entry)],
    bundle: true,
    format,
    platform,
    globalName: format === 'iife' ? 'sudokuClient' : undefined, // the IIFE's exports, in the wrapper's scope
    external: platform === 'node' ? ['node:*'] : [],
    plugins: [buildImports(moduleSource, variant, boundaryModule)],
    charset: 'utf8',
    legalComments: 'none',
    minify: platform === 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}

/**
 * The site's stylesheets, joined in order, minified by esbuild (comments, whitespace, the longer
 * forms of values): the page's seven were 15.7 KB gzip as they are, 10.3 KB minified one by one,
 * 7.3 KB as one minified page.css.
 */
export async function minifyStyles(text) {
  return (await transform(text, {loader: 'css', minify: true, charset: 'utf8', logLevel: 'silent'})).code;
}

/**
 * Emscripten's glue minified by esbuild: 3.1.6 at -O3 only strips its whitespace (its Closure
 * pass is not in Debian's build), so its local names stay long. Property names and strings, which
 * the glue reaches the wasm's exports and the module's options by, stay as they are; an ES
 * module's (`format: 'esm'`) default export stays its export, a classic script's top-level names
 * (its factory, createSudokuModule) stay global. Each glue 8.7 -> 6.5 KB gzip.
 */
export async function minifyGlue(text, format) {
  return (await transform(text, {minify: true, format, charset: 'utf8', logLevel: 'silent'})).code;
}
