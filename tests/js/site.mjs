// The page's modules (web/site) in Node. They import the client as the package 'sudoku-wasm',
// which scripts/bundle.mjs maps for the browser; here a module resolve hook maps it to the
// package's ES module build in dist/package, which the page's hosted build loads too.
import {register} from 'node:module';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';

import {packageDir, root} from './corpus.mjs';

const client = pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href;
const hook = `export async function resolve(specifier, context, next) {
  return specifier === 'sudoku-wasm' ? {url: ${JSON.stringify(client)}, shortCircuit: true} : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

/** The module of web/site at `path` (e.g. 'game/model.js'). */
export const site = (path) => import(pathToFileURL(join(root, 'web/site', path)).href);
