// Offline use of the hosted page: registers the site's service worker (service-worker.js, beside
// index.html), which keeps the site's files in a cache. Only on http and https, where a browser
// offers service workers; dist/sudoku.html from file:// (or an opaque origin, a sandboxed frame,
// a browser without them) goes without, quietly. Registers once the page has loaded, so that the
// worker's fetching of every file does not hold up the first solve. Never throws.

export function registerOffline() {
  try {
    if (!/^https?:$/.test(location.protocol) || !('serviceWorker' in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register('service-worker.js').catch(() => {
        // refused (no secure context, storage disabled, a policy): the page works online as before
      });
    };
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, {once: true});
  } catch {
    // navigator.serviceWorker throws a SecurityError where the origin is opaque
  }
}
