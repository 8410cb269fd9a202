// Bundles the page's ES modules (web/site/main.js and everything it imports) into one classic
// script, with esbuild: an IIFE, so that nothing the modules declare becomes a global, and no
// <script type=module> is needed (a file:// page cannot load modules). scripts/assemble.mjs
// writes it to dist/site/page.js, which the hosted page loads, and inlines the same text into
// dist/sudoku.html: both run the same code.
//
// Not minified: what the browser runs reads like the sources, less their comments (esbuild joins
// the modules in import order, each under a "// web/site/..." line, and renames a name where two
// modules' top levels clash). The modules are strict (ES modules are); the banner keeps the
// bundle so.
import {join, resolve} from 'node:path';

import {build} from 'esbuild';

/** The bundle of `entry` (a path), as text. */
export async function bundlePage(entry) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    charset: 'utf8', // '←' stays '←', not '\u2190'
    legalComments: 'none',
    banner: {js: "// The page's script: web/site/*.js bundled by scripts/bundle.mjs (edit those).\n'use strict';"},
    write: false,
    logLevel: 'silent', // errors throw, with esbuild's messages
  });
  return result.outputFiles[0].text;
}

/**
 * The client (web/module: ES modules) bundled for one build of the package, as text. `variant`
 * is the build, 'esm' or 'classic': the folder of its entries and of the two modules only it
 * has, which the client imports by name: `build:core` (how it loads the Emscripten module) and
 * `build:spawn` (how it starts its worker). `build:boundary` is `boundaryModule`, the constants
 * of the module being packaged. The ES build's sudoku-core.mjs and Node's worker_threads stay
 * imports of the bundle; the classic build's glue is in scope around it (scripts/assemble.mjs),
 * whose function holds the bundle in sloppy mode, as it always has. Not minified, as above.
 */
export async function bundleClient(moduleSource, variant, entry, boundaryModule) {
  const resolved = {
    'build:boundary': resolve(boundaryModule),
    'build:core': join(moduleSource, variant, 'core.js'),
    'build:spawn': join(moduleSource, variant, 'spawn.js'),
  };
  const buildImports = {
    name: 'build-imports',
    setup(plugin) {
      plugin.onResolve({filter: /^build:/}, ({path}) =>
        path in resolved ? {path: resolved[path]} : {errors: [{text: `no such build import: ${path}`}]},
      );
      plugin.onResolve({filter: /^\.\/sudoku-core\.mjs$/}, ({path}) => ({path, external: true}));
    },
  };
  const result = await build({
    entryPoints: [join(moduleSource, variant, entry)],
    bundle: true,
    format: variant === 'esm' ? 'esm' : 'iife',
    external: ['node:worker_threads'],
    plugins: [buildImports],
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
