// The share link: the address's fragment follows the puzzle on show (game/saved.js's format),
// and a fragment opened or typed into the address bar loads its puzzle.

import {EMPTY_PUZZLE, puzzleOf} from '../game/model.js';
import {fragmentText, shareFragment} from '../game/saved.js';

/**
 * `read(text)` reads text as a puzzle (app/puzzle-input.js); `session` is app/session.js's;
 * `status` the status line. Returns {follow(state), open(fragment), isOtherPuzzle(fragment)}.
 */
export function createLink({read, session, status}) {
  // The fragment follows every change (replaceState: Back does not walk through edits).
  function follow(state) {
    const fragment = shareFragment(state);
    if (location.hash !== fragment) history.replaceState(null, '', fragment || location.pathname + location.search);
  }

  /** Opens the puzzle of a link's fragment (without '#'); a malformed one leaves an empty board. */
  async function open(fragment) {
    const answer = await read(fragmentText(fragment));
    if (answer.puzzle) {
      session.play({type: 'load', puzzle: answer.puzzle}, 'opening the link', 'Opened the puzzle from the link.');
      return;
    }
    session.play({type: 'load', puzzle: EMPTY_PUZZLE}, 'opening the link');
    history.replaceState(null, '', `#${fragment}`); // the address stays as given: the reader sees what was wrong
    status.set(`This link's puzzle is malformed: ${answer.error}. Showing an empty board.`, 'error');
  }

  /** Whether `fragment` (without '#') holds another puzzle than the one on show. */
  const isOtherPuzzle = (fragment) => fragmentText(fragment) !== puzzleOf(session.state);

  window.addEventListener('hashchange', () => {
    const fragment = location.hash.slice(1);
    if (isOtherPuzzle(fragment)) open(fragment);
  });

  return {follow, open, isOtherPuzzle};
}
