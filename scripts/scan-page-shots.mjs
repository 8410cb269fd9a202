// Screenshots of our own page for the scanner's tests (issue 43): a game drawn by the page in
// headless Chromium, light and dark, with and without notes in the empty cells (Fill candidates),
// at the desktop's 1280x800 and the phone's 390x844 (2 device pixels a CSS pixel), each saved as
// a JPEG of the board and the page just around it (quality 80) in tests/data/scan/page/, and the givens each shows
// in tests/data/scan/page.txt ("page/NAME.jpg PUZZLE", as photos.txt). Notes are not givens: the
// scanner must read them as empty cells.
//
//   node scripts/assemble.mjs build/wasm     # dist/site, the page as shipped
//   node scripts/scan-page-shots.mjs         # then look at the JPEGs
//
// Each shot is a game opened by its link (#new/LEVEL/SEED), so a run makes the same puzzles.
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {fileURLToPath} from 'node:url';

import {chromium} from 'playwright-core';

import {serve} from './serve.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'tests/data/scan/page');

// CSS pixels of the page kept around the board (its labels and some of the page beside it).
const MARGIN = 16;
const DESKTOP = {viewport: {width: 1280, height: 800}};
const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true, deviceScaleFactor: 2};

// Each shot: its name, size, theme, whether the empty cells hold notes, and the game's link.
const shots = [];
for (const [size, context] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
]) {
  for (const scheme of ['light', 'dark']) {
    for (const notes of [false, true]) {
      const seed = 11 + shots.length;
      const level = ['easy', 'medium', 'hard', 'expert'][shots.length % 4];
      shots.push({
        name: `${size}-${scheme}${notes ? '-notes' : ''}`,
        context,
        scheme,
        notes,
        hash: `#new/${level}/${seed}`,
      });
    }
  }
}

const server = await serve(join(root, 'dist/site'), 0);
const base = `http://127.0.0.1:${server.address().port}/`;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--disable-gpu', '--disable-dev-shm-usage'],
});
const listing = [];
try {
  mkdirSync(out, {recursive: true});
  for (const shot of shots) {
    const context = await browser.newContext({...shot.context, colorScheme: shot.scheme});
    const page = await context.newPage();
    await page.goto(base + shot.hash);
    await page.waitForSelector('html[data-ready]');
    await page.waitForSelector('html[data-mode="play"]');
    // The givens: the puzzle field's text once the game is on the board.
    await page.waitForFunction(() => /^[1-9.]{81}$/.test(document.getElementById('puzzle').value));
    const givens = await page.locator('#puzzle').inputValue();
    if (shot.notes) {
      await page.getByRole('button', {name: 'Fill candidates'}).click();
      await page.waitForFunction(() => document.querySelectorAll('#board .cell .notes').length > 0);
    }
    // Nothing selected or focused: a screenshot as a person would take it.
    await page.evaluate(() => document.activeElement?.blur());
    // The board and a margin of the page around it: the set stays small (under 50 KB a shot).
    const board = await page.locator('#board').boundingBox();
    const clip = {
      x: Math.max(0, board.x - MARGIN),
      y: Math.max(0, board.y - MARGIN),
      width: board.width + 2 * MARGIN,
      height: board.height + 2 * MARGIN,
    };
    await page.screenshot({path: join(out, `${shot.name}.jpg`), type: 'jpeg', quality: 80, clip});
    listing.push(`page/${shot.name}.jpg ${givens}`);
    await context.close();
    console.log(`${shot.name}: ${shot.hash} ${givens}`);
  }
  writeFileSync(join(root, 'tests/data/scan/page.txt'), `${listing.join('\n')}\n`);
} finally {
  await browser.close();
  server.close();
}
