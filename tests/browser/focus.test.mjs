// Focus and flow (issue 45), in headless Chromium (dist/site over http): P pauses and resumes,
// and a paused game's pad shows no counts.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {openInContext, useSiteAndBrowser} from './harness.mjs';

const suite = useSiteAndBrowser();


describe('focus and flow', () => {
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
