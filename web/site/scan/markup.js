// The scan room's markup, built once; scan/view.js fills and wires it. The parts it fills or
// wires carry data-part (its buttons also data-action, their action's name).

import {panelHead} from '../panel.js';

/** The room's inner HTML. */
export function roomHtml() {
  return `
  ${panelHead('Scan a photo', 'Close Scan a photo')}
  <p class="scan-intro">A photo or a screenshot of a Sudoku: choose one, paste one, or drop it on the board. It is read here, in your browser; nothing is sent anywhere.</p>
  <div class="scan-choose">
    <label class="scan-file"><input type="file" accept="image/*" data-part="file">Choose an image…</label>
    <label class="scan-file scan-camera"><input type="file" accept="image/*" capture="environment" data-part="camera">Take a photo…</label>
  </div>
  <div class="scan-busy" data-part="busy">
    <progress aria-label="Reading the image"></progress>
    <span class="elapsed" data-part="elapsed"></span>
    <button type="button" data-part="cancel" data-action="cancel">Cancel</button>
  </div>
  <p class="scan-message" data-part="message" role="status"></p>
  <div class="scan-result" data-part="result" hidden>
    <canvas class="scan-photo" data-part="photo" role="img" aria-label="The image, with the grid found outlined and the digits read drawn over their cells"></canvas>
    <div class="scan-read" role="group" aria-labelledby="scan-read-title" aria-describedby="scan-read-help">
      <h3 id="scan-read-title">Digits read</h3>
      <p id="scan-read-help" class="scan-help">? marks a cell hard to read. <span class="keys-help">Type a digit to correct a cell, 0 or Delete to empty it; arrows move.</span><span class="touch-help">Tap a cell to correct it; leave it blank for empty.</span></p>
      <div class="scan-grid" data-part="grid"></div>
    </div>
    <div class="scan-buttons">
      <button type="button" class="primary" data-part="accept" data-action="accept">Accept</button>
      <button type="button" data-part="discard" data-action="discard">Cancel</button>
    </div>
  </div>
  <p class="panel-keys keys-help">Keys: Esc cancels, or closes.</p>`;
}
