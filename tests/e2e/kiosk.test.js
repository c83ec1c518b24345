// Browser tests of the museum kiosk (?kiosk=1) on a big screen: left alone,
// the computer plays itself under "Touch to play"; a touch stops the demo at
// once and gives a fresh game a person can play; left alone longer, the page
// returns to its welcome state. The kiosk's guards (no context menu, no
// selection, no link out, no text to type), Start again, and its targets of
// 64 px. The idle times are shortened through the page's own parameters.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { startServer, launch, openPage, hook, clickDecision, ready } from './harness.js';
import { Game } from '../js/load.js';

const SHOTS = new URL('../../test-results/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

const KIOSK = { width: 1920, height: 1080 };
const PORTRAIT = { width: 1080, height: 1920 };

let server;
let context;
before(async () => {
  server = await startServer();
  context = await launch();
});
const pages = new Set();
afterEach(async () => {
  for (const page of pages) await page.close().catch(() => {});
  pages.clear();
});
after(async () => {
  await context?.close();
  await server?.close();
});

/** A kiosk page with nothing saved, its searches short. */
async function kioskPage(query, viewport = KIOSK) {
  const opened = await openPage(context, `${server.url}${query}`, viewport);
  pages.add(opened.page);
  await opened.page.evaluate(() => localStorage.clear());
  await opened.page.reload();
  await ready(opened.page);
  await hook(opened.page, 'setBudget', 30);
  return opened;
}

/** The kiosk's own state, read through the page's controller. */
const kiosk = (page) => page.evaluate(() => {
  const k = /** @type {any} */ (window).__omweso.app.kiosk;
  return k && { mode: k.mode, attracts: k.attracts, resets: k.resets, attractS: k.options.attractS, resetS: k.options.resetS };
});
const players = (page) => page.evaluate(() => (/** @type {any} */ (window).__omweso.app.controller.settings.players));
const attracting = (page) => page.isVisible('.kiosk-attract');

async function settled(page, timeout = 20000) {
  await page.waitForFunction(() => {
    const h = /** @type {any} */ (window).__omweso;
    return !h.busy() && h.drawn() && !h.thinking();
  }, null, { timeout });
}

test('idle → the computer plays itself → a touch stops it at once and gives a fresh game → idle longer → the welcome state', async () => {
  const { page, problems } = await kioskPage('?kiosk=1&attract=2&reset=8&speed=normal');
  const ready = Date.now();
  assert.equal(await page.evaluate(() => document.body.classList.contains('kiosk')), true);
  assert.equal((await kiosk(page))?.mode, 'welcome', 'a fresh kiosk starts at its welcome state');
  assert.equal(await attracting(page), false);

  // Idle: the demo starts, plays (with its animation and narration) under the invitation.
  await page.waitForSelector('.kiosk-attract', { state: 'visible', timeout: 10000 });
  assert.ok(Date.now() - ready >= 1500, `the demo waited for the idle time (${Date.now() - ready} ms)`);
  assert.match(await page.textContent('.kiosk-attract-card') ?? '', /Touch to play.*The computer is playing Omweso \(Uganda\) against itself/s);
  assert.deepEqual(await players(page), { south: 'computer', north: 'computer', levels: { south: 'casual', north: 'casual' }, hints: false });
  assert.equal(await page.inputValue('#speed'), 'normal');
  await page.waitForFunction(() => {
    const h = /** @type {any} */ (window).__omweso;
    return h.computerDecisions() >= 1 && h.animating();
  }, null, { timeout: 20000, polling: 50 });
  // Its sentences come as the seeds move (one batch a frame).
  await page.waitForFunction(() => /** @type {any} */ (window).__omweso.narration().length > 0, null, { timeout: 10000, polling: 50 });
  assert.ok((await hook(page, 'narration')).length > 0, 'the demo is narrated');
  await page.screenshot({ path: `${SHOTS}kiosk-attract.png` });

  // A touch on the board: the demo's animation and search stop at once.
  await page.mouse.click(700, 450);
  const at = await page.evaluate(() => {
    const h = /** @type {any} */ (window).__omweso;
    return { decisions: h.computerDecisions(), animating: h.animating(), thinking: h.thinking() };
  });
  assert.equal(at.animating, false, 'the demo\'s animation stopped with the touch');
  assert.equal(at.thinking, false, 'no search goes on');
  assert.equal(await attracting(page), false, 'the invitation went');
  await page.waitForFunction(() => !(/** @type {any} */ (window).__omweso.busy()), null, { timeout: 3000 });
  const fresh = await hook(page, 'state');
  assert.equal(fresh.movesPlayed, 0, 'a fresh game');
  assert.equal(fresh.ruleset, 'omweso', 'of the same game');
  assert.deepEqual(await players(page), { south: 'human', north: 'computer', levels: { south: 'beginner', north: 'beginner' }, hints: true });
  assert.equal(await page.inputValue('#speed'), 'normal');
  await page.waitForTimeout(1000);
  assert.equal(await hook(page, 'computerDecisions'), at.decisions, 'no computer decision after the touch');
  assert.equal((await hook(page, 'state')).movesPlayed, 0, 'the touch itself played nothing');

  // The visitor plays a pit, and the computer answers.
  await clickDecision(page, (await hook(page, 'legalMoves'))[0]);
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.state().movesPlayed >= 1));
  const history = await hook(page, 'history');
  assert.equal(history[0].player, 'south', 'the person\'s move');

  // The kiosk's set-up: the game and Start, nothing to type.
  await page.click('#btn-new');
  await page.waitForSelector('#setup-dialog[open]');
  const controls = await page.$$eval('#setup-dialog input, #setup-dialog select, #setup-dialog textarea, #setup-dialog button', (els) => els
    .filter((e) => /** @type {HTMLElement} */ (e).offsetParent !== null || e.getClientRects().length > 0)
    .map((e) => (e.tagName === 'INPUT' ? `input:${/** @type {HTMLInputElement} */ (e).type}` : e.tagName === 'BUTTON' ? `button:${e.textContent}` : e.tagName.toLowerCase())));
  assert.deepEqual([...new Set(controls)], ['input:radio', 'button:Cancel', 'button:Start game'], 'only the games and Start (and Cancel)');
  await page.click('label.variant-card:has(input[value="oware"])');
  await page.click('#setup-start');
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.state()?.ruleset === 'oware'));
  assert.equal((await players(page)).north, 'computer', 'the visitor still plays the computer');

  // Idle again: a demo of the game on the board, then the welcome state.
  await page.waitForSelector('.kiosk-attract', { state: 'visible', timeout: 10000 });
  assert.equal((await hook(page, 'state')).ruleset, 'oware', 'the demo plays the visitor\'s game');
  const { resets } = /** @type {any} */ (await kiosk(page));
  await page.waitForFunction((n) => (/** @type {any} */ (window).__omweso.app.kiosk.resets > n), resets, { timeout: 15000, polling: 50 });
  await page.waitForFunction(() => !(/** @type {any} */ (window).__omweso.busy()), null, { timeout: 3000 });
  const welcome = await hook(page, 'state');
  assert.equal(welcome.ruleset, 'omweso', 'the default game');
  assert.equal(welcome.movesPlayed, 0);
  assert.equal(await page.isVisible('#setup-dialog'), false, 'the set-up closed');
  assert.equal(await attracting(page), false);
  assert.equal((await players(page)).north, 'computer');
  assert.equal(await page.inputValue('#speed'), 'normal');
  assert.deepEqual(problems, []);
});

test('the reset alone: the set-up, a notice, the sound switch and the game all go back to the welcome state', async () => {
  const { page, problems } = await kioskPage('?kiosk=1&attract=off&reset=3');
  await page.selectOption('#speed', 'instant');
  await clickDecision(page, (await hook(page, 'legalMoves'))[0]);
  await settled(page);
  assert.ok((await hook(page, 'state')).movesPlayed >= 1);
  await page.click('#btn-sound');
  assert.equal(await page.getAttribute('#btn-sound', 'aria-pressed'), 'false', 'muted');
  await page.click('#btn-flip');
  assert.equal(await page.getAttribute('#btn-flip', 'aria-pressed'), 'true', 'flipped');
  // A new version waiting (updates.js's offer, whose Reload is stood in for here).
  await page.evaluate(() => {
    const box = Object.assign(document.createElement('div'), { id: 'update-notice', hidden: true });
    const reload = Object.assign(document.createElement('button'), { className: 'primary', textContent: 'Reload' });
    reload.addEventListener('click', () => { document.body.dataset.reloadAsked = 'yes'; });
    box.append(reload);
    document.body.append(box);
  });
  await hook(page, 'notice', 'A notice a visitor left', 60000);
  await page.click('#btn-new');
  await page.waitForSelector('#setup-dialog[open]');
  const { resets } = /** @type {any} */ (await kiosk(page));
  await page.waitForTimeout(1500);
  assert.equal(await page.isVisible('#setup-dialog'), true, 'nothing happens before the idle time');
  assert.equal(await page.evaluate(() => document.body.dataset.reloadAsked), undefined, 'no reload while a visitor plays');
  assert.equal(/** @type {any} */ (await kiosk(page)).resets, resets);
  await page.waitForFunction((n) => (/** @type {any} */ (window).__omweso.app.kiosk.resets > n), resets, { timeout: 8000, polling: 50 });
  await settled(page, 5000);
  const st = await hook(page, 'state');
  assert.equal(st.ruleset, 'omweso');
  assert.equal(st.movesPlayed, 0, 'a fresh game');
  assert.equal(await page.isVisible('#setup-dialog'), false, 'the set-up closed');
  assert.equal(await page.isVisible('#notice'), false, 'the notice dismissed');
  assert.equal(await page.getAttribute('#btn-sound', 'aria-pressed'), 'true', 'the sound back on, the default');
  assert.equal(await page.inputValue('#speed'), 'normal', 'the sowing speed back to normal');
  assert.equal(await page.getAttribute('#btn-flip', 'aria-pressed'), 'false', 'the board upright');
  assert.equal(await page.evaluate(() => document.body.dataset.reloadAsked), 'yes', 'the waiting version is loaded while nobody plays');
  // attract=off: left alone, no demo ever starts.
  await page.waitForTimeout(2500);
  assert.equal(await attracting(page), false);
  assert.equal(/** @type {any} */ (await kiosk(page)).attracts, 0);
  assert.deepEqual(problems, []);
});

test('a demo that has ended is followed by another, of the kiosk\'s chosen game', async () => {
  const { page, problems } = await kioskPage('?kiosk=1&attract=2&reset=off&demo=oware&speed=normal');
  await page.waitForSelector('.kiosk-attract', { state: 'visible', timeout: 10000 });
  assert.equal((await hook(page, 'state')).ruleset, 'oware', 'demo=oware');
  assert.match(await page.textContent('.kiosk-attract-card') ?? '', /playing Oware/);
  // The demo's game ends (as a resignation would end it, between two decisions).
  await page.waitForFunction(() => !(/** @type {any} */ (window).__omweso.busy()), null, { polling: 20 });
  await page.evaluate(() => (/** @type {any} */ (window).__omweso.app.controller.endBy('resign', { side: 'south' })));
  await page.waitForFunction(() => Boolean((/** @type {any} */ (window).__omweso.state().result)));
  const ended = Date.now();
  await page.waitForSelector('.game-over', { state: 'visible' });
  await page.waitForFunction(() => {
    const st = /** @type {any} */ (window).__omweso.state();
    return !st.result && st.ruleset === 'oware';
  }, null, { timeout: 15000, polling: 100 });
  assert.ok(Date.now() - ended >= 6000, `the result stayed in view a while (${Date.now() - ended} ms)`);
  assert.equal(await attracting(page), true, 'still attracting');
  assert.equal(await page.isVisible('.game-over'), false, 'the card went with the new demo');
  assert.equal((await players(page)).south, 'computer');
  // A touch: the visitor gets a game of the demo's game.
  await page.mouse.click(700, 450);
  await settled(page);
  const st = await hook(page, 'state');
  assert.equal(st.ruleset, 'oware');
  assert.equal(st.movesPlayed, 0);
  assert.equal((await players(page)).south, 'human');
  assert.deepEqual(problems, []);
});

test('five demos in a row are five different games, none decided on its first turn (issue 21: the same turn every 35 s)', async () => {
  const { page, problems } = await kioskPage('?kiosk=1&attract=2&reset=off&demo=omweso&speed=normal');
  /** @type {string[]} */
  const starts = [];
  for (let i = 0; i < 5; i++) {
    await page.waitForSelector('.kiosk-attract', { state: 'visible', timeout: 15000 });
    await page.waitForFunction(() => Boolean(/** @type {any} */ (window).__omweso.save()), null, { polling: 50 });
    // The demo's start, whatever it has played meanwhile: the start is what differs.
    const saved = JSON.parse(/** @type {string} */ (await hook(page, 'save')));
    const game = Game.fromJSON(JSON.stringify({ ...saved, decisions: [], redo: [] }));
    const wins = game.turnWins();
    assert.equal(wins.wins, 0, `demo ${i + 1}: ${wins.wins} of ${wins.lines} lines of its first turn win at once`);
    starts.push(JSON.stringify(game.state().board));
    game.free();
    // A touch ends the demo; left alone two seconds, the next one starts.
    await page.mouse.click(700, 450);
    await page.waitForSelector('.kiosk-attract', { state: 'hidden', timeout: 10000 });
  }
  assert.equal(new Set(starts).size, 5, `five different starts: ${starts.join(' | ')}`);
  assert.deepEqual(problems, []);
});

test('no context menu, no selection, no link out, no text to type; an ordinary page keeps its context menu', async () => {
  const { page, problems } = await kioskPage('?kiosk=1&attract=off&reset=off');
  const prevented = () => page.evaluate(() => ['#board', '#narration', '.topbar', 'body'].map((sel) => {
    const e = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 10, clientY: 10 });
    /** @type {Element} */ (document.querySelector(sel)).dispatchEvent(e);
    return e.defaultPrevented;
  }));
  assert.deepEqual(await prevented(), [true, true, true, true], 'the context menu is prevented everywhere');
  assert.equal(await page.evaluate(() => getComputedStyle(document.querySelector('#about-text')).userSelect), 'none');
  await page.click('#about-text', { clickCount: 3 });
  assert.equal(await page.evaluate(() => String(getSelection())), '', 'a triple click selects nothing');
  // A link, should one ever be shown, leads nowhere.
  const url = page.url();
  const linkPrevented = await page.evaluate(() => {
    const a = Object.assign(document.createElement('a'), { href: 'https://example.org/', textContent: 'a link out' });
    document.getElementById('about-source')?.append(a);
    const e = new MouseEvent('click', { bubbles: true, cancelable: true });
    a.dispatchEvent(e);
    return e.defaultPrevented;
  });
  assert.equal(linkPrevented, true);
  await page.click('#about-source a', { force: true });
  await page.waitForTimeout(300);
  assert.equal(page.url(), url, 'still on the game');
  const typing = await page.$$eval('input:not([type=radio]):not([type=checkbox]), textarea, [contenteditable="true"]', (els) => els.filter((e) => e.getClientRects().length > 0).length);
  assert.equal(typing, 0, 'no text input on the page');
  assert.deepEqual(problems, []);

  // The same checks on an ordinary page fail: the kiosk made the difference.
  const plain = await openPage(context, server.url, KIOSK);
  pages.add(plain.page);
  assert.deepEqual(await plain.page.evaluate(() => {
    const e = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(e);
    return [e.defaultPrevented, document.body.classList.contains('kiosk'), Boolean(document.getElementById('btn-again'))];
  }), [false, false, false]);
});

test('Start again: a fresh game of the game on the board, against the computer', async () => {
  const { page, problems } = await kioskPage('?kiosk=1&attract=off&reset=off');
  await page.click('#btn-new');
  await page.click('label.variant-card:has(input[value="igisoro"])');
  await page.click('#setup-start');
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.state()?.ruleset === 'igisoro'));
  await page.selectOption('#speed', 'instant');
  await clickDecision(page, (await hook(page, 'legalMoves'))[0]);
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.computerDecisions() >= 1), null, { timeout: 15000 });
  await settled(page);
  assert.ok((await hook(page, 'state')).movesPlayed >= 2);
  assert.equal(await page.textContent('#btn-again'), 'Start again');
  await page.click('#btn-again');
  await settled(page);
  const st = await hook(page, 'state');
  assert.equal(st.ruleset, 'igisoro');
  assert.equal(st.movesPlayed, 0);
  assert.equal(st.toMove, 'south');
  assert.equal((await players(page)).south, 'human');
  assert.deepEqual(problems, []);
});

/** Every visible target on the page (buttons, selects, the set-up's game cards) smaller than 64 px. */
const small = (page) => page.$$eval('button, select, label.variant-card, [role="button"]', (els) => els
  .filter((e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden')
  .map((e) => ({ e, r: e.getBoundingClientRect() }))
  .filter(({ r }) => r.width < 64 || r.height < 64)
  .map(({ e, r }) => `${e.id || e.className || e.tagName} "${(e.textContent ?? '').trim().slice(0, 30)}" ${Math.round(r.width)}×${Math.round(r.height)}`));

test('every touch target is at least 64 px: the game, a choice, the set-up, a notice and the end of a game', async () => {
  const { page, problems } = await kioskPage('?kiosk=1&attract=off&reset=off');
  await page.selectOption('#speed', 'instant');
  await clickDecision(page, (await hook(page, 'legalMoves'))[0]);
  await settled(page);
  assert.deepEqual(await small(page), [], 'the game');
  await page.screenshot({ path: `${SHOTS}kiosk-game.png` });
  await hook(page, 'notice', 'A notice', 60000);
  await page.click('#btn-resign');
  await page.waitForSelector('#choice:not([hidden])');
  assert.deepEqual(await small(page), [], 'a choice asked and a notice');
  await page.click('#choice-buttons button:has-text("Resign")');
  await page.waitForSelector('.game-over', { state: 'visible' });
  // The card rises into place from a little smaller: measured once it has.
  await page.waitForFunction(() => document.querySelector('.game-over-card')?.getAnimations({ subtree: true }).every((a) => a.playState === 'finished'));
  assert.deepEqual(await small(page), [], 'the end of a game');
  await page.click('#btn-new');
  await page.waitForSelector('#setup-dialog[open]');
  assert.deepEqual(await small(page), [], 'the set-up');
  assert.deepEqual(problems, []);

  // An ordinary page keeps its 44 px targets: the kiosk made them larger.
  const plain = await openPage(context, server.url, KIOSK);
  pages.add(plain.page);
  assert.notDeepEqual(await small(plain.page), []);
});

test('a kiosk held upright (1080×1920): board, status, controls and narration all in view', async () => {
  const { page, problems } = await kioskPage('?kiosk=1&attract=2&reset=off&speed=normal', PORTRAIT);
  await page.waitForSelector('.kiosk-attract', { state: 'visible', timeout: 10000 });
  await page.waitForFunction(() => {
    const h = /** @type {any} */ (window).__omweso;
    return h.computerDecisions() >= 1 && h.animating();
  }, null, { timeout: 20000, polling: 50 });
  await page.waitForTimeout(1500);
  const inView = () => page.evaluate(() => ['#board', '#status', '.controls', '#narration', '.kiosk-attract-card:not([hidden])', '#btn-again'].flatMap((sel) => {
    const e = document.querySelector(sel);
    if (!e) return [];
    const r = e.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight && r.left >= 0 && r.right <= innerWidth && r.height > 0 ? [] : [`${sel} ${Math.round(r.top)}–${Math.round(r.bottom)}`];
  }));
  assert.deepEqual(await inView(), [], 'during the demo');
  await page.screenshot({ path: `${SHOTS}kiosk-portrait-attract.png` });
  await page.mouse.click(540, 500);
  await settled(page);
  await page.selectOption('#speed', 'instant');
  await clickDecision(page, (await hook(page, 'legalMoves'))[0]);
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.computerDecisions() >= 1), null, { timeout: 15000 });
  await page.waitForFunction(() => !(/** @type {any} */ (window).__omweso.busy()) && (/** @type {any} */ (window).__omweso.state().toMove === 'south'), null, { timeout: 15000 });
  assert.deepEqual(await inView(), [], 'during a game');
  const narration = await page.$eval('#narration', (e) => getComputedStyle(e).fontSize);
  assert.ok(parseFloat(narration) >= 20, `the narration is large (${narration})`);
  await page.screenshot({ path: `${SHOTS}kiosk-portrait-game.png` });
  assert.deepEqual(problems, []);
});

test('a kiosk parameter that cannot be used is said in words, and its default kept', async () => {
  const { page, problems } = await kioskPage('?kiosk=1&attract=soon&demo=chess');
  await page.waitForSelector('#notice:not([hidden])');
  const text = await page.textContent('#notice') ?? '';
  assert.match(text, /Kiosk settings in the address: attract=soon is not a number of seconds/);
  assert.match(text, /demo=chess is not a game here/);
  const k = /** @type {any} */ (await kiosk(page));
  assert.equal(k.attractS, 60, 'the default idle time');
  assert.equal(k.resetS, 180);
  assert.equal(await page.evaluate(() => document.body.classList.contains('kiosk')), true, 'still a kiosk');
  assert.deepEqual(problems, []);
});
