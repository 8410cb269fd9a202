// Accessibility of the play screen, in headless Chromium: axe-core (a dev dependency) finds no
// serious or critical violation of WCAG 2 A/AA rules in a game in progress (notes, a hint on
// show, corner marks and colours), light and dark, desktop and phone; and every play control has its accessible name.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';

import {contextOptions, seriousViolations, useSiteAndBrowser, waitForStatus} from './harness.mjs';

const suite = useSiteAndBrowser();

const CONTROLS = [
  'New game',
  'Level',
  'Daily',
  'Enter a puzzle',
  'My games',
  'Stats',
  'Notes',
  'Corner',
  'Colour',
  'Fill candidates',
  'Hint',
  'Explain',
  'Check my progress',
  'Undo',
  'Redo',
  'Restart',
  'Share',
  'Pause',
  'Theme',
];

async function playScreen({phone, colorScheme}) {
  const context = await suite.browser.newContext({...contextOptions(phone), colorScheme});
  const page = await context.newPage();
  await page.goto(new URL('#new/easy/7', suite.base).href);
  await page.waitForSelector('html[data-mode="play"]');
  await page.getByRole('button', {name: 'Fill candidates'}).click();
  // Corner marks, colours and candidate colours on the board too: on the selected cell and the
  // one after it.
  for (const key of ['c', '1', '2', 'v', '1', 'Shift+ArrowRight', '6', 'v', 'k', '1', '2', '3', 'k'])
    await page.keyboard.press(key);
  await page.getByRole('button', {name: 'Hint'}).click();
  await waitForStatus(page, /^Look at/);
  await page.getByRole('button', {name: 'Hint'}).click();
  await page.waitForSelector('#board .step-mark');
  return {page, context};
}

describe('accessibility of the play screen', () => {
  for (const [phone, colorScheme] of [
    [false, 'light'],
    [false, 'dark'],
    [true, 'light'],
  ]) {
    test(`axe-core finds no serious violation (${phone ? 'phone' : 'desktop'}, ${colorScheme})`, async () => {
      const {page, context} = await playScreen({phone, colorScheme});
      assert.deepEqual(await seriousViolations(page), []);
      await context.close();
    });
  }

  test('every play control is named for assistive technology, and the board is a grid of named cells', async () => {
    const {page, context} = await playScreen({phone: false, colorScheme: 'light'});
    for (const name of CONTROLS) {
      const role = name === 'Level' || name === 'Theme' ? 'combobox' : 'button';
      assert.equal(await page.getByRole(role, {name, exact: true}).count(), 1, `one ${role} named ${name}`);
    }
    const grid = page.getByRole('grid', {name: 'Sudoku board'});
    assert.equal(await grid.getByRole('gridcell').count(), 81);
    const label = await grid.getByRole('gridcell').first().getAttribute('aria-label');
    assert.match(label, /^row 1, column 1, (\d, given|empty(, notes( \d)+)?)/);
    assert.equal(await page.locator('#status').getAttribute('aria-live'), 'polite');
    await context.close();
  });
});
