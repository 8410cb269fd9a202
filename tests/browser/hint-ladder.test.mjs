// The hint ladder on the page (issue 24), in headless Chromium (dist/site over http): Hint on an
// extreme puzzle shows a named pattern players learn, drawn on the board, where Sudoku
// Explainer's ladder would give a chain; Explain's switch walks the same puzzle on either ladder
// and says which ladder each step came from. What the page should show is computed here with
// the package in Node (the same engine). Screenshots of the hint at 1280×800 and 390×844, light
// and dark, go to tests/browser/screenshots/hint-ladder-*.png.
import assert from 'node:assert/strict';
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {before, describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {
  DESKTOP,
  drawnMarks,
  marksOfStep,
  openInContext,
  PLAY_PHONE,
  root,
  screenshots,
  useSiteAndBrowser,
  waitForStatus,
} from './harness.mjs';

const suite = useSiteAndBrowser('page.js');
let engine;
before(async () => {
  const {createSudoku} = await import(pathToFileURL(join(root, 'dist/package/sudoku.node.mjs')).href);
  engine = await createSudoku({preload: ['logic']});
});

// se_rated_615.txt rates both 7.1 (extreme). Explain walks EXTREME. On KITE, with 25 digits of
// its hint-ladder walk entered (PROGRESS), the next step is a 2-String Kite; EXTREME's digits
// alone lead to an X-Wing, which has no links to draw.
const EXTREME = '7...94..8.1.6...7...85..9..2.....79.1...5...2.37.....6..1..64...9...3.1.8..41...9';
const KITE = '.3.....4.....8....82.437.15.........95.1.2.646..3.9..73...4...1.9.....5..4..2..3.';
const PROGRESS = '.3..9..484...8.37.82.437.15...8645939531728646843591273...4..81.98.1345..4..28.3.';
const SIZES = {desktop: DESKTOP, phone: PLAY_PHONE};
// Sudoku Explainer's chain families, which the hint ladder gives only when no pattern applies.
const CHAINS = /Forcing|Nishio|Cycle/;

const open = (url, {phone = false, colorScheme = 'light'} = {}) =>
  openInContext(suite, url, {phone, colorScheme, viewport: phone ? SIZES.phone : SIZES.desktop});

const cell = (page, index) => page.locator(`[role=gridcell][data-cell="${index}"]`);
const part = (page, name) => page.locator(`#explain-view [data-part="${name}"]`);
// Waits until Explain shows a walk of `total` steps.
const waitForSteps = (page, total) =>
  page.waitForFunction(
    (want) =>
      document.getElementById('explain-view').dataset.state === 'ready' &&
      document.querySelector('#explain-view [data-part="counter"]').textContent.endsWith(`of ${want}`),
    total,
  );

describe('the hint ladder on the page', () => {
  test('Hint on an extreme puzzle shows a named pattern, drawn on the board (screenshots)', async () => {
    assert.equal(engine.rate(KITE).rating, 7.1);
    const expected = engine.hint(KITE, {progress: PROGRESS}).step;
    assert.equal(expected.ladder, 'hint');
    assert.equal(expected.technique, '2-String Kite');
    assert.doesNotMatch(expected.technique, CHAINS);
    mkdirSync(screenshots, {recursive: true});
    for (const [name, phone] of [
      ['desktop', false],
      ['phone', true],
    ]) {
      for (const colorScheme of ['light', 'dark']) {
        const {page, close} = await open(`#play/${KITE}`, {phone, colorScheme});
        await page.waitForFunction(() => document.documentElement.dataset.mode === 'play');
        for (let index = 0; index < 81; ++index) {
          if (PROGRESS[index] === KITE[index]) continue;
          await cell(page, index).click();
          await page.keyboard.press(PROGRESS[index]);
        }
        // An empty cell selected: no digit in focus, so no highlight of where one fits.
        await cell(page, PROGRESS.indexOf('.')).click();
        await page.locator('#hint').click();
        await waitForStatus(page, /^Look at/);
        await page.locator('#hint').click();
        await waitForStatus(page, new RegExp(`^${expected.technique} \\(`));
        assert.deepEqual(await drawnMarks(page), marksOfStep(expected));
        // Its strong and weak links, as arrows.
        assert.equal(await page.locator('#board .step-line').count(), expected.links.length);
        assert.ok(expected.links.length > 0);
        await page.screenshot({path: join(screenshots, `hint-ladder-${name}-${colorScheme}.png`)});
        await close();
      }
    }
  });

  test("Explain's switch walks the puzzle on the hint ladder or the rating ladder, and says which", async () => {
    const rating = engine.explain(EXTREME);
    const teach = engine.explain(EXTREME, {teach: true});
    const {page, close} = await open(`#${EXTREME}`);
    await page.waitForFunction((want) => document.getElementById('puzzle').value === want, EXTREME);
    await page.getByRole('button', {name: 'Explain', exact: true}).click();
    await page.waitForSelector('#explain-view[data-state="ready"]');
    assert.equal(await part(page, 'counter').textContent(), `Step 1 of ${rating.steps.length}`);
    assert.match(await part(page, 'from').textContent(), /rating ladder/);
    assert.equal(await part(page, 'rating').textContent(), '7.1');

    await page.getByRole('radio', {name: 'Hint ladder'}).check();
    await waitForSteps(page, teach.steps.length);
    assert.match(await part(page, 'from').textContent(), /hint ladder/);
    // The first step beyond singles and subsets that the hint ladder takes: a named pattern.
    const index = teach.steps.findIndex((step) => step.rating >= 6.5);
    const step = teach.steps[index];
    assert.equal(step.ladder, 'hint');
    assert.doesNotMatch(step.technique, CHAINS);
    await page.keyboard.press('Home');
    for (let i = 0; i < index; ++i) await page.keyboard.press('ArrowRight');
    await page.waitForFunction((want) => document.getElementById('explain-view').dataset.step === String(want), index);
    assert.equal(await part(page, 'technique').textContent(), `${step.technique} (${step.rating.toFixed(1)})`);
    assert.equal(await page.$eval('#explain-view', (panel) => panel.dataset.ladder), 'hint');
    assert.deepEqual(await drawnMarks(page), marksOfStep(step));
    await page.screenshot({path: join(screenshots, 'hint-ladder-explain-desktop-light.png')});

    await page.getByRole('radio', {name: 'Rating ladder'}).check();
    await waitForSteps(page, rating.steps.length);
    assert.match(await part(page, 'from').textContent(), /rating ladder/);
    await close();
  });
});
