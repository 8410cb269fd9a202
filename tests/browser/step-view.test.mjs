// The board under a hint or an Explain step (issue 42), in headless Chromium on the assembled page
// (dist/site over http): the selection's assists (where its digit fits, the badges of its
// digit's notes) go while a hint or a step is on show and come back after; a step's candidates
// and their marks sit exactly on the places of the player's notes, not beside them. Screenshots
// of a chain hint over notes at 1280×800 and 390×844, light and dark, go to
// tests/browser/screenshots/step-view-*.png.
import assert from 'node:assert/strict';
import {mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {candidateOffsets, visibleAssists} from './board-reads.mjs';
import {CHAIN, chainGameStorage, openSeeded, SIZES, stageTwo} from './chain-game.mjs';
import {screenshots, useSiteAndBrowser, waitForStatus} from './harness.mjs';

const suite = useSiteAndBrowser('page.js');
const open = (url, options) => openSeeded(suite, url, options);

describe('the board shows only the step', () => {
  test("a hint hides the selection's fits and note badges at both stages; they come back when it is applied", async () => {
    const {storage, values} = chainGameStorage('Dynamic Cell Forcing Chains');
    const {page, close} = await open('', {storage});
    await waitForStatus(page, /^Restored your game/);
    // A given selected: its digit is in focus, where it fits and its notes are marked.
    await page.locator(`[role=gridcell][data-cell="${values.search(/[1-9]/)}"]`).click();
    const before = await page.evaluate(visibleAssists);
    assert.ok(
      before.some((seen) => seen.startsWith('fits:')),
      'fits boxes before the hint',
    );
    assert.ok(
      before.some((seen) => seen.startsWith('badge:')),
      'note badges before the hint',
    );
    await page.keyboard.press('h');
    await waitForStatus(page, /^Look at|Press Hint again/, 60000);
    assert.deepEqual(await page.evaluate(visibleAssists), [], 'none at stage 1');
    await page.keyboard.press('h');
    await stageTwo(page);
    assert.deepEqual(await page.evaluate(visibleAssists), [], 'none at stage 2');
    await page.keyboard.press(']');
    assert.deepEqual(await page.evaluate(visibleAssists), [], 'none while walking');
    await page.keyboard.press('h');
    await waitForStatus(page, /^Hint applied/);
    await page.waitForFunction(() => !document.querySelector('#board .step-overlay:not([hidden])'));
    const after = await page.evaluate(visibleAssists);
    assert.ok(
      after.some((seen) => seen.startsWith('fits:')),
      'fits boxes back',
    );
    assert.ok(
      after.some((seen) => seen.startsWith('badge:')),
      'note badges back',
    );
    assert.equal(await page.locator('#board').getAttribute('data-showing-step'), null);
    await close();
  });

  test('Explain hides them while open, and they come back when it closes', async () => {
    const {page, close} = await open(`#${CHAIN}`);
    await page.locator(`[role=gridcell][data-cell="${CHAIN.search(/[1-9]/)}"]`).click();
    assert.ok((await page.evaluate(visibleAssists)).length > 0, 'assists before Explain');
    await page.getByRole('button', {name: 'Explain', exact: true}).click();
    await page.waitForSelector('#explain-view[data-state="ready"]');
    assert.deepEqual(await page.evaluate(visibleAssists), [], 'none under Explain');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.querySelector('#board .step-overlay').hidden);
    assert.ok((await page.evaluate(visibleAssists)).length > 0, 'assists back after Explain');
    assert.equal(await page.locator('#board').getAttribute('data-showing-step'), null);
    await close();
  });
});

describe("a step's candidates in their places", () => {
  for (const [name, phone] of [
    ['desktop', false],
    ['phone', true],
  ]) {
    for (const colorScheme of ['light', 'dark']) {
      const {width, height} = SIZES[name];
      test(`at ${width}×${height} (${colorScheme}) a chain hint's candidates sit on the notes' places (screenshot)`, async () => {
        const {storage} = chainGameStorage('Dynamic Cell Forcing Chains');
        const {page, close} = await open('', {phone, colorScheme, storage});
        await waitForStatus(page, /^Restored your game/);
        await page.locator('#hint').click();
        await waitForStatus(page, /^Look at|Press Hint again/, 60000);
        await page.locator('#hint').click();
        await stageTwo(page);
        mkdirSync(screenshots, {recursive: true});
        await page.screenshot({path: join(screenshots, `step-view-${name}-${colorScheme}.png`)});
        const offsets = await page.evaluate(candidateOffsets);
        assert.ok(offsets.length > 0, 'the step draws candidates over notes');
        const off = offsets.filter(({dx, dy}) => Math.hypot(dx, dy) > 0.75);
        assert.deepEqual(off, [], 'every candidate within 0.75 px of its note');
        await close();
      });
    }
  }
});
