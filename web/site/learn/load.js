// The way into the lessons' room from the page: its link, its addresses (#learn, #learn/x-wing)
// and the offer of a step's lesson. Only this is in the page's bundle: the room (learn/room.js),
// which shows and leaves itself, loads with its data when first opened (scripts/bundle.mjs's
// ROOMS).

import {whatIs} from './catalog.js';

/** The lesson an address's fragment (without '#') names: '' for the index, null for none. */
export const lessonOfFragment = (fragment) => (/^learn(\/|$)/.test(fragment) ? fragment.slice(6) : null);

/**
 * The room's way in. `options` are the room's (learn/room.js's createRoom): `element` the room's
 * section, `layout` the page's main part (hidden while the room shows), `onPlay(puzzle)`,
 * `onLeave()`; `link` is the masthead's Lessons link (its address, #learn, opens the index);
 * `offerButton` shows "What is an X-Wing?" while a step is on show (offer()) and opens its
 * lesson. Returns {open(slug), isOpen(), offer(technique)}.
 */
export function createLearn({link, offerButton, ...options}) {
  let room = null; // the room, once asked for (a promise)
  let offered = null; // the technique whose lesson offerButton offers, or null

  // The lesson `slug` ('' the index), or the lesson of `technique`.
  async function open(slug, technique = null) {
    room ??= import('./room.js').then(({createRoom}) => createRoom(options));
    try {
      (await room).open(slug, technique);
    } catch (error) {
      room = null;
      link.textContent = `Lessons (not loaded: ${error.message})`;
    }
  }

  offerButton.addEventListener('click', () => open('', offered));
  window.addEventListener('hashchange', () => {
    const slug = lessonOfFragment(location.hash.slice(1));
    if (slug !== null) open(slug);
    else room?.then((shown) => shown.close());
  });

  return {
    open,
    isOpen: () => options.layout.hidden,
    /** Offers the lesson of `technique` (a step's name); null takes the offer back. */
    offer(technique) {
      offered = technique;
      offerButton.textContent = technique ? whatIs(technique) : '';
      offerButton.hidden = !technique;
    },
  };
}

/**
 * `stepView` (step-view.js's) that tells `offer(technique)` the technique of each step it draws
 * (a hint's second stage, an Explain step), and null when it clears: the page's one place where
 * steps are shown. A mistake of the player's (rating 0) is no technique.
 */
export function offeringLessons(stepView, offer) {
  return {
    draw(step, options) {
      stepView.draw(step, options);
      offer(step?.rating > 0 ? step.technique : null);
    },
    clear() {
      stepView.clear();
      offer(null);
    },
    hold() {
      stepView.hold();
      offer(null);
    },
  };
}
