// The page's layout in a browser: at desktop, laptop, phone and kiosk sizes
// everything needed during play is on screen without scrolling, touch
// targets are finger-sized, a phone held upright gets the board turned, the
// stores of a two-row game are drawn, and the flip switch keeps clicks true.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { openPage, hook, clickPit, clickDecision, idle, browserSuite, ready } from './harness.js';

const SHOTS = new URL('../../test-results/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

const SIZES = [
  ['desktop', { width: 1440, height: 900 }],
  ['laptop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
  ['kiosk', { width: 1920, height: 1080 }],
];

const browser = browserSuite();

/** A saved game from a teaching position, as the page stores it. */
function saved(ruleset, setup, layout) {
  const game = JSON.stringify({ format: 'omweso-game', version: 1, setup: { ruleset, allowUnusualTotals: true, ...setup }, decisions: [] });
  return JSON.stringify({ game, settings: { ruleset, options: {}, layout, names: { south: 'Amina', north: 'Kato' } }, speed: 'instant' });
}

/** South lifts b2 ([2, 1]): the relay at b1 pauses for a reverse lap. */
const REVERSE = saved('omweso', { board: [[2, 0, 0, 0, 0, 0, 0, 2], [3, 0, 0, 0, 0, 0, 0, 0], [1, 3, 0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0, 0, 0]], toMove: 'south' }, { south: 'all-twos', north: 'all-twos' });
/** South sows f1 ([1, 5]) into North's f2 and takes 3. */
const OWARE = saved('oware', { board: [[4, 4, 4, 4, 4, 2], [4, 4, 4, 4, 4, 1]], toMove: 'south', stores: [2, 3] }, { south: 'standard', north: 'standard' });


/** Reload on a stored game (or none) and a stored flip value (or none). */
async function reloadWith(page, game, flip) {
  await page.evaluate(([g, f]) => {
    localStorage.clear();
    if (g) localStorage.setItem('omweso.v1', g);
    if (f !== null) localStorage.setItem('omweso.flip', f);
  }, [game, flip]);
  await page.reload();
  await ready(page);
}

/** Every element the player needs during play, with its box in the viewport. */
async function boxes(page) {
  return page.evaluate(() => {
    const ids = ['board', 'status', 'btn-undo', 'btn-redo', 'speed', 'btn-pause', 'btn-step', 'btn-skip', 'btn-hint', 'btn-flip', 'btn-new'];
    const els = [...ids.map((id) => /** @type {HTMLElement} */ (document.getElementById(id))), ...document.querySelectorAll('#choice-buttons button')];
    return els.filter((e) => e && e.offsetParent !== null).map((e) => {
      const r = e.getBoundingClientRect();
      return { id: e.id || e.textContent, left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
    });
  });
}

for (const [name, viewport] of SIZES) {
  test(`${name} ${viewport.width}×${viewport.height}: a direction choice, the board and every control in view, finger-sized`, async () => {
    const { page, problems } = await openPage(browser.context, browser.server.url, viewport);
    await reloadWith(page, REVERSE, null);
    const controls = await boxes(page);
    await clickPit(page, [2, 1]);
    await idle(page);
    assert.equal((await hook(page, 'state')).pending?.reason, 'reverse_lap');
    assert.equal(await page.isVisible('#choice'), true, 'the choice panel shows');
    await page.screenshot({ path: `${SHOTS}layout-${name}-choice.png` });
    const shown = await boxes(page);
    // Issue 21: no layout shift in play. The board, the status line and every
    // control keep their place when a question is asked (it lies over the
    // controls, which wait under it, out of the tab order).
    for (const id of ['board', 'btn-undo', 'btn-redo']) {
      assert.deepEqual(shown.find((b) => b.id === id), controls.find((b) => b.id === id), `${id} has not moved`);
    }
    // The status line's words change (so its width), its place does not.
    const line = (/** @type {any[]} */ list) => { const b = list.find((x) => x.id === 'status'); return [b.top, b.bottom]; };
    assert.deepEqual(line(shown), line(controls), 'the status line has not moved');
    assert.equal(await page.$eval('#btn-undo', (b) => getComputedStyle(b).visibility), 'hidden', 'the controls wait under the question');
    const hit = await page.$eval('#choice-buttons button', (b) => { const r = b.getBoundingClientRect(); const e = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2); return e === b || b.contains(e); });
    assert.equal(hit, true, 'the answers are on top, not covered');
    for (const b of shown) {
      assert.ok(b.left >= 0 && b.top >= 0 && b.right <= viewport.width && b.bottom <= viewport.height,
        `${b.id} inside the ${viewport.width}×${viewport.height} viewport: ${JSON.stringify(b)}`);
      if (b.id !== 'board' && b.id !== 'status') assert.ok(b.height >= 44 && b.width >= 44, `${b.id} is at least 44 px: ${b.width}×${b.height}`);
    }
    assert.equal(await page.evaluate(() => document.scrollingElement?.scrollTop), 0, 'nothing needed scrolling');
    const ids = shown.map((b) => b.id);
    for (const id of ['board', 'status', 'btn-undo', 'btn-redo', 'speed', 'btn-pause', 'btn-step', 'btn-skip', 'btn-hint', 'btn-flip']) assert.ok(ids.includes(id), `${id} is shown`);
    assert.ok(shown.length >= ids.indexOf('btn-new') + 2, 'the choice buttons are shown');
    // The board's own buttons: finger-sized, on the canvas, each on its side.
    const view = await page.evaluate(() => {
      const app = /** @type {any} */ (window).__omweso.app;
      const c = app.board.model.choice;
      return { cell: app.board.geo.unit, pitR: app.board.geo.pitR, width: app.board.geo.width, height: app.board.geo.height, spots: app.board.choiceSpots(c.pit), quarter: app.board.orientation.quarter };
    });
    for (const s of view.spots) {
      assert.ok(2 * s.r >= 44, `the ${s.dir} button is ${2 * s.r} px across`);
      assert.ok(s.x - s.r >= 0 && s.y - s.r >= 0 && s.x + s.r <= view.width && s.y + s.r <= view.height, `the ${s.dir} button is not clipped`);
    }
    assert.ok(view.cell >= 44, `a pit answers a tap over ${view.cell} px`);
    if (name === 'phone') {
      assert.equal(view.quarter, true, 'a phone held upright turns the board');
      assert.ok(2 * view.pitR >= 44, `pits are drawn ${2 * view.pitR} px across on the phone`);
    } else {
      assert.equal(view.quarter, false, 'a wide screen keeps the board upright');
    }
    // The board's button answers the choice where it is drawn.
    await clickDecision(page, { kind: 'direction', dir: 'cw' });
    await idle(page);
    const done = await hook(page, 'state');
    assert.equal(done.pending, null);
    assert.equal(await page.$eval('#btn-undo', (b) => getComputedStyle(b).visibility), 'visible', 'answered, the controls are back');
    assert.deepEqual(done.board[3], [2, 0, 1, 1, 1, 1, 1, 0], 'the clockwise answer captured');
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('Oware: the stores are drawn with their counts, and captured seeds land in them', async () => {
  for (const [name, viewport] of [SIZES[0], SIZES[2]]) {
    const { page, problems } = await openPage(browser.context, browser.server.url, viewport);
    await reloadWith(page, OWARE, null);
    assert.equal(await page.getAttribute('#board', 'data-stores'), '2,3', 'the stores as set up');
    await clickPit(page, [1, 5]);
    await idle(page);
    const st = await hook(page, 'state');
    assert.deepEqual(st.stores, [5, 3], 'South took 3');
    assert.equal(await page.getAttribute('#board', 'data-stores'), '5,3', 'the drawn stores follow the engine');
    const where = await page.evaluate(() => {
      const app = /** @type {any} */ (window).__omweso.app;
      const rect = app.board.canvas.getBoundingClientRect();
      const south = app.board.storeCentre('south');
      const north = app.board.storeCentre('north');
      return { w: rect.width, h: rect.height, south, north, southPit: app.board.pitAt(south.x, south.y) };
    });
    for (const p of [where.south, where.north]) assert.ok(p.x > 0 && p.y > 0 && p.x < where.w && p.y < where.h, `a store on the board (${name})`);
    assert.equal(where.southPit, null, 'a store is no pit');
    await page.screenshot({ path: `${SHOTS}layout-${name}-oware.png` });
    assert.deepEqual(problems, []);
    await page.close();
  }
});

/** Where each name line is against the board: above/below, or left/right. */
async function namesAround(page) {
  return page.evaluate(() => {
    const box = (id) => /** @type {HTMLElement} */ (document.getElementById(id)).getBoundingClientRect();
    const b = box('board');
    const at = (/** @type {DOMRect} */ r) => ({ above: r.bottom <= b.top + 1, below: r.top >= b.bottom - 1, left: r.right <= b.left + b.width / 2 + 1, right: r.left >= b.left + b.width / 2 - 1 });
    return { north: at(box('player-north')), south: at(box('player-south')) };
  });
}

test('flip board: North at the bottom, clicks still reach the pit under the finger, remembered across a reload', async () => {
  const { page, problems } = await openPage(browser.context, browser.server.url, { width: 1280, height: 900 });
  await reloadWith(page, null, null);
  await page.selectOption('#speed', 'instant');
  assert.equal(await page.getAttribute('#btn-flip', 'aria-pressed'), 'false');
  let names = await namesAround(page);
  assert.ok(names.north.above && names.south.below, 'upright: North above, South below');
  const before = await hook(page, 'pitCenter', 3, 4);
  await page.click('#btn-flip');
  assert.equal(await page.getAttribute('#btn-flip', 'aria-pressed'), 'true');
  const flipped = await hook(page, 'pitCenter', 3, 4);
  assert.ok(flipped.y < before.y, 'South\'s back row is now at the top');
  names = await namesAround(page);
  assert.ok(names.north.below && names.south.above, 'flipped: North below, South above');
  await clickPit(page, [3, 4]);
  await idle(page);
  const history = await page.evaluate(() => (/** @type {any} */ (window).__omweso.history()));
  assert.deepEqual(history[0].decision.pit, [3, 4], 'the click played the pit drawn under it');
  await page.reload();
  await ready(page);
  assert.equal(await page.getAttribute('#btn-flip', 'aria-pressed'), 'true', 'remembered');
  assert.match(await page.getAttribute('#board', 'data-orientation') ?? '', /flipped/);
  await reloadWith(page, null, '{"not": "a flip"}');
  assert.equal(await page.getAttribute('#btn-flip', 'aria-pressed'), 'false', 'a corrupt value is ignored');
  assert.equal(await page.getAttribute('#board', 'data-orientation'), 'upright');
  assert.deepEqual(problems, []);
  await page.close();
});

test('phone held upright: the turned board keeps each name beside its rows, flipped too', async () => {
  const { page, problems } = await openPage(browser.context, browser.server.url, { width: 390, height: 844 });
  await reloadWith(page, null, null);
  assert.equal(await page.getAttribute('#board', 'data-orientation'), 'quarter');
  let names = await namesAround(page);
  const northPit = await hook(page, 'pitCenter', 0, 0);
  const southPit = await hook(page, 'pitCenter', 3, 0);
  assert.ok(northPit.x < southPit.x, 'North\'s rows on the left');
  assert.ok(names.north.left && names.south.right && names.north.above, 'North\'s name over the left half');
  await page.click('#btn-flip');
  names = await namesAround(page);
  assert.ok(names.north.right && names.south.left, 'flipped: North\'s name over the right half');
  await page.selectOption('#speed', 'instant');
  await clickPit(page, [3, 4]);
  await idle(page);
  const history = await page.evaluate(() => (/** @type {any} */ (window).__omweso.history()));
  assert.deepEqual(history[0]?.decision.pit, [3, 4], 'a tap plays the pit under it on the turned, flipped board');
  await page.screenshot({ path: `${SHOTS}layout-phone-flipped.png` });
  assert.deepEqual(problems, []);
  await page.close();
});

test('touch: the board and buttons never zoom on a double tap, a long press selects nothing', async () => {
  const { page } = await openPage(browser.context, browser.server.url, { width: 390, height: 844 });
  const css = await page.evaluate(() => {
    const s = (sel) => getComputedStyle(/** @type {Element} */ (document.querySelector(sel)));
    return {
      board: s('#board').touchAction, wrap: s('#board-wrap').touchAction, button: s('#btn-undo').touchAction, choice: s('#choice').touchAction,
      select: s('#board-wrap').userSelect, callout: s('#board-wrap').getPropertyValue('-webkit-touch-callout'),
    };
  });
  for (const k of ['board', 'wrap', 'button', 'choice']) assert.equal(css[k], 'manipulation', k);
  assert.equal(css.select, 'none');
  await page.close();
});

/** WCAG contrast of two CSS colours (rgb()/rgba() as computed). */
function contrast(a, b) {
  const lum = (c) => {
    const [r, g, bl] = c.match(/[\d.]+/g).slice(0, 3).map(Number).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test('contrast: the end-of-game status is AA, focus rings stand out from what is around them', async () => {
  const { page } = await openPage(browser.context, browser.server.url, { width: 1280, height: 900 });
  const colours = await page.evaluate(() => {
    const status = /** @type {HTMLElement} */ (document.getElementById('status'));
    status.classList.add('over');
    const undo = /** @type {HTMLElement} */ (document.getElementById('btn-redo'));
    return {
      over: getComputedStyle(status).color,
      page: getComputedStyle(document.documentElement).backgroundColor,
      panel: getComputedStyle(undo).backgroundColor,
      topbar: getComputedStyle(/** @type {Element} */ (document.querySelector('.topbar'))).backgroundColor,
    };
  });
  assert.ok(contrast(colours.over, colours.page) >= 4.5, `end-of-game status ${contrast(colours.over, colours.page).toFixed(2)}:1`);
  await page.focus('#btn-flip');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ring = await page.$eval('#btn-flip', (e) => getComputedStyle(e).outlineColor);
  assert.ok(contrast(ring, colours.page) >= 3, `focus ring on the page ${contrast(ring, colours.page).toFixed(2)}:1`);
  assert.ok(contrast(ring, colours.panel) >= 3, `focus ring against the button ${contrast(ring, colours.panel).toFixed(2)}:1`);
  await page.focus('#btn-new');
  const top = await page.$eval('#btn-new', (e) => getComputedStyle(e).outlineColor);
  assert.ok(contrast(top, colours.topbar) >= 3, `focus ring on the top bar ${contrast(top, colours.topbar).toFixed(2)}:1`);
  await page.close();
});
