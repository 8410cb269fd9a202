// The hosted page offline and installable (web/site/service-worker.js, app/offline.js,
// manifest.webmanifest, scripts/precache.mjs and scripts/icons.mjs), its Theme switch
// (app/theme.js) and its print style, in headless Chromium. Needs dist/ (scripts/build.sh).
import assert from 'node:assert/strict';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {precacheOf} from '../../scripts/precache.mjs';
import {corpus, tutorial, tutorialSolution} from '../js/corpus.mjs';
import {
  contextOptions,
  offline,
  recordProblems,
  requestsWhileOffline,
  site,
  useSiteAndBrowser,
  waitForBoard,
  waitForStatus,
} from './harness.mjs';

const HARDEST = corpus.find((entry) => entry.puzzle.startsWith('98.7..6..75..4'));
const suite = useSiteAndBrowser('service-worker.js');
const folder = mkdtempSync(join(tmpdir(), 'sudoku-offline-'));
after(() => rmSync(folder, {recursive: true, force: true}));

/** A page in a context of its own (its own storage, service workers and caches). */
async function freshPage({colorScheme = 'light', phone = false} = {}) {
  const context = await suite.browser.newContext({...contextOptions(phone), colorScheme});
  const page = await context.newPage();
  page.setDefaultTimeout(10000);
  const problems = recordProblems(page, () => new URL(suite.base).origin);
  return {context, page, problems};
}

const ready = (page) => page.waitForSelector('html[data-ready]');
const background = (page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('offline', () => {
  test('the page registers its service worker; offline, a reload shows the page and solves from the cache', async () => {
    const {context, page, problems} = await freshPage();
    const requested = new Set();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    await page.goto(`${suite.base}#${tutorial}`);
    await ready(page);
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.ready).active.scriptURL);
    assert.equal(worker, `${suite.base}service-worker.js`);
    // Solved online first: every file the page and its solver load is one it asked for here...
    await page.click('#solve');
    await waitForBoard(page, tutorialSolution);
    const precached = JSON.parse(
      readFileSync(join(site, 'service-worker.js'), 'utf8').match(/const PRECACHE = (.*);/)[1],
    );
    requested.delete('/service-worker.js'); // the worker itself, which the browser keeps apart
    for (const path of requested) {
      const file = path === '/' ? './' : path.slice(1);
      assert.ok(precached.files.includes(file), `the page loads ${path}, which the worker does not cache`);
    }
    assert.ok(requested.has('/sudoku-wasm/sudoku-core.wasm'), `the solver's files were seen: ${[...requested]}`);
    // The logic module, which the page's worker fetches in the background, is cached with them.
    for (const file of ['sudoku-wasm/sudoku-logic.mjs', 'sudoku-wasm/sudoku-logic.wasm']) {
      assert.ok(precached.files.includes(file), `${file} is precached`);
    }
    // ... and all of them are in the cache, before any reload.
    const cached = await page.evaluate(async (name) => {
      const cache = await caches.open(name);
      return (await cache.keys()).map((request) => new URL(request.url).pathname);
    }, precached.cache);
    assert.deepEqual(cached.sort(), precached.files.map((file) => (file === './' ? '/' : `/${file}`)).sort());

    // The network cut three ways (harness.mjs): the browser offline, every request aborted, the server counting.
    const served = await requestsWhileOffline(context, suite.server, async () => {
      // A query and a fragment (another puzzle than the saved one): still the page.
      await page.goto(`${suite.base}?from=home-screen#${HARDEST.puzzle}`);
      await ready(page);
      await waitForBoard(page, HARDEST.puzzle);
      assert.equal(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL), worker);
      await page.click('#solve');
      await waitForBoard(page, HARDEST.solution);
      await waitForStatus(page, /^Solved: exactly one solution/);
      await page.selectOption('#examples', {label: 'An easy one'});
      await page.click('#check');
      await waitForStatus(page, /^One solution/);
    });
    assert.equal(served, 0, 'nothing reached the server');
    await context.close();
    assert.deepEqual(problems, []);
  });

  test('dist/sudoku.html from file:// registers no service worker, and says nothing about it', async () => {
    const {context, page} = await freshPage();
    const problems = recordProblems(page, () => 'null');
    const html = readFileSync(offline, 'utf8');
    assert.doesNotMatch(html, /<link rel="(manifest|icon)"|<script src=/);
    await page.goto(`${pathToFileURL(offline).href}#${tutorial}`);
    await ready(page);
    await page.click('#solve');
    await waitForBoard(page, tutorialSolution);
    await page.waitForFunction(() => document.readyState === 'complete'); // past the load event, where the hosted page registers
    assert.equal(context.serviceWorkers().length, 0);
    await context.close();
    assert.deepEqual(problems, []);
  });

  test('the manifest is linked, served as application/manifest+json, parses, and its icons exist', async () => {
    const {context, page, problems} = await freshPage();
    await page.goto(suite.base);
    await ready(page);
    const href = await page.getAttribute('link[rel=manifest]', 'href');
    const url = new URL(href, suite.base).href;
    const response = await fetch(url);
    assert.equal(response.headers.get('content-type'), 'application/manifest+json');
    const manifest = JSON.parse(await response.text());
    assert.equal(manifest.name, 'Sudoku');
    assert.ok(manifest.short_name);
    assert.equal(manifest.start_url, '.');
    assert.equal(manifest.display, 'standalone');
    // The page's light background, the colour a launch shows before the page paints.
    assert.equal(manifest.background_color, '#f4f6f9');
    assert.equal(await background(page), 'rgb(244, 246, 249)');
    assert.ok(manifest.icons.some((icon) => icon.src === 'favicon.svg' && icon.sizes === 'any'));
    let largest = 0;
    for (const icon of manifest.icons) {
      const got = await fetch(new URL(icon.src, url));
      assert.equal(got.status, 200, icon.src);
      assert.equal(got.headers.get('content-type'), icon.type, icon.src);
      const bytes = Buffer.from(await got.arrayBuffer());
      if (icon.type === 'image/png') {
        assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', icon.src);
        const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
        assert.equal(`${width}x${height}`, icon.sizes, `${icon.src} is as large as it says`);
        largest = Math.max(largest, width);
      }
    }
    assert.ok(largest >= 512, 'a 512 px raster icon (Chromium asks for 144 px at least; Android uses 512)');
    // Chromium's own reading: no parse errors, and nothing in the manifest stops installing.
    const cdp = await context.newCDPSession(page);
    const read = await cdp.send('Page.getAppManifest');
    assert.deepEqual(read.errors, []);
    assert.equal(read.url, url);
    const {installabilityErrors} = await cdp.send('Page.getInstallabilityErrors');
    const manifestErrors = installabilityErrors.filter((error) => /manifest|icon/.test(error.errorId));
    assert.deepEqual(manifestErrors, [], JSON.stringify(installabilityErrors));
    await context.close();
    assert.deepEqual(problems, []);
  });

  test("a new build gets a new cache name: it is a hash of the cached files' bytes", () => {
    const worker = readFileSync(join(site, 'service-worker.js'), 'utf8');
    const source = readFileSync(join(site, '../../web/site/service-worker.js'), 'utf8');
    const built = precacheOf(site, source);
    assert.ok(worker.includes(`const PRECACHE = ${JSON.stringify(built)};`), 'assemble wrote precacheOf(dist/site)');
    assert.match(built.cache, /^sudoku-wasm-[0-9a-f]{16}$/);
    for (const file of [
      './',
      'page.js',
      'page.css',
      'manifest.webmanifest',
      'icon-192.png',
      'sudoku-wasm/sudoku.mjs',
    ]) {
      assert.ok(built.files.includes(file), file);
    }
    const copy = join(folder, 'site');
    cpSync(site, copy, {recursive: true});
    assert.deepEqual(precacheOf(copy, source), built, 'the same files: the same name');
    for (const file of ['sudoku-wasm/sudoku-core.wasm', 'index.html', 'page.css']) {
      const path = join(copy, file);
      const bytes = readFileSync(path);
      const changed = Buffer.from(bytes);
      changed[changed.length - 1] ^= 1; // one bit of the last byte
      writeFileSync(path, changed);
      const rebuilt = precacheOf(copy, source);
      assert.notEqual(rebuilt.cache, built.cache, `a changed ${file}`);
      assert.deepEqual(rebuilt.files, built.files);
      writeFileSync(path, bytes);
    }
    assert.notEqual(precacheOf(copy, `${source}\n`).cache, built.cache, "a change of the worker's own code");
    writeFileSync(join(copy, 'new.css'), '');
    assert.notEqual(precacheOf(copy, source).cache, built.cache, 'a new file');
  });
});

describe('theme', () => {
  const LIGHT = 'rgb(244, 246, 249)';
  const DARK = 'rgb(18, 22, 28)';
  // A colour of each stylesheet's: the page's background, and Watch's "placed" colour.
  const colours = (page) =>
    page.evaluate(() => {
      const probe = document.createElement('span');
      probe.style.color = 'var(--watch-placed)';
      document.body.append(probe);
      const placed = getComputedStyle(probe).color;
      probe.remove();
      return {page: getComputedStyle(document.body).backgroundColor, placed};
    });

  for (const [system, forced, systemColour, forcedColour] of [
    ['light', 'dark', LIGHT, DARK],
    ['dark', 'light', DARK, LIGHT],
  ]) {
    test(`forced ${forced} over a ${system} system, kept across a reload; System follows the system again`, async () => {
      const {context, page, problems} = await freshPage({colorScheme: system});
      await page.goto(suite.base);
      await ready(page);
      const theme = page.getByRole('combobox', {name: 'Theme'});
      assert.equal(await theme.inputValue(), 'system');
      const before = await colours(page);
      assert.equal(before.page, systemColour);
      await theme.selectOption(forced);
      const after = await colours(page);
      assert.equal(after.page, forcedColour);
      assert.notEqual(after.placed, before.placed, "watch/watch.css's colours (in page.css) follow");
      assert.equal(await page.evaluate(() => localStorage.getItem('sudoku-wasm.theme')), forced);
      // Applied before page.js runs (theme.js in the head): seen by the first script of the body.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') window.themeAtParse = document.documentElement.dataset.theme;
        });
      });
      await page.reload();
      await ready(page);
      assert.equal(await theme.inputValue(), forced);
      assert.equal((await colours(page)).page, forcedColour);
      assert.equal(await page.evaluate(() => window.themeAtParse), forced);
      await theme.selectOption('system');
      assert.equal((await colours(page)).page, systemColour);
      assert.equal(await page.evaluate(() => localStorage.getItem('sudoku-wasm.theme')), null);
      await context.close();
      assert.deepEqual(problems, []);
    });
  }
});

describe('print', () => {
  test('print media shows the title and the board, black on white, and hides every control', async () => {
    const {context, page, problems} = await freshPage({colorScheme: 'dark'});
    await page.goto(`${suite.base}#${tutorial}`);
    await ready(page);
    await page.getByRole('combobox', {name: 'Theme'}).selectOption('dark');
    await page.emulateMedia({media: 'print'});
    const display = (selector) =>
      page.$$eval(selector, (elements) => elements.map((element) => getComputedStyle(element).display));
    for (const selector of ['.actions button', '#pad', '.footer', '.controls', '#theme', '.tagline', '#board-help']) {
      const shown = await display(selector);
      assert.ok(shown.length > 0, `${selector} is on the page`);
      assert.ok(
        shown.every((value) => value === 'none'),
        `${selector} is hidden in print: display ${shown}`,
      );
    }
    assert.ok(await page.isVisible('h1'));
    assert.ok(await page.isVisible('[role=grid]'));
    const box = await page.locator('[role=grid]').boundingBox();
    assert.ok(Math.abs(box.width - box.height) < 1, `a square board: ${JSON.stringify(box)}`);
    assert.ok(box.width > 500 && box.width < 700, `about 15 cm wide: ${box.width} px`);
    const look = await page.evaluate(() => {
      const style = (selector) => getComputedStyle(document.querySelector(selector));
      return {
        page: style('body').backgroundColor,
        given: style('[data-kind="given"]').color,
        cell: style('[data-kind="given"]').backgroundColor,
      };
    });
    assert.deepEqual(look, {page: 'rgb(255, 255, 255)', given: 'rgb(0, 0, 0)', cell: 'rgb(255, 255, 255)'});
    await context.close();
    assert.deepEqual(problems, []);
  });
});
