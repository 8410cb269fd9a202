// "Scan a photo" (issue 43): the room's doors, which are in the page's bundle: the Scan a photo
// button, an image pasted on the page and an image dropped on the board, in set-up. The room
// itself (scan/view.js, scan/scan.css) is loaded the first time a door opens, so that the page's
// transfer before its first solve does not carry it: the hosted page fetches scan/view.js
// (lazy-room.js) and scan/scan.css; the offline file holds both and starts them from itself.

import {createLazyRoom} from '../lazy-room.js';

/**
 * The room in `element` (#scan-view), opened by `toggle` (#scan); `board` is #board, where an
 * image may be dropped; `inSetUp()` says whether the page is in set-up (the doors are set-up's).
 * `parts` are what scan/view.js's createScanView takes from the page (see there). Returns a
 * panel's calls as main.js makes them (lazy-room.js).
 */
export function createScanRoom({element, toggle, board, inSetUp, parts}) {
  const room = createLazyRoom({
    toggle,
    load: async () => (await import('./view.js')).createScanView({element, toggle, ...parts}),
    onError: (error) => parts.status.set(`Scan a photo did not load: ${error.message}.`, 'error'),
  });

  const imageOf = (files) => [...(files ?? [])].find((file) => file.type.startsWith('image/')) ?? null;
  const openWith = (file) => room.ready().then((made) => made?.open(file));

  // An image pasted anywhere but in a text field; text on the clipboard is a puzzle's
  // (app/puzzle-input.js reads it), and goes first.
  document.addEventListener('paste', (event) => {
    const data = event.clipboardData;
    const image = imageOf(data?.files);
    if (!image || !inSetUp() || event.target.closest?.('input, textarea') || data.getData('text/plain').trim()) return;
    event.preventDefault();
    openWith(image);
  });

  // A file dragged over the board in set-up may be dropped there: the first image of the drop
  // is scanned; a drop of no image opens the room, which says so.
  const carriesFiles = (event) => event.dataTransfer?.types.includes('Files') && inSetUp();
  board.addEventListener('dragover', (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  });
  board.addEventListener('drop', (event) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    const files = [...event.dataTransfer.files];
    openWith(imageOf(files) ?? files[0]);
  });

  return room;
}
