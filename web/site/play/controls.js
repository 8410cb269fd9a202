// The controllers of play: the games row (Level, New game, Daily, Enter a puzzle, My games,
// Stats), Play this puzzle, Restart, Share, the clock's Pause, the play tools (Notes, Corner,
// Colour, Fill candidates, Hint, Check my progress, Select), and their keys: N centre notes, C
// corner notes, V colours, H hint, P pause, [ ] I O a chain hint's walk, ? the keyboard map.
// After a game begins or restarts, or a dialog closes, the board has the focus: keys typed next
// go there.

import {loadLevel, saveLevel} from '../app/local-storage.js';
import {LEVELS, levelName} from '../game/game-id.js';
import {marksOf, mistakes} from '../game/model.js';
import {WALK_KEYS} from '../walk/view.js';
import {shareLink} from './share.js';
import {modeWords} from './words.js';

/**
 * `byId(id)` gives the page's elements; `play`, `hints` and `dialogs` are play/play.js's,
 * play/hints.js's and play/dialogs.js's; `session` the game on show; `status` the status line; `modes` the input mode ({mode}: game/input.js's MODES; paint: the colour candidate colour mode paints);
 * `revealMistakes(note)` marks the wrong entries on the board until the next change;
 * `boardView` is board.js's view.
 */
export function wirePlayControls({byId, play, hints, dialogs, session, status, modes, revealMistakes, boardView}) {
  const level = byId('level');
  level.replaceChildren(...LEVELS.map((name) => new Option(levelName(name), name)));
  const keptLevel = loadLevel();
  level.value = LEVELS.includes(keptLevel) ? keptLevel : 'medium'; // the first visit's daily is medium
  level.addEventListener('change', () => saveLevel(level.value));

  const on = (id, handler) => byId(id).addEventListener('click', handler);
  // The board takes the focus once a game has begun (`started`, New game's and Daily's call to
  // the worker, may take a while): unless the player has put it elsewhere meanwhile.
  async function thenBoard(started) {
    const from = document.activeElement;
    await started;
    const now = document.activeElement;
    if (play.game && !boardView.lent && (now === from || now === document.body || !now)) boardView.focus();
  }
  on('new-game', () => thenBoard(play.newGame(level.value)));
  on('daily', () => thenBoard(play.daily(level.value)));
  on('enter', () => play.enterPuzzle());
  on('start', () => play.start());
  on('games', () => dialogs.gamesList());
  on('stats', () => dialogs.statsTable());
  on('pause', () => play.togglePause());
  on('finished-new', () => {
    byId('finished').close();
    thenBoard(play.newGame(level.value));
  });
  on('restart', () => thenBoard(play.restart()));
  // A closed dialog gives the focus back to the board (the browser would give it to the button
  // that opened the dialog); a panel holding the board keeps it.
  for (const dialog of document.querySelectorAll('dialog'))
    dialog.addEventListener('close', () => boardView.lent || boardView.focus());
  on('share', () => shareLink({url: location.href}, status.set));
  const toggleMode = (name) => {
    modes.mode = modes.mode === name ? 'digit' : name;
    status.set(modeWords(modes.mode, modes.paint));
  };
  on('notes', () => toggleMode('centre'));
  on('corner', () => toggleMode('corner'));
  on('colour', () => toggleMode('colour'));
  on('candidate-colour', () => toggleMode('candidate'));
  on('select', (event) => {
    const adding = event.currentTarget.getAttribute('aria-pressed') !== 'true';
    event.currentTarget.setAttribute('aria-pressed', String(adding));
    status.set(
      adding
        ? 'Select: a tap or click adds a cell to the selection, or takes it out; Select again ends it.'
        : 'Select is off.',
    );
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
    else if (event.key === 'c' || event.key === 'C') byId('corner').click();
    else if (event.key === 'v' || event.key === 'V') byId('colour').click();
    else if (event.key === 'k' || event.key === 'K') byId('candidate-colour').click();
    else if (event.key === 'h' || event.key === 'H') hints.press();
    else if (event.key === 'p' || event.key === 'P') play.togglePause();
    else if (!(WALK_KEYS[event.key] && hints.walk(WALK_KEYS[event.key]) !== false)) return;
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
  status.set(`Not quite: ${parts.join(', and ')}. Press Check again to see where.`, 'warn');
  return state;
}
