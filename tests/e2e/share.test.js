// Share links, review and game files in the browser: a link opens the
// identical game in another browser; a malformed or tampered link says so in
// words and gives a fresh game, the saved one untouched; the move list steps
// through the game and playing from an earlier moment asks, then truncates;
// a game file goes out and comes back, and a corrupt one changes nothing.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { startServer, launch, openPage, freshPage, hook, clickPit, clickDecision, idle, ready } from './harness.js';
import { rng } from '../js/rng.js';

const AXE = new URL('../../node_modules/axe-core/axe.min.js', import.meta.url).pathname;
const SHOTS = new URL('../../test-results/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

let server;
let context;
/** A second browser profile: nothing of the first one's storage. */
let elsewhere;
before(async () => {
  server = await startServer();
  context = await launch();
  elsewhere = await launch();
});
after(async () => {
  await context?.close();
  await elsewhere?.close();
  await server?.close();
});

/**
 * Play `n` random decisions through clicks, none that ends the game where
 * another can be tried (a move that ends it is undone, as a player would).
 * @returns {Promise<number[][]>} after[k]: the engine's board after the first k decisions of the game
 */
async function playRandom(page, n, seed) {
  const random = rng(seed);
  const history = async () => (await hook(page, 'history')).length;
  const start = await history();
  const after = [];
  for (let i = 0; i < n; i++) {
    // Every answer of a paused turn may end the game: then it is over.
    if ((await hook(page, 'state')).result) break;
    for (let tries = 0; ; tries++) {
      const moves = await hook(page, 'legalMoves');
      await clickDecision(page, moves[Math.floor(random() * moves.length)]);
      await idle(page);
      assert.equal(await history(), start + i + 1, 'the decision was played');
      if (!(await hook(page, 'state')).result || tries > 10) break;
      await page.click('#btn-undo');
      await idle(page);
    }
    after[start + i + 1] = await hook(page, 'engineCounts');
  }
  return after;
}

/** The link the share dialog makes, for the choices given. */
async function makeLink(page, { position = false, correspondence = false } = {}) {
  await page.click('#btn-share');
  await page.waitForSelector('#share-dialog[open]');
  if (correspondence) await page.check('#share-corr');
  if (position) await page.check('#share-what-position');
  await page.waitForFunction(() => /** @type {HTMLInputElement} */ (document.getElementById('share-link')).value.includes('#omweso.'));
  return page.inputValue('#share-link');
}

const moveList = (page) => page.$$eval('#moves li', (items) => items.map((li) => li.textContent));
const noticeText = (page) => page.textContent('#notice');
const savedGames = (page) => page.evaluate(() => Object.entries(localStorage).filter(([k]) => k.startsWith('omweso.v2:')));

/** The serious and critical violations axe-core finds on the page as it is. */
async function violations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const result = await /** @type {any} */ (window).axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((/** @type {any} */ v) => v.impact === 'serious' || v.impact === 'critical')
      .map((/** @type {any} */ v) => `${v.impact} ${v.id}: ${v.nodes.map((/** @type {any} */ n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Open a link in a page of its own and wait for its game. */
async function openLink(ctx, link, viewport = DESKTOP) {
  const opened = await openPage(ctx, link, viewport);
  await idle(opened.page);
  return opened;
}

test('a link opens the identical game, history and move list in another browser; the address loses the fragment', async () => {
  const { page, problems } = await freshPage(context, server.url, DESKTOP);
  await page.selectOption('#speed', 'instant');
  await playRandom(page, 7, 1);
  const link = await makeLink(page);
  assert.ok(link.startsWith(server.url), `a link to this page: ${link}`);
  // Copying: to the clipboard, or selected with a sentence saying to copy it by hand.
  await page.click('#share-copy');
  await page.waitForFunction(() => document.querySelector('.share-dialog .share-said')?.textContent, null, { timeout: 5000 });
  const said = await page.textContent('.share-dialog .share-said');
  assert.match(said, /The link is copied|copy it by hand/);
  await page.click('#share-close');

  const { page: other, problems: otherProblems } = await openLink(elsewhere, link);
  assert.deepEqual(await hook(other, 'state'), await hook(page, 'state'), 'the same state');
  assert.deepEqual(await hook(other, 'history'), await hook(page, 'history'), 'the same history');
  assert.deepEqual(await moveList(other), await moveList(page), 'the same move list');
  assert.deepEqual(await hook(other, 'drawnCounts'), await hook(page, 'engineCounts'), 'the same board drawn');
  assert.match(await noticeText(other), /The shared game is open/);
  assert.equal(await other.evaluate(() => location.hash), '', 'the fragment is taken out of the address');
  // A reload continues the game, as saved, not the link again.
  await playRandom(other, 1, 2);
  const played = await hook(other, 'history');
  await other.reload();
  await ready(other);
  assert.deepEqual(await hook(other, 'history'), played, 'the reload continues the game played since');
  assert.deepEqual(problems, []);
  assert.deepEqual(otherProblems, []);
  await other.close();
  await page.close();
});

test('a link of the position only opens that position with no history', async () => {
  const { page, problems } = await freshPage(context, server.url, DESKTOP);
  await page.selectOption('#speed', 'instant');
  await playRandom(page, 4, 3);
  while ((await hook(page, 'state')).pending) await playRandom(page, 1, 4);
  const link = await makeLink(page, { position: true });
  await page.click('#share-close');
  const { page: other } = await openLink(elsewhere, link);
  const { movesPlayed, canUndo, canRedo, ...want } = await hook(page, 'state');
  const { movesPlayed: m, canUndo: u, ...got } = await hook(other, 'state');
  delete got.canRedo;
  assert.deepEqual(got, want, 'the same position');
  assert.deepEqual(await hook(other, 'legalMoves'), await hook(page, 'legalMoves'));
  assert.deepEqual(await hook(other, 'history'), [], 'no history');
  assert.match(await noticeText(other), /The shared position is open/);
  assert.deepEqual(problems, []);
  await other.close();
  await page.close();
});

test('a malformed or tampered link: the error in words, a fresh playable game, the saved game not overwritten', async () => {
  const { page } = await freshPage(elsewhere, server.url, DESKTOP);
  await page.selectOption('#speed', 'instant');
  await playRandom(page, 3, 5);
  const link = await makeLink(page);
  await page.click('#share-close');
  const saved = await savedGames(page);
  assert.equal(saved.length, 1, 'a game is saved');
  await page.close();
  const hash = link.slice(link.indexOf('#'));
  const data = hash.split('.').at(-1);
  const mid = Math.floor(data.length / 2);
  const tampered = hash.slice(0, hash.length - data.length) + data.slice(0, mid) + (data[mid] === 'A' ? 'B' : 'A') + data.slice(mid + 1);
  const cases = [
    ['#omweso.1.z.deadbeef.AAAA', /The link could not be opened: .+\. A new game is started instead\./],
    [hash.slice(0, Math.floor(hash.length / 2)), /The link could not be opened: .+\. A new game is started instead\./],
    [hash.replace(/\.[0-9a-f]{8}\./, '.00000000.'), /changed or cut short after it was made/],
    [tampered, /The link could not be opened/],
    ['#omweso.9.z.00000000.AAAA', /made by a version of the game this one cannot read/],
  ];
  for (const [bad, words] of cases) {
    const { page: p, problems } = await openLink(elsewhere, `${server.url}${bad}`);
    assert.match(await noticeText(p), words, `the notice for ${bad.slice(0, 40)}…`);
    assert.doesNotMatch(await noticeText(p), /undefined|share\.error/, 'the reason is in words');
    assert.deepEqual(await hook(p, 'history'), [], 'a fresh game');
    assert.deepEqual(await savedGames(p), saved, 'the saved game is not overwritten');
    assert.equal(await p.evaluate(() => location.hash), '');
    assert.deepEqual(problems, []);
    await p.close();
  }
  // The fresh game plays, and once played it is the one saved.
  const { page: p } = await openLink(elsewhere, `${server.url}#omweso.1.b.00000000.e30`);
  await playRandom(p, 1, 6);
  assert.notDeepEqual(await savedGames(p), saved, 'a move made, the fresh game is saved');
  await p.close();
});

test('with an embed\'s parameters: the link\'s game opens, the query stays, a bad link is said in the page\'s language', async () => {
  const { page } = await freshPage(context, server.url, DESKTOP);
  await page.selectOption('#speed', 'instant');
  await playRandom(page, 3, 16);
  const link = await makeLink(page);
  await page.click('#share-close');
  const hash = link.slice(link.indexOf('#'));
  const { page: other, problems } = await openLink(elsewhere, `${server.url}?ruleset=oware&ai=off&sound=off${hash}`);
  assert.deepEqual(await hook(other, 'history'), await hook(page, 'history'), 'the link decides the game');
  assert.equal((await hook(other, 'state')).ruleset, 'omweso');
  assert.equal(await other.evaluate(() => location.search + location.hash), '?ruleset=oware&ai=off&sound=off', 'the parameters stay, the fragment goes');
  await other.close();
  const { page: italian, problems: more } = await openLink(elsewhere, `${server.url}?lang=it&ruleset=oware#omweso.1.z.deadbeef.AAAA`);
  assert.match(await noticeText(italian), /Il link non si è potuto aprire: .+\. Comincia invece una nuova partita\./);
  assert.equal((await hook(italian, 'state')).ruleset, 'oware', 'the fresh game is the one the parameters name');
  assert.deepEqual([...problems, ...more], []);
  await italian.close();
  await page.close();
});

test('a link pasted into an open page opens its game; a bad one leaves the game on the board', async () => {
  const { page } = await freshPage(context, server.url, DESKTOP);
  await page.selectOption('#speed', 'instant');
  await playRandom(page, 5, 7);
  const link = await makeLink(page);
  await page.click('#share-close');
  const { page: other, problems } = await freshPage(elsewhere, server.url, DESKTOP);
  await playRandom(other, 2, 8);
  const before = await hook(other, 'save');
  await other.evaluate(() => { location.hash = '#omweso.1.z.00000000.AAAA'; });
  await other.waitForFunction(() => /unchanged/.test(document.getElementById('notice')?.textContent ?? ''));
  assert.equal(await hook(other, 'save'), before, 'the game on the board is unchanged');
  const opened = await hook(other, 'opened');
  await other.evaluate((h) => { location.hash = h; }, link.slice(link.indexOf('#')));
  await other.waitForFunction((n) => /** @type {any} */ (window).__omweso.opened() > n, opened);
  await idle(other);
  assert.deepEqual(await hook(other, 'history'), await hook(page, 'history'));
  assert.deepEqual(problems, []);
  await other.close();
  await page.close();
});

test('correspondence: the link says whose move it is, and after the move the page offers the link back', async () => {
  const { page, problems } = await freshPage(context, server.url, DESKTOP);
  await page.selectOption('#speed', 'instant');
  await playRandom(page, 1, 9);
  while ((await hook(page, 'state')).pending) await playRandom(page, 1, 9);
  assert.equal((await hook(page, 'state')).toMove, 'north', 'South\'s turn is over');
  const link = await makeLink(page, { correspondence: true });
  assert.equal(await page.isDisabled('#share-what-position'), true, 'a correspondence game goes on from its moves');
  await page.click('#share-copy');
  await page.click('#share-close');

  const { page: other } = await openLink(elsewhere, link);
  assert.match(await other.textContent('.share-offer'), /A correspondence game: North to move\. After the move, send the link back\./);
  await other.screenshot({ path: `${SHOTS}share-correspondence-opened-desktop.png` });
  await playRandom(other, 1, 10);
  // A turn paused for its direction is not over: no link offered yet.
  while ((await hook(other, 'state')).pending) {
    assert.equal(await other.isVisible('#share-offer-link'), false, 'no link in the middle of a turn');
    await playRandom(other, 1, 11);
  }
  await other.waitForFunction(() => /** @type {HTMLInputElement} */ (document.getElementById('share-offer-link')).value.includes('#omweso.'));
  assert.match(await other.textContent('.share-offer'), /Send this link to your opponent/);
  const back = await other.inputValue('#share-offer-link');
  await other.screenshot({ path: `${SHOTS}share-correspondence-desktop.png` });

  const { page: again } = await openLink(context, back);
  assert.deepEqual(await hook(again, 'history'), await hook(other, 'history'), 'the game comes back with the reply');
  assert.deepEqual(problems, []);
  await again.close();
  await other.close();
  await page.close();
});

test('review: a move of the list shows the board after it; ◀ ▶ and the arrows step; playing from there asks, then truncates', async () => {
  const { page, problems } = await freshPage(context, server.url, DESKTOP);
  await page.selectOption('#speed', 'instant');
  const start = await hook(page, 'engineCounts');
  const after = await playRandom(page, 8, 12);
  after[0] = start;
  const history = await hook(page, 'history');
  const lines = await page.$$eval('#moves button[data-k]', (bs) => bs.map((b) => Number(/** @type {HTMLElement} */ (b).dataset.k)));
  assert.equal(lines.at(-1), history.length);
  const live = await hook(page, 'engineCounts');

  // The second turn of the list.
  const k = lines[1];
  await page.click(`#moves button[data-k="${k}"]`);
  await page.waitForSelector('.review-bar:not([hidden])');
  await idle(page);
  assert.deepEqual(await hook(page, 'drawnCounts'), after[k], 'the board drawn is the engine\'s after that move');
  assert.equal(await page.getAttribute('#board', 'data-counts'), after[k].join(','));
  assert.deepEqual(await hook(page, 'engineCounts'), live, 'the live game is untouched');
  assert.match(await page.textContent('.review-text'), new RegExp(`After move 2 of ${lines.length}`));
  assert.equal(await page.getAttribute(`#moves button[data-k="${k}"]`, 'aria-current'), 'step');
  // Issue 21: the focus stays on the line clicked (it dropped to the page body).
  assert.equal(await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement).closest('#moves') !== null), true, 'the focus is still in the move list');
  await page.screenshot({ path: `${SHOTS}share-review-desktop.png` });

  await page.click('.review-step >> nth=0'); // ◀
  await idle(page);
  assert.deepEqual(await hook(page, 'drawnCounts'), after[lines[0]], '◀: after the first move');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(() => /starting position/.test(document.querySelector('.review-text')?.textContent ?? ''));
  await idle(page);
  assert.deepEqual(await hook(page, 'drawnCounts'), after[0], '←: the start');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => /After move 2/.test(document.querySelector('.review-text')?.textContent ?? ''));
  await idle(page);
  assert.deepEqual(await hook(page, 'drawnCounts'), after[k], '→ →: after the second move');

  // Back to the game.
  await page.click('.review-back');
  assert.equal(await page.isHidden('.review-bar'), true);
  assert.deepEqual(await hook(page, 'drawnCounts'), live);

  // Play from the second move: asked, refused once, then done.
  await page.click(`#moves button[data-k="${k}"]`);
  await page.waitForSelector('.review-bar:not([hidden])');
  await idle(page);
  const past = await page.evaluate(() => /** @type {any} */ (window).__omweso.app.review.past.legal);
  const sow = past.find((d) => d.kind === 'sow');
  await clickPit(page, sow.pit);
  await page.waitForSelector('.review-confirm[open]');
  assert.equal(await page.textContent('.review-question'), `Play from here and drop the ${lines.length - 2} later moves?`);
  await page.screenshot({ path: `${SHOTS}share-review-confirm-desktop.png` });
  await page.click('#review-confirm-no');
  assert.deepEqual(await hook(page, 'history'), history, 'kept: nothing dropped');
  assert.equal(await page.isVisible('.review-bar'), true, 'still reviewing');
  await clickPit(page, sow.pit);
  await page.waitForSelector('.review-confirm[open]');
  await page.click('#review-confirm-yes');
  await page.waitForSelector('.review-bar', { state: 'hidden' });
  await idle(page);
  // The pit may offer two ways: the page asks how, as in play.
  const asked = await page.$(`#choice:not([hidden]) #choice-buttons button[data-decision='${JSON.stringify(sow)}']`);
  if (asked) await asked.click();
  await idle(page);
  const now = await hook(page, 'history');
  assert.deepEqual(now.slice(0, k), history.slice(0, k), 'the game up to that moment kept');
  assert.deepEqual(now[k].decision, sow, 'then the move played from there');
  assert.ok(now.length < history.length, 'the later moves dropped');
  assert.equal((await hook(page, 'state')).canRedo, false, 'nothing left to redo');
  assert.equal(await page.isHidden('.review-bar'), true);
  assert.deepEqual(await hook(page, 'drawnCounts'), await hook(page, 'engineCounts'));
  assert.deepEqual(problems, []);
  await page.close();
});

test('export then import gives the game back; a corrupt file is refused in words, the game unchanged', async () => {
  const { page, problems } = await freshPage(context, server.url, DESKTOP);
  await page.selectOption('#speed', 'instant');
  await playRandom(page, 6, 13);
  const exported = await hook(page, 'save');
  await page.click('#btn-share');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#share-export')]);
  assert.match(download.suggestedFilename(), /^omweso-\d{4}-\d{2}-\d{2}\.omweso\.json$/);
  const file = await download.path();
  assert.equal(readFileSync(file, 'utf8'), exported, 'the file is the save');
  assert.match(await page.textContent('.share-dialog .share-said'), /The game is saved as omweso-/);
  await page.screenshot({ path: `${SHOTS}share-dialog-desktop.png` });
  await page.click('#share-close');

  // The game goes on, then the file brings back the game as it was.
  await playRandom(page, 2, 14);
  assert.notEqual(await hook(page, 'save'), exported);
  const opened = await hook(page, 'opened');
  await page.setInputFiles('#share-file', file);
  await page.waitForFunction((n) => /** @type {any} */ (window).__omweso.opened() > n, opened);
  await idle(page);
  assert.equal(await hook(page, 'save'), exported, 'the file\'s game is open');
  assert.match(await noticeText(page), /is open/);

  // Corrupt files: the game on the board stays.
  const before = await hook(page, 'save');
  const broken = exported.replace('"decisions":[{', '"decisions":[{"kind":"sow","pit":[0,0],"dir":"cw"},{');
  for (const [name, text, words] of [
    ['cut.omweso.json', exported.slice(0, exported.length / 2), /could not be opened: it is not a saved game/],
    ['illegal.omweso.json', broken, /could not be opened: one of its moves is not legal/],
    ['photo.omweso.json', '\u0089PNG\r\n', /could not be opened: it is not a saved game/],
  ]) {
    await page.setInputFiles('#share-file', { name, mimeType: 'application/json', buffer: Buffer.from(text) });
    await page.waitForFunction((n) => (document.getElementById('notice')?.textContent ?? '').includes(n), name);
    const notice = await noticeText(page);
    assert.match(notice, words, name);
    assert.match(notice, /The game on the board is unchanged/);
    assert.equal(await hook(page, 'save'), before, `${name}: the game unchanged`);
    assert.deepEqual(await hook(page, 'drawnCounts'), await hook(page, 'engineCounts'));
  }
  assert.deepEqual(problems, []);
  await page.close();
});

test('the share dialog and the review on a phone, with no serious problem for axe-core', async () => {
  const { page, problems } = await freshPage(context, server.url, PHONE);
  await page.selectOption('#speed', 'instant');
  await playRandom(page, 6, 15);
  await makeLink(page);
  await page.screenshot({ path: `${SHOTS}share-dialog-phone.png` });
  const box = await page.$eval('#share-dialog', (d) => { const r = d.getBoundingClientRect(); return { left: r.left, right: r.right, width: r.width }; });
  assert.ok(box.left >= 0 && box.right <= PHONE.width, 'the dialog fits the phone');
  assert.deepEqual(await violations(page), [], 'the share dialog');
  await page.click('#share-close');
  const k = await page.$eval('#moves button[data-k]', (b) => Number(/** @type {HTMLElement} */ (b).dataset.k));
  await page.click(`#moves button[data-k="${k}"]`);
  await page.waitForSelector('.review-bar:not([hidden])');
  await idle(page);
  // The bar is brought into view with the board above it.
  const bar = await page.$eval('.review-bar', (b) => { const r = b.getBoundingClientRect(); return { top: r.top, bottom: r.bottom }; });
  assert.ok(bar.top >= 0 && bar.bottom <= PHONE.height, `the review bar in view: ${JSON.stringify(bar)}`);
  await page.screenshot({ path: `${SHOTS}share-review-phone.png` });
  assert.deepEqual(await violations(page), [], 'the review');
  const past = await page.evaluate(() => /** @type {any} */ (window).__omweso.app.review.past.legal);
  await clickPit(page, past.find((d) => 'pit' in d).pit);
  await page.waitForSelector('.review-confirm[open]');
  assert.deepEqual(await violations(page), [], 'the question before dropping moves');
  await page.screenshot({ path: `${SHOTS}share-review-confirm-phone.png` });
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('.review-bar'), true, 'Escape keeps the game and the review');
  assert.deepEqual(problems, []);
  await page.close();
});
