// The rules card in the browser: opened from its button beside About, the
// lines of the rules a turn fired marked as it is animated (the capture of
// an Omweso move), the card of each game its own (Layli Goobalay's uur, no
// markers in Oware's), another language rewriting it, Escape closing it;
// on a phone it covers the lower part of the screen without moving the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { freshPage, hook, clickPit, idle, browserSuite, openRulesCard } from './harness.js';
import { Game } from '../js/load.js';

const SHOTS = new URL('../../test-results/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

const AXE = new URL('../../node_modules/axe-core/axe.min.js', import.meta.url).pathname;

/** The serious and critical violations axe-core finds in the open card. */
async function cardViolations(page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const result = await /** @type {any} */ (window).axe.run('#rules-card', { resultTypes: ['violations'] });
    return result.violations
      .filter((/** @type {any} */ v) => v.impact === 'serious' || v.impact === 'critical')
      .map((/** @type {any} */ v) => `${v.impact} ${v.id}: ${v.nodes.map((/** @type {any} */ n) => n.target.join(' ')).join(', ')}`);
  });
}

const rows = (text) => text.split('/').map((r) => r.trim().split(/\s+/).map(Number));

/** Omweso, South to move: [3,6] sows into [3,7] and ends on the marker [2,7], facing North's two full pits of column h. */
function captureSave() {
  const g = Game.fromSetup({ ruleset: 'omweso', board: rows('2 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 1 / 0 0 0 0 0 0 2 0'), toMove: 'south', allowUnusualTotals: true });
  const events = g.play({ kind: 'sow', pit: [3, 6] });
  assert.ok(events.some((e) => e.type === 'capture'), 'the position\'s move captures');
  g.undo();
  const save = g.toJSON();
  g.free();
  return save;
}

/** A fresh game of a ruleset, as a save. */
function newSave(ruleset) {
  const g = new Game({ ruleset });
  const save = g.toJSON();
  g.free();
  return save;
}

const browser = browserSuite();

/** Open a game from a save, at the normal speed (the card is marked when the animation begins). */
async function openSave(page, save) {
  assert.equal(await hook(page, 'restore', save), null);
  await idle(page);
}

const lineText = (page, id) => page.textContent(`#rules-card li[data-line="${id}"] .rc-text`);

test('the card opens beside the board, marks the capture a move fires, follows the language and closes on Escape', async () => {
  const { page, problems } = await freshPage(browser.context, browser.server.url, { width: 1440, height: 900 });
  await openSave(page, captureSave());
  assert.equal(await page.isVisible('#rules-card'), false);
  await openRulesCard(page);
  assert.equal(await page.isVisible('#rules-card'), true);
  assert.equal(await page.getAttribute('#btn-rules', 'aria-expanded'), 'true');
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains('rc-close')), true, 'the focus goes into the card');
  // Every section, with its heading, then the glossary and the sources as references.
  const sections = await page.$$eval('#rules-card .rc-section', (els) => els.map((e) => /** @type {HTMLElement} */ (e).dataset.section));
  assert.deepEqual(sections, ['origin', 'board', 'move', 'capture', 'win', 'differences', 'glossary', 'sources']);
  assert.equal(await page.$$eval('#rules-card .rc-section h3', (els) => els.length), 8);
  const sources = await page.textContent('#rules-card .rc-sources');
  assert.match(sources, /M\. B\. Nsimbi, Omweso, a game people play in Uganda/);
  assert.match(sources, /https:\/\/it\.wikipedia\.org\/wiki\/Omweso/);
  assert.doesNotMatch(sources, /seed|\.txt|RULES/);
  assert.match(await page.textContent('#rules-card .rc-glossary'), /okwesera \(Luganda\)/);
  assert.equal(await page.$$eval('#rules-card li.rc-fired', (els) => els.length), 0, 'nothing marked before a move');

  // The board stays where it was, beside the card.
  const board = await page.locator('#board').boundingBox();
  const card = await page.locator('#rules-card').boundingBox();
  assert.ok(card.x >= board.x + board.width - 1, 'the card does not cover the board on a desktop');

  await clickPit(page, [3, 6]);
  await page.waitForSelector('#rules-card li[data-line="capture.take"].rc-fired');
  await idle(page);
  assert.equal(await page.getAttribute('#rules-card li[data-line="capture.take"]', 'class'), 'rc-line rc-fired');
  const current = await page.$$eval('#rules-card li[aria-current="true"]', (els) => els.map((e) => /** @type {HTMLElement} */ (e).dataset.line));
  assert.equal(current.length, 1, 'one rule in play');
  assert.equal(current[0], 'capture.sow', 'the last rule fired: the captured seeds sown');
  assert.match(await page.textContent('#rules-card li.rc-latest'), /^▶? ?in play/);
  assert.equal(await page.$eval('#rules-card li[data-line="move.relay"]', (e) => e.classList.contains('rc-fired')), false, 'a rule that did not fire is not marked');
  // The rule in play is in the card's view.
  const inView = await page.$eval('#rules-card li.rc-latest', (li) => {
    const box = /** @type {HTMLElement} */ (li.closest('.rc-body')).getBoundingClientRect();
    const at = li.getBoundingClientRect();
    return at.top >= box.top && at.bottom <= box.bottom;
  });
  assert.ok(inView);
  await page.screenshot({ path: `${SHOTS}rules-card-desktop.png` });
  assert.deepEqual(await cardViolations(page), [], 'axe-core on the open card, a rule in play');

  // Another language: the same card in Italian, the same lines marked.
  const english = await lineText(page, 'capture.take');
  await hook(page, 'setLanguage', 'it');
  assert.notEqual(await lineText(page, 'capture.take'), english);
  assert.match(await lineText(page, 'capture.take'), /Quando l'ultimo seme cade in un marcatore/, 'the Italian word, not the English "marker"');
  // The sources' own words follow the language (issue 23); a book's title stays as it was published.
  const sourcesIt = await page.textContent('#rules-card .rc-sources');
  assert.match(sourcesIt, /voce dell’enciclopedia in italiano \(Wikipedia, nella copia di Teknopedia\)/);
  assert.doesNotMatch(sourcesIt, /Italian encyclopaedia article/);
  assert.match(sourcesIt, /M\. B\. Nsimbi, Omweso, a game people play in Uganda/);
  assert.match(await page.textContent('#rules-card-title'), /^Regole: /);
  assert.equal(await page.textContent('#rules-card .rc-close'), 'Chiudi');
  assert.equal(await page.textContent('#btn-rules'), 'Regole');
  assert.match(await page.textContent('#rules-card .rc-section[data-section="capture"] h3'), /Come si cattura/);
  assert.equal(await page.$eval('#rules-card li[data-line="capture.take"]', (e) => e.classList.contains('rc-fired')), true);
  assert.match(await page.textContent('#rules-card li.rc-latest .rc-badge'), /in gioco/);
  await page.screenshot({ path: `${SHOTS}rules-card-desktop-it.png` });
  await hook(page, 'setLanguage', 'en');

  // Escape closes it: pressed on the board (where the move was played), the focus stays there;
  // pressed inside the card, the focus goes back to its button.
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'board');
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#rules-card'), false);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'board');
  await openRulesCard(page);
  // Keys inside the card are the card's: U does not take the move back.
  const moves = (await hook(page, 'history')).length;
  await page.keyboard.press('u');
  assert.equal((await hook(page, 'history')).length, moves);
  await page.keyboard.press('Escape');
  assert.equal(await page.isVisible('#rules-card'), false);
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'btn-rules');
  assert.equal(await page.getAttribute('#btn-rules', 'aria-expanded'), 'false');
  assert.deepEqual(problems, []);
  await page.close();
});

test('each game has its own card: Layli Goobalay\'s speaks of uur, Oware\'s has no markers', async () => {
  const { page, problems } = await freshPage(browser.context, browser.server.url, { width: 1440, height: 900 });
  await openSave(page, newSave('layli-goobalay'));
  await openRulesCard(page);
  const layli = await page.textContent('#rules-card .rc-body');
  assert.match(layli, /\buur\b/);
  assert.match(layli, /exercise with circles/);
  assert.match(await page.textContent('#rules-card .rc-glossary'), /uur \(Somali\)/);
  assert.match(await page.textContent('#rules-card .rc-sources'), /Jama Musse Jama, Layli Goobalay/);
  assert.match(await page.textContent('#rules-card-title'), /Layli Goobalay/);

  // A new game while the card is open: it shows the new game's rules.
  await openSave(page, newSave('oware'));
  assert.equal(await page.isVisible('#rules-card'), true);
  const oware = await page.textContent('#rules-card .rc-body');
  assert.doesNotMatch(oware, /marker/i);
  assert.doesNotMatch(oware, /\buur\b/);
  assert.match(oware, /makes 2 or 3 in an opponent's pit/);
  assert.match(await page.textContent('#rules-card .rc-sources'), /Roberto Saranga \(ed\.\), Oware: il regolamento, PerGioco\.net/);
  assert.equal(await page.$$eval('#rules-card .rc-section[data-section="differences"] li', (els) => els.length), 4);
  await hook(page, 'setLanguage', 'fr');
  assert.doesNotMatch(await page.textContent('#rules-card .rc-body'), /marqueur/i);
  assert.match(await page.textContent('#rules-card .rc-body'), /Comment capturer/);
  await hook(page, 'setLanguage', 'en');
  // Its close button closes it too (on a desktop the card lies over the side column, its opener included).
  await page.click('#rules-card .rc-close');
  assert.equal(await page.isVisible('#rules-card'), false);
  assert.deepEqual(problems, []);
  await page.close();
});

test('on a phone the card covers the lower screen, not the board, with targets a finger can hit', async () => {
  const { page, problems } = await freshPage(browser.context, browser.server.url, { width: 390, height: 844 });
  await openSave(page, captureSave());
  const board = await page.locator('#board').boundingBox();
  await openRulesCard(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  const after = await page.locator('#board').boundingBox();
  assert.deepEqual(after, board, 'opening the card does not move the board');
  const card = await page.locator('#rules-card').boundingBox();
  assert.ok(card.height <= 844 * 0.43 && card.y + card.height <= 844, 'the card stays in the lower part of the screen');
  assert.ok(card.width <= 390);
  const close = await page.locator('#rules-card .rc-close').boundingBox();
  assert.ok(close.width >= 44 && close.height >= 44, 'the close button is at least 44 px');
  const open = await page.locator('#btn-rules').boundingBox();
  assert.ok(open.width >= 44 && open.height >= 44);
  // The board can still be played with the card open.
  await clickPit(page, [3, 6]);
  await page.waitForSelector('#rules-card li[data-line="capture.take"].rc-fired');
  await idle(page);
  await page.screenshot({ path: `${SHOTS}rules-card-phone.png` });
  assert.deepEqual(problems, []);
  await page.close();
});
