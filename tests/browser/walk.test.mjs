// A hard hint walked link by link (web/site/walk/, step-view.js), in headless Chromium on the
// assembled page (dist/site over http): in Explain and in a hint, by keys and by the buttons,
// forward and back, into a nested chain's inner walk and out, and Whole; a long chain opens at
// its first link with the rest faint; each link drawn on the board with its own sentence, which
// says what its why says (tests/js/chain-why.mjs); the walk's row covers nothing and cuts no
// counter. What the page should show is computed here with the package in Node (the same
// engine) and the page's own walk/chain.js.
import assert from 'node:assert/strict';
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import {reasonOfWhy, saysWhy} from '../js/chain-why.mjs';
import {site} from '../js/site.mjs';
import {CHAIN, chainGameStorage, openSeeded, SIZES, scrollSettled, stageTwo, sudoku} from './chain-game.mjs';
import {boxesOf, outOfView, PLAY_PARTS, screenshots, useSiteAndBrowser, waitForStatus} from './harness.mjs';

const {chainWalkOf, OPEN_WALKED_OVER} = await site('walk/chain.js');
const {stateOfSaveText} = await site('game/saved.js');
const {marksText} = await site('game/candidates.js');

const suite = useSiteAndBrowser('page.js');
const open = (url, options) => openSeeded(suite, url, options);

const walkPart = (page, scope, name) => page.locator(`${scope} [data-walk-part="${name}"]`);
// The links drawn (not faint): "from>to" of each, and the current one's with a '*'.
const drawnLinks = (page) =>
  page.$$eval('#board .step-link:not(.step-faint)', (links) =>
    links.map((link) => `${link.dataset.from}>${link.dataset.to}${link.classList.contains('step-current') ? '*' : ''}`),
  );
const faintLinks = (page) => page.locator('#board .step-link.step-faint').count();
// The walk's row and a hint's Whole sentence cover no part of the play screen, and its counter
// shows whole: the parts it overlaps, and the counter if cut.
const walkProblems = (page, scope) =>
  page.evaluate(
    ({scope, parts}) => {
      const problems = [];
      const overlap = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const walk = [...document.querySelectorAll(`${scope} .chain-walk-bar, ${scope} .chain-walk-whole:not([hidden])`)];
      for (const selector of parts) {
        const part = document.querySelector(selector);
        if (!part || part.closest(scope)) continue;
        const box = part.getBoundingClientRect();
        if (walk.some((each) => overlap(each.getBoundingClientRect(), box))) problems.push(`covers ${selector}`);
      }
      for (const span of document.querySelectorAll(`${scope} .chain-walk-counter > span`))
        if (span.scrollWidth > span.clientWidth + 1) problems.push(`cuts "${span.textContent}"`);
      const bar = document.querySelector(`${scope} .chain-walk-bar`);
      if (bar.scrollWidth > bar.clientWidth + 1) problems.push('the row overflows');
      return problems;
    },
    {scope, parts: [...PLAY_PARTS, '#board', '#redo']},
  );
const linkKey = (link, current = false) => `${link.from.join(':')}>${link.to.join(':')}${current ? '*' : ''}`;

describe('a hard hint walked link by link', () => {
  test('Explain: a long chain step opens at link 1, the rest faint; walked on and back, by keys and buttons, and Whole', async () => {
    const expected = sudoku.explain(CHAIN);
    const index = expected.steps.findIndex((step) => step.paths);
    const step = expected.steps[index];
    const walk = chainWalkOf(step);
    const count = walk.links.length - 1;
    assert.ok(count > OPEN_WALKED_OVER, `${count} links`);
    const {page, close} = await open(`#${CHAIN}`);
    await page.getByRole('button', {name: 'Explain', exact: true}).click();
    await page.waitForSelector('#explain-view[data-state="ready"]');
    await page.keyboard.press('Home');
    for (let i = 0; i < index; ++i) await page.keyboard.press('ArrowRight');
    await page.waitForFunction((want) => document.getElementById('explain-view').dataset.step === String(want), index);
    const scope = '#explain-view';
    await page.waitForSelector(`${scope} .chain-walk:not([hidden])`);
    assert.equal(await walkPart(page, scope, 'counter').textContent(), `Link 1/${count}`, 'opens walked');
    assert.equal(await walkPart(page, scope, 'words').textContent(), walk.links[0].sentence);
    assert.ok(saysWhy(walk.links[0].sentence, walk.links[0]), reasonOfWhy(walk.links[0]));
    assert.deepEqual(await drawnLinks(page), [linkKey(walk.links[0], true)]);
    assert.equal(await faintLinks(page), count - 1, 'the rest of the chain faint');
    assert.equal(await page.locator(`${scope} [data-part="text"]`).textContent(), step.text, 'the one sentence stays');
    assert.deepEqual(await walkProblems(page, scope), [], 'the row fits the panel beside the board');

    await page.keyboard.press(']');
    assert.equal(await walkPart(page, scope, 'counter').textContent(), `Link 2/${count}`);
    assert.deepEqual(await drawnLinks(page), [linkKey(walk.links[0]), linkKey(walk.links[1], true)]);
    assert.equal(await walkPart(page, scope, 'words').textContent(), walk.links[1].sentence);
    await page.getByRole('button', {name: 'Previous link'}).click();
    assert.deepEqual(await drawnLinks(page), [linkKey(walk.links[0], true)], 'back one link');
    await page.getByRole('button', {name: 'Previous link'}).click();
    assert.equal(await walkPart(page, scope, 'counter').textContent(), `${count} links`, 'and to the whole chain');
    assert.equal((await drawnLinks(page)).length, step.links.length, 'every link at once');
    assert.equal(await faintLinks(page), 0);
    for (let i = 0; i < walk.links.length; ++i) {
      await page.getByRole('button', {name: 'Next link'}).click();
      const words = await walkPart(page, scope, 'words').textContent();
      assert.ok(words.startsWith(walk.links[i].sentence), words);
      if (!walk.links[i].conclusion)
        assert.ok(saysWhy(words, walk.links[i]), `${words}: ${reasonOfWhy(walk.links[i])}`);
    }
    assert.equal(await walkPart(page, scope, 'counter').textContent(), 'Conclusion');
    assert.equal(await page.getAttribute(`${scope} [data-walk="next"]`, 'aria-disabled'), 'true');
    // Whole: every path at once, pressed; again, back where the walk was.
    await page.keyboard.press('w');
    assert.equal(await page.getAttribute(`${scope} [data-walk="whole"]`, 'aria-pressed'), 'true');
    assert.equal((await drawnLinks(page)).length, step.links.length);
    await page.getByRole('button', {name: 'Whole'}).click();
    assert.equal(await walkPart(page, scope, 'counter').textContent(), 'Conclusion', 'back at the conclusion');
    assert.equal(await page.getAttribute(`${scope} [data-walk="whole"]`, 'aria-pressed'), 'false');
    // The next step is no chain: the walk goes.
    await page.keyboard.press('ArrowRight');
    if (!expected.steps[index + 1].paths) assert.equal(await page.locator(`${scope} .chain-walk`).isHidden(), true);
    await close();
  });

  test('Hint: a long chain opens at link 1; a nested link opens its inner chain as a sub-walk, and backs out; Whole', async () => {
    const technique = 'Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)';
    const {storage} = chainGameStorage(technique);
    const {page, close} = await open('', {storage});
    await waitForStatus(page, /^Restored your game/);
    await page.keyboard.press('h');
    await waitForStatus(page, /^Look at|Press Hint again/, 60000);
    await page.keyboard.press('h');
    await stageTwo(page);
    const scope = '#hint-walk';
    const hint = sudoku.hint(...hintArguments(storage));
    const walk = chainWalkOf(hint.step);
    // The link's sentence is said in the status line (the walk's own line is for Explain).
    const said = () => page.locator('#status').textContent();
    const status = await said();
    assert.ok(status.startsWith(technique), 'the status line names the technique');
    assert.ok(status.endsWith(walk.links[0].sentence), 'and says link 1, where the walk opens');
    assert.equal(await walkPart(page, scope, 'counter').textContent(), `Link 1/${walk.links.length - 1}`);
    assert.equal(await walkPart(page, scope, 'words').isHidden(), true);
    assert.deepEqual(await drawnLinks(page), [linkKey(walk.links[0], true)], 'link 1 drawn');
    assert.equal(await faintLinks(page), walk.links.length - 2, 'the rest of the chain faint, not all arrows at once');
    await page.keyboard.press(']');
    assert.equal(await said(), walk.links[1].sentence);
    const nested = walk.links.findIndex((link) => link.why?.kind === 'nested' && link.inner);
    for (let i = 1; i < nested; ++i) await page.keyboard.press(']');
    assert.match(await said(), /by a .*Inner \(I\) shows why\.$/);
    await page.keyboard.press('i');
    const inner = walk.links[nested].inner;
    assert.equal(await walkPart(page, scope, 'counter').textContent(), `Inner 1/${inner.links.length}`);
    assert.equal(await walkPart(page, scope, 'title').textContent(), `Inner chain: ${inner.title}.`);
    assert.equal(await said(), inner.links[0].sentence);
    assert.ok(saysWhy(inner.links[0].sentence, inner.links[0]));
    const drawn = await drawnLinks(page);
    assert.equal(drawn.at(-1), linkKey(inner.links[0], true), 'the inner link drawn as the current one');
    await page.keyboard.press(']');
    assert.equal(await said(), inner.links[1].sentence);
    await page.getByRole('button', {name: 'Back out'}).click();
    assert.equal(await said(), `${walk.links[nested].sentence} Inner (I) shows why.`);
    assert.equal(await page.getByRole('button', {name: 'Back out'}).isHidden(), true, 'Inner is back in its place');
    // The board keeps the keys: an arrow still moves the selection.
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'gridcell');
    // Whole draws every path and shows the step's one sentence under the row, covering nothing.
    const whole = walkPart(page, scope, 'whole');
    assert.equal(await whole.isVisible(), false);
    await page.getByRole('button', {name: 'Whole'}).click();
    assert.equal(await whole.isVisible(), true);
    assert.equal(await whole.textContent(), hint.step.text, 'the one sentence, in Whole');
    assert.equal((await drawnLinks(page)).length, hint.step.links.length);
    assert.deepEqual(await walkProblems(page, scope), []);
    await page.getByRole('button', {name: 'Whole'}).click();
    assert.equal(await whole.isVisible(), false, 'and closes it');
    assert.equal(await said(), `${walk.links[nested].sentence} Inner (I) shows why.`, 'back at the link');
    for (let i = nested; i < walk.links.length; ++i) await page.keyboard.press(']');
    assert.equal(await said(), `${walk.links.at(-1).sentence} Press Hint again to apply it.`, 'the conclusion');
    await close();
  });

  for (const [name, phone] of [
    ['phone', true],
    ['desktop', false],
  ]) {
    const {width, height} = SIZES[name];
    test(`at ${width}×${height} a chain hint is walked by ${phone ? 'tapping' : 'clicking'}, each link says its why, and the play screen and the walk stay in view`, async () => {
      const technique = 'Dynamic Cell Forcing Chains'; // the hint there is that chain
      const {storage} = chainGameStorage(technique);
      const {page, close} = await open('', {phone, storage});
      const press = (locator) => (phone ? locator.tap() : locator.click());
      const scope = '#hint-walk';
      // The board, the pad, the tools, Undo, the status line and the walk's row, all in view.
      const inView = async (when) => {
        assert.deepEqual(await outOfView(page, [...PLAY_PARTS, '#hint-walk .chain-walk-bar']), [], when);
        assert.deepEqual(await walkProblems(page, scope), [], when);
      };
      await waitForStatus(page, /^Restored your game/);
      await press(page.getByRole('button', {name: 'Hint'}));
      await waitForStatus(page, /^Look at|Press Hint again/, 60000);
      await press(page.getByRole('button', {name: 'Hint'}));
      await stageTwo(page);
      await inView("at the walk's start");
      const walk = chainWalkOf(sudoku.hint(...hintArguments(storage)).step);
      const said = () => page.locator('#status').textContent();
      assert.ok((await said()).endsWith(walk.links[0].sentence));
      for (let i = 0; i < walk.links.length; ++i) {
        if (i > 0) await press(page.getByRole('button', {name: 'Next link'}));
        const words = await said();
        const {conclusion, inner} = walk.links[i];
        if (i > 0)
          assert.equal(
            words,
            walk.links[i].sentence +
              (inner ? ` Inner${phone ? '' : ' (I)'} shows why.` : '') +
              (conclusion ? ' Press Hint again to apply it.' : ''),
          );
        if (!conclusion) assert.ok(saysWhy(words, walk.links[i]), `${words}: ${reasonOfWhy(walk.links[i])}`);
        await inView(`at link ${i + 1}`);
        if (inner) {
          await press(page.getByRole('button', {name: 'Inner chain'}));
          await inView(`in link ${i + 1}'s inner chain`);
          await press(page.getByRole('button', {name: 'Next link'}));
          assert.ok(saysWhy(await said(), inner.links[1]), inner.links[1].sentence);
          await inView(`at link ${i + 1}'s second inner link`);
          await press(page.getByRole('button', {name: 'Back out'}));
        }
      }
      await press(page.getByRole('button', {name: 'Whole'}));
      await inView('Whole');
      await press(page.getByRole('button', {name: 'Whole'}));
      for (let i = walk.links.length - 1; i > 0; --i) await press(page.getByRole('button', {name: 'Previous link'}));
      assert.equal(await said(), walk.links[0].sentence);
      await inView('back at link 1');
      await close();
    });
  }

  test("screenshots: a long chain walked and Whole, in Explain and at a hint's stage 2, desktop and phone, light and dark", async () => {
    mkdirSync(screenshots, {recursive: true});
    const expected = sudoku.explain(CHAIN);
    const index = expected.steps.findIndex((step) => step.paths);
    const {storage} = chainGameStorage('Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)');
    const nested = chainWalkOf(sudoku.hint(...hintArguments(storage)).step).links.findIndex((link) => link.inner);
    // Walked, then Whole: the row covers nothing and cuts nothing either way.
    const shoot = async (page, scope, what) => {
      await scrollSettled(page);
      await page.screenshot({path: join(screenshots, `${what}.png`)});
      assert.deepEqual(await walkProblems(page, scope), [], what);
      await page.getByRole('button', {name: 'Whole'}).click();
      await page.screenshot({path: join(screenshots, `${what}-whole.png`)});
      assert.deepEqual(await walkProblems(page, scope), [], `${what}, Whole`);
    };
    for (const [name, phone] of [
      ['desktop', false],
      ['phone', true],
    ]) {
      for (const colorScheme of ['light', 'dark']) {
        let {page, close} = await open(`#${CHAIN}`, {phone, colorScheme});
        await page.getByRole('button', {name: 'Explain', exact: true}).click();
        await page.waitForSelector('#explain-view[data-state="ready"]');
        for (let i = 0; i < index; ++i) await page.keyboard.press('ArrowRight');
        for (let i = 0; i < 2; ++i) await page.keyboard.press(']');
        await shoot(page, '#explain-view', `walk-explain-${name}-${colorScheme}`);
        await close();
        ({page, close} = await open('', {phone, colorScheme, storage}));
        await waitForStatus(page, /^Restored your game/);
        await page.keyboard.press('h');
        await waitForStatus(page, /^Look at|Press Hint again/, 60000);
        await page.keyboard.press('h');
        await stageTwo(page);
        await shoot(page, '#hint-walk', `walk-hint-${name}-${colorScheme}`);
        // Back from Whole to link 1, on to the first link with an inner chain, and into it.
        await page.getByRole('button', {name: 'Whole'}).click();
        for (let i = 0; i < nested; ++i) await page.keyboard.press(']');
        await page.keyboard.press('i');
        const inner = `walk-hint-${name}-${colorScheme}-inner`;
        await page.screenshot({path: join(screenshots, `${inner}.png`)});
        assert.deepEqual(await walkProblems(page, '#hint-walk'), [], inner);
        await close();
      }
    }
  });
});

// The engine's hint() arguments for the game of `storage` (its givens, progress and marks), as
// the page asks (play/hints.js).
function hintArguments(storage) {
  const [game] = JSON.parse(storage['sudoku-wasm.games']).games;
  const state = stateOfSaveText(game.save);
  return [game.puzzle, {progress: state.digits, marks: marksText(state)}];
}

describe('the board lent to Explain', () => {
  test('at 1000×800 the panel sits beside the board, and no mark of the cursor stays', async () => {
    const {page, close} = await open(`#${CHAIN}`);
    await page.setViewportSize({width: 1000, height: 800});
    const given = CHAIN.search(/[1-9]/);
    await page.locator(`[role=gridcell][data-cell="${given}"]`).click(); // its digit's cells, where it fits
    assert.ok((await page.locator('#board .cell.fits, #board .cell.same').count()) > 0);
    await page.getByRole('button', {name: 'Explain', exact: true}).click();
    await page.waitForSelector('#explain-view[data-state="ready"]');
    const [board, panel, side] = await boxesOf(page, ['#board', '#explain-view', '.side']);
    assert.ok(panel.x >= board.x + board.width, 'the panel is right of the board');
    assert.ok(panel.y < board.y + board.height, 'beside it, not under it');
    assert.ok(side.y >= board.y + board.height, 'the side goes under the board');
    assert.ok(side.x + side.width <= panel.x, 'and does not run under the panel');
    assert.equal(await page.locator('#board .cell.fits, #board .cell.same, #board .cell.peer').count(), 0);
    await close();
  });
});
