// "Hint", in three stages on repeated presses, from the player's own position (digits and
// notes): 1. where to look (play/look.js: a chain's target and start, else the step's units or
// cells); 2. the technique, drawn on the board, and its sentence; 3. the step applied, as one undoable move. A mistake (a wrong digit,
// a note that leaves out a cell's digit) is named at once, and its fix applied at the next press.
// Any change of the position starts over; a hint is refused while the board is lent to a panel
// or the game is paused.

import {createLatestCall} from '../app/latest-call.js';
import {marksText} from '../game/candidates.js';
import {puzzleOf} from '../game/model.js';
import {keyboardLikely} from '../keyboard.js';
import {createChainWalkView} from '../walk/view.js';
import {whereToLook} from './look.js';

const UNIT_CLASS = 'hint-unit';
const APPLY = 'Press Hint again to apply it.';

/**
 * The hint of the page. `solver` is the client's worker; `session` the game on show; `status`
 * the status line; `boardView` the board (board.js); `stepView` draws a step over the board
 * (step-view.js); `givens()` the puzzle's givens (81 characters); `apply(result, label)` plays a
 * hint (the client's hint() result: a step, or a mistake put right); `onHint()` counts a hint used; `blocked()` says why no hint may be given now, or ''.
 * `walkElement` holds the walk of a chain hint, link by link (walk/view.js), at the second stage.
 */
export function createHints(options) {
  const {solver, session, status, boardView, stepView, givens, apply, onHint, blocked, walkElement} = options;
  const {cells} = boardView;
  let hint = null; // {state, stage, result, intro()}: the hint being given, for the position `state`
  const asking = createLatestCall(); // a hint asked again replaces the one being asked
  const walk = createChainWalkView({
    element: walkElement,
    draw: (drawing) => hint && stepView.draw(hint.result.step, {digits: session.state.digits, walk: drawing}),
    onAct: () => boardView.focus(), // keys keep going to the board
    // The status line says the link on show (at the start, what the chain is; at the end, the
    // conclusion and how to apply it): one line under the walk's row, in view on a phone.
    say: (words, link) => {
      if (!hint) return;
      if (!link) status.set(hint.intro());
      else status.set(link.conclusion ? `${words} ${APPLY}` : words);
    },
  });

  // Nothing is drawn without a hint: the step view is left alone then (Explain may be drawing).
  function clear() {
    if (!hint) return;
    unmark();
    stepView.clear();
    walk.hide();
    hint = null;
  }

  function unmark() {
    for (const element of cells) element.classList.remove(UNIT_CLASS);
  }

  // Stage 1: where to look. A mistake is said whole at once: there is nothing to find.
  function showWhere(result) {
    const {step} = result;
    if (result.kind === 'mistake') {
      showStep(step);
      return `${step.text} Press Hint again to fix it.`;
    }
    const {around, where} = whereToLook(step);
    stepView.hold();
    for (const cell of around) cells[cell].classList.add(UNIT_CLASS);
    return `${where} Press Hint again for the technique.`;
  }

  function showStep(step) {
    unmark();
    stepView.draw(step, {digits: session.state.digits});
  }

  async function ask() {
    const state = session.state;
    status.set('Looking for a hint…', 'busy');
    const answer = await asking.run((signal) =>
      solver.hint(givens(), {progress: puzzleOf(state), marks: marksText(state), signal}),
    );
    if (answer?.error) status.set(`No hint: ${answer.error.message}.`, 'error');
    if (!answer?.value || session.state !== state) return;
    const result = answer.value;
    if (result.status !== 'unique' || result.kind === 'solved' || result.kind === 'stuck') {
      status.set(result.message, result.kind === 'solved' ? 'ok' : 'warn');
      return;
    }
    clear();
    hint = {state, stage: 1, result};
    onHint();
    status.set(showWhere(result));
  }

  return {
    /** The next stage of the hint, or a new hint when the position changed. */
    press() {
      const why = blocked();
      if (why) return status.set(why, 'warn');
      if (!hint || hint.state !== session.state) return ask();
      const {result} = hint;
      if (hint.stage === 1 && result.kind === 'step') {
        hint.stage = 2;
        showStep(result.step);
        const {technique, rating, text} = result.step;
        const name = `${technique} (${rating.toFixed(1)})`;
        // A chain's sentence is long (400 characters at 9.0 and up): the walk holds it, whole
        // (Whole) and link by link, and says each link here. A short chain starts whole, with
        // this intro; a long one opens at its first link, which the walk says instead.
        hint.intro = () =>
          `${name}: a chain of ${walk.links} links. Walk it with ▶${keyboardLikely() ? ' or ]' : ''}. ${APPLY}`;
        if (!walk.show(result.step)) status.set(`${name}: ${text} ${APPLY}`);
        return;
      }
      clear();
      apply(result, result.kind === 'mistake' ? 'fixing the mistake' : `the hint (${result.step.technique})`);
    },
    /** Drops the hint on show when `state`, the position now, is not the one it was for. */
    afterChange(state) {
      if (hint && hint.state !== state) clear();
    },
    /** Drops the hint on show (another panel took the board). */
    clear,
    /** A walk action ('previous', 'next', 'inner', 'outer') on the chain hint on show; false when there is none. */
    walk: (action) => walk.active && walk.act(action),
  };
}
