// Browser tests of "Explain" (web/site/explain/, panel.js and step-view.js, bundled into
// page.js) in headless Chromium, on the assembled page (dist/site over http). Needs
// `scripts/build.sh` (or `node scripts/assemble.mjs build/wasm`) first. What the panel should
// show is computed here through the package in Node (dist/package), not written down. Every test
// fails on a console error or warning and on a request outside the page's own origin.

import assert from 'node:assert/strict';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {boardText, contextOptions, drawnMarks, marksOfStep, openPage, root, useSiteAndBrowser} from './harness.mjs';

const {createSudoku} = await import(pathToFileURL(join(root, 'dist/package/sudoku.node.mjs')).href);
const sudoku = await createSudoku({preload: ['logic']});

const EASY = '..43..2.9..5..9..1.7..6..43..6..2.8719...74...5..83...6.....1.5..35.869..4291.3..';
// se_ratings_615.txt rates it 7.1; its first chain step is a Forcing Chain of 7 links.
const CHAIN = '..82.43.....7.5.....6.3.1...8..9..3.6..153..8.3.6.8.1..........72.....85.53...47.';
// The page's "one of the hardest known": explain() takes about a minute on it.
const HARDEST = '98.7..6..75..4......3..8.7.5....7.3...94.........2.1..3.......1.9...5.8...52....6';

const suite = useSiteAndBrowser('page.js');
let context = null;
after(() => context?.close());

/** Opens the page on `puzzle` and clicks Explain (unless `open` is false). `close()` asserts nothing went wrong meanwhile. */
async function explain(puzzle, {open = true} = {}) {
  context ??= await suite.browser.newContext(contextOptions(false));
  const opened = await openPage(suite, context, `#${puzzle}`);
  const {page} = opened;
  await page.waitForFunction((want) => document.getElementById('puzzle').value === want, puzzle);
  if (!open) return opened;
  await page.getByRole('button', {name: 'Explain', exact: true}).click();
  await page.waitForSelector('#explain-view:not([hidden])');
  return opened;
}

const part = (page, name) => page.locator(`#explain-view [data-part="${name}"]`);

// The board before step `index`: the puzzle's digits and every earlier step's placements.
function positionBefore(puzzle, steps, index) {
  const digits = [...puzzle];
  for (const step of steps.slice(0, index)) for (const [cell, digit] of step.placements) digits[cell] = String(digit);
  return digits.join('');
}

async function walkTo(page, index) {
  await page.keyboard.press('Home');
  for (let i = 0; i < index; ++i) await page.keyboard.press('ArrowRight');
  await page.waitForFunction((want) => document.getElementById('explain-view').dataset.step === String(want), index);
}

describe('Explain', () => {
  test('shows the rating explain() gives and draws step N over the position before it', async () => {
    const expected = sudoku.explain(EASY);
    assert.equal(expected.status, 'unique');
    const {page, close} = await explain(EASY);
    await page.waitForSelector('#explain-view[data-state="ready"]');
    assert.equal(await part(page, 'rating').textContent(), expected.rating.toFixed(1));
    assert.equal(await part(page, 'level').textContent(), expected.level);
    assert.equal(await part(page, 'hardest').textContent(), expected.hardest);
    assert.equal(await page.getAttribute('#board', 'aria-readonly'), 'true', 'the board is lent read-only');

    for (const index of [0, 12, expected.steps.length - 1]) {
      await walkTo(page, index);
      const step = expected.steps[index];
      assert.equal(await part(page, 'counter').textContent(), `Step ${index + 1} of ${expected.steps.length}`);
      assert.equal(await part(page, 'text').textContent(), step.text);
      assert.match(await part(page, 'technique').textContent(), new RegExp(`^${step.technique} \\(`));
      assert.deepEqual(await drawnMarks(page), marksOfStep(step), `step ${index + 1}'s marks`);
      const before = positionBefore(EASY, expected.steps, index);
      assert.equal(await boardText(page), before, `the board before step ${index + 1}`);
      for (const [cell] of step.placements) assert.equal(before[cell], '.', 'the step places into an empty cell');
      const units = await page.$$eval('#board [data-unit]', (rects) => rects.map((rect) => Number(rect.dataset.unit)));
      assert.deepEqual(units.sort(), [...step.units].sort());
    }
    // End and the buttons walk too.
    await page.keyboard.press('End');
    await page.getByRole('button', {name: 'Previous step'}).click();
    assert.equal(
      await part(page, 'counter').textContent(),
      `Step ${expected.steps.length - 1} of ${expected.steps.length}`,
    );
    // Esc closes and gives the board back, as the player left it.
    await page.keyboard.press('Escape');
    await page.waitForSelector('#explain-view[hidden]', {state: 'attached'});
    assert.equal(await boardText(page), EASY);
    assert.equal(await page.locator('#board .step-mark').count(), 0, 'clear() took the marks off');
    await close();
  });

  test('draws a chain step as one arrow per link, strong solid and weak dashed', async () => {
    const expected = sudoku.explain(CHAIN);
    const index = expected.steps.findIndex((step) => step.links.length > 0);
    assert.ok(index >= 0, 'the puzzle has a chain step');
    const step = expected.steps[index];
    assert.ok(step.links.some((link) => link.strong) && step.links.some((link) => !link.strong));
    const {page, close} = await explain(CHAIN);
    await page.waitForSelector('#explain-view[data-state="ready"]');
    await walkTo(page, index);
    const arrows = await page.$$eval('#board .step-link', (links) =>
      links.map((link) => {
        const line = link.querySelector('.step-line');
        return {
          from: link.dataset.from,
          to: link.dataset.to,
          strong: link.dataset.strong === 'true',
          dashed: getComputedStyle(line).strokeDasharray !== 'none',
          arrowhead: line.getAttribute('marker-end') !== null,
        };
      }),
    );
    assert.equal(arrows.length, step.links.length);
    const want = step.links.map((link) => `${link.from.join(':')}>${link.to.join(':')}:${link.strong}`).sort();
    assert.deepEqual(arrows.map((arrow) => `${arrow.from}>${arrow.to}:${arrow.strong}`).sort(), want);
    for (const arrow of arrows) {
      assert.equal(arrow.dashed, !arrow.strong, 'strong links solid, weak ones dashed');
      assert.ok(arrow.arrowhead);
    }
    assert.deepEqual(await drawnMarks(page), marksOfStep(step));
    assert.equal(await part(page, 'legend-links').isVisible(), true, 'the legend tells the two links apart');
    // The step before has no links: no arrows.
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.locator('#board .step-link').count(), expected.steps[index - 1].links.length);
    await close();
  });

  test('Esc and Cancel stop a running explain; closing gives the board back', async () => {
    const {page, close} = await explain(HARDEST, {open: false});
    // Explain, then Esc in the same task: the answer cannot come first, however fast the explain
    // (this puzzle takes 0.2 s) or loaded the machine.
    await page.evaluate(() => {
      document.querySelector('#explain').click();
      document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
    });
    await page.waitForSelector('#explain-view[data-state="cancelled"]');
    assert.match(await part(page, 'problem').textContent(), /Cancelled/);
    await page.keyboard.press('Escape'); // nothing runs now: Esc closes
    await page.waitForSelector('#explain-view[hidden]', {state: 'attached'});
    assert.equal(await page.getAttribute('#board', 'aria-readonly'), null);

    // The panel's Cancel button, then its close button. Explain and Cancel are clicked in one
    // task, so the answer cannot come first: on a loaded machine, a click of its own could land
    // after the explain had ended (this puzzle takes 0.2 s).
    await page.evaluate(() => {
      document.querySelector('#explain').click();
      document.querySelector('#explain-view [data-part="cancel"]').click();
    });
    await page.waitForSelector('#explain-view[data-state="cancelled"]');
    assert.equal(await part(page, 'cancel').textContent(), 'Cancel');
    await page.getByRole('button', {name: 'Close Explain'}).click();
    await page.waitForSelector('#explain-view[hidden]', {state: 'attached'});

    // Typing works again: the board is the player's.
    assert.equal(await boardText(page), HARDEST);
    await page.locator('[role=gridcell][data-cell="2"]').click();
    await page.keyboard.press('1');
    assert.equal(await boardText(page), `${HARDEST.slice(0, 2)}1${HARDEST.slice(3)}`);
    await close();
  });

  test('says in words why there is nothing to explain, and opens one panel at a time', async () => {
    const {page, close} = await explain('.'.repeat(81));
    await page.waitForSelector('#explain-view[data-state="multiple"]');
    assert.match(
      await part(page, 'problem').textContent(),
      /^This puzzle has at least 2 solutions, so there is no single path of logic to explain\.$/,
    );
    await page.getByRole('button', {name: 'Watch the search'}).click();
    await page.waitForSelector('#watch-view:not([hidden])');
    assert.equal(await page.locator('#explain-view').isHidden(), true, 'Watch closes Explain');
    await page.getByRole('button', {name: 'Explain', exact: true}).click();
    await page.waitForSelector('#explain-view:not([hidden])');
    assert.equal(await page.locator('#watch-view').isHidden(), true, 'Explain closes Watch');
    assert.equal(await page.getAttribute('#board', 'aria-readonly'), 'true');
    await close();
  });
});
