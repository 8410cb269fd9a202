// A hard hint walked link by link (web/site/walk/, step-view.js), in headless Chromium on the
// assembled page (dist/site over http): in Explain and in a hint, by keys and by the buttons,
// forward and back, into a nested chain's inner walk and out; each link drawn on the board with
// its own sentence, the step's one sentence kept. What the page should show is computed here
// with the package in Node (the same engine) and the page's own walk/chain.js.
import assert from 'node:assert/strict';
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import {site} from '../js/site.mjs';
import {CHAIN, chainGameStorage, openSeeded, SIZES, sudoku} from './chain-game.mjs';
import {boxesOf, outOfView, PLAY_PARTS, screenshots, useSiteAndBrowser, waitForStatus} from './harness.mjs';

const {chainWalkOf} = await site('walk/chain.js');
const {stateOfSaveText} = await site('game/saved.js');
const {marksText} = await site('game/candidates.js');

const suite = useSiteAndBrowser('page.js');
const open = (url, options) => openSeeded(suite, url, options);

const walkPart = (page, scope, name) => page.locator(`${scope} [data-walk-part="${name}"]`);
// The links drawn: "from>to" of each, and the current one's.
const drawnLinks = (page) =>
  page.$$eval('#board .step-link', (links) =>
    links.map((link) => `${link.dataset.from}>${link.dataset.to}${link.classList.contains('step-current') ? '*' : ''}`),
  );
const linkKey = (link, current = false) => `${link.from.join(':')}>${link.to.join(':')}${current ? '*' : ''}`;

describe('a hard hint walked link by link', () => {
  test('Explain: a chain step is walked link by link and back, by keys and buttons', async () => {
    const expected = sudoku.explain(CHAIN);
    const index = expected.steps.findIndex((step) => step.links.length);
    const step = expected.steps[index];
    const walk = chainWalkOf(step);
    const {page, close} = await open(`#${CHAIN}`);
    await page.getByRole('button', {name: 'Explain', exact: true}).click();
    await page.waitForSelector('#explain-view[data-state="ready"]');
    await page.keyboard.press('Home');
    for (let i = 0; i < index; ++i) await page.keyboard.press('ArrowRight');
    await page.waitForFunction((want) => document.getElementById('explain-view').dataset.step === String(want), index);
    const scope = '#explain-view';
    await page.waitForSelector(`${scope} .chain-walk:not([hidden])`);
    assert.equal(await walkPart(page, scope, 'counter').textContent(), `${walk.links.length - 1} links`);
    assert.equal((await drawnLinks(page)).length, step.links.length, 'the whole chain at first');
    assert.equal(await page.locator(`${scope} [data-part="text"]`).textContent(), step.text, 'the one sentence stays');

    await page.keyboard.press(']');
    assert.equal(await walkPart(page, scope, 'counter').textContent(), `Link 1/${walk.links.length - 1}`);
    assert.equal(await walkPart(page, scope, 'words').textContent(), walk.links[0].sentence);
    assert.match(walk.links[0].sentence, /^If r\dc\d is (not )?\d, r\dc\d is (not )?\d/);
    assert.deepEqual(await drawnLinks(page), [linkKey(walk.links[0], true)]);
    await page.keyboard.press(']');
    assert.deepEqual(await drawnLinks(page), [linkKey(walk.links[0]), linkKey(walk.links[1], true)]);
    assert.equal(await walkPart(page, scope, 'words').textContent(), walk.links[1].sentence);
    await page.getByRole('button', {name: 'Previous link'}).click();
    assert.deepEqual(await drawnLinks(page), [linkKey(walk.links[0], true)], 'back one link');
    for (let i = 1; i < walk.links.length; ++i) await page.getByRole('button', {name: 'Next link'}).click();
    assert.equal(await walkPart(page, scope, 'counter').textContent(), 'Conclusion');
    assert.equal(await walkPart(page, scope, 'words').textContent(), walk.links.at(-1).sentence);
    assert.equal(await page.getAttribute(`${scope} [data-walk="next"]`, 'aria-disabled'), 'true');
    for (let i = 0; i < walk.links.length; ++i) await page.keyboard.press('[');
    assert.equal((await drawnLinks(page)).length, step.links.length, 'back to the whole chain');
    // The next step is no chain: the walk goes.
    await page.keyboard.press('ArrowRight');
    if (!expected.steps[index + 1].links.length)
      assert.equal(await page.locator(`${scope} .chain-walk`).isHidden(), true);
    await close();
  });

  test('Hint: a nested chain opens its inner chain as a sub-walk, and backs out', async () => {
    const technique = 'Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)';
    const {storage} = chainGameStorage(technique);
    const {page, close} = await open('', {storage});
    await waitForStatus(page, /^Restored your game/);
    await page.keyboard.press('h');
    await waitForStatus(page, /^Look at|Press Hint again/, 60000);
    await page.keyboard.press('h');
    await waitForStatus(page, /Walk it with ▶ or \]/);
    const scope = '#hint-walk';
    const status = await page.locator('#status').textContent();
    assert.ok(status.startsWith(technique), 'the status line names the technique');
    const hint = sudoku.hint(...hintArguments(storage));
    const whole = page.locator(`${scope} [data-walk-part="whole"]`);
    assert.equal(await whole.textContent(), hint.step.text, 'the one sentence stays, in Whole');
    const walk = chainWalkOf(hint.step);
    // The link's sentence is said in the status line (the walk's own line is for Explain).
    const said = () => page.locator('#status').textContent();
    assert.equal(await walkPart(page, scope, 'words').isHidden(), true);
    await page.keyboard.press(']');
    assert.equal(await said(), walk.links[0].sentence);
    const nested = walk.links.findIndex((link) => link.via);
    for (let i = 0; i < nested; ++i) await page.keyboard.press(']');
    assert.match(await said(), /by a .*Inner \(I\) shows why\.$/);
    await page.keyboard.press('i');
    const inner = walk.links[nested].inner;
    assert.equal(await walkPart(page, scope, 'counter').textContent(), `Inner 1/${inner.links.length}`);
    assert.equal(await walkPart(page, scope, 'title').textContent(), `Inner chain: ${inner.title}.`);
    assert.equal(await said(), inner.links[0].sentence);
    const drawn = await drawnLinks(page);
    assert.equal(drawn.at(-1), linkKey(inner.links[0], true), 'the inner link drawn as the current one');
    await page.keyboard.press(']');
    assert.equal(await said(), inner.links[1].sentence);
    await page.getByRole('button', {name: 'Back out'}).click();
    assert.equal(await said(), `${walk.links[nested].sentence} Inner (I) shows why.`);
    assert.equal(await page.getByRole('button', {name: 'Back out'}).isHidden(), true, 'Inner is back in its place');
    // The board keeps the keys: an arrow still moves the selection.
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('role')), 'gridcell');
    // Whole opens the step's one sentence over the tools, and moves nothing.
    const statusBox = await page.locator('#status').boundingBox();
    await page.getByRole('group', {name: 'Walk the chain'}).getByText('Whole').click();
    assert.equal(await whole.isVisible(), true);
    assert.deepEqual(await page.locator('#status').boundingBox(), statusBox);
    await page.getByRole('group', {name: 'Walk the chain'}).getByText('Whole').click();
    assert.equal(await whole.isVisible(), false, 'and closes it');
    for (let i = 0; i < walk.links.length; ++i) await page.keyboard.press(']');
    assert.equal(await said(), `${walk.links.at(-1).sentence} Press Hint again to apply it.`, 'the conclusion');
    await close();
  });

  for (const [name, phone] of [
    ['phone', true],
    ['desktop', false],
  ]) {
    const {width, height} = SIZES[name];
    test(`at ${width}×${height} a chain hint is walked by ${phone ? 'tapping' : 'clicking'}, and the play screen and the walk stay in view`, async () => {
      const technique = 'Dynamic Cell Forcing Chains'; // the hint there is that chain
      const {storage} = chainGameStorage(technique);
      const {page, close} = await open('', {phone, storage});
      const press = (locator) => (phone ? locator.tap() : locator.click());
      // The board, the pad, the tools, Undo, the status line and the walk's row, all in view.
      const inView = async (when) =>
        assert.deepEqual(await outOfView(page, [...PLAY_PARTS, '#hint-walk .chain-walk-bar']), [], when);
      await waitForStatus(page, /^Restored your game/);
      await press(page.getByRole('button', {name: 'Hint'}));
      await waitForStatus(page, /^Look at|Press Hint again/, 60000);
      await press(page.getByRole('button', {name: 'Hint'}));
      await waitForStatus(page, /Walk it with ▶ or \]/);
      await inView("at the walk's start");
      const walk = chainWalkOf(sudoku.hint(...hintArguments(storage)).step);
      const said = () => page.locator('#status').textContent();
      for (let i = 0; i < walk.links.length; ++i) {
        await press(page.getByRole('button', {name: 'Next link'}));
        assert.equal(
          await said(),
          walk.links[i].sentence +
            (walk.links[i].inner ? ' Inner (I) shows why.' : '') +
            (i === walk.links.length - 1 ? ' Press Hint again to apply it.' : ''),
        );
        await inView(`at link ${i + 1}`);
        if (walk.links[i].inner) {
          await press(page.getByRole('button', {name: 'Inner chain'}));
          await inView(`in link ${i + 1}'s inner chain`);
          await press(page.getByRole('button', {name: 'Next link'}));
          await inView(`at link ${i + 1}'s second inner link`);
          await press(page.getByRole('button', {name: 'Back out'}));
        }
      }
      for (let i = walk.links.length - 1; i > 0; --i) await press(page.getByRole('button', {name: 'Previous link'}));
      assert.equal(await said(), walk.links[0].sentence);
      await inView('back at link 1');
      await close();
    });
  }

  test('screenshots: a chain walked in Explain and in a hint, desktop and phone, light and dark', async () => {
    mkdirSync(screenshots, {recursive: true});
    const expected = sudoku.explain(CHAIN);
    const index = expected.steps.findIndex((step) => step.links.length);
    const {storage} = chainGameStorage('Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)');
    for (const [name, phone] of [
      ['desktop', false],
      ['phone', true],
    ]) {
      for (const colorScheme of ['light', 'dark']) {
        let {page, close} = await open(`#${CHAIN}`, {phone, colorScheme});
        await page.getByRole('button', {name: 'Explain', exact: true}).click();
        await page.waitForSelector('#explain-view[data-state="ready"]');
        for (let i = 0; i < index; ++i) await page.keyboard.press('ArrowRight');
        for (let i = 0; i < 3; ++i) await page.keyboard.press(']');
        await page.locator('#explain-view .chain-walk').scrollIntoViewIfNeeded();
        await page.screenshot({path: join(screenshots, `walk-explain-${name}-${colorScheme}.png`)});
        await close();
        ({page, close} = await open('', {phone, colorScheme, storage}));
        await waitForStatus(page, /^Restored your game/);
        await page.keyboard.press('h');
        await waitForStatus(page, /^Look at|Press Hint again/, 60000);
        await page.keyboard.press('h');
        await waitForStatus(page, /Walk it with ▶ or \]/);
        for (let i = 0; i < 4; ++i) await page.keyboard.press(']');
        await page.keyboard.press('i');
        await page.screenshot({path: join(screenshots, `walk-hint-${name}-${colorScheme}.png`)});
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
