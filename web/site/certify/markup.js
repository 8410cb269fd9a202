// The Certify panel's markup, built once; certify/view.js fills in the values. The parts it
// fills or wires carry data-part (its buttons also data-action, their action's name).

import {panelHead} from '../panel.js';

/** The panel's inner HTML. */
export function panelHtml() {
  return `
  ${panelHead('Certificate', 'Close the certificate')}
  <div class="certify-busy" data-part="busy" hidden>
    <p role="status">Certifying…</p>
    <button type="button" data-part="cancel" data-action="cancel">Cancel</button>
  </div>
  <p class="certify-problem" data-part="problem" role="alert" hidden></p>
  <div class="certify-result" data-part="result" hidden>
    <dl class="certify-figures" data-part="figures"></dl>
    <p class="certify-techniques" data-part="techniques"></p>
    <p class="certify-note" data-part="note"></p>
    <div class="certify-text">
      <label for="certify-text">Forum text</label>
      <textarea id="certify-text" data-part="text" rows="5" readonly spellcheck="false"></textarea>
      <div class="certify-copy">
        <button type="button" data-part="copy" data-action="copy">Copy text</button>
        <a data-part="link" href="#">Play link</a>
        <span class="certify-copied" data-part="copied" role="status"></span>
      </div>
    </div>
  </div>
  <p class="panel-keys keys-help">Keys: Esc closes.</p>`;
}
