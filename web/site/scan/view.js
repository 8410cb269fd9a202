// "Scan a photo": the room, a panel beside the board (panel.js's createPanel, one panel at a time,
// main.js), loaded the first time it opens (scan/room.js). An image is decoded in the page
// (scan/photo.js), read by the scanner in a worker of the room's own, and shown: the image with
// the grid found outlined and the digits read over it, and the read as a 9x9 grid to correct
// (scan/read-grid.js; scan/read.js is its model). Accept loads the read on the set-up board (one
// undoable move); Cancel, Esc or closing leaves the board as it was.
//
// What the page gives it (so that its lazily loaded file holds the room alone, and starts no
// second copy of the page's machinery): createPanel and createPanelCall (panel.js: the room, and
// its calls, bounded and cancellable, with progress once one runs long) and createWorker (the
// client's createScanWorker).

import {roomHtml} from './markup.js';
import {decodePhoto, drawPhoto} from './photo.js';
import {puzzleOfRead, readOf, withDigit} from './read.js';
import {createReadGrid} from './read-grid.js';
import {failureWords, readWords, scanWords} from './words.js';

/**
 * The room inside `element` (#scan-view), opened and closed by `toggle` (#scan). `boardView` is
 * board.js's, lent while the room is open; `session` and `status` the page's (app/session.js,
 * app/status.js); `beforeOpen()` is called as it opens (the page closes the other panels there).
 * Resolves, once its stylesheet is in, to {open(file), close(options), onEscape(event)}:
 * open(file) opens the room and, given a file, scans it.
 */
export async function createScanView({
  element,
  toggle,
  boardView,
  session,
  status,
  beforeOpen,
  createPanel,
  createPanelCall,
  createWorker,
}) {
  await stylesheetIn();
  let shown = null; // the scan on show: {bitmap, corners, read}
  const panel = createPanel({
    element,
    html: roomHtml(),
    toggle,
    boardView,
    beforeOpen,
    onOpen: () => {},
    onClose: () => {
      calls.stop();
      forget();
      say('');
    },
    onAction: (action) => ACTIONS[action]?.(),
    focusOnOpen: 'file',
  });
  const {part} = panel;
  const calls = createPanelCall({
    part,
    call: readImage,
    createWorker,
    onTick: (text) => {
      part('elapsed').textContent = text;
    },
  });
  const grid = createReadGrid(part('grid'), (cell, digit) => {
    shown.read = withDigit(shown.read, cell, digit);
    render();
    say(...readWords(shown.read));
  });
  for (const name of ['file', 'camera']) {
    part(name).addEventListener('change', (event) => {
      const [file] = event.target.files;
      event.target.value = ''; // the same file chosen again scans again
      if (file) scan(file);
    });
  }

  const ACTIONS = {
    close: () => panel.close({focusBoard: true}),
    cancel: () => {
      if (calls.stop()) say(failureWords({name: 'AbortError'}));
    },
    accept,
    discard: () => {
      panel.close();
      toggle.focus();
      status.set('Scan cancelled: the board is as it was.');
    },
  };

  const say = (text, tone = '') => {
    part('message').textContent = text;
    part('message').dataset.tone = tone;
  };

  function render() {
    drawPhoto(part('photo'), shown.bitmap, shown.corners, shown.read);
    grid.show(shown.read);
    part('accept').setAttribute('aria-disabled', String(!shown.read.digits.some(Boolean)));
  }

  function forget() {
    shown?.bitmap.close();
    shown = null;
    part('result').hidden = true;
  }

  // Decodes `file` and scans it in `worker`: {photo} when it is no image (photo.error says so),
  // else {photo, result}. Run as the room's call (panel.js's createPanelCall): bounded, cancellable.
  async function readImage(worker, file, controls) {
    const photo = await decodePhoto(file);
    if (photo.error) return {photo};
    try {
      return {photo, result: await worker.scan(photo.pixels, controls)};
    } catch (error) {
      photo.bitmap.close();
      throw error;
    }
  }

  async function scan(file) {
    calls.stop();
    forget();
    say('Reading the image…');
    const answer = await calls.start(file);
    if (!answer) return; // stopped: whoever stopped it said so
    if (answer.error) return say(failureWords(answer.error), 'error');
    const {photo, result} = answer.result;
    if (photo.error) return say(photo.error, 'error');
    shown = {bitmap: photo.bitmap, corners: result.corners, read: readOf(result)};
    part('result').hidden = false;
    render();
    say(...scanWords(result, shown.read, answer.elapsed));
    // The read to check, where there is one; else the way to another image.
    if (result.corners.length) grid.focusFirst();
    else part('file').focus();
  }

  function accept() {
    if (!shown?.read.digits.some(Boolean)) return;
    const {read} = shown;
    const fixed = read.corrected.size ? `, ${read.corrected.size} corrected` : '';
    const count = read.digits.filter(Boolean).length;
    panel.close({focusBoard: true});
    session.play(
      {type: 'load', puzzle: puzzleOfRead(read)},
      'the scan',
      `Scanned a puzzle: ${count} digits${fixed}. Undo brings the board back.`,
      'ok',
    );
  }

  return {
    async open(file) {
      panel.open();
      if (file) await scan(file);
    },
    close: (options) => panel.close(options),

    /** Esc, the page's: stops a running scan; else closes the room when the focus is in it, on the board, or nowhere. */
    onEscape(event) {
      if (!panel.isOpen || event.ctrlKey || event.metaKey || event.altKey) return false;
      if (calls.stop()) say(failureWords({name: 'AbortError'}));
      else if (event.target === document.body || panel.holds(event.target)) panel.close({focusBoard: true});
      else return false;
      return true;
    },
  };
}

// The room's stylesheet: the hosted page links scan/scan.css now (the page waits for it, so the room
// never shows unstyled); the offline file holds it already, which its --scan-styles says.
function stylesheetIn() {
  if (getComputedStyle(document.documentElement).getPropertyValue('--scan-styles')) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = Object.assign(document.createElement('link'), {rel: 'stylesheet', href: 'scan/scan.css'});
    link.addEventListener('load', resolve, {once: true});
    link.addEventListener('error', () => reject(new Error('scan.css did not load')), {once: true});
    document.head.append(link);
  });
}
