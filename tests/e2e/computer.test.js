// Browser tests of the computer opponent: whole games against it through real
// clicks, a Computer vs Computer demo, the page kept responsive while it
// thinks, cancellation, reload, hints, undo, errors and the offline file.
import { test, before, after, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { startServer, launch, openPage, hook, clickPit, clickDecision, ready } from './harness.js';
import { rng } from '../js/rng.js';

const SHOTS = new URL('../../test-results/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });

let server;
let context;
before(async () => {
  server = await startServer();
  context = await launch();
});
// A failed test leaves no page behind to play on and write the shared storage.
const pages = new Set();
afterEach(async () => {
  for (const page of pages) await page.close().catch(() => {});
  pages.clear();
});
after(async () => {
  await context?.close();
  await server?.close();
});

/** Nothing is sowing and the computer is not working: a person's turn or the end. */
async function settled(page, timeout = 30000) {
  await page.waitForFunction(() => {
    const h = /** @type {any} */ (window).__omweso;
    return !h.busy() && h.drawn() && !h.thinking();
  }, null, { timeout });
}

/**
 * A fresh page, a new game set up through the dialog.
 * @param {{ ruleset?: string, mode: 'hvh' | 'hvc' | 'cvc', human?: 'south' | 'north', levels?: Record<string, string>, hints?: boolean, first?: string }} setup
 */
async function setUp(page, { ruleset = 'omweso', mode, human = 'south', levels = {}, hints, first }) {
  await page.click('#btn-new');
  await page.check(`input[name="ruleset"][value="${ruleset}"]`);
  if (first) await page.selectOption('select[name="first"]', first);
  await page.selectOption('select[name="players-mode"]', mode);
  if (mode === 'hvc') await page.selectOption('select[name="players-human"]', human);
  for (const [side, level] of Object.entries(levels)) await page.selectOption(`select[name="level-${side}"]`, level);
  if (hints !== undefined) await page[hints ? 'check' : 'uncheck']('input[name="hints"]');
  const opened = await hook(page, 'opened');
  await page.click('#setup-start');
  // The engine's worker opens the game: wait for that one, not the game before.
  await page.waitForFunction((n) => (/** @type {any} */ (window).__omweso.opened() > n), opened);
}

async function freshPage(url = server.url, viewport) {
  const opened = await openPage(context, url, viewport);
  pages.add(opened.page);
  await opened.page.evaluate(() => localStorage.clear());
  await opened.page.reload();
  await ready(opened.page);
  await opened.page.selectOption('#speed', 'instant');
  return opened;
}

/** Play a whole game against the computer, the person's moves random legal clicks. */
async function humanVsComputer(ruleset, seed) {
  const { page, problems } = await freshPage();
  // The fastest level, and a short budget for every search: a game in seconds.
  await hook(page, 'setBudget', 40);
  await setUp(page, { ruleset, mode: 'hvc', human: 'south', levels: { north: 'beginner' } });
  assert.match(await page.textContent('#player-north .name') ?? '', /North \(Beginner\)/);
  const random = rng(seed);
  let clicks = 0;
  for (; clicks < 1500; clicks++) {
    await settled(page);
    const state = await hook(page, 'state');
    if (state.result) break;
    assert.equal(state.toMove, 'south', 'once settled, it is the person\'s turn');
    const moves = await hook(page, 'legalMoves');
    const before = state.movesPlayed;
    await clickDecision(page, moves[Math.floor(random() * moves.length)]);
    await page.waitForFunction((n) => (/** @type {any} */ (window).__omweso.state().movesPlayed > n), before);
  }
  await settled(page);
  const end = await hook(page, 'state');
  assert.ok(end.result, `the game ended (${clicks} clicks)`);
  assert.match(await page.textContent('#status') ?? '', /wins|drawn|annulled/, 'the result is shown');
  const byComputer = await hook(page, 'computerDecisions');
  assert.ok(byComputer > 0, 'the computer made decisions');
  assert.ok(end.movesPlayed >= byComputer + 1, 'both sides played');
  const history = await page.evaluate(() => (/** @type {any} */ (window).__omweso.history()));
  assert.equal(history.filter((m) => m.player === 'north').length, byComputer, 'every North decision was the computer\'s');
  assert.ok((await page.$$eval('#moves li', (l) => l.length)) > 0);
  await page.screenshot({ path: `${SHOTS}computer-${ruleset}-end.png`, fullPage: true });
  assert.deepEqual(problems, [], 'no console error or warning');
  await page.close();
}

test('a whole game of Omweso against the computer, through clicks', () => humanVsComputer('omweso', 7));
test('a whole game of Oware against the computer, through clicks', () => humanVsComputer('oware', 8));

test('Computer vs Computer: a demo of Igisoro plays to the end by itself', async () => {
  const { page, problems } = await freshPage();
  await hook(page, 'setBudget', 20);
  await setUp(page, { ruleset: 'igisoro', mode: 'cvc', levels: { south: 'beginner', north: 'casual' } });
  assert.equal(await page.isDisabled('#btn-undo'), true, 'no undo in a demo');
  assert.equal(await page.isVisible('#btn-hint'), false, 'no hint in a demo');
  await page.waitForFunction(() => Boolean((/** @type {any} */ (window).__omweso.state().result)), null, { timeout: 120000, polling: 200 });
  await settled(page);
  const state = await hook(page, 'state');
  assert.equal(await hook(page, 'computerDecisions'), state.movesPlayed, 'every decision was the computer\'s');
  assert.match(await page.textContent('#status') ?? '', /wins|drawn|annulled/);
  assert.deepEqual(problems, []);
  await page.close();
});

// Oware: its opening has no win in sight, so the search uses its whole budget
// (Omweso's opening can be won by force in two turns, found at once).
test('the page stays responsive while the computer thinks (Expert, 2 s)', async () => {
  const { page, problems } = await freshPage();
  await setUp(page, { ruleset: 'oware', mode: 'hvc', human: 'north', levels: { south: 'expert' } });
  // South, the computer, moves first: it is thinking now.
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.thinking()));
  // A click on the board while the computer is to move does nothing.
  await clickPit(page, [1, 2]);
  assert.equal((await hook(page, 'state')).movesPlayed, 0);
  const budget = await page.evaluate(() => (/** @type {any} */ (window).__omweso.app.turns.budget('expert')));
  const gaps = await page.evaluate((ms) => new Promise((resolve) => {
    let last = performance.now();
    let worst = 0;
    const timer = setInterval(() => {
      const now = performance.now();
      worst = Math.max(worst, now - last);
      last = now;
    }, 50);
    setTimeout(() => {
      clearInterval(timer);
      resolve({ worst, thinking: /** @type {any} */ (window).__omweso.thinking() });
    }, ms);
  }), Math.min(budget - 500, 1500));
  assert.ok(gaps.thinking, 'the search was still running at the end of the measure');
  assert.ok(gaps.worst < 250, `the largest gap between 50 ms ticks was ${gaps.worst.toFixed(0)} ms`);
  assert.match(await page.textContent('#thinking') ?? '', /South \(Expert\) is thinking… \d\.\d s/);
  await page.screenshot({ path: `${SHOTS}computer-thinking.png` });
  await settled(page, 10000);
  assert.equal((await hook(page, 'state')).movesPlayed, 1, 'the computer played its decision');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a new game during a search cancels it: no stale move on the new board', async () => {
  const { page, problems } = await freshPage();
  await setUp(page, { ruleset: 'oware', mode: 'hvc', human: 'north', levels: { south: 'expert' } });
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.thinking()));
  await page.waitForTimeout(300);
  // The new game: the person now plays South, who moves first.
  await setUp(page, { ruleset: 'oware', mode: 'hvc', human: 'south' });
  assert.equal(await hook(page, 'thinking'), false);
  await page.waitForTimeout(2500);
  const state = await hook(page, 'state');
  assert.equal(state.movesPlayed, 0, 'the old search\'s answer was not played');
  assert.equal(await hook(page, 'computerDecisions'), 0);
  assert.equal(await page.isVisible('#thinking'), false);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a reload against the computer keeps the players and the game; a corrupt players setting is discarded', async () => {
  const { page, problems } = await freshPage();
  await hook(page, 'setBudget', 40);
  await setUp(page, { ruleset: 'oware', mode: 'hvc', human: 'south', levels: { north: 'casual' } });
  const move = (await hook(page, 'legalMoves'))[0];
  await clickDecision(page, move);
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.computerDecisions() >= 1));
  await settled(page);
  const before = await hook(page, 'state');
  await page.reload();
  await ready(page);
  const after = await hook(page, 'state');
  assert.deepEqual(after.board, before.board);
  assert.equal(after.movesPlayed, before.movesPlayed);
  assert.match(await page.textContent('#player-north .name') ?? '', /North \(Casual\)/);
  assert.equal(after.ruleset, 'oware');
  await page.click('#btn-new');
  assert.equal(await page.inputValue('select[name="players-mode"]'), 'hvc');
  assert.equal(await page.inputValue('select[name="players-human"]'), 'south');
  assert.equal(await page.inputValue('select[name="level-north"]'), 'casual');
  await page.click('.setup-buttons button.secondary');
  // The same save with a players setting no version of the page wrote.
  await page.evaluate(() => {
    const key = `omweso.v2:${location.pathname}`;
    const saved = JSON.parse(/** @type {string} */ (sessionStorage.getItem(key)));
    saved.settings.players = { south: 'robot', north: 'computer', levels: { south: 'godlike', north: 'casual' }, hints: true };
    for (const store of [sessionStorage, localStorage]) store.setItem(key, JSON.stringify(saved));
  });
  await page.reload();
  await ready(page);
  assert.match(await page.textContent('#notice') ?? '', /choice of players could not be read/);
  assert.equal((await hook(page, 'state')).movesPlayed, before.movesPlayed, 'the game itself is kept');
  assert.equal(await page.textContent('#player-north .name'), 'North', 'people play both sides');
  assert.deepEqual(problems, []);
  await page.close();
});

test('undo against the computer takes back its reply and my move together', async () => {
  const { page, problems } = await freshPage();
  await hook(page, 'setBudget', 40);
  await setUp(page, { ruleset: 'oware', mode: 'hvc', human: 'south', levels: { north: 'beginner' } });
  const start = await hook(page, 'state');
  await clickDecision(page, (await hook(page, 'legalMoves'))[0]);
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.computerDecisions() >= 1));
  await settled(page);
  const replied = await hook(page, 'state');
  assert.equal(replied.toMove, 'south');
  await page.click('#btn-undo');
  await settled(page);
  const undone = await hook(page, 'state');
  assert.equal(undone.movesPlayed, 0);
  assert.deepEqual(undone.board, start.board);
  assert.equal(await hook(page, 'thinking'), false, 'the computer does not answer again');
  await page.click('#btn-redo');
  await settled(page);
  const redone = await hook(page, 'state');
  assert.equal(redone.movesPlayed, replied.movesPlayed, 'redo replays my move and its reply');
  assert.deepEqual(redone.board, replied.board);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the hint shows the computer\'s move without playing it; a move clears it; a teacher can switch hints off', async () => {
  const { page, problems } = await freshPage();
  await hook(page, 'setBudget', 100);
  assert.equal(await page.isVisible('#btn-hint'), true, 'hints are offered by default');
  await page.click('#btn-hint');
  await page.waitForFunction(() => Boolean((/** @type {any} */ (window).__omweso.hint())));
  const hint = await hook(page, 'hint');
  const legal = await hook(page, 'legalMoves');
  assert.ok(legal.some((d) => JSON.stringify(d) === JSON.stringify(hint)), 'the hint is a legal decision');
  assert.match(await page.textContent('#status') ?? '', /The computer would play/);
  assert.equal((await hook(page, 'state')).movesPlayed, 0, 'nothing was played');
  await page.screenshot({ path: `${SHOTS}computer-hint.png` });
  await clickDecision(page, legal.find((d) => JSON.stringify(d) !== JSON.stringify(hint)) ?? legal[0]);
  await settled(page);
  assert.equal(await hook(page, 'hint'), null, 'the move cleared the hint');
  await setUp(page, { mode: 'hvh', hints: false });
  assert.equal(await page.isVisible('#btn-hint'), false);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a failed search is said in words, and the game stays as it was', async () => {
  const { page, problems } = await freshPage();
  await setUp(page, { ruleset: 'oware', mode: 'hvc', human: 'south' });
  await hook(page, 'setBudget', -5);
  await clickDecision(page, (await hook(page, 'legalMoves'))[0]);
  await page.waitForSelector('#notice:not([hidden])');
  assert.match(await page.textContent('#notice') ?? '', /could not choose a move, and the game is as it was/);
  await settled(page);
  const state = await hook(page, 'state');
  assert.equal(state.movesPlayed, 1, 'only my move');
  assert.equal(state.toMove, 'north');
  assert.match(await page.textContent('#status') ?? '', /could not choose a move/);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the offline single file gets a computer move from file://', async () => {
  const file = new URL('../../dist/omweso-offline.html', import.meta.url).href;
  const { page, problems } = await freshPage(file);
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  await hook(page, 'setBudget', 100);
  await setUp(page, { ruleset: 'oware', mode: 'hvc', human: 'south', levels: { north: 'beginner' } });
  await clickDecision(page, (await hook(page, 'legalMoves'))[0]);
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.computerDecisions() >= 1), null, { timeout: 15000 });
  await settled(page);
  const history = await page.evaluate(() => (/** @type {any} */ (window).__omweso.history()));
  assert.ok(history.some((m) => m.player === 'north'), 'North, the computer, played');
  assert.deepEqual(requests.filter((u) => !u.startsWith('file:') && !u.startsWith('data:') && !u.startsWith('blob:')), [], 'no network request');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the computer answers a paused turn\'s direction choice, shown and narrated', async () => {
  const { page, problems } = await freshPage();
  // A teaching position: South's only move pauses for a reverse lap.
  const board = [[2, 0, 0, 0, 0, 0, 0, 2], [3, 0, 0, 0, 0, 0, 0, 0], [1, 3, 0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0, 0, 0]];
  const game = JSON.stringify({ format: 'omweso-game', version: 1, setup: { ruleset: 'omweso', board, toMove: 'south', allowUnusualTotals: true }, decisions: [] });
  const players = { south: 'computer', north: 'human', levels: { south: 'beginner', north: 'beginner' }, hints: true };
  const settings = { ruleset: 'omweso', options: {}, layout: { south: 'all-twos', north: 'all-twos' }, names: { south: 'Amina', north: 'Kato' }, players };
  await page.evaluate((saved) => localStorage.setItem('omweso.v1', saved), JSON.stringify({ game, settings, speed: 'instant' }));
  await page.reload();
  await ready(page);
  assert.equal(await page.textContent('#player-south .name'), 'Amina (Beginner)');
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.computerDecisions() >= 2), null, { timeout: 15000 });
  await settled(page);
  const history = await page.evaluate(() => (/** @type {any} */ (window).__omweso.history()));
  assert.deepEqual(history.map((m) => [m.player, m.decision.kind]).slice(0, 2), [['south', 'sow'], ['south', 'direction']]);
  const told = (await page.$$eval('#narration li', (l) => l.map((x) => x.textContent))).join(' ');
  assert.match(told, /Chosen: (counter-)?clockwise/, 'the computer\'s direction choice is narrated');
  assert.deepEqual(problems, []);
  await page.close();
});

test('the computer plays every ruleset: the first decisions of a demo in each', async () => {
  const RULESETS = ['omweso', 'omweso-tournament', 'coro', 'aweet', 'hus', 'igisoro', 'kombe', 'mongale', 'mongola', 'oware', 'layli-goobalay'];
  const { page, problems } = await freshPage();
  await hook(page, 'setBudget', 10);
  for (const ruleset of RULESETS) {
    await setUp(page, { ruleset, mode: 'cvc' });
    // Six decisions, or the end of the game (some Omweso openings are won in two turns).
    await page.waitForFunction(() => {
      const h = /** @type {any} */ (window).__omweso;
      return h.state().movesPlayed >= 6 || Boolean(h.state().result);
    }, null, { timeout: 20000 });
    const state = await hook(page, 'state');
    const history = await page.evaluate(() => (/** @type {any} */ (window).__omweso.history()));
    assert.ok(history.length > 0 && history.length === state.movesPlayed, `${ruleset}: the computer played`);
  }
  assert.deepEqual(problems, []);
  await page.close();
});
