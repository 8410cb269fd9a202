// The package README's table of sizes, written by scripts/assemble.mjs into the README it packs
// (dist/package/README.md), between the source README's SIZES_START and SIZES_END lines, from
// the files it has just built: no figure of it is typed by hand. The package test checks the
// packed README against the files.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';

export const SIZES_START = '<!-- sizes: written by scripts/assemble.mjs from the built files -->';
export const SIZES_END = '<!-- /sizes -->';

// What a user's page loads for each way of using the package, as files of dist/package.
const ROWS = [
  ['the core, in the page (`createSudoku`)', ['sudoku.mjs', 'sudoku-core.mjs', 'sudoku-core.wasm']],
  [
    'the core, in a worker (`createSudokuWorker`)',
    ['sudoku.mjs', 'sudoku-worker.mjs', 'sudoku-core.mjs', 'sudoku-core.wasm'],
  ],
  ['the logic, when first needed', ['sudoku-logic.mjs', 'sudoku-logic.wasm']],
  ['the scanner, on the first scan', ['sudoku-scan.mjs', 'sudoku-scan.wasm']],
  ['the classic single file (both modules)', ['sudoku.js']],
  ['the inline ES module (both modules)', ['sudoku-inline.mjs']],
];

/** The table (markdown, with the two marker lines) of the package built in `packageDir`. */
export function sizeTable(packageDir) {
  const lines = ['| what | files | bytes | KB gzip |', '|---|---|--:|--:|'];
  for (const [what, files] of ROWS) {
    const contents = files.map((file) => readFileSync(join(packageDir, file)));
    const bytes = contents.reduce((sum, content) => sum + content.length, 0);
    // gzip -9 of each file, as a server sends them one by one
    const gzip = contents.reduce((sum, content) => sum + gzipSync(content, {level: 9}).length, 0);
    const names = files.map((file) => `\`${file}\``).join(', ');
    lines.push(`| ${what} | ${names} | ${bytes} | ${(gzip / 1024).toFixed(1)} |`);
  }
  return [SIZES_START, ...lines, SIZES_END].join('\n');
}

/** `readme` with the text between its marker lines replaced by `table`. */
export function withSizes(readme, table) {
  const start = readme.indexOf(SIZES_START);
  const end = readme.indexOf(SIZES_END);
  if (start < 0 || end < start) throw new Error(`README.md: no ${SIZES_START} ... ${SIZES_END} lines for the sizes`);
  return readme.slice(0, start) + table + readme.slice(end + SIZES_END.length);
}
