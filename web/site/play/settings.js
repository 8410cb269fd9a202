// The play options of Options that are kept (app/local-storage.js's settings): Count mistakes,
// which shows the game's mistake counter beside its clock, and Auto-notes, which fills every
// empty cell's notes when ticked and keeps them up to date: a digit placed leaves its peers'
// notes. And the completion touch: a row, column or box completed glows once (play.css, none
// under reduced motion). And the board's row and column labels (app/labels.js).

import {wireLabels} from '../app/labels.js';
import {loadSettings, saveSettings} from '../app/local-storage.js';
import {UNITS} from '../game/cells.js';

const NAMES = ['count-mistakes', 'auto-fill', 'mistake-limit']; // Mistake limit: play/starts.js reads it

/**
 * `byId(id)` gives the page's elements; `session` the game on show; `play` play/play.js's.
 * Returns {autoFill}: whether Auto-notes is ticked.
 */
export function wireSettings({byId, session, play}) {
  const kept = loadSettings();
  const box = (name) => byId(name);
  const follow = () => {
    document.documentElement.toggleAttribute('data-count-mistakes', box('count-mistakes').checked);
  };
  for (const name of NAMES) {
    box(name).checked = kept[name] === true;
    box(name).addEventListener('change', () => {
      saveSettings(Object.fromEntries(NAMES.map((each) => [each, box(each).checked])));
      follow();
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
