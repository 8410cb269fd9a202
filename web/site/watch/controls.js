// Turns the "Watch the search" panel's keys and its search buttons (Textbook, Fast) into a
// WatchPlayer's calls (watch/player.js); clicks on its other buttons reach the same actions
// through panel.js. Esc is not here: app/controls.js decides, since Esc first cancels a running
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
 * Wires the panel's keys and its Textbook and Fast buttons (its data-action buttons' clicks are
 * panel.js's). `actions` maps KEYS' values to what they do; `onAlgorithm(name)` is called for
 * the Textbook and Fast buttons; `isOpen()` tells whether the panel is open (they act only
 * then); `part(name)` is the panel's element with that data-part. A key whose button is marked
 * aria-disabled does nothing, as a click on it does nothing.
 */
export function wireWatchControls({panel, part, actions, onAlgorithm, isOpen}) {
  panel.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-algorithm]');
    if (button && isOpen()) onAlgorithm(button.dataset.algorithm);
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
