// What the chain tests share (walk.test.mjs, step-view.test.mjs): a hard puzzle whose Explain
// draws a chain, the package's engine in Node, a page opened with localStorage seeded, and the
// storage of a game in play on a position of tests/data/chain_steps.txt.
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {pathToFileURL} from 'node:url';

import {site} from '../js/site.mjs';
import {DESKTOP, openInContext, PLAY_PHONE, root} from './harness.mjs';

const {createSudoku} = await import(pathToFileURL(join(root, 'dist/package/sudoku.node.mjs')).href);
const {createGame, savedGamesText, updateGame} = await site('game/games.js');
const {makeState, newGame} = await site('game/model.js');
const {execute} = await site('game/moves.js');

/** The package, with its logic loaded: what the page should show is computed with it. */
export const sudoku = await createSudoku({preload: ['logic']});

// se_ratings_615.txt rates it 7.1; its step 29 is a Forcing Chain of 7 links, which Explain draws.
export const CHAIN = '..82.43.....7.5.....6.3.1...8..9..3.6..153..8.3.6.8.1..........72.....85.53...47.';
export const SIZES = {desktop: DESKTOP, phone: PLAY_PHONE};

/**
 * Opens the page at `url` (a hash) in a context of its own, desktop or phone; `storage` (key to
 * value) seeds localStorage once, before the page's first load (a reload keeps what it saved).
 */
export function openSeeded(suite, url, {phone = false, colorScheme = 'light', storage = null} = {}) {
  const beforeLoad = async (page) => {
    if (storage)
      await page.addInitScript((entries) => {
        if (sessionStorage.getItem('seeded')) return;
        sessionStorage.setItem('seeded', '1');
        for (const [key, value] of entries) localStorage.setItem(key, value);
      }, Object.entries(storage));
  };
  const viewport = phone ? SIZES.phone : SIZES.desktop;
  return openInContext(suite, url, {phone, colorScheme, viewport, beforeLoad, timeout: 20000});
}

/**
 * The storage of a game in play on the position of tests/data/chain_steps.txt where `technique`
 * is the ladder's next step (its digits the givens, its candidates the player's notes), so that
 * the hint there is the engine's chain: {storage, values, notes}.
 */
export function chainGameStorage(technique) {
  const row = readFileSync(join(root, 'tests/data/chain_steps.txt'), 'utf8')
    .split('\n')
    .find((line) => line.startsWith(`${technique}|`));
  const [, , values, candidates] = row.split('|');
  const notes = candidates.split(',').map((digits) => [...digits].reduce((mask, d) => mask | (1 << (d - 1)), 0));
  const {solution} = sudoku.solve(values);
  const played = execute(newGame(), {type: 'play', puzzle: values});
  const state = makeState(played.digits, played.kinds, notes, true);
  const game = updateGame(createGame({puzzle: values, solution, source: 'link'}, Date.now()), {state}, Date.now());
  return {
    storage: {'sudoku-wasm.games': savedGamesText([game]), 'sudoku-wasm.current-game': game.id},
    values,
    notes,
  };
}

/** Waits for a chain hint's second stage on `page`: its walk's row shown. */
export const stageTwo = (page) => page.waitForSelector('#hint-walk .chain-walk-bar', {state: 'visible'});

/**
 * Waits until `page` has stopped scrolling (the same scrollY over five frames): Explain brings
 * its steps up under a phone's sticky board with a smooth scroll, and boxes read during it are
 * on their way.
 */
export const scrollSettled = (page) =>
  page.evaluate(
    () =>
      new Promise((done) => {
        let last = scrollY;
        let still = 0;
        const frame = () => {
          still = scrollY === last ? still + 1 : 0;
          last = scrollY;
          if (still >= 5) done();
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );
