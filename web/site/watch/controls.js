// Turns the "Watch the search" panel's buttons and keys into a WatchPlayer's calls
// (watch/player.js). Esc is not here: app/controls.js decides, since Esc first cancels a running
// Solve or Check.

// Shortcuts while the panel is open; not in text fields. Space plays and pauses anywhere in the
// panel and on the board, and does nothing else: a focused button of the panel is not pressed
// again (after a click on Step forward, Space plays; Enter presses the focused button). Outside
// the panel, Space and Enter stay the focused button's.
const KEYS = {
  ' ': 'play',
  k: 'play',
  ArrowRight: 'forward',
  l: 'forward',
  ArrowLeft: 'back',
  j: 'back',
  Home: 'restart',
  End: 'end',
  '-': 'slower',
  '+': 'faster',
  '=': 'faster',
};

/**
 * Wires the panel. `actions` maps each data-action name (and KEYS' values) to what it does;
 * `onAlgorithm(name)` is called for the Textbook and Fast buttons; `isOpen()` tells whether the
 * panel is open (the keys act only then); `part(name)` is the panel's element with that data-part.
 * A button marked aria-disabled does nothing, by click or by key.
 */
export function wireWatchControls({panel, part, actions, onAlgorithm, isOpen}) {
  panel.addEventListener('click', (event) => {
    const button = event.target.closest('button');
    if (!button || !isOpen()) return;
    if (button.dataset.algorithm) onAlgorithm(button.dataset.algorithm);
    else if (button.dataset.action && button.getAttribute('aria-disabled') !== 'true') actions[button.dataset.action]();
  });

  // A Space whose keydown played or paused: its keyup must not press the focused button.
  let spaceTaken = false;
  document.addEventListener('keyup', (event) => {
    if (event.key !== ' ' || !spaceTaken) return;
    spaceTaken = false;
    event.preventDefault();
  });
  document.addEventListener('keydown', (event) => {
    if (!isOpen() || event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target;
    if (event.key === ' ' && panel.contains(target) && !target.closest('input:not([type=range]), textarea, select')) {
      event.preventDefault();
      spaceTaken = true;
      // Holding Space down plays or pauses once.
      if (!event.repeat && part('play').getAttribute('aria-disabled') !== 'true') actions.play();
      return;
    }
    if (target.closest?.('input, textarea, select, [contenteditable]')) return;
    if ((event.key === ' ' || event.key === 'Enter') && target.closest && target.closest('button, summary')) return;
    const action = KEYS[event.key];
    if (!action) return;
    event.preventDefault();
    const button = part(action);
    if (button && button.getAttribute('aria-disabled') === 'true') return;
    actions[action]();
  });
}
