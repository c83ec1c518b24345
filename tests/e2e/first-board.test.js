// The first board before the engine (app/first-board.js): with the wasm held
// back, as on a slow link, a first visit draws the game the address asks for
// and a returning player their saved position, pixel for pixel the board the
// page draws once the engine is there; a click meanwhile is answered in
// words and plays nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { startServer, launch, ready, idle, hook, openPage, clickDecision, closedAfterAll } from './harness.js';
import { EN } from '../../www/js/lang/en.js';

/** Closed after the file's last test. */
const closeLater = closedAfterAll();

const server = await startServer();
closeLater(() => server.close());

/**
 * A fresh browser whose wasm requests wait until `release()`.
 */
async function heldEngine() {
  const context = await launch();
  closeLater(() => context.close());
  /** @type {() => void} */
  let release = () => {};
  let held = new Promise((r) => { release = () => r(undefined); });
  await context.route('**/*.wasm', async (route) => {
    await held;
    await route.continue();
  });
  return {
    context,
    release: () => release(),
    /** Hold the wasm again (a reload). */
    hold: () => { held = new Promise((r) => { release = () => r(undefined); }); },
  };
}

/**
 * The board's pixels, as a hash (an assertion's message stays short) with the canvas's size.
 * @param {import('playwright-core').Page} page
 */
const pixels = async (page) => {
  const { url, size } = await page.$eval('#board', (c) => ({ url: /** @type {HTMLCanvasElement} */ (c).toDataURL(), size: `${/** @type {HTMLCanvasElement} */ (c).width}x${/** @type {HTMLCanvasElement} */ (c).height}` }));
  return `${size} ${createHash('sha256').update(url).digest('hex').slice(0, 16)}`;
};

for (const [name, query, viewport] of [['the default game', '', null], ['the default game on a phone', '', { width: 390, height: 844 }],
  ['Oware, asked for by the address', '?ruleset=oware', null], ['Layli Goobalay on a phone', '?ruleset=layli-goobalay', { width: 390, height: 844 }]]) {
  test(`a first visit draws ${name} before the engine arrives: the same pixels, in the same place, once it has; a click meanwhile is said and plays nothing`, async () => {
    const { context, release } = await heldEngine();
    const page = await context.newPage();
    if (viewport) await page.setViewportSize(viewport);
    await page.goto(`${server.url}${query}`);
    await page.waitForSelector('body[data-board="early"]');
    assert.equal(await page.getAttribute('body', 'data-ready'), null, 'the engine is not there yet');
    const early = await pixels(page);
    const box = /** @type {{ x: number, y: number, width: number, height: number }} */ (await page.locator('#board').boundingBox());
    assert.equal(await page.isDisabled('#btn-undo'), true, 'the controls wait for the game');
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.7);
    assert.equal(await page.textContent('#status'), EN['app.stillLoading']);
    await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
    release();
    await ready(page);
    await idle(page);
    assert.equal((await hook(page, 'state')).movesPlayed, 0, 'the click played nothing');
    assert.equal(await page.getAttribute('body', 'data-board'), 'live');
    assert.equal(await pixels(page), early, 'the engine-backed board is the one drawn before it');
    assert.deepEqual(await page.locator('#board').boundingBox(), box, 'the board has not moved');
    assert.equal(await page.isDisabled('#btn-flip'), false, 'the controls work now');
    await page.close();
  });
}

test('a returning player\'s saved position is drawn before the engine arrives, as the page draws it once it has', async () => {
  const { context, release, hold } = await heldEngine();
  release();
  const { page, problems } = await openPage(context, server.url);
  await page.selectOption('#speed', 'instant');
  const [decision] = await hook(page, 'legalMoves');
  await clickDecision(page, decision);
  await idle(page);
  assert.equal((await hook(page, 'state')).movesPlayed, 1);
  hold();
  await page.reload();
  await page.waitForSelector('body[data-board="early"]');
  assert.equal(await page.getAttribute('body', 'data-ready'), null);
  const early = await pixels(page);
  release();
  await ready(page);
  await idle(page);
  assert.equal((await hook(page, 'state')).movesPlayed, 1, 'the saved game is back');
  assert.equal(await pixels(page), early, 'the saved position, drawn before the engine, is the live one');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a kiosk draws no board before its engine: its page is laid out and played its own way once it starts', async () => {
  const { context, release } = await heldEngine();
  const page = await context.newPage();
  await page.goto(`${server.url}?kiosk=1`);
  await page.waitForFunction((text) => document.getElementById('status')?.textContent === text, EN['app.loading']);
  assert.equal(await page.getAttribute('body', 'data-board'), null);
  release();
  await ready(page);
  assert.equal(await page.getAttribute('body', 'data-board'), 'live');
  await page.close();
});

test('a picture in storage that is not one is not drawn: the page waits for its engine as before', async () => {
  const { context, release } = await heldEngine();
  release();
  const { page } = await openPage(context, server.url);
  // A save whose picture is garbage (storage is anybody's to write).
  await page.evaluate(() => {
    for (const store of [localStorage, sessionStorage]) {
      for (const key of Object.keys(store).filter((k) => k.startsWith('omweso.v2:'))) {
        const saved = JSON.parse(/** @type {string} */ (store.getItem(key)));
        store.setItem(key, JSON.stringify({ ...saved, picture: { rows: 4, cols: 8, counts: [1, 2] } }));
      }
    }
  });
  await page.reload();
  await ready(page);
  assert.equal(await page.getAttribute('body', 'data-board'), 'live', 'no early board from a broken picture');
  await page.close();
});
