// Where the package's files are, for the Node ES module build (sudoku.node.mjs): beside the
// bundle, found from its import.meta.url. The CommonJS build has its own (cjs/here.js).
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';

/** The path of the package's file `name` (e.g. 'sudoku-core.wasm'). */
export const packageFile = (name) => fileURLToPath(new URL(name, import.meta.url));

/** require() of a file of the package, relative to the bundle: the CommonJS glue. */
export const requirePackageFile = createRequire(import.meta.url);
