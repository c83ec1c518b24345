// Browser tests of embedding: <omweso-game> with parameters shows that game
// and re-dispatches the game's events on itself; embed.html alone in an
// iframe reports its height to the host page; a wrong attribute is said in
// words inside the element and a valid game played; two elements on one
// page keep their own saved games across a reload. The host pages are made
// here and served on the test server's origin.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { startServer, launch, hook, idle, ready } from './harness.js';

const SHOTS = new URL('../../test-results/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

let server;
let context;
/** @type {import('node:http').Server} */
let museum;
before(async () => {
  server = await startServer();
  context = await launch();
  // Host pages at /host/<name>.html, from the bodies below.
  await context.route((url) => url.href.startsWith(`${server.url}host/`), (route) => {
    const name = new URL(route.request().url()).pathname.replace(/^\/host\/|\.html$/g, '');
    const body = HOSTS[name];
    if (!body) return route.fulfill({ status: 404, body: 'no such host page' });
    return route.fulfill({ status: 200, contentType: 'text/html', body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host ${name}</title><script src="../omweso-game.js"></script></head><body>${body}</body></html>` });
  });
  // A museum's page on another origin (another port), loading the element
  // from the game's host, which sends no CORS header.
  museum = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>musée</title><script src="${server.url}omweso-game.js"></script></head>
      <body><omweso-game id="oware" ruleset="oware" controls="minimal" sound="off"></omweso-game>${RECORD}</body></html>`);
  });
  await new Promise((resolve) => museum.listen(0, '127.0.0.1', resolve));
});
after(async () => {
  await new Promise((resolve) => (museum ? museum.close(resolve) : resolve(undefined)));
  await context?.close();
  await server?.close();
});

const EVENTS = ['omweso:ready', 'omweso:start', 'omweso:move', 'omweso:end', 'omweso:height'];

/** A script that records every event each element dispatches, in window.__events. */
const RECORD = `<script>
  window.__events = [];
  for (const el of document.querySelectorAll('omweso-game')) {
    for (const type of ${JSON.stringify(EVENTS)}) {
      el.addEventListener(type, (e) => window.__events.push({ on: el.id, type: e.type, detail: e.detail }));
    }
  }
</script>`;

/** @type {Record<string, string>} */
const HOSTS = {
  igisoro: `<h1>Museum</h1><omweso-game id="igisoro" ruleset="igisoro" direction="cw" controls="minimal" ai="north:beginner" sound="off"></omweso-game>${RECORD}`,
  wrong: `<omweso-game id="wrong" ruleset="igisorro" direction="cw" ai="north:grandmaster"></omweso-game>${RECORD}`,
  two: `<omweso-game id="left" ruleset="omweso" controls="minimal"></omweso-game><omweso-game id="right" ruleset="oware" controls="minimal"></omweso-game>${RECORD}`,
  iframe: `<iframe id="game" title="Oware" width="100%" height="300" style="border:0"></iframe>
    <script>
      window.__messages = [];
      const frame = document.getElementById('game');
      addEventListener('message', (e) => {
        if (e.source !== frame.contentWindow) return;
        window.__messages.push({ origin: e.origin, data: e.data });
        if (e.data && e.data.type === 'omweso:height') frame.style.height = e.data.height + 'px';
      });
      frame.src = '../embed.html' + location.search;
    </script>`,
};

/** A host page, with every console error or warning (of the host or its frames) and page error kept. */
async function host(name, query = '') {
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await page.goto(`${server.url}host/${name}.html${query}`);
  return { page, problems };
}

/** The game page inside an element (or an iframe), once it is ready. */
async function gameFrame(page, selector) {
  const handle = await page.waitForSelector(selector.startsWith('#game') ? selector : `${selector} >> iframe`);
  const frame = await handle.contentFrame();
  await ready(frame, 20000);
  return frame;
}


/** Sowing at once: the minimal controls hide the speed, the game keeps its setting. */
async function instant(frame) {
  await frame.evaluate(() => {
    const speed = /** @type {HTMLSelectElement} */ (document.getElementById('speed'));
    speed.value = 'instant';
    speed.dispatchEvent(new Event('change'));
  });
}

/** Click a pit that is played one way only, as a player would; returns its decision. */
async function playOne(frame) {
  const { decision, x, y } = await frame.evaluate(() => {
    const app = /** @type {any} */ (window).__omweso.app;
    const { choices, state } = app.controller.snapshot;
    const c = choices.find((/** @type {any} */ ch) => ch.pit && ch.options.length === 1);
    const p = app.board.centre(c.pit[0] * state.cols + c.pit[1]);
    return { decision: c.options[0].decision, x: p.x, y: p.y };
  });
  await frame.locator('#board').click({ position: { x, y } });
  await idle(frame);
  return decision;
}

/** @param {import('playwright-core').Page} page */
const events = (page, on) => page.evaluate((id) => /** @type {any} */ (window).__events.filter((e) => !id || e.on === id), on);

test('the element with parameters shows that game, and its events arrive on the element', async () => {
  const { page, problems } = await host('igisoro');
  const frame = await gameFrame(page, 'omweso-game#igisoro');
  await instant(frame);
  await hook(frame, 'setBudget', 30);

  // The game the attributes asked for.
  const st = await hook(frame, 'state');
  assert.equal(st.ruleset, 'igisoro');
  assert.equal(st.direction, 'cw');
  const settings = await frame.evaluate(() => /** @type {any} */ (window).__omweso.app.controller.settings);
  assert.equal(settings.players.north, 'computer');
  assert.equal(settings.players.levels.north, 'beginner');
  assert.equal(settings.players.south, 'human');
  assert.equal(await frame.evaluate(() => /** @type {any} */ (window).__omweso.app.sound.muted), true, 'sound="off"');
  assert.equal(await frame.isHidden('.side'), true, 'minimal controls: no side panels');
  assert.equal(await frame.isHidden('#btn-step'), true, 'minimal controls: no step button');
  assert.equal(await frame.isVisible('#btn-undo'), true, 'minimal controls keep undo');
  assert.match(await frame.textContent('#game-name') ?? '', /Igisoro/);

  const slot = '/host/igisoro.html#igisoro';
  let seen = await events(page);
  const ready = seen.find((e) => e.type === 'omweso:ready');
  assert.ok(ready, 'omweso:ready arrived');
  assert.deepEqual(ready.detail.problems, []);
  assert.equal(ready.detail.game, slot, 'each message names the game by its slot');
  const start = seen.find((e) => e.type === 'omweso:start');
  assert.ok(start, 'omweso:start arrived');
  assert.ok(seen.indexOf(ready) < seen.indexOf(start), 'ready comes before start');
  assert.equal(start.detail.ruleset, 'igisoro');
  assert.equal(start.detail.options.direction, 'cw');
  assert.equal(start.detail.how, 'new');
  assert.equal(start.detail.players.north, 'computer');
  assert.equal(start.detail.game, slot);

  // A move clicked in the game, then the computer's answer: two moves, each with who played it.
  const mine = await playOne(frame);
  await frame.waitForFunction(() => /** @type {any} */ (window).__omweso.computerDecisions() > 0, null, { timeout: 30000 });
  await idle(frame);
  await page.waitForFunction(() => /** @type {any} */ (window).__events.filter((e) => e.type === 'omweso:move').length >= 2);
  seen = await events(page);
  const moves = seen.filter((e) => e.type === 'omweso:move');
  assert.deepEqual(moves[0].detail.decision, mine);
  assert.equal(moves[0].detail.player, 'south');
  assert.equal(moves[0].detail.by, 'human');
  assert.equal(moves[0].detail.moves, 1);
  assert.equal(moves[0].detail.game, slot);
  assert.equal(moves[1].detail.player, 'north');
  assert.equal(moves[1].detail.by, 'computer');
  const now = await hook(frame, 'state');
  assert.deepEqual(moves.at(-1).detail.state.board, now.board, 'the state after the move');

  // Resigning ends the game: a move (the resignation), then the end.
  await frame.click('#btn-resign');
  await frame.click('#choice-buttons button:has-text("Resign")');
  await idle(frame);
  await page.waitForFunction(() => /** @type {any} */ (window).__events.some((e) => e.type === 'omweso:end'));
  seen = await events(page);
  const end = seen.find((e) => e.type === 'omweso:end');
  assert.deepEqual({ winner: end.detail.winner, reason: end.detail.reason, points: end.detail.points }, { winner: 'north', reason: 'resigned', points: 1 });
  assert.equal(end.detail.game, slot);
  assert.equal(seen.filter((e) => e.type === 'omweso:move').at(-1).detail.decision.kind, 'resign');

  // The element is as tall as the game: it never scrolls inside.
  const inner = await frame.evaluate(() => ({ scroll: document.documentElement.scrollHeight, view: innerHeight }));
  assert.ok(inner.scroll <= inner.view + 1, `no inner scrolling (${inner.scroll} in ${inner.view})`);
  await page.screenshot({ path: `${SHOTS}embed-element-igisoro.png`, fullPage: true });
  assert.deepEqual(problems, []);
  await page.close();
});

test('embed.html alone in an iframe reports its height, and the host page sizes it', async () => {
  const origin = server.url.replace(/\/$/, '');
  const { page, problems } = await host('iframe', `?ruleset=oware&controls=minimal&slot=hall&parentOrigin=${encodeURIComponent(origin)}`);
  const frame = await gameFrame(page, '#game');
  await page.waitForFunction(() => /** @type {any} */ (window).__messages.some((m) => m.data.type === 'omweso:height'));
  const first = await page.evaluate(() => /** @type {any} */ (window).__messages.filter((m) => m.data.type === 'omweso:height').at(-1));
  assert.equal(first.origin, origin, 'from the game\'s origin');
  assert.equal(first.data.game, 'hall');
  assert.ok(first.data.height > 300, `a real height (${first.data.height})`);
  const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  assert.equal(first.data.height, content, 'the height is the content\'s');
  assert.equal(await page.evaluate(() => document.getElementById('game')?.getBoundingClientRect().height), content, 'the host gave the iframe that height');
  const types = await page.evaluate(() => /** @type {any} */ (window).__messages.map((m) => m.data.type));
  assert.ok(types.includes('omweso:ready') && types.includes('omweso:start'), types.join());

  // The confirmation of a resignation lies over the controls (issue 21: no layout shift): the height stays, no inner scroll.
  await frame.click('#btn-resign');
  await frame.waitForSelector('#choice:not([hidden])');
  await frame.waitForFunction(() => /** @type {any} */ (window).__omweso.drawn());
  assert.equal(await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height)), content, 'the page is no taller');
  const inner = await frame.evaluate(() => ({ scroll: document.documentElement.scrollHeight, view: innerHeight }));
  assert.ok(inner.scroll <= inner.view + 1, `no inner scrolling (${inner.scroll} in ${inner.view})`);
  await page.screenshot({ path: `${SHOTS}embed-iframe-oware.png`, fullPage: true });
  assert.deepEqual(problems, []);
  await page.close();

  // Events are sent to the parentOrigin named, and to no other host.
  const other = await host('iframe', `?ruleset=oware&slot=hall2&parentOrigin=${encodeURIComponent('https://museum.example')}`);
  await gameFrame(other.page, '#game');
  await other.page.waitForTimeout(300);
  assert.deepEqual(await other.page.evaluate(() => /** @type {any} */ (window).__messages), [], 'a host of another origin hears nothing');
  await other.page.close();
});

test('a wrong attribute is said in words inside the element and in the console, and a valid game is played', async () => {
  const { page, problems } = await host('wrong');
  const frame = await gameFrame(page, 'omweso-game#wrong');
  const words = await frame.textContent('.embed-problems') ?? '';
  assert.match(words, /ruleset="igisorro": this page knows no such game \(it knows omweso, .*igisoro.*\); omweso is played instead/);
  assert.match(words, /ai="north:grandmaster": "grandmaster" is not a level of the computer/);
  assert.equal(await frame.isVisible('.embed-problems'), true);
  // The fallback: the default game, with the attributes that fit.
  const st = await hook(frame, 'state');
  assert.equal(st.ruleset, 'omweso');
  assert.equal(st.direction, 'cw');
  assert.ok((await hook(frame, 'drawnCounts')).some((n) => n > 0), 'a board is drawn, not a blank box');
  const ready = (await events(page)).find((e) => e.type === 'omweso:ready');
  assert.deepEqual(ready.detail.problems.map((p) => p.param), ['ruleset', 'ai']);
  assert.deepEqual(await page.evaluate(() => /** @type {any} */ (document.querySelector('omweso-game')).problems.map((p) => p.param)), ['ruleset', 'ai']);
  // Said once by the game page and once by the element, in the host's console.
  const errors = problems.filter((p) => p.includes('igisorro'));
  assert.equal(errors.length, 2, errors.join('\n'));
  assert.ok(errors.some((p) => p.startsWith('error: omweso-game:')), 'the element logs it in the host page');
  assert.deepEqual(problems.filter((p) => !p.includes('igisorro')), []);
  await page.screenshot({ path: `${SHOTS}embed-element-wrong.png`, fullPage: true });
  await page.close();
});

test('from another origin, with no CORS header from the game\'s host: the element plays, in the host page\'s language, and its events arrive', async () => {
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  const { port } = /** @type {import('node:net').AddressInfo} */ (museum.address());
  const address = `http://127.0.0.1:${port}/page.html`;
  await page.goto(address);
  assert.notEqual(new URL(address).origin, new URL(server.url).origin);
  const frame = await gameFrame(page, 'omweso-game#oware');
  assert.equal((await hook(frame, 'state')).ruleset, 'oware');
  assert.ok((await hook(frame, 'drawnCounts')).some((n) => n > 0), 'a board is drawn, not a blank box');
  assert.equal(await page.getAttribute('omweso-game >> iframe', 'title'), 'Omweso, les jeux de semis d’Afrique de l’Est', 'the element speaks the host page\'s language');
  await page.waitForFunction(() => /** @type {any} */ (window).__events.some((e) => e.type === 'omweso:ready'));
  const ready = (await events(page)).find((e) => e.type === 'omweso:ready');
  assert.deepEqual(ready.detail.problems, []);
  assert.deepEqual(problems, []);
  await page.close();
});

test('two elements on one page keep their own saved games across a reload; a changed attribute starts its game anew', async () => {
  const { page, problems } = await host('two');
  let left = await gameFrame(page, 'omweso-game#left');
  let right = await gameFrame(page, 'omweso-game#right');
  await instant(left);
  await instant(right);
  await playOne(left);
  await playOne(right);
  await playOne(right);
  assert.equal((await hook(left, 'state')).movesPlayed, 1);
  assert.equal((await hook(right, 'state')).movesPlayed, 2);

  await page.reload();
  left = await gameFrame(page, 'omweso-game#left');
  right = await gameFrame(page, 'omweso-game#right');
  const [a, b] = [await hook(left, 'state'), await hook(right, 'state')];
  assert.deepEqual([a.ruleset, a.movesPlayed], ['omweso', 1], 'the left game is its own');
  assert.deepEqual([b.ruleset, b.movesPlayed], ['oware', 2], 'the right game is its own');
  await page.waitForFunction(() => /** @type {any} */ (window).__events.filter((e) => e.type === 'omweso:start').length >= 2);
  const starts = (await events(page)).filter((e) => e.type === 'omweso:start');
  assert.deepEqual(starts.map((e) => [e.on, e.detail.how, e.detail.game]).sort(), [['left', 'restored', '/host/two.html#left'], ['right', 'restored', '/host/two.html#right']]);

  // Another game asked for: the element loads again, and the save of other parameters is not restored over it.
  await page.evaluate(() => document.getElementById('right')?.setAttribute('ruleset', 'kombe'));
  await page.waitForFunction(() => /** @type {any} */ (window).__events.some((e) => e.type === 'omweso:start' && e.detail.ruleset === 'kombe'));
  right = await gameFrame(page, 'omweso-game#right');
  const c = await hook(right, 'state');
  assert.deepEqual([c.ruleset, c.movesPlayed], ['kombe', 0]);
  assert.equal((await hook(left, 'state')).movesPlayed, 1, 'the other element is untouched');
  assert.deepEqual(problems, []);
  await page.close();
});
