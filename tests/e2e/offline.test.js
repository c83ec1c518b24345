// The served site offline and on slow links: the service worker's precache,
// the game with the network off, a new version picked up without mixing, the
// page's requests (its own origin only, every module preloaded), and the page
// under the strict Content Security Policy an embedding site may set.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { startServer, launch, openPage, hook, clickDecision, idle, ready, closedAfterAll } from './harness.js';
import { startFront } from '../../tools/front-server.mjs';
import { DIST, REPORT } from '../../tools/bundle.mjs';

/**
 * What the build made (tools/bundle.mjs): the page's first load, its later
 * chunks, the workers' scripts, and the precache as sw-manifest.js has it.
 * @type {{ firstLoad: string[], later: string[], workers: Record<string, string[]>, wasm: string, boot: string, css: string, parts: Record<string, string>,
 *   precache: { version: string, files: { url: string, integrity: string }[] } }}
 */
const BUILT = JSON.parse(readFileSync(REPORT, 'utf8'));
/** @type {{ version: string, files: { url: string, integrity: string }[] }} */
const PRECACHE = (() => {
  const text = readFileSync(`${DIST}/sw-manifest.js`, 'utf8');
  return JSON.parse(text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1));
})();
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'";

/** Closed after the file's last test. */
const closeLater = closedAfterAll();

/** A fresh browser profile: no cache, no service worker. */
async function freshContext() {
  const context = await launch();
  closeLater(() => context.close());
  return context;
}

/** @param {{ headers?: Record<string, string> }} [options] */
async function server(options) {
  const s = await startServer(options);
  closeLater(() => s.close());
  return s;
}

/**
 * Wait until the page's service worker is active and its cache holds every
 * precached file; resolves to the names of the site's caches.
 * @param {import('playwright-core').Page} page
 * @param {number} files how many files the version precaches
 */
async function precached(page, files) {
  return page.evaluate(async (count) => {
    const until = performance.now() + 20000;
    for (;;) {
      // The page registers its worker once its board is drawn.
      const registration = await navigator.serviceWorker.getRegistration();
      const names = (await caches.keys()).filter((k) => k.startsWith('omweso-'));
      const sizes = await Promise.all(names.map(async (n) => (await (await caches.open(n)).keys()).length));
      if (registration?.active && sizes.includes(count)) return names;
      if (performance.now() > until) {
        throw new Error(registration ? `the precache did not complete: caches ${JSON.stringify(names)} hold ${sizes} of ${count} files` : 'no service worker was registered');
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  }, files);
}

/** @param {import('playwright-core').Page} page */

/**
 * Ask for a hint: the computer's worker starts, loads, searches and answers.
 * @param {import('playwright-core').Page} page
 */
async function askHint(page) {
  await hook(page, 'setBudget', 50);
  await page.click('#btn-hint');
  await page.waitForFunction(() => Boolean((/** @type {any} */ (window).__omweso.hint())), null, { timeout: 20000 });
}

/**
 * Play the first legal decision by clicking, as a person would.
 * @param {import('playwright-core').Page} page
 */
async function playOne(page) {
  await page.selectOption('#speed', 'instant');
  const before = (await hook(page, 'state')).movesPlayed;
  const [decision] = await hook(page, 'legalMoves');
  await clickDecision(page, decision);
  await idle(page);
  assert.equal((await hook(page, 'state')).movesPlayed, before + 1, `the move ${JSON.stringify(decision)} was played`);
  assert.deepEqual(await hook(page, 'drawnCounts'), await hook(page, 'engineCounts'));
}

test('a first load requests only its own origin, every module of the page preloaded, and precaches the site', async (t) => {
  const s = await server();
  const context = await freshContext();
  /** @type {{ url: string, type: string, by: string }[]} */
  const requests = [];
  context.on('request', (r) => requests.push({ url: r.url(), type: r.resourceType(), by: r.serviceWorker() ? 'service worker' : 'page' }));
  const { page, problems } = await openPage(context, s.url);
  const caches = await precached(page, PRECACHE.files.length);
  assert.deepEqual(caches, [`omweso-${PRECACHE.version}`]);
  const origin = new URL(s.url).origin;
  t.diagnostic(`${requests.length} requests:\n${requests.map((r) => `  ${r.by.padEnd(14)} ${r.type.padEnd(10)} ${r.url.replace(origin, '')}`).join('\n')}`);
  assert.deepEqual(requests.filter((r) => new URL(r.url).origin !== origin), [], 'nothing beyond the page\'s own origin');
  // The page's first load is a few chunks, each announced in its <head>, so
  // none waited for its importer to arrive; the workers' scripts are started by URL.
  const preloaded = await page.$$eval('link[rel="modulepreload"], script[type="module"][src]', (tags) => tags.map((l) => /** @type {any} */ (l).href || /** @type {any} */ (l).src));
  const href = (/** @type {string} */ f) => new URL(f, s.url).href;
  assert.deepEqual(preloaded.sort(), BUILT.firstLoad.map(href).sort(), 'the page\'s first load, and only it, is announced');
  const workers = Object.values(BUILT.workers).flat().map(href);
  const later = BUILT.later.map(href);
  const pageScripts = requests.filter((r) => r.by === 'page' && r.type === 'script' && !workers.includes(r.url) && r.url !== href(BUILT.boot));
  assert.ok(BUILT.firstLoad.length <= 12, `the page starts from ${BUILT.firstLoad.length} scripts, not the sources' 130`);
  assert.deepEqual(pageScripts.filter((r) => !preloaded.includes(r.url) && !later.includes(r.url)).map((r) => r.url), [], 'every script the page loads is the build\'s');
  // The wasm is not preloaded (the first board comes before it): the page fetches it once, the build's.
  assert.deepEqual(requests.filter((r) => r.by === 'page' && r.url.endsWith('.wasm')).map((r) => r.url), [href(BUILT.wasm)], 'the wasm is fetched once');
  assert.equal(await page.$('link[href$=".wasm"]'), null, 'and not preloaded');
  // The precache is the build's list, every file checked against its hash.
  const precachedByWorker = requests.filter((r) => r.by === 'service worker').map((r) => r.url.replace(s.url, ''));
  for (const { url } of PRECACHE.files) assert.ok(precachedByWorker.includes(url), `${url} precached`);
  // Installable: Chromium finds a manifest with a name and icons, served over a secure origin.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, [], 'Chromium would offer to install the site');
  const manifest = await page.evaluate(async () => (await fetch('manifest.webmanifest')).json());
  assert.equal(manifest.short_name, 'Omweso');
  for (const icon of manifest.icons) {
    const status = await page.evaluate(async (src) => (await fetch(new URL(src, new URL('manifest.webmanifest', location.href)))).status, icon.src);
    assert.equal(status, 200, `${icon.src} exists`);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('after one visit the game loads and plays with the network off', async () => {
  const s = await server();
  const context = await freshContext();
  const { page, problems } = await openPage(context, s.url);
  await precached(page, PRECACHE.files.length);
  await playOne(page);
  await context.setOffline(true);
  try {
    /** @type {{ url: string, fromServiceWorker: boolean, status: number }[]} */
    const responses = [];
    page.on('response', (r) => responses.push({ url: r.url(), fromServiceWorker: r.fromServiceWorker(), status: r.status() }));
    /** @type {string[]} */
    const failed = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
    await page.reload();
    await ready(page, 20000);
    assert.equal((await hook(page, 'state')).movesPlayed, 1, 'the saved game is back');
    await playOne(page);
    await askHint(page);
    assert.deepEqual(failed, []);
    // The page, its style, its boot guard, its first load and the wasm, at the least.
    assert.ok(responses.length >= BUILT.firstLoad.length + 4, `${responses.length} responses`);
    assert.deepEqual(responses.filter((r) => !r.fromServiceWorker || r.status !== 200), [], 'everything came from the service worker');
    // Every file a visit may need later (the computer's worker, the manifest) is there too.
    const missing = await page.evaluate(async (urls) => {
      const out = [];
      for (const url of urls) if (!(await fetch(url)).ok) out.push(url);
      return out;
    }, PRECACHE.files.map((f) => f.url));
    assert.deepEqual(missing, []);
    // An address with parameters is the same page.
    await page.goto(`${s.url}?from=museum`);
    await ready(page, 20000);
  } finally {
    await context.setOffline(false);
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('after one visit the page\'s files are read from the cache with no service worker started (static routing)', async () => {
  const s = await server();
  const context = await freshContext();
  const { page, problems } = await openPage(context, s.url);
  await precached(page, PRECACHE.files.length);
  await page.reload();
  await ready(page);
  // The page's own requests: its style and scripts, all named in its
  // markup, and the wasm its code fetches. (A dedicated worker's imports
  // still go to the fetch handler.)
  const sources = await page.evaluate((wasm) => {
    const links = [...document.querySelectorAll('link[rel="modulepreload"], link[rel="preload"], link[rel="stylesheet"], script[src]')]
      .map((l) => /** @type {any} */ (l).href || /** @type {any} */ (l).src).concat(new URL(wasm, location.href).href);
    const entries = /** @type {any[]} */ (performance.getEntriesByType('resource'));
    return links.map((href) => {
      const routes = entries.filter((e) => e.name === href).map((e) => e.workerMatchedSourceType);
      return `${new URL(href).pathname} ${routes.includes('cache') ? 'cache' : routes.join(',')}`;
    });
  }, BUILT.wasm);
  const built = [...BUILT.firstLoad, BUILT.wasm, BUILT.css, BUILT.boot].map((f) => `/${f}`).sort();
  assert.deepEqual(sources.map((x) => x.split(' ')[0]).sort(), built, 'the page\'s first load, style, wasm and boot guard');
  assert.deepEqual(sources.filter((x) => !x.endsWith(' cache')), [], 'every one matched the cache route');
  // A file of the site that is not precached still comes from the network.
  assert.equal(await page.evaluate(async () => (await fetch('omweso-offline.html', { method: 'HEAD' })).status), 200);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a new version is offered for a reload, and its files never mix with the old one\'s', async () => {
  const s = await server();
  // The same origin serving version 1, then version 2: index.html carries a
  // mark, and the precache list names the new version and index.html's new hash.
  let serving = 1;
  const sri = (/** @type {Buffer} */ b) => `sha256-${createHash('sha256').update(b).digest('base64')}`;
  const v2 = (/** @type {Buffer} */ html) => Buffer.from(html.toString().replace('</head>', '  <meta name="test-version" content="2">\n</head>'));
  const front = await startFront(s.url, {
    rewrite: (path, body) => {
      if (serving === 1) return body;
      if (path === '/' || path === '/index.html') return v2(body);
      if (path === '/sw-manifest.js') {
        const html = readFileSync(`${DIST}/index.html`);
        return Buffer.from(body.toString().replace(PRECACHE.version, `${PRECACHE.version}-2`).replace(sri(html), sri(v2(html))));
      }
      return body;
    },
  });
  closeLater(() => front.close());
  const context = await freshContext();
  const { page, problems } = await openPage(context, front.url);
  await precached(page, PRECACHE.files.length);
  await page.reload();
  await ready(page, 20000);
  assert.equal(await page.evaluate(() => navigator.serviceWorker.controller !== null), true, 'the page runs from the service worker');

  serving = 2;
  // A navigation makes the browser look for a new worker; the page still runs version 1 from its cache.
  await page.reload();
  await ready(page, 20000);
  assert.equal(await page.$('meta[name="test-version"]'), null, 'the old version is served whole until the reload');
  await page.waitForSelector('#update-notice:not([hidden])', { timeout: 20000 });
  assert.match(await page.textContent('#update-notice'), /new version/);
  const both = await page.evaluate(async () => (await caches.keys()).sort());
  assert.deepEqual(both, [`omweso-${PRECACHE.version}`, `omweso-${PRECACHE.version}-2`], 'the new version is cached beside the old');
  await playOne(page);

  await Promise.all([page.waitForEvent('load'), page.click('#update-notice button.primary')]);
  await ready(page, 20000);
  assert.notEqual(await page.$('meta[name="test-version"]'), null, 'the reload shows the new version');
  assert.deepEqual(await page.evaluate(() => caches.keys()), [`omweso-${PRECACHE.version}-2`], 'the old version\'s cache is gone');
  assert.equal(await page.$('#update-notice:not([hidden])'), null);
  assert.equal((await hook(page, 'state')).movesPlayed, 1, 'the game survived the reload');
  assert.deepEqual(problems, []);
  await page.close();
});

test('under a strict Content Security Policy the game loads and plays with no violation', async () => {
  const s = await server({ headers: { 'content-security-policy': CSP } });
  const context = await freshContext();
  /** @type {string[]} */
  const workerProblems = [];
  context.on('weberror', (e) => workerProblems.push(`weberror: ${e.error().message}`));
  context.on('page', (p) => p.on('worker', (w) => w.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') workerProblems.push(`worker ${m.type()}: ${m.text()}`);
  })));
  await context.addInitScript(() => {
    /** @type {any} */ (window).__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      /** @type {any} */ (window).__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  const { page: game, problems } = await openPage(context, s.url);
  const header = await game.evaluate(async () => (await fetch(location.href)).headers.get('content-security-policy'));
  assert.equal(header, CSP, 'the page is served with the policy');
  await playOne(game);
  await askHint(game);
  // The set-up dialog too.
  await game.click('#btn-new');
  await game.waitForSelector('#setup-dialog[open]');
  await game.keyboard.press('Escape');
  await precached(game, PRECACHE.files.length);
  const violations = await game.evaluate(() => /** @type {any} */ (window).__violations);
  assert.deepEqual(violations, [], 'no securitypolicyviolation event');
  assert.deepEqual(problems, [], 'no console error (a blocked resource logs one)');
  assert.deepEqual(workerProblems, []);
  await game.close();
});

for (const [what, file] of [['its first load', () => BUILT.firstLoad.find((f) => /\/main-/.test(f))], ['its second step (app/compose.js, imported once the first board is drawn)', () => BUILT.parts.compose]]) {
  test(`a page whose modules fail to load (${what}) reloads itself once, then says so in the player's language`, async () => {
    const s = await server();
    const context = await freshContext();
    // One module fails to load in the first page, as when the connection drops
    // or a service worker is stopped mid-load: the browser never retries a
    // failed module, so without js/boot.js the page would stay blank for good.
    let loads = 0;
    let failing = () => loads < 2;
    let aborted = 0;
    await context.route(`**/${file()}`, (route) => (failing() ? (aborted++, route.abort()) : route.continue()));
    const page = await context.newPage();
    page.on('framenavigated', (f) => { if (f === page.mainFrame()) loads++; });
    await page.goto(s.url);
    await ready(page);
    assert.ok(aborted > 0, 'the module failed in the first page');
    assert.equal(loads, 2, 'one reload');
    assert.equal(await page.evaluate(() => /** @type {PerformanceNavigationTiming} */ (performance.getEntriesByType('navigation')[0]).type), 'reload');
    assert.equal(await page.isHidden('#boot-failed'), true);
    assert.match(await page.textContent('#status') ?? '', /South/);
    await page.close();

    // It never loads: after one reload the page says so, and stops there.
    failing = () => true;
    const broken = await context.newPage();
    loads = 0;
    broken.on('framenavigated', (f) => { if (f === broken.mainFrame()) loads++; });
    await broken.goto(`${s.url}?lang=it`);
    await broken.waitForSelector('#boot-failed:not([hidden])');
    assert.equal(await broken.textContent('#boot-failed'), 'Non è stato possibile caricare il gioco. Controlla la connessione, poi ricarica la pagina.');
    assert.equal(loads, 2, 'one reload, then the message');
    assert.equal(await broken.getAttribute('body', 'data-ready'), null);
    await broken.close();
  });
}
