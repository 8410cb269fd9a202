// A panel beside the board that borrows it while open: "Watch the search" (watch/) and
// "Explain" (explain/). The machinery they share lives here: the panel's markup and its parts,
// the clicks on its action buttons, the toggle button, opening (the board lent read-only,
// brought into view, the focus moved into the panel) and closing (the board given back). What
// the panel does while open is its own.
// The page keeps one open at a time (main.js), and app/controls.js's one Esc handler asks each
// panel whether Esc is its (the panels' onEscape).

import {scrollBehavior} from './motion.js';

/**
 * The panel inside `element` (a section of index.html), filled with `html`, whose elements with
 * data-part="name" are part('name'); a click on a button with data-action="name" calls
 * `onAction(name)` while the panel is open, unless the button is aria-disabled. `toggle` is the button that opens and closes it: its
 * aria-expanded follows, and its text becomes `openText` while open when one is given.
 * `boardView` is board.js's view, lent while the panel is open; `onRefusedMove()` is told of a
 * move typed on it. As it opens: `beforeOpen()` (the page closes the other panel), then
 * `onOpen()` (the panel's work starts), then the board scrolls into view (and the part
 * `keepInView`, when named, if it would be below the screen), and the part `focusOnOpen` takes
 * the focus. As it closes: `onClose()` (the panel's work stops, its drawing goes), then it hides
 * and gives the board back.
 */
export function createPanel({
  element,
  html,
  toggle,
  openText = null,
  boardView,
  onRefusedMove = () => {},
  beforeOpen = () => {},
  onOpen,
  onClose,
  onAction,
  focusOnOpen,
  keepInView = null,
}) {
  element.innerHTML = html;
  const parts = {};
  for (const node of element.querySelectorAll('[data-part]')) parts[node.dataset.part] = node;
  const part = (name) => parts[name];
  const grid = boardView.cells[0].closest('[role=grid]');
  const closedText = toggle.textContent;
  let open = false;
  element.addEventListener('click', (event) => {
    const button = event.target.closest('button[data-action]');
    if (button && open && button.getAttribute('aria-disabled') !== 'true') onAction(button.dataset.action);
  });

  // The panel and its toggle say whether it is open (panel.css hides the pad while one is).
  function setShown(shown) {
    open = shown;
    element.hidden = !shown;
    toggle.setAttribute('aria-expanded', String(shown));
    if (openText) toggle.textContent = shown ? openText : closedText;
  }

  // The board in view, and `keepInView` (the panel may open below the board, out of view).
  function bringIntoView() {
    const behavior = scrollBehavior();
    const below = keepInView ? part(keepInView).getBoundingClientRect().bottom + 16 - innerHeight : 0;
    if (grid.getBoundingClientRect().top < 0) grid.scrollIntoView({block: 'start', behavior});
    else if (below > 0) scrollBy({top: below, behavior});
  }

  const panel = {
    element,
    part,

    get isOpen() {
      return open;
    },

    /** Whether `node` is in the panel or on the board it borrows (where its Esc applies). */
    holds: (node) => element.contains(node) || grid.contains(node),

    /** Opens the panel (when closed). */
    open() {
      if (open) return;
      beforeOpen();
      setShown(true);
      boardView.lend(onRefusedMove);
      onOpen();
      bringIntoView();
      part(focusOnOpen).focus({preventScroll: true});
    },

    /** Closes the panel (when open) and gives the board back; the focus moves to the toggle when told to. */
    close({focusToggle = false} = {}) {
      if (!open) return;
      onClose();
      setShown(false);
      boardView.reclaim();
      if (focusToggle) toggle.focus();
    },
  };
  toggle.addEventListener('click', () => (open ? panel.close({focusToggle: true}) : panel.open()));
  return panel;
}
