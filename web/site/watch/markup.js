// The "Watch the search" panel's markup, built once (watch/draw.js fills in the values), and the
// pseudocode of both searches with the line each step kind executes.

import {panelHead} from '../panel.js';

/** Each search's pseudocode: [name, code, indent, comment] per line. */
const PSEUDOCODE = {
  textbook: {
    title: 'solve()',
    lines: [
      ['find', 'cell ← first empty cell'],
      ['solved', 'none left? return true'],
      ['try', 'for digit ← 1 to 9:', 1],
      ['safe', 'if safe(cell, digit):', 2],
      ['place', 'place digit in cell', 3],
      ['recurse', 'if solve(): return true', 3],
      ['undo', 'take digit back (undo)', 3],
      ['fail', 'return false', 1, 'no digit fits'],
    ],
  },
  fast: {
    title: 'search()',
    lines: [
      ['propagate', 'place every forced digit'],
      ['find', 'cell ← fewest candidates'],
      ['solved', 'none left? return true'],
      ['try', 'for each candidate digit:', 1],
      ['place', 'guess digit in cell', 2],
      ['recurse', 'if search(): return true', 2],
      ['undo', 'take back guess + forced', 2],
      ['fail', 'return false', 1, 'no candidate works'],
    ],
  },
};

/** The pseudocode line each step kind executes ('try' checks the digit: the "safe?" line). */
export const LINE_OF_KIND = Object.freeze({
  find: 'find',
  try: 'safe',
  place: 'place',
  undo: 'undo',
  fail: 'fail',
  solved: 'solved',
  propagate: 'propagate',
});

const icon = (path) =>
  `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;
const ICONS = {
  restart: icon('M6 5h2v14H6zM20 5v14L9 12z'),
  back: icon('M4 5h2v14H4zM18 5v14L7 12z'),
  play: `${icon('M7 4v16l13-8z')}${icon('M6 4h4v16H6zM14 4h4v16h-4z')}`,
  forward: icon('M18 5h2v14h-2zM6 5v14l11-7z'),
  end: icon('M16 5h2v14h-2zM3 5v14l6.5-7zM9.5 5v14L16 12z'),
};

const transportButton = (action, label, keys, keyText) =>
  `<button type="button" data-part="${action}" data-action="${action}" aria-label="${label}" ` +
  `aria-keyshortcuts="${keys}" title="${label} (${keyText})">${ICONS[action]}</button>`;

function codeList(algorithm, {title, lines}) {
  return (
    `<ol class="watch-code" data-code="${algorithm}" aria-label="Pseudocode of the ${algorithm === 'fast' ? 'fast' : 'textbook'} search"${algorithm === 'fast' ? ' hidden' : ''}>` +
    `<li class="watch-code-head"><code>${title}:</code></li>` +
    lines
      .map(
        ([name, text, indent = 0, comment]) =>
          `<li data-line="${name}" data-indent="${indent}"><code>${text}</code>` +
          `${comment ? `<span class="watch-comment">${comment}</span>` : ''}<span class="watch-value"></span></li>`,
      )
      .join('') +
    '</ol>'
  );
}

/**
 * The panel's inner HTML. The parts the drawing fills or the controls use carry data-part (the
 * transport buttons also data-action, their action's name); the search buttons data-algorithm.
 */
export function panelHtml() {
  return `
  ${panelHead('Watch the search', 'Stop watching', 'Stop watching')}
  <div class="watch-algorithms" role="group" aria-label="Which search">
    <button type="button" data-algorithm="textbook" aria-pressed="true">Textbook</button>
    <button type="button" data-algorithm="fast" aria-pressed="false">Fast</button>
  </div>
  <p class="watch-compare"><strong data-part="compare"></strong> <span data-part="compare-detail"></span></p>
  <p class="watch-cap-note" data-part="cap-note" hidden></p>
  <div class="watch-transport" role="group" aria-label="Playback">
    ${transportButton('restart', 'Restart', 'Home', 'Home')}${transportButton('back', 'Step back', 'ArrowLeft', '←')}${transportButton('play', 'Play', 'Space', 'Space')}${transportButton('forward', 'Step forward', 'ArrowRight', '→')}${transportButton('end', 'Skip to the end', 'End', 'End')}
  </div>
  <div class="watch-speed">
    <label for="watch-speed">Speed</label>
    <button type="button" data-part="slower" data-action="slower" aria-label="Slower" aria-keyshortcuts="-" title="Slower (−)">−</button>
    <input id="watch-speed" data-part="speed" type="range" min="0" max="12" step="1">
    <button type="button" data-part="faster" data-action="faster" aria-label="Faster" aria-keyshortcuts="+" title="Faster (+)">+</button>
    <output data-part="speed-value" for="watch-speed"></output>
  </div>
  <p class="watch-note" data-part="note" hidden></p>
  <p class="watch-now" data-part="now" aria-live="polite"></p>
  ${codeList('textbook', PSEUDOCODE.textbook)}${codeList('fast', PSEUDOCODE.fast)}
  <dl class="watch-counters">
    <div><dt>Placements</dt><dd data-part="placements">0</dd></div>
    <div><dt>Backtracks</dt><dd data-part="backtracks">0</dd></div>
    <div><dt>Depth</dt><dd data-part="depth">0</dd></div>
    <div><dt>Cells filled</dt><dd data-part="filled"></dd></div>
    <div class="watch-steps"><dt>Steps</dt><dd data-part="steps">0</dd></div>
  </dl>
  <ul class="watch-legend" aria-label="Colours on the board">
    <li><span class="swatch" data-watch="trying">4</span> trying</li>
    <li><span class="swatch" data-watch="rejected">4</span> clashes</li>
    <li><span class="swatch" data-watch="placed">4</span> placed</li>
    <li><span class="swatch" data-watch="undone">4</span> taken back</li>
    <li><span class="swatch" data-watch="forced">4</span> forced (fast)</li>
    <li><span class="watch-waiting-key">↳ ×7</span> calls waiting for a recursion</li>
  </ul>
  <details class="watch-settings">
    <summary>Step cap</summary>
    <label>Give up after <input data-part="cap" type="number" min="1" max="100000000" step="1" inputmode="numeric"> steps</label>
  </details>
  <p class="panel-keys keys-help">Keys: Space play/pause (Enter presses the focused button), ← → step, Home restart, End skip to the end, − + speed.</p>`;
}
