// Browser tests of the end of a game: the card that says who won and why (its
// focus, contrast, Escape, and every button), a match's score and next game,
// and the sound switch remembered across reloads.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { openPage, hook, clickPit, idle, browserSuite, ready } from './harness.js';

const SHOTS = new URL('../../test-results/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

const browser = browserSuite();


// South's one move, from g1, captures North's last seeds (so North has no move,
// or in the tournament okutema, 2 points); the next game of a match, North
// first on the same board, can be played.
const LAST_MOVE = [[0, 0, 0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 0, 2, 0], [0, 0, 0, 0, 0, 0, 1, 0], [0, 0, 0, 0, 0, 0, 0, 2]];
const LAST_PIT = [3, 7];

/** A saved game one move from its end, as the page stores it. */
function savedPosition({ ruleset = 'omweso', matchScore = [0, 0], speed = 'fast' } = {}) {
  const game = JSON.stringify({ format: 'omweso-game', version: 1, setup: { ruleset, board: LAST_MOVE, toMove: 'south', allowUnusualTotals: true, matchScore, turns: [1, 1] }, decisions: [] });
  return JSON.stringify({ game, settings: { ruleset, options: {}, layout: { south: 'all-twos', north: 'all-twos' }, names: { south: 'Amina', north: 'Kato' } }, speed });
}

/** A page on the position above; South's last move played through a click. */
async function finishedGame(options = {}, viewport) {
  const opened = await openPage(browser.context, browser.server.url + (options.query ?? ''), viewport);
  const { page } = opened;
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate((saved) => localStorage.setItem('omweso.v1', saved), savedPosition(options));
  await page.reload();
  await ready(page);
  assert.equal(await page.isVisible('.game-over'), false, 'no card while the game is on');
  await clickPit(page, LAST_PIT);
  await idle(page);
  assert.ok((await hook(page, 'state')).result, 'the game is over');
  await page.waitForSelector('.game-over', { state: 'visible' });
  // Let the entrance finish before reading colours or taking pictures.
  await page.waitForTimeout(1000);
  return opened;
}

/** Every piece of text in the card with its contrast against what is behind it. */
function cardContrasts(page) {
  return page.$$eval('.game-over-card *', (els) => {
    const rgb = (s) => (s.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]) => {
      const f = (c) => { const x = c / 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    /** The first opaque background from the element outwards. */
    const background = (el) => {
      for (let e = el; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || c[3] > 0.99) return c.slice(0, 3);
        if (c[3] > 0) throw new Error(`a translucent background behind "${el.textContent}"`);
      }
      return [255, 255, 255];
    };
    return els
      .filter((el) => [...el.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim()) && el.getClientRects().length > 0)
      .map((el) => {
        const fg = lum(rgb(getComputedStyle(el).color));
        const bg = lum(background(el));
        const ratio = (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
        return { text: el.textContent.trim(), ratio: Math.round(ratio * 100) / 100 };
      });
  });
}

test('a finished game gets its card: the winner, why, focus in the card, AA contrast, Escape', async () => {
  const { page, problems } = await finishedGame();
  assert.equal(await page.textContent('.game-over-title'), 'Amina wins!');
  assert.match(await page.textContent('.game-over-text') ?? '', /^Amina wins: the opponent has no move left/);
  // A dialog named by its title and described by the sentence, holding the focus.
  const role = await page.$eval('.game-over', (b) => ({
    role: b.getAttribute('role'),
    label: document.getElementById(b.getAttribute('aria-labelledby') ?? '')?.textContent,
    described: document.getElementById(b.getAttribute('aria-describedby') ?? '')?.textContent,
  }));
  assert.equal(role.role, 'dialog');
  assert.equal(role.label, 'Amina wins!');
  assert.match(role.described ?? '', /no move left/);
  const focused = await page.evaluate(() => ({ inCard: Boolean(document.activeElement?.closest('.game-over')), text: document.activeElement?.textContent }));
  assert.deepEqual(focused, { inCard: true, text: 'Play again' }, 'focus is on the card\'s first action');
  assert.deepEqual(await page.$$eval('.game-over-buttons button', (b) => b.map((x) => x.textContent)), ['Play again', 'New game…', 'See the board']);
  const contrasts = await cardContrasts(page);
  assert.ok(contrasts.length >= 5, `the card's texts were measured: ${JSON.stringify(contrasts)}`);
  for (const c of contrasts) assert.ok(c.ratio >= 4.5, `"${c.text}" has contrast ${c.ratio} (AA needs 4.5)`);
  // The status line under the board says it too, now in an AA colour.
  const status = await page.$eval('#status', (s) => getComputedStyle(s).color);
  const page_ = await page.$eval(':root', (r) => getComputedStyle(r).backgroundColor);
  assert.ok(contrastOf(status, page_) >= 4.5, `the status line's ${status} on ${page_}: ${contrastOf(status, page_)}`);
  // The controls needed after a game stay usable beside the card.
  for (const id of ['#btn-undo', '#btn-new']) {
    const hit = await page.$eval(id, (b) => {
      const r = b.getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === b;
    });
    assert.ok(hit, `${id} is not covered by the card`);
  }
  // Escape puts the card away, gives focus back to the board and leaves a way back.
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('.game-over'), false);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'board', 'focus is back on the board');
  await page.click('.game-over-reopen');
  assert.equal(await page.isVisible('.game-over'), true);
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Play again');
  await page.click('.game-over-buttons button:has-text("See the board")');
  assert.equal(await page.isVisible('.game-over'), false, 'See the board closes it too');
  assert.deepEqual(problems, []);
  await page.close();
});

/** @param {string} a @param {string} b CSS rgb() colours */
function contrastOf(a, b) {
  const lum = (s) => {
    const [r, g, bl] = (s.match(/[\d.]+/g) ?? []).map(Number);
    const f = (c) => { const x = c / 255; return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(bl);
  };
  const [x, y] = [lum(a), lum(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

test('Play again starts a fresh game of the same ruleset and names', async () => {
  const { page, problems } = await finishedGame();
  await page.click('.game-over-buttons button.primary');
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.state().result === null));
  const state = await hook(page, 'state');
  assert.equal(state.ruleset, 'omweso');
  assert.equal(state.result, null);
  assert.equal(state.movesPlayed, 0);
  assert.deepEqual(state.board, [[2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2]], 'the settings\' layout');
  assert.equal(await page.textContent('#player-south .name'), 'Amina');
  assert.equal(await page.isVisible('.game-over'), false);
  assert.equal(await page.isVisible('.game-over-reopen'), false);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'board', 'focus goes to the new board');
  assert.deepEqual(problems, []);
  await page.close();
});

test('New game… opens the set-up; cancelling it keeps the card', async () => {
  const { page, problems } = await finishedGame();
  await page.click('.game-over-buttons button:has-text("New game…")');
  assert.equal(await page.isVisible('#setup-dialog'), true);
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#setup-dialog'), false);
  assert.equal(await page.isVisible('.game-over'), true, 'Escape closed the set-up, not the card');
  await page.click('.game-over-buttons button:has-text("New game…")');
  await page.click('#setup-start');
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.state().movesPlayed === 0));
  assert.equal(await page.isVisible('.game-over'), false, 'a new game takes the card away');
  assert.deepEqual(problems, []);
  await page.close();
});

test('undo after the end takes the card away', async () => {
  const { page, problems } = await finishedGame();
  await page.click('#btn-undo');
  await idle(page);
  assert.equal((await hook(page, 'state')).result, null);
  assert.equal(await page.isVisible('.game-over'), false);
  assert.equal(await page.isVisible('.game-over-reopen'), false);
  // Redo ends the game again, and the card is back.
  await page.click('#btn-redo');
  await idle(page);
  assert.equal(await page.isVisible('.game-over'), true);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a reload of a finished game shows its card again', async () => {
  const { page, problems } = await finishedGame();
  await page.reload();
  await ready(page);
  assert.equal(await page.isVisible('.game-over'), true);
  assert.equal(await page.textContent('.game-over-title'), 'Amina wins!');
  assert.deepEqual(problems, []);
  await page.close();
});

test('in a tournament match: the points, the match score and Next game of the match', async () => {
  const { page, problems } = await finishedGame({ ruleset: 'omweso-tournament', matchScore: [5, 3] });
  assert.equal(await page.textContent('.game-over-match-title'), 'Match to 12');
  const rows = await page.$$eval('.game-over-match li', (l) => l.map((x) => [...x.children].map((c) => c.textContent)));
  assert.deepEqual(rows, [['Amina', '7', '+2'], ['Kato', '3']]);
  assert.match(await page.textContent('.game-over-text') ?? '', /^Amina wins: okutema.*\(2 points\)$/);
  assert.deepEqual(await page.$$eval('.game-over-buttons button', (b) => b.map((x) => x.textContent)),
    ['Next game of the match', 'Restart the match', 'New game…', 'See the board']);
  for (const c of await cardContrasts(page)) assert.ok(c.ratio >= 4.5, `"${c.text}" has contrast ${c.ratio}`);
  await page.click('.game-over-buttons button.primary');
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.state().result === null));
  const next = await hook(page, 'state');
  assert.deepEqual(next.matchScore, [7, 3], 'the match goes on');
  assert.equal(next.toMove, 'north', 'the loser starts');
  assert.equal(next.result, null);
  assert.equal(next.movesPlayed, 0);
  assert.equal(await page.isVisible('.game-over'), false);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the match won: the card says so, and Play again starts a new match', async () => {
  const { page, problems } = await finishedGame({ ruleset: 'omweso-tournament', matchScore: [11, 3] });
  assert.equal(await page.textContent('.game-over-title'), 'Amina wins the match!');
  assert.equal(await page.textContent('.game-over-kicker'), 'Match over');
  assert.deepEqual(await page.$$eval('.game-over-buttons button', (b) => b.map((x) => x.textContent)), ['Play again', 'New game…', 'See the board']);
  await page.click('.game-over-buttons button.primary');
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.state().result === null));
  const state = await hook(page, 'state');
  assert.equal(state.ruleset, 'omweso-tournament');
  assert.deepEqual(state.matchScore, [0, 0]);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the card has an entrance, and none under prefers-reduced-motion', async () => {
  const moving = await finishedGame();
  assert.equal(await moving.page.$eval('.game-over-card', (c) => getComputedStyle(c).animationName), 'game-over-in');
  await moving.page.close();
  const still = await finishedGame({ reducedMotion: true });
  assert.equal(await still.page.$eval('.game-over-card', (c) => getComputedStyle(c).animationName), 'none');
  assert.deepEqual([...moving.problems, ...still.problems], []);
  await still.page.close();
});

test('a whole random Oware game played to its end shows the card with the status line\'s words', async () => {
  const { page, problems } = await openPage(browser.context, browser.server.url);
  await page.evaluate(() => localStorage.clear());
  await page.click('#btn-new');
  await page.check('input[name="ruleset"][value="oware"]');
  const opened = await hook(page, 'opened');
  await page.click('#setup-start');
  await page.waitForFunction((n) => (/** @type {any} */ (window).__omweso.opened() > n), opened);
  await page.selectOption('#speed', 'instant');
  const decisions = await page.evaluate(async () => {
    const h = /** @type {any} */ (window).__omweso;
    let seed = 7;
    let n = 0;
    for (; n < 2000 && !h.state().result; n++) {
      const moves = h.legalMoves();
      seed = (seed * 1103515245 + 12345) % 2147483648;
      await h.app.controller.play(moves[seed % moves.length]);
    }
    return n;
  });
  const end = await hook(page, 'state');
  assert.ok(end.result, `the game ended after ${decisions} decisions`);
  await page.waitForSelector('.game-over', { state: 'visible' });
  const words = await page.textContent('.game-over-text');
  assert.ok((await page.textContent('#status'))?.startsWith(words ?? '?'), `the card says "${words}" as the status line does`);
  const title = await page.textContent('.game-over-title');
  if (end.result.winner) assert.equal(title, `${await page.textContent(`#player-${end.result.winner} .name`)} wins!`);
  else assert.match(title ?? '', /draw|annulled/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the sound switch is remembered; a corrupt stored value is ignored; ?sound=off starts muted', async () => {
  const { page, problems } = await openPage(browser.context, browser.server.url);
  await page.evaluate(() => { localStorage.clear(); });
  await page.reload();
  await ready(page);
  assert.equal(await page.getAttribute('.sound-switch', 'aria-pressed'), 'true', 'sound is on by default');
  // A move at normal speed after a click: the browser.context exists and seeds were heard.
  await page.selectOption('#speed', 'fast');
  await clickPit(page, [3, 4]);
  await idle(page);
  const heard = await page.evaluate(() => { const s = /** @type {any} */ (window).__omweso.app.sound; return { ctx: Boolean(s.ctx), played: s.played }; });
  assert.equal(heard.ctx, true, 'the click made the AudioContext');
  assert.ok(heard.played > 0, `sounds were scheduled (${heard.played})`);
  await page.click('.sound-switch');
  assert.equal(await page.getAttribute('.sound-switch', 'aria-pressed'), 'false');
  await page.reload();
  await ready(page);
  assert.equal(await page.getAttribute('.sound-switch', 'aria-pressed'), 'false', 'muted after a reload');
  await page.evaluate(() => localStorage.setItem('omweso.sound', '{"broken'));
  await page.reload();
  await ready(page);
  assert.equal(await page.getAttribute('.sound-switch', 'aria-pressed'), 'true', 'a corrupt value is ignored');
  await page.goto(`${browser.server.url}?sound=off`);
  await ready(page);
  assert.equal(await page.getAttribute('.sound-switch', 'aria-pressed'), 'false', 'an embed can start muted');
  assert.deepEqual(problems, []);
  await page.close();
});

test('screenshots of the card at phone, desktops and kiosk', async () => {
  const sizes = [['phone', { width: 390, height: 844 }], ['desktop', { width: 1440, height: 900 }], ['laptop', { width: 1366, height: 768 }], ['kiosk', { width: 1920, height: 1080 }]];
  for (const [name, viewport] of sizes) {
    for (const [kind, options] of [['win', {}], ['match', { ruleset: 'omweso-tournament', matchScore: [5, 3] }]]) {
      const { page, problems } = await finishedGame(options, viewport);
      await page.screenshot({ path: `${SHOTS}ending-${kind}-${name}.png` });
      const box = await page.$eval('.game-over-card', (c) => c.getBoundingClientRect().toJSON());
      assert.ok(box.left >= 0 && box.right <= viewport.width, `the card fits the width at ${name}`);
      assert.ok(box.bottom <= viewport.height, `the card is on screen at ${name} (bottom ${box.bottom})`);
      assert.ok(box.top >= 0, `the card's top is on screen at ${name}`);
      const smallest = await page.$$eval('.game-over-buttons button', (b) => Math.min(...b.map((x) => x.getBoundingClientRect().height)));
      assert.ok(smallest >= 44, `touch targets of ${smallest} px`);
      assert.deepEqual(problems, []);
      await page.close();
    }
  }
});
