// The game on show over the board (index.html's #game-info): its title, its clock, redrawn while
// it runs, and the Pause button; a paused game hides the board (data-paused on <html>, which
// play.css reads). It only draws: play/play.js pauses and resumes the game's clock.

import {clockText, elapsedOf, isRunning} from '../game/clock.js';
import {isOver} from '../game/games.js';
import {gameTitle} from './words.js';

const TICK_MS = 500;

/**
 * `byId(id)` gives the page's elements; `gameOnShow()` the record of the game on show (null in
 * set-up); `now()` the time in ms. Returns {draw()}, which shows the game on show now.
 */
export function createClockView({byId, gameOnShow, now}) {
  function draw() {
    const game = gameOnShow();
    const box = byId('clock-box');
    box.hidden = !game;
    byId('game-title').textContent = game ? gameTitle(game) : 'Set-up: type or paste a puzzle';
    if (!game) return;
    byId('clock').textContent = clockText(elapsedOf(game.clock, now()));
    // The mistake counter, when the option shows it (html[data-count-mistakes], play.css), and
    // always in a game of the mistake limit (.limited): "1 of 3 mistakes".
    const limit = game.mistakeLimit === null ? '' : ` of ${game.mistakeLimit}`;
    byId('mistakes').textContent = `${game.mistakes}${limit} mistake${game.mistakes === 1 && !limit ? '' : 's'}`;
    byId('mistakes').classList.toggle('limited', Boolean(limit));
    const paused = !isOver(game) && !isRunning(game.clock);
    byId('pause').setAttribute('aria-pressed', String(paused));
    byId('pause').textContent = paused ? 'Resume' : 'Pause';
    byId('pause').hidden = isOver(game);
    if (paused) document.documentElement.dataset.paused = '';
    else delete document.documentElement.dataset.paused;
  }

  setInterval(() => {
    const game = gameOnShow();
    if (game && !isOver(game) && isRunning(game.clock)) draw();
  }, TICK_MS);

  return {draw};
}
