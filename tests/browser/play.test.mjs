// Play on the page, in headless Chromium (dist/site over http): a whole easy game as a player
// plays it, a daily puzzle, a game ID link, a hint on a wrong digit, and the touch pad on a
// phone. What the page should show is computed here with the package in Node (the same engine),
// never written down.
import assert from 'node:assert/strict';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {pathToFileURL} from 'node:url';

import {
  boardText,
  drawnMarks,
  marksOfStep,
  openInContext,
  PHONE,
  root,
  useSiteAndBrowser,
  waitForStatus,
} from './harness.mjs';

const suite = useSiteAndBrowser();
let engine;
let levels;
before(async () => {
  const {createSudoku, LEVELS} = await import(pathToFileURL(join(root, 'dist/package/sudoku.node.mjs')).href);
  engine = await createSudoku({preload: ['logic']});
  levels = LEVELS;
});

/** A fresh page (empty storage) at `url`; close() asserts no console error or foreign request. */
const open = (url = '', {phone = false} = {}) => openInContext(suite, url, {phone});

const cell = (page, index) => page.locator(`[role=gridcell][data-cell="${index}"]`);
// Waits until cell `index` shows `text` ('' when empty), or its notes are `notes` ('1 2').
const waitForCell = (page, index, text) =>
  page.waitForFunction(([c, t]) => document.querySelector(`[data-cell="${c}"]`).textContent === t, [index, text]);
const waitForNotes = (page, index, notes) =>
  page.waitForFunction(
    ([c, n]) => document.querySelector(`[data-cell="${c}"]`).getAttribute('aria-label').endsWith(`notes ${n}`),
    [index, notes],
  );
const statusText = (page) => page.locator('#status').textContent();
const givensShown = (page) => page.locator('#puzzle').inputValue();

async function newGame(page, level) {
  await page.getByRole('combobox', {name: 'Level'}).selectOption(level);
  await page.getByRole('button', {name: 'New game'}).click();
  await page.waitForFunction((name) => location.hash.startsWith(`#new/${name}/`), level); // not the first visit's daily
  await page.waitForFunction(() => /^[1-9.]{81}$/.test(document.getElementById('puzzle').value));
  return givensShown(page);
}

const marksOfPage = (page) =>
  page.$$eval('[role=gridcell]', (cells) =>
    cells
      .map((element) => [...(element.querySelector('.notes')?.children ?? [])].map((mark) => mark.textContent).join(''))
      .join(','),
  );

describe('play', () => {
  test('a whole easy game: New game, Hint, notes, undo and redo, a reload, the rest typed, completion', async () => {
    const {page, close} = await open();
    const level = page.getByRole('combobox', {name: 'Level'});
    const options = await level.locator('option').evaluateAll((all) => all.map(({value, text}) => [value, text]));
    assert.deepEqual(
      options,
      levels.map((name) => [name, name[0].toUpperCase() + name.slice(1)]),
      "the Level list is the package's LEVELS",
    );
    const puzzle = await newGame(page, 'easy');
    const {solution} = engine.solve(puzzle);
    const rated = engine.rate(puzzle);
    assert.equal(rated.level, 'easy');
    assert.match(await page.locator('#game-title').textContent(), new RegExp(`Easy · ${rated.rating.toFixed(1)}`));
    assert.match(new URL(page.url()).hash, /^#new\/easy\/\d+$/);

    // A given is locked.
    const given = puzzle.search(/[1-9]/);
    await cell(page, given).click();
    await page.keyboard.press(puzzle[given] === '9' ? '1' : '9');
    assert.equal((await boardText(page))[given], puzzle[given]);

    // Hint, stage 1: where to look; stage 2: the step, drawn as the engine's hint says; stage 3: applied.
    const expected = engine.hint(puzzle, {progress: puzzle}).step;
    await page.getByRole('button', {name: 'Hint'}).click();
    await waitForStatus(page, /^Look at/);
    assert.ok((await page.locator('.cell.hint-unit').count()) > 0, 'stage 1 marks where to look');
    await page.getByRole('button', {name: 'Hint'}).click();
    assert.match(await statusText(page), new RegExp(`^${expected.technique}`));
    assert.deepEqual(await drawnMarks(page), marksOfStep(expected));
    await page.getByRole('button', {name: 'Hint'}).click();
    for (const [target, digit] of expected.placements) {
      await waitForCell(page, target, String(digit));
    }

    // Notes: the Notes button, then two digits in an empty cell; undo and redo over a note.
    const board = await boardText(page);
    const empty = board.indexOf('.');
    await page.getByRole('button', {name: 'Notes', exact: true}).click();
    assert.equal(await page.getByRole('button', {name: 'Notes', exact: true}).getAttribute('aria-pressed'), 'true');
    await cell(page, empty).click();
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await waitForNotes(page, empty, '1 2');
    await page.keyboard.press('Control+z');
    await waitForNotes(page, empty, '1');
    await page.keyboard.press('Control+y');
    await waitForNotes(page, empty, '1 2');

    // A reload finds the game as it was left, notes included.
    const before = {board: await boardText(page), marks: await marksOfPage(page), url: page.url()};
    await page.reload();
    await page.waitForSelector('html[data-mode="play"]');
    assert.deepEqual({board: await boardText(page), marks: await marksOfPage(page), url: page.url()}, before);

    // The rest typed by keyboard (the notes mode is the page's, not the game's: a reload ends it);
    // N turns it on and off.
    const notes = page.getByRole('button', {name: 'Notes', exact: true});
    assert.equal(await notes.getAttribute('aria-pressed'), 'false');
    await page.keyboard.press('n');
    assert.equal(await notes.getAttribute('aria-pressed'), 'true');
    await page.keyboard.press('n');
    assert.equal(await notes.getAttribute('aria-pressed'), 'false');
    const now = await boardText(page);
    for (let index = 0; index < 81; ++index) {
      if (now[index] !== '.') continue;
      await cell(page, index).click();
      await page.keyboard.press(solution[index]);
    }
    const finished = page.getByRole('dialog', {name: 'Solved!'});
    await finished.waitFor();
    const words = await finished.textContent();
    assert.match(words, /You solved this easy puzzle \(rated \d\.\d\) in \d+:\d\d, with 1 hint\./);
    assert.equal(await boardText(page), solution);
    await close();
  });

  test('the daily puzzle is the same across two page loads', async () => {
    const first = await open();
    await first.page.getByRole('combobox', {name: 'Level'}).selectOption('medium');
    await first.page.getByRole('button', {name: 'Daily'}).click();
    await first.page.waitForSelector('html[data-mode="play"]');
    const puzzle = await givensShown(first.page);
    const hash = new URL(first.page.url()).hash;
    assert.match(hash, /^#daily\/medium\/\d{4}-\d\d-\d\d$/);
    await first.close();
    const second = await open();
    await second.page.getByRole('combobox', {name: 'Level'}).selectOption('medium');
    await second.page.getByRole('button', {name: 'Daily'}).click();
    await second.page.waitForSelector('html[data-mode="play"]');
    assert.equal(await givensShown(second.page), puzzle);
    const date = hash.split('/')[2];
    assert.equal(puzzle, engine.generate({level: 'medium', date}).puzzle);
    await second.close();
  });

  test('a game ID link opens the same game', async () => {
    const made = engine.generate({level: 'hard', seed: '987654321'});
    const {page, close} = await open('#new/hard/987654321');
    await page.waitForSelector('html[data-mode="play"]');
    await page.waitForFunction((p) => document.getElementById('puzzle').value === p, made.puzzle);
    assert.match(await page.locator('#game-title').textContent(), /^Hard/);
    await close();
    const bad = await open('#new/impossible/12');
    await waitForStatus(bad.page, /malformed/);
    await bad.close();
  });

  test('New game at master shows progress and Cancel while it works, then makes a master puzzle', async () => {
    // Seed 20 is the slowest master seed of 1-50 (2.7 s natively on a busy machine, more in
    // wasm), so its progress shows; Cancel stops it and the page stays as it was.
    const {page, close} = await open('#new/master/20');
    await page.locator('#job').waitFor({state: 'visible'});
    const before = await givensShown(page);
    assert.match(await statusText(page), /^Making the master game of this link… this takes a while\. Cancel/);
    await page.locator('#cancel').click();
    await waitForStatus(page, /^Cancelled\.$/);
    assert.equal(await page.locator('#job').isVisible(), false);
    await page.waitForTimeout(300); // a cancelled call's answer, had it come, would show by now
    assert.equal(await statusText(page), 'Cancelled.');
    assert.equal(await givensShown(page), before);
    // Then a master game from New game, rated on the master scale.
    await newGame(page, 'master');
    const rated = (await statusText(page)).match(/rated (\d+\.\d)/);
    assert.ok(rated && Number(rated[1]) >= 9.0, await statusText(page));
    await close();
  });

  test('a hint on a position with a wrong digit names the wrong digit first, and fixes it', async () => {
    const {page, close} = await open();
    const puzzle = await newGame(page, 'easy');
    const {solution} = engine.solve(puzzle);
    const index = puzzle.indexOf('.');
    const wrong = solution[index] === '1' ? '2' : '1';
    await cell(page, index).click();
    await page.keyboard.press(wrong);
    const progress = puzzle.slice(0, index) + wrong + puzzle.slice(index + 1);
    const expected = engine.hint(puzzle, {progress});
    assert.equal(expected.kind, 'mistake');
    await page.keyboard.press('h');
    await page.waitForFunction(
      (text) => document.getElementById('status').textContent.startsWith(text),
      expected.message,
    );
    assert.deepEqual(await drawnMarks(page), marksOfStep(expected.step));
    await page.keyboard.press('h');
    await waitForCell(page, index, '');
    await close();
  });

  test('a panel takes the board from a hint; a paused game takes no move, undo or hint', async () => {
    const {page, close} = await open();
    const puzzle = await newGame(page, 'easy');
    await page.getByRole('button', {name: 'Hint'}).click();
    await page.getByRole('button', {name: 'Hint'}).click();
    await page.waitForSelector('#board .step-mark');
    await page.getByRole('button', {name: 'Watch the search'}).click();
    await page.waitForSelector('#watch-view:not([hidden])');
    assert.equal(await page.locator('#board .step-mark').count(), 0, 'the hint left with the board');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#watch-view', {state: 'hidden'});

    const index = puzzle.indexOf('.');
    await cell(page, index).click();
    await page.keyboard.press('5');
    await page.getByRole('button', {name: 'Pause', exact: true}).click();
    for (const act of [() => page.keyboard.press('Control+z'), () => page.keyboard.press('h')]) {
      await act();
      assert.match(await statusText(page), /paused/);
    }
    await page.getByRole('button', {name: 'Fill candidates'}).click();
    assert.equal((await boardText(page))[index], '5', 'Undo refused while paused');
    assert.equal(await page.locator('#board .step-mark, .cell .notes').count(), 0, 'no hint, no fill');
    await page.getByRole('button', {name: 'Resume'}).click();
    await page.keyboard.press('Control+z');
    await waitForCell(page, index, '');
    await close();
  });

  test('on a phone the pad places digits and notes', async () => {
    const {page, close} = await open('', {phone: true});
    const puzzle = await newGame(page, 'easy');
    const {solution} = engine.solve(puzzle);
    const index = puzzle.indexOf('.');
    await cell(page, index).tap();
    await page.getByRole('button', {name: 'Notes', exact: true}).tap();
    await page.locator('#pad button[data-digit="5"]').tap();
    await waitForNotes(page, index, '5');
    await page.getByRole('button', {name: 'Notes', exact: true}).tap();
    await page.locator(`#pad button[data-digit="${solution[index]}"]`).tap();
    await waitForCell(page, index, solution[index]);
    const tools = await page.locator('.tools').boundingBox();
    assert.ok(tools.x >= 0 && tools.x + tools.width <= PHONE.width, 'the play tools fit the phone');
    await close();
  });
});

after(() => engine?.delete?.());
