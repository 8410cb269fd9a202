// The site's service worker: it keeps every file of the site (the page, its scripts and
// stylesheets, the icons, the manifest, the solver's module, worker and wasm, the scan room and
// its scanner) in one cache, so that the page opens, solves and scans with no network once it has
// been visited.
// web/site/app/offline.js registers it (http and https only). A classic script, not bundled:
// scripts/assemble.mjs copies it with the PRECACHE line below filled in (scripts/precache.mjs
// says how): the prefix of its caches' names, the cache's name, which changes whenever any file
// of the site does, and the files.
//
// - install: fetch every file (past the HTTP cache) into the build's cache;
// - activate: delete the caches of other builds, take charge of open pages;
// - fetch: a listed file from the cache first, else from the network; a navigation to the page
//   (any query; a fragment never reaches here) gets the cached index.html. Anything else goes to
//   the network untouched.
// A new build's worker waits (no skipWaiting) until no page of the old build is open: an open page
// keeps getting its own build's files, whose worker may start again later (Cancel restarts it).

const PRECACHE = {prefix: 'sudoku-wasm-', cache: 'sudoku-wasm-dev', files: []};

const scope = new URL(self.registration.scope);
const listed = new Set(PRECACHE.files.map((file) => new URL(file, scope).href));
const page = new URL('./', scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(PRECACHE.cache)
      .then((cache) =>
        cache.addAll(PRECACHE.files.map((file) => new Request(new URL(file, scope), {cache: 'no-cache'}))),
      ),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PRECACHE.prefix) && name !== PRECACHE.cache)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const {request} = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.hash = '';
  let key = null;
  if (request.mode === 'navigate' && [scope.pathname, `${scope.pathname}index.html`].includes(url.pathname)) key = page;
  else if (url.search === '' && listed.has(url.href)) key = url.href;
  if (key === null) return;
  event.respondWith(
    caches
      .open(PRECACHE.cache)
      .then((cache) => cache.match(key))
      .then((cached) => cached ?? fetch(request)),
  );
});
