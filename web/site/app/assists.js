// The assists the player controls (Options' Assists), each on until turned off: where the digit
// in focus fits (a ring, and a dot in a cell without marks), the cells holding that digit shaded,
// its notes marked, and the pad's count of each digit left. board.js and app/controls.js always
// draw them; the ones turned off are named in data-assists-off on <html> ("fits counts"), which
// style.css and play/play.css read, so that an assist turned off hides exactly its own marks.
// They are kept with the play options (app/local-storage.js's settings: "assist-fits": false);
// theme-early.js applies them before the first paint.

import {loadSettings} from './local-storage.js';

/** The assists by their names in data-assists-off; the checkbox of each is #assist-NAME. */
export const ASSISTS = Object.freeze(['fits', 'same', 'match', 'counts']);

/** Shows the assists as `settings` (the kept play options, {name: boolean}) say: those off go. */
export function applyAssists(settings = loadSettings()) {
  const off = ASSISTS.filter((name) => settings[`assist-${name}`] === false);
  if (off.length) document.documentElement.dataset.assistsOff = off.join(' ');
  else delete document.documentElement.dataset.assistsOff;
}

/** Whether assist `name` (one of ASSISTS) is on, as the page shows it. */
export const assistOn = (name) => !(document.documentElement.dataset.assistsOff ?? '').split(' ').includes(name);
