// Plugins for the bundlers that do not follow new URL('./file', import.meta.url), Rollup and
// esbuild: each puts beside the bundle the files that the ES build (sudoku.mjs) fetches there at
// run time, where it looks for them: its worker script and the worker's Emscripten glue (the
// worker is a bundle of its own, which imports the glue from beside itself), and the three .wasm
// files. Vite, webpack 5 and Parcel follow those URLs and need none of this. The package's copy
// of this file runs in the bundler's Node process, not in a page.

import {readFileSync} from 'node:fs';
import {copyFile, mkdir} from 'node:fs/promises';
import {dirname, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';

/** The files sudoku.mjs and its worker fetch at run time, beside the bundle. */
export const RUNTIME_FILES = Object.freeze([
  'sudoku-worker.mjs',
  'sudoku-core.mjs',
  'sudoku-logic.mjs',
  'sudoku-scan.mjs',
  'sudoku-core.wasm',
  'sudoku-logic.wasm',
  'sudoku-scan.wasm',
]);

const packageFile = (name) => fileURLToPath(new URL(name, import.meta.url));

/** A Rollup plugin: RUNTIME_FILES are emitted into the output folder, beside the bundle. */
export function rollupPlugin() {
  return {
    name: 'sudoku-wasm',
    generateBundle() {
      for (const fileName of RUNTIME_FILES) {
        this.emitFile({type: 'asset', fileName, source: readFileSync(packageFile(fileName))});
      }
    },
  };
}

/** An esbuild plugin: RUNTIME_FILES are copied into the build's outdir (or outfile's folder). */
export function esbuildPlugin() {
  return {
    name: 'sudoku-wasm',
    setup(build) {
      const {outdir, outfile, absWorkingDir = process.cwd()} = build.initialOptions;
      build.onEnd(async (result) => {
        if (result.errors.length) return;
        if (!outdir && !outfile) {
          throw new Error('sudoku-wasm esbuildPlugin: give esbuild an outdir or outfile, beside which the files go');
        }
        const folder = resolve(absWorkingDir, outdir ?? dirname(outfile));
        await mkdir(folder, {recursive: true});
        for (const name of RUNTIME_FILES) await copyFile(packageFile(name), resolve(folder, name));
      });
    },
  };
}
