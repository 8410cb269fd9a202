// A room of the page loaded the first time it opens: its door (the toggle, and any other way in
// the room's own door module wires) is in the page's bundle, the room itself is a module of its
// own that the door imports with import(). scripts/bundle.mjs's ROOMS keeps that import out of
// the hosted page's page.js (the room is a file beside it, fetched when first opened: the page's
// transfer before its first solve has a budget); the offline page's one script holds the room.

/**
 * The calls the page makes on a panel ({rerunFor, close, onEscape}), each doing nothing until the
 * room has loaded, and `ready()`, the room once loaded (a promise; null when it could not load,
 * after `onError(error)`: a later door tries again). `load()` imports the room and makes its view,
 * which must have open(); `toggle` opens it the first time (the view's own listener, createPanel's,
 * takes the clicks after).
 */
export function createLazyRoom({toggle, load, onError}) {
  let view = null; // the room, once loaded
  let loading = null; // its promise, while it loads

  function ready() {
    loading ??= load()
      .then((made) => {
        view = made;
        return made;
      })
      .catch((error) => {
        loading = null;
        onError(error);
        return null;
      });
    return loading;
  }

  toggle.addEventListener('click', () => {
    if (!view) ready().then((made) => made?.open());
  });

  return {
    ready,
    rerunFor: (puzzle) => view?.rerunFor?.(puzzle),
    close: (options) => view?.close(options),
    onEscape: (event) => view?.onEscape(event) ?? false,
  };
}
