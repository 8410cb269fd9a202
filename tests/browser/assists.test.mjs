// The assists the player controls (issue 45), in headless Chromium (dist/site over http): where
// the selected digit fits is drawn over the player's colours, never in their place; each assist
// of Options' Assists (where it fits, same digit, matching notes, the pad's counts, mistakes at
// once) turned off hides exactly its own marks, and stays off after a reload, before the first
// paint; colour 6 is not the same digit's shade. What each mark looks like is read from the
// cells' computed styles (and tests/browser/screenshots/assists-fits-over-colours.png shows it).
import assert from 'node:assert/strict';
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {before, describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {openInContext, root, screenshots, useSiteAndBrowser, waitForStatus} from './harness.mjs';

const suite = useSiteAndBrowser();
let engine;
before(async () => {
  const {createSudoku} = await import(pathToFileURL(join(root, 'dist/package/sudoku.node.mjs')).href);
  engine = await createSudoku();
});
const GAME = '#new/easy/7';

const open = (url = GAME, options = {}) => openInContext(suite, url, options);
const cell = (page, index) => page.locator(`[role=gridcell][data-cell="${index}"]`);
const playing = (page) =>
  page.waitForFunction(
    () =>
      document.documentElement.dataset.mode === 'play' && /^[1-9.]{81}$/.test(document.getElementById('puzzle').value),
  );
const givens = (page) => page.locator('#puzzle').inputValue();
const sameRow = (a, b) => Math.floor(a / 9) === Math.floor(b / 9);
const sameColumn = (a, b) => a % 9 === b % 9;
const sameBox = (a, b) =>
  Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3);

// Run in the page: the colours of the assists and the palette as the page resolves them,
// 'rgb(...)': {fits, same, palette: [colour 1, ..., colour 9]}. (Functions, not strings, and
// nothing made of strings: the page refuses eval.)
const pageColours = () => {
  const resolve = (colour) => {
    const probe = document.createElement('span');
    probe.style.color = colour;
    document.body.append(probe);
    const rgb = getComputedStyle(probe).color;
    probe.remove();
    return rgb;
  };
  const palette = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((colour) => resolve(`var(--colour-${colour})`));
  return {fits: resolve('var(--fits)'), same: resolve('var(--same)'), accent: resolve('var(--accent)'), palette};
};

// Run in the page, given pageColours(): the marks of each assist that can be seen, as
// "fits:CELL" (a ring or a dot), "same:CELL" (shaded as holding the selected digit, or ringed
// where the player painted it),
// "match:CELL" (a note of it marked) and "counts:DIGIT" (the pad's count of a digit); and the
// wrong digits struck through, "wrong:CELL".
const assistMarks = ({fits, same, accent}) => {
  const seen = [];
  for (const element of document.querySelectorAll('#board .cell')) {
    const style = getComputedStyle(element);
    const at = element.dataset.cell;
    if (style.boxShadow.includes(fits) || style.backgroundImage.includes(`radial-gradient(circle, ${fits}`))
      seen.push(`fits:${at}`);
    if (style.backgroundColor === same || (element.dataset.c1 && style.boxShadow.includes(accent)))
      seen.push(`same:${at}`);
    if (style.textDecorationLine.includes('line-through')) seen.push(`wrong:${at}`);
    for (const note of element.querySelectorAll('.match')) {
      const {backgroundColor, visibility} = getComputedStyle(note);
      if (backgroundColor !== 'rgba(0, 0, 0, 0)' && visibility === 'visible') seen.push(`match:${at}`);
    }
  }
  for (const button of document.querySelectorAll('#pad button[data-left]:not([data-left=""])')) {
    const after = getComputedStyle(button, '::after');
    if (after.visibility === 'visible' && after.display !== 'none' && after.content !== 'none')
      seen.push(`counts:${button.dataset.digit}`);
  }
  return [...new Set(seen)];
};
const marksOf = async (page) => page.evaluate(assistMarks, await page.evaluate(pageColours));
const kinds = (marks) => [...new Set(marks.map((mark) => mark.split(':')[0]))].sort();

// A position where every assist shows: candidates filled (so notes of the digit exist), a given
// selected (its digit in focus: where it fits, the other cells holding it, its notes), and the
// pad's counts. Returns the given's cell.
async function allAssistsShowing(page) {
  await page.getByRole('button', {name: 'Fill candidates'}).click();
  const puzzle = await givens(page);
  const given = puzzle.search(/[1-9]/);
  await cell(page, given).click();
  return given;
}

describe('the assists', () => {
  test("where a digit fits is drawn over the player's colours, not in their place", async () => {
    const {page, close} = await open();
    await playing(page);
    const puzzle = await givens(page);
    const empties = [...puzzle].flatMap((d, index) => (d === '.' ? [index] : []));
    // Colours 1-9 on the first empty cells, one each, then a given selected.
    await page.keyboard.press('v');
    for (const [n, index] of empties.slice(0, 27).entries()) {
      await cell(page, index).click();
      await page.keyboard.press(String((n % 9) + 1));
    }
    await page.keyboard.press('v');
    const painted = new Map(empties.slice(0, 27).map((index, n) => [index, (n % 9) + 1]));
    // Each digit in turn in focus: some painted cell is where it fits.
    let checked = 0;
    for (const digit of '123456789') {
      const given = puzzle.indexOf(digit);
      if (given < 0) continue;
      await cell(page, given).click();
      const drawn = await page.evaluate(
        ([cells, {fits, palette}]) =>
          cells.map(([index, colour]) => {
            const element = document.querySelector(`#board .cell[data-cell="${index}"]`);
            const style = getComputedStyle(element);
            return {
              index,
              fits: element.classList.contains('fits'),
              colourShown: style.backgroundImage.includes(palette[colour - 1]),
              ring: style.boxShadow.includes(fits),
              dot: style.backgroundImage.includes('radial-gradient'),
            };
          }),
        [[...painted], await page.evaluate(pageColours)],
      );
      for (const {index, fits, colourShown, ring, dot} of drawn) {
        assert.ok(colourShown, `${digit} in focus: the colour of cell ${index} is still drawn`);
        if (!fits) continue;
        assert.ok(ring && dot, `${digit} in focus: cell ${index}, where it fits, has its ring and dot too`);
        ++checked;
      }
    }
    assert.ok(checked >= 5, `${checked} painted cells where the digit in focus fits`);
    mkdirSync(screenshots, {recursive: true});
    await page.locator('#board').screenshot({path: join(screenshots, 'assists-fits-over-colours.png')});
    await close();
  });

  test('a painted cell holding the digit in focus keeps its colour, and the same digit shows as a ring', async () => {
    const {page, close} = await open();
    await playing(page);
    const puzzle = await givens(page);
    // A digit given in two cells: the second painted (colour 6, the blue), the first selected.
    const digit = [...'123456789'].find((d) => puzzle.split(d).length > 2);
    const [first, second] = [...puzzle].flatMap((d, index) => (d === digit ? [index] : []));
    await cell(page, second).click();
    for (const key of ['v', '6', 'v']) await page.keyboard.press(key);
    await cell(page, first).click();
    const colours = await page.evaluate(pageColours);
    const style = await cell(page, second).evaluate((element) => {
      const {backgroundImage, boxShadow} = getComputedStyle(element);
      return {backgroundImage, boxShadow};
    });
    assert.ok(style.backgroundImage.includes(colours.palette[5]), `its colour drawn: ${style.backgroundImage}`);
    assert.ok((await marksOf(page)).includes(`same:${second}`), `the same digit's ring: ${style.boxShadow}`);
    await page.locator('.options summary').click();
    await page.getByLabel(/^Same digit/).uncheck();
    await cell(page, first).click();
    assert.ok(!(await marksOf(page)).includes(`same:${second}`), 'no ring with the assist off');
    await close();
  });

  // Colour 6, the blue, and the same digit's shade were near twins (38 and 35 apart in RGB,
  // light and dark): a painted cell read as one holding the selected digit.
  for (const colorScheme of ['light', 'dark'])
    test(`colour 6 is not the same digit's shade (${colorScheme})`, async () => {
      const {page, close} = await open(GAME, {colorScheme});
      await playing(page);
      const {same, palette} = await page.evaluate(pageColours);
      const rgb = (colour) => colour.match(/\d+/g).slice(0, 3).map(Number);
      const apart = Math.hypot(...rgb(palette[5]).map((value, i) => value - rgb(same)[i]));
      assert.ok(apart >= 50, `colour 6 ${palette[5]} and the same digit's ${same}: ${apart.toFixed(0)} apart`);
      await close();
    });

  for (const [name, label, kind] of [
    ['fits', /^Where a digit fits/, 'fits'],
    ['same', /^Same digit/, 'same'],
    ['match', /^Matching notes/, 'match'],
    ['counts', /^The pad’s counts|^The pad's counts/, 'counts'],
  ]) {
    test(`${name} off hides exactly its marks, and stays off after a reload from the first paint`, async () => {
      const {page, close} = await open(GAME, {
        // The attribute as it is when the board is first parsed: the head script's doing.
        beforeLoad: (page) =>
          page.addInitScript(() => {
            new MutationObserver((_, observer) => {
              if (!document.getElementById('board')) return;
              globalThis.assistsOffAtBoard = document.documentElement.dataset.assistsOff ?? '';
              observer.disconnect();
            }).observe(document, {childList: true, subtree: true});
          }),
      });
      await playing(page);
      const given = await allAssistsShowing(page);
      const before = await marksOf(page);
      assert.deepEqual(kinds(before), ['counts', 'fits', 'match', 'same'], 'every assist shows by default');
      await page.locator('.options summary').click();
      await page.getByLabel(label).uncheck();
      await waitForStatus(page, /: off\.$/);
      await cell(page, given).click();
      const after = await marksOf(page);
      assert.deepEqual(
        after,
        before.filter((mark) => !mark.startsWith(`${kind}:`)),
        `${name} off: its marks go, the others stay`,
      );
      await page.reload();
      await playing(page);
      assert.equal(await page.evaluate(() => globalThis.assistsOffAtBoard), name, 'off before the first paint');
      assert.equal(await page.getByLabel(label).isChecked(), false, 'the option is kept');
      await allAssistsShowing(page);
      assert.deepEqual(
        kinds(await marksOf(page)),
        ['counts', 'fits', 'match', 'same'].filter((each) => each !== kind),
      );
      await page.locator('.options summary').click();
      await page.getByLabel(label).check();
      await cell(page, given).click();
      assert.deepEqual(kinds(await marksOf(page)), ['counts', 'fits', 'match', 'same'], 'and back on');
      await close();
    });
  }

  test("a paused game shows none of the assists' marks: the pad's counts go with the board", async () => {
    const {page, close} = await open();
    await playing(page);
    await allAssistsShowing(page);
    assert.deepEqual(kinds(await marksOf(page)), ['counts', 'fits', 'match', 'same']);
    await page.locator('#pause').click();
    await page.waitForSelector('html[data-paused]');
    assert.deepEqual(await marksOf(page), [], 'paused');
    await page.locator('#pause').click();
    assert.deepEqual(kinds(await marksOf(page)), ['counts', 'fits', 'match', 'same'], 'resumed');
    await close();
  });

  test('mistakes at once: a wrong digit is struck through as it is typed, when ticked, and kept', async () => {
    const {page, close} = await open();
    await playing(page);
    const puzzle = await givens(page);
    const empty = puzzle.indexOf('.');
    // A digit that is wrong there but clashes with nothing: a candidate other than the answer.
    const {solution} = engine.solve(puzzle);
    const peersHold = (d) =>
      [...puzzle].some((held, i) => held === d && (sameRow(i, empty) || sameColumn(i, empty) || sameBox(i, empty)));
    const digit = [...'123456789'].find((d) => d !== solution[empty] && !peersHold(d));
    assert.ok(digit, 'a candidate that is not the answer');
    await cell(page, empty).click();
    await page.keyboard.press(digit);
    assert.deepEqual(
      (await marksOf(page)).filter((mark) => mark.startsWith('wrong:')),
      [],
      'not shown by default',
    );
    await page.locator('.options summary').click();
    await page.getByLabel(/^Mistakes at once/).check();
    await waitForStatus(page, /^Mistakes at once: on\.$/);
    assert.deepEqual(
      (await marksOf(page)).filter((mark) => mark.startsWith('wrong:')),
      [`wrong:${empty}`],
    );
    await page.reload();
    await playing(page);
    assert.equal(await page.getByLabel(/^Mistakes at once/).isChecked(), true, 'the option is kept');
    assert.deepEqual(
      (await marksOf(page)).filter((mark) => mark.startsWith('wrong:')),
      [`wrong:${empty}`],
    );
    await close();
  });
});
