// Types of sudoku-wasm/bundlers (bundlers.mjs): plugins for Rollup and esbuild, which put the
// files the ES build fetches at run time beside the bundle. Each is typed by its shape, so that
// neither bundler's types are needed to use the other.

/** The files sudoku.mjs and its worker fetch at run time, beside the bundle. */
export const RUNTIME_FILES: ReadonlyArray<string>;

/** A Rollup (or Vite) plugin: `plugins: [nodeResolve({browser: true}), rollupPlugin()]`. */
export function rollupPlugin(): {name: string; generateBundle(this: unknown): void};

/** An esbuild plugin: `plugins: [esbuildPlugin()]`, with an outdir or an outfile. */
export function esbuildPlugin(): {name: string; setup(build: unknown): void};
