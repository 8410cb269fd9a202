// A chain step walked link by link (web/site/walk/chain.js), in Node: the walk follows the
// step's `paths` (the engine's chains as data), each link's sentence says what its `why` says,
// a potential that needs more than the one before it has an inner walk, a long chain opens at
// its first link, and the walker goes forward, back, in, out and to the whole step. The steps
// come from the engine (dist/package) on the positions of tests/data/chain_steps.txt and
// teach_steps.txt, and on a 9.8 puzzle's explanation.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {reasonOfWhy, saysWhy} from './chain-why.mjs';
import {packageDir, root} from './corpus.mjs';
import {site} from './site.mjs';

const {chainWalkOf, createWalker, OPEN_WALKED_OVER} = await site('walk/chain.js');
const {cellRef} = await site('format.js');
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
// se_rated_615.txt's hardest (9.8): dynamic forcing chains, nested ones among them.
const HARD = '7.....4...2..7..8...3..8..9...5..3...6..2..9...1..7..6...3..9...3..4..6...9..1..5';
const hardSteps = sudoku.explain(HARD).steps;
const chainSteps = () => [...rows.map(([technique]) => hintStep(technique)), ...hardSteps].filter((step) => step.paths);

// Every link of a walk, inner walks' too.
const allLinks = (walk) => walk.links.flatMap((link) => [link, ...(link.inner ? allLinks(link.inner) : [])]);

// The whys the step's paths give potential "cell:digit:on", as JSON: a link into it must carry one.
function whysOf(step) {
  const whys = new Map();
  for (const {potentials} of step.paths)
    for (const {cell, digit, on, why} of potentials) {
      const key = `${cell}:${digit}:${on}`;
      if (!whys.has(key)) whys.set(key, new Set());
      whys.get(key).add(JSON.stringify(why));
    }
  return whys;
}

// Checks that each link of `step`'s walk says what its why says; returns how many links.
function checkWhys(step) {
  const walk = chainWalkOf(step);
  assert.ok(walk, `${step.technique} has paths: it is walked`);
  const whys = whysOf(step);
  const links = allLinks(walk).filter((link) => !link.conclusion);
  for (const link of links) {
    const what = `${step.technique}: ${link.sentence}`;
    assert.ok(link.why, `${what} has a why`);
    const given = whys.get(`${link.to.join(':')}:${link.toOn}`);
    assert.ok(given?.has(JSON.stringify(link.why)), `${what}: its why is the step's`);
    assert.ok(saysWhy(link.sentence, link), `${what}: says "${reasonOfWhy(link)}"`);
    for (const [cell] of link.why.also ?? [])
      assert.ok(link.sentence.includes(cellRef(cell)), `${what} names its also`);
  }
  return links.length;
}

describe('a chain step walked link by link', () => {
  test('each link of a forcing chain says its own sentence and why it holds', () => {
    const step = hintStep('Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)');
    const walk = chainWalkOf(step);
    assert.equal(walk.chains, 2);
    assert.equal(walk.links[0].sentence, 'If r1c3 is 2, r1c6 is not 2: both are in row 1.');
    assert.equal(walk.links[1].sentence, 'If r1c6 is not 2, r2c6 is 2: the last place left for 2 in box 2.');
    const nested = walk.links.find((link) => link.why.kind === 'nested');
    assert.match(nested.sentence, /: by a Region Forcing Chains, with .*r9c6 not 9.* too\.$/);
    assert.ok(nested.inner.links.length > 3, 'what the nested chain needed opens as an inner walk');
    // Every link drawn comes from the step's links, but for the links of nested techniques.
    const known = new Set(step.links.map(({from, to, strong}) => `${from}>${to}>${strong}`));
    for (const link of allLinks(walk).filter((each) => !each.conclusion && each.why.kind !== 'nested'))
      assert.ok(known.has(`${link.from}>${link.to}>${link.strong}`), link.sentence);
    // The second chain starts where it leaves the first.
    const second = walk.links.find((link) => link.chain === 1);
    assert.match(second.resumes, /^r\dc\d is (not )?\d$/);
    assert.equal(walk.links.at(-1).sentence, 'A contradiction: r8c4 would be 1 and not 1, so remove 2 from r1c3.');
  });

  test("the hint ladder's AIC, with a group, is walked too", () => {
    const step = hintStep('Grouped AIC');
    const walk = chainWalkOf(step);
    assert.equal(walk.links.length, step.links.length + 1, 'one link each, then the conclusion');
    assert.equal(
      walk.links[5].sentence,
      'If r5c7 is 9, 9 is not in r89c7: both are in column 7.',
      'a group is named whole',
    );
    assert.equal(walk.links[6].sentence, 'If 9 is not in r89c7, r9c9 is 9: the last place left for 9 in box 9.');
    assert.equal(walk.links[7].sentence, 'Either r3c9 is 7 or r9c9 is 9, so remove 9 from r3c9.');
  });

  test('a conclusion says how the chains end: a forcing chain to its own opposite, a loop, a contradiction', () => {
    // tests/browser/chain-game.mjs's CHAIN, rated 7.1: its step 29 is a Forcing Chain.
    const {steps} = sudoku.explain('..82.43.....7.5.....6.3.1...8..9..3.6..153..8.3.6.8.1..........72.....85.53...47.');
    const conclusion = (step) => chainWalkOf(step).links.at(-1).sentence;
    assert.equal(conclusion(steps[28]), 'If r6c9 is 2, it is not 2: so remove 2 from r6c9.');
    const loop = hardSteps.find((step) => step.technique === 'Bidirectional Cycle');
    assert.match(conclusion(loop), /^The loop closes, so remove \d from r\dc\d/);
    const contradiction = hardSteps.find((step) => step.technique === 'Dynamic Contradiction Forcing Chains');
    assert.match(
      conclusion(contradiction),
      /^A contradiction: (r\dc\d) would be (\d) and not \2, so remove \d from r\dc\d\.$/,
    );
  });

  test("every link of every chain step says what its why says, inner walks' too", () => {
    let links = 0;
    for (const step of chainSteps()) links += checkWhys(step);
    assert.ok(links > 1000, `${links} links`);
    assert.ok(
      hardSteps.some((step) => step.paths && step.technique.endsWith('(+)')),
      'a nested chain among them',
    );
  });

  test('a link whose why is missing, empty, of no kind or not of its link is an error, not a guess', () => {
    const step = hintStep('Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)');
    const last = (copy) => copy.paths.at(-1).potentials.at(-1);
    const nested = (copy) => copy.paths.flatMap((path) => path.potentials).find((each) => each.why?.kind === 'nested');
    const broken = (which, change) => () => {
      const copy = structuredClone(step);
      change(which(copy));
      return chainWalkOf(copy);
    };
    assert.throws(
      broken(last, (potential) => delete potential.why),
      /path \d+ has a potential with no why: r\dc\d is (not )?\d$/,
    );
    assert.throws(
      broken(last, (potential) => {
        potential.why = null;
      }),
      /no why/,
    );
    assert.throws(
      broken(last, (potential) => {
        potential.why = {};
      }),
      /a why of no known kind: .*, \{\}$/,
    );
    assert.throws(
      broken(last, (potential) => {
        potential.why = {kind: 'unit', unit: 27};
      }),
      /a why of no known kind/,
    );
    assert.throws(
      broken(nested, (potential) => {
        potential.why = {kind: 'cell'};
      }),
      /no reason for r\dc\d is not \d -> r\dc\d is not \d: why \{"kind":"cell"\}/,
    );
    assert.throws(
      () => chainWalkOf({...step, paths: [{branch: [3, 0], potentials: step.paths[0].potentials}]}),
      /branches/,
    );
  });

  test('a digit left last counts only its own causes; a nested technique names its premises', () => {
    const walk = chainWalkOf(hintStep('Dynamic Cell Forcing Chains (+)'));
    const sentences = allLinks(walk).map((link) => link.sentence);
    // r3c2 holds 1 and 4 once the chain's earlier candidates are off: its 4 is the other one.
    assert.ok(sentences.includes("If r3c2 is not 1, r3c2 is 4: 4 is the cell's other candidate."));
    assert.ok(sentences.includes('If r2c3 is not 4, r3c2 is 4: the last place left for 4 in box 1.'));
    assert.ok(
      sentences.includes('If r1c5 is not 3, r1c8 is not 2: by a Hidden Pair, with r1c6 not 3; r1c9 not 1 too.'),
    );
    assert.ok(sentences.includes('If r3c1 is not 2, r3c2 is not 1: by a Naked Pair, with r3c4 not 2, 4 or 8 too.'));
    assert.equal(walk.links.at(-1).sentence, 'Every chain ends in r9c9 is not 4, so remove 4 from r9c9.');
  });

  test('a long chain opens at its first link, the rest ahead; a short one whole; Whole goes there and back', () => {
    const walk = chainWalkOf(hintStep('Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)'));
    assert.ok(walk.links.length - 1 > OPEN_WALKED_OVER);
    const walker = createWalker(walk);
    assert.equal(walker.index, 0, 'at link 1');
    const opened = walker.drawing();
    assert.deepEqual(opened.links, [walk.links[0]]);
    assert.equal(opened.current, walk.links[0]);
    assert.deepEqual(opened.rest, walk.links.slice(1, -1), 'the rest of the chain, to draw faint');
    walker.step(1);
    walker.step(1);
    assert.equal(walker.toggleWhole(), true);
    assert.equal(walker.whole, true);
    assert.equal(walker.drawing(), null, 'every path at once');
    walker.toggleWhole();
    assert.equal(walker.index, 2, 'back at the link it left');
    // The engine's chains are rarely as short: the first four links of this one, and its end.
    const short = {...walk, links: [...walk.links.slice(0, OPEN_WALKED_OVER), walk.links.at(-1)]};
    assert.equal(createWalker(short).drawing(), null, 'a short chain opens whole');
  });

  test('the walker goes on, back, into an inner chain and out; it draws what was walked', () => {
    const walk = chainWalkOf(hintStep('Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)'));
    const walker = createWalker(walk);
    assert.equal(walker.step(-1), true, 'back from link 1 to the whole step');
    assert.equal(walker.drawing(), null);
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
    assert.equal(walker.drawing().rest[0], outer, 'the outer link is still ahead');
    assert.equal(walker.leave(), true);
    assert.equal(walker.link, outer);
    assert.equal(walker.leave(), false);
    while (walker.step(1));
    assert.equal(walker.link.conclusion, true);
    assert.equal(walker.drawing().current, null);
    assert.deepEqual(walker.drawing().rest, []);
  });

  test('a step without paths is not walked: it is drawn whole', () => {
    assert.equal(chainWalkOf({text: 'In box 5, 7 fits only in r5c4.', links: []}), null);
    const step = hintStep('AIC');
    assert.ok(chainWalkOf(step));
    const {paths, ...withoutPaths} = step;
    assert.ok(paths.length && withoutPaths.links.length);
    assert.equal(chainWalkOf(withoutPaths), null, 'its links alone are no walk');
  });
});
