// The play screen's layout (issue 45), in headless Chromium (dist/site over http): at 1280×800,
// 1024×768, 390×844 and 375×667, light and dark, every control of play is in view, inside its
// part of the page, no two overlap and no tool's words overflow it (and the status line speaks
// of taps on a touch screen, of keys else); beside the board, the controls stay put when a chain
// hint's walk row shows; the Options' checkboxes line up in one column. Screenshots of each size
// and scheme go to tests/browser/screenshots/layout-*.png.
import assert from 'node:assert/strict';
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';

import {chainGameStorage, openSeeded, stageTwo} from './chain-game.mjs';
import {DESKTOP, openInContext, PLAY_PHONE, screenshots, useSiteAndBrowser, waitForStatus} from './harness.mjs';

const suite = useSiteAndBrowser();

// The controls of play, each with the part of the page it must stay inside: the game's clock
// and Pause over the board, the board, the pad's ten buttons, the tools, the status line; and
// where the screen is wide enough to show them too, the games row and the actions.
const PLAY_CONTROLS = [
  ['#pause', '.board-area'],
  ['#board', '.board-area'],
  ...[...'1234567890'].map((digit) => [`#pad button[data-digit="${digit}"]`, '.dock']),
  ...[
    '#notes',
    '#corner',
    '#colour',
    '#candidate-colour',
    '#fill',
    '#hint',
    '#progress',
    '#select',
    '#undo',
    '#redo',
  ].map((tool) => [tool, '.dock']),
  ['#status', '.dock'],
];
const GAME_CONTROLS = [
  '#level',
  '#new-game',
  '#daily',
  '#enter',
  '#games',
  '#stats',
  '#restart',
  '#share',
  '#explain',
  '#watch',
].map((control) => [control, '.controls']);

// Run in the page: what is wrong with `controls` ([selector, part]): out of the viewport, out
// of its part, overlapping another of them, or its words wider than it (a button's text that
// overflows runs into its neighbour or pushes its column wider).
const layoutProblems = (controls) => {
  const problems = [];
  const boxes = controls.map(([selector, part]) => {
    const element = document.querySelector(selector);
    const box = element.getBoundingClientRect();
    if (element.localName === 'button' && element.scrollWidth > element.clientWidth)
      problems.push(`${selector}'s words overflow it by ${element.scrollWidth - element.clientWidth} px`);
    const room = document.querySelector(selector).closest(part).getBoundingClientRect();
    const out = box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth || !box.height;
    if (out) problems.push(`${selector} out of view at ${[box.left, box.top, box.right, box.bottom].map(Math.round)}`);
    if (box.left < room.left - 0.5 || box.right > room.right + 0.5)
      problems.push(
        `${selector} (${Math.round(box.left)}-${Math.round(box.right)}) out of ${part} (${Math.round(room.left)}-${Math.round(room.right)})`,
      );
    return {selector, box};
  });
  for (const [i, a] of boxes.entries())
    for (const b of boxes.slice(i + 1)) {
      const x = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const y = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (x > 0.5 && y > 0.5) problems.push(`${a.selector} overlaps ${b.selector}`);
    }
  if (scrollY !== 0) problems.push(`the page is scrolled by ${scrollY} px`);
  // The ten tools in two rows of five: a third row (a tool spanning two columns once made one)
  // pushes the status line off a phone's screen in a chain's walk.
  const rows = new Set([...document.querySelectorAll('.tools button')].map((tool) => Math.round(tool.offsetTop)));
  if (rows.size !== 2) problems.push(`the tools in ${rows.size} rows`);
  return problems;
};

const shot = (page, name) => {
  mkdirSync(screenshots, {recursive: true});
  return page.screenshot({path: join(screenshots, `layout-${name}.png`)});
};

describe('the play screen', () => {
  for (const [name, viewport, phone] of [
    ['desktop', DESKTOP, false],
    ['small desktop', {width: 1024, height: 768}, false],
    ['phone', PLAY_PHONE, true],
    ['small phone', {width: 375, height: 667}, true],
  ]) {
    for (const colorScheme of ['light', 'dark']) {
      test(`at ${viewport.width}×${viewport.height} (${colorScheme}) every control of play is in view, in its place, none overlapping (screenshots)`, async () => {
        const {page, close} = await openInContext(suite, '#new/easy/7', {phone, colorScheme, viewport});
        await page.waitForSelector('html[data-mode="play"]');
        const controls = phone ? PLAY_CONTROLS : [...PLAY_CONTROLS, ...GAME_CONTROLS];
        await shot(page, `${viewport.width}x${viewport.height}-${colorScheme}`);
        assert.deepEqual(await page.evaluate(layoutProblems, controls), [], `${name}, as it opens`);
        // A mode's words in the status line, and a hint's: the controls stay where they are.
        await page.locator('#notes').click();
        // A touch screen is told of the button to tap, a keyboard's of the key.
        await waitForStatus(page, phone ? /\(tap Notes again for digits\)\.$/ : /\(N again for digits\)\.$/);
        assert.deepEqual(await page.evaluate(layoutProblems, controls), [], `${name}, in notes mode`);
        await page.locator('#notes').click();
        await page.locator('#hint').click();
        await waitForStatus(page, /^Look at/);
        assert.deepEqual(await page.evaluate(layoutProblems, controls), [], `${name}, with a hint`);
        await close();
      });
    }
  }

  test("at 1280×800 the controls stay put when a chain hint's walk row shows, and the walk's room is the same at every link", async () => {
    const {storage} = chainGameStorage('Dynamic Contradiction Forcing Chains (+ Multiple Forcing Chains)');
    const {page, close} = await openSeeded(suite, '', {storage});
    await waitForStatus(page, /^Restored your game/);
    const tops = () =>
      page.evaluate(() =>
        ['#new-game', '#restart'].map((id) => document.querySelector(id).getBoundingClientRect().top),
      );
    // The room between the status line's box and the controls: the walk's, whatever the link
    // (the status line itself grows with a long sentence).
    const walkRoom = () =>
      page.evaluate(
        () =>
          document.querySelector('.controls').getBoundingClientRect().top -
          document.querySelector('#report').getBoundingClientRect().bottom,
      );
    const before = await tops();
    const room = await walkRoom();
    await page.locator('#hint').click();
    await waitForStatus(page, /^Look at|Press Hint again/, 60000);
    await page.locator('#hint').click();
    await stageTwo(page);
    assert.deepEqual(await tops(), before, 'with the walk row');
    // Every link of the chain's own (an inner chain's title takes a line more while it shows).
    const next = page.locator('#hint-walk [data-walk="next"]');
    let links = 0;
    while ((await next.getAttribute('aria-disabled')) === 'false') {
      await next.click();
      ++links;
      assert.equal(await walkRoom(), room, `at link ${links + 1}`);
    }
    assert.ok(links > 3, `${links} links walked`);
    await close();
  });

  test("the Options' checkboxes line up, each label beside its box", async () => {
    const {page, close} = await openInContext(suite, '#new/easy/7');
    await page.waitForSelector('html[data-mode="play"]');
    await page.locator('.options summary').click();
    const lefts = await page.$$eval('.options input[type="checkbox"]', (boxes) =>
      boxes.map((box) => Math.round(box.getBoundingClientRect().left)),
    );
    assert.ok(lefts.length >= 10, `${lefts.length} checkboxes`);
    assert.equal(new Set(lefts).size, 1, `one column: ${lefts}`);
    await close();
  });
});
