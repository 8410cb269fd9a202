// What the browser suites share: where the assembled page is, the viewports and context options,
// a server plus a headless Chromium (playwright-core, Debian's binary) started before a suite's
// tests and stopped after them, the recorder of console errors and foreign requests, and a
// reader of the board's text.
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join} from 'node:path';
import {after, before} from 'node:test';
import {fileURLToPath} from 'node:url';

import {chromium} from 'playwright-core';

import {serve} from '../../scripts/serve.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const site = join(root, 'dist/site');
export const offline = join(root, 'dist/sudoku.html');
export const screenshots = join(root, 'tests/browser/screenshots');

export const DESKTOP = {width: 1280, height: 800};
export const PHONE = {width: 375, height: 740};
// The play screen's phone (a 390×844 handset), where board, pad, tools and status must fit.
export const PLAY_PHONE = {width: 390, height: 844};

/**
 * Runs `work()` with the network cut three ways: `context` offline, every request it makes
 * aborted, and `server` (the suite's) counting what still reaches it; returns that count.
 */
export async function requestsWhileOffline(context, server, work) {
  let served = 0;
  const count = () => ++served;
  server.on('request', count);
  await context.setOffline(true);
  await context.route('**/*', (route) => route.abort('internetdisconnected'));
  try {
    await work();
  } finally {
    server.off('request', count);
  }
  return served;
}

/** Options of a new browser context: a phone (touch, 2x pixels) or a desktop. */
export function contextOptions(phone) {
  return phone ? {viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2} : {viewport: DESKTOP};
}

/**
 * Records on `page` what must not happen: console errors and warnings, uncaught errors, and
 * requests outside the page's own origin, which `pageOrigin()` gives at each request ('null'
 * for file://). Returns the array the problems are pushed to.
 */
export function recordProblems(page, pageOrigin) {
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('request', (request) => {
    const target = new URL(request.url());
    const origin = pageOrigin();
    // blob:ORIGIN/uuid (blob:null/uuid from file://)
    const from =
      target.protocol === 'blob:' ? target.pathname.slice(0, target.pathname.lastIndexOf('/')) : target.origin;
    const own =
      target.protocol === 'data:' ||
      target.protocol === 'about:' ||
      (origin === 'null' ? target.protocol === 'file:' || from === 'null' : from === origin);
    if (!own) problems.push(`request outside the page: ${request.url()}`);
  });
  return problems;
}

// Run in the page: the board's digits as it shows them, 81 characters, '.' for an empty cell
// (notes or none); or, given `want`, whether they are that. A function, not a string: the pages
// under test refuse eval.
const readBoard = (want = null) => {
  const text = [...document.querySelectorAll('[role=gridcell]')]
    .map((cell) => (cell.querySelector('.notes') ? '.' : cell.textContent || '.'))
    .join('');
  return want === null ? text : text === want;
};

/** The board's digits as the page shows them: 81 characters, '.' for an empty cell (notes or none). */
export function boardText(page) {
  return page.evaluate(readBoard);
}

/** Waits until the board shows `digits` (as boardText reads it). */
export function waitForBoard(page, digits) {
  return page.waitForFunction(readBoard, digits);
}

/** Waits until the status line matches `pattern`; fails saying what it says instead. */
export async function waitForStatus(page, pattern, timeout = 10000) {
  const status = page.locator('#status');
  await page
    .waitForFunction(
      (source) => new RegExp(source).test(document.getElementById('status').textContent),
      pattern.source,
      {
        timeout,
      },
    )
    .catch(async () => {
      assert.fail(`status ${JSON.stringify(await status.textContent())} does not match ${pattern}`);
    });
}

/** What step-view.js draws over the board: "cell:digit:role" of each mark, sorted. */
export const drawnMarks = (page) =>
  page.$$eval('#board .step-mark', (marks) =>
    marks.map((mark) => `${mark.dataset.cell}:${mark.dataset.digit}:${mark.dataset.role}`).sort(),
  );

/** The marks a Step's highlights call for, in drawnMarks' form. */
export const marksOfStep = (step) =>
  [...new Set(step.cells.map(({cell, digit, role}) => `${cell}:${digit}:${role}`))].sort();

/**
 * Opens `url` (relative to the suite's site, or absolute) in a new page of `context` and waits
 * until the board takes input. `beforeLoad(page)` runs first (init scripts, media). Records what
 * must not happen (recordProblems); `close()` closes the page and asserts none happened.
 */
export async function openPage(suite, context, url, {timeout = 10000, beforeLoad = async () => {}} = {}) {
  const page = await context.newPage();
  page.setDefaultTimeout(timeout);
  const full = new URL(url, suite.base).href;
  const origin = new URL(full).origin; // 'null' for file://
  const problems = recordProblems(page, () => origin);
  await beforeLoad(page);
  await page.goto(full);
  await page.waitForSelector('html[data-ready]');
  return {
    page,
    close: async () => {
      await page.close();
      assert.deepEqual(problems, [], 'no console errors or warnings, no foreign requests');
    },
  };
}

/**
 * openPage in a browser context of its own: a phone or a desktop (contextOptions), with
 * `viewport` instead of the usual one when given, and `colorScheme`. `close()` closes both.
 */
export async function openInContext(suite, url, {phone = false, viewport, colorScheme = 'light', ...pageOptions} = {}) {
  const options = contextOptions(phone);
  const context = await suite.browser.newContext({...options, viewport: viewport ?? options.viewport, colorScheme});
  const {page, close} = await openPage(suite, context, url, pageOptions);
  return {
    page,
    close: async () => {
      await close();
      await context.close();
    },
  };
}

// The play screen's parts that must show: the board, the pad, the tools, Undo and the status line.
export const PLAY_PARTS = ['#board', '#pad', '#hint', '#fill', '#notes', '#progress', '#undo', '#status'];

/**
 * The boxes of `selectors` ({x, y, width, height}, relative to the viewport), read in one go: a
 * panel that opens may scroll the page smoothly, and boxes read one call at a time could fall
 * either side of a scroll step.
 */
export function boxesOf(page, selectors) {
  return page.evaluate(
    (selectors) =>
      selectors.map((selector) => {
        const element = document.querySelector(selector);
        if (!element) throw new Error(`boxesOf: nothing on the page matches ${selector}`);
        return element.getBoundingClientRect().toJSON();
      }),
    selectors,
  );
}

/**
 * What of `parts` (selectors; PLAY_PARTS unless given) is not wholly inside the viewport of
 * `page`, each as its selector and [left, top, right, bottom], and the page's scroll when it is
 * scrolled: [] when all of it shows and the page is not scrolled. A box may pass an edge by a
 * fraction of a pixel (layout's rounding: a status line ending at 844.03 of 844 shows whole).
 */
export function outOfView(page, parts = PLAY_PARTS) {
  return page.evaluate((parts) => {
    const out = [];
    const off = (a, b) => a - b > 0.5;
    for (const selector of parts) {
      const box = document.querySelector(selector).getBoundingClientRect();
      if (
        off(0, box.top) ||
        off(box.bottom, innerHeight) ||
        off(0, box.left) ||
        off(box.right, innerWidth) ||
        box.height === 0
      )
        out.push(`${selector} ${JSON.stringify([box.left, box.top, box.right, box.bottom])}`);
    }
    if (scrollY !== 0) out.push(`the page is scrolled by ${scrollY} px`);
    return out;
  }, parts);
}

export function launchChromium() {
  return chromium.launch({executablePath: '/usr/bin/chromium', args: ['--disable-gpu', '--disable-dev-shm-usage']});
}

/**
 * Serves dist/site on 127.0.0.1 and launches Chromium for the calling suite. `requiredFile`
 * (in dist/site) must exist, else the suite fails with a hint to build. Returns live bindings:
 * `suite.base` (the site's URL) and `suite.browser`.
 */
export function useSiteAndBrowser(requiredFile = 'index.html') {
  const suite = {base: null, browser: null, server: null};
  before(async () => {
    assert.ok(existsSync(join(site, requiredFile)), 'dist/site is missing or stale: run scripts/build.sh');
    suite.server = await serve(site, 0);
    suite.base = `http://127.0.0.1:${suite.server.address().port}/`;
    suite.browser = await launchChromium();
  });
  after(async () => {
    await suite.browser?.close();
    suite.server?.close();
  });
  return suite;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What axe-core finds serious or critical on `page` against WCAG 2 A/AA, each in a line; [] when nothing. */
export async function seriousViolations(page) {
  await page.addScriptTag({content: axeSource});
  const results = await page.evaluate(() =>
    globalThis.axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}}),
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}
