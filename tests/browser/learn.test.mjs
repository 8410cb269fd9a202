// The lessons' room (web/site/learn/), in headless Chromium: opened from a hint's second stage
// ("What is a Hidden Single?"), an exercise solved by taps (right, then a wrong tap that Check
// names), at 1280x800 and 390x844, light and dark, with screenshots (tests/browser/screenshots/
// learn-*.png, to look at); axe finds nothing serious; the room loads when opened, not before;
// offline, from the service worker's cache and from dist/sudoku.html. Needs dist/ (scripts/build.sh).
import assert from 'node:assert/strict';
import {mkdirSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {
  contextOptions,
  offline,
  openInContext,
  PLAY_PHONE,
  recordProblems,
  root,
  screenshots,
  seriousViolations,
  useSiteAndBrowser,
  waitForStatus,
} from './harness.mjs';

const suite = useSiteAndBrowser('learn/room.js');
const exercisesOf = (slug) =>
  JSON.parse(readFileSync(join(root, 'web/site/learn/exercises', `${slug}.json`), 'utf8')).exercises;
const answerOf = ({step}) => (step.placements.length ? step.placements : step.eliminations);
const ref = (cell) => `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
const said = (page) => page.locator('.learn-said');
// The technique a "What is a ...?" offer names.
const offered = (offer) => offer.replace(/^What (is|are) (an? )?/, '').replace(/\?$/, '');
const tap = (page, cell, digit) => page.click(`.learn-candidate[data-cell="${cell}"][data-digit="${digit}"]`);

// A game's first hint taken to its second stage, which offers its lesson under the status line.
async function lessonFromHint(page) {
  await page.waitForSelector('html[data-mode="play"]');
  const requested = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.getByRole('button', {name: 'Hint'}).click();
  await waitForStatus(page, /^Look at/);
  assert.ok(await page.isHidden('#lesson-offer'), 'stage 1 names no technique');
  await page.getByRole('button', {name: 'Hint'}).click();
  await page.waitForSelector('#board .step-mark');
  const offer = await page.textContent('#lesson-offer');
  assert.match(offer, /^What is an? .+\?$/);
  assert.ok(!requested.some((path) => path.startsWith('/learn/')), 'nothing of the room loads before it opens');
  await page.click('#lesson-offer');
  await page.waitForSelector('.learn-board .cell');
  const slug = new URL(page.url()).hash.replace('#learn/', '');
  assert.match(slug, /^[a-z0-9-]+$/);
  assert.ok(await page.isHidden('main'));
  assert.ok((await page.textContent('.learn-meta')).includes(offered(offer)), `${offer} -> ${slug}`);
  return slug;
}

// The first exercise solved by taps, then a wrong tap on the second, named by Check.
async function solveAndMiss(page, slug) {
  const exercises = exercisesOf(slug);
  await page.getByRole('button', {name: 'Try an exercise'}).click();
  await page.waitForSelector('.learn-candidate');
  for (const [cell, digit] of answerOf(exercises[1])) await tap(page, cell, digit);
  await page.getByRole('button', {name: 'Check'}).click();
  await page.waitForFunction(() => document.querySelector('.learn-said')?.dataset.verdict === 'right');
  assert.match(await said(page).textContent(), /^Right: /);
  await page.waitForSelector('.learn-board .step-mark'); // the pattern, drawn once right
  await page.getByRole('button', {name: 'Next'}).click();
  const second = exercises[2];
  const answer = new Set(answerOf(second).map(([cell, digit]) => `${cell}:${digit}`));
  const candidates = second.candidates.split(',');
  const cell = candidates.findIndex((field, c) => [...field].some((d) => !answer.has(`${c}:${d}`)));
  const digit = Number([...candidates[cell]].find((d) => !answer.has(`${cell}:${d}`)));
  await tap(page, cell, digit);
  await page.getByRole('button', {name: 'Check'}).click();
  await page.waitForFunction(() => document.querySelector('.learn-said')?.dataset.verdict === 'wrong');
  const words = await said(page).textContent();
  assert.ok(words.includes(ref(cell)) && words.includes(String(digit)), words);
}

describe('the lessons', () => {
  test('from a hint to its lesson; an exercise solved by taps, a wrong tap named (1280x800 and 390x844, light and dark)', async () => {
    mkdirSync(screenshots, {recursive: true});
    for (const [size, viewport] of [
      ['desktop', {width: 1280, height: 800}],
      ['phone', PLAY_PHONE],
    ]) {
      for (const colorScheme of ['light', 'dark']) {
        const {page, close} = await openInContext(suite, '#new/easy/7', {
          phone: size === 'phone',
          viewport,
          colorScheme,
        });
        const slug = await lessonFromHint(page);
        await solveAndMiss(page, slug);
        await page.screenshot({path: join(screenshots, `learn-${size}-${colorScheme}.png`), fullPage: true});
        // Back to the board: the game again, its address.
        await page.getByRole('button', {name: 'Back to the board'}).click();
        await page.waitForSelector('main:not([hidden])');
        assert.match(new URL(page.url()).hash, /^#new\/easy\/7/);
        await close();
      }
    }
  });

  test('the index in the ladder order with bands and progress; a lesson by its address; axe is clean', async () => {
    for (const [phone, colorScheme] of [
      [false, 'light'],
      [true, 'dark'],
    ]) {
      const {page, close} = await openInContext(suite, '#learn', {phone, colorScheme});
      await page.waitForSelector('.learn-index li');
      const items = await page.locator('.learn-index li').allTextContents();
      assert.ok(items.length >= 40, `${items.length} lessons`);
      assert.match(items[0], /^Full House.*SE 1\.0/);
      assert.deepEqual(await seriousViolations(page), []);
      if (!phone) await page.screenshot({path: join(screenshots, 'learn-index.png'), fullPage: true});
      await page.click('a[href="#learn/x-wing"]');
      await page.waitForSelector('.learn-board .step-mark'); // the example, drawn
      assert.equal(await page.textContent('#learn-title'), 'X-Wing');
      assert.deepEqual(await seriousViolations(page), []);
      // An exercise solved is kept: the index says so after a reload.
      await page.getByRole('button', {name: 'Try an exercise'}).click();
      // The keyboard: one tab stop on the board, the arrows between candidates, Space taps.
      assert.equal(await page.locator('.learn-candidate[tabindex="0"]').count(), 1);
      await page.focus('.learn-candidate[tabindex="0"]');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Space');
      const third = page.locator('.learn-candidate').nth(2);
      assert.equal(await third.getAttribute('aria-pressed'), 'true');
      assert.equal(await third.getAttribute('tabindex'), '0');
      await page.keyboard.press('Space'); // tapped again: taken back
      assert.equal(await third.getAttribute('aria-pressed'), 'false');
      assert.deepEqual(await seriousViolations(page), []); // the exercise, its candidates as buttons
      for (const [cell, digit] of answerOf(exercisesOf('x-wing')[1])) await tap(page, cell, digit);
      await page.getByRole('button', {name: 'Check'}).click();
      await page.waitForFunction(() => document.querySelector('.learn-said')?.dataset.verdict === 'right');
      await page.goto(new URL('#learn', suite.base).href);
      await page.reload();
      await page.waitForSelector('.learn-index li');
      assert.match(await page.locator('.learn-index li', {hasText: 'X-Wing'}).first().textContent(), /1 solved/);
      // Esc leaves the room; Play this puzzle starts a game of the exercise's whole puzzle.
      await page.keyboard.press('Escape');
      await page.waitForSelector('main:not([hidden])');
      await page.goto(new URL('#learn/x-wing', suite.base).href);
      await page.waitForSelector('.learn-board .step-mark');
      await page.getByRole('button', {name: 'Play this puzzle'}).click();
      const puzzle = exercisesOf('x-wing')[0].puzzle;
      await page.waitForFunction((want) => location.hash === `#play/${want}`, puzzle);
      await page.waitForSelector('html[data-mode="play"]');
      assert.ok(await page.isHidden('#learn'));
      await close();
    }
  });

  test("an Explain step offers its technique's lesson too", async () => {
    const {page, close} = await openInContext(suite, '#new/easy/7');
    await page.waitForSelector('html[data-mode="play"]');
    await page.getByRole('button', {name: 'Explain', exact: true}).click();
    await page.waitForSelector('#explain-view[data-state="ready"]', {timeout: 60000});
    await page.waitForSelector('#board .step-mark');
    const offer = await page.textContent('#lesson-offer');
    assert.match(offer, /^What is an? .+\?$/);
    await page.click('#lesson-offer');
    await page.waitForSelector('.learn-board .cell');
    assert.match(new URL(page.url()).hash, /^#learn\/[a-z0-9-]+$/);
    assert.ok((await page.textContent('.learn-meta')).includes(offered(offer)), offer);
    await close();
  });

  test('offline: from the service worker cache, and dist/sudoku.html from file://', async () => {
    const context = await suite.browser.newContext({...contextOptions(false)});
    const page = await context.newPage();
    const problems = recordProblems(page, () => new URL(suite.base).origin);
    await page.goto(suite.base);
    await page.waitForSelector('html[data-ready]');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await context.setOffline(true);
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    await page.goto(new URL('#learn/skyscraper', suite.base).href);
    await page.reload();
    await page.waitForSelector('.learn-board .step-mark');
    assert.equal(await page.textContent('#learn-title'), 'Skyscraper');
    await context.close();
    assert.deepEqual(problems, []);

    const file = await suite.browser.newContext({...contextOptions(false)});
    const local = await file.newPage();
    const localProblems = recordProblems(local, () => 'null');
    await local.goto(`${pathToFileURL(offline).href}#learn/empty-rectangle`);
    await local.waitForSelector('.learn-board .step-mark');
    assert.equal(await local.textContent('#learn-title'), 'Empty Rectangle');
    await file.close();
    assert.deepEqual(localProblems, []);
  });
});
