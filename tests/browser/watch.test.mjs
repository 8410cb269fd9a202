// Browser tests of "Watch the search" (web/site/watch/, on panel.js, bundled into
// page.js) in headless Chromium through playwright-core, on the assembled page (dist/site over
// http, dist/sudoku.html from file://). Needs `scripts/build.sh` (or `node scripts/assemble.mjs
// build/wasm`) first. Every test fails on a console error or warning and on a request outside
// the page's own origin.

import assert from 'node:assert/strict';
import {existsSync, mkdirSync} from 'node:fs';
import {join} from 'node:path';
import {describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';
import {corpus, tutorial, tutorialSolution} from '../js/corpus.mjs';
import {
  boardText,
  contextOptions,
  DESKTOP,
  offline,
  openPage,
  PHONE,
  recordProblems,
  screenshots,
  useSiteAndBrowser,
} from './harness.mjs';

const NO_SOLUTION = corpus.find((entry) => entry.expected === '0' && entry.puzzle.startsWith('3.65.84..52'));
// 17 clues: the textbook search needs hundreds of millions of steps here.
const SEVENTEEN = '.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...';

const suite = useSiteAndBrowser('page.js');
const contexts = {};

/**
 * Opens the page at `url` (relative to the site, or absolute) in a fresh page of a shared
 * context, with Watch open (`chunkSteps`: Watch's chunk size). `close()` asserts that nothing went wrong meanwhile.
 */
async function watch(
  url,
  {phone = false, colorScheme = 'light', reducedMotion = 'no-preference', chunkSteps = 0} = {},
) {
  const kind = phone ? 'phone' : 'desktop';
  contexts[kind] ??= await suite.browser.newContext(contextOptions(phone));
  const opened = await openPage(suite, contexts[kind], url, {
    timeout: 5000,
    beforeLoad: async (page) => {
      if (chunkSteps)
        await page.addInitScript((steps) => {
          globalThis.SUDOKU_WATCH_CHUNK_STEPS = steps;
        }, chunkSteps);
      await page.emulateMedia({colorScheme, reducedMotion});
    },
  });
  const {page} = opened;
  await page.waitForFunction(() => document.getElementById('puzzle').value.length === 81);
  await page.getByRole('button', {name: 'Watch the search'}).click();
  await page.waitForSelector('#watch-view:not([hidden])');
  return opened;
}

// What the panel and board show: position, highlighted line, counters, the cell the step acts on.
function shown(page) {
  return page.evaluate(() => {
    const panel = document.getElementById('watch-view');
    const part = (name) => panel.querySelector(`[data-part="${name}"]`).textContent;
    const current = panel.querySelector('[data-code]:not([hidden]) li[aria-current="step"]');
    const now = document.querySelector('[role=gridcell][data-now]:not([data-now="blocker"])');
    return {
      position: Number(panel.dataset.position),
      line: current ? current.dataset.line : null,
      placements: part('placements'),
      backtracks: part('backtracks'),
      depth: part('depth'),
      filled: part('filled'),
      steps: part('steps'),
      cell: now ? Number(now.dataset.cell) : null,
      text: now ? now.textContent : null,
      board: [...document.querySelectorAll('[role=gridcell]')].map((cell) => cell.textContent || '.').join(''),
      states: [...document.querySelectorAll('[role=gridcell]')].map((cell) => cell.dataset.watch),
    };
  });
}

const waitForPosition = (page, position) =>
  page.waitForFunction((want) => document.getElementById('watch-view').dataset.position === String(want), position);
const waitForCompare = (page) =>
  page.waitForFunction(() => /fast: \d/.test(document.querySelector('[data-part="compare"]').textContent), null, {
    timeout: 10000,
  });
const part = (page, name) => page.locator(`#watch-view [data-part="${name}"]`);

// The tutorials' algorithm, written out again for the tests: first empty cell in reading order,
// digits 1 to 9, row/column/box check, recurse, undo. Yields each step as the trace names it.
function* textbookSteps(puzzle) {
  const grid = [...puzzle].map((char) => (char === '.' ? 0 : Number(char)));
  let depth = 0;
  const safe = (cell, digit) => {
    const row = Math.floor(cell / 9),
      column = cell % 9,
      box = Math.floor(row / 3) * 27 + Math.floor(column / 3) * 3;
    for (let i = 0; i < 9; ++i) {
      if (
        grid[9 * row + i] === digit ||
        grid[9 * i + column] === digit ||
        grid[box + Math.floor(i / 3) * 9 + (i % 3)] === digit
      )
        return false;
    }
    return true;
  };
  function* solve() {
    const cell = grid.indexOf(0);
    if (cell < 0) {
      yield {kind: 'solved', depth};
      return true;
    }
    yield {kind: 'find', cell, depth: ++depth};
    for (let digit = 1; digit <= 9; ++digit) {
      const fits = safe(cell, digit);
      yield {kind: 'try', cell, digit, safe: fits, depth};
      if (!fits) continue;
      grid[cell] = digit;
      yield {kind: 'place', cell, digit, depth};
      if (yield* solve()) return true;
      grid[cell] = 0;
      yield {kind: 'undo', cell, digit, depth};
    }
    yield {kind: 'fail', cell, depth: --depth};
    return false;
  }
  yield* solve();
}

const LINE_OF = {find: 'find', try: 'safe', place: 'place', undo: 'undo', fail: 'fail', solved: 'solved'};

// The expected display after each of the first `count` steps of the textbook search.
function expectedSteps(puzzle, count) {
  const expected = [];
  let placements = 0,
    backtracks = 0;
  for (const step of textbookSteps(puzzle)) {
    if (step.kind === 'place') ++placements;
    if (step.kind === 'undo') ++backtracks;
    expected.push({...step, placements, backtracks, line: LINE_OF[step.kind]});
    if (expected.length === count) break;
  }
  return expected;
}

describe('watch the textbook search', () => {
  test("the first steps on the tutorials' example follow the textbook order: cells, digits, highlighted line", async () => {
    const {page, close} = await watch(`#${tutorial}`);
    const expected = expectedSteps(tutorial, 82); // the first 'fail' and 'undo' are steps 79 and 80
    assert.equal((await shown(page)).position, 0);
    for (const [index, step] of expected.entries()) {
      await page.keyboard.press('ArrowRight');
      await waitForPosition(page, index + 1);
      const now = await shown(page);
      const where = `step ${index + 1} (${JSON.stringify(step)})`;
      assert.equal(now.line, step.line, `${where}: the highlighted line`);
      assert.equal(now.cell, step.cell, `${where}: the cell`);
      const digit = step.kind === 'try' || step.kind === 'place' || step.kind === 'undo' ? String(step.digit) : '';
      assert.equal(now.text, digit, `${where}: the digit shown`);
      assert.equal(now.placements, String(step.placements), `${where}: placements`);
      assert.equal(now.backtracks, String(step.backtracks), `${where}: backtracks`);
      assert.equal(now.depth, String(step.depth), `${where}: depth`);
      if (step.kind === 'try')
        assert.equal(now.states[step.cell], step.safe ? 'trying' : 'rejected', `${where}: safe or not`);
      if (step.kind === 'undo') assert.equal(now.states[step.cell], 'undone', `${where}: taken back`);
    }
    assert.ok(expected.some((step) => step.kind === 'undo') && expected.some((step) => step.kind === 'fail'));
    assert.match(await part(page, 'now').textContent(), /^Step 82: /);
    await close();
  });

  test('play, pause, step back and forward: counters and the highlighted line stay in sync', async () => {
    const {page, close} = await watch(`#${tutorial}`);
    const expected = expectedSteps(tutorial, 100000);
    await page.locator('#watch-speed').fill('8'); // 1,000 steps/s
    assert.equal(await part(page, 'speed-value').textContent(), '1,000 steps/s');
    await page.getByRole('button', {name: 'Play', exact: true}).click();
    await page.waitForFunction(() => Number(document.getElementById('watch-view').dataset.position) > 300);
    await page.getByRole('button', {name: 'Pause', exact: true}).click();
    const paused = await shown(page);
    await page.waitForTimeout(150);
    assert.equal((await shown(page)).position, paused.position, 'pause stops');
    const check = (now, position) => {
      const step = expected[position - 1];
      assert.equal(now.position, position);
      assert.equal(now.line, step.line, `line at ${position}`);
      assert.equal(now.placements, step.placements.toLocaleString('en'), `placements at ${position}`);
      assert.equal(now.backtracks, step.backtracks.toLocaleString('en'), `backtracks at ${position}`);
      assert.equal(now.depth, String(step.depth), `depth at ${position}`);
      assert.equal(now.steps, `${position.toLocaleString('en')} of 9,711`);
    };
    check(paused, paused.position);
    for (let back = 1; back <= 5; ++back) {
      await page.getByRole('button', {name: 'Step back'}).click();
      await waitForPosition(page, paused.position - back);
      check(await shown(page), paused.position - back);
    }
    await page.keyboard.press('ArrowLeft');
    await waitForPosition(page, paused.position - 6);
    for (let forward = 5; forward >= 0; --forward) {
      await page.getByRole('button', {name: 'Step forward'}).click();
      await waitForPosition(page, paused.position - forward);
    }
    const again = await shown(page);
    check(again, paused.position);
    assert.equal(again.board, paused.board, 'back and forth again: the same board');
    // Space plays and pauses from the keyboard (focus on the board, which is read-only now).
    await page.locator('[role=gridcell][data-cell="40"]').click();
    await page.keyboard.press(' ');
    await page.waitForFunction(
      (from) => Number(document.getElementById('watch-view').dataset.position) > from + 20,
      paused.position,
    );
    await page.keyboard.press(' ');
    assert.equal(await page.locator('#watch-view').getAttribute('data-playing'), 'false');
    await page.keyboard.press('Home');
    await waitForPosition(page, 0);
    assert.equal((await shown(page)).board, tutorial, 'Restart shows the puzzle');
    await page.keyboard.press('-');
    assert.equal(await part(page, 'speed-value').textContent(), '250 steps/s');
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    assert.equal(await part(page, 'speed-value').textContent(), '5,000 steps/s');
    await close();
  });

  test("a full run to the end reproduces solve()'s 769 placements, 720 backtracks and the solution", async () => {
    const {page, close} = await watch(`#${tutorial}`);
    await waitForCompare(page);
    assert.equal(await part(page, 'compare').textContent(), 'textbook: 769 placements; fast: 49');
    const solved = await page.evaluate(async (puzzle) => {
      const {createSudokuWorker} = await import('./sudoku-wasm/sudoku.mjs');
      const result = await createSudokuWorker().solve(puzzle, {algorithm: 'textbook'});
      return result.stats;
    }, tutorial);
    assert.deepEqual(solved, {placements: 769, backtracks: 720});
    // Played through at the top speed...
    await page.locator('#watch-speed').fill('12');
    assert.equal(await part(page, 'speed-value').textContent(), 'as fast as the screen draws');
    await page.getByRole('button', {name: 'Play', exact: true}).click();
    await waitForPosition(page, 9711);
    let end = await shown(page);
    assert.deepEqual([end.placements, end.backtracks, end.line, end.filled], ['769', '720', 'solved', '81 / 81']);
    assert.equal(end.board, tutorialSolution);
    // ... and skipped to: the same.
    await page.getByRole('button', {name: 'Restart'}).click();
    await waitForPosition(page, 0);
    await page.getByRole('button', {name: 'Skip to the end'}).click();
    await waitForPosition(page, 9711);
    end = await shown(page);
    assert.deepEqual([end.placements, end.backtracks, end.line, end.board], ['769', '720', 'solved', tutorialSolution]);
    assert.match(await part(page, 'now').textContent(), /solved/);
    await close();
  });

  test('stepping back and forth across the chunks held: the grid and counters stay right', async () => {
    // Chunks of 16 steps (the panel holds 4): playing, stepping back and forward cross their edges.
    const {page, close} = await watch(`#${tutorial}`, {chunkSteps: 16});
    const expected = expectedSteps(tutorial, 100000);
    const boards = [tutorial];
    for (const step of expected) {
      const last = boards[boards.length - 1];
      boards.push(
        step.kind === 'place'
          ? last.slice(0, step.cell) + step.digit + last.slice(step.cell + 1)
          : step.kind === 'undo'
            ? `${last.slice(0, step.cell)}.${last.slice(step.cell + 1)}`
            : last,
      );
    }
    const check = async (position) => {
      const now = await shown(page);
      const step = expected[position - 1];
      assert.equal(now.position, position);
      assert.deepEqual(
        [now.line, now.placements, now.backtracks],
        [step.line, String(step.placements), String(step.backtracks)],
        `at ${position}`,
      );
      const board = [...now.board].map((digit, cell) => (cell === now.cell ? boards[position][cell] : digit)).join('');
      assert.equal(board, boards[position], `the board at ${position} (but for the cell the step acts on)`);
    };
    await page.locator('#watch-speed').fill('12');
    await page.getByRole('button', {name: 'Play', exact: true}).click();
    await page.waitForFunction(() => Number(document.getElementById('watch-view').dataset.position) > 2000);
    await page.getByRole('button', {name: 'Pause', exact: true}).click();
    const paused = (await shown(page)).position;
    await check(paused);
    for (let back = 1; back <= 90; ++back) {
      await page.keyboard.press('ArrowLeft');
      if (back % 30 === 0) {
        await waitForPosition(page, paused - back);
        await check(paused - back);
      }
    }
    for (let forward = 89; forward >= 0; --forward) {
      await page.keyboard.press('ArrowRight');
      if (forward % 30 === 0) {
        await waitForPosition(page, paused - forward);
        await check(paused - forward);
      }
    }
    await page.keyboard.press('End');
    await waitForPosition(page, 9711);
    await check(9711);
    await page.keyboard.press('Home');
    await waitForPosition(page, 0);
    for (let i = 1; i <= 3; ++i) await page.keyboard.press('ArrowRight');
    await waitForPosition(page, 3);
    await check(3);
    await close();
  });
});

describe('compare with the fast search', () => {
  test('the fast search plays too, its propagated digits shown as forced', async () => {
    const {page, close} = await watch(`#${tutorial}`);
    await waitForCompare(page);
    assert.match(await part(page, 'compare-detail').textContent(), /Backtracks 720 and 0; steps 9,711 and 50/);
    await page.getByRole('button', {name: 'Fast', exact: true}).click();
    assert.equal(await page.getByRole('button', {name: 'Fast', exact: true}).getAttribute('aria-pressed'), 'true');
    assert.equal(await page.locator('[data-code="fast"]').isVisible(), true, "the fast search's pseudocode");
    await page.keyboard.press('ArrowRight');
    await waitForPosition(page, 1);
    const first = await shown(page);
    assert.equal(first.line, 'propagate');
    assert.equal(first.states[first.cell], 'forced');
    assert.match(await part(page, 'now').textContent(), /forced, no guess/);
    await page.keyboard.press('End');
    await waitForPosition(page, 50);
    const end = await shown(page);
    assert.deepEqual([end.placements, end.backtracks, end.board, end.line], ['49', '0', tutorialSolution, 'solved']);
    assert.equal(end.states.filter((state) => state === 'forced').length, 49, 'every digit forced: no guess needed');
    await page.getByRole('button', {name: 'Textbook'}).click();
    await waitForPosition(page, 0);
    assert.equal(await page.locator('[data-code="textbook"]').isVisible(), true);
    await close();
  });

  test('a puzzle past the step cap says so plainly, and the page keeps responding', async () => {
    const {page, close} = await watch(`#${SEVENTEEN}`);
    await page.locator('summary', {hasText: 'Step cap'}).click();
    await page.locator('#watch-view [data-part="cap"]').fill('5000');
    await page.locator('#watch-view [data-part="cap"]').press('Enter');
    await page.locator('#watch-view [data-part="cap"]').blur();
    await waitForCompare(page);
    const note = part(page, 'cap-note');
    await note.waitFor({state: 'visible'});
    assert.match(await note.textContent(), /gave up after 5,000 steps; the fast search needed 1,286 steps/);
    assert.match(await part(page, 'compare').textContent(), /^textbook: more than [\d,]+ placements; fast: 648$/);
    await page.keyboard.press('End');
    await waitForPosition(page, 5000);
    assert.match(
      await part(page, 'now').textContent(),
      /Stopped: gave up after 5,000 steps; the fast search needed 1,286 steps\./,
    );
    assert.equal(await part(page, 'end').getAttribute('aria-disabled'), 'true');
    // The default cap (10 million steps), played at the top speed: the page keeps drawing and
    // the page's own Solve answers meanwhile.
    await page.locator('#watch-view [data-part="cap"]').fill('10000000');
    await page.locator('#watch-view [data-part="cap"]').press('Enter');
    await page.locator('#watch-speed').fill('12');
    await page.getByRole('button', {name: 'Play', exact: true}).click();
    await page.waitForFunction(() => Number(document.getElementById('watch-view').dataset.position) > 100000, null, {
      timeout: 10000,
    });
    // The gaps between 30 frames: most of them short, and none a freeze (one long gap is the
    // machine's, under load, as much as the page's).
    const gaps = await page.evaluate(
      () =>
        new Promise((resolve) => {
          let last = performance.now();
          const gaps = [];
          const tick = (now) => {
            gaps.push(now - last);
            last = now;
            if (gaps.length < 30) requestAnimationFrame(tick);
            else resolve(gaps.sort((a, b) => a - b));
          };
          requestAnimationFrame(tick);
        }),
    );
    const shown = gaps.map(Math.round).join(', ');
    assert.ok(gaps[26] < 200, `frames keep coming while playing at the top speed (gaps ${shown} ms)`);
    assert.ok(gaps[29] < 1000, `no frame waits a second (gaps ${shown} ms)`);
    const memory = await page.evaluate(() => performance.memory?.usedJSHeapSize ?? 0);
    assert.ok(memory < 64 * 1024 * 1024, `the page's heap stays small (${(memory / 1048576).toFixed(1)} MB)`);
    await page.getByRole('button', {name: 'Stop watching'}).first().click();
    await page.waitForSelector('#watch-view[hidden]', {state: 'attached'});
    await close();
  });

  test('the comparison wraps inside the panel: no sideways scrolling on a 375 px phone, none past the panel on a desktop', async () => {
    for (const phone of [true, false]) {
      const {page, close} = await watch(`#${SEVENTEEN}`, {phone});
      await waitForCompare(page); // the default cap: "textbook: more than 7xx,xxx placements; fast: …"
      await page.getByRole('button', {name: 'Skip to the end'}).click();
      await waitForPosition(page, 10000000);
      assert.match(
        await part(page, 'compare').textContent(),
        /^textbook: more than [\d,]{7,} placements; fast: [\d,]+$/,
      );
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling (${overflow} px too wide, phone ${phone})`);
      const fits = await page.evaluate(() => {
        const panel = document.getElementById('watch-view').getBoundingClientRect();
        return [
          ...document.querySelectorAll(
            '#watch-view .watch-compare, #watch-view .watch-compare *, #watch-view .watch-cap-note',
          ),
        ]
          .map((element) => ({text: element.textContent.slice(0, 40), right: element.getBoundingClientRect().right}))
          .filter(({right}) => right > panel.right + 0.5)
          .map(({text}) => text);
      });
      assert.deepEqual(fits, [], `the comparison stays inside the panel (phone ${phone})`);
      if (phone) await page.screenshot({path: join(screenshots, 'watch-phone-cap.png'), fullPage: true});
      await close();
    }
  });

  test('Solve and Check close the watch view first, then show their answer on the board', async () => {
    const {page, close} = await watch(`#${tutorial}`);
    for (let i = 0; i < 5; ++i) await page.keyboard.press('ArrowRight');
    await waitForPosition(page, 5);
    await page.click('#solve');
    await page.waitForSelector('#watch-view[hidden]', {state: 'attached'});
    await page.waitForFunction(() =>
      /^Solved: exactly one solution/.test(document.getElementById('status').textContent),
    );
    assert.equal(await boardText(page), tutorialSolution, 'the board shows the solution, not the search');
    assert.equal(await page.locator('[role=grid]').getAttribute('aria-readonly'), null, 'the board is editable again');
    assert.equal(await page.getAttribute('#watch', 'aria-expanded'), 'false');
    await page.click('#undo'); // back to the puzzle, then Check while watching
    await page.getByRole('button', {name: 'Watch the search'}).click();
    await page.waitForSelector('#watch-view:not([hidden])');
    await page.click('#check');
    await page.waitForSelector('#watch-view[hidden]', {state: 'attached'});
    await page.waitForFunction(() => /^One solution/.test(document.getElementById('status').textContent));
    assert.equal(await boardText(page), tutorial);
    await close();
  });

  test('Esc closes the watch panel when the focus is in it; a running job is cancelled first', async () => {
    const {page, close} = await watch(`#${tutorial}`);
    assert.equal(
      await page.evaluate(() => document.getElementById('watch-view').contains(document.activeElement)),
      true,
    );
    await page.keyboard.press('Escape');
    await page.waitForSelector('#watch-view[hidden]', {state: 'attached'});
    assert.equal(
      await page.evaluate(() => document.activeElement.getAttribute('role')),
      'gridcell',
      'focus goes back to the board',
    );
    // A long Check, then the panel opened while it runs: the first Esc cancels the job, the next closes.
    await page.click('.options summary');
    await page.fill('#limit', '1000000000');
    await page.fill('#budget', '1000000000000');
    await page.fill('#puzzle', `5${'.'.repeat(80)}`);
    await page.waitForFunction(() => document.querySelector('[role=gridcell]').textContent === '5');
    await page.click('#check');
    await page.waitForSelector('#job:not([hidden])', {timeout: 2000});
    await page.getByRole('button', {name: 'Watch the search'}).click();
    await page.waitForSelector('#watch-view:not([hidden])');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.getElementById('status').textContent === 'Cancelled.');
    assert.equal(await page.isVisible('#watch-view'), true, 'the panel stays open');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#watch-view[hidden]', {state: 'attached'});
    await close();
  });

  test('a puzzle without a solution ends with the top level returning false', async () => {
    const {page, close} = await watch(`#${NO_SOLUTION.puzzle}`);
    await page.keyboard.press('End');
    await page.waitForFunction(() =>
      /no solution/.test(document.querySelector('#watch-view [data-part="now"]').textContent),
    );
    const end = await shown(page);
    assert.equal(end.line, 'fail');
    assert.equal(end.depth, '0');
    await close();
  });
});

describe('the page around it', () => {
  test('controls are named buttons with shortcuts; the highlight has a marker; reduced motion is respected', async () => {
    const {page, close} = await watch(`#${tutorial}`, {reducedMotion: 'reduce'});
    for (const name of [
      'Restart',
      'Step back',
      'Play',
      'Step forward',
      'Skip to the end',
      'Slower',
      'Faster',
      'Textbook',
      'Fast',
    ]) {
      assert.equal(await page.getByRole('button', {name, exact: true}).count(), 1, `a button named ${name}`);
    }
    for (const name of ['Restart', 'Step back', 'Play', 'Step forward', 'Skip to the end']) {
      assert.ok(
        await page.getByRole('button', {name, exact: true}).getAttribute('aria-keyshortcuts'),
        `${name} has a shortcut`,
      );
    }
    assert.equal(await page.getByRole('slider', {name: 'Speed'}).getAttribute('aria-valuetext'), '10 steps per second');
    await page.keyboard.press('ArrowRight');
    await waitForPosition(page, 1);
    const marker = await page
      .locator('li[aria-current="step"]')
      .evaluate((line) => getComputedStyle(line, '::before').content);
    assert.equal(marker, '"▶"', 'the executing line has a marker, not colour alone');
    const transition = await page
      .locator('[role=gridcell]')
      .first()
      .evaluate((cell) => getComputedStyle(cell).transitionDuration);
    assert.equal(transition, '0s', 'no transitions with reduced motion');
    assert.equal(await page.locator('[role=grid]').getAttribute('aria-readonly'), 'true');
    assert.match(
      await page.locator('[role=gridcell][data-cell="1"]').getAttribute('aria-label'),
      /^row 1, column 2, empty$/,
    );
    await close();
  });

  test('a new puzzle starts over; Stop watching gives the board back for editing', async () => {
    const {page, close} = await watch(`#${tutorial}`);
    for (let i = 0; i < 3; ++i) await page.keyboard.press('ArrowRight');
    await waitForPosition(page, 3);
    await page.selectOption('#examples', {label: 'An easy one'});
    await waitForPosition(page, 0);
    const easy = corpus.find((entry) => entry.puzzle.startsWith('..43..2.9'));
    assert.equal((await shown(page)).board, easy.puzzle);
    assert.match(await part(page, 'note').textContent(), /puzzle changed/);
    await page.keyboard.press('End');
    await page.waitForFunction(() =>
      /solved/.test(document.querySelector('#watch-view [data-part="now"]').textContent),
    );
    await page.getByRole('button', {name: 'Stop watching'}).last().click();
    await page.waitForSelector('#watch-view[hidden]', {state: 'attached'});
    assert.equal(
      await page.evaluate(() => document.activeElement.getAttribute('role')),
      'gridcell',
      'focus goes back to the board',
    );
    assert.equal(await boardText(page), easy.puzzle, "the board shows the puzzle again, without the search's digits");
    await page.locator('[role=gridcell][data-cell="0"]').click();
    await page.keyboard.press('8');
    assert.equal(await page.locator('[role=gridcell][data-cell="0"]').textContent(), '8', 'typing works again');
    assert.equal(await page.isVisible('#pad'), true);
    await close();
  });

  test('the offline dist/sudoku.html watches the search from file://', async () => {
    assert.ok(existsSync(offline), 'dist/sudoku.html is missing');
    const {page, close} = await watch(`${pathToFileURL(offline).href}#${tutorial}`);
    await waitForCompare(page);
    await page.keyboard.press('ArrowRight');
    await waitForPosition(page, 1);
    assert.equal((await shown(page)).line, 'find');
    await page.keyboard.press('End');
    await waitForPosition(page, 9711);
    const end = await shown(page);
    assert.deepEqual([end.placements, end.backtracks, end.board], ['769', '720', tutorialSolution]);
    await close();
  });

  test('screenshots mid-search: desktop (light, dark) and a 375 px phone', async () => {
    mkdirSync(screenshots, {recursive: true});
    for (const [name, options] of [
      ['desktop-light', {}],
      ['desktop-dark', {colorScheme: 'dark'}],
      ['phone', {phone: true}],
    ]) {
      const {page, close} = await watch(`#${tutorial}`, options);
      await waitForCompare(page);
      // Step 140: a digit is being tried, and clashes.
      await page.locator('#watch-speed').fill('7');
      await page.getByRole('button', {name: 'Play', exact: true}).click();
      await page.waitForFunction(() => Number(document.getElementById('watch-view').dataset.position) >= 120);
      await page.getByRole('button', {name: 'Pause', exact: true}).click();
      const paused = (await shown(page)).position;
      for (let i = paused; i < 140; ++i) await page.keyboard.press('ArrowRight');
      for (let i = paused; i > 140; --i) await page.keyboard.press('ArrowLeft');
      await waitForPosition(page, 140);
      if (options.phone) {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `no sideways scrolling (${overflow} px too wide)`);
        const play = await page.getByRole('button', {name: 'Play', exact: true}).boundingBox();
        assert.ok(play.height >= 44 && play.width >= 44, 'transport buttons are big enough to tap');
        const grid = await page.locator('[role=grid]').boundingBox();
        assert.ok(grid.x >= 0 && grid.x + grid.width <= PHONE.width);
      } else {
        const panel = await page.locator('#watch-view').boundingBox();
        const grid = await page.locator('[role=grid]').boundingBox();
        assert.ok(panel.x >= grid.x + grid.width, 'the panel is beside the board');
        const code = await page.locator('[data-code="textbook"]').boundingBox();
        assert.ok(code.y + code.height <= DESKTOP.height, 'the pseudocode is above the fold');
      }
      await page.screenshot({path: join(screenshots, `watch-${name}.png`), fullPage: Boolean(options.phone)});
      await close();
    }
  });
});

describe('found by a new-user trial', () => {
  test('Space plays and pauses, and never presses the focused button again; Enter presses it', async () => {
    const {page, close} = await watch(`#${tutorial}`);
    await page.locator('#watch-speed').fill('0'); // 1 step/s
    await page.getByRole('button', {name: 'Step forward'}).click();
    await waitForPosition(page, 1);
    await page.evaluate(() => {
      globalThis.pressed = 0;
      document
        .querySelector('#watch-view [data-action="forward"]')
        .addEventListener('click', () => ++globalThis.pressed);
    });
    assert.equal(await page.evaluate(() => document.activeElement.getAttribute('aria-label')), 'Step forward');
    const playing = () => page.locator('#watch-view').getAttribute('data-playing');
    await page.keyboard.press(' ');
    assert.equal(await playing(), 'true', 'Space plays');
    await page.keyboard.press(' ');
    assert.equal(await playing(), 'false', 'Space pauses');
    assert.equal(await page.evaluate(() => globalThis.pressed), 0, 'the focused Step forward was not pressed');
    assert.ok((await shown(page)).position <= 2, 'no extra step');
    const before = (await shown(page)).position;
    await page.keyboard.press('Enter');
    await waitForPosition(page, before + 1);
    assert.equal(await page.evaluate(() => globalThis.pressed), 1, 'Enter presses the focused button');
    // On the Fast button, Space plays the textbook search on show; it does not switch.
    await page.getByRole('button', {name: 'Fast', exact: true}).focus();
    await page.keyboard.press(' ');
    assert.equal(await playing(), 'true');
    assert.equal(await page.getByRole('button', {name: 'Textbook'}).getAttribute('aria-pressed'), 'true');
    await page.keyboard.press(' ');
    assert.equal(await playing(), 'false');
    await close();
  });

  test('a digit typed on the board while watching says why nothing happens; Esc gives the board back', async () => {
    const {page, close} = await watch(`#${tutorial}`);
    const before = await page.locator('#status').textContent();
    await page.locator('[role=gridcell][data-cell="1"]').click();
    for (const key of ['5', 'Backspace']) {
      await page.keyboard.press(key);
      assert.equal(
        await page.locator('#status[role=status]').textContent(),
        'The board is read-only while you watch the search: press Esc or Stop watching to edit.',
        `${key} is explained`,
      );
    }
    assert.equal(await page.locator('[role=gridcell][data-cell="1"]').textContent(), '', 'the board is unchanged');
    assert.equal(await page.locator('#watch-view').isVisible(), true, 'the watch goes on');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#watch-view[hidden]', {state: 'attached'});
    assert.equal(await page.locator('#status').textContent(), before, 'the status line says again what it said');
    await close();
  });

  test('opening the panel moves neither the board nor the controls at 1280 and 1024 px; nothing spills over it', async () => {
    for (const viewport of [DESKTOP, {width: 1024, height: 768}]) {
      const page = await suite.browser.newPage({viewport});
      const problems = recordProblems(page, () => new URL(suite.base).origin);
      await page.emulateMedia({reducedMotion: 'reduce'}); // no smooth scroll to wait for
      await page.goto(`${suite.base}#${tutorial}`);
      await page.waitForSelector('html[data-ready]');
      // Boxes in the page's coordinates (opening may scroll the panel's transport into view).
      const boxes = () =>
        page.evaluate(() =>
          ['#board', '.controls', '.actions', '#status', '#puzzle'].map((selector) => {
            const box = document.querySelector(selector).getBoundingClientRect();
            return [selector, box.left + scrollX, box.top + scrollY, box.width, box.height].map((value) =>
              typeof value === 'number' ? Math.round(value) : value,
            );
          }),
        );
      const before = await boxes();
      await page.getByRole('button', {name: 'Watch the search'}).click();
      await page.waitForSelector('#watch-view:not([hidden])');
      assert.deepEqual(await boxes(), before, `the board and the controls stay put (${viewport.width} px)`);
      const play = await page.getByRole('button', {name: 'Play', exact: true}).boundingBox();
      assert.ok(play.y + play.height <= viewport.height, `the transport is in view (${viewport.width} px)`);
      const spills = await page.evaluate(() => {
        const panel = document.getElementById('watch-view');
        const right = panel.getBoundingClientRect().right;
        return [panel, ...panel.querySelectorAll('*')]
          .filter((element) => element.clientWidth > 0)
          .filter(
            (element) =>
              element.scrollWidth > element.clientWidth || element.getBoundingClientRect().right > right + 0.5,
          )
          .map((element) => `${element.tagName}.${element.className} ${element.scrollWidth} > ${element.clientWidth}`);
      });
      assert.deepEqual(spills, [], `nothing spills over the panel (${viewport.width} px)`);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `no sideways scrolling (${overflow} px, ${viewport.width} px)`);
      await page.close();
      assert.deepEqual(problems, []);
    }
  });

  test('on a touch phone neither the page nor the panel speaks of keys; on a desktop they name them', async () => {
    const keyWords = /Ctrl|\bEsc\b|Space|Backspace|arrow keys|\(→\)|← →/; // (← alone: the pseudocode's assignment)
    for (const phone of [true, false]) {
      const {page, close} = await watch(`#${tutorial}`, {phone});
      const text = await page.evaluate(() => document.body.innerText);
      const now = await part(page, 'now').textContent();
      if (phone) {
        assert.doesNotMatch(text, keyWords, 'no keyboard words on a phone');
        assert.match(now, /Tap Play, or Step forward/, 'touch words instead');
      } else {
        assert.match(await page.locator('footer').innerText(), /Ctrl\+Z undo/);
        assert.match(await page.locator('#watch-view').innerText(), /Keys: Space play\/pause/);
        assert.match(now, /Press Play \(Space\) or step \(→\)/);
      }
      await close();
    }
  });
});
