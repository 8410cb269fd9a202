// Focus and flow (issue 45), in headless Chromium (dist/site over http): after New game (by
// keyboard), Restart, or a dialog closes, the board has the focus, so a digit typed next goes
// into the selected cell; P pauses and resumes, and a paused game's pad shows no counts.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {openInContext, useSiteAndBrowser} from './harness.mjs';

const suite = useSiteAndBrowser();

const focusedRole = (page) => page.evaluate(() => document.activeElement?.getAttribute('role') ?? null);
const selected = (page) =>
  page.$$eval('[role=gridcell][aria-selected=true]', (cells) => cells.map((cell) => Number(cell.dataset.cell)));
const givens = (page) => page.locator('#puzzle').inputValue();

describe('focus and flow', () => {
  test('after New game by keyboard, 5 typed goes into the selected cell', async () => {
    const {page, close} = await openInContext(suite, '#new/easy/7');
    await page.waitForFunction(() => /^#new\/easy\//.test(location.hash));
    await page.focus('#new-game');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /^#new\/medium\//.test(location.hash));
    const puzzle = await givens(page);
    // Keys alone from here: to the first empty cell from the selected one, then 5.
    const [from] = await selected(page);
    const target = puzzle.indexOf('.');
    const rows = Math.floor(target / 9) - Math.floor(from / 9);
    const columns = (target % 9) - (from % 9);
    for (let i = 0; i < Math.abs(rows); ++i) await page.keyboard.press(rows > 0 ? 'ArrowDown' : 'ArrowUp');
    for (let i = 0; i < Math.abs(columns); ++i) await page.keyboard.press(columns > 0 ? 'ArrowRight' : 'ArrowLeft');
    await page.keyboard.press('5');
    await page.waitForFunction((c) => document.querySelector(`[data-cell="${c}"]`).textContent === '5', target);
    await close();
  });

  test('after Restart, and after a dialog closes, the board has the focus', async () => {
    const {page, close} = await openInContext(suite, '#new/easy/7');
    await page.waitForFunction(() => document.documentElement.dataset.mode === 'play');
    await page.focus('#restart');
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => /^Restarted/.test(document.getElementById('status').textContent));
    assert.equal(await focusedRole(page), 'gridcell', 'Restart');
    await page.keyboard.press('?');
    await page.waitForSelector('#keys-dialog[open]');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'gridcell');
    await page.click('#stats');
    await page.waitForSelector('#stats-dialog[open]');
    await page.locator('#stats-dialog [data-close]').click();
    await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'gridcell');
    assert.equal(await page.evaluate(() => document.querySelector('dialog[open]')), null);
    await close();
  });

  test('P pauses and resumes; while paused the pad shows no counts', async () => {
    const {page, close} = await openInContext(suite, '#new/easy/7');
    await page.waitForFunction(() => document.documentElement.dataset.mode === 'play');
    const count = () =>
      page.$eval('#pad button[data-digit="1"]', (button) => getComputedStyle(button, '::after').visibility);
    assert.equal(await count(), 'visible');
    await page.locator('[role=gridcell][data-cell="40"]').click();
    await page.keyboard.press('p');
    await page.waitForSelector('html[data-paused]');
    assert.equal(await page.getAttribute('#pause', 'aria-pressed'), 'true');
    assert.equal(await count(), 'hidden', "the pad's counts are hidden");
    await page.keyboard.press('P');
    await page.waitForSelector('html:not([data-paused])');
    assert.equal(await count(), 'visible');
    assert.match(await page.locator('#keys-dialog').textContent(), /P\s*pause or resume/, 'the keys list says it');
    await close();
  });
});
