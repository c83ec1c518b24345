// The teacher's position editor (issue 13, RULES §4): any position of the
// game on the board, checked by the engine as it is typed, every problem said
// at once; then played from, or kept as a lesson step.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freshPage, hook, idle, browserSuite } from './harness.js';
import { Game } from '../js/load.js';
import { allTexts } from '../../www/js/words/i18n.js';

const browser = browserSuite();

/** A page whose game is a fresh one of this ruleset (restored from its save). */
async function pageOf(ruleset) {
  const { page, problems } = await freshPage(browser.context, browser.server.url);
  const g = new Game({ ruleset });
  assert.equal(await hook(page, 'restore', g.toJSON()), null);
  g.free();
  await page.click('#btn-position');
  await page.waitForSelector('#position-dialog[open]');
  return { page, problems };
}

/** Type a whole board, rows top to bottom. */
async function typeBoard(page, board) {
  const cells = page.locator('#position-dialog .pe-pit');
  let i = 0;
  for (const row of board) for (const n of row) await cells.nth(i++).fill(String(n));
}

const problemLines = (page) => page.$$eval('#position-dialog .pe-verdict li', (l) => l.map((x) => x.textContent ?? ''));

test('Oware: a position typed, its problems said at once in words, then played from', async () => {
  const { page, problems } = await pageOf('oware');
  const board = [[0, 0, 1, 0, 0, 2], [3, 0, 0, 0, 1, 0]];
  await typeBoard(page, board);
  await page.check('input[name="pe-to-move"][value="north"]');
  const stores = page.locator('#position-dialog input[data-field^="stores-"]');
  await stores.nth(0).fill('20');
  await stores.nth(1).fill('x');
  assert.deepEqual(await problemLines(page), [`${allTexts().en['pe.field.stores']} (North): type a whole number of seeds.`]);
  assert.equal(await page.isDisabled('#position-dialog .pe-buttons .primary'), true, 'no play from a position with a problem');
  // Issue 21: every problem at once, the typing one among them (the engine's were hidden until it was fixed).
  await page.uncheck('#position-dialog .pe-unusual input');
  const both = await problemLines(page);
  assert.equal(both[0], `${allTexts().en['pe.field.stores']} (North): type a whole number of seeds.`);
  assert.ok(both.length >= 2, `the engine's problems beside the typing one: ${both.join(' | ')}`);
  await page.check('#position-dialog .pe-unusual input');
  await stores.nth(1).fill('13');
  // Totals of 48 are required unless waived: with the waiver off the engine says why, in words.
  await page.uncheck('#position-dialog .pe-unusual input');
  const lines = await problemLines(page);
  assert.ok(lines.length >= 1, 'the engine refuses unusual totals when they are not allowed');
  for (const l of lines) {
    assert.doesNotMatch(l, /^error\.|something unexpected|allowUnusualTotals|\[\d, \d\]/, `a problem in words: ${l}`);
  }
  await page.check('#position-dialog .pe-unusual input');
  assert.deepEqual(await problemLines(page), []);
  await page.click('#position-dialog .pe-buttons .primary');
  await idle(page);
  const st = await hook(page, 'state');
  assert.deepEqual(st.board, board);
  assert.equal(st.toMove, 'north');
  assert.deepEqual(st.stores, [20, 13]);
  assert.deepEqual(problems, []);
  await page.close();
});

test('Layli Goobalay: an uur is set pit by pit; a lone one is said and can be mended; the pair is played from', async () => {
  const { page } = await pageOf('layli-goobalay');
  await page.click('#position-dialog .pe-starts button >> nth=1'); // empty every pit
  const board = [[0, 0, 4, 0, 2, 0], [1, 0, 3, 0, 0, 2]];
  await typeBoard(page, board);
  // Issue 21: one pit of the pair made an uur, the other not: the engine's problem, which a teacher can now make and mend.
  await page.selectOption('#position-dialog select[name="uur-c2"]', 'north');
  const lone = await problemLines(page);
  assert.equal(lone.length, 1, lone.join(' | '));
  assert.match(lone[0], /c2/, 'the problem names the pit');
  await page.selectOption('#position-dialog select[name="uur-c1"]', 'north');
  assert.deepEqual(await problemLines(page), []);
  // An uur on an empty pair is refused by the engine: said, and Play disabled.
  await page.selectOption('#position-dialog select[name="uur-b2"]', 'south');
  await page.selectOption('#position-dialog select[name="uur-b1"]', 'south');
  assert.ok((await problemLines(page)).length >= 1, 'an empty uur is a problem');
  assert.equal(await page.isDisabled('#position-dialog .pe-buttons .primary'), true);
  await page.selectOption('#position-dialog select[name="uur-b2"]', '');
  await page.selectOption('#position-dialog select[name="uur-b1"]', '');
  await page.click('#position-dialog .pe-buttons .primary');
  await idle(page);
  const st = await hook(page, 'state');
  assert.deepEqual(st.board, board);
  assert.deepEqual(st.uur.map((u) => `${u.pit}:${u.owner}`).sort(), ['0,2:north', '1,2:north']);
  await page.close();
});

test('a position kept as a lesson step is the lesson format\'s setup; Cancel changes nothing', async () => {
  const { page } = await pageOf('omweso');
  const before = await hook(page, 'state');
  await page.locator('#position-dialog .pe-pit').nth(0).fill('5');
  await page.click('#position-dialog .pe-buttons button >> nth=1');
  const text = await page.inputValue('#position-dialog .pe-lesson');
  const step = JSON.parse(text);
  assert.equal(step.setup.board[0][0], 5);
  assert.equal(step.setup.ruleset, undefined, 'the lesson names its ruleset, not each step');
  assert.equal(step.setup.toMove, before.toMove);
  await page.click('#position-dialog .pe-buttons button >> nth=0');
  assert.deepEqual((await hook(page, 'state')).board, before.board, 'cancel leaves the game as it was');
  await page.close();
});
