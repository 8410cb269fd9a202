// The walk of a chain step (walk/chain.js) as controls, in one row: ◀ and ▶ (previous and next
// link) around a counter, Inner (the link's inner chain) or Out (back out of it: an inner walk
// has no inner chains of its own, so the two share a place), and, for a hint, Whole (the step's
// whole sentence, over what is above the row); then the link's own sentence, which assistive
// technology reads as it changes. Hints (play/hints.js) and Explain (explain/view.js) each have
// one; the board drawing is theirs, through step-view.js's draw(step, {walk}).
//
// Keys, the owner's to route here (act): [ previous link, ] next link, I inner chain, O back out.

import {chainWalkOf, createWalker} from './chain.js';

/** The keys of the walk, KeyboardEvent.key -> action. */
export const WALK_KEYS = Object.freeze({'[': 'previous', ']': 'next', i: 'inner', I: 'inner', o: 'outer', O: 'outer'});

const MARKUP = `
  <div class="chain-walk-bar">
    <button type="button" data-walk="previous" aria-keyshortcuts="[" aria-label="Previous link" title="Previous link ([)"><span aria-hidden="true">◀</span></button>
    <span class="chain-walk-counter"><span data-walk-part="counter"></span><span data-walk-part="chain"></span></span>
    <button type="button" data-walk="next" aria-keyshortcuts="]" aria-label="Next link" title="Next link (])"><span aria-hidden="true">▶</span></button>
    <span class="chain-walk-depth">
      <button type="button" data-walk="inner" aria-keyshortcuts="I" aria-label="Inner chain" title="Open the inner chain (I)">Inner</button>
      <button type="button" data-walk="outer" aria-keyshortcuts="O" aria-label="Back out" title="Back out of the inner chain (O)" hidden>Out</button>
    </span>
    <details class="chain-walk-whole" data-walk-part="whole-box"><summary aria-label="The whole chain in words" title="The whole chain in words">Whole</summary>
      <p data-walk-part="whole" tabindex="0"></p></details>
  </div>
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
 * focus back there). With `whole` true the step's one sentence is kept in a disclosure in the
 * row (a hint's: the status line says only what it is); Explain shows it already. `say(words,
 * link)`, optional, takes the link's sentence (link null at the walk's start) in place of the
 * walk's own line: a hint says it in the status line, so that on a phone one line under the
 * tools holds it.
 */
export function createChainWalkView({element, draw, onAct = () => {}, whole = false, say = null}) {
  element.classList.add('chain-walk');
  element.setAttribute('role', 'group');
  element.setAttribute('aria-label', 'Walk the chain');
  element.innerHTML = MARKUP;
  element.hidden = true;
  const part = (name) => element.querySelector(`[data-walk-part="${name}"]`);
  part('whole-box').hidden = !whole;
  if (say) {
    element.classList.add('chain-walk-said'); // its inner chain's title keeps to one line
    part('words').hidden = true;
    part('words').removeAttribute('aria-live'); // the status line is live already
  }
  const button = (name) => element.querySelector(`[data-walk="${name}"]`);
  let walker = null;

  element.addEventListener('click', (event) => {
    const action = event.target.closest('[data-walk]')?.dataset.walk;
    if (!action) return;
    act(action);
    onAct();
  });

  function render() {
    const {depth, index, count, link, walk} = walker;
    const top = depth === 0;
    // Two short lines of their own (the row keeps its height): where, and which chain of several.
    part('counter').textContent = counterText(walker);
    const several = top && walk.chains > 1 && link && !link.conclusion;
    part('chain').textContent = several ? `chain ${link.chain + 1}/${walk.chains}` : '';
    part('title').textContent = top ? '' : `Inner chain: ${walk.title}.`;
    part('title').hidden = top;
    let words;
    if (index < 0) words = 'The whole chain is drawn. Walk it link by link with ▶ (or ]).';
    else {
      const resumes = link.resumes
        ? `Chain ${link.chain + 1} goes as chain ${link.chain} did up to ${link.resumes}. `
        : '';
      const inner = link.inner ? ' Inner (I) shows why.' : '';
      words = `${resumes}${link.sentence}${inner}`;
    }
    if (say) say(words, link);
    else part('words').textContent = words;
    const disable = (name, off) => button(name).setAttribute('aria-disabled', String(off));
    disable('previous', index < 0);
    disable('next', index >= count - 1);
    disable('inner', !link?.inner);
    disable('outer', top);
    button('inner').hidden = !top;
    button('outer').hidden = top;
    element.dataset.depth = String(depth);
    element.dataset.index = String(index);
    draw(walker.drawing());
  }

  function act(action) {
    if (!walker) return false;
    const moved =
      action === 'previous'
        ? walker.step(-1)
        : action === 'next'
          ? walker.step(1)
          : action === 'inner'
            ? walker.enter()
            : action === 'outer'
              ? walker.leave()
              : false;
    if (moved) render();
    return moved;
  }

  return {
    /** How many links the walk on show has (0: none). */
    get links() {
      return walker ? walker.walk.links.length - 1 : 0;
    },
    /** Shows the walk of `step` when it is a chain (true), else hides (false); the step is drawn whole. */
    show(step) {
      const walk = chainWalkOf(step);
      walker = walk ? createWalker(walk) : null;
      element.hidden = !walker;
      part('whole').textContent = walker ? step.text : '';
      part('whole-box').open = false;
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
