// The address: its fragment follows what is on show — the game ID of a game in play
// (game/game-id.js), else the share link of the puzzle (game/saved.js), #setup for an empty
// set-up — and a fragment opened or typed into the address bar opens its game or loads its
// puzzle (#setup: the set-up, empty).

import {parseGameId} from '../game/game-id.js';
import {EMPTY_PUZZLE, puzzleOf} from '../game/model.js';
import {fragmentText, shareFragment} from '../game/saved.js';

const SETUP = '#setup';

// A game ID (game/game-id.js) that names a game rather than a puzzle to set up.
const namesGame = (id) => Boolean(id) && id.kind !== 'puzzle';

/**
 * `read(text)` reads text as a puzzle (app/puzzle-input.js); `session` is app/session.js's;
 * `play` play/play.js's; `status` the status line; `away()` whether the lessons' room holds the
 * address (#learn/...: learn/load.js follows it then). Returns {afterChange(state), open(fragment),
 * isGame(fragment), isOther(fragment)}.
 */
export function createLink({read, session, play, status, away}) {
  // The fragment follows every change (replaceState: Back does not walk through edits).
  function afterChange(state) {
    if (away()) return;
    const fragment = play.game ? play.game.id : shareFragment(state) || SETUP;
    if (location.hash !== fragment) history.replaceState(null, '', fragment);
  }

  /** Opens a link's fragment (without '#'): a game ID's game, or a puzzle to set up. */
  async function open(fragment) {
    const text = fragmentText(fragment);
    const id = parseGameId(text);
    if (namesGame(id)) return play.openId(id);
    if (play.game) play.enterPuzzle();
    if (`#${text}` === SETUP) return session.play({type: 'load', puzzle: EMPTY_PUZZLE}, 'opening the set-up');
    if (id === null && /^(daily|new|play)\//.test(text)) {
      status.set(`This link's game is malformed: "${text}" names no level, date, seed or puzzle.`, 'error');
      return;
    }
    const answer = await read(text);
    if (answer.puzzle) {
      session.play({type: 'load', puzzle: answer.puzzle}, 'opening the link', 'Opened the puzzle from the link.');
      return;
    }
    session.play({type: 'load', puzzle: EMPTY_PUZZLE}, 'opening the link');
    history.replaceState(null, '', `#${fragment}`); // the address stays as given: the reader sees what was wrong
    status.set(`This link's puzzle is malformed: ${answer.error}. Showing an empty board.`, 'error');
  }

  /** Whether `fragment` (without '#') names a game (a new, daily or played one), not a puzzle. */
  const isGame = (fragment) => namesGame(parseGameId(fragmentText(fragment)));

  /** Whether `fragment` (without '#') names another game or puzzle than the one on show. */
  const isOther = (fragment) =>
    play.game
      ? `#${fragment}` !== play.game.id
      : fragmentText(fragment) !== puzzleOf(session.state) &&
        !(`#${fragment}` === SETUP && puzzleOf(session.state) === EMPTY_PUZZLE);

  window.addEventListener('hashchange', () => {
    const fragment = location.hash.slice(1);
    if (away() || fragment.startsWith('learn')) return;
    if (isOther(fragment)) open(fragment);
  });

  return {afterChange, open, isGame, isOther};
}
