// Where the package's files are, for the CommonJS build (sudoku.cjs): beside the bundle, found
// from CommonJS's own __dirname and require, which the bundle keeps as they are.
import {join} from 'node:path';

/** The path of the package's file `name` (e.g. 'sudoku-core.wasm'). */
export const packageFile = (name) => join(__dirname, name);

/** require() of a file of the package, relative to the bundle: the CommonJS glue. */
export const requirePackageFile = (name) => require(name);
