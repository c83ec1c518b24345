// The site's service worker: after one visit the game loads with no network.
//
// Every file a visit can fetch is precached at install into a cache named
// after the version, each checked against the hash the build wrote
// (sw-manifest.js, from tools/site-manifest.mjs), so a cache holds one
// version's files and nothing else. A worker serves only from its own
// version's cache, and it controls a page from that page's load on: a page
// never runs one version's code with another's files.
//
// A new version installs beside the running one and waits; the page offers
// to reload (js/app/updates.js), and its Reload button asks the waiting worker to
// take over ('skip-waiting'). Taking over deletes the other versions' caches.
/* global importScripts */
importScripts('./sw-manifest.js');

/** @type {{ version: string, files: { url: string, integrity: string }[] }} */
const PRECACHE = /** @type {any} */ (self).OMWESO_PRECACHE;
const CACHE_PREFIX = 'omweso-';
const CACHE = `${CACHE_PREFIX}${PRECACHE.version}`;
const SCOPE = /** @type {any} */ (self).registration.scope;
const PRECACHED = new Set(PRECACHE.files.map((f) => new URL(f.url, SCOPE).href));
const INDEX = new URL('index.html', SCOPE).href;

self.addEventListener('install', (/** @type {any} */ event) => {
  routeFromCache(event);
  event.waitUntil(precache());
});

/**
 * Where the browser can (Chromium's static routing), the page's own files are
 * read from this version's cache without this worker: a visit need not wait
 * on it for each of its 130 requests. A file missing from the cache falls
 * back to the network. Navigations still come to the fetch handler below,
 * which maps an address with parameters to index.html. (A load that breaks
 * halfway all the same is js/boot.js's to mend.)
 * @param {any} event the install event
 */
function routeFromCache(event) {
  if (typeof event.addRoutes !== 'function') return;
  const urlPattern = new URLPattern({ pathname: `${new URL(SCOPE).pathname}*`, baseURL: SCOPE });
  const rules = ['cors', 'no-cors', 'same-origin'].map((requestMode) => ({
    condition: { urlPattern, requestMethod: 'get', requestMode },
    source: { cacheName: CACHE },
  }));
  // A browser that knows the API but not a rule's shape: the fetch handler serves as before.
  event.waitUntil(event.addRoutes(rules).catch(() => {}));
}

/**
 * Fetch every file of this version, refusing any whose bytes differ from the
 * build's hash (a file of another version, served while the site was being
 * replaced): the install fails and the browser tries again later. Files
 * already cached by an interrupted install were checked then and are kept.
 * One file at a time: the install runs beside the game (a long turn keeps a
 * core busy), and on a slow link it leaves room for the page's own requests.
 */
async function precache() {
  const cache = await caches.open(CACHE);
  for (const { url, integrity } of PRECACHE.files) {
    const href = new URL(url, SCOPE).href;
    if (await cache.match(href)) continue;
    // no-cache: revalidated with the server, never taken stale from the HTTP cache.
    const response = await fetch(href, { integrity, cache: 'no-cache' });
    if (!response.ok) throw new Error(`precache ${url}: HTTP ${response.status}`);
    await cache.put(href, response);
  }
}

self.addEventListener('activate', (/** @type {any} */ event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) if (key.startsWith(CACHE_PREFIX) && key !== CACHE) await caches.delete(key);
  })());
});

self.addEventListener('message', (/** @type {any} */ event) => {
  if (event.data?.type === 'skip-waiting') /** @type {any} */ (self).skipWaiting();
});

self.addEventListener('fetch', (/** @type {any} */ event) => {
  /** @type {Request} */
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  url.hash = '';
  // A page's address may carry parameters (?kiosk=1): the page is the same file.
  if (request.mode === 'navigate') url.search = '';
  const key = request.mode === 'navigate' && url.href === SCOPE ? INDEX : url.href;
  // Anything else (another site, a file outside the game) goes to the network as usual.
  if (!PRECACHED.has(key)) return;
  event.respondWith(fromCache(key, request));
});

/**
 * @param {string} key
 * @param {Request} request
 */
async function fromCache(key, request) {
  const hit = await (await caches.open(CACHE)).match(key);
  // Missing only if the browser evicted the cache: the network still has the file.
  return hit ?? fetch(request);
}
