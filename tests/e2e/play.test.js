// Browser end-to-end tests: every ruleset played to the end through clicks on
// the canvas, the drawn board checked against the engine after every turn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { openPage, hook, clickPit, clickDecision, idle, browserSuite, ready } from './harness.js';
import { rng } from '../js/rng.js';

const RULESETS = ['omweso', 'omweso-tournament', 'coro', 'aweet', 'hus', 'igisoro', 'kombe', 'mongale', 'mongola', 'oware', 'layli-goobalay'];
const SHOTS = new URL('../../test-results/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

const browser = browserSuite();


/** Start a new game of a ruleset through the New game dialog. */
/** Open the New game dialog on a ruleset, its rule options unfolded. */
async function openSetup(page, ruleset) {
  await page.click('#btn-new');
  await page.check(`input[name="ruleset"][value="${ruleset}"]`);
  await page.click('details.options summary');
}

async function newGame(page, ruleset) {
  await openSetup(page, ruleset);
  const opened = await hook(page, 'opened');
  await page.click('#setup-start');
  // The engine's worker opens the game: wait for that one, not the game before.
  await page.waitForFunction((n) => (/** @type {any} */ (window).__omweso.opened() > n), opened);
}

/** Make one decision through the UI, then wait for its animation to end. */
async function playThroughUi(page, decision) {
  await clickDecision(page, decision);
  await idle(page);
}

/** A page with no saved game: the default new game. */
async function freshPage(viewport) {
  const opened = await openPage(browser.context, browser.server.url, viewport);
  await opened.page.evaluate(() => localStorage.clear());
  await opened.page.reload();
  await ready(opened.page);
  return opened;
}

async function assertDrawnEqualsEngine(page, when) {
  const [drawn, engine] = await Promise.all([hook(page, 'drawnCounts'), hook(page, 'engineCounts')]);
  assert.deepEqual(drawn, engine, `drawn board equals the engine's ${when}`);
  const attr = await page.getAttribute('#board', 'data-counts');
  assert.equal(attr, engine.join(','));
}

for (const [i, ruleset] of RULESETS.entries()) {
  // Every other ruleset is played on a phone held upright.
  const viewport = i % 2 ? { width: 390, height: 844 } : { width: 1280, height: 900 };
  test(`a full random game of ${ruleset} played through clicks (${viewport.width}×${viewport.height})`, async () => {
    const { page, problems } = await openPage(browser.context, browser.server.url, viewport);
    await page.evaluate(() => localStorage.clear());
    await newGame(page, ruleset);
    await page.selectOption('#speed', 'instant');
    const random = rng(1000 + i);
    let decisions = 0;
    for (; decisions < 3000; decisions++) {
      const state = await hook(page, 'state');
      if (state.result) break;
      const moves = await hook(page, 'legalMoves');
      assert.ok(moves.length > 0, 'a game that is not over has legal moves');
      const choice = moves[Math.floor(random() * moves.length)];
      const before = state.movesPlayed;
      await playThroughUi(page, choice);
      const after = await hook(page, 'state');
      assert.equal(after.movesPlayed, before + 1, `the click played ${JSON.stringify(choice)}`);
      await assertDrawnEqualsEngine(page, `after decision ${decisions + 1}`);
    }
    const end = await hook(page, 'state');
    assert.ok(end.result, `the game ended within ${decisions} decisions`);
    const status = await page.textContent('#status');
    assert.match(status ?? '', /wins|drawn|annulled/, 'the end is said in words');
    if (ruleset === 'omweso-tournament') assert.match(status ?? '', /Match to 12/);
    await page.screenshot({ path: `${SHOTS}end-${ruleset}.png`, fullPage: true });
    const narrated = await page.$$eval('#narration li', (lis) => lis.length);
    assert.ok(narrated > 0, 'the rules that fired were narrated');
    assert.deepEqual(problems, [], 'no console error or warning');
    await page.close();
  });
}

test('sowing is animated seed by seed at normal speed', async () => {
  const { page, problems } = await freshPage();
  await page.selectOption('#speed', 'normal');
  assert.equal(await page.isVisible('#clock'), false, 'no clock outside the blitz mode');
  assert.equal(await page.isVisible('#choice'), false, 'no question before one is asked');
  const start = await hook(page, 'drawnCounts');
  await clickPit(page, [3, 4]);
  // Mid-turn the drawn board differs from both the start and the end.
  await page.waitForTimeout(400);
  assert.equal(await hook(page, 'busy'), true, 'still sowing');
  const mid = await hook(page, 'drawnCounts');
  assert.notDeepEqual(mid, start);
  assert.equal(await page.isEnabled('#btn-skip'), true);
  await page.click('#btn-skip');
  await idle(page);
  await assertDrawnEqualsEngine(page, 'after skipping');
  assert.deepEqual(problems, []);
  await page.close();
});

test('pause holds the sowing still, step lets one event through', async () => {
  const { page, problems } = await freshPage();
  await page.selectOption('#speed', 'slow');
  await clickPit(page, [3, 4]);
  await page.waitForTimeout(300);
  await page.click('#btn-pause');
  assert.equal(await page.textContent('#btn-pause'), 'Resume');
  const held = await hook(page, 'drawnCounts');
  const told = await page.$$eval('#narration li', (l) => l.length);
  await page.waitForTimeout(1500);
  assert.deepEqual(await hook(page, 'drawnCounts'), held, 'nothing moves while paused');
  assert.equal(await hook(page, 'busy'), true);
  await page.click('#btn-step');
  await page.waitForTimeout(1500);
  const stepped = await hook(page, 'drawnCounts');
  const changed = stepped.filter((n, i) => n !== held[i]).length;
  assert.ok(changed <= 1, `one event moves at most one pit's count (${changed})`);
  assert.ok((await page.$$eval('#narration li', (l) => l.length)) <= told + 1);
  await page.click('#btn-skip');
  await idle(page);
  await assertDrawnEqualsEngine(page, 'after pause, step and skip');
  assert.deepEqual(problems, []);
  await page.close();
});

test('prefers-reduced-motion starts at instant speed', async () => {
  const page = await browser.context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(browser.server.url);
  await ready(page);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await ready(page);
  assert.equal(await page.inputValue('#speed'), 'instant');
  await clickPit(page, [3, 4]);
  await idle(page);
  await assertDrawnEqualsEngine(page, 'with reduced motion');
  await page.close();
});

test('a layout of my own, edited by clicks and checked live', async () => {
  const { page, problems } = await openPage(browser.context, browser.server.url);
  await page.evaluate(() => localStorage.clear());
  await page.click('#btn-new');
  await page.check('input[name="ruleset"][value="omweso"]');
  await page.selectOption('select[name="layout-south"]', 'custom');
  await page.click('.layout-editor[data-side="south"] button:has-text("Clear")');
  const problemsText = await page.textContent('.problems');
  assert.match(problemsText ?? '', /the layout of South holds 0 seeds; it must hold 32/, 'in words, with the player\'s name');
  assert.equal(await page.isDisabled('#setup-start'), true);
  // 32 seeds: 4 into each of the eight outer pits (row 1 of the editor).
  for (let c = 0; c < 8; c++) {
    for (let k = 0; k < 4; k++) await page.click(`.layout-editor[data-side="south"] .editor-pit[data-row="1"][data-col="${c}"]`);
  }
  assert.match(await page.textContent('.layout-editor[data-side="south"] .editor-info') ?? '', /All 32 seeds placed/);
  // Drag one seed from the first outer pit to the first inner pit.
  const from = await page.$('.layout-editor[data-side="south"] .editor-pit[data-row="1"][data-col="0"]');
  const to = await page.$('.layout-editor[data-side="south"] .editor-pit[data-row="0"][data-col="0"]');
  const a = await from.boundingBox();
  const b = await to.boundingBox();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();
  assert.equal(await page.textContent('.layout-editor[data-side="south"] .editor-pit[data-row="0"][data-col="0"]'), '1');
  assert.equal(await page.textContent('.problems'), '');
  await page.click('#setup-start');
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.state().movesPlayed === 0));
  const state = await hook(page, 'state');
  assert.deepEqual(state.board[2], [1, 0, 0, 0, 0, 0, 0, 0]);
  assert.deepEqual(state.board[3], [3, 4, 4, 4, 4, 4, 4, 4]);
  // North kept the game's usual start, the engine's (outer fours).
  assert.deepEqual(state.board.slice(0, 2), [[4, 4, 4, 4, 4, 4, 4, 4], [0, 0, 0, 0, 0, 0, 0, 0]], 'North kept the usual start');
  assert.deepEqual(problems, []);
  await page.close();
});

/** A saved game built from a teaching position, loaded through localStorage. */
function savedPosition(board, toMove) {
  const game = JSON.stringify({ format: 'omweso-game', version: 1, setup: { ruleset: 'omweso', board, toMove, allowUnusualTotals: true }, decisions: [] });
  return JSON.stringify({ game, settings: { ruleset: 'omweso', options: {}, layout: { south: 'all-twos', north: 'all-twos' }, names: { south: 'Amina', north: 'Kato' } }, speed: 'instant' });
}

/** Reload the page on a teaching position, South to move. */
async function loadPosition(page, board) {
  await page.evaluate((saved) => localStorage.setItem('omweso.v1', saved), savedPosition(board, 'south'));
  await page.reload();
  await ready(page);
}

test('a reverse lap: the turn pauses, the board asks, the arrow answers; then undo', async () => {
  const { page, problems } = await openPage(browser.context, browser.server.url);
  const board = [[2, 0, 0, 0, 0, 0, 0, 2], [3, 0, 0, 0, 0, 0, 0, 0], [1, 3, 0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0, 0, 0]];
  await loadPosition(page, board);
  assert.equal(await page.textContent('#player-south .name'), 'Amina');
  await clickPit(page, [2, 1]);
  await idle(page);
  const paused = await hook(page, 'state');
  assert.equal(paused.pending.reason, 'reverse_lap');
  assert.match(await page.textContent('#choice-text') ?? '', /against the usual direction/);
  await page.screenshot({ path: `${SHOTS}reverse-choice.png` });
  const arrow = await hook(page, 'choiceCenter', 'cw');
  await page.mouse.click(arrow.x, arrow.y);
  await idle(page);
  const done = await hook(page, 'state');
  assert.deepEqual(done.board, [[0, 0, 0, 0, 0, 0, 0, 2], [0, 0, 0, 0, 0, 0, 0, 0], [3, 0, 0, 0, 0, 0, 0, 0], [2, 0, 1, 1, 1, 1, 1, 0]]);
  assert.ok((await page.$$eval('#narration li', (l) => l.map((x) => x.textContent))).some((t) => /^Capture (at [a-h][1-4], a marker|!)/.test(t ?? '')));
  await assertDrawnEqualsEngine(page, 'after the reverse lap');
  await page.click('#btn-undo');
  await idle(page);
  const undone = await hook(page, 'state');
  assert.ok(undone.pending, 'undo goes back to the pause');
  // The question lies over the controls (no layout shift): its own Undo takes the rest back.
  await page.click('#choice-buttons button:has-text("Undo")');
  await idle(page);
  assert.deepEqual((await hook(page, 'state')).board, board);
  await assertDrawnEqualsEngine(page, 'after undo');
  await page.click('#btn-redo');
  await idle(page);
  assert.ok((await hook(page, 'state')).pending, 'redo replays the first decision');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the game survives a reload, and corrupt storage is ignored with a notice', async () => {
  const { page, problems } = await freshPage();
  await page.selectOption('#speed', 'instant');
  await clickPit(page, [3, 4]);
  await idle(page);
  const before = await hook(page, 'state');
  await page.reload();
  await ready(page);
  const after = await hook(page, 'state');
  assert.deepEqual(after.board, before.board);
  assert.equal(after.movesPlayed, 1);
  assert.equal(await page.inputValue('#speed'), 'instant', 'the speed is kept too');
  await page.evaluate(() => localStorage.setItem('omweso.v1', '{"game": "{\\"format\\":\\"chess\\"}", "settings": {"ruleset": "omweso"}}'));
  await page.reload();
  await ready(page);
  const notice = await page.textContent('#notice');
  assert.match(notice ?? '', /could not be restored.*chess/);
  assert.equal((await hook(page, 'state')).movesPlayed, 0, 'a fresh game');
  assert.deepEqual(problems, []);
  await page.close();
});

test('keyboard play: arrows move round the pits, Enter plays, W answers a choice', async () => {
  const { page, problems } = await openPage(browser.context, browser.server.url);
  const board = [[2, 0, 0, 0, 0, 0, 0, 2], [3, 0, 0, 0, 0, 0, 0, 0], [1, 3, 0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0, 0, 0]];
  await loadPosition(page, board);
  await page.focus('#board');
  // The cursor starts on South's one playable pit, b2 ([2,1]) (issue 21: it
  // started on North's a4): up is North's b3, and down again b2.
  await page.keyboard.press('ArrowUp');
  assert.match(await page.textContent('#status') ?? '', /^b3: 0/);
  await page.keyboard.press('ArrowDown');
  assert.match(await page.textContent('#status') ?? '', /^b2: 3/);
  await page.keyboard.press('Enter');
  await idle(page);
  assert.equal((await hook(page, 'state')).pending.reason, 'reverse_lap');
  await page.keyboard.press('w');
  await idle(page);
  const state = await hook(page, 'state');
  assert.equal(state.pending, null);
  assert.deepEqual(state.board[3], [2, 0, 1, 1, 1, 1, 1, 0], 'the clockwise answer captured');
  assert.deepEqual(problems, []);
  await page.close();
});

test('Hus on four rows of six, chosen in the set-up dialog', async () => {
  const { page, problems } = await openPage(browser.context, browser.server.url);
  await page.evaluate(() => localStorage.clear());
  await openSetup(page, 'hus');
  assert.equal(await page.isDisabled('input[name="option-outer_markers"]'), true, 'locked options are shown disabled');
  await page.selectOption('select[name="option-size"]', '4x6');
  await page.click('#setup-start');
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.state().cols === 6));
  const state = await hook(page, 'state');
  assert.deepEqual(state.board, [[2, 2, 2, 2, 2, 2], [2, 2, 2, 0, 0, 0], [0, 0, 0, 2, 2, 2], [2, 2, 2, 2, 2, 2]]);
  await page.selectOption('#speed', 'instant');
  await clickPit(page, [3, 5]);
  await idle(page);
  assert.equal((await hook(page, 'state')).movesPlayed, 1);
  await assertDrawnEqualsEngine(page, 'on 4x6');
  await page.screenshot({ path: `${SHOTS}hus-4x6.png` });
  assert.deepEqual(problems, []);
  await page.close();
});

test('ekyobutabal: three seconds to start a move, or the turn is lost', async () => {
  const { page, problems } = await openPage(browser.context, browser.server.url);
  await page.evaluate(() => localStorage.clear());
  await openSetup(page, 'omweso-tournament');
  await page.selectOption('select[name="option-mode"]', 'ekyobutabal');
  const opened = await hook(page, 'opened');
  await page.click('#setup-start');
  await page.waitForFunction((n) => (/** @type {any} */ (window).__omweso.opened() > n), opened);
  await page.selectOption('#speed', 'instant');
  await page.waitForSelector('#clock:not([hidden])');
  assert.equal(await page.isVisible('#clock'), true, 'the clock runs');
  assert.match(await page.textContent('#clock') ?? '', /s to start a move/);
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.state().movesPlayed === 1), null, { timeout: 8000 });
  const state = await hook(page, 'state');
  assert.equal(state.toMove, 'north', 'South lost the turn');
  assert.match((await page.$$eval('#narration li', (l) => l.map((x) => x.textContent))).join(' '), /ran out of time/);
  // Starting a move in time stops the clock: North plays at once.
  const move = (await hook(page, 'legalMoves')).find((/** @type {any} */ d) => d.kind === 'sow');
  await clickPit(page, move.pit);
  await idle(page);
  const after = await hook(page, 'state');
  assert.equal(after.movesPlayed, 2);
  assert.deepEqual((await page.evaluate(() => (/** @type {any} */ (window).__omweso.history())))[1].decision.kind, 'sow');
  assert.deepEqual(problems, []);
  await page.close();
});

test('screenshots at phone and desktop sizes', async () => {
  for (const [name, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }], ['kiosk', { width: 1920, height: 1080 }]]) {
    const { page, problems } = await freshPage(viewport);
    await page.selectOption('#speed', 'slow');
    await clickPit(page, [3, 2]);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${SHOTS}${name}-sowing.png`, fullPage: true });
    const width = await page.$eval('#board', (c) => c.getBoundingClientRect().width);
    assert.ok(width <= viewport.width, 'the board fits the screen');
    const px = await page.$eval('#board', (c) => /** @type {HTMLCanvasElement} */ (c).width);
    assert.ok(px >= width, 'the canvas has at least one pixel per CSS pixel');
    await page.click('#btn-skip');
    await idle(page);
    await page.click('#btn-new');
    await page.screenshot({ path: `${SHOTS}${name}-setup.png`, fullPage: true });
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('the offline single file plays from file://', async () => {
  const page = await browser.context.newPage();
  const problems = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(m.text()); });
  page.on('pageerror', (e) => problems.push(e.message));
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  const file = new URL('../../dist/omweso-offline.html', import.meta.url).href;
  await page.goto(file);
  await ready(page, 20000);
  await page.evaluate(() => localStorage.clear());
  await page.selectOption('#speed', 'instant');
  await clickPit(page, [3, 4]);
  await idle(page);
  assert.equal((await hook(page, 'state')).movesPlayed, 1);
  await assertDrawnEqualsEngine(page, 'offline');
  // blob: is the page's own worker code, made from the file's text.
  assert.deepEqual(requests.filter((u) => !u.startsWith('file:') && !u.startsWith('data:') && !u.startsWith('blob:')), [], 'no network request');
  assert.deepEqual(problems, []);
  await page.close();
});
