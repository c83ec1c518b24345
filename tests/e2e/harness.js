// Shared set-up for the browser tests: a static server on loopback for dist/,
// the built site a host copies (tools/bundle.mjs), not the sources in www/;
// Debian's Chromium driven by playwright-core, and a record of every console
// error or warning (none is allowed).
import { createServer } from 'node:http';
import { before, after } from 'node:test';
import { readFile } from 'node:fs/promises';
import { mkdtempSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, extname, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const DIST = new URL('../../dist/', import.meta.url).pathname;
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.wasm': 'application/wasm', '.json': 'application/json', '.png': 'image/png', '.svg': 'image/svg+xml', '.webmanifest': 'application/manifest+json' };

/**
 * @param {{ headers?: Record<string, string> }} [options] headers sent with every
 *   response besides the content type (a Content-Security-Policy, say)
 */
export async function startServer({ headers = {} } = {}) {
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(DIST, path.endsWith('/') ? `${path}index.html` : path);
    try {
      const body = await readFile(file);
      res.writeHead(200, { ...headers, 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

export function chromiumPath() {
  const path = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
  if (!path) throw new Error('Chromium is not installed (apt-get install chromium)');
  return path;
}

/** @param {{ locale?: string }} [options] the browser's language (navigator.languages), say */
export async function launch(options = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'omweso-chromium-'));
  return chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 1280, height: 900 },
    ...options,
  });
}

/**
 * The server and browser a test file shares: started before its first test,
 * closed after its last (node:test's before/after of the calling file).
 * @param {{ locale?: string }} [options] the browser's, as launch() takes them
 * @returns {{ server: { url: string, close: () => Promise<unknown> }, context: import('playwright-core').BrowserContext }}
 */
export function browserSuite(options = {}) {
  const suite = /** @type {any} */ ({ server: null, context: null });
  before(async () => {
    suite.server = await startServer();
    suite.context = await launch(options);
  });
  after(async () => {
    await suite.context?.close();
    await suite.server?.close();
  });
  return suite;
}

/**
 * What a test file opens for several tests and closes after its last one
 * (node:test's after of the calling file), the last opened first.
 * @returns {(close: () => Promise<unknown>) => void} keep a closing for then
 */
export function closedAfterAll() {
  /** @type {(() => Promise<unknown>)[]} */
  const closings = [];
  after(async () => {
    for (const close of closings.reverse()) await close();
  });
  return (close) => { closings.push(close); };
}

/** What each page printed and fetched, kept to explain a page that never got ready. */
const logs = new WeakMap();

/** @param {import('playwright-core').Page} page */
function watch(page) {
  const log = [];
  logs.set(page, log);
  const at = () => (performance.now() / 1000).toFixed(1);
  page.on('console', (m) => log.push(`${at()} ${m.type()}: ${m.text()}`));
  // An exception thrown in start-up is the first thing to look for.
  page.on('pageerror', (e) => log.push(`${at()} pageerror: ${e.stack ?? e.message}`));
  page.on('requestfailed', (r) => log.push(`${at()} failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('worker', (w) => log.push(`${at()} worker: ${w.url()}`));
  page.on('load', () => log.push(`${at()} load`));
}

/**
 * Wait until the page says it is ready (body[data-ready]); if it never does,
 * fail with what it showed and what it printed on the way (a page opened by
 * openPage: a frame's own log is not kept).
 * @param {import('playwright-core').Page | import('playwright-core').Frame} page
 * @param {number} [timeout] milliseconds
 */
export async function ready(page, timeout = 30000) {
  try {
    await page.waitForSelector('body[data-ready="true"]', { timeout });
  } catch (e) {
    const seen = await page.evaluate(() => ({
      state: document.readyState,
      status: document.getElementById('status')?.textContent,
      serviceWorker: Boolean(navigator.serviceWorker?.controller),
      // The test hook is installed once the game is composed, before the saved game is resumed.
      hook: /** @type {any} */ (window).__omweso ? { busy: /** @type {any} */ (window).__omweso.busy() } : null,
    })).catch((x) => String(x));
    throw new Error(`${/** @type {Error} */ (e).message}\nthe page: ${JSON.stringify(seen)}\n${(logs.get(page) ?? []).join('\n')}`);
  }
}

/** Open a page and collect its console errors and warnings and page errors. */
export async function openPage(context, url, viewport) {
  const page = await context.newPage();
  if (viewport) await page.setViewportSize(viewport);
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  watch(page);
  await page.goto(url);
  await ready(page, 20000);
  return { page, problems };
}

/** A page with no saved game: opened, its storage cleared, reloaded (the default new game). */
export async function freshPage(context, url, viewport) {
  const opened = await openPage(context, url, viewport);
  await opened.page.evaluate(() => localStorage.clear());
  await opened.page.reload();
  await ready(opened.page);
  return opened;
}

/**
 * Wait until the page (or an embed's frame) neither animates nor waits for
 * its engine, and has drawn what it was asked to.
 * @param {{ waitForFunction: Function }} page a Playwright page or frame
 * @param {number} [timeout] milliseconds
 */
export function idle(page, timeout = 60000) {
  return page.waitForFunction(() => {
    const h = /** @type {any} */ (window).__omweso;
    return !h.busy() && h.drawn();
  }, null, { timeout, polling: 100 });
}

/** Call a method of the page's test hook (`window.__omweso`). */
export const hook = (page, expr, ...args) => page.evaluate(({ expr, args }) => {
  const h = /** @type {any} */ (window).__omweso;
  return h[expr](...args);
}, { expr, args });

/**
 * Open the rules card, and wait for its cards: the built site loads them as
 * a chunk of their own after the first board, and the card is aria-busy until then.
 * @param {import('playwright-core').Page} page
 */
export async function openRulesCard(page) {
  await page.click('#btn-rules');
  await page.waitForSelector('#rules-card:not([aria-busy])');
}

/**
 * Choose a language in the picker, as a player does, and wait until the page
 * speaks it: the built site may fetch its texts first.
 * @param {import('playwright-core').Page} page
 * @param {string} code
 */
export async function chooseLanguage(page, code) {
  await page.selectOption('#lang', code);
  await page.waitForSelector(`html[lang="${code}"]`, { state: 'attached' });
}

/** Click the middle of a pit, as a player would. */
export async function clickPit(page, [r, c]) {
  const p = await hook(page, 'pitCenter', r, c);
  await page.mouse.click(p.x, p.y);
}

/**
 * Make one decision the way a person makes it: click the pit, then a choice
 * button or a board arrow if the page asks how.
 */
export async function clickDecision(page, decision) {
  if (decision.kind === 'direction') {
    const p = await hook(page, 'choiceCenter', decision.dir);
    if (!p) throw new Error('the board shows no direction arrows for a paused turn');
    await page.mouse.click(p.x, p.y);
  } else if (decision.kind === 'pass') {
    await page.click(`#choice-buttons button[data-decision='${JSON.stringify(decision)}']`);
  } else {
    await clickPit(page, decision.pit);
    // The page answers the click at its next frame at most: a move under way, or a question of how.
    await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.drawn()), null, { polling: 'raf' });
    const asked = await page.$(`#choice:not([hidden]) #choice-buttons button[data-decision='${JSON.stringify(decision)}']`);
    if (asked) await asked.click();
  }
}
