// Browser tests of the set-up dialog and the saved games: focus kept in the
// game list, Start always in view, the layout editor's limits said next to the
// board, one saved game per page and per tab, and saves that are damaged or
// come from another version answered in words with New game still working.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { startServer, launch, openPage, hook, clickPit, chromiumPath, idle, ready } from './harness.js';

const SHOTS = new URL('../../test-results/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });
const SIZES = /** @type {const} */ ([['desktop', { width: 1440, height: 900 }], ['laptop', { width: 1366, height: 768 }], ['phone', { width: 390, height: 844 }]]);
/** The key every page shared before saves were kept per page (still read once, to carry a game over). */
const LEGACY = 'omweso.v1';

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

/** A page of its own (a tab), with nothing saved on the site. */
async function freshPage(url = server.url, viewport = undefined) {
  const opened = await openPage(context, url, viewport);
  pages.add(opened.page);
  await opened.page.evaluate(() => { localStorage.clear(); sessionStorage.clear(); });
  await opened.page.reload();
  await ready(opened.page);
  await opened.page.selectOption('#speed', 'instant');
  return opened;
}

async function reload(page) {
  await page.reload();
  await ready(page);
}


/** Start a new game of a ruleset through the dialog. */
async function newGame(page, ruleset) {
  await page.click('#btn-new');
  await page.check(`input[name="ruleset"][value="${ruleset}"]`);
  const opened = await hook(page, 'opened');
  await page.click('#setup-start');
  // The engine's worker opens the game: wait for that one, not the game before.
  await page.waitForFunction((n) => (/** @type {any} */ (window).__omweso.opened() > n), opened);
}

/** Play the first legal sowing through a click. */
async function playOne(page) {
  const move = (await hook(page, 'legalMoves')).find((d) => d.kind === 'sow');
  await clickPit(page, move.pit);
  const asked = await page.$('#choice:not([hidden]) #choice-buttons button');
  if (asked) await asked.click();
  await idle(page);
}

/** A saved game as an earlier version of the page wrote it, planted under the old shared key. */
function legacySave(settings, moves = 0) {
  const game = JSON.stringify({ format: 'omweso-game', version: 1, setup: { ruleset: 'omweso', board: [[2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2]], toMove: 'south' }, decisions: moves ? [{ kind: 'sow', pit: [3, 4] }] : [] });
  return JSON.stringify({ game, settings, speed: 'instant' });
}

async function plant(page, text) {
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [LEGACY, text]);
  await reload(page);
}

/** The notice's text, and that it never shows JavaScript's own words. */
async function assertNoticeInWords(page, pattern) {
  await page.waitForSelector('#notice:not([hidden])');
  const text = await page.textContent('#notice') ?? '';
  assert.match(text, pattern);
  assert.doesNotMatch(text, /Cannot read properties|undefined|TypeError|is not a function|line \d+ column \d+|null/, `no raw JavaScript or parser error in "${text}"`);
  return text;
}

/** New game opens its dialog, and Start starts a game. */
async function assertNewGameWorks(page) {
  await page.click('#btn-new');
  assert.equal(await page.isVisible('#setup-dialog[open]'), true, 'the set-up dialog opened');
  assert.equal(await page.isDisabled('#setup-start'), false, 'the settings shown can start');
  const opened = await hook(page, 'opened');
  await page.click('#setup-start');
  await page.waitForFunction(() => !document.querySelector('#setup-dialog')?.hasAttribute('open'));
  // The engine's worker opens the game after the dialog closes: wait for that game, not the one before.
  await page.waitForFunction((n) => (/** @type {any} */ (window).__omweso.opened() > n), opened);
  assert.equal((await hook(page, 'state')).movesPlayed, 0, 'a new game');
}

test('arrow keys in the game list keep the focus there and show the game\'s whole description', async () => {
  const { page, problems } = await freshPage();
  await page.click('#btn-new');
  await page.focus('input[name="ruleset"]:checked');
  const infos = await page.evaluate(() => (/** @type {any} */ (window).__omweso.app.controller.infos.map((/** @type {any} */ r) => ({ id: r.id, description: r.description }))));
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('ArrowRight');
    const focused = await page.evaluate(() => {
      const a = /** @type {HTMLInputElement} */ (document.activeElement);
      return { name: a?.getAttribute('name'), value: a?.value, checked: a?.checked };
    });
    assert.equal(focused.name, 'ruleset', `after ${i + 1} arrow keys the focus is still in the game list`);
    assert.equal(focused.checked, true, 'the focused game is the chosen one');
    // The chosen game's description is there in full, not cut off.
    const shown = await page.$eval('#setup-dialog .variant-about', (e) => ({ text: e.textContent, cut: e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1 }));
    const info = infos.find((r) => r.id === focused.value);
    assert.ok(shown.text?.includes(info.description), `the whole description of ${info.id} is shown`);
    assert.equal(shown.cut, false, 'the description is not clipped');
  }
  assert.deepEqual(problems, []);
});

for (const [name, viewport] of SIZES) {
  test(`Start and Cancel are in view without scrolling (${name} ${viewport.width}×${viewport.height})`, async () => {
    const { page, problems } = await freshPage(server.url, viewport);
    for (const [ruleset, custom] of [['omweso', false], ['hus', false], ['omweso', true]]) {
      await page.click('#btn-new');
      await page.check(`input[name="ruleset"][value="${ruleset}"]`);
      if (custom) {
        await page.selectOption('select[name="layout-south"]', 'custom');
        await page.selectOption('select[name="layout-north"]', 'custom');
      }
      await page.$eval('#setup-dialog', (d) => { d.scrollTop = 0; for (const e of d.querySelectorAll('*')) e.scrollTop = 0; });
      for (const selector of ['#setup-start', '#setup-dialog .setup-buttons button.secondary']) {
        const seen = await page.$eval(selector, (b) => {
          const r = b.getBoundingClientRect();
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
          return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, hit: hit === b || b.contains(hit) };
        });
        assert.ok(seen.top >= 0 && seen.bottom <= viewport.height && seen.left >= 0 && seen.right <= viewport.width, `${selector} inside the ${name} viewport for ${ruleset}${custom ? ' (arranging my own)' : ''}: ${JSON.stringify(seen)}`);
        assert.equal(seen.hit, true, `${selector} is not covered`);
      }
      if (custom) await page.screenshot({ path: `${SHOTS}setup-${name}-editor.png` });
      else await page.screenshot({ path: `${SHOTS}setup-${name}-${ruleset}.png` });
      await page.click('#setup-dialog .setup-buttons button.secondary');
    }
    assert.deepEqual(problems, []);
  });
}

test('on a phone every target of the set-up is 44 px tall: the names, Rule options and each option (issue 21)', async () => {
  const { page, problems } = await freshPage(server.url, { width: 390, height: 844 });
  await page.click('#btn-new');
  await page.click('#setup-dialog details.options > summary');
  const small = await page.$$eval('#setup-dialog input, #setup-dialog select, #setup-dialog summary, #setup-dialog button', (els) => els
    .filter((e) => e.getClientRects().length > 0 && e.getBoundingClientRect().height > 0)
    // A radio or a checkbox is as big as the label around it, which is what a finger hits.
    .map((e) => { const box = (/** @type {HTMLInputElement} */ (e).type === 'checkbox' || /** @type {HTMLInputElement} */ (e).type === 'radio') ? e.closest('label') ?? e : e; return { what: e.outerHTML.slice(0, 60), h: box.getBoundingClientRect().height }; })
    .filter((x) => x.h < 43.5));
  assert.deepEqual(small, [], 'targets under 44 px');
  assert.deepEqual(problems, []);
  await page.close();
});

test('options that change the board stand up front with a label people read', async () => {
  const { page, problems } = await freshPage();
  await page.click('#btn-new');
  await page.check('input[name="ruleset"][value="hus"]');
  // No unfolding of the rule options: the size is visible at once.
  assert.equal(await page.isVisible('select[name="option-size"]'), true, 'Hus\'s board size is shown without opening the options');
  const label = await page.$eval('select[name="option-size"]', (s) => s.closest('label')?.textContent ?? '');
  assert.match(label, /Board/i);
  assert.doesNotMatch(label, /^\s*size\b/);
  await page.selectOption('select[name="option-size"]', '4x6');
  assert.equal(await page.$$eval('.layout-editor, select[name="layout-south"]', (l) => l.length) > 0, true);
  await page.click('#setup-start');
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.state().cols === 6));
  assert.deepEqual(problems, []);
});

test('the layout editor refuses a seed over the pit\'s limit and says so next to the board', async () => {
  const { page, problems } = await freshPage();
  await page.click('#btn-new');
  await page.check('input[name="ruleset"][value="omweso"]');
  await page.selectOption('select[name="layout-south"]', 'custom');
  const editor = '.layout-editor[data-side="south"]';
  await page.click(`${editor} button:has-text("Clear")`);
  const pit = `${editor} .editor-pit[data-row="0"][data-col="0"]`;
  for (let k = 0; k < 14; k++) await page.click(pit);
  assert.equal(await page.textContent(pit), '10', 'a pit takes no more than the limit of 10');
  const message = `${editor} .editor-message`;
  assert.match(await page.textContent(message) ?? '', /10/, 'the refusal is said');
  const grid = await page.$eval(`${editor} .editor-grid`, (e) => e.getBoundingClientRect().bottom);
  const said = await page.$eval(message, (e) => e.getBoundingClientRect().top);
  assert.ok(said - grid < 60, `the refusal is right under the board (${said - grid} px)`);
  assert.doesNotMatch(await page.textContent(`${editor} .editor-info`) ?? '', /All \d+ seeds placed/);
  // Rows are labelled: South's first row as drawn is its inner row.
  const labels = await page.$$eval(`${editor} .editor-row-label`, (l) => l.map((x) => x.textContent));
  assert.deepEqual(labels, ['Inner row', 'Outer row']);
  const northLabels = await page.evaluate(async () => {
    const select = /** @type {HTMLSelectElement} */ (document.querySelector('select[name="layout-north"]'));
    select.value = 'custom';
    select.dispatchEvent(new Event('change'));
    return [...document.querySelectorAll('.layout-editor[data-side="north"] .editor-row-label')].map((x) => x.textContent);
  });
  assert.deepEqual(northLabels, ['Outer row', 'Inner row'], 'North\'s rows as drawn: outer above inner');
  // A lower limit for a pit already over it: the editor says so and never "all placed".
  // The limit stands beside the layouts, not among the folded rule options.
  assert.equal(await page.isVisible('input[name="option-pit_cap"]'), true);
  await page.fill('input[name="option-pit_cap"]', '4');
  await page.dispatchEvent('input[name="option-pit_cap"]', 'change');
  await page.click(`${editor} .editor-pit[data-row="1"][data-col="0"]`);
  const info = await page.textContent(`${editor} .editor-info`) ?? '';
  assert.doesNotMatch(info, /All \d+ seeds placed/, `no contradicting "all placed": ${info}`);
  assert.match(info, /4/);
  assert.equal(await page.isDisabled('#setup-start'), true);
  assert.deepEqual(problems, []);
});

test('on a touch screen the editor speaks of long-press, not of Shift-click', async () => {
  // A phone of its own: touch events and a coarse pointer, as the page sees them on a phone.
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await phone.newPage();
    await page.goto(server.url);
    await ready(page);
    assert.equal(await page.evaluate(() => matchMedia('(pointer: coarse)').matches), true, 'the page is on a touch screen');
    await page.tap('#btn-new');
    await page.check('input[name="ruleset"][value="omweso"]');
    await page.selectOption('select[name="layout-south"]', 'custom');
    const help = await page.textContent('.layout-editor[data-side="south"] .editor-help') ?? '';
    assert.doesNotMatch(help, /Shift|right-click/);
    assert.match(help, /long-press|Take away/i);
    // The remove mode takes a seed back with a tap.
    const pit = '.layout-editor[data-side="south"] .editor-pit[data-row="1"][data-col="0"]'; // an outer pit: the usual start has seeds there
    const before = Number(await page.textContent(pit));
    await page.tap('.layout-editor[data-side="south"] .editor-remove');
    await page.tap(pit);
    assert.equal(Number(await page.textContent(pit)), before - 1);
    await page.screenshot({ path: `${SHOTS}setup-phone-touch-editor.png` });
  } finally {
    await browser.close();
  }
});

test('two pages and two tabs keep their own saved games across reloads', async () => {
  const a = (await freshPage(server.url)).page;
  await newGame(a, 'omweso');
  await playOne(a);
  // Another page of the site (an embed with its own slot) plays Oware.
  const b = (await openPage(context, `${server.url}?slot=museum-hall`)).page;
  pages.add(b);
  await b.selectOption('#speed', 'instant');
  await newGame(b, 'oware');
  await playOne(b);
  await playOne(b);
  await reload(a);
  await reload(b);
  assert.equal((await hook(a, 'state')).ruleset, 'omweso', 'the first page kept its Omweso game');
  assert.equal((await hook(a, 'state')).movesPlayed, 1);
  assert.equal((await hook(b, 'state')).ruleset, 'oware', 'the other page kept its Oware game');
  assert.equal((await hook(b, 'state')).movesPlayed, 2);

  // A second tab on the first page continues the page's most recent game, then goes its own way.
  const c = (await openPage(context, server.url)).page;
  pages.add(c);
  assert.equal((await hook(c, 'state')).ruleset, 'omweso', 'a new tab offers the page\'s most recent game');
  assert.equal((await hook(c, 'state')).movesPlayed, 1);
  await c.selectOption('#speed', 'instant');
  await newGame(c, 'kombe');
  await reload(a);
  assert.equal((await hook(a, 'state')).ruleset, 'omweso', 'the first tab kept its own game');
  assert.equal((await hook(a, 'state')).movesPlayed, 1);
  await reload(c);
  assert.equal((await hook(c, 'state')).ruleset, 'kombe', 'the second tab kept its own game');
});

test('a save with an option this version does not know loads, says so in words, and New game works', async () => {
  const { page, problems } = await freshPage();
  await plant(page, legacySave({ ruleset: 'omweso', options: { direction: 'ccw', sowing_speedup: true, pit_cap: 300 }, layout: { south: 'all-twos', north: 'all-twos' }, names: { south: 'Amina', north: 'Kato' } }, 1));
  assert.equal((await hook(page, 'state')).movesPlayed, 1, 'the game itself is kept');
  await page.click('#btn-new');
  assert.equal(await page.isVisible('#setup-dialog[open]'), true, 'the set-up dialog opens');
  await page.click('#setup-dialog .setup-buttons button.secondary');
  await assertNoticeInWords(page, /Sowing speedup/);
  await assertNewGameWorks(page);
  assert.equal(await page.textContent('#player-south .name'), 'Amina', 'the names are kept');
  assert.deepEqual(problems, []);
});

test('a damaged save is answered in words, never with a JavaScript error, and the notice can be dismissed', async () => {
  const { page, problems } = await freshPage();
  // Settings without names or layout: reading them used to throw inside the page.
  await plant(page, legacySave({ ruleset: 'omweso', options: {} }, 1));
  await assertNoticeInWords(page, /\w+ \w+ \w+/);
  assert.equal((await hook(page, 'state')).movesPlayed, 1, 'the game itself is kept');
  assert.match(await page.textContent('#player-south .name') ?? '', /South/);
  await assertNewGameWorks(page);

  // A game that is not JSON at all.
  await plant(page, JSON.stringify({ game: '{not json', settings: { ruleset: 'omweso' } }));
  const text = await assertNoticeInWords(page, /could not be restored/);
  assert.doesNotMatch(text, /expected|column/);
  assert.equal((await hook(page, 'state')).movesPlayed, 0, 'a fresh game');
  // The notice covers none of the controls, and goes away when dismissed.
  const cover = await page.evaluate(() => {
    const n = /** @type {HTMLElement} */ (document.querySelector('#notice')).getBoundingClientRect();
    const hit = [...document.querySelectorAll('#btn-new, .controls button, .controls select, #board')].filter((c) => {
      const r = c.getBoundingClientRect();
      return r.width > 0 && r.left < n.right && r.right > n.left && r.top < n.bottom && r.bottom > n.top;
    });
    return hit.map((c) => c.id || c.tagName);
  });
  assert.deepEqual(cover, [], 'the notice covers no control');
  await page.screenshot({ path: `${SHOTS}notice-desktop.png` });
  await page.click('#notice .notice-close');
  assert.equal(await page.isVisible('#notice'), false, 'dismissed');
  assert.equal(await page.$$eval('#notice .notice-item', (l) => l.length), 0);
  await assertNewGameWorks(page);
  assert.deepEqual(problems, []);
});

test('screenshots of the set-up dialog at phone, laptop, desktop and kiosk sizes', async () => {
  for (const [name, viewport] of [...SIZES, ['kiosk', { width: 1920, height: 1080 }]]) {
    const { page, problems } = await freshPage(server.url, viewport);
    await page.click('#btn-new');
    await page.check('input[name="ruleset"][value="hus"]');
    await page.screenshot({ path: `${SHOTS}setup-${name}-hus.png` });
    assert.deepEqual(problems, []);
    await page.close();
  }
});
