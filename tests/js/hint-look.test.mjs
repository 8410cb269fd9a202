// Stage 1 of a hint (play/look.js), in Node, on every position of tests/data/chain_steps.txt
// (the player's notes there): a chain's hint marks at most 3 cells, its target and where its
// chain starts, and says both by name; another step's marks its units as before.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {packageDir, root} from './corpus.mjs';
import {site} from './site.mjs';

const {MOST_MARKED, whereToLook} = await site('play/look.js');
const {cellRef} = await site('format.js');
const {UNITS} = await site('game/cells.js');
const {createSudoku} = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);
const sudoku = await createSudoku({preload: ['logic']});

// The hint's step at each position: [technique, step].
const hints = readFileSync(join(root, 'tests/data/chain_steps.txt'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [technique, , values, candidates] = line.split('|');
    return [technique, sudoku.hint(values, {progress: values, marks: candidates}).step];
  });

describe("a hint's first stage", () => {
  test('a chain: at most 3 cells, its target first, then where it starts; the words name them', () => {
    const chains = hints.filter(([, step]) => step.paths?.length);
    assert.ok(chains.length >= 10, `${chains.length} chain hints`);
    for (const [technique, step] of chains) {
      const {around, where} = whereToLook(step);
      const target = (step.placements[0] ?? step.eliminations[0])[0];
      const starts = step.paths.filter((path) => !path.branch).map((path) => path.potentials[0].cell);
      assert.ok(around.length <= MOST_MARKED && MOST_MARKED === 3, `${technique}: ${around.length} cells`);
      assert.equal(new Set(around).size, around.length, `${technique}: each cell once`);
      assert.equal(around[0], target, `${technique}: the target first`);
      assert.ok(
        starts.some((cell) => around.includes(cell)),
        `${technique}: where the chain starts`,
      );
      assert.match(where, new RegExp(cellRef(target)), `${technique}: "${where}" names the target`);
      if (new Set(starts).size === 1)
        assert.match(where, new RegExp(cellRef(starts[0])), `${technique}: and the start`);
    }
  });

  test('another step: its units, as before', () => {
    const others = hints.filter(([, step]) => !step.paths && step.units.length);
    assert.ok(others.length > 0);
    for (const [technique, step] of others) {
      const {around, where} = whereToLook(step);
      assert.deepEqual(new Set(around), new Set(step.units.flatMap((unit) => UNITS[unit])), technique);
      assert.match(where, /^Look at (row|column|box) \d/, technique);
    }
  });
});
