// Touch on a 390×844 phone (issue 45), in headless Chromium (dist/site over http), with real touch
// events (CDP's Input.dispatchTouchEvent, which the browser turns into pointer events, gestures
// and scrolls as it does a finger's): a drag on the board selects the cells it passes and a note
// goes into all of them; with Select on, taps select cells apart; a swipe on the board with a digit picked first places nothing (a tap
// does); the page scrolls from outside the board, never from a drag on it. Screenshots of a
// touch selection, light and dark.
import assert from 'node:assert/strict';
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import {boardText, openInContext, PLAY_PHONE, screenshots, useSiteAndBrowser} from './harness.mjs';

const suite = useSiteAndBrowser();

/** A fresh phone page (touch, 390×844) with a game in play at `url`, and its CDP session. */
async function openPhone(url, colorScheme = 'light') {
  const opened = await openInContext(suite, url, {phone: true, viewport: PLAY_PHONE, colorScheme});
  const {page} = opened;
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.mode === 'play' && /^[1-9.]{81}$/.test(document.getElementById('puzzle').value),
  );
  const cdp = await page.context().newCDPSession(page);
  return {...opened, cdp, puzzle: await page.locator('#puzzle').inputValue()};
}

const touch = (cdp, type, points) => cdp.send('Input.dispatchTouchEvent', {type, touchPoints: points});

/** A finger put down at the first of `points`, moved through the others (`steps` moves between two), lifted. */
async function drag(cdp, points, steps = 4) {
  await touch(cdp, 'touchStart', [points[0]]);
  for (let i = 1; i < points.length; ++i) {
    const [from, to] = [points[i - 1], points[i]];
    for (let step = 1; step <= steps; ++step) {
      const x = from.x + ((to.x - from.x) * step) / steps;
      const y = from.y + ((to.y - from.y) * step) / steps;
      await touch(cdp, 'touchMove', [{x, y}]);
    }
  }
  await touch(cdp, 'touchEnd', []);
}

/** The centre of `selector`'s box, in the viewport's CSS pixels (CDP's touch coordinates). */
async function centreOf(page, selector) {
  const box = await page.locator(selector).boundingBox();
  return {x: box.x + box.width / 2, y: box.y + box.height / 2};
}
const cellCentre = (page, index) => centreOf(page, `[role=gridcell][data-cell="${index}"]`);

const selectedCells = (page) =>
  page.$$eval('[role=gridcell][aria-selected=true]', (cells) => cells.map((cell) => Number(cell.dataset.cell)));

/** The first run of four empty cells side by side in a row of `puzzle`. */
function emptyRun(puzzle) {
  for (let cell = 0; cell < 81; ++cell) {
    const run = [0, 1, 2, 3].map((step) => cell + step);
    if (cell % 9 <= 5 && run.every((index) => puzzle[index] === '.')) return run;
  }
  throw new Error(`no four empty cells side by side in ${puzzle}`);
}

/** Waits for the page's smooth scrolls and a fling to settle; the page's scroll then. */
async function settledScroll(page) {
  await page.waitForTimeout(400);
  return page.evaluate(() => scrollY);
}

describe('touch on a phone', () => {
  for (const colorScheme of ['light', 'dark']) {
    test(`a drag selects four cells, and a note goes into all four (${colorScheme})`, async () => {
      const {page, close, cdp, puzzle} = await openPhone('#new/easy/7', colorScheme);
      const run = emptyRun(puzzle);
      await drag(cdp, await Promise.all(run.map((index) => cellCentre(page, index))));
      assert.deepEqual(await selectedCells(page), run, 'the cells the finger passed are selected');
      assert.equal(await settledScroll(page), 0, 'the drag scrolled nothing');
      mkdirSync(screenshots, {recursive: true});
      await page.screenshot({path: join(screenshots, `touch-select-phone-${colorScheme}.png`)});
      await page.tap('#notes');
      await page.tap('#pad button[data-digit="5"]');
      for (const index of run)
        await page.waitForFunction(
          (c) => document.querySelector(`[data-cell="${c}"]`).getAttribute('aria-label').endsWith('notes 5'),
          index,
        );
      await close();
    });
  }

  test('with Select on, taps add cells apart to the selection (and take one out); off, a tap selects one', async () => {
    const {page, close, cdp, puzzle} = await openPhone('#new/easy/7');
    const empty = [...puzzle].flatMap((digit, index) => (digit === '.' ? [index] : []));
    const [a, b, c] = [empty[0], empty[Math.floor(empty.length / 2)], empty.at(-1)];
    const tap = async (index) => {
      const at = await cellCentre(page, index);
      await drag(cdp, [at, {x: at.x + 1, y: at.y + 1}], 1);
    };
    await tap(a);
    await page.tap('#select');
    assert.equal(await page.getAttribute('#select', 'aria-pressed'), 'true');
    for (const index of [b, c]) await tap(index);
    assert.deepEqual(await selectedCells(page), [a, b, c]);
    await tap(b);
    assert.deepEqual(await selectedCells(page), [a, c], 'a tap on a selected cell takes it out');
    await page.tap('#select');
    await tap(b);
    assert.deepEqual(await selectedCells(page), [b]);
    await close();
  });

  test('with Digit first, a swipe on the board places nothing; a tap places the digit', async () => {
    const {page, close, cdp, puzzle} = await openPhone('#new/easy/7');
    await page.locator('.options summary').tap();
    await page.locator('#digit-first').tap();
    assert.equal(await page.locator('#digit-first').isChecked(), true);
    await page.evaluate(() => scrollTo(0, 0));
    await settledScroll(page);
    await page.tap('#pad button[data-digit="7"]');
    assert.equal(await page.getAttribute('#pad button[data-digit="7"]', 'aria-pressed'), 'true');
    // An empty cell in the board's top rows, and a swipe from it down the board, as if to scroll.
    const start = [...puzzle].findIndex((digit, index) => digit === '.' && index < 27);
    const from = await cellCentre(page, start);
    const to = await cellCentre(page, start + 45);
    await drag(cdp, [from, to], 8);
    await settledScroll(page);
    assert.equal(await boardText(page), puzzle, 'the swipe placed nothing');
    // A tap (down and up on one cell) places the digit picked.
    const other = [...puzzle].lastIndexOf('.');
    const at = await cellCentre(page, other);
    await drag(cdp, [at, {x: at.x + 2, y: at.y + 1}], 1); // a finger never lands still
    await page.waitForFunction((c) => document.querySelector(`[data-cell="${c}"]`).textContent === '7', other);
    await close();
  });

  test('the page scrolls from a swipe outside the board, never from a drag on it', async () => {
    const {page, close, cdp} = await openPhone('#new/easy/7');
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollHeight > innerHeight + 200),
      'the page is taller than the screen',
    );
    const status = await centreOf(page, '#status');
    await drag(cdp, [status, {x: status.x, y: status.y - 300}], 10);
    assert.ok((await settledScroll(page)) > 100, 'a swipe on the status line scrolls the page');
    await page.evaluate(() => scrollTo(0, 0));
    await settledScroll(page);
    const board = await page.locator('#board').boundingBox();
    const bottom = {x: board.x + board.width / 2, y: board.y + board.height - 10};
    await drag(cdp, [bottom, {x: bottom.x, y: board.y + 10}], 10);
    assert.equal(await settledScroll(page), 0, 'the same swipe on the board scrolls nothing');
    await close();
  });
});
