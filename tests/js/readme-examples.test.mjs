// The package README's examples run as written: each ```js block of web/module/README.md is a
// program of its own, run by Node in a folder where 'sudoku-wasm' is the built package
// (dist/package, linked as node_modules/sudoku-wasm, so the package's own `exports` choose the
// build). Each must exit by itself, with status 0 and nothing on stderr: an example that leaves a
// worker running would keep Node alive, and fail here by the timeout.
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, test} from 'node:test';

import {packageDir, root} from './corpus.mjs';

/** The ```js blocks of `markdown`, as [line, code]; an indented block (in a list) unindented. */
export function codeBlocks(markdown, language = 'js') {
  const blocks = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; ++index) {
    const open = lines[index].match(new RegExp(`^( *)\`\`\`${language}$`));
    if (!open) continue;
    const indent = open[1].length;
    const start = index;
    const code = [];
    while (++index < lines.length && lines[index].trim() !== '```') code.push(lines[index].slice(indent));
    blocks.push([start + 1, code.join('\n')]);
  }
  return blocks;
}

// A statement whose comment is its value, `expression;  // true` or `// 1000`, is checked: the
// example says what it gives, and the run fails if it does not. So is one whose comment is its
// result's message, `expression;  // message: 'text'`.
export function withChecks(code) {
  return code
    .replace(/^( *)(.+); +\/\/ (true|false|\d+)\b.*$/gm, (_line, indent, expression, value) => {
      const message = JSON.stringify(`README: ${expression} is not ${value}`);
      return `${indent}if ((${expression}) !== ${value}) throw new Error(${message});`;
    })
    .replace(/^( *)(.+); +\/\/ message: '(.*)'$/gm, (_line, indent, expression, text) => {
      const message = JSON.stringify(`README: ${expression}'s message is not '${text}'`);
      return `${indent}if ((${expression}).message !== ${JSON.stringify(text)}) throw new Error(${message});`;
    });
}

// An ```html block's inline scripts, as a program: the classic script it loads (sudoku.js) is the
// global SudokuWasm, here the package's Node build.
export function htmlProgram(html) {
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code);
  return `globalThis.SudokuWasm = await import('sudoku-wasm');\n${inline.join('\n')}`;
}

const readme = readFileSync(join(root, 'web/module/README.md'), 'utf8');
const blocks = [...codeBlocks(readme), ...codeBlocks(readme, 'html').map(([line, html]) => [line, htmlProgram(html)])];

const app = mkdtempSync(join(tmpdir(), 'sudoku-readme-'));
after(() => rmSync(app, {recursive: true, force: true}));
mkdirSync(join(app, 'node_modules'));
symlinkSync(packageDir, join(app, 'node_modules/sudoku-wasm'), 'dir');
// The Rollup configuration's plugin, from the project's own dev dependencies.
mkdirSync(join(app, 'node_modules/@rollup'));
symlinkSync(
  join(root, 'node_modules/@rollup/plugin-node-resolve'),
  join(app, 'node_modules/@rollup/plugin-node-resolve'),
  'dir',
);
writeFileSync(join(app, 'package.json'), JSON.stringify({name: 'readme', private: true, type: 'module'}));

test('the README has examples to run, and their stated values are checked', () => {
  assert.ok(blocks.length >= 6, `${blocks.length} blocks`);
  assert.equal(
    withChecks('  a.b === c;  // true: so'),
    '  if ((a.b === c) !== true) throw new Error("README: a.b === c is not true");',
  );
  assert.equal(
    withChecks("f(x);  // message: 'bad x'"),
    'if ((f(x)).message !== "bad x") throw new Error("README: f(x)\'s message is not \'bad x\'");',
  );
  const checked = blocks.map(([, code]) => withChecks(code)).join('\n');
  assert.ok((checked.match(/throw new Error\("README: /g) ?? []).length >= 3, 'at least three checked values');
});

for (const [line, code] of blocks) {
  test(`the example at README.md line ${line} runs as written and exits`, () => {
    const file = join(app, `example-${line}.mjs`);
    writeFileSync(file, withChecks(code));
    const run = spawnSync('node', [file], {cwd: app, encoding: 'utf8', timeout: 120000});
    assert.equal(run.error, undefined, `${run.error}`);
    assert.equal(run.stderr, '', run.stderr);
    assert.equal(run.status, 0);
  });
}
