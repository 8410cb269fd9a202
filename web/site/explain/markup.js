// The Explain panel's markup, built once; explain/view.js fills in the values. The parts it fills or
// wires carry data-part (the walk's buttons also data-action, their action's name). A chain's walk
// (its buttons and the link's sentence) comes before the step's sentence, which is long for a
// chain: it stays near the step's buttons, in view with the board.

import {panelHead} from '../panel.js';

const icon = (path) =>
  `<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;
const ICONS = {
  first: icon('M6 5h2v14H6zM20 5v14L9 12z'),
  previous: icon('M16 5v14L5 12z'),
  next: icon('M8 5v14l11-7z'),
  last: icon('M16 5h2v14h-2zM4 5v14l11-7z'),
};

const walkButton = (action, label, keys, keyText) =>
  `<button type="button"${action === 'next' ? ' class="primary"' : ''} data-part="${action}" data-action="${action}" aria-label="${label}" ` +
  `aria-keyshortcuts="${keys}" title="${label} (${keyText})">${ICONS[action]}</button>`;

/** The panel's inner HTML. */
export function panelHtml() {
  return `
  ${panelHead('Explain', 'Close Explain')}
  <fieldset class="explain-ladder">
    <legend>Steps from</legend>
    <label><input type="radio" name="explain-ladder" value="rating" data-part="ladder-rating" checked> Rating ladder</label>
    <label><input type="radio" name="explain-ladder" value="teach" data-part="ladder-teach"> Hint ladder</label>
  </fieldset>
  <div class="explain-busy" data-part="busy" hidden>
    <p data-part="busy-text" role="status">Explaining…</p>
    <div class="explain-job">
      <progress aria-label="Explaining"></progress>
      <span class="explain-elapsed" data-part="elapsed"></span>
      <button type="button" data-part="cancel" data-action="cancel">Cancel</button>
    </div>
  </div>
  <p class="explain-problem" data-part="problem" role="alert" hidden></p>
  <div class="explain-result" data-part="result" hidden>
    <dl class="explain-figures">
      <div><dt>Rating</dt><dd data-part="rating"></dd></div>
      <div><dt>Level</dt><dd data-part="level"></dd></div>
      <div class="explain-hardest"><dt>Hardest step</dt><dd data-part="hardest"></dd></div>
    </dl>
    <p class="explain-note" data-part="note"></p>
    <div class="explain-walk" role="group" aria-label="Steps">
      ${walkButton('first', 'First step', 'Home', 'Home')}${walkButton('previous', 'Previous step', 'ArrowLeft', '←')}
      <output class="explain-counter" data-part="counter" aria-live="polite"></output>
      ${walkButton('next', 'Next step', 'ArrowRight', '→')}${walkButton('last', 'Last step', 'End', 'End')}
    </div>
    <div class="explain-step">
      <h3 data-part="technique"></h3>
      <p class="explain-from" data-part="from"></p>
      <div data-part="walk"></div>
      <p data-part="text"></p>
      <p class="explain-marks" data-part="marks"></p>
    </div>
    <ul class="explain-legend" aria-label="Marks on the board">
      <li><span class="explain-key" data-key="pattern" aria-hidden="true"></span> pattern (ring)</li>
      <li><span class="explain-key" data-key="place" aria-hidden="true"></span> placed (square)</li>
      <li><span class="explain-key" data-key="remove" aria-hidden="true"></span> removed (struck out)</li>
      <li><span class="explain-key" data-key="cause" aria-hidden="true"></span> cause (dotted)</li>
      <li><span class="explain-key" data-key="unit" aria-hidden="true"></span> unit</li>
      <li data-part="legend-links"><span class="explain-key" data-key="strong" aria-hidden="true"></span> strong link
        <span class="explain-key" data-key="weak" aria-hidden="true"></span> weak link</li>
    </ul>
  </div>
  <p class="panel-keys keys-help">Keys: ← → step, Home first, End last; a chain: [ ] link by link, I inner chain, O back out, W whole; Esc closes.</p>`;
}
