// The words a player reads (issue 12, defects 2 and 7) and the ways out of a
// game (resign, a draw by agreement): directions said relative to the base
// direction under clockwise sowing, an illegal click answered in words, never
// in engine coordinates.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openPage, hook, clickPit, idle, freshPage, browserSuite } from './harness.js';
import { Game } from '../js/load.js';
import { rng } from '../js/rng.js';

const browser = browserSuite();

const narration = (page) => page.$$eval('#narration li', (l) => l.map((x) => x.textContent ?? ''));
/** Switch the narration to detailed (the last turn is redrawn) and read it; back to brief after. */
async function inDetail(page) {
  await page.click('.level-switch button[data-level="detailed"]');
  await page.waitForFunction(() => document.querySelector('.level-switch button[data-level="detailed"]')?.getAttribute('aria-pressed') === 'true');
  const lines = await narration(page);
  await page.click('.level-switch button[data-level="brief"]');
  return lines;
}

async function pageWith(save, speed = 'instant') {
  const { page, problems } = await openPage(browser.context, browser.server.url);
  assert.equal(await hook(page, 'restore', save), null);
  await page.selectOption('#speed', speed);
  return { page, problems };
}

test('Omweso sown clockwise: a reverse lap is offered and told as counter-clockwise, against the usual direction', async () => {
  // play.test.js's reverse-lap position mirrored left to right, for a clockwise game.
  const board = [[2, 0, 0, 0, 0, 0, 0, 2], [0, 0, 0, 0, 0, 0, 0, 3], [0, 0, 0, 0, 0, 0, 3, 1], [0, 0, 0, 0, 0, 0, 1, 0]];
  const g = Game.fromSetup({ ruleset: 'omweso', board, toMove: 'south', options: { direction: 'cw' }, allowUnusualTotals: true });
  const { page, problems } = await pageWith(g.toJSON());
  g.free();
  await clickPit(page, [2, 6]);
  await idle(page);
  assert.equal((await hook(page, 'state')).pending.reason, 'reverse_lap');
  const prompt = await page.textContent('#choice-text') ?? '';
  assert.match(prompt, /against the usual direction/);
  assert.doesNotMatch(prompt, /\bclockwise\b/, 'no absolute direction in the prompt (it said "clockwise" for a counter-clockwise lap)');
  const labels = await page.$$eval('#choice-buttons button', (b) => b.map((x) => x.textContent ?? ''));
  // The two ways, then the way back (the question lies over the controls).
  assert.deepEqual(labels, ['↻ Clockwise (the usual way)', '↺ Counter-clockwise (against the usual way)', 'Undo']);
  await page.click('#choice-buttons button:nth-child(2)');
  await idle(page);
  const lines = await narration(page);
  assert.ok(lines.includes('Chosen: counter-clockwise, against the usual direction.'), lines.join('\n'));
  // Brief (the default): the lap's sentence; detailed: the rule's own.
  assert.ok(lines.some((l) => /^Lap \d+: .*, counter-clockwise, against the usual direction \(a reverse lap\)/.test(l)), lines.join('\n'));
  assert.ok(!lines.some((l) => /(^|[^-])clockwise, against the usual direction \(a reverse lap/.test(l)));
  const detailed = await inDetail(page);
  assert.ok(detailed.some((l) => l.startsWith('Reverse lap: sown counter-clockwise, against the usual direction')), detailed.join('\n'));
  assert.ok(!detailed.some((l) => /Reverse lap: sown clockwise/.test(l)));
  assert.deepEqual(problems, []);
  await page.close();
});

test('Kombe sown clockwise: the chain is offered counter-clockwise, against the usual way', async () => {
  // Random Kombe games under clockwise sowing until a pit offers the chain.
  let found = null;
  for (let seed = 1; seed < 200 && !found; seed++) {
    const next = rng(seed);
    const g = new Game({ ruleset: 'kombe', seed, options: { direction: 'cw' } });
    for (let n = 0; n < 200 && !g.state().result && !found; n++) {
      const c = g.choices().find((x) => x.why.includes('chain'));
      if (c) found = { save: g.toJSON(), pit: c.pit };
      else {
        const legal = g.legalMoves();
        g.play(legal[Math.floor(next() * legal.length)]);
      }
    }
    g.free();
  }
  assert.ok(found, 'a Kombe position offering the chain');
  const { page, problems } = await pageWith(found.save);
  await clickPit(page, found.pit);
  const prompt = await page.textContent('#choice-text') ?? '';
  assert.match(prompt, /against the usual direction: that chain of relays/);
  assert.doesNotMatch(prompt, /clockwise chain/);
  const reverse = await page.$('#choice-buttons button:has-text("against the usual way")');
  assert.match(await reverse.textContent() ?? '', /Counter-clockwise/);
  await reverse.click();
  await idle(page);
  const lines = await narration(page);
  assert.ok(lines.some((l) => /, counter-clockwise, against the usual direction \(a chain of relays\)/.test(l)), lines.join('\n'));
  const detailed = await inDetail(page);
  assert.ok(detailed.some((l) => l.startsWith('Chain of relays: sown counter-clockwise, against the usual direction')), detailed.join('\n'));
  assert.deepEqual(problems, []);
  await page.close();
});

test("an illegal click is answered in words: whose pit it is, named as on the board", async () => {
  const { page, problems } = await freshPage(browser.context, browser.server.url);
  assert.equal((await hook(page, 'state')).toMove, 'south');
  await clickPit(page, [0, 0]);
  await page.waitForFunction(() => /belongs to/.test(document.querySelector('#status')?.textContent ?? ''));
  const text = await page.textContent('#status') ?? '';
  assert.equal(text, 'a4 belongs to North: sow from your own pits.');
  assert.doesNotMatch(text, /\[\d, \d\]/, 'no engine coordinates');
  assert.equal((await hook(page, 'state')).movesPlayed, 0, 'nothing was played');
  assert.deepEqual(problems, []);
  await page.close();
});

test('resign: asked first, then the game ends for the other side, and undo takes it back', async () => {
  const { page, problems } = await freshPage(browser.context, browser.server.url);
  await page.selectOption('#speed', 'instant');
  await page.click('#btn-resign');
  assert.match(await page.textContent('#choice-text') ?? '', /South, resign this game\? North wins it\./);
  await page.click('#choice-buttons button:has-text("Keep playing")');
  assert.equal((await hook(page, 'state')).result, null, 'keep playing changes nothing');
  await page.click('#btn-resign');
  await page.click('#choice-buttons button:has-text("Resign")');
  await idle(page);
  const st = await hook(page, 'state');
  assert.deepEqual(st.result, { winner: 'north', reason: 'resigned', points: 1 });
  assert.equal(await page.isVisible('.game-over'), true);
  assert.match(await page.textContent('.game-over-title') ?? '', /North wins/);
  assert.equal(await page.isHidden('#btn-resign'), true, 'no resigning a game that is over');
  await page.click('#btn-undo');
  await idle(page);
  assert.equal((await hook(page, 'state')).result, null);
  assert.deepEqual(problems, []);
  await page.close();
});

test('a draw offered on a shared screen is accepted or declined by the other player', async () => {
  const { page, problems } = await freshPage(browser.context, browser.server.url);
  await page.selectOption('#speed', 'instant');
  assert.equal((await hook(page, 'state')).drawByAgreement, true);
  await page.click('#btn-draw');
  assert.match(await page.textContent('#choice-text') ?? '', /North, South offers a draw/);
  await page.click('#choice-buttons button:has-text("Decline")');
  assert.match(await page.textContent('#status') ?? '', /North declines the draw/);
  assert.equal((await hook(page, 'state')).result, null);
  await page.click('#btn-draw');
  await page.click('#choice-buttons button:has-text("Accept the draw")');
  await idle(page);
  assert.deepEqual((await hook(page, 'state')).result, { winner: null, reason: 'agreed', points: 0 });
  assert.match(await page.textContent('.game-over-title') ?? '', /draw/i);
  assert.deepEqual(problems, []);
  await page.close();
});

test('no draw by agreement in a tournament game: the button is not offered', async () => {
  const { page, problems } = await openPage(browser.context, browser.server.url);
  await page.click('#btn-new');
  await page.check('input[name="ruleset"][value="omweso-tournament"]');
  await page.click('#setup-start');
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.state().ruleset === 'omweso-tournament'));
  assert.equal((await hook(page, 'state')).drawByAgreement, false);
  assert.equal(await page.isHidden('#btn-draw'), true);
  assert.equal(await page.isVisible('#btn-resign'), true);
  assert.deepEqual(problems, []);
  await page.close();
});

/** A page where the computer plays North, on a given position. */
async function againstComputer(save) {
  const { page, problems } = await openPage(browser.context, browser.server.url);
  await page.evaluate(() => {
    const app = /** @type {any} */ (window).__omweso.app;
    app.controller.settings = { ...app.controller.settings, players: { south: 'human', north: 'computer', levels: { south: 'casual', north: 'casual' }, hints: true } };
  });
  assert.equal(await hook(page, 'restore', save), null);
  await page.selectOption('#speed', 'instant');
  return { page, problems };
}

test('against the computer, a draw is accepted in an even position and declined by a computer far ahead', async () => {
  const even = new Game({ ruleset: 'oware', seed: 1 });
  const { page, problems } = await againstComputer(even.toJSON());
  even.free();
  await page.click('#btn-draw');
  await idle(page);
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.state().result !== null), null, { timeout: 10000 });
  assert.deepEqual((await hook(page, 'state')).result, { winner: null, reason: 'agreed', points: 0 });
  await page.close();
  // North has taken 20 seeds to South's none: it plays on.
  const board = [[3, 3, 3, 3, 3, 3], [3, 3, 3, 3, 3, 2]];
  const ahead = Game.fromSetup({ ruleset: 'oware', board, stores: [0, 20], toMove: 'south', allowUnusualTotals: true });
  const second = await againstComputer(ahead.toJSON());
  ahead.free();
  await second.page.click('#btn-draw');
  await second.page.waitForFunction(() => /declines the draw/.test(document.querySelector('#status')?.textContent ?? ''), null, { timeout: 10000 });
  assert.equal((await hook(second.page, 'state')).result, null);
  assert.deepEqual([...problems, ...second.problems], []);
  await second.page.close();
});
