// The player's board, second round (issue 27), in headless Chromium (dist/site over http): the
// first visit opens a game; corner and centre notes; colours; several cells selected at once;
// the pad's counts; a play screen that fits 1280×800, 1024×768 and 390×844 with no page scroll; keys
// that keep reaching the board after a tool button; a finished game locked (New game for another);
// digit-first input; the undo history over a reload. Screenshots of it at both sizes, light and dark.
import assert from 'node:assert/strict';
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {before, describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {
  DESKTOP,
  openInContext,
  outOfView,
  PLAY_PHONE,
  root,
  screenshots,
  useSiteAndBrowser,
  waitForStatus,
} from './harness.mjs';

const suite = useSiteAndBrowser();
let engine;
before(async () => {
  const {createSudoku} = await import(pathToFileURL(join(root, 'dist/package/sudoku.node.mjs')).href);
  engine = await createSudoku();
});

const SIZES = {desktop: DESKTOP, small: {width: 1024, height: 768}, phone: PLAY_PHONE};

/** A fresh page (empty storage) at `url`, desktop or phone; close() asserts no console error. */
const open = (url = '', {phone = false, colorScheme = 'light', size = phone ? 'phone' : 'desktop'} = {}) =>
  openInContext(suite, url, {phone, colorScheme, viewport: SIZES[size]});

const cell = (page, index) => page.locator(`[role=gridcell][data-cell="${index}"]`);
async function expectVisible(page, selector, text) {
  await page.waitForFunction(
    ([selector, text]) => document.querySelector(selector).textContent === text,
    [selector, text],
  );
  assert.equal(await page.locator(selector).isVisible(), true, `${selector} shows`);
}
const label = (page, index) => cell(page, index).getAttribute('aria-label');
const givens = (page) => page.locator('#puzzle').inputValue();
// Waits until a game is in play: its ID in the address, its givens on the board.
const playing = (page) =>
  page.waitForFunction(
    () =>
      document.documentElement.dataset.mode === 'play' &&
      /^#(daily|new)\//.test(location.hash) &&
      /^[1-9.]{81}$/.test(document.getElementById('puzzle').value),
  );

describe("the player's board", () => {
  test("the first visit opens today's medium daily, ready to play, within 2 s", async (t) => {
    const {page, close} = await open();
    await playing(page);
    const at = await page.evaluate(() => performance.now());
    t.diagnostic(`a game in play ${Math.round(at)} ms after the page began loading`);
    // 2 s is the aim on a quiet machine (about 0.5 s here alone); node --test runs the browser
    // suites side by side on 2 cores, so the bound allows for that.
    assert.ok(at < 5000, `a game ${Math.round(at)} ms after the page began loading`);
    assert.match(new URL(page.url()).hash, /^#daily\/medium\/\d{4}-\d\d-\d\d$/);
    const puzzle = await givens(page);
    const given = puzzle.search(/[1-9]/);
    assert.match(await label(page, given), /given$/);
    const clock = await page.locator('#clock').textContent();
    await page.waitForFunction((before) => document.getElementById('clock').textContent !== before, clock, {
      timeout: 3000,
    });
    // The set-up is one click away.
    await page.getByRole('button', {name: 'Enter a puzzle'}).click();
    await page.waitForSelector('html[data-mode="setup"]');
    assert.equal(new URL(page.url()).hash, '#setup');
    await close();
  });

  for (const [name, phone] of [
    ['desktop', false],
    ['small', false],
    ['phone', true],
  ]) {
    const {width, height} = SIZES[name];
    test(`the play screen fits ${width}×${height}: after New game, each tool and a hint, nothing out of view`, async () => {
      const {page, close} = await open('', {phone, size: name});
      await playing(page);
      const press = (selector) => (phone ? page.locator(selector).tap() : page.locator(selector).click());
      await page.getByRole('combobox', {name: 'Level'}).selectOption('easy');
      await press('#new-game');
      await page.waitForFunction(() => location.hash.startsWith('#new/easy/'));
      // Tapping New game below the fold scrolled to it: the new board is scrolled back to.
      await page.waitForFunction(() => scrollY === 0, null, {timeout: 3000});
      assert.deepEqual(await outOfView(page), [], 'after New game');
      for (const tool of [
        '#notes',
        '#notes',
        '#corner',
        '#corner',
        '#colour',
        '#colour',
        '#fill',
        '#undo',
        '#progress',
      ]) {
        await press(tool);
        assert.deepEqual(await outOfView(page), [], `after ${tool}`);
      }
      await press('#hint');
      await waitForStatus(page, /^Look at/);
      await press('#hint');
      await page.waitForSelector('#board .step-mark');
      assert.deepEqual(await outOfView(page), [], 'after a hint');
      await close();
    });
  }

  test('after Hint and Fill candidates, an arrow key and a digit still reach the board', async () => {
    const {page, close} = await open('#new/easy/7');
    await playing(page);
    const puzzle = await givens(page);
    const {solution} = engine.solve(puzzle);
    const empty = puzzle.indexOf('.');
    const next = puzzle.indexOf('.', empty + 1);
    await cell(page, empty).click();
    await page.getByRole('button', {name: 'Hint'}).click();
    await waitForStatus(page, /^Look at/);
    // To the next empty cell by arrows, then its digit.
    const steps = next - empty;
    for (let i = 0; i < steps; ++i) await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), String(next));
    await page.keyboard.press(solution[next]);
    await page.waitForFunction(
      ([c, d]) => document.querySelector(`[data-cell="${c}"]`).textContent === d,
      [next, solution[next]],
    );
    await page.getByRole('button', {name: 'Fill candidates'}).click();
    await page.keyboard.press('ArrowLeft');
    assert.notEqual(await page.evaluate(() => document.activeElement.dataset.cell), undefined);
    await close();
  });

  test('corner and centre notes on one cell survive a reload; colour two cells, undo one', async () => {
    const {page, close} = await open('#new/easy/7');
    await playing(page);
    const puzzle = await givens(page);
    const empty = puzzle.indexOf('.');
    const other = puzzle.indexOf('.', empty + 1);
    await cell(page, empty).click();
    await page.keyboard.press('c');
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await page.keyboard.press('n');
    await page.keyboard.press('5');
    assert.equal(await label(page, empty), await label(page, empty)); // settles
    assert.match(await label(page, empty), /empty, notes 5, corner marks 1 2$/);
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    assert.match(await label(page, empty), /empty, notes 5, corner marks 1 2$/);

    await cell(page, empty).click();
    await page.getByRole('button', {name: 'Colour', exact: true}).click();
    await page.keyboard.press('1');
    await cell(page, other).click();
    await page.keyboard.press('6');
    assert.match(await label(page, empty), /colour red$/);
    assert.match(await label(page, other), /colour blue$/);
    await page.getByRole('button', {name: 'Undo'}).click();
    assert.doesNotMatch(await label(page, other), /colour/);
    assert.match(await label(page, empty), /colour red$/);
    await close();
  });

  test('single candidates take colours, two on one, undoable and saved; K toggles the mode', async () => {
    const {page, close} = await open('#new/easy/7');
    await playing(page);
    const puzzle = await givens(page);
    const [a, b] = [...puzzle].flatMap((digit, index) => (digit === '.' ? [index] : [])).slice(0, 2);
    await cell(page, a).click();
    for (const key of ['Shift+Digit4', 'Shift+Digit7']) await page.keyboard.press(key); // centre notes 4 and 7
    await page.keyboard.press('v');
    await page.keyboard.press('4'); // the cell's colour green: the paint of candidate colours now
    await page.keyboard.press('v');
    assert.match(await label(page, a), /notes 4 7, colour green$/);
    await page.keyboard.press('k');
    assert.equal(await page.getAttribute('#candidate-colour', 'aria-pressed'), 'true');
    await waitForStatus(page, /^Candidate colour mode: .* green/);
    await page.keyboard.press('7');
    assert.match(await label(page, a), /notes 4 7, candidate 7 green, colour green$/);
    // A second colour on the same candidate: blue, picked in Colour mode on the other cell.
    await cell(page, b).click();
    for (const key of ['v', '6', 'k']) await page.keyboard.press(key);
    await cell(page, a).click();
    await page.keyboard.press('7');
    await page.keyboard.press('4');
    assert.match(await label(page, a), /candidate 4 blue, candidate 7 green and blue, colour green$/);
    assert.equal(
      await cell(page, a).locator('.notes > span[data-k1="4"][data-k2="6"]').count(),
      1,
      'two colours drawn',
    );
    await page.getByRole('button', {name: 'Undo'}).click();
    assert.match(await label(page, a), /notes 4 7, candidate 7 green and blue, colour green$/);
    await page.reload();
    await page.waitForSelector('html[data-mode="play"]');
    assert.match(await label(page, a), /notes 4 7, candidate 7 green and blue, colour green$/);
    await cell(page, a).click();
    await page.keyboard.press('k');
    await page.keyboard.press('Delete');
    assert.match(await label(page, a), /notes 4 7, colour green$/, 'Delete clears the candidates’ colours only');
    await close();
  });

  test('Count mistakes shows the wrong digits entered, kept over a reload; Auto-notes fills and follows', async () => {
    const {page, close} = await open('#new/easy/7');
    await playing(page);
    const puzzle = await givens(page);
    const {solution} = engine.solve(puzzle);
    const empties = [...puzzle].flatMap((digit, index) => (digit === '.' ? [index] : []));
    const [a, b] = empties;
    await page.locator('.options summary').click();
    await page.getByLabel(/^Count mistakes/).check();
    await expectVisible(page, '#mistakes', '0 mistakes');
    const wrong = String((Number(solution[a]) % 9) + 1);
    await cell(page, a).click();
    await page.keyboard.press(wrong);
    await expectVisible(page, '#mistakes', '1 mistake');
    await page.keyboard.press(wrong); // the same digit again is no new mistake
    await page.keyboard.press(solution[a]);
    await expectVisible(page, '#mistakes', '1 mistake');
    await page.reload();
    await page.waitForSelector('html[data-mode="play"]');
    await expectVisible(page, '#mistakes', '1 mistake');
    assert.equal(await page.getByLabel(/^Count mistakes/).isChecked(), true, 'the option is kept');

    await page.locator('.options summary').click();
    await page.getByLabel(/^Auto-notes/).check();
    await waitForStatus(page, /^Auto-notes on/);
    for (const index of empties.slice(1)) assert.match(await label(page, index), /empty, notes [1-9 ]+$/);
    await cell(page, b).click();
    await page.keyboard.press(solution[b]);
    const peers = empties.filter(
      (index) => index !== b && (index % 9 === b % 9 || Math.floor(index / 9) === Math.floor(b / 9)),
    );
    for (const index of peers)
      assert.doesNotMatch(await label(page, index), new RegExp(`notes[1-9 ]* ${solution[b]}\\b`));
    await page.keyboard.press('Delete'); // cleared, the cell gets its candidates as notes again
    assert.match(await label(page, b), new RegExp(`empty, notes [1-9 ]*${solution[b]}`));
    await close();
  });

  test('a row completed glows once; under reduced motion nothing moves', async () => {
    for (const reducedMotion of ['no-preference', 'reduce']) {
      const {page, close} = await open('#new/easy/7');
      await page.emulateMedia({reducedMotion});
      await playing(page);
      const puzzle = await givens(page);
      const {solution} = engine.solve(puzzle);
      const row = [...Array(9).keys()].map((r) => [...Array(9).keys()].map((c) => 9 * r + c))[0];
      const empty = row.filter((index) => puzzle[index] === '.');
      for (const index of empty) {
        await cell(page, index).click();
        await page.keyboard.press(solution[index]);
      }
      const glowing = await page.$$eval('#board .cell.done-glow', (cells) =>
        cells.map((each) => Number(each.dataset.cell)),
      );
      assert.deepEqual(glowing, row, 'the row glows');
      const animation = await cell(page, row[0]).evaluate((element) => getComputedStyle(element).animationName);
      assert.equal(animation, reducedMotion === 'reduce' ? 'none' : 'done-glow');
      await close();
    }
  });

  test('the undo history survives a reload: Undo and Redo go on where they were', async () => {
    const {page, close} = await open('#new/easy/7');
    await playing(page);
    const puzzle = await givens(page);
    const {solution} = engine.solve(puzzle);
    const [a, b] = [...puzzle].flatMap((digit, index) => (digit === '.' ? [index] : [])).slice(0, 2);
    await cell(page, a).click();
    await page.keyboard.press(solution[a]);
    await cell(page, b).click();
    await page.keyboard.press('Shift+Digit3'); // a centre note
    await page.keyboard.press(solution[b]);
    await page.getByRole('button', {name: 'Undo'}).click(); // the digit in b: Redo brings it back
    assert.match(await label(page, b), /empty, notes 3$/);
    await page.reload();
    await page.waitForSelector('html[data-mode="play"]');
    assert.match(await label(page, b), /empty, notes 3$/);
    assert.equal(await page.getAttribute('#redo', 'aria-disabled'), 'false', 'Redo is still there');
    await page.getByRole('button', {name: 'Redo'}).click();
    assert.match(await label(page, b), new RegExp(`, ${solution[b]}, typed$`));
    for (let i = 0; i < 3; ++i) await page.getByRole('button', {name: 'Undo'}).click();
    assert.match(await label(page, a), /empty$/, 'back to the start, over the reload');
    assert.match(await label(page, b), /empty$/);
    assert.equal(await page.getAttribute('#undo', 'aria-disabled'), 'true');
    await close();
  });

  test('several cells selected by drag and by Ctrl-click take one note typed, and Shift+arrows extend', async () => {
    const {page, close} = await open('#new/easy/7');
    await playing(page);
    const puzzle = await givens(page);
    const empties = [...puzzle].flatMap((digit, index) => (digit === '.' ? [index] : []));
    const [a, b, c] = empties;
    // A drag from a to b (through whatever lies between in reading order's row, if any).
    const from = await cell(page, a).boundingBox();
    const to = await cell(page, b).boundingBox();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, {steps: 8});
    await page.mouse.up();
    await cell(page, c).click({modifiers: ['Control']});
    await page.keyboard.press('n');
    await page.keyboard.press('4');
    for (const index of [a, b, c]) assert.match(await label(page, index), /notes 4$/, `cell ${index}`);
    // A digit typed with several selected goes nowhere, and says so.
    await page.keyboard.press('n');
    await page.keyboard.press('4');
    await waitForStatus(page, /cells are selected: a digit goes into one cell/);
    // Shift+arrow adds the next cell.
    await cell(page, a).click();
    await page.keyboard.press('Shift+ArrowDown');
    assert.equal(await page.locator('[role=gridcell][aria-selected=true]').count(), 2);
    await close();
  });

  test('the pad counts each digit left, and dims a digit that is done; digit-first fills three cells', async () => {
    const {page, close} = await open('#new/easy/7');
    await playing(page);
    const puzzle = await givens(page);
    const {solution} = engine.solve(puzzle);
    const left = (digit) => page.locator(`#pad button[data-digit="${digit}"]`).getAttribute('data-left');
    const digit = solution[puzzle.indexOf('.')];
    const cells = [...puzzle].flatMap((d, index) => (d === '.' && solution[index] === digit ? [index] : []));
    const count = puzzle.split(digit).length - 1;
    assert.equal(await left(digit), String(9 - count));
    await page.locator('.options summary').click();
    await page.getByLabel(/Digit first/).check();
    await page.locator(`#pad button[data-digit="${digit}"]`).click();
    assert.equal(await page.locator(`#pad button[data-digit="${digit}"]`).getAttribute('aria-pressed'), 'true');
    for (const index of cells.slice(0, 3)) await cell(page, index).click();
    for (const index of cells.slice(0, 3)) assert.equal(await cell(page, index).textContent(), digit);
    const placed = Math.min(3, cells.length);
    assert.equal(await left(digit), 9 - count - placed > 0 ? String(9 - count - placed) : '');
    for (const index of cells.slice(3)) await cell(page, index).click();
    assert.equal(await left(digit), '');
    assert.ok(await page.locator(`#pad button[data-digit="${digit}"]`).evaluate((b) => b.classList.contains('done')));
    await close();
  });

  test('a finished game refuses edits, and its status says it is solved', async () => {
    const {page, close} = await open('#new/easy/7');
    await playing(page);
    const puzzle = await givens(page);
    const {solution} = engine.solve(puzzle);
    const empties = [...puzzle].flatMap((digit, index) => (digit === '.' ? [index] : []));
    for (const index of empties) {
      await cell(page, index).click();
      await page.keyboard.press(solution[index]);
    }
    const finished = page.getByRole('dialog', {name: 'Solved!'});
    await finished.waitFor();
    await finished.getByRole('button', {name: 'Close'}).click();
    await cell(page, empties[0]).click();
    await page.keyboard.press('Delete');
    assert.equal(await cell(page, empties[0]).textContent(), solution[empties[0]], 'locked');
    await waitForStatus(page, /solved, so the board is locked/);
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    await page.goto(new URL('#new/easy/7', suite.base).href);
    await page.waitForSelector('html[data-mode="play"]');
    await waitForStatus(page, /^(Opened the game|Solved in)/);
    await page.keyboard.press('Control+z');
    await waitForStatus(page, /solved, so the board is locked/);
    await close();
  });

  test('screenshots: Count mistakes and Auto-notes ticked, a mistake made, desktop and phone, light and dark', async () => {
    mkdirSync(screenshots, {recursive: true});
    for (const [name, phone] of [
      ['desktop', false],
      ['phone', true],
    ]) {
      for (const colorScheme of ['light', 'dark']) {
        const {page, close} = await open('#new/easy/7', {phone, colorScheme});
        await playing(page);
        const puzzle = await givens(page);
        const {solution} = engine.solve(puzzle);
        await page.locator('.options summary').click();
        await page.getByLabel(/^Count mistakes/).check();
        await page.getByLabel(/^Auto-notes/).check();
        await page.locator('.options summary').click();
        const empties = [...puzzle].flatMap((digit, index) => (digit === '.' ? [index] : []));
        await cell(page, empties[0]).click();
        await page.keyboard.press(String((Number(solution[empties[0]]) % 9) + 1)); // a mistake
        await cell(page, empties[1]).click();
        await page.keyboard.press(solution[empties[1]]);
        await page.evaluate(() => scrollTo(0, 0));
        await page.screenshot({path: join(screenshots, `settings-${name}-${colorScheme}.png`)});
        assert.deepEqual(await outOfView(page), []);
        await close();
      }
    }
  });

  test('screenshots: the play screen with notes, corner marks and colours, desktop and phone, light and dark', async () => {
    mkdirSync(screenshots, {recursive: true});
    for (const [name, phone] of [
      ['desktop', false],
      ['phone', true],
    ]) {
      for (const colorScheme of ['light', 'dark']) {
        const {page, close} = await open('#new/medium/11', {phone, colorScheme});
        await playing(page);
        const puzzle = await givens(page);
        const [a, b] = [...puzzle].flatMap((digit, index) => (digit === '.' ? [index] : []));
        await cell(page, a).click();
        for (const key of ['c', '1', '2', 'n', '3', '5', '7', 'v', '1', '6']) await page.keyboard.press(key);
        await cell(page, b).click();
        for (const key of ['3', 'v', 'n', '4', '8']) await page.keyboard.press(key);
        // Candidate colours (K) on a third cell's notes: blue, the colour last used.
        const [, , d] = [...puzzle].flatMap((digit, index) => (digit === '.' ? [index] : [])).slice(4);
        await cell(page, d).click();
        for (const key of ['1', '5', '9', 'k', '1', '5', 'k']) await page.keyboard.press(key); // notes mode still
        await cell(page, b).click();
        await page.screenshot({path: join(screenshots, `play-${name}-${colorScheme}.png`)});
        assert.deepEqual(await outOfView(page), []);
        await close();
      }
    }
  });
});
