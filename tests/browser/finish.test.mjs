// How a game ends on the page, in headless Chromium (issue 45): the Solved dialog (the time, the
// rating, the player's records at the level, the techniques the puzzle needed from the engine,
// Share, New game with the focus) and what stays after it closes (no message pointing at a
// control the page does not have); Stats counting a game as played from its first move; the
// mistake limit mode. Expected values come from the package in Node, never written down.
import assert from 'node:assert/strict';
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {sudoku as engine} from './chain-game.mjs';
import {
  contextOptions,
  openPage,
  PLAY_PHONE,
  screenshots,
  seriousViolations,
  useSiteAndBrowser,
  waitForStatus,
} from './harness.mjs';

const suite = useSiteAndBrowser();

/** A fresh page (empty storage, the clipboard allowed) at `url`: a desktop, or a 390×844 phone. */
async function open(url, {phone = false, colorScheme = 'light'} = {}) {
  const options = contextOptions(phone);
  const context = await suite.browser.newContext({
    ...options,
    viewport: phone ? PLAY_PHONE : options.viewport,
    colorScheme,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const {page, close} = await openPage(suite, context, url);
  await page.waitForSelector('html[data-mode="play"]');
  return {page, close: () => close().then(() => context.close())};
}

const cell = (page, index) => page.locator(`[role=gridcell][data-cell="${index}"]`);
const givens = (page) => page.locator('#puzzle').inputValue();
const empties = (puzzle) => [...puzzle].flatMap((digit, index) => (digit === '.' ? [index] : []));

// Types the solution into every empty cell of the game on show; returns {puzzle, solution}.
async function solve(page) {
  const puzzle = await givens(page);
  // The board shows that game (on a loaded machine it may lag the puzzle's text).
  await page.waitForFunction(
    (p) =>
      [...p].every(
        (digit, index) =>
          digit === '.' || document.querySelector(`[role=gridcell][data-cell="${index}"]`).textContent.trim() === digit,
      ),
    puzzle,
  );
  const {solution} = engine.solve(puzzle);
  for (const index of empties(puzzle)) {
    await cell(page, index).click();
    await page.keyboard.press(solution[index]);
  }
  return {puzzle, solution};
}

// The Stats dialog's row of `level` in `table` (#stats-table or #limit-stats-table): its cells' text.
async function statsRow(page, table, level) {
  await page.getByRole('button', {name: 'Stats'}).click();
  const row = await page.locator(`#${table} tbody tr`).filter({hasText: level}).locator('td').allTextContents();
  await page.locator('#stats-dialog').getByRole('button', {name: 'Close'}).click();
  return row;
}

// Every message the page shows once a game is over must name only controls it shows: New game,
// in view and enabled; no Keep editing anywhere.
async function pointsAtWhatIsThere(page) {
  const status = await page.locator('#status').textContent();
  assert.match(status, /New game for another\.$/);
  assert.ok(await page.locator('#new-game').isVisible());
  assert.ok(await page.locator('#new-game').isEnabled());
  assert.equal(await page.getByText(/Keep editing/).count(), 0, 'no "Keep editing" on the page');
  await cell(page, 0).click();
  await page.keyboard.press('Delete');
  await waitForStatus(page, /so the board is locked: New game for another\.$/);
}

describe('the end of a game', () => {
  test('Stats count the first visit’s daily as played only after the first move', async () => {
    const {page, close} = await open('');
    assert.match(page.url(), /#daily\/medium\//);
    assert.deepEqual((await statsRow(page, 'stats-table', 'Medium')).slice(0, 3), ['Medium', '0', '0']);
    const puzzle = await givens(page);
    const first = empties(puzzle)[0];
    await cell(page, first).click();
    await page.keyboard.press(engine.solve(puzzle).solution[first]);
    assert.deepEqual((await statsRow(page, 'stats-table', 'Medium')).slice(0, 2), ['Medium', '1']);
    await page.reload();
    await page.waitForSelector('html[data-mode="play"]');
    await cell(page, empties(puzzle)[1]).click();
    await page.keyboard.press('1');
    assert.deepEqual((await statsRow(page, 'stats-table', 'Medium')).slice(0, 2), ['Medium', '1'], 'counted once');
    await close();
  });

  test('Solved: time, rating, records, techniques, Share, New game focused; Esc or Close leave no dead end', async () => {
    const {page, close} = await open('#new/easy/7');
    const {puzzle} = await solve(page);
    const dialog = page.getByRole('dialog', {name: 'Solved!'});
    await dialog.waitFor();
    assert.equal(await page.evaluate(() => document.activeElement.id), 'finished-new');
    const rating = engine.rate(puzzle).rating.toFixed(1);
    const text = await page.locator('#finished-text').textContent();
    assert.match(
      text,
      new RegExp(`^You solved this easy puzzle \\(rated ${rating}\\) in \\d+:\\d\\d, with no hints\\.$`),
    );
    assert.equal(
      await page.locator('#finished-records').textContent(),
      'Your first solve at Easy: your records start here.',
    );
    const certificate = engine.certify(puzzle);
    const techniques = page.locator('#finished-techniques');
    await page.waitForFunction(() => /hardest first/.test(document.getElementById('finished-techniques').textContent));
    const named = [...certificate.techniques].reverse().map(({technique, count}) => `${technique} ×${count}`);
    assert.equal(await techniques.textContent(), `Techniques it needed, hardest first: ${named.join(', ')}.`);
    await dialog.getByRole('button', {name: 'Share'}).click();
    await page.waitForFunction(() => /^Copied/.test(document.getElementById('finished-note').textContent));
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(
      copied,
      `I solved this easy puzzle (rated ${rating}) in ${text.match(/\d+:\d\d/)[0]}, with no hints. ${page.url()}`,
    );
    assert.match(copied, /#new\/easy\/7$/);
    await page.keyboard.press('Escape');
    await dialog.waitFor({state: 'hidden'});
    await pointsAtWhatIsThere(page);

    // A second solve at the level, its dialog closed by Close: the records count both.
    await page.goto(new URL('#new/easy/8', suite.base).href);
    await page.waitForFunction(() => location.hash === '#new/easy/8' && !document.getElementById('finished').open);
    await page.waitForFunction((p) => document.getElementById('puzzle').value !== p, puzzle);
    await solve(page);
    await dialog.waitFor();
    assert.match(await page.locator('#finished-records').textContent(), /over 2 solves\.$/);
    await dialog.getByRole('button', {name: 'Close'}).click();
    await pointsAtWhatIsThere(page);
    await close();
  });

  test('the mistake limit: the third wrong digit ends the game, New game goes on; Stats keep it apart', async () => {
    const {page, close} = await open('#new/easy/7');
    await page.locator('.options summary').click();
    await page.getByLabel(/^Mistake limit/).check();
    await page.locator('.options summary').click();
    assert.equal(await page.locator('#mistakes').isVisible(), false, 'the game on show stays free');
    await page.getByRole('combobox', {name: 'Level'}).selectOption('easy');
    await page.getByRole('button', {name: 'New game'}).click();
    await page.waitForFunction(() => /^#new\/easy\/\d+$/.test(location.hash) && location.hash !== '#new/easy/7');
    await page.waitForFunction(() => document.getElementById('mistakes').textContent === '0 of 3 mistakes');
    assert.ok(await page.locator('#mistakes').isVisible());
    const puzzle = await givens(page);
    const {solution} = engine.solve(puzzle);
    const cells = empties(puzzle).slice(0, 3);
    for (const index of cells) {
      await cell(page, index).click();
      await page.keyboard.press(String((Number(solution[index]) % 9) + 1));
    }
    const over = page.getByRole('dialog', {name: 'Game over'});
    await over.waitFor();
    assert.match(
      await page.locator('#finished-text').textContent(),
      /^3 mistakes: this easy puzzle \(rated \d\.\d\) ends here/,
    );
    assert.equal(await over.getByRole('button', {name: 'Share'}).isVisible(), false);
    assert.equal(await page.locator('#mistakes').textContent(), '3 of 3 mistakes');
    assert.equal(await cell(page, cells[2]).textContent(), '', 'the third is not played');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'finished-new');
    await page.keyboard.press('Escape');
    await pointsAtWhatIsThere(page);
    assert.deepEqual((await statsRow(page, 'limit-stats-table', 'Easy')).slice(0, 3), ['Easy', '1', '0']);
    assert.deepEqual((await statsRow(page, 'stats-table', 'Easy')).slice(0, 3), ['Easy', '0', '0']);
    await page.getByRole('button', {name: 'Stats'}).click();
    assert.equal(
      await page.locator('#limit-stats-table caption').textContent(),
      'Mistake limit: three mistakes end a game',
    );
    await page.locator('#stats-dialog').getByRole('button', {name: 'Close'}).click();
    await close();
  });

  test('screenshots: the Solved dialog at 1280x800 and 390x844, light and dark; axe finds nothing serious', async () => {
    mkdirSync(screenshots, {recursive: true});
    for (const phone of [false, true]) {
      for (const colorScheme of ['light', 'dark']) {
        const {page, close} = await open('#new/easy/7', {phone, colorScheme});
        await solve(page);
        await page.waitForFunction(() =>
          /hardest first/.test(document.getElementById('finished-techniques').textContent),
        );
        const name = `finish-${phone ? 'phone' : 'desktop'}-${colorScheme}.png`;
        await page.screenshot({path: join(screenshots, name)});
        assert.deepEqual(await seriousViolations(page), [], name);
        await close();
      }
    }
  });
});
