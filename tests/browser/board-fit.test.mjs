// The board under a chain hint and Explain (issue 42), in headless Chromium on the assembled page
// (dist/site over http), at 1280×800 and 390×844, light and dark: a master puzzle's hint first
// points at a few cells (its target and where its chain starts), and the board shows only the
// step (no fits boxes, note badges or shaded peers, no candidate off its note's place); Explain
// keeps the board and the step's controls in view while stepping through a chain; the board's
// row and column labels show beside a wide screen, and on a phone when Options says so.
// Screenshots go to tests/browser/screenshots/board-fit-*.png.
import assert from 'node:assert/strict';
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {candidateOffsets, visibleAssists} from './board-reads.mjs';
import {chainGameStorage, openSeeded, SIZES, stageTwo} from './chain-game.mjs';
import {screenshots, useSiteAndBrowser, waitForStatus} from './harness.mjs';

const suite = useSiteAndBrowser('page.js');
// tests/data/chain_steps.txt's master position: the hint there is a chain of 11.1.
const MASTER = 'Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)';
const CASES = ['desktop', 'phone'].flatMap((size) => ['light', 'dark'].map((colorScheme) => [size, colorScheme]));

// Opens the master game at `size` in `colorScheme`, its scrolling instant (reduced motion), so
// that boxes read after a scroll are where it ends.
async function openMaster(size, colorScheme) {
  const {storage, values} = chainGameStorage(MASTER);
  const opened = await openSeeded(suite, '', {phone: size === 'phone', colorScheme, storage});
  await opened.page.emulateMedia({reducedMotion: 'reduce'});
  await waitForStatus(opened.page, /^Restored your game/);
  return {...opened, values};
}

const shoot = (page, name) => {
  mkdirSync(screenshots, {recursive: true});
  return page.screenshot({path: join(screenshots, `board-fit-${name}.png`)});
};

// Run in the page: each of `selectors` that is not wholly in the viewport, or whose middle is
// covered by something else (the board on top, say), with its box.
const hidden = (selectors) =>
  selectors.flatMap((selector) => {
    const element = document.querySelector(selector);
    const box = element.getBoundingClientRect();
    const out = box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth || !box.height;
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const covered = !out && !element.contains(top);
    return out || covered
      ? [`${selector} ${out ? 'out of view' : 'covered'} at ${Math.round(box.top)}-${Math.round(box.bottom)}`]
      : [];
  });

describe("a master puzzle's hint", () => {
  for (const [size, colorScheme] of CASES) {
    const {width, height} = SIZES[size];
    test(`at ${width}×${height} (${colorScheme}) stage 1 marks at most 3 cells; the board shows only the step (screenshots)`, async () => {
      const {page, close, values} = await openMaster(size, colorScheme);
      // A given selected: its digit is in focus, where it fits and its notes are marked, its peers shaded.
      await page.locator(`[role=gridcell][data-cell="${values.search(/[1-9]/)}"]`).click();
      const before = await page.evaluate(visibleAssists);
      for (const kind of ['fits', 'badge', 'peer'])
        assert.ok(
          before.some((seen) => seen.startsWith(`${kind}:`)),
          `${kind} before the hint`,
        );
      await page.locator('#hint').click();
      await waitForStatus(page, /^Look at .*r\dc\d.* Press Hint again for the technique\.$/, 60000);
      const marked = await page.locator('#board .cell.hint-unit').count();
      assert.ok(marked >= 1 && marked <= 3, `${marked} cells marked`);
      assert.deepEqual(await page.evaluate(visibleAssists), [], 'no assists at stage 1');
      await shoot(page, `hint-1-${size}-${colorScheme}`);
      await page.locator('#hint').click();
      await stageTwo(page);
      assert.equal(await page.locator('#board .cell.hint-unit').count(), 0, "stage 1's marks go");
      assert.deepEqual(await page.evaluate(visibleAssists), [], 'no assists at stage 2');
      const offsets = await page.evaluate(candidateOffsets);
      assert.ok(offsets.length > 0, 'the step draws candidates over notes');
      assert.deepEqual(
        offsets.filter(({dx, dy}) => Math.hypot(dx, dy) > 0.75),
        [],
        'no candidate off its note',
      );
      await shoot(page, `hint-2-${size}-${colorScheme}`);
      await close();
    });
  }
});

describe('Explain keeps the step in view', () => {
  for (const [size, colorScheme] of CASES) {
    const {width, height} = SIZES[size];
    test(`at ${width}×${height} (${colorScheme}) the board, the step's buttons and the chain's walk stay in view while stepping (screenshots)`, async () => {
      const {page, close} = await openMaster(size, colorScheme);
      await page.getByRole('button', {name: 'Explain', exact: true}).click();
      await page.waitForSelector('#explain-view[data-state="ready"]', {timeout: 60000});
      // Its first step is the master chain, walked link by link.
      await page.waitForSelector('#explain-view .chain-walk:not([hidden])');
      const parts = [
        '#board',
        '#explain-view [data-part="next"]',
        '#explain-view [data-walk="next"]',
        '#explain-view [data-walk-part="words"]',
      ];
      assert.deepEqual(await page.evaluate(hidden, parts), [], 'at the start');
      for (let link = 1; link <= 6; ++link) {
        await page.locator('#explain-view [data-walk="next"]').click();
        assert.match(await page.locator('#explain-view [data-walk-part="words"]').textContent(), /\S/);
        assert.deepEqual(await page.evaluate(hidden, parts), [], `at link ${link}`);
      }
      await shoot(page, `explain-${size}-${colorScheme}`);
      for (let step = 2; step <= 4; ++step) {
        await page.locator('#explain-view [data-part="next"]').click();
        await page.waitForFunction(
          (want) => document.getElementById('explain-view').dataset.step === want,
          String(step - 1),
        );
        assert.deepEqual(await page.evaluate(hidden, parts.slice(0, 2)), [], `at step ${step}`);
      }
      await close();
    });
  }
});

// Run in the page: the labels' boxes against their rows' and columns' cells: for each label
// 1-9, how far its middle is from the middle of its column's (or row's) cells, and whether the
// labels sit outside the board; {shown: false} when they take no room.
const labelFit = () => {
  const middle = (box, axis) => (axis === 'x' ? box.left + box.width / 2 : box.top + box.height / 2);
  const board = document.getElementById('board').getBoundingClientRect();
  const columns = document.querySelector('.board-columns');
  const rows = document.querySelector('.board-rows');
  const shown = columns.getBoundingClientRect().height > 0 && rows.getBoundingClientRect().width > 0;
  if (!shown) return {shown, board: board.width};
  const cell = (index) => document.querySelector(`#board [data-cell="${index}"]`).getBoundingClientRect();
  const off = [];
  for (let n = 0; n < 9; ++n) {
    const dx = middle(columns.children[n].getBoundingClientRect(), 'x') - middle(cell(n), 'x');
    const dy = middle(rows.children[n].getBoundingClientRect(), 'y') - middle(cell(9 * n), 'y');
    if (Math.abs(dx) > 2.5) off.push(`column ${n + 1} by ${dx.toFixed(1)} px`);
    if (Math.abs(dy) > 2.5) off.push(`row ${n + 1} by ${dy.toFixed(1)} px`);
  }
  const texts = [columns, rows].map((labels) => labels.textContent).join('|');
  const outside =
    columns.getBoundingClientRect().bottom <= board.top && rows.getBoundingClientRect().right <= board.left;
  const square = Math.abs(cell(40).width - cell(40).height) < 1;
  return {shown, off, texts, outside, square, board: board.width};
};

describe("the board's row and column labels", () => {
  for (const colorScheme of ['light', 'dark']) {
    test(`at 1280×800 (${colorScheme}) they show by default, each facing its row or column (screenshot)`, async () => {
      const {page, close} = await openMaster('desktop', colorScheme);
      const fit = await page.evaluate(labelFit);
      assert.deepEqual(fit.off, []);
      assert.deepEqual(
        {shown: fit.shown, texts: fit.texts, outside: fit.outside, square: fit.square},
        {shown: true, texts: '123456789|123456789', outside: true, square: true},
      );
      assert.ok(fit.board >= 540, `the board keeps its size: ${fit.board} px`);
      assert.equal(await page.locator('#board-labels').isChecked(), true, 'the option says so');
      await shoot(page, `labels-desktop-${colorScheme}`);
      await close();
    });

    test(`at 390×844 (${colorScheme}) they show when Options says so, and stay on after a reload (screenshot)`, async () => {
      const {page, close} = await openMaster('phone', colorScheme);
      const without = await page.evaluate(labelFit);
      assert.equal(without.shown, false, 'off by default');
      await page.locator('.options summary').click();
      await page.locator('#board-labels').check();
      const fit = await page.evaluate(labelFit);
      assert.deepEqual(fit.off, []);
      assert.deepEqual([fit.shown, fit.outside, fit.square], [true, true, true]);
      assert.ok(
        fit.board > without.board - 20,
        `the board gives up only the labels' room: ${without.board} -> ${fit.board} px`,
      );
      await page.reload();
      await page.waitForSelector('html[data-ready]');
      assert.equal((await page.evaluate(labelFit)).shown, true, 'remembered');
      await page.evaluate(() => scrollTo(0, 0));
      await shoot(page, `labels-phone-${colorScheme}`);
      await page.locator('.options summary').click();
      await page.locator('#board-labels').uncheck();
      assert.equal((await page.evaluate(labelFit)).shown, false, 'off again');
      await close();
    });
  }
});
