// The board's marks in the browser: the coordinates drawn and switched off
// and on (remembered), following a flip; the legend listing the marks of the
// game on the board (turning pits for Igisoro, uur for Layli Goobalay, neither
// for Oware); the move preview on hovering a legal pit, naming the end pit the
// engine gives, nothing on an illegal pit, gone on leaving, never playing (a
// long press's release plays nothing either); a click still plays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { freshPage, hook, clickPit, idle, browserSuite, ready } from './harness.js';
import { Game } from '../js/load.js';
import { pitName } from '../../www/js/pits.js';

const SHOTS = new URL('../../test-results/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

const browser = browserSuite();

/** A fresh page of a ruleset (the URL's parameter), its game open. */
async function open(ruleset, viewport) {
  const opened = await freshPage(browser.context, `${browser.server.url}?ruleset=${ruleset}`, viewport);
  await idle(opened.page);
  return opened;
}

/** Bright cream pixels (the coordinates' ink) in a box of the canvas round a point. */
const inkAround = (page, x, y, r) => page.evaluate(([x, y, r]) => {
  const canvas = /** @type {HTMLCanvasElement} */ (document.getElementById('board'));
  const k = canvas.width / canvas.getBoundingClientRect().width;
  // Read from a copy: the board's own canvas is not read back (the browser warns when it is, often).
  const side = Math.round(2 * r * k);
  const copy = Object.assign(document.createElement('canvas'), { width: side, height: side });
  const ctx = /** @type {CanvasRenderingContext2D} */ (copy.getContext('2d', { willReadFrequently: true }));
  ctx.drawImage(canvas, Math.round((x - r) * k), Math.round((y - r) * k), side, side, 0, 0, side, side);
  const data = ctx.getImageData(0, 0, side, side).data;
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (data[i] > 230 && data[i + 1] > 205 && data[i + 2] > 170) n++;
  return n;
}, [x, y, r]);

const labels = (page) => page.evaluate(() => /** @type {any} */ (window).__omweso.app.board.coordinateLabels());

test('an Oware store says whose it is: the owner\'s name written in it, at the owner\'s end (issue 21)', async () => {
  const { page, problems } = await open('oware', { width: 1440, height: 900 });
  const spots = await page.evaluate(() => {
    const b = /** @type {any} */ (window).__omweso.app.board;
    return { names: b.storeNames, south: b.storeNameAt('south'), north: b.storeNameAt('north'), height: b.geo.height };
  });
  assert.deepEqual(spots.names, ['South', 'North']);
  assert.ok(spots.south.y > spots.north.y, 'South\'s name is written at the end nearer South');
  const ink = async () => [await inkAround(page, spots.south.x, spots.south.y, 12), await inkAround(page, spots.north.x, spots.north.y, 12)];
  const written = await ink();
  await page.evaluate(() => { const app = /** @type {any} */ (window).__omweso.app; app.board.storeNames = null; app.board.draw(app.board.model); });
  const blank = await ink();
  for (const i of [0, 1]) assert.ok(written[i] > blank[i] + 10, `the name's ink in the ${i ? 'north' : 'south'} store: ${written[i]} against ${blank[i]} without it`);
  assert.deepEqual(problems, []);
  await page.close();
});

test('coordinates are drawn round the board as the narration names pits, switched off and on, remembered, and follow a flip', async () => {
  const { page, problems } = await open('omweso', { width: 1440, height: 900 });
  assert.equal(await page.getAttribute('#board', 'data-coords'), 'on', 'on by default');
  assert.equal(await page.getAttribute('#btn-coords', 'aria-pressed'), 'true');
  const drawn = await labels(page);
  assert.deepEqual(drawn.map((l) => l.text).sort(), ['1', '2', '3', '4', 'a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  // The letter a stands under column 0 and the number 1 beside South's outer row (pitName's a1 = [3, 0]).
  const a1 = await hook(page, 'pitCenter', 3, 0);
  const box = await page.locator('#board').boundingBox();
  const a = drawn.find((l) => l.text === 'a');
  const one = drawn.find((l) => l.text === '1');
  assert.ok(Math.abs(box.x + a.x - a1.x) < 1 && box.y + a.y > a1.y, 'a under the first column');
  assert.ok(Math.abs(box.y + one.y - a1.y) < 1 && box.x + one.x < a1.x, '1 left of the bottom row');
  assert.equal(pitName([3, 0], 4), 'a1');
  const ink = await inkAround(page, a.x, a.y, a.size * 0.6);
  assert.ok(ink > 10, `the letter is drawn in cream (${ink} pixels)`);

  await page.click('#btn-coords');
  assert.equal(await page.getAttribute('#board', 'data-coords'), 'off');
  assert.equal(await page.getAttribute('#btn-coords', 'aria-pressed'), 'false');
  assert.deepEqual(await labels(page), []);
  assert.ok(await inkAround(page, a.x, a.y, a.size * 0.6) < ink / 4, 'the letter is gone from the pixels');
  await page.reload();
  await ready(page);
  assert.equal(await page.getAttribute('#board', 'data-coords'), 'off', 'the switch is remembered');
  await page.click('#btn-coords');
  assert.equal(await page.getAttribute('#board', 'data-coords'), 'on');

  // Flipped, the board turns half round: a still names column 0, now on the right, upright.
  await page.click('#btn-flip');
  const flipped = await labels(page);
  const a1f = await hook(page, 'pitCenter', 3, 0);
  const boxF = await page.locator('#board').boundingBox();
  const af = flipped.find((l) => l.text === 'a');
  assert.ok(Math.abs(boxF.x + af.x - a1f.x) < 1, 'a still under column 0');
  assert.ok(boxF.x + af.x > boxF.x + boxF.width / 2, 'column 0 is on the right when flipped');
  await page.click('#btn-flip');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the coordinates on a phone, the board turned a quarter', async () => {
  const { page, problems } = await open('omweso', { width: 390, height: 844 });
  assert.equal(await page.getAttribute('#board', 'data-orientation'), 'quarter');
  const drawn = await labels(page);
  assert.equal(drawn.length, 12);
  const box = await page.locator('#board').boundingBox();
  for (const l of drawn) assert.ok(l.x > 0 && l.x < box.width && l.y > 0 && l.y < box.height && l.size >= 10, `${l.text} on the board, readable`);
  // Column letters run along the rows (down the screen), each beside its column's pits.
  const h = drawn.find((l) => l.text === 'h');
  const h1 = await hook(page, 'pitCenter', 3, 7);
  assert.ok(Math.abs(box.y + h.y - h1.y) < 1, 'h beside column 7');
  await page.screenshot({ path: `${SHOTS}/board-marks-phone.png` });
  assert.deepEqual(problems, []);
  await page.close();
});

test('the legend lists the marks of the game on the board', async () => {
  const marks = async (ruleset) => {
    const { page, problems } = await open(ruleset);
    const kinds = await page.$$eval('#legend li', (items) => items.map((li) => li.dataset.mark));
    const texts = await page.$$eval('#legend li span', (s) => s.map((e) => e.textContent));
    const drawn = await page.$$eval('#legend li canvas', (cs) => cs.map((c) => c.width > 0 && c.height > 0));
    assert.ok(texts.every((s) => s && !s.startsWith('legend.')), `${ruleset}: every mark has its sentence`);
    assert.ok(drawn.length === kinds.length && drawn.every(Boolean), `${ruleset}: every mark has its small board`);
    assert.deepEqual(problems, []);
    await page.close();
    return kinds;
  };
  const igisoro = await marks('igisoro');
  const layli = await marks('layli-goobalay');
  const oware = await marks('oware');
  assert.ok(igisoro.includes('turning') && !igisoro.includes('uur'), `Igisoro: ${igisoro}`);
  assert.ok(layli.includes('uur') && layli.includes('stores') && !layli.includes('turning'), `Layli Goobalay: ${layli}`);
  assert.ok(!oware.includes('uur') && !oware.includes('turning'), `Oware: ${oware}`);
  for (const kinds of [igisoro, layli, oware]) assert.ok(kinds.includes('coords') && kinds.includes('legal') && kinds.includes('preview'));
});

test('hovering a legal pit previews its first lap as the engine gives it, and plays nothing', async () => {
  const { page, problems } = await open('igisoro', { width: 1440, height: 900 });
  const before = await hook(page, 'save');
  const status = await page.textContent('#status');
  const legal = (await hook(page, 'legalMoves')).filter((d) => d.kind === 'sow');
  for (const d of [legal[0], legal[legal.length - 1]]) {
    // What the engine says of this decision, asked here in Node of the same game.
    const game = Game.fromJSON(before);
    const expected = game.preview(d);
    game.free();
    const end = pitName(expected.end, 4);
    const p = await hook(page, 'pitCenter', d.pit[0], d.pit[1]);
    await page.mouse.move(p.x, p.y);
    await page.waitForFunction((e) => document.getElementById('board').dataset.previewEnd === e, end, { timeout: 5000 });
    const said = await page.textContent('#status');
    assert.ok(said.startsWith(`${pitName(d.pit, 4)}: `) && said.includes(` ends in ${end}`), `the sentence names the pit and its end: ${said}`);
    assert.equal(await hook(page, 'save'), before, 'nothing is played');
    assert.equal(await hook(page, 'animating'), false);
    // Off the board: the preview goes and the status line says what it said.
    await page.mouse.move(5, 5);
    await page.waitForFunction(() => !document.getElementById('board').dataset.previewEnd);
    assert.equal(await page.textContent('#status'), status);
  }
  // North's pit cannot be played: nothing is shown.
  const north = await hook(page, 'pitCenter', 0, 3);
  await page.mouse.move(north.x, north.y);
  await page.waitForTimeout(400);
  assert.equal(await page.getAttribute('#board', 'data-preview-end'), null, 'no preview on an illegal pit');
  assert.equal(await page.textContent('#status'), status);
  await page.screenshot({ path: `${SHOTS}/board-marks-desktop.png` });

  // A finger held on a pit previews it; its release plays nothing.
  const d = legal[0];
  const q = await hook(page, 'pitCenter', d.pit[0], d.pit[1]);
  const touch = (type) => page.evaluate(([type, x, y]) => {
    const canvas = document.getElementById('board');
    canvas.dispatchEvent(new PointerEvent(type, { pointerType: 'touch', clientX: x, clientY: y, bubbles: true, isPrimary: true }));
    if (type === 'pointerup') canvas.dispatchEvent(new MouseEvent('click', { clientX: x, clientY: y, bubbles: true }));
  }, [type, q.x, q.y]);
  await touch('pointerdown');
  await page.waitForFunction(() => document.getElementById('board').dataset.previewEnd, null, { timeout: 3000 });
  await touch('pointerup');
  await page.waitForTimeout(300);
  assert.equal(await hook(page, 'save'), before, 'the release of a long press plays nothing');
  assert.equal((await hook(page, 'history')).length, 0);

  // A click still plays the pit, and no preview is drawn while it is sown.
  await page.mouse.move(q.x, q.y);
  await page.waitForFunction(() => document.getElementById('board').dataset.previewEnd);
  await clickPit(page, d.pit);
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.history() ?? []).length === 1 || /** @type {any} */ (window).__omweso.state().pending);
  assert.equal(await page.evaluate(() => /** @type {any} */ (window).__omweso.app.board.model.preview ?? null), null, 'no preview while the turn is sown');
  await idle(page);
  assert.notEqual(await hook(page, 'save'), before, 'the click played');
  assert.deepEqual(problems, []);
  await page.close();
});
