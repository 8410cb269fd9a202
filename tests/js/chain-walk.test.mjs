// A chain step walked link by link (web/site/walk/chain.js), in Node: the walk follows the
// step's sentence, each link has its own sentence, a nested technique or a digit left last has
// an inner walk, and the walker goes forward, back, in and out. The steps come from the engine
// (dist/package) on the positions of tests/data/chain_steps.txt.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {packageDir, root} from './corpus.mjs';
import {site} from './site.mjs';

const {chainWalkOf, createWalker, pathsOfText} = await site('walk/chain.js');
const {createSudoku} = await import(pathToFileURL(join(packageDir, 'sudoku.node.mjs')).href);
const sudoku = await createSudoku({preload: ['logic']});

// technique|rating|values|candidates|... : the engine's hint on each position, with its marks
// (the rating ladder's chains, and the hint ladder's patterns).
const rowsOf = (file) =>
  readFileSync(join(root, 'tests/data', file), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => line.split('|'));
const rows = [...rowsOf('chain_steps.txt'), ...rowsOf('teach_steps.txt')];
const {marksText} = await site('game/candidates.js');
const maskOf = (digits) => [...digits].reduce((mask, digit) => mask | (1 << (digit - 1)), 0);
function hintStep(technique) {
  const [, , values, candidates] = rows.find(([name]) => name === technique);
  const notes = candidates.split(',').map(maskOf);
  const marks = marksText({digits: values, notes, corners: new Array(81).fill(0)});
  const hint = sudoku.hint(values, {progress: values, marks});
  assert.equal(hint.kind, 'step');
  return hint.step;
}

describe('a chain step walked link by link', () => {
  test("reads the sentence's paths: potentials on and off, nested techniques, the conclusion", () => {
    const {paths, conclusion} = pathsOfText(
      'If r1c3 is 2, then r1c6 is not 2, so (Naked Pair) r2c6 is 2; and if r1c3 is 2, then r1c6 is not 2, so r2c6 is not 2: a contradiction, so remove 2 from r1c3.',
    );
    assert.equal(paths.length, 2);
    assert.deepEqual(paths[0], [
      {candidate: [2, 2], on: true, via: null},
      {candidate: [5, 2], on: false, via: null},
      {candidate: [14, 2], on: true, via: 'Naked Pair'},
    ]);
    assert.equal(conclusion, 'A contradiction, so remove 2 from r1c3.');
  });

  test('each link of a forcing chain says its own sentence and why it holds', () => {
    const step = hintStep('Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)');
    const walk = chainWalkOf(step);
    assert.equal(walk.chains, 2);
    const [first] = walk.links;
    assert.equal(first.sentence, 'If r1c3 is 2, r1c6 is not 2: both are in row 1.');
    assert.equal(walk.links[1].sentence, 'If r1c6 is not 2, r2c6 is 2: the last place left for 2 in column 6.');
    const nested = walk.links.find((link) => link.via === 'Region Forcing Chains');
    assert.match(nested.sentence, /by a Region Forcing Chains\.$/);
    assert.ok(nested.inner.links.length > 3, 'the nested chain opens as an inner walk');
    // Every link drawn comes from the step's links, but for the path's links into a nested one.
    const known = new Set(step.links.map(({from, to, strong}) => `${from}>${to}>${strong}`));
    for (const link of walk.links.filter((each) => !each.conclusion && !each.via))
      assert.ok(known.has(`${link.from}>${link.to}>${link.strong}`), link.sentence);
    for (const link of nested.inner.links)
      assert.ok(known.has(`${link.from}>${link.to}>${link.strong}`), link.sentence);
    // The second chain starts where it leaves the first.
    const second = walk.links.find((link) => link.chain === 1);
    assert.match(second.resumes, /^r\dc\d is (not )?\d$/);
    assert.equal(walk.links.at(-1).sentence, 'A contradiction, so remove 2 from r1c3.');
  });

  test("the hint ladder's AIC, with a group, is walked too", () => {
    const step = hintStep('Grouped AIC');
    assert.match(step.technique, /AIC/);
    const walk = chainWalkOf(step);
    assert.equal(walk.links.length, step.links.length + 1, 'one link each, then the conclusion');
    assert.equal(
      walk.links[5].sentence,
      'If r5c7 is 9, 9 is not in r89c7: both are in column 7.',
      'a group is named whole',
    );
    assert.equal(walk.links[6].sentence, 'If 9 is not in r89c7, r9c9 is 9: the last place left for 9 in box 9.');
  });

  // A link's reason: its words after a colon.
  const unreasoned = (walk) =>
    walk.links.flatMap((link) => [
      ...(link.conclusion || /^If .+, .+: .+\.$/.test(link.sentence) ? [] : [link.sentence]),
      ...(link.inner ? unreasoned(link.inner) : []),
    ]);

  test('every link of every chain step says why it holds, inner walks too', () => {
    let links = 0;
    const count = (walk) => walk.links.reduce((sum, link) => sum + 1 + (link.inner ? count(link.inner) : 0), 0);
    for (const [technique] of rows) {
      const walk = chainWalkOf(hintStep(technique));
      if (!walk) continue;
      links += count(walk);
      assert.deepEqual(unreasoned(walk), [], technique);
    }
    assert.ok(links > 1000, `${links} links`);
  });

  test("a hard puzzle's dynamic forcing chains, from explain(), say why each link holds", () => {
    // se_rated_615.txt's hardest (9.8): dynamic forcing chains, nested ones among them.
    const {steps} = sudoku.explain('7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5');
    const walks = steps.map(chainWalkOf).filter(Boolean);
    assert.ok(walks.length > 10);
    assert.ok(
      steps.some((step) => step.technique.endsWith('(+)')),
      'a nested chain among them',
    );
    for (const walk of walks) assert.deepEqual(unreasoned(walk), [], walk.title);
  });

  test('the reasons: a digit left last counts only its own causes; a nested technique names its premises', () => {
    // r3c2 holds 1 and 4: its 4 is the cell's other candidate, though a chain of the step also
    // reaches r3c2 is 4 through box 1.
    const walk = chainWalkOf(hintStep('Dynamic Cell Forcing Chains (+)'));
    const all = (each) => each.links.flatMap((link) => [link, ...(link.inner ? all(link.inner) : [])]);
    const sentences = all(walk).map((link) => link.sentence);
    assert.ok(sentences.includes("If r3c2 is not 1, r3c2 is 4: 4 is the cell's other candidate."));
    assert.ok(sentences.includes('If r2c3 is not 4, r3c2 is 4: the last place left for 4 in box 1.'));
    // Off to off is no link of cells and units: a technique on the chain's board made it, named
    // on a path ("by a Claiming"), else with the other candidates it needed.
    const nested = all(walk).filter((link) => !link.conclusion && !link.fromOn && !link.toOn);
    assert.ok(nested.some((link) => link.via));
    assert.ok(nested.some((link) => / with .+ too\.$/.test(link.sentence)));
    for (const link of nested)
      assert.match(link.sentence, /: by (a nested technique(, with .+ too)?|an? [A-Z][^:]*)\.$/);
  });

  test('the walker goes on, back, into an inner chain and out; it draws what was walked', () => {
    const walk = chainWalkOf(hintStep('Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)'));
    const walker = createWalker(walk);
    assert.equal(walker.drawing(), null, 'the whole step at first');
    assert.equal(walker.step(-1), false);
    walker.step(1);
    walker.step(1);
    assert.equal(walker.index, 1);
    assert.deepEqual(walker.drawing().links, walk.links.slice(0, 2));
    assert.equal(walker.drawing().current, walk.links[1]);
    while (!walker.link.inner) walker.step(1);
    const outer = walker.link;
    assert.equal(walker.enter(), true);
    assert.equal(walker.depth, 1);
    assert.equal(walker.link, outer.inner.links[0]);
    assert.equal(walker.drawing().current, outer.inner.links[0]);
    assert.equal(walker.leave(), true);
    assert.equal(walker.link, outer);
    assert.equal(walker.leave(), false);
    while (walker.step(1));
    assert.equal(walker.link.conclusion, true);
    assert.equal(walker.drawing().current, null);
  });

  test('a step without links is no chain', () => {
    assert.equal(chainWalkOf({text: 'In box 5, 7 fits only in r5c4.', links: []}), null);
  });
});
