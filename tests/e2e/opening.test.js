// The first game (issue 21 §1): a fresh page in every four-row game starts
// from the engine's default, which its mover cannot win on the first turn; a
// start that can be won at once is said in the set-up; a side arranged by
// clicks in the set-up's editor (or at random) is the started game's start,
// in its save, its link and its move list; the computer arranges its own
// side at its level.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freshPage, openPage, hook, idle, browserSuite, ready } from './harness.js';
import { Game, rulesets } from '../js/load.js';

const browser = browserSuite();

/** The start of the game on the page: its setup, with no decision played. */
async function startOf(page) {
  const saved = JSON.parse(/** @type {string} */ (await hook(page, 'save')));
  return Game.fromJSON(JSON.stringify({ ...saved, decisions: [], redo: [] }));
}

test('a fresh page in every four-row game starts a game its mover cannot win on the first turn', async () => {
  for (const info of rulesets().filter((r) => r.family === 'four_row')) {
    const { page, problems } = await freshPage(browser.context, `${browser.server.url}?ruleset=${info.id}`);
    await idle(page);
    const game = await startOf(page);
    const wins = game.turnWins();
    assert.equal(game.state().ruleset, info.id);
    assert.equal(wins.wins, 0, `${info.id}: ${wins.wins} of ${wins.lines} first-turn lines win at once`);
    game.free();
    assert.deepEqual(problems, []);
    await page.close();
  }
});

test('the set-up says when a start can be won on the first turn, and Start still plays it', async () => {
  const { page, problems } = await freshPage(browser.context, browser.server.url);
  await page.click('#btn-new');
  await page.check('input[name="ruleset"][value="omweso"]');
  assert.equal(await page.$('.first-turn-warning'), null, 'nothing said of the usual start');
  await page.selectOption('select[name="layout-south"]', 'all-twos');
  await page.selectOption('select[name="layout-north"]', 'all-twos');
  await page.waitForSelector('.first-turn-warning');
  assert.match(await page.textContent('.first-turn-warning') ?? '', /can win on the first turn \(winning lines: 15 of 46\)/);
  assert.equal(await page.isDisabled('#setup-start'), false, 'a warning, not a problem');
  await page.click('#setup-start');
  await idle(page);
  assert.deepEqual((await hook(page, 'state')).board[3], [2, 2, 2, 2, 2, 2, 2, 2]);
  assert.deepEqual(problems, []);
  await page.close();
});

test('South arranges its seeds by clicks: the game starts from them, and its save, its link and its move list keep them', async () => {
  const { page, problems } = await freshPage(browser.context, browser.server.url);
  await page.selectOption('#speed', 'instant');
  await page.click('#btn-new');
  await page.check('input[name="ruleset"][value="omweso"]');
  await page.selectOption('select[name="layout-south"]', 'custom');
  const editor = '.layout-editor[data-side="south"]';
  await page.click(`${editor} button:has-text("Clear")`);
  // 32 seeds: four in each pit of the outer row (row 1 as drawn), by clicks.
  for (let c = 0; c < 8; c++) for (let k = 0; k < 4; k++) await page.click(`${editor} .editor-pit[data-row="1"][data-col="${c}"]`);
  assert.match(await page.textContent(`${editor} .editor-info`) ?? '', /32/);
  // Then one seed moved by taking it back and placing it elsewhere (Shift-click takes one back).
  await page.click(`${editor} .editor-pit[data-row="1"][data-col="7"]`, { modifiers: ['Shift'] });
  await page.click(`${editor} .editor-pit[data-row="0"][data-col="0"]`);
  await page.click('#setup-start');
  await idle(page);
  const st = await hook(page, 'state');
  assert.deepEqual(st.board[2], [1, 0, 0, 0, 0, 0, 0, 0], 'South\'s inner row as arranged');
  assert.deepEqual(st.board[3], [4, 4, 4, 4, 4, 4, 4, 3], 'South\'s outer row as arranged');
  // The move list opens with the arrangement, and shows it.
  assert.match(await page.textContent('#moves li:first-child') ?? '', /^Start — South: own arrangement · North: /);
  // The save holds it: a reload opens the same start.
  await page.reload();
  await ready(page);
  await idle(page);
  assert.deepEqual((await hook(page, 'state')).board.slice(2), [st.board[2], st.board[3]], 'the reload kept it');
  // And a link carries it to another page.
  await page.click('#btn-share');
  await page.waitForSelector('#share-dialog[open]');
  await page.waitForFunction(() => /** @type {HTMLInputElement} */ (document.getElementById('share-link')).value.includes('#omweso.'));
  const link = await page.inputValue('#share-link');
  const { page: other, problems: otherProblems } = await openPage(browser.context, link);
  await idle(other);
  assert.deepEqual((await hook(other, 'state')).board, st.board, 'the link opens the same arrangement');
  assert.deepEqual(problems, []);
  assert.deepEqual(otherProblems, []);
  await other.close();
  await page.close();
});

test('Random arrangement fills the side with all its seeds, none over the limit, a start North cannot win at once', async () => {
  const { page, problems } = await freshPage(browser.context, browser.server.url);
  await page.click('#btn-new');
  await page.check('input[name="ruleset"][value="omweso"]');
  await page.selectOption('select[name="layout-south"]', 'custom');
  const editor = '.layout-editor[data-side="south"]';
  const counts = () => page.$$eval(`${editor} .editor-pit`, (b) => b.map((x) => Number(x.textContent)));
  const seen = new Set();
  for (let i = 0; i < 3; i++) {
    await page.click(`${editor} .editor-random`);
    const n = await counts();
    assert.equal(n.reduce((a, b) => a + b, 0), 32, 'every seed placed');
    assert.ok(n.every((x) => x <= 10), 'none over the limit of 10');
    seen.add(n.join(','));
  }
  assert.ok(seen.size >= 2, 'another each time');
  assert.equal(await page.isDisabled('#setup-start'), false);
  assert.deepEqual(problems, []);
  await page.close();
});

test('the computer arranges its own side at its level: a legal arrangement of all its seeds, said while it thinks', async () => {
  const { page, problems } = await freshPage(browser.context, `${browser.server.url}?ai=north:casual`);
  await page.click('#btn-new');
  await page.check('input[name="ruleset"][value="omweso"]');
  await page.selectOption('select[name="layout-north"]', 'computer');
  await page.click('#setup-start');
  await idle(page);
  const st = await hook(page, 'state');
  const north = [...st.board[0], ...st.board[1]];
  assert.equal(north.reduce((a, b) => a + b, 0), 32, 'all of North\'s seeds');
  assert.ok(north.every((n) => n <= 10), 'none over the limit');
  const game = await startOf(page);
  assert.equal(game.turnWins().wins, 0, 'South cannot win at once against it');
  game.free();
  // The choice is the settings' own: the set-up shows it again.
  await page.click('#btn-new');
  assert.equal(await page.inputValue('select[name="layout-north"]'), 'computer');
  assert.deepEqual(problems, []);
  await page.close();
});

test('two people on one screen arrange in turn, each hidden from the other, then play from both arrangements', async () => {
  const { page, problems } = await freshPage(browser.context, `${browser.server.url}?ai=off`);
  await page.click('#btn-new');
  await page.check('input[name="ruleset"][value="omweso"]');
  await page.selectOption('select[name="layout-south"]', 'custom');
  await page.selectOption('select[name="layout-north"]', 'custom');
  await page.check('input[name="arrange-hidden"]');
  const south = '.layout-editor[data-side="south"]';
  const north = '.layout-editor[data-side="north"]';
  assert.equal(await page.$(north), null, 'North does not see its board while South arranges');
  assert.equal(await page.isDisabled('#setup-start'), true, 'no start before both are done');
  await page.click(`${south} .editor-random`);
  const southRows = await page.$$eval(`${south} .editor-pit`, (b) => b.map((x) => Number(x.textContent)));
  await page.click('.arrange-done');
  assert.equal(await page.$(south), null, 'South\'s arrangement is out of sight once done');
  assert.match(await page.textContent('.arrange-hidden') ?? '', /South’s seeds are arranged/);
  await page.click(`${north} .editor-random`);
  const northRows = await page.$$eval(`${north} .editor-pit`, (b) => b.map((x) => Number(x.textContent)));
  assert.equal(await page.isDisabled('#setup-start'), true, 'North has not said it is done');
  await page.click('.arrange-done');
  assert.equal(await page.$(north), null);
  assert.equal(await page.isDisabled('#setup-start'), false);
  await page.click('#setup-start');
  await idle(page);
  const st = await hook(page, 'state');
  assert.deepEqual(st.board.slice(2).flat(), southRows, 'South\'s rows as it arranged them');
  assert.deepEqual(st.board.slice(0, 2).flat(), northRows, 'North\'s rows as it arranged them');
  assert.deepEqual(problems, []);
  await page.close();
});
