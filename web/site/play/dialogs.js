// The page's dialogs: the end of a game (solved: the time, the rating, the player's records at
// its level, the techniques it needed, Share; or lost to the mistake limit), My games (resume a
// saved game), Stats, and the keyboard map. Each is a <dialog> of index.html; its Close buttons
// (data-close) close it.

import {techniquesLine} from '../certify/words.js';
import {clockText} from '../game/clock.js';
import {todayOf} from '../game/dates.js';
import {LEVELS, levelName} from '../game/game-id.js';
import {gameSummary} from '../game/games.js';
import {averageMs, currentStreak, entriesOf} from '../game/stats.js';
import {shareLink} from './share.js';
import {hintWords, levelText, recordWords} from './words.js';

/** "this easy puzzle (rated 1.5)", "this puzzle (rated 3.4)" or "this puzzle": what was solved. */
function finishedWhat({level, rating}) {
  const what = level ? `this ${levelName(level).toLowerCase()} puzzle` : 'this puzzle';
  return rating === null ? what : `${what} (rated ${rating.toFixed(1)})`;
}

/**
 * `byId(id)` gives the page's elements; `play` is play/play.js's; `status` the status line;
 * `solver` the client's worker (the techniques a solved puzzle needed: its certify()).
 */
export function createDialogs({byId, play, status, solver}) {
  for (const dialog of document.querySelectorAll('dialog')) {
    dialog.addEventListener('click', (event) => {
      if (event.target.closest('[data-close]')) dialog.close();
    });
  }
  let shared = ''; // what the end dialog's Share sends with the game's link
  // A line of the end dialog says `words`, hidden when there are none.
  const say = (id, words) => Object.assign(byId(id), {textContent: words, hidden: !words});
  byId('finished-share').addEventListener('click', () =>
    shareLink({url: location.href, text: shared}, (words) => say('finished-note', words)),
  );

  // The end of `game`: solved, or lost to its mistake limit. New game has the focus.
  function finished(game) {
    const time = clockText((game.finished ?? game.lost).elapsedMs);
    const solved = `solved ${finishedWhat(game)} in ${time}, with ${hintWords(game.hints)}.`;
    const text = game.lost
      ? `${game.mistakeLimit} mistakes: ${finishedWhat(game)} ends here, after ${time}.`
      : `You ${solved}`;
    shared = game.lost ? '' : `I ${solved}`;
    byId('finished-title').textContent = game.lost ? 'Game over' : 'Solved!';
    byId('finished-text').textContent = text;
    say('finished-records', game.finished ? finishRecords(game) : '');
    say('finished-techniques', '');
    say('finished-note', '');
    byId('finished-share').hidden = Boolean(game.lost);
    status.set(`${byId('finished-title').textContent} ${text}`, game.lost ? 'warn' : 'ok'); // a live region: it says it
    const dialog = byId('finished');
    dialog.showModal();
    if (game.finished) techniques(game.puzzle, dialog);
  }

  // How the solve did against the player's records at its level and mode (counted already).
  function finishRecords(game) {
    if (!game.level) return '';
    const entry = entriesOf(play.stats, game.mistakeLimit !== null)[game.level];
    return recordWords(game.level, entry, averageMs(entry), game.finished.elapsedMs);
  }

  // The techniques `puzzle` needed, from the engine's certificate, while `dialog` shows it.
  async function techniques(puzzle, dialog) {
    say('finished-techniques', 'Techniques it needed: working them out…');
    const controller = new AbortController();
    dialog.addEventListener('close', () => controller.abort(), {once: true}); // a new game need not wait
    let certificate = null;
    try {
      certificate = await solver.certify(puzzle, {signal: controller.signal});
    } catch {
      // closed first, or the engine failed: nothing to say
    }
    if (!dialog.open) return;
    const known = certificate?.status === 'unique' && certificate.techniques.length;
    say('finished-techniques', known ? `Techniques it needed, hardest first: ${techniquesLine(certificate)}.` : '');
  }

  function gamesList() {
    const list = byId('games-list');
    list.replaceChildren();
    const games = play.games;
    if (!games.length) list.append(Object.assign(document.createElement('li'), {textContent: 'No saved games yet.'}));
    for (const game of games) {
      const button = document.createElement('button');
      button.type = 'button';
      const {filled, elapsedMs, finished, lost} = gameSummary(game, Date.now());
      const progress = finished
        ? `solved in ${clockText(elapsedMs)}`
        : `${lost ? 'lost, ' : ''}${filled}/81, ${clockText(elapsedMs)}`;
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

  // The stats of free games, and of the mistake limit's once one was played, each in a table.
  function statsTable() {
    const stats = play.stats;
    const limited = LEVELS.some((level) => stats.mistakeLimit[level].played);
    fillStats(byId('stats-table'), stats, limited ? 'Free games' : '');
    byId('limit-stats-table').hidden = !limited;
    if (limited) fillStats(byId('limit-stats-table'), stats.mistakeLimit, 'Mistake limit: three mistakes end a game');
    byId('stats-dialog').showModal();
  }

  return {finished, gamesList, statsTable, keys: () => byId('keys-dialog').showModal()};
}

// `table` filled with the rows of `entries` (game/stats.js's, per level), under `caption` (none: '').
function fillStats(table, entries, caption) {
  const today = todayOf(new Date());
  const head = ['Level', 'Played', 'Solved', 'Best', 'Average', 'Daily streak'];
  const rows = LEVELS.map((level) => {
    const entry = entries[level];
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
  table.replaceChildren();
  if (caption) table.createCaption().textContent = caption;
  const headRow = table.createTHead().insertRow();
  for (const name of head)
    headRow.append(Object.assign(document.createElement('th'), {textContent: name, scope: 'col'}));
  const body = table.createTBody();
  for (const row of rows) {
    const tr = body.insertRow();
    for (const value of row) tr.insertCell().textContent = String(value);
  }
}
