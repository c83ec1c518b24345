// The time to the first board (the page's performance mark
// 'omweso:first-board': the board drawn, before the engine where it can be,
// app/first-board.js) and to the game ready to play (body[data-ready="true"]),
// from the start of the navigation, on a slow link: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
// up (Chromium's DevTools network emulation), a fresh profile each run (an
// empty cache, no service worker), served by the browser tests' static server.
//
//   node tools/first-board.mjs [--runs 5] [--br | --raw] [--returning] [--trace] [--json FILE]
//
// --returning measures a returning visitor instead: the profile has visited
// once (the service worker installed, its precache complete), and the time is
// that of the next visit, on the same slow link.
//
// By default the responses are gzipped on the way (tools/front-server.mjs), as
// any real static host sends them; --br sends brotli instead (what most hosts
// send over HTTPS), --raw the test server's uncompressed bytes. --trace lists
// the last run's requests with their times and bytes.
import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer, chromiumPath } from '../tests/e2e/harness.js';
import { startFront } from './front-server.mjs';

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const value = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(value('--runs', '5'));
const raw = flag('--raw');
const encoding = raw ? null : flag('--br') ? 'br' : 'gzip';
const jsonOut = value('--json', null);
const returning = flag('--returning');

export const LINK = { latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 };

/**
 * One cold load: a fresh profile, the link emulated before the navigation.
 * @param {string} url
 */
async function once(url) {
  const dir = mkdtempSync(join(tmpdir(), 'omweso-first-board-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    viewport: { width: 1280, height: 900 },
  });
  try {
    const page = context.pages()[0] ?? await context.newPage();
    // The moment the page says it is ready, on the page's own clock (0 = navigation start).
    await page.addInitScript(() => {
      new MutationObserver((_, obs) => {
        if (document.body?.dataset.ready === 'true') {
          /** @type {any} */ (window).__firstBoard = performance.now();
          obs.disconnect();
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
    });
    if (returning) {
      // The first visit, unmeasured and unthrottled; the service worker active means its precache is whole.
      await page.goto(url);
      await page.waitForFunction(() => /** @type {any} */ (window).__firstBoard !== undefined, null, { timeout: 60000, polling: 50 });
      await page.evaluate(() => navigator.serviceWorker.ready);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...LINK });
    /** @type {{url: string, start: number, end: number, bytes: number}[]} */
    const requests = [];
    const started = new Map();
    cdp.on('Network.requestWillBeSent', (e) => started.set(e.requestId, { url: e.request.url, start: e.timestamp }));
    cdp.on('Network.loadingFinished', (e) => {
      const r = started.get(e.requestId);
      if (r) requests.push({ ...r, end: e.timestamp, bytes: e.encodedDataLength });
    });
    page.on("console", (m) => process.env.DEBUG && console.log("console", m.text()));
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForFunction(() => /** @type {any} */ (window).__firstBoard !== undefined, null, { timeout: 60000, polling: 50 });
    const { ms, board, wasm, modules } = await page.evaluate(() => {
      const entries = /** @type {PerformanceResourceTiming[]} */ (performance.getEntriesByType('resource'));
      const end = (/** @type {PerformanceResourceTiming[]} */ list) => Math.max(0, ...list.map((e) => e.responseEnd));
      return {
        ms: /** @type {any} */ (window).__firstBoard,
        board: performance.getEntriesByName('omweso:first-board')[0]?.startTime ?? /** @type {any} */ (window).__firstBoard,
        wasm: end(entries.filter((e) => e.name.endsWith('.wasm'))),
        modules: end(entries.filter((e) => e.name.endsWith('.js'))),
      };
    });
    const t0 = Math.min(...requests.map((r) => r.start));
    const trace = requests.sort((a, b) => a.start - b.start).map((r) => ({
      path: new URL(r.url).pathname, start: Math.round((r.start - t0) * 1000), end: Math.round((r.end - t0) * 1000), bytes: r.bytes,
    }));
    return { ms, board, wasm, modules, trace };
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const server = await startServer();
const front = encoding ? await startFront(server.url, { encoding }) : null;
const url = (front ?? server).url;
const times = [];
const readyTimes = [];
let last = null;
try {
  // A first run unmeasured: the front server compresses each file once.
  if (encoding) await once(url);
  for (let i = 0; i < runs; i++) {
    last = await once(url);
    times.push(last.board);
    readyTimes.push(last.ms);
  }
} finally {
  await front?.close();
  await server.close();
}
/** @param {number[]} list */
const spread = (list) => {
  const sorted = [...list].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], worst: sorted[sorted.length - 1] };
};
const { median, worst } = spread(times);
const readyAt = spread(readyTimes);
const link = `${LINK.latency} ms round trip, ${(LINK.downloadThroughput * 8 / 1e6).toFixed(1)} Mbit/s down, ${encoding ?? 'uncompressed'}`;
console.log(`${returning ? 'a returning visitor\'s first board' : 'first board'} (${link}): median ${median.toFixed(0)} ms, worst ${worst.toFixed(0)} ms of ${runs} runs [${times.map((t) => t.toFixed(0)).join(', ')}]   (target ≤ ${returning ? 300 : 1000} ms)`);
console.log(`  ready to play: median ${readyAt.median.toFixed(0)} ms, worst ${readyAt.worst.toFixed(0)} ms [${readyTimes.map((t) => t.toFixed(0)).join(', ')}]${returning ? '' : '   (target ≤ 2000 ms)'}`);
if (flag('--trace') && last) {
  console.log(`  last run: the page's modules arrived by ${last.modules.toFixed(0)} ms, the wasm by ${last.wasm.toFixed(0)} ms, the board at ${last.board.toFixed(0)} ms, ready at ${last.ms.toFixed(0)} ms`);
  for (const r of last.trace) console.log(`  ${String(r.start).padStart(5)} → ${String(r.end).padStart(5)} ms  ${String(r.bytes).padStart(7)} B  ${r.path}`);
}
if (jsonOut) {
  mkdirSync(dirname(jsonOut), { recursive: true });
  writeFileSync(jsonOut, JSON.stringify({ link: { ...LINK, encoding }, returning, runs, times, median, worst, ready: { times: readyTimes, ...readyAt }, requests: last?.trace ?? [] }, null, 2));
}
