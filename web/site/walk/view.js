// The walk of a chain step (walk/chain.js) as controls, in one row: ◀ and ▶ (previous and next
// link) around a counter, Inner (the link's inner chain) or Out (back out of it: an inner walk
// has no inner chains of its own, so the two share a place), and Whole (every path drawn at
// once, pressed again back to the link on show); then the link's own sentence, which assistive
// technology reads as it changes. A chain of more than a few links opens at its first link, the
// rest of it faint (chain.js's createWalker), a shorter one whole. Hints (play/hints.js) and Explain (explain/view.js) each have
// one; the board drawing is theirs, through step-view.js's draw(step, {walk}).
//
// Keys, the owner's to route here (act): [ previous link, ] next link, I inner chain, O back out,
// W whole.

import {keyboardLikely} from '../keyboard.js';
import {scrollBehavior} from '../motion.js';
import {chainWalkOf, createWalker} from './chain.js';

/** The keys of the walk, KeyboardEvent.key -> action. */
export const WALK_KEYS = Object.freeze({
  '[': 'previous',
  ']': 'next',
  i: 'inner',
  I: 'inner',
  o: 'outer',
  O: 'outer',
  w: 'whole',
  W: 'whole',
});

const MARKUP = `
  <div class="chain-walk-bar">
    <button type="button" data-walk="previous" aria-keyshortcuts="[" aria-label="Previous link" title="Previous link ([)"><span aria-hidden="true">◀</span></button>
    <span class="chain-walk-counter"><span data-walk-part="counter"></span><span data-walk-part="chain"></span></span>
    <button type="button" data-walk="next" aria-keyshortcuts="]" aria-label="Next link" title="Next link (])"><span aria-hidden="true">▶</span></button>
    <span class="chain-walk-depth">
      <button type="button" data-walk="inner" aria-keyshortcuts="I" aria-label="Inner chain" title="Open the inner chain (I)">Inner</button>
      <button type="button" data-walk="outer" aria-keyshortcuts="O" aria-label="Back out" title="Back out of the inner chain (O)" hidden>Out</button>
    </span>
    <button type="button" data-walk="whole" aria-keyshortcuts="W" aria-pressed="false" title="Every path at once (W)">Whole</button>
  </div>
  <p class="chain-walk-whole" data-walk-part="whole" tabindex="0" hidden></p>
  <p class="chain-walk-title" data-walk-part="title"></p>
  <p class="chain-walk-words" data-walk-part="words" aria-live="polite"></p>`;

// Where the walk is: "12 links" (at its start), "Link 3/12", "Inner 2/5", "Conclusion".
function counterText({depth, index, count, link}) {
  const top = depth === 0;
  const links = top ? count - 1 : count; // the top walk's last entry is its conclusion
  if (index < 0) return `${links} links`;
  if (link.conclusion) return 'Conclusion';
  return `${top ? 'Link' : 'Inner'} ${index + 1}/${links}`;
}

/**
 * A walk's controls inside `element` (emptied and filled here; hidden while no chain is on
 * show). `draw(drawing)` redraws the step with the walker's drawing() (null: the whole step).
 * `onAct()`, optional, is called after a button's action (the hint's owner gives the board its
 * focus back there). `say(words, link)`, optional, takes the link's sentence (link null while
 * the whole step is on show; at the link a long chain opens at, after the step's technique) in
 * place of the walk's own line: a hint says it in the status line, so that on a phone one line
 * under the tools holds it; the step's one sentence then shows under the row while Whole is
 * pressed (Explain shows it already).
 */
export function createChainWalkView({element, draw, onAct = () => {}, say = null}) {
  element.classList.add('chain-walk');
  element.setAttribute('role', 'group');
  element.setAttribute('aria-label', 'Walk the chain');
  element.innerHTML = MARKUP;
  element.hidden = true;
  const part = (name) => element.querySelector(`[data-walk-part="${name}"]`);
  if (say) {
    element.classList.add('chain-walk-said'); // its inner chain's title keeps to one line
    part('words').hidden = true;
    part('words').removeAttribute('aria-live'); // the status line is live already
  }
  const button = (name) => element.querySelector(`[data-walk="${name}"]`);
  let walker = null;
  let opening = false; // at the link the walk opened at, not moved yet
  let technique = ''; // the step's

  element.addEventListener('click', (event) => {
    const action = event.target.closest('[data-walk]')?.dataset.walk;
    if (!action) return;
    act(action);
    onAct();
  });

  function render() {
    const {depth, index, count, link, walk, whole} = walker;
    const top = depth === 0;
    // Two short lines of their own (the row keeps its height): where, and which chain of several.
    part('counter').textContent = counterText(walker);
    const several = top && walk.chains > 1 && link && !link.conclusion;
    part('chain').textContent = several ? `chain ${link.chain + 1}/${walk.chains}` : '';
    part('title').textContent = top ? '' : `Inner chain: ${walk.title}.`;
    part('title').hidden = top;
    let words;
    // The keys are named where a keyboard is likely; a touch screen has the buttons alone.
    const keys = keyboardLikely();
    if (whole) words = `Every path is drawn at once. Walk it link by link with ▶${keys ? ' (or ])' : ''}.`;
    else {
      const resumes = link.resumes
        ? `Chain ${link.chain + 1} goes as chain ${link.chain} did up to ${link.resumes}. `
        : '';
      const inner = link.inner ? ` Inner${keys ? ' (I)' : ''} shows why.` : '';
      words = `${resumes}${link.sentence}${inner}`;
    }
    // A hint's status line names the step where the walk opens at a link: nothing else does.
    if (say) say(opening && link ? `${technique}: ${words}` : words, link);
    else {
      part('words').textContent = words;
      keepInView(part('words'));
    }
    part('whole').hidden = !(say && whole);
    const disable = (name, off) => button(name).setAttribute('aria-disabled', String(off));
    disable('previous', index < 0);
    disable('next', index >= count - 1);
    disable('inner', !link?.inner);
    disable('outer', top);
    button('inner').hidden = !top;
    button('outer').hidden = top;
    button('whole').setAttribute('aria-pressed', String(whole));
    element.dataset.depth = String(depth);
    element.dataset.index = String(index);
    element.dataset.whole = String(whole);
    draw(walker.drawing());
  }

  function act(action) {
    if (!walker) return false;
    const moves = {
      previous: () => walker.step(-1),
      next: () => walker.step(1),
      inner: () => walker.enter(),
      outer: () => walker.leave(),
      whole: () => walker.toggleWhole(),
    };
    const moved = moves[action]?.() ?? false;
    if (moved) {
      opening = false;
      render();
    }
    return moved;
  }

  return {
    /** How many links the walk on show has (0: none). */
    get links() {
      return walker ? walker.walk.links.length - 1 : 0;
    },
    /**
     * Shows the walk of `step` when it has paths (true), else hides (false): the step is drawn
     * whole. A step whose paths are not paths (chainWalkOf throws) is drawn whole too, and said
     * in the console.
     */
    show(step) {
      let walk = null;
      try {
        walk = chainWalkOf(step);
      } catch (error) {
        console.error(error);
      }
      walker = walk ? createWalker(walk) : null;
      opening = Boolean(walker);
      technique = step?.technique ?? '';
      element.hidden = !walker;
      part('whole').textContent = walker ? step.text : '';
      if (walker) render();
      return Boolean(walker);
    },
    hide() {
      walker = null;
      element.hidden = true;
    },
    get active() {
      return Boolean(walker);
    },
    act,
  };
}

// A link's sentence may take more lines than the one before (a wide font wraps sooner), and the
// words sit last in their panel: when they end below the window, the page scrolls by what they
// overflow, never past their own top.
function keepInView(node) {
  const {top, bottom} = node.getBoundingClientRect();
  const below = Math.min(bottom + 8 - innerHeight, top);
  if (below > 0) scrollBy({top: below, behavior: scrollBehavior()});
}
