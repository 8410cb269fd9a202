// The options of Options that play reads, each kept (app/local-storage.js's settings, when it
// differs from its default): the Assists (app/assists.js: where a digit fits, same digit,
// matching notes, the pad's counts; and mistakes shown at once), and the play group: a placed
// digit leaving its peers' notes, Digit first, Count mistakes, which shows the game's mistake
// counter beside its clock, and Auto-notes, which fills every empty cell's notes when ticked and
// keeps them up to date. The board's row and column labels are app/labels.js's. And the
// completion touch: a row, column or box completed glows once (play.css, none under reduced
// motion).

import {applyAssists} from '../app/assists.js';
import {wireLabels} from '../app/labels.js';
import {loadSettings, saveSettings} from '../app/local-storage.js';
import {UNITS} from '../game/cells.js';

// Each option's checkbox id and its default.
const DEFAULTS = Object.freeze({
  'assist-fits': true,
  'assist-same': true,
  'assist-match': true,
  'assist-counts': true,
  'show-mistakes': false,
  'auto-notes': true,
  'digit-first': false,
  'count-mistakes': false,
  'auto-fill': false,
  'mistake-limit': false, // play/starts.js reads it
});
// The assists' names in the status line, which says one was turned on or off as the board and
// the pad are drawn again.
const SAID = {
  'assist-fits': 'Where a digit fits',
  'assist-same': 'Same digit',
  'assist-match': 'Matching notes',
  'assist-counts': 'The pad’s counts',
  'show-mistakes': 'Mistakes at once',
};

/**
 * `byId(id)` gives the page's elements; `session` the game on show; `play` play/play.js's.
 * Returns {autoFill}: whether Auto-notes is ticked.
 */
export function wireSettings({byId, session, play}) {
  const kept = loadSettings();
  const names = Object.keys(DEFAULTS);
  const box = (name) => byId(name);
  const now = () => Object.fromEntries(names.map((name) => [name, box(name).checked]));
  const follow = () => {
    document.documentElement.toggleAttribute('data-count-mistakes', box('count-mistakes').checked);
    applyAssists(now());
  };
  for (const name of names) {
    box(name).checked = typeof kept[name] === 'boolean' ? kept[name] : DEFAULTS[name];
    box(name).addEventListener('change', () => {
      const changed = Object.entries(now()).filter(([each, on]) => on !== DEFAULTS[each]);
      saveSettings(Object.fromEntries(changed));
      follow();
      if (SAID[name]) session.refresh(`${SAID[name]}: ${box(name).checked ? 'on' : 'off'}.`);
      if (name === 'auto-fill' && box(name).checked && play.game)
        session.play(
          {type: 'fill'},
          'auto-notes',
          'Auto-notes on: every empty cell’s notes are its candidates, kept up to date as you place digits.',
        );
    });
  }
  follow();
  wireLabels(byId('board-labels'));
  return {
    get autoFill() {
      return box('auto-fill').checked;
    },
  };
}

/**
 * The units (0-26) complete in `after` and not in `before` (states, game/model.js's): every
 * cell holding a digit, none twice. DOM-free.
 */
export function completedUnits(before, after) {
  const complete = (state, cells) =>
    new Set(cells.map((cell) => state.digits[cell]).filter((d) => d !== '.')).size === 9;
  return UNITS.flatMap((cells, unit) => (complete(after, cells) && !complete(before, cells) ? [unit] : []));
}

/** The completion touch on `cells` (the board's elements) of the units just completed. */
export function celebrate(cells, units) {
  for (const unit of units) {
    for (const cell of UNITS[unit]) {
      const element = cells[cell];
      element.classList.remove('done-glow');
      void element.offsetWidth; // restart the animation
      element.classList.add('done-glow');
      element.addEventListener('animationend', () => element.classList.remove('done-glow'), {once: true});
    }
  }
}
