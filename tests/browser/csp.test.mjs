// The page and the package under a strict Content-Security-Policy, in headless Chromium.
// Over http every response carries STRICT_CSP (scripts/serve.mjs) as a header: the hosted page,
// the package's ES module with its module worker, and its classic script with its worker must
// all work under it. dist/sudoku.html, from file://, carries its own policy in a <meta> tag.
// A test fails on any violation: a `securitypolicyviolation` event of the page, a console error
// or warning (Chromium logs a page's refusals there), and over http a report to the policy's
// report-uri, the one place a worker's violations show (no page event or console message tells
// of them). It fails too on an uncaught error and on a request to another origin.
import assert from 'node:assert/strict';
import {cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {REPORT_PATH, STRICT_CSP, serve} from '../../scripts/serve.mjs';
import {packageDir, tutorial, tutorialSolution} from '../js/corpus.mjs';
import {launchChromium, offline, recordProblems, root, site, waitForBoard, waitForStatus} from './harness.mjs';

// STRICT_CSP with a report-uri: reporting changes nothing of what the policy allows.
const header = {'content-security-policy': `${STRICT_CSP}; report-uri ${REPORT_PATH}`};
const favicon = join(site, 'favicon.svg');

let browser;
const servers = [];
const folder = mkdtempSync(join(tmpdir(), 'sudoku-csp-'));

before(async () => {
  assert.ok(existsSync(join(site, 'index.html')) && existsSync(offline), 'dist/ is missing: run scripts/build.sh');
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  for (const server of servers) server.close();
  rmSync(folder, {recursive: true, force: true});
});

/** Serves `directory` under the strict header; the violation reports go to `reports`. */
async function serveStrict(directory, reports) {
  const server = await serve(directory, 0, {headers: header, onReport: (report) => reports.push(report)});
  servers.push(server);
  return `http://127.0.0.1:${server.address().port}/`;
}

// The reports of what the page did, once they have arrived: the browser posts each at once,
// but the test may finish first.
async function reportsSettled(reports) {
  await new Promise((done) => setTimeout(done, 300));
  return reports.map((report) => JSON.stringify(report));
}

/**
 * A fresh page whose problems are recorded: recordProblems' (console errors and warnings,
 * uncaught errors, foreign requests) and every CSP violation event of the document.
 */
async function strictPage(pageOrigin) {
  const page = await browser.newPage();
  page.setDefaultTimeout(10000);
  const problems = recordProblems(page, pageOrigin);
  await page.exposeBinding('reportPolicyViolation', (_source, text) => problems.push(`CSP violation: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      window.reportPolicyViolation(
        `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  return {page, problems};
}

// Watch the search played to the end with both searches, Solve, and Check, on the page at `url`;
// returns the response of the page's load.
async function exercisePage(page, url) {
  const response = await page.goto(`${url}#${tutorial}`);
  await page.waitForSelector('html[data-ready]');
  await page.getByRole('button', {name: 'Watch the search'}).click();
  await page.waitForSelector('#watch-view:not([hidden])');
  await page.waitForFunction(() => /fast: \d/.test(document.querySelector('[data-part="compare"]').textContent));
  for (const algorithm of ['textbook', 'fast']) {
    await page.locator(`#watch-view [data-algorithm="${algorithm}"]`).click();
    await page.keyboard.press('End');
    await page.waitForFunction(() =>
      /solved/.test(document.querySelector('#watch-view [data-part="now"]').textContent),
    );
    await waitForBoard(page, tutorialSolution);
  }
  // The pseudocode's indentation comes from the stylesheet: the nesting shows.
  const indents = await page.$$eval('#watch-view [data-code="fast"] li[data-line]', (lines) =>
    lines.map((line) => parseFloat(getComputedStyle(line).paddingLeft)),
  );
  assert.ok(indents[0] < indents[3] && indents[3] < indents[4], `indented pseudocode: ${indents}`);
  await page.getByRole('button', {name: 'Stop watching'}).last().click();
  await page.waitForSelector('#watch-view[hidden]', {state: 'attached'});
  await waitForBoard(page, tutorial);
  await page.click('#solve');
  await waitForBoard(page, tutorialSolution);
  await waitForStatus(page, /^Solved: exactly one solution/);
  await page.selectOption('#examples', {label: 'One of the hardest known'});
  await page.click('#check');
  await waitForStatus(page, /^One solution/);
  return response;
}

describe('over http with the strict header', () => {
  test('the hosted page: load, Solve, Check, Watch the search, with no violation', async () => {
    const reports = [];
    const base = await serveStrict(site, reports);
    const origin = new URL(base).origin;
    const {page, problems} = await strictPage(() => origin);
    const response = await exercisePage(page, base);
    assert.equal(response.headers()['content-security-policy'], header['content-security-policy']);
    assert.equal(await page.getAttribute('link[rel=icon]', 'href'), 'favicon.svg');
    // The service worker installs under the policy too, the browser reads the manifest (manifest-src
    // 'self'), and the page served from the worker's cache keeps its policy and works again.
    await page.evaluate(() => navigator.serviceWorker.ready);
    const manifest = await (await page.context().newCDPSession(page)).send('Page.getAppManifest');
    assert.deepEqual([manifest.url, manifest.errors], [`${base}manifest.webmanifest`, []]);
    await page.goto('about:blank');
    const cached = await exercisePage(page, base);
    assert.ok(cached.fromServiceWorker(), 'the second load came from the service worker');
    assert.equal(cached.headers()['content-security-policy'], header['content-security-policy']);
    await page.close();
    assert.deepEqual(problems, []);
    assert.deepEqual(await reportsSettled(reports), []);
  });

  test('Scan a photo: its room (scan/view.js and scan.css, loaded on opening) reads a photo, drawn on a canvas, with no violation', async () => {
    const reports = [];
    const base = await serveStrict(site, reports);
    const origin = new URL(base).origin;
    const {page, problems} = await strictPage(() => origin);
    page.setDefaultTimeout(30000);
    await page.goto(`${base}#setup`);
    await page.waitForSelector('html[data-ready]');
    await page.getByRole('button', {name: 'Scan a photo'}).click();
    const [line] = readFileSync(join(root, 'tests/data/scan/photos.txt'), 'utf8').split('\n');
    const [photo, puzzle] = line.split(' ');
    await page
      .locator('#scan-view input[type=file]')
      .first()
      .setInputFiles(join(root, 'tests/data/scan', photo));
    await page.waitForSelector('#scan-view [data-part="result"]:not([hidden])');
    await page.locator('#scan-view [data-part="accept"]').click();
    await waitForBoard(page, puzzle);
    await page.close();
    assert.deepEqual(problems, []);
    assert.deepEqual(await reportsSettled(reports), []);
  });

  test("the net holds: a worker's refused eval, which no page event shows, is reported", async () => {
    const directory = mkdtempSync(join(folder, 'net-'));
    cpSync(favicon, join(directory, 'favicon.svg'));
    writeFileSync(
      join(directory, 'index.html'),
      '<!doctype html>\n<meta charset="utf-8"><title>net</title>\n' +
        '<link rel="icon" href="favicon.svg">\n<script src="main.js"></script>\n',
    );
    writeFileSync(
      join(directory, 'main.js'),
      "window.answer = new Promise((done) => { new Worker('worker.js').onmessage = (event) => done(event.data); });\n",
    );
    writeFileSync(
      join(directory, 'worker.js'),
      "try { new Function('return 1')(); postMessage('ran'); } catch (error) { postMessage(error.name); }\n",
    );
    const reports = [];
    const base = await serveStrict(directory, reports);
    const origin = new URL(base).origin;
    const {page, problems} = await strictPage(() => origin);
    await page.goto(base);
    assert.equal(await page.evaluate(() => window.answer), 'EvalError');
    await page.close();
    assert.deepEqual(problems, [], 'the page itself saw nothing');
    const seen = await reportsSettled(reports);
    assert.equal(seen.length, 1);
    assert.match(seen[0], /"effective-directive":"script-src".*"blocked-uri":"eval"/);
  });

  // A page of the embedder's, beside the package's files, with nothing inline (the policy
  // allows no inline script): its script runs the same calls through both builds.
  function exerciseApi(api, {tutorial}) {
    return (async () => {
      const sudoku = await api.createSudoku({preload: ['logic']});
      const worker = api.createSudokuWorker();
      const results = {
        solve: sudoku.solve(tutorial).solution,
        rated: sudoku.rate(tutorial).rated,
        hint: sudoku.hint(tutorial).kind,
        workerSolve: (await worker.solve(tutorial, {timeoutMs: 10000})).solution,
        workerRated: (await worker.rate(tutorial)).rated,
        workerHint: (await worker.hint(tutorial)).kind,
        cancelled: await worker.count('.'.repeat(81), 1e15, {budget: 1e15, timeoutMs: 200}).then(
          () => 'finished',
          (error) => error.name,
        ),
        again: (await worker.solveFirst(tutorial)).solution,
      };
      worker.terminate();
      return results;
    })();
  }
  const expected = {
    solve: tutorialSolution,
    rated: true,
    hint: 'step',
    workerSolve: tutorialSolution,
    workerRated: true,
    workerHint: 'step',
    cancelled: 'TimeoutError',
    again: tutorialSolution,
  };
  const data = JSON.stringify({tutorial, tutorialSolution});

  for (const [build, html, script, body] of [
    [
      "the package's ES module and its module worker",
      '<script type="module" src="embed.mjs"></script>',
      'embed.mjs',
      `import * as api from './sudoku.mjs';\nwindow.results = (${exerciseApi})(api, ${data});\n`,
    ],
    [
      "the package's classic script and its worker",
      '<script src="sudoku.js"></script>\n<script src="embed.js"></script>',
      'embed.js',
      `window.results = (${exerciseApi})(SudokuWasm, ${data});\n`,
    ],
  ]) {
    test(`${build}: solve, rate, hint, in the page and in the worker, with no violation`, async () => {
      const directory = mkdtempSync(join(folder, 'package-'));
      cpSync(packageDir, directory, {recursive: true});
      cpSync(favicon, join(directory, 'favicon.svg')); // else the browser asks for /favicon.ico
      writeFileSync(
        join(directory, 'embed.html'),
        '<!doctype html>\n<meta charset="utf-8"><title>embed</title>\n' +
          `<link rel="icon" href="favicon.svg">\n${html}\n`,
      );
      writeFileSync(join(directory, script), body);
      const reports = [];
      const base = await serveStrict(directory, reports);
      const origin = new URL(base).origin;
      const {page, problems} = await strictPage(() => origin);
      const workers = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await page.goto(`${base}embed.html`);
      await page.waitForFunction(() => window.results !== undefined);
      assert.deepEqual(await page.evaluate(() => window.results), expected);
      // Each worker came from the package's own files, which script-src 'self' allows.
      assert.ok(workers.length >= 2 && workers.every((url) => url.startsWith(base)), `workers: ${workers}`);
      await page.close();
      assert.deepEqual(problems, []);
      assert.deepEqual(await reportsSettled(reports), []);
    });
  }
  test('the inline ES module: its Blob worker, which the policy refuses, is an error naming the fix; workerUrl, a copy of sudoku.js, works', async () => {
    const directory = mkdtempSync(join(folder, 'inline-'));
    cpSync(packageDir, directory, {recursive: true});
    cpSync(favicon, join(directory, 'favicon.svg'));
    writeFileSync(
      join(directory, 'embed.html'),
      '<!doctype html>\n<meta charset="utf-8"><title>inline</title>\n' +
        '<link rel="icon" href="favicon.svg">\n<script type="module" src="embed.mjs"></script>\n',
    );
    const body = async ({tutorial}) => {
      const {createSudoku, createSudokuWorker} = await import('./sudoku-inline.mjs');
      const attempt = async (options) => {
        const worker = createSudokuWorker(options);
        try {
          return (await worker.solve(tutorial, {timeoutMs: 10000})).solution;
        } catch (error) {
          return error.message;
        } finally {
          worker.terminate();
        }
      };
      return {
        direct: (await createSudoku()).solve(tutorial).solution,
        blob: await attempt(),
        file: await attempt({workerUrl: 'sudoku.js'}),
      };
    };
    writeFileSync(join(directory, 'embed.mjs'), `window.results = (${body})(${data});\n`);
    const reports = [];
    const base = await serveStrict(directory, reports);
    const origin = new URL(base).origin;
    const {page, problems} = await strictPage(() => origin);
    await page.goto(`${base}embed.html`);
    await page.waitForFunction(() => window.results !== undefined);
    const results = await page.evaluate(() => window.results);
    assert.equal(results.direct, tutorialSolution);
    assert.equal(results.file, tutorialSolution);
    assert.match(results.blob, /worker-src blob:.*createSudokuWorker\(\{workerUrl: /);
    await page.close();
    // The one refusal: the Blob worker's.
    assert.ok(problems.length >= 1 && problems.every((problem) => /blob/.test(problem)), problems.join('\n'));
    assert.ok((await reportsSettled(reports)).every((report) => /worker-src.*blob/.test(report)));
  });
});

describe('the offline file under its own policy', () => {
  const html = existsSync(offline) ? readFileSync(offline, 'utf8') : ''; // missing: the before hook says so
  const policy = html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)">/)?.[1];
  const directives = Object.fromEntries(
    (policy ?? '').split(/;\s*/).map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );

  test('dist/sudoku.html carries a tight policy, before any script or style', () => {
    assert.ok(policy, 'a <meta http-equiv="Content-Security-Policy"> tag');
    const at = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    assert.ok(at < html.search(/<(script|style)[\s>]/), 'the tag comes before the first script and style');
    assert.deepEqual(directives['default-src'], ["'none'"]);
    assert.deepEqual(directives['worker-src'], ['blob:']);
    assert.ok(directives['script-src'].includes("'wasm-unsafe-eval'"));
    const hashes = {
      script: directives['script-src'].filter((source) => source !== "'wasm-unsafe-eval'"),
      style: directives['style-src'],
    };
    for (const kind of ['script', 'style']) {
      const inline = html.match(new RegExp(`<${kind}>`, 'g')).length;
      assert.equal(hashes[kind].length, inline, `${kind}-src: one hash per inline ${kind}`);
      assert.ok(
        hashes[kind].every((source) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source)),
        `${kind}-src: ${hashes[kind]}`,
      );
    }
    assert.doesNotMatch(policy, /'unsafe-|'self'|data:|\*/);
  });

  test('from file:// it solves, checks and watches the search with no violation', async () => {
    const url = pathToFileURL(offline).href;
    const {page, problems} = await strictPage(() => 'null');
    await exercisePage(page, url);
    await page.close();
    assert.deepEqual(problems, []);
  });

  test('the policy is enforced: an injected inline script does not run, and is reported', async () => {
    const {page, problems} = await strictPage(() => 'null');
    await page.goto(`${pathToFileURL(offline).href}#${tutorial}`);
    await page.waitForSelector('html[data-ready]');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.head.append(script);
      return window.injected === true;
    });
    assert.equal(ran, false);
    // The event is queued, and may come after the console's message about the same refusal.
    const reported = () => problems.some((problem) => /^CSP violation: script-src-elem refused inline/.test(problem));
    for (let wait = 0; wait < 20 && !reported(); ++wait) await page.waitForTimeout(100);
    await page.close();
    assert.ok(reported(), problems.join('\n'));
  });
});
