// What the browser suites share: where the assembled page is, the viewports and context options,
// a server plus a headless Chromium (playwright-core, Debian's binary) started before a suite's
// tests and stopped after them, the recorder of console errors and foreign requests, and a
// reader of the board's text.
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
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

/** The board's digits as the page shows them: 81 characters, '.' for an empty cell (notes or none). */
export function boardText(page) {
  return page.$$eval('[role=gridcell]', (cells) =>
    cells.map((cell) => (cell.querySelector('.notes') ? '.' : cell.textContent || '.')).join(''),
  );
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
