// The page's dialogs: the completion message, My games (resume a saved game), Stats, and the
// keyboard map. Each is a <dialog> of index.html; its Close buttons (data-close) close it.

import {clockText} from '../game/clock.js';
import {todayOf} from '../game/dates.js';
import {LEVELS, levelName} from '../game/game-id.js';
import {gameSummary} from '../game/games.js';
import {averageMs, currentStreak} from '../game/stats.js';
import {hintWords, levelText} from './words.js';

/** "this easy puzzle (rated 1.5)", "this puzzle (rated 3.4)" or "this puzzle": what was solved. */
function finishedWhat({level, rating}) {
  const what = level ? `this ${levelName(level).toLowerCase()} puzzle` : 'this puzzle';
  return rating === null ? what : `${what} (rated ${rating.toFixed(1)})`;
}

/** `byId(id)` gives the page's elements; `play` is play/play.js's; `status` the status line. */
export function createDialogs({byId, play, status}) {
  for (const dialog of document.querySelectorAll('dialog')) {
    dialog.addEventListener('click', (event) => {
      if (event.target.closest('[data-close]')) dialog.close();
    });
  }

  function finished(game) {
    const text = `You solved ${finishedWhat(game)} in ${clockText(game.finished.elapsedMs)}, with ${hintWords(game.hints)}.`;
    byId('finished-text').textContent = text;
    status.set(`Solved! ${text}`, 'ok'); // the status line is a live region: it says it
    byId('finished').showModal();
  }

  function gamesList() {
    const list = byId('games-list');
    list.replaceChildren();
    const games = play.games;
    if (!games.length) list.append(Object.assign(document.createElement('li'), {textContent: 'No saved games yet.'}));
    for (const game of games) {
      const button = document.createElement('button');
      button.type = 'button';
      const {filled, elapsedMs, finished} = gameSummary(game, Date.now());
      const progress = finished ? `solved in ${clockText(elapsedMs)}` : `${filled}/81, ${clockText(elapsedMs)}`;
      const when = new Date(game.createdAt).toLocaleDateString();
      button.textContent = `${levelText(game)} · ${progress} · ${when}`;
      if (game.id === play.game?.id) button.classList.add('current');
      button.addEventListener('click', () => {
        byId('games-dialog').close();
        play.resume(game);
      });
      const item = document.createElement('li');
      item.append(button);
      list.append(item);
    }
    byId('games-dialog').showModal();
  }

  function statsTable() {
    const stats = play.stats;
    const today = todayOf(new Date());
    const head = ['Level', 'Played', 'Solved', 'Best', 'Average', 'Daily streak'];
    const rows = LEVELS.map((level) => {
      const entry = stats[level];
      const average = averageMs(entry);
      const best = entry.bestMs === null ? '–' : clockText(entry.bestMs);
      return [
        levelName(level),
        entry.played,
        entry.finished,
        best,
        average === null ? '–' : clockText(average),
        currentStreak(entry, today),
      ];
    });
    const table = byId('stats-table');
    table.replaceChildren();
    const headRow = table.createTHead().insertRow();
    for (const name of head)
      headRow.append(Object.assign(document.createElement('th'), {textContent: name, scope: 'col'}));
    const body = table.createTBody();
    for (const row of rows) {
      const tr = body.insertRow();
      for (const value of row) tr.insertCell().textContent = String(value);
    }
    byId('stats-dialog').showModal();
  }

  return {finished, gamesList, statsTable, keys: () => byId('keys-dialog').showModal()};
}
