// The controllers of play: the games row (Level, New game, Daily, Enter a puzzle, My games,
// Stats), Play this puzzle, the clock's Pause, the play tools (Notes, Fill candidates, Hint,
// Check my progress), and their keys: N notes, H hint, ? the keyboard map.

import {loadLevel, saveLevel} from '../app/local-storage.js';
import {LEVELS, levelName} from '../game/game-id.js';
import {marksOf, mistakes} from '../game/model.js';

/**
 * `byId(id)` gives the page's elements; `play`, `hints` and `dialogs` are play/play.js's,
 * play/hints.js's and play/dialogs.js's; `session` the game on show; `status` the status line; `notes` the notes mode ({on}); `revealMistakes(note)` marks the wrong
 * entries on the board until the next change.
 */
export function wirePlayControls({byId, play, hints, dialogs, session, status, notes, revealMistakes}) {
  const level = byId('level');
  level.replaceChildren(...LEVELS.map((name) => new Option(levelName(name), name)));
  const keptLevel = loadLevel();
  if (LEVELS.includes(keptLevel)) level.value = keptLevel;
  level.addEventListener('change', () => saveLevel(level.value));

  const on = (id, handler) => byId(id).addEventListener('click', handler);
  on('new-game', () => play.newGame(level.value));
  on('daily', () => play.daily(level.value));
  on('enter', () => play.enterPuzzle());
  on('start', () => play.start());
  on('games', () => dialogs.gamesList());
  on('stats', () => dialogs.statsTable());
  on('pause', () => play.togglePause());
  on('finished-new', () => {
    byId('finished').close();
    play.newGame(level.value);
  });
  on('notes', () => {
    notes.on = !notes.on;
    status.set(notes.on ? 'Notes mode: digits mark notes (N again for digits).' : 'Digits mode: digits are placed.');
  });
  on('fill', () =>
    session.play({type: 'fill'}, 'filling in the candidates', 'Filled in every empty cell’s candidates.'),
  );
  on('hint', () => hints.press());
  let askedAbout = null; // the state Check my progress last said "Not quite" of
  on('progress', () => {
    askedAbout = checkProgress({play, session, status, revealMistakes, again: askedAbout === session.state});
  });

  document.addEventListener('keydown', (event) => {
    if (event.ctrlKey || event.metaKey || event.altKey || event.target.closest?.('input, textarea, select, dialog'))
      return;
    if (event.key === '?') dialogs.keys();
    else if (!play.game) return;
    else if (event.key === 'n' || event.key === 'N') byId('notes').click();
    else if (event.key === 'h' || event.key === 'H') hints.press();
    else return;
    event.preventDefault();
  });
}

// Check my progress: right or not, without saying where until asked (`again`: a second press
// on the same state). The state it said "Not quite" of, else null.
function checkProgress({play, session, status, revealMistakes, again}) {
  const {game} = play;
  if (!game?.solution) return null;
  const state = session.state;
  const wrong = mistakes(state, game.solution);
  const typed = [...state.kinds].filter((kind) => kind === 't').length;
  const missing = [...state.notes].filter(
    (marks, cell) => marks && state.digits[cell] === '.' && !marksOf(state, cell).includes(Number(game.solution[cell])),
  ).length;
  if (!wrong.length && !missing) {
    status.set(`So far so good: all ${typed} of your digits are right${typed ? '' : ' (none yet)'}.`, 'ok');
    return null;
  }
  if (again) {
    revealMistakes(`Marked the ${wrong.length} wrong digit${wrong.length === 1 ? '' : 's'} (struck through).`);
    return null;
  }
  const parts = [];
  if (wrong.length) parts.push(`${wrong.length} of your ${typed} digits ${wrong.length === 1 ? 'is' : 'are'} wrong`);
  if (missing) parts.push(`${missing} cell${missing === 1 ? '’s notes leave' : 's’ notes leave'} out the right digit`);
  status.set(`Not quite: ${parts.join(', and ')}. Press Check my progress again to see where.`, 'warn');
  return state;
}
