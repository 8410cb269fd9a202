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
