// Browser tests of the page (web/site, assembled into dist/site and dist/sudoku.html), in headless
// Chromium through playwright-core. Needs `scripts/build.sh` (or `node scripts/assemble.mjs
// build/wasm`) first. Every test loads the page afresh (empty localStorage) and fails on any
// console error or warning and on any request outside the page's own origin.

import assert from 'node:assert/strict';
import {existsSync, mkdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {gzipSync} from 'node:zlib';
import {corpus} from '../js/corpus.mjs';
import {
  boardText,
  contextOptions,
  DESKTOP,
  offline,
  PHONE,
  recordProblems,
  screenshots,
  useSiteAndBrowser,
  waitForBoard,
  waitForStatus,
} from './harness.mjs';

const TUTORIAL = corpus[0];
const HARDEST = corpus.find((entry) => entry.puzzle.startsWith('98.7..6..75..4'));
const EMPTY = '.'.repeat(81);

const suite = useSiteAndBrowser();

// One page per kind ('desktop', 'phone': touch), reused by the tests: a new page costs a new
// renderer process (~0.5 s), a cleared storage and a fresh load cost little.
const sessions = {};

async function session(kind) {
  if (sessions[kind]) return sessions[kind];
  const phone = kind === 'phone';
  const context = await suite.browser.newContext(contextOptions(phone));
  const page = await context.newPage();
  page.setDefaultTimeout(5000); // a broken page fails fast
  const current = {page, cdp: await context.newCDPSession(page), problems: null, origin: null};
  current.problems = recordProblems(page, () => current.origin);
  sessions[kind] = current;
  return current;
}

/**
 * Opens the page (`url` relative to the site, or absolute) afresh, with an empty localStorage,
 * and records what must not happen: console errors and warnings, uncaught errors, requests to
 * other origins. `close()` asserts that none happened.
 */
async function open(url = '', {phone = false, viewport = phone ? PHONE : DESKTOP, colorScheme = 'light'} = {}) {
  const current = await session(phone ? 'phone' : 'desktop');
  const {page, cdp, problems} = current;
  const full = new URL(url, suite.base).href;
  current.origin = new URL(full).origin; // 'null' for file://
  await page.goto('about:blank');
  await cdp.send('Storage.clearDataForOrigin', {origin: new URL(suite.base).origin, storageTypes: 'local_storage'});
  problems.length = 0;
  await page.setViewportSize(viewport);
  await page.emulateMedia({media: 'screen', colorScheme});
  await page.goto(full);
  await page.waitForSelector('html[data-ready]');
  return {
    page,
    close: async () => {
      assert.deepEqual(problems.splice(0), [], 'no console errors or warnings, no foreign requests');
    },
  };
}

// 'g' given, 't' typed, 's' solved, '.' empty
const kinds = (page) =>
  page.$$eval('[role=gridcell]', (cells) =>
    cells.map((cell) => (cell.dataset.kind === 'empty' ? '.' : cell.dataset.kind[0])).join(''),
  );
const cell = (page, index) => page.locator(`[role=gridcell][data-cell="${index}"]`);
const status = (page) => page.locator('#status');

// A paste event on the page, as the browser makes for Ctrl+V outside the text fields.
async function paste(page, text) {
  await page.evaluate((data) => {
    const transfer = new DataTransfer();
    transfer.setData('text/plain', data);
    document.body.dispatchEvent(
      new ClipboardEvent('paste', {clipboardData: transfer, bubbles: true, cancelable: true}),
    );
  }, text);
}

function picture(puzzle) {
  const rows = [];
  for (let row = 0; row < 9; ++row) {
    if (row === 3 || row === 6) rows.push('------+-------+------');
    const cells = [...puzzle.slice(9 * row, 9 * row + 9)];
    rows.push(`${cells.slice(0, 3).join(' ')} | ${cells.slice(3, 6).join(' ')} | ${cells.slice(6).join(' ')}`);
  }
  return rows.join('\n');
}

describe('board and input', () => {
  test('the board is an ARIA grid of 9 rows of 81 gridcells named by place and content', async () => {
    const {page, close} = await open(`#${TUTORIAL.puzzle}`);
    assert.equal(await page.getByRole('grid').count(), 1);
    assert.equal(await page.getByRole('row').count(), 9);
    assert.equal(await page.getByRole('gridcell').count(), 81);
    assert.equal(await page.getByRole('gridcell', {name: 'row 3, column 5, empty', exact: true}).count(), 1);
    assert.equal(await cell(page, 0).getAttribute('aria-label'), 'row 1, column 1, 3, given');
    assert.equal(await cell(page, 0).textContent(), '3');
    await close();
  });

  test('typing, clearing and arrow keys; typed digits look different from givens', async () => {
    const {page, close} = await open(`#${TUTORIAL.puzzle}`);
    await cell(page, 1).click();
    await page.keyboard.press('1');
    assert.equal(await cell(page, 1).textContent(), '1');
    assert.equal(await cell(page, 1).getAttribute('aria-label'), 'row 1, column 2, 1, typed');
    const typedColor = await cell(page, 1).evaluate((element) => getComputedStyle(element).color);
    const givenColor = await cell(page, 0).evaluate((element) => getComputedStyle(element).color);
    assert.notEqual(typedColor, givenColor);
    await page.keyboard.press('ArrowDown'); // r2c2 holds the given 2
    await page.keyboard.press('ArrowDown'); // r3c2: 8
    await page.keyboard.press('ArrowLeft'); // r3c1: empty
    assert.equal(await cell(page, 18).getAttribute('aria-selected'), 'true');
    await page.keyboard.press('4');
    for (const key of ['Backspace', 'Delete', '0', '.']) {
      await page.keyboard.press('9');
      assert.equal(await cell(page, 18).textContent(), '9');
      await page.keyboard.press(key);
      assert.equal(await cell(page, 18).textContent(), '', `${key} clears`);
    }
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp'); // stays on row 1
    assert.equal(await cell(page, 0).getAttribute('aria-selected'), 'true');
    const expected = `31${TUTORIAL.puzzle.slice(2)}`;
    assert.equal(await page.inputValue('#puzzle'), expected, 'the text field mirrors the board');
    assert.equal(new URL(page.url()).hash, `#${expected}`, 'the hash follows edits');
    await close();
  });

  test('the board takes keys at once: no click needed after the page loads', async () => {
    const {page, close} = await open(`#${TUTORIAL.puzzle}`);
    assert.equal(await cell(page, 0).getAttribute('aria-selected'), 'true');
    await page.keyboard.press('ArrowRight'); // nothing has the focus yet
    await page.keyboard.press('9');
    assert.equal(await cell(page, 1).textContent(), '9');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.cell), '1');
    await close();
  });

  test("Check names a cell that no digit fits, or a unit's digit that no cell takes", async () => {
    const deadCell = `12345678.${'.'.repeat(71)}9`; // r1c9: 1-8 in its row, 9 in its column
    let {page, close} = await open(`#${deadCell}`);
    await page.getByRole('button', {name: 'Check', exact: true}).click();
    await waitForStatus(page, /^No solution/);
    assert.match(await status(page).textContent(), /r1c9 has no digit left/);
    await close();
    // Row 1's 9 has no cell: columns 1-8 each hold a 9 lower down (one per row and box), and
    // r1c9 holds 1.
    const nines = [9 + 0, 18 + 3, 27 + 1, 36 + 4, 45 + 6, 54 + 2, 63 + 5, 72 + 7];
    const deadDigit = [...`........1${'.'.repeat(72)}`].map((digit, c) => (nines.includes(c) ? '9' : digit)).join('');
    ({page, close} = await open(`#${deadDigit}`));
    await page.getByRole('button', {name: 'Check', exact: true}).click();
    await waitForStatus(page, /^No solution/);
    assert.match(await status(page).textContent(), /in row 1, 9 has no cell left/);
    await close();
  });

  test('the buttons stay put while the status line says more', async () => {
    for (const viewport of [DESKTOP, {width: 1024, height: 768}, PHONE]) {
      const {page, close} = await open(`#${TUTORIAL.puzzle}`, {viewport});
      // In the page's coordinates: a click scrolls the button into view on a phone.
      const solveBox = () =>
        page.$eval('#solve', (button) => {
          const box = button.getBoundingClientRect();
          return [box.left + scrollX, box.top + scrollY, box.width, box.height];
        });
      const before = await solveBox();
      await page.getByRole('button', {name: 'Check', exact: true}).click();
      await waitForStatus(page, /^One solution/);
      assert.deepEqual(await solveBox(), before, `Check (${viewport.width} px)`);
      await page.getByRole('button', {name: 'Solve'}).click();
      await waitForStatus(page, /^Solved/);
      assert.deepEqual(await solveBox(), before, `Solve (${viewport.width} px)`);
      await close();
    }
  });

  test('Tab reaches every control, each with a visible focus ring', async () => {
    const {page, close} = await open('#setup');
    const reached = new Set();
    for (let i = 0; i < 40; ++i) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement;
        if (element === document.body) return null; // past the last control
        const style = getComputedStyle(element);
        return {
          name: element.id || element.getAttribute('role') || element.dataset.digit || element.tagName,
          ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
        };
      });
      if (!focused) break;
      assert.ok(focused.ring, `${focused.name} shows a focus ring`);
      reached.add(focused.name);
    }
    // The digit pad is one tab stop (its arrow keys move within it): Tab reaches its first button.
    for (const control of [
      'gridcell',
      '1',
      'solve',
      'check',
      'undo',
      'redo',
      'clear',
      'examples',
      'puzzle',
      'SUMMARY',
    ]) {
      assert.ok(reached.has(control), `Tab reaches ${control} (reached ${[...reached]})`);
    }
    await close();
  });

  test('the digit pad is one tab stop, a toolbar whose arrow keys move within it', async () => {
    const {page, close} = await open(`#${TUTORIAL.puzzle}`);
    assert.equal(await page.getByRole('toolbar', {name: 'Digit pad'}).count(), 1);
    const focused = () => page.evaluate(() => document.activeElement.dataset.digit ?? document.activeElement.id);
    await cell(page, 1).click();
    await page.keyboard.press('Tab');
    assert.equal(await focused(), '1', 'Tab enters the pad at its first button');
    await page.keyboard.press('Tab');
    assert.equal(await focused(), 'undo', 'the next Tab leaves the pad (for Undo)');
    await page.keyboard.press('Shift+Tab');
    assert.equal(await focused(), '1', 'Shift+Tab comes back to the button it left');
    for (const [key, digit] of [
      ['ArrowRight', '2'],
      ['ArrowRight', '3'],
      ['ArrowLeft', '2'],
      ['End', '0'],
      ['ArrowRight', '1'],
      ['ArrowLeft', '0'],
      ['Home', '1'],
    ]) {
      await page.keyboard.press(key);
      assert.equal(await focused(), digit, `${key} moves to ${digit}`);
    }
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight'); // 4
    await page.keyboard.press('Enter');
    assert.equal(await cell(page, 1).textContent(), '4', 'Enter types the digit into the selected cell');
    assert.deepEqual(
      await page.$$eval('#pad button', (buttons) =>
        buttons.filter((button) => button.tabIndex === 0).map((b) => b.dataset.digit),
      ),
      ['4'],
      'one button of the pad is in the tab order: the one last used',
    );
    await close();
  });

  test('a tapped pad button keeps no highlight: only a keyboard focus shows a ring', async () => {
    const {page, close} = await open(`#${TUTORIAL.puzzle}`, {phone: true});
    const look = (digit) =>
      page.locator(`#pad button[data-digit="${digit}"]`).evaluate((button) => {
        const style = getComputedStyle(button);
        return {border: style.borderColor, background: style.backgroundColor, outline: style.outlineStyle};
      });
    const plain = await look('7');
    await cell(page, 1).tap();
    await page.locator('#pad button[data-digit="4"]').tap();
    assert.equal(await cell(page, 1).textContent(), '4');
    assert.deepEqual(await look('4'), plain, 'the tapped button looks like the others');
    await close();
  });

  test('paste anywhere fills the board from an 81-character line or a grid picture', async () => {
    const {page, close} = await open('#setup');
    await paste(page, TUTORIAL.puzzle);
    await waitForBoard(page, TUTORIAL.puzzle);
    assert.match(await kinds(page), /^g\.gg\.gg/, 'pasted digits are givens');
    const easy = corpus[2].puzzle;
    await paste(page, `\n${picture(easy)}\n`);
    await waitForBoard(page, easy);
    assert.equal(await page.inputValue('#puzzle'), easy);
    await paste(page, 'hello');
    await waitForStatus(page, /^Malformed input: .*line 1, column 1: unexpected character 'h'/);
    assert.equal(await boardText(page), easy, 'a malformed paste leaves the board alone');
    await close();
  });

  test('the text field edits the board and says where malformed text is wrong', async () => {
    const {page, close} = await open('#setup');
    await page.fill('#puzzle', TUTORIAL.puzzle.replace(/\./g, '0'));
    await waitForBoard(page, TUTORIAL.puzzle);
    await page.fill('#puzzle', `${TUTORIAL.puzzle.slice(0, 40)}x${TUTORIAL.puzzle.slice(41)}`);
    await page.waitForSelector('#puzzle-error:not([hidden])');
    assert.match(await page.textContent('#puzzle-error'), /column 41: unexpected character 'x'/);
    assert.equal(await page.getAttribute('#puzzle', 'aria-invalid'), 'true');
    // The board keeps the last puzzle read, and says so: dimmed, and in the error line.
    assert.equal(await boardText(page), TUTORIAL.puzzle);
    assert.equal(await page.getAttribute('#board', 'data-stale'), '');
    assert.match(await page.textContent('#puzzle-error'), /The board keeps the last puzzle read/);
    await page.click('#check'); // checks what the field shows
    await waitForStatus(page, /^Malformed input: line 1, column 41/);
    await page.fill('#puzzle', TUTORIAL.puzzle);
    await page.waitForSelector('#puzzle-error', {state: 'hidden'});
    assert.equal(await page.getAttribute('#board', 'data-stale'), null);
    await close();
  });

  for (const phone of [false, true]) {
    test(`the 81-character line shows as 3 lines of 27, a band of the grid each (${phone ? 'phone' : 'desktop'})`, async () => {
      const {page, close} = await open(`#${TUTORIAL.puzzle}`, {phone});
      const field = await page.evaluate(() => {
        const area = document.getElementById('puzzle');
        const style = getComputedStyle(area);
        const probe = document.createElement('span');
        probe.style.font = style.font;
        probe.style.whiteSpace = 'pre';
        probe.textContent = '.'.repeat(81);
        document.body.append(probe);
        const glyph = probe.getBoundingClientRect().width / 81;
        probe.remove();
        const content = area.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
        const text = area.scrollHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
        return {perLine: content / glyph, lines: text / Number.parseFloat(style.lineHeight)};
      });
      assert.equal(Math.floor(field.perLine), 27, `room for 27 characters a line, not more: ${JSON.stringify(field)}`);
      assert.equal(Math.round(field.lines), 3, `three lines: ${JSON.stringify(field)}`);
      await close();
    });
  }

  test('clashes are highlighted as they are typed, with the message', async () => {
    const {page, close} = await open(`#${TUTORIAL.puzzle}`);
    await cell(page, 1).click();
    await page.keyboard.press('3'); // r1c1 is a given 3
    await page.waitForSelector('[data-cell="0"].clash');
    assert.ok(await cell(page, 1).evaluate((element) => element.classList.contains('clash')));
    await waitForStatus(page, /^Clash: r1c1 and r1c2 are both 3 \(row 1\)/);
    assert.equal(await status(page).textContent(), 'Clash: r1c1 and r1c2 are both 3 (row 1) and 1 more clash.');
    assert.match(await cell(page, 1).getAttribute('aria-label'), /clashes$/);
    await page.keyboard.press('Backspace');
    await page.waitForSelector('.clash', {state: 'detached'});
    await waitForStatus(page, /No clashes left/);
    // Three clashes: the solver's message names the first and counts the others; the page adds no second count.
    await page.fill('#puzzle', `333${EMPTY.slice(3)}`);
    await waitForStatus(page, /^Clash: /);
    assert.equal(await status(page).textContent(), 'Clash: r1c1 and r1c2 are both 3 (row 1) and 2 more clashes.');
    await page.click('#check'); // Check's answer too
    await waitForStatus(page, /^Invalid: /);
    assert.match(
      await status(page).textContent(),
      /^Invalid: r1c1 and r1c2 are both 3 \(row 1\) and 2 more clashes; the clashing cells are marked \(\d+ ms\)\.$/,
    );
    await close();
  });

  test('a stale error goes when the puzzle is right again: one error at a time', async () => {
    const {page, close} = await open(`#${TUTORIAL.puzzle}`);
    await paste(page, 'hello');
    await waitForStatus(page, /^Malformed input: the pasted text is not a puzzle/);
    // The text field still holds the puzzle: editing it back and forth leaves no paste error.
    await page.fill('#puzzle', `${TUTORIAL.puzzle.slice(0, 40)}x${TUTORIAL.puzzle.slice(41)}`);
    await page.waitForSelector('#puzzle-error:not([hidden])');
    await page.fill('#puzzle', TUTORIAL.puzzle);
    await page.waitForSelector('#puzzle-error', {state: 'hidden'});
    await page.waitForFunction(() => document.getElementById('status').dataset.tone !== 'error');
    assert.doesNotMatch(await status(page).textContent(), /Malformed/);
    // And a valid puzzle typed after a garbage paste: the paste error goes too.
    await paste(page, 'hello');
    await waitForStatus(page, /^Malformed input/);
    await page.fill('#puzzle', corpus[2].puzzle);
    await waitForBoard(page, corpus[2].puzzle);
    await waitForStatus(page, /^\d+ of 81 cells filled/);
    await close();
  });
});

describe('actions', () => {
  test('Solve fills the board with the solution, styled as solved', async () => {
    const {page, close} = await open('#setup');
    await page.selectOption('#examples', {label: "The tutorials' example"});
    await waitForBoard(page, TUTORIAL.puzzle);
    await page.click('#solve');
    await waitForStatus(page, /^Solved: exactly one solution/);
    assert.equal(await boardText(page), TUTORIAL.solution);
    const expectedKinds = [...TUTORIAL.puzzle].map((digit) => (digit === '.' ? 's' : 'g')).join('');
    assert.equal(await kinds(page), expectedKinds);
    const solvedColor = await cell(page, 1).evaluate((element) => getComputedStyle(element).color);
    const givenColor = await cell(page, 0).evaluate((element) => getComputedStyle(element).color);
    assert.notEqual(solvedColor, givenColor);
    assert.equal(await page.inputValue('#puzzle'), TUTORIAL.puzzle, 'the puzzle stays the puzzle');
    await close();
  });

  test('Copy solution: shown with a solution, it copies the 81 digits; without a clipboard it shows them selected', async () => {
    for (const clipboard of [true, false]) {
      const context = await suite.browser.newContext({
        viewport: DESKTOP,
        permissions: clipboard ? ['clipboard-read', 'clipboard-write'] : [],
      });
      if (!clipboard)
        await context.addInitScript(() =>
          Object.defineProperty(Navigator.prototype, 'clipboard', {get: () => undefined}),
        );
      const page = await context.newPage();
      page.setDefaultTimeout(5000);
      const problems = recordProblems(page, () => new URL(suite.base).origin);
      await page.goto(`${suite.base}#${TUTORIAL.puzzle}`);
      await page.waitForSelector('html[data-ready]');
      const copy = page.getByRole('button', {name: 'Copy solution'});
      assert.equal(await copy.isVisible(), false, 'no solution, no button');
      await page.click('#solve');
      await waitForStatus(page, /^Solved: exactly one solution/);
      assert.equal(await page.inputValue('#puzzle'), TUTORIAL.puzzle, 'the text field holds the puzzle');
      await copy.click();
      const field = page.getByRole('textbox', {name: 'Solution as text'});
      if (clipboard) {
        await waitForStatus(page, /^Copied the solution/);
        assert.equal(await page.evaluate(() => navigator.clipboard.readText()), TUTORIAL.solution);
        assert.equal(await field.isVisible(), false);
      } else {
        await waitForStatus(
          page,
          /does not let the page copy: the solution is selected under the button; press Ctrl\+C/,
        );
        assert.equal(await field.inputValue(), TUTORIAL.solution);
        assert.equal(await field.getAttribute('readonly'), '');
        assert.deepEqual(
          await field.evaluate((input) => [document.activeElement === input, input.selectionStart, input.selectionEnd]),
          [true, 0, 81],
          'the solution is focused and selected',
        );
      }
      await page.click('#undo');
      await waitForBoard(page, TUTORIAL.puzzle);
      assert.equal(await copy.isVisible(), false, 'the button goes with the solution');
      assert.equal(await field.isVisible(), false);
      await context.close();
      assert.deepEqual(problems, []);
    }
  });

  test('Check tells every status of the corpus in plain words', async () => {
    const {page, close} = await open('#setup');
    const seen = new Set();
    for (const {puzzle, expected} of corpus) {
      await page.fill('#puzzle', puzzle);
      await waitForBoard(page, puzzle);
      await page.click('#check');
      let pattern;
      if (expected === 'invalid') pattern = /^Invalid: r\dc\d and r\dc\d are both \d .*clashing cells are marked/;
      else if (expected.endsWith('+')) pattern = /^At least 1,000 solutions /;
      else if (expected === '0') pattern = /^No solution: the givens do not clash, but no grid completes them/;
      else if (expected === '1') pattern = /^One solution: this is a proper Sudoku/;
      else pattern = new RegExp(`^${expected} solutions \\(`);
      await waitForStatus(page, pattern);
      if (expected === 'invalid') assert.ok((await page.locator('.clash').count()) >= 2, 'clashing cells are marked');
      seen.add(
        expected === 'invalid' || expected.endsWith('+') ? expected.replace(/\d+/, 'N') : Math.min(Number(expected), 2),
      );
    }
    assert.equal(seen.size, 5, `every status of the corpus was checked: ${[...seen]}`);
    // Out of budget: the hardest one with a budget of 1 node.
    await page.click('.options summary');
    await page.fill('#budget', '1');
    await page.fill('#puzzle', HARDEST.puzzle);
    await waitForBoard(page, HARDEST.puzzle);
    await page.click('#check');
    await waitForStatus(
      page,
      /^Gave up after 1 search node without finding a solution \(\d+ ms\)\. Raise the budget in Options\.$/,
    );
    await close();
  });

  test('a count cut short by the search budget says "at least", never an exact count', async () => {
    const {page, close} = await open('#setup');
    await page.click('.options summary');
    await page.fill('#limit', '1000000000');
    await page.fill('#budget', '200000');
    const oneClue = `5${EMPTY.slice(1)}`;
    await page.fill('#puzzle', oneClue);
    await waitForBoard(page, oneClue);
    await page.click('#check');
    await waitForStatus(
      page,
      /^At least [\d,]+ solutions \(gave up after 200,000 search nodes\) \(.*\)\. Raise the search budget in Options to count further\.$/,
    );
    assert.doesNotMatch(await status(page).textContent(), /^\d/, 'not a count that reads as exact');
    // The same grid with the limit reached first: "at least" the limit.
    await page.fill('#limit', '50');
    await page.click('#check');
    await waitForStatus(page, /^At least 50 solutions \(.*\)\. Counting stops at the count limit: see Options\.$/);
    // A count that ran to its end is exact.
    const few = corpus.find((entry) => /^\d+$/.test(entry.expected) && Number(entry.expected) > 1);
    await page.fill('#limit', '1000');
    await page.fill('#puzzle', few.puzzle);
    await waitForBoard(page, few.puzzle);
    await page.click('#check');
    await waitForStatus(page, new RegExp(`^${few.expected} solutions \\(`));
    await close();
  });

  test('options: a bad value is named and the default used; good ones are kept across reloads', async () => {
    const {page, close} = await open(`#${TUTORIAL.puzzle.slice(0, 60)}${EMPTY.slice(60)}`);
    await page.click('.options summary');
    for (const [typed, said] of [
      ['-5', /^The count limit -5 is not a whole number of at least 2: using 1,000\.$/],
      ['2.5', /^The count limit 2\.5 is not a whole number of at least 2: using 1,000\.$/],
      ['', /^The count limit is empty \(or not a number\): using 1,000\.$/],
    ]) {
      await page.fill('#limit', typed);
      await page.waitForSelector('#limit-error:not([hidden])');
      assert.match(await page.textContent('#limit-error'), said);
      assert.equal(await page.getAttribute('#limit', 'aria-invalid'), 'true');
    }
    await page.click('#check'); // the answer says what was used
    await waitForStatus(
      page,
      /^At least 1,000 solutions .* The count limit is empty \(or not a number\): using 1,000\.$/,
    );
    await page.fill('#limit', '20');
    await page.waitForSelector('#limit-error', {state: 'hidden'});
    await page.fill('#budget', '0');
    assert.match(
      await page.textContent('#budget-error'),
      /^The search budget 0 is not a whole number of at least 1: using 10,000,000\.$/,
    );
    await page.fill('#budget', '5000000');
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    assert.equal(await page.inputValue('#limit'), '20', 'the limit is kept');
    assert.equal(await page.inputValue('#budget'), '5000000', 'the budget is kept');
    await page.click('#check');
    await waitForStatus(page, /^At least 20 solutions /);
    await close();
  });

  test('Solve never says "no solution" for clashing givens', async () => {
    const {page, close} = await open('#setup');
    for (const {puzzle} of corpus.filter((entry) => entry.expected === 'invalid')) {
      await page.fill('#puzzle', puzzle);
      await waitForBoard(page, puzzle);
      await page.click('#solve');
      await waitForStatus(page, /^Invalid: /);
      assert.equal(await boardText(page), puzzle);
    }
    await close();
  });

  test('Undo and Redo cover typing, paste, Clear and Solve', async () => {
    const {page, close} = await open('#setup');
    const states = [EMPTY];
    await cell(page, 0).click();
    await page.keyboard.press('3');
    states.push(`3${EMPTY.slice(1)}`);
    await paste(page, TUTORIAL.puzzle);
    await waitForBoard(page, TUTORIAL.puzzle);
    states.push(TUTORIAL.puzzle);
    await page.click('#solve');
    await waitForBoard(page, TUTORIAL.solution);
    states.push(TUTORIAL.solution);
    await page.click('#clear');
    await waitForBoard(page, EMPTY);
    states.push(EMPTY);
    for (let i = states.length - 2; i >= 0; --i) {
      await page.click('#undo');
      assert.equal(await boardText(page), states[i], `undo to state ${i}`);
    }
    assert.equal(await page.getAttribute('#undo', 'aria-disabled'), 'true');
    for (let i = 1; i < states.length; ++i) {
      await page.click('#redo');
      assert.equal(await boardText(page), states[i], `redo to state ${i}`);
    }
    await cell(page, 40).click();
    await page.keyboard.press('Control+z'); // keyboard shortcuts too
    assert.equal(await boardText(page), TUTORIAL.solution);
    await page.keyboard.press('Control+y');
    assert.equal(await boardText(page), EMPTY);
    await close();
  });

  test('a long job shows progress and Cancel; the page keeps responding; Cancel stops it', async () => {
    const {page, close} = await open('#setup');
    await page.click('.options summary');
    await page.fill('#limit', '1000000000');
    await page.fill('#budget', '1000000000000');
    const nearlyEmpty = `....5${EMPTY.slice(5)}`;
    await page.fill('#puzzle', nearlyEmpty);
    await waitForBoard(page, nearlyEmpty);
    const before = await page.locator('#puzzle').boundingBox();
    const solveBefore = await page.locator('#solve').boundingBox();
    await page.click('#check');
    await page.waitForSelector('#job:not([hidden])', {timeout: 2000});
    assert.match(await status(page).textContent(), /Counting solutions/);
    assert.deepEqual(
      await page.locator('#puzzle').boundingBox(),
      before,
      'the progress row does not push the text field',
    );
    assert.deepEqual(await page.locator('#solve').boundingBox(), solveBefore, 'nor the buttons');
    // Frames keep coming while the worker counts.
    const worstFrameGap = await page.evaluate(
      () =>
        new Promise((done) => {
          let last = performance.now(),
            worst = 0;
          const started = last;
          requestAnimationFrame(function frame(now) {
            worst = Math.max(worst, now - last);
            last = now;
            if (now - started < 500) requestAnimationFrame(frame);
            else done(worst);
          });
        }),
    );
    assert.ok(worstFrameGap < 200, `frames keep coming (worst gap ${worstFrameGap} ms)`);
    await cell(page, 0).click();
    await page.keyboard.press('ArrowRight'); // moving does not change the puzzle: the job goes on
    assert.equal(await cell(page, 1).getAttribute('aria-selected'), 'true');
    assert.match(await page.textContent('#job-elapsed'), /\d/);
    assert.equal(await page.isVisible('#job'), true);
    await page.click('#cancel');
    await waitForStatus(page, /^Cancelled\.$/);
    assert.equal(await page.isHidden('#job'), true);
    await page.click('#check'); // Esc cancels too
    await page.waitForSelector('#job:not([hidden])');
    await page.keyboard.press('Escape');
    await waitForStatus(page, /^Cancelled\.$/);
    await page.click('#check'); // and so does any change of the puzzle
    await page.waitForSelector('#job:not([hidden])');
    await cell(page, 0).click();
    await page.keyboard.press('1');
    await waitForStatus(page, /^Cancelled the check \(the puzzle changed\)\. 2 of 81 cells filled/);
    assert.equal(await page.isHidden('#job'), true);
    await page.fill('#puzzle', TUTORIAL.puzzle); // the next job runs in a fresh worker
    await waitForBoard(page, TUTORIAL.puzzle);
    await page.click('#solve');
    await waitForBoard(page, TUTORIAL.solution);
    await close();
  });
});

describe('state', () => {
  test('the hash is a share link: a new visitor opening it sees the same puzzle', async () => {
    const first = await open('#setup');
    await first.page.fill('#puzzle', TUTORIAL.puzzle);
    await waitForBoard(first.page, TUTORIAL.puzzle);
    await cell(first.page, 1).click();
    await first.page.keyboard.press('1');
    const link = first.page.url();
    assert.equal(new URL(link).hash, `#31${TUTORIAL.puzzle.slice(2)}`);
    await first.close();
    const second = await open(link);
    assert.equal(await boardText(second.page), `31${TUTORIAL.puzzle.slice(2)}`);
    await waitForStatus(second.page, /Opened the puzzle from the link/);
    await second.close();
  });

  test('a malformed hash shows a clear error and an empty board', async () => {
    const {page, close} = await open('#3.65.84..hello');
    await waitForStatus(page, /^This link's puzzle is malformed: .*'h'.*Showing an empty board/);
    assert.equal(await boardText(page), EMPTY);
    assert.equal(await page.isVisible('[role=grid]'), true);
    await close();
  });

  test("a malformed link's error stays when the saved board had clashes", async () => {
    const {page, close} = await open(`#${TUTORIAL.puzzle}`);
    await cell(page, 1).click();
    await page.keyboard.press('3'); // a clash, saved
    await page.waitForSelector('.clash');
    await page.goto('about:blank');
    await page.goto(`${suite.base}#abc`);
    await page.waitForSelector('html[data-ready]');
    await waitForStatus(page, /^This link's puzzle is malformed: .*'a'.*Showing an empty board/);
    await page.waitForSelector('.clash', {state: 'detached'}); // the live check of the empty board is in
    await page.waitForTimeout(300);
    assert.match(await status(page).textContent(), /^This link's puzzle is malformed/, 'no live check replaced it');
    assert.equal(await boardText(page), EMPTY);
    await close();
  });

  test('reload keeps the board, solved digits included; corrupt storage is ignored with a notice', async () => {
    const {page, close} = await open(`#${TUTORIAL.puzzle}`);
    await cell(page, 1).click();
    await page.keyboard.press('1');
    await page.reload();
    await page.waitForSelector('html[data-ready]');
    assert.equal(await boardText(page), `31${TUTORIAL.puzzle.slice(2)}`);
    assert.equal((await kinds(page)).slice(0, 2), 'gt');
    await page.click('#clear');
    await page.fill('#puzzle', HARDEST.puzzle);
    await page.click('#solve');
    await waitForBoard(page, HARDEST.solution);
    await page.goto(suite.base); // no hash: the saved board
    await page.waitForSelector('html[data-ready]');
    assert.equal(await boardText(page), HARDEST.solution);
    assert.match(await kinds(page), /s/);
    await waitForStatus(page, /^Restored your board/);
    await page.evaluate(() => localStorage.setItem('sudoku-wasm.board', '{"version":1,"digits":"12'));
    await page.goto(suite.base);
    await page.waitForSelector('html[data-ready]');
    await waitForStatus(page, /saved board could not be read, so it was ignored/);
    assert.equal(await boardText(page), EMPTY);
    await close();
  });
});

describe('delivery', () => {
  test('the offline dist/sudoku.html works from file://', async () => {
    assert.ok(existsSync(offline), 'dist/sudoku.html is missing');
    const html = readFileSync(offline, 'utf8');
    assert.doesNotMatch(html, /<script src=|<link rel="stylesheet"/, 'everything is inlined');
    const {page, close} = await open(`${pathToFileURL(offline).href}#${HARDEST.puzzle}`);
    await page.click('#solve');
    await waitForBoard(page, HARDEST.solution);
    await cell(page, 1).click();
    await page.keyboard.press('Delete');
    await page.keyboard.press('9'); // r1c1 is a given 9
    await page.waitForSelector('.clash');
    await close();
  });

  for (const width of [375, 320]) {
    test(`a ${width} px phone: everything fits, the digit pad types, no system keyboard`, async () => {
      const {page, close} = await open(`#${TUTORIAL.puzzle}`, {phone: true, viewport: {width, height: 740}});
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling (${overflow} px too wide)`);
      const box = await page.locator('[role=grid]').boundingBox();
      assert.ok(
        box.width >= width - 40 && box.x >= 0 && box.x + box.width <= width,
        `the board fills the width: ${JSON.stringify(box)}`,
      );
      assert.ok(await page.isVisible('#pad'));
      await cell(page, 1).tap();
      await page.locator('#pad button[data-digit="4"]').tap();
      assert.equal(await cell(page, 1).textContent(), '4');
      assert.equal(await page.evaluate(() => document.activeElement.tagName), 'DIV', 'focus stays off text inputs');
      await page.locator('#pad button[aria-label="Erase"]').tap();
      assert.equal(await cell(page, 1).textContent(), '');
      const padButton = await page.locator('#pad button').first().boundingBox();
      assert.ok(padButton.height >= 44, 'pad buttons are big enough to tap');
      // The answers show without scrolling: the status line sits right under the board and the pad...
      await page.evaluate(() => window.scrollTo(0, 0));
      const inView = async () => {
        const box = await page.locator('#status').boundingBox(); // relative to the viewport
        return box.y >= 0 && box.y + box.height <= 740;
      };
      assert.ok(
        await inView(),
        `the status line is in view at the top of the page (${JSON.stringify(await page.locator('#status').boundingBox())})`,
      );
      // ... and scrolled to when the player scrolled away from it (down to the text field, say).
      await page.locator('#puzzle').scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.evaluate(() => document.getElementById('solve').click());
      await waitForStatus(page, /^Solved: exactly one solution/);
      await page
        .waitForFunction(
          () => {
            const box = document.getElementById('status').getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          },
          null,
          {timeout: 3000},
        )
        .catch(() => assert.fail('the status line is scrolled into view when Solve finishes'));
      await close();
    });
  }

  test('screenshots: desktop and phone, light and dark', async () => {
    mkdirSync(screenshots, {recursive: true});
    for (const [name, viewport] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ]) {
      for (const colorScheme of ['light', 'dark']) {
        const {page, close} = await open(`#${TUTORIAL.puzzle}`, {phone: name === 'phone', colorScheme});
        await cell(page, 1).click();
        await page.keyboard.press('3'); // a clash, to show its look
        await page.waitForSelector('.clash');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('ArrowRight');
        await page.keyboard.press('7');
        const path = join(screenshots, `${name}-${colorScheme}.png`);
        await page.screenshot({path, fullPage: true});
        assert.ok(existsSync(path));
        if (name === 'desktop') {
          const grid = await page.locator('[role=grid]').boundingBox();
          assert.ok(grid.y + grid.height <= viewport.height, 'the whole board is above the fold');
        }
        await close();
      }
    }
    {
      const {page, close} = await open(`#${TUTORIAL.puzzle}`, {phone: true});
      await page.locator('#solve').tap();
      await waitForStatus(page, /^Solved/);
      await page.screenshot({path: join(screenshots, 'phone-solved.png')}); // the viewport, as the player sees it
      await close();
    }
    const {page, close} = await open(`#${TUTORIAL.puzzle}`);
    await page.click('#solve');
    await waitForBoard(page, TUTORIAL.solution);
    await page.emulateMedia({media: 'print'});
    await page.screenshot({path: join(screenshots, 'print.png'), fullPage: true});
    assert.equal(await page.isHidden('.controls'), true, 'print shows the board alone');
    assert.equal(await page.isVisible('[role=grid]'), true);
    await close();
  });
});

describe('speed', () => {
  // Budget (issue 4): 150 KB gzip in all, usable within 300 ms. The times are asserted loosely
  // (a loaded test machine is slow); the figures are printed for the benchmark report.
  test('transfer size and time to input and to the first solve', async (t) => {
    const context = await suite.browser.newContext({viewport: DESKTOP});
    const page = await context.newPage();
    const files = new Map();
    page.on('response', (response) => {
      if (!response.url().startsWith(suite.base)) return;
      // A body still on its way when the next run's page.goto (or the context's close) drops it
      // would reject with no one to hear it: that file is counted on another run.
      response.body().then(
        (body) => files.set(response.url(), gzipSync(body).length),
        () => {},
      );
    });
    // As soon as the page has parsed, press Solve, and mark when the solution shows.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        new MutationObserver((_changes, observer) => {
          if (!/^Solved/.test(document.getElementById('status').textContent)) return;
          performance.mark('solve-shown');
          observer.disconnect();
        }).observe(document.getElementById('status'), {childList: true, characterData: true, subtree: true});
        document.getElementById('solve').click();
      });
    });
    const ready = [],
      solved = [];
    for (let run = 0; run < 5; ++run) {
      await page.goto('about:blank');
      await page.goto(`${suite.base}#${HARDEST.puzzle}`);
      await page.waitForFunction(() => performance.getEntriesByName('solve-shown').length > 0, null, {timeout: 10000});
      const [readyAt, solvedAt] = await page.evaluate(() =>
        ['sudoku-ready', 'solve-shown'].map((name) => performance.getEntriesByName(name)[0].startTime),
      );
      ready.push(readyAt);
      solved.push(solvedAt);
      assert.equal(await boardText(page), HARDEST.solution);
    }
    await context.close();
    const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    // The logic module (sudoku-logic.mjs and .wasm) is fetched by the page's worker in the
    // background after the first paint: the first solve never waits for it. It is counted apart.
    const isLogic = (url) => /\/sudoku-logic\.(mjs|wasm)$/.test(url);
    const sum = (entries) => entries.reduce((total, [, size]) => total + size, 0);
    const total = sum([...files].filter(([url]) => !isLogic(url)));
    const logic = sum([...files].filter(([url]) => isLogic(url)));
    t.diagnostic(
      `files: ${[...files].map(([url, size]) => `${url.slice(suite.base.length) || '/'} ${(size / 1024).toFixed(1)} KB`).join(', ')}`,
    );
    t.diagnostic(`transfer before the first solve: ${(total / 1024).toFixed(1)} KB gzip`);
    t.diagnostic(`the logic module, in the background: ${(logic / 1024).toFixed(1)} KB gzip`);
    t.diagnostic(`board takes input at ${median(ready).toFixed(0)} ms (median of 5; all: ${ready.map(Math.round)})`);
    t.diagnostic(`first solve shown at ${median(solved).toFixed(0)} ms (median of 5; all: ${solved.map(Math.round)})`);
    // 86.5 KB: a little over what was measured (85.3 KB over the wire, with Watch the search a
    // room loaded when first opened); its history is in scripts/DEVELOPMENT.md ("The size
    // budgets, and how each went").
    assert.ok(total < 86.5 * 1024, `${total} bytes gzip is over the 86.5 KB budget`);
    assert.ok(logic > 0, "the logic module was fetched in the background (the page's worker preloads it)");
    assert.ok(files.size >= 5, 'the page, its stylesheet and scripts were counted');
    assert.ok(median(ready) < 1000, 'the board takes input well within a second');
    assert.ok(median(solved) < 3000, 'the first solve shows within 3 s');
  });
});
