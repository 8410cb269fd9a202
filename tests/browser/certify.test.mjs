// Browser tests of "Certify" (web/site/certify/, on panel.js, bundled into page.js) in headless
// Chromium, on the assembled page (dist/site over http). Needs `scripts/build.sh` (or `node
// scripts/assemble.mjs build/wasm`) first. What the panel should show is computed here through
// the package in Node (dist/package), not written down. Screenshots at 1280, 1024 and 375 px,
// light and dark, go to tests/browser/screenshots/certify-*.png. Every test fails on a console
// error or warning and on a request outside the page's own origin.

import assert from 'node:assert/strict';
import {mkdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {
  boardText,
  boxesOf,
  contextOptions,
  offline,
  openPage,
  root,
  screenshots,
  useSiteAndBrowser,
} from './harness.mjs';

const {createSudoku} = await import(pathToFileURL(join(root, 'dist/package/sudoku.node.mjs')).href);
const sudoku = await createSudoku({preload: ['logic']});

// The tutorials' example: unique, with redundant givens.
const TUTORIAL = '3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..';
// The first 17-clue puzzle of tests/data/slices/17_clue.txt without its first given: 17-clue
// puzzles are minimal, so it has several solutions.
const SEVENTEEN = readFileSync(join(root, 'tests/data/slices/17_clue.txt'), 'utf8')
  .split('\n')
  .find((line) => /^[0-9.]{81}$/.test(line));
const FIRST_GIVEN = SEVENTEEN.search(/[1-9]/);
const SEVERAL = `${SEVENTEEN.slice(0, FIRST_GIVEN)}.${SEVENTEEN.slice(FIRST_GIVEN + 1)}`;

const suite = useSiteAndBrowser('page.js');
const contexts = [];
after(() => Promise.all(contexts.map((context) => context.close())));

/** Opens the page on `puzzle` in set-up and clicks Certify, in a context of the size asked. */
async function certify(puzzle, {viewport = null, phone = false, colorScheme = 'light'} = {}) {
  const options = contextOptions(phone);
  const context = await suite.browser.newContext({...options, ...(viewport ? {viewport} : {}), colorScheme});
  contexts.push(context);
  const opened = await openPage(suite, context, `#${puzzle}`);
  const {page} = opened;
  await page.waitForFunction((want) => document.getElementById('puzzle').value === want, puzzle);
  await page.getByRole('button', {name: 'Certify', exact: true}).click();
  await page.waitForSelector('#certify-view:not([hidden])');
  await page.waitForFunction(() =>
    ['unique', 'multiple'].includes(document.getElementById('certify-view').dataset.state),
  );
  return opened;
}

const part = (page, name) => page.locator(`#certify-view [data-part="${name}"]`);
const marked = (page, mark) =>
  page.$$eval(`#board [data-certify="${mark}"]`, (cells) => cells.map((cell) => Number(cell.dataset.cell)));
const figures = (page) =>
  page.$$eval('#certify-view [data-part="figures"] div', (rows) =>
    Object.fromEntries(rows.map((row) => [row.querySelector('dt').textContent, row.querySelector('dd').textContent])),
  );

// The panel is beside or under the board, inside the viewport's width, and the page does not
// scroll sideways.
async function assertLaidOut(page) {
  const width = await page.evaluate(() => innerWidth);
  const [panel, board] = await boxesOf(page, ['#certify-view', '#board']);
  assert.ok(panel.x >= 0 && panel.x + panel.width <= width + 1, `the panel fits in ${width} px`);
  assert.ok(panel.x >= board.x + board.width - 1 || panel.y >= board.y + board.height - 1, 'beside or under the board');
  assert.equal(
    await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
    true,
    'no sideways scroll',
  );
}

describe('Certify', () => {
  test('a unique puzzle: the figures certify() gives, its redundant givens struck out, the text to copy', async () => {
    const expected = sudoku.certify(TUTORIAL);
    assert.equal(expected.status, 'unique');
    assert.ok(expected.redundant.length > 0);
    const {page, close} = await certify(TUTORIAL);
    assert.equal(await page.getAttribute('#board', 'aria-readonly'), 'true', 'the board is lent read-only');
    const shown = await figures(page);
    assert.equal(shown.Solutions, 'exactly one');
    assert.equal(shown.Givens, `${expected.givens}, ${expected.redundant.length} redundant`);
    assert.equal(shown.Symmetry, 'none');
    assert.equal(shown.Rating, `${expected.rating.toFixed(1)} (${expected.level})`);
    assert.equal(shown.ED, `${expected.rating.toFixed(1)}/${expected.pearl.toFixed(1)}/${expected.diamond.toFixed(1)}`);
    assert.equal(shown['Hardest step'], expected.hardest);
    assert.deepEqual(await marked(page, 'redundant'), expected.redundant);
    assert.deepEqual(await marked(page, 'differing'), []);
    assert.match(await part(page, 'note').textContent(), /^Redundant givens \(struck out on the board\): r1c1, /);
    assert.equal(await part(page, 'text').inputValue(), expected.text);
    assert.equal(await part(page, 'link').getAttribute('href'), `#play/${TUTORIAL}`);
    assert.equal(await boardText(page), TUTORIAL);
    // Copy: the clipboard where the browser allows it, else the text selected.
    await part(page, 'copy').click();
    await page.waitForFunction(() => document.querySelector('#certify-view [data-part="copied"]').textContent !== '');
    // Closing gives the board back, unmarked.
    await page.keyboard.press('Escape');
    await page.waitForSelector('#certify-view[hidden]', {state: 'attached'});
    assert.deepEqual(await marked(page, 'redundant'), []);
    assert.equal(await page.getAttribute('#board', 'aria-readonly'), null);
    assert.equal(await boardText(page), TUTORIAL);
    await close();
  });

  test('a puzzle that is not unique: where two solutions differ, with both digits, and givens that fix it', async () => {
    const expected = sudoku.certify(SEVERAL);
    assert.equal(expected.status, 'multiple');
    const {page, close} = await certify(SEVERAL);
    const shown = await figures(page);
    assert.equal(shown.Solutions, expected.message);
    assert.equal(shown.Rating, undefined, 'no rating for a puzzle that is not unique');
    assert.deepEqual(await marked(page, 'differing'), expected.differing);
    for (const cell of expected.differing) {
      const text = await page.locator(`#board [data-cell="${cell}"]`).textContent();
      assert.equal(text, `${expected.solution[cell]}/${expected.otherSolution[cell]}`);
    }
    const note = await part(page, 'note').textContent();
    assert.match(note, /^Two solutions differ in \d+ cells? /);
    for (const [cell, digit] of expected.suggested) {
      assert.ok(note.includes(`r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1} = ${digit}`), note);
    }
    assert.equal(await part(page, 'text').inputValue(), expected.text);
    await close();
  });

  test('the offline file (dist/sudoku.html from file://) certifies too, in its Blob-URL worker', async () => {
    const context = await suite.browser.newContext(contextOptions(false));
    contexts.push(context);
    const {page, close} = await openPage(suite, context, `${pathToFileURL(offline).href}#${TUTORIAL}`);
    await page.getByRole('button', {name: 'Certify', exact: true}).click();
    await page.waitForSelector('#certify-view[data-state="unique"]');
    assert.deepEqual(await marked(page, 'redundant'), sudoku.certify(TUTORIAL).redundant);
    await close();
  });

  test('layout at 1280, 1024 and 375 px, light and dark (screenshots)', async () => {
    mkdirSync(screenshots, {recursive: true});
    const sizes = [
      ['desktop', {width: 1280, height: 800}, false],
      ['laptop', {width: 1024, height: 768}, false],
      ['phone', null, true],
    ];
    for (const [name, viewport, phone] of sizes) {
      for (const colorScheme of ['light', 'dark']) {
        for (const [kind, puzzle] of [
          ['redundant', TUTORIAL],
          ['several', SEVERAL],
        ]) {
          if (kind === 'several' && colorScheme === 'dark' && !phone) continue; // enough pictures
          const {page, close} = await certify(puzzle, {viewport, phone, colorScheme});
          await assertLaidOut(page);
          await page.screenshot({
            path: join(screenshots, `certify-${kind}-${name}-${colorScheme}.png`),
            fullPage: true,
          });
          await close();
        }
      }
    }
  });
});
