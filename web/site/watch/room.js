// "Watch the search"'s door, in the page's bundle: the room (watch/view.js, the search played on
// the board, and its player) loads the first time the panel opens (lazy-room.js).

import {createLazyRoom} from '../lazy-room.js';

/** The panel of watch/view.js's createWatchView(`options`), loaded when `options.toggle` first opens it. */
export function createWatchRoom(options) {
  return createLazyRoom({
    toggle: options.toggle,
    load: async () => (await import('./view.js')).createWatchView(options),
    onError: (error) => options.status.set(`Watch the search did not load: ${error.message}.`, 'error'),
  });
}
