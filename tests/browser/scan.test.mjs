// Browser tests of "Scan a photo" (issue 43: web/site/scan/, loaded when first opened) in
// headless Chromium, on the assembled page (dist/site over http, under the strict policy). Needs
// `scripts/build.sh` (or `node scripts/assemble.mjs build/wasm`) first. What a scan should read is
// tests/data/scan/photos.txt's givens, or the puzzle a screenshot of our own board shows; the
// hint is checked against the package's hint() in Node. Screenshots at 1280×800 and 390×844,
// light and dark, go to tests/browser/screenshots/scan-*.png. Every page fails its test on a
// console error or warning and on a request outside its own origin.

import assert from 'node:assert/strict';
import {mkdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {decodedJpeg} from '../js/scan-images.mjs';
import {
  boardText,
  DESKTOP,
  offline,
  openInContext,
  PLAY_PHONE,
  recordProblems,
  requestsWhileOffline,
  root,
  screenshots,
  seriousViolations,
  useSiteAndBrowser,
  waitForBoard,
  waitForStatus,
} from './harness.mjs';

// PNG reading and writing (pngjs), which playwright-core (the browser tests' driver) bundles.
const {PNG} = createRequire(import.meta.url)('playwright-core/lib/utilsBundle');
const {createSudoku} = await import(pathToFileURL(join(root, 'dist/package/sudoku.node.mjs')).href);
const engine = await createSudoku({preload: ['logic']});

const data = join(root, 'tests/data/scan');
const PHOTOS = readFileSync(join(data, 'photos.txt'), 'utf8')
  .trim()
  .split('\n')
  .map((line) => line.split(' '))
  .map(([path, puzzle]) => ({path: join(data, path), puzzle}));
const TUTORIAL = '3.65.84..52........87....31..3.1..8.9..863..5.5..9.6..13....25........74..52.63..';

const suite = useSiteAndBrowser('scan/view.js');
const contexts = [];
after(() => Promise.all(contexts.map((context) => context.close())));

const part = (page, name) => page.locator(`#scan-view [data-part="${name}"]`);
const message = (page) => part(page, 'message').textContent();
const readCells = (page) => page.locator('#scan-view .scan-cell input');
const readPuzzle = (page) =>
  readCells(page).evaluateAll((fields) => fields.map((field) => field.value || '.').join(''));

/** Waits until the room's message matches `pattern`; fails saying what it says instead. */
async function waitForMessage(page, pattern, timeout = 30000) {
  await page
    .waitForFunction(
      (source) => new RegExp(source).test(document.querySelector('#scan-view [data-part="message"]').textContent),
      pattern.source,
      {timeout},
    )
    .catch(async () => assert.fail(`message ${JSON.stringify(await message(page))} does not match ${pattern}`));
}

/** The page in set-up (with `puzzle` on the board when given), in a context of the size asked. */
async function openSetUp({viewport = DESKTOP, colorScheme = 'light', puzzle = null} = {}) {
  const phone = viewport.width < 500;
  const opened = await openInContext(suite, puzzle ? `#${puzzle}` : '#setup', {
    phone,
    viewport,
    colorScheme,
    timeout: 30000,
  });
  if (puzzle) await waitForBoard(opened.page, puzzle);
  return opened;
}

/** Clicks Scan a photo and waits for the room (loaded the first time). */
async function openRoom(page) {
  await page.getByRole('button', {name: 'Scan a photo'}).click();
  await page.waitForSelector('#scan-view:not([hidden])');
  await page.waitForFunction(() => document.activeElement?.matches('#scan-view input[type=file]'));
}

function shoot(page, name) {
  mkdirSync(screenshots, {recursive: true});
  return page.screenshot({path: join(screenshots, `scan-${name}.png`), fullPage: true});
}

// The PNG of our own board showing `puzzle`, in `colorScheme`: a screenshot a person would paste.
async function boardScreenshot(puzzle, colorScheme, viewport = DESKTOP) {
  const {page, close} = await openSetUp({puzzle, colorScheme, viewport});
  const png = await page.locator('#board').screenshot();
  await close();
  return png;
}

// Pastes `png` on the page as the clipboard's one file (as a screenshot copied to it is); true
// when the page took the paste (its default prevented: the room's handler opens the room).
function pasteImage(page, png) {
  return page.evaluate(
    (bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'screenshot.png', {type: 'image/png'}));
      const paste = new ClipboardEvent('paste', {clipboardData: transfer, bubbles: true, cancelable: true});
      return !document.body.dispatchEvent(paste);
    },
    [...png],
  );
}

// `png` (a PNG's bytes) drawn at 80 % of a white `side`×`side` square, each pixel repeated: a
// large PNG.
function enlarged(png, side) {
  const source = PNG.sync.read(png);
  const image = new PNG({width: side, height: side});
  image.data.fill(255);
  const inner = Math.round(side * 0.8);
  const margin = Math.round(side * 0.1);
  for (let y = 0; y < inner; ++y) {
    const from = Math.floor((y * source.height) / inner) * source.width;
    for (let x = 0; x < inner; ++x) {
      const at = 4 * (from + Math.floor((x * source.width) / inner));
      source.data.copy(image.data, 4 * ((y + margin) * side + x + margin), at, at + 4);
    }
  }
  return PNG.sync.write(image);
}

// The package's scan() in Node of the JPEG `name` of tests/data/scan (decoded with jpeg-js, which
// playwright-core bundles): what the page should say of it.
function scannedInNode(name) {
  return engine.scan(decodedJpeg(name));
}

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// An empty cell of `puzzle` and its digit in the solution: a correction that keeps it a puzzle.
function aCorrection(puzzle) {
  const {solution} = engine.solve(puzzle);
  const cell = puzzle.indexOf('.');
  return {cell, digit: solution[cell], corrected: `${puzzle.slice(0, cell)}${solution[cell]}${puzzle.slice(cell + 1)}`};
}

describe('Scan a photo', () => {
  const SIZES = [
    ['desktop', DESKTOP],
    ['phone', PLAY_PHONE],
  ];
  let photo = 0;
  for (const [size, viewport] of SIZES) {
    for (const colorScheme of ['light', 'dark']) {
      const {path, puzzle} = PHOTOS[photo++ % PHOTOS.length];
      test(`${size} ${viewport.width}×${viewport.height}, ${colorScheme}: a photo file read, a cell corrected, accepted, then a hint (screenshots; axe)`, async () => {
        const {page, close} = await openSetUp({viewport, colorScheme});
        await openRoom(page);
        await part(page, 'file').setInputFiles(path);
        await waitForMessage(page, /^Read \d+ digits \(/);
        assert.equal(await readPuzzle(page), puzzle, "the read is the photo's givens");
        assert.equal(await boardText(page), '.'.repeat(81), 'the board is as it was until Accept');
        const drawn = await part(page, 'photo').evaluate((canvas) => [canvas.width, canvas.height]);
        assert.ok(drawn[0] > 100 && drawn[1] > 100, `the photo is drawn: ${drawn}`);
        assert.deepEqual(await seriousViolations(page), [], 'axe: the room with a read');

        // One cell corrected, by keyboard on the desktop, by a tap and the phone's keyboard on the phone.
        const {cell, digit, corrected} = aCorrection(puzzle);
        const field = readCells(page).nth(cell);
        if (size === 'phone') {
          await field.tap();
          await field.fill(digit);
        } else {
          await field.focus();
          await page.keyboard.press(digit);
        }
        await waitForMessage(page, /^1 cell corrected\. /);
        assert.equal(await readPuzzle(page), corrected);
        assert.match(await field.getAttribute('aria-label'), /, corrected$/);
        await shoot(page, `${size}-${colorScheme}`);

        await part(page, 'accept').click();
        await waitForBoard(page, corrected);
        await waitForStatus(page, /^Scanned a puzzle: \d+ digits, 1 corrected\./);
        assert.equal(await page.locator('#scan-view').isHidden(), true);
        assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'gridcell');

        // The scanned puzzle is a puzzle like a typed one: played, and a hint from it.
        await page.getByRole('button', {name: 'Play this puzzle'}).click();
        await page.waitForSelector('html[data-mode="play"]');
        const expected = engine.hint(corrected, {progress: corrected}).step;
        await page.getByRole('button', {name: 'Hint'}).click();
        await waitForStatus(page, /^Look at/);
        await page.getByRole('button', {name: 'Hint'}).click();
        await waitForStatus(page, new RegExp(`^${expected.technique.replace(/[()]/g, '\\$&')}`));
        await shoot(page, `${size}-${colorScheme}-hint`);
        await close();
      });
    }
  }

  // Both themes at both sizes (the dark desktop board's faint lines were no grid until the
  // scanner's faint_ink_mask, solver/src/scan/picture.cpp).
  for (const [size, viewport] of SIZES) {
    for (const colorScheme of ['light', 'dark']) {
      test(`${size}, ${colorScheme}: a pasted screenshot of our own board is read; dropping it on the board too`, async () => {
        const png = await boardScreenshot(TUTORIAL, colorScheme, viewport);
        const {page, close} = await openSetUp({colorScheme, viewport});
        assert.equal(await pasteImage(page, png), true, 'the page takes the pasted image');
        await page.waitForSelector('#scan-view:not([hidden])');
        await waitForMessage(page, /^Read \d+ digits \(/);
        assert.equal(await readPuzzle(page), TUTORIAL);
        await shoot(page, `pasted-${size}-${colorScheme}`);
        await part(page, 'accept').click();
        await waitForBoard(page, TUTORIAL);

        // Dropped on the board: the room opens on it again.
        await page.getByRole('button', {name: 'Clear'}).click();
        await waitForBoard(page, '.'.repeat(81));
        await page.evaluate(
          (bytes) => {
            const transfer = new DataTransfer();
            transfer.items.add(new File([new Uint8Array(bytes)], 'board.png', {type: 'image/png'}));
            const board = document.getElementById('board');
            for (const type of ['dragover', 'drop']) {
              board.dispatchEvent(new DragEvent(type, {dataTransfer: transfer, bubbles: true, cancelable: true}));
            }
          },
          [...png],
        );
        await waitForMessage(page, /^Read \d+ digits \(/);
        assert.equal(await readPuzzle(page), TUTORIAL);
        await close();
      });
    }
  }

  test('a large image (3000×3000) is scaled to 1600 pixels a side in the page before the scan, and read', async () => {
    const {page, close} = await openSetUp();
    await openRoom(page);
    const large = enlarged(await boardScreenshot(TUTORIAL, 'light'), 3000);
    await part(page, 'file').setInputFiles({name: 'large.png', mimeType: 'image/png', buffer: large});
    await waitForMessage(page, /^Read \d+ digits \(/, 60000);
    assert.equal(await readPuzzle(page), TUTORIAL);
    const drawn = await part(page, 'photo').evaluate((canvas) => [canvas.width, canvas.height]);
    assert.deepEqual(drawn, [1600, 1600], 'the image the scanner was given');
    await close();
  });

  test('bad input: a file that is no image, an image with no grid, a read that clashes: a clear message, the board and the text kept; Cancel leaves them', async () => {
    const {page, close} = await openSetUp({puzzle: TUTORIAL});
    await openRoom(page);
    await part(page, 'file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await waitForMessage(page, /^This file \(notes\.txt\) is not an image the browser can read\./);
    assert.equal(await part(page, 'result').isHidden(), true);
    // An image with no grid: a picture of the page's own words.
    const words = await page.locator('.tagline').screenshot();
    await part(page, 'file').setInputFiles({name: 'words.png', mimeType: 'image/png', buffer: words});
    await waitForMessage(page, /^No Sudoku grid found in this image \(/);
    assert.equal(await part(page, 'accept').getAttribute('aria-disabled'), 'true', 'nothing to accept');
    assert.deepEqual(await seriousViolations(page), [], 'axe: the room with a message');
    await shoot(page, 'no-grid');
    // A read that clashes: the two cells named as the package's scanner names them, until one
    // is corrected (emptied, by keyboard).
    const clash = await scannedInNode('clash.jpg');
    await part(page, 'file').setInputFiles(join(data, 'clash.jpg'));
    await waitForMessage(page, new RegExp(`Not a puzzle yet: ${escaped(clash.message)}\\.`));
    const [row, column] = clash.message
      .match(/and r(\d)c(\d)/)
      .slice(1)
      .map(Number);
    await readCells(page)
      .nth(9 * (row - 1) + column - 1)
      .focus();
    await page.keyboard.press('Delete');
    await waitForMessage(page, /^1 cell corrected\. /);
    assert.ok(!(await message(page)).includes(clash.message), await message(page));
    await part(page, 'discard').click();
    assert.equal(await page.locator('#scan-view').isHidden(), true);
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'scan', 'the focus back on Scan a photo');
    assert.equal(await boardText(page), TUTORIAL);
    assert.equal(await page.inputValue('#puzzle'), TUTORIAL);
    await waitForStatus(page, /^Scan cancelled: the board is as it was\.$/);
    // Esc closes the room too, the board as it was.
    await openRoom(page);
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('#scan-view').isHidden(), true);
    assert.equal(await boardText(page), TUTORIAL);
    await close();
  });

  test('a scan that runs long shows progress and Cancel; Cancel (and Esc) stop it, the board as it was', async () => {
    // No service worker, whose cache would answer for the scanner where the route below cannot.
    const context = await suite.browser.newContext({viewport: DESKTOP, serviceWorkers: 'block'});
    const page = await context.newPage();
    page.setDefaultTimeout(30000);
    const problems = recordProblems(page, () => new URL(suite.base).origin);
    await page.goto(`${suite.base}#${TUTORIAL}`);
    await waitForBoard(page, TUTORIAL);
    // The scanner's .wasm held back until the test lets it go: the first scan waits for it.
    let release = null;
    const held = new Promise((resolve) => {
      release = resolve;
    });
    await page.route('**/sudoku-scan.wasm', async (route) => {
      await held;
      await route.continue().catch(() => {}); // the worker may be gone by then
    });
    await openRoom(page);
    for (const stopBy of ['Cancel', 'Escape']) {
      await part(page, 'file').setInputFiles(PHOTOS[0].path);
      await page.waitForSelector('#scan-view [data-part="busy"][data-slow]');
      assert.match(await part(page, 'elapsed').textContent(), /\d+ (ms|s)$/);
      if (stopBy === 'Cancel') await part(page, 'cancel').click();
      else await page.keyboard.press('Escape');
      await waitForMessage(page, /^Cancelled: the board is as it was\.$/);
      assert.equal(await page.locator('#scan-view [data-part="busy"]').isVisible(), false);
      assert.equal(await page.locator('#scan-view').isVisible(), true, 'the room stays open');
      assert.equal(await boardText(page), TUTORIAL);
    }
    release();
    await part(page, 'file').setInputFiles(PHOTOS[0].path);
    await waitForMessage(page, /^Read \d+ digits \(/);
    assert.equal(await readPuzzle(page), PHOTOS[0].puzzle);
    const blocked = /^console warning: Service Worker registration blocked by Playwright$/;
    assert.deepEqual(
      problems.filter((problem) => !blocked.test(problem)),
      [],
    );
    // Closed now: the requests held back go on to the server once let go, and must not reach it
    // while a later test counts what does.
    await context.close();
  });

  test('Scan a photo is set-up only: in a game neither its button nor a pasted image opens it', async () => {
    const png = await boardScreenshot(TUTORIAL, 'light');
    const {page, close} = await openSetUp({puzzle: TUTORIAL});
    await page.getByRole('button', {name: 'Play this puzzle'}).click();
    await page.waitForSelector('html[data-mode="play"]');
    assert.equal(await page.getByRole('button', {name: 'Scan a photo'}).isHidden(), true);
    assert.equal(await pasteImage(page, png), false, 'the room leaves a pasted image alone in a game');
    assert.equal(await page.locator('#scan-view').isHidden(), true);
    await close();
  });
});

describe('Scan a photo offline', () => {
  test('the hosted page, visited once, scans with the network off: the room and the scanner come from its cache', async () => {
    const context = await suite.browser.newContext({viewport: DESKTOP});
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(30000);
    const problems = recordProblems(page, () => new URL(suite.base).origin);
    await page.goto(`${suite.base}#setup`);
    await page.waitForSelector('html[data-ready]');
    // The worker installed: every file it keeps is in its cache, the scanner's among them.
    const cached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      const [name] = (await caches.keys()).filter((key) => key.startsWith('sudoku-wasm-'));
      return (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
    });
    for (const file of [
      '/scan/view.js',
      '/scan/scan.css',
      '/sudoku-wasm/sudoku-scan.mjs',
      '/sudoku-wasm/sudoku-scan.wasm',
    ]) {
      assert.ok(cached.includes(file), `${file} is cached: ${cached}`);
    }
    // The network cut three ways (harness.mjs): the browser offline, every request aborted, the server counting.
    const served = await requestsWhileOffline(context, suite.server, async () => {
      await page.reload();
      await page.waitForSelector('html[data-ready]');
      await openRoom(page);
      await part(page, 'file').setInputFiles(PHOTOS[0].path);
      await waitForMessage(page, /^Read \d+ digits \(/);
      assert.equal(await readPuzzle(page), PHOTOS[0].puzzle);
      await part(page, 'accept').click();
      await waitForBoard(page, PHOTOS[0].puzzle);
    });
    assert.equal(served, 0, 'nothing reached the server');
    assert.deepEqual(problems, []);
  });

  test('the offline file, dist/sudoku.html from file://, scans under its own policy: its scanner is inlined, started by the first scan', async () => {
    const context = await suite.browser.newContext({viewport: DESKTOP});
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(30000);
    const problems = recordProblems(page, () => 'null');
    const violations = [];
    await page.exposeFunction('reportViolation', (text) => violations.push(text));
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (event) =>
        globalThis.reportViolation(`${event.violatedDirective} ${event.blockedURI}`),
      ),
    );
    const workers = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${pathToFileURL(offline).href}#setup`);
    await page.waitForSelector('html[data-ready]');
    const before = workers.length;
    await openRoom(page);
    assert.equal(workers.length, before, 'opening the room starts no worker: the first scan does');
    const {path, puzzle} = PHOTOS.at(-1);
    await part(page, 'file').setInputFiles(path);
    await waitForMessage(page, /^Read \d+ digits \(/);
    assert.equal(await readPuzzle(page), puzzle);
    assert.equal(workers.length, before + 1, "the scanner's worker");
    assert.match(workers.at(-1), /^blob:/);
    await part(page, 'accept').click();
    await waitForBoard(page, puzzle);
    assert.deepEqual(violations, []);
    assert.deepEqual(problems, []);
  });
});
