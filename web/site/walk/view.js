// The walk of a chain step (walk/chain.js) as controls: Previous and Next link, Inner chain and
// Back out, a counter and the link's own sentence, which assistive technology reads as it
// changes. Hints (play/hints.js) and Explain (explain/view.js) each have one; the board drawing
// is theirs, through step-view.js's draw(step, {walk}).
//
// Keys, the owner's to route here (act): [ previous link, ] next link, I inner chain, O back out.

import {chainWalkOf, createWalker} from './chain.js';

/** The keys of the walk, KeyboardEvent.key -> action. */
export const WALK_KEYS = Object.freeze({'[': 'previous', ']': 'next', i: 'inner', I: 'inner', o: 'outer', O: 'outer'});

const MARKUP = `
  <div class="chain-walk-bar">
    <button type="button" data-walk="previous" aria-keyshortcuts="[" aria-label="Previous link" title="Previous link ([)"><span aria-hidden="true">◀</span> Link</button>
    <span class="chain-walk-counter" data-walk-part="counter"></span>
    <button type="button" data-walk="next" aria-keyshortcuts="]" aria-label="Next link" title="Next link (])">Link <span aria-hidden="true">▶</span></button>
    <button type="button" data-walk="inner" aria-keyshortcuts="I" title="Open the inner chain (I)">Inner chain</button>
    <button type="button" data-walk="outer" aria-keyshortcuts="O" title="Back out of the inner chain (O)">Back out</button>
  </div>
  <p class="chain-walk-title" data-walk-part="title"></p>
  <p class="chain-walk-words" data-walk-part="words" aria-live="polite"></p>
  <details class="chain-walk-whole" data-walk-part="whole-box"><summary>The whole chain in words</summary>
    <p data-walk-part="whole"></p></details>`;

/**
 * A walk's controls inside `element` (emptied and filled here; hidden while no chain is on
 * show). `draw(drawing)` redraws the step with the walker's drawing() (null: the whole step).
 * `onAct()`, optional, is called after a button's action (the hint's owner gives the board its
 * focus back there). With `whole` true the step's one sentence is kept in a disclosure under the
 * walk (a hint's: the status line says only what it is); Explain shows it already.
 */
export function createChainWalkView({element, draw, onAct = () => {}, whole = false}) {
  element.classList.add('chain-walk');
  element.setAttribute('role', 'group');
  element.setAttribute('aria-label', 'Walk the chain');
  element.innerHTML = MARKUP;
  element.hidden = true;
  element.querySelector('[data-walk-part="whole-box"]').hidden = !whole;
  const part = (name) => element.querySelector(`[data-walk-part="${name}"]`);
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
    const links = top ? count - 1 : count; // the top walk's last entry is its conclusion
    let counter;
    if (index < 0) counter = `A chain of ${links} links`;
    else if (link.conclusion) counter = 'Conclusion';
    else counter = `${top ? 'Link' : 'Inner link'} ${index + 1} of ${links}`;
    if (top && walk.chains > 1 && link && !link.conclusion) counter += `, chain ${link.chain + 1} of ${walk.chains}`;
    part('counter').textContent = counter;
    part('title').textContent = top ? '' : `Inner chain: ${walk.title}.`;
    part('title').hidden = top;
    let words;
    if (index < 0) words = 'The whole chain is drawn. Walk it link by link with Link ▶ (or ]).';
    else {
      const resumes = link.resumes
        ? `Chain ${link.chain + 1} goes as chain ${link.chain} did up to ${link.resumes}. `
        : '';
      const inner = link.inner ? ' Inner chain (I) shows why.' : '';
      words = `${resumes}${link.sentence}${inner}`;
    }
    part('words').textContent = words;
    const disable = (name, off) => button(name).setAttribute('aria-disabled', String(off));
    disable('previous', index < 0);
    disable('next', index >= count - 1);
    disable('inner', !link?.inner);
    disable('outer', top);
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
