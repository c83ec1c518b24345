// The engine's words on screen: the set-up dialog shows every game's rule
// options by their labels and values in words (never an id such as pit_cap
// or after_lap_origin), the About panel the game's description and
// differences, and a setup's problems come in the player's language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { freshPage, browserSuite, hook } from './harness.js';
import { rulesets } from '../js/load.js';

const SHOTS = new URL('../../test-results/', import.meta.url).pathname;
mkdirSync(SHOTS, { recursive: true });
/** A word in code: snake_case (an option's or a value's id). */
const CODE_WORD = /\b[a-z0-9]+_[a-z0-9_]+\b/;

const browser = browserSuite();

/** Everything the dialog shows: its text and the words of every list box's entries. */
const dialogWords = (page) => page.$eval('#setup-dialog', (d) => [
  /** @type {HTMLElement} */ (d).innerText,
  ...[...d.querySelectorAll('option')].map((o) => o.textContent ?? ''),
].join('\n'));

/** Open the dialog on a game with its rule options unfolded. */
async function openOn(page, ruleset) {
  if (!(await page.isVisible('#setup-dialog[open]'))) await page.click('#btn-new');
  await page.check(`input[name="ruleset"][value="${ruleset}"]`);
  await page.evaluate(() => document.querySelectorAll('#setup-dialog details.options').forEach((d) => { /** @type {HTMLDetailsElement} */ (d).open = true; }));
}

test('the set-up dialog shows no option id in any game: labels, descriptions and values in words', async () => {
  const { page, problems } = await freshPage(browser.context, browser.server.url, { width: 1440, height: 900 });
  for (const info of rulesets()) {
    await openOn(page, info.id);
    const words = await dialogWords(page);
    assert.doesNotMatch(words, CODE_WORD, `${info.id}: ${words.match(CODE_WORD)?.[0]}`);
    assert.doesNotMatch(words, /pit_cap|capture_sow_from|after_lap_origin/);
  }
  await openOn(page, 'omweso');
  const words = await dialogWords(page);
  assert.match(words, /Where captured seeds are sown from/);
  assert.match(words, /After the capturing lap's first pit/);
  assert.match(words, /Most seeds in one pit/);
  await page.screenshot({ path: `${SHOTS}engine-words-setup-en.png`, fullPage: false });
  await page.$eval('#setup-dialog details.options', (d) => d.scrollIntoView());
  await page.screenshot({ path: `${SHOTS}engine-words-options-en.png`, fullPage: false });
  assert.deepEqual(problems, []);
});

test('in Italian the dialog and its problems speak Italian, and the About panel too', async () => {
  const { page, problems } = await freshPage(browser.context, browser.server.url, { width: 390, height: 844 });
  await hook(page, 'setLanguage', 'it');
  await openOn(page, 'omweso');
  const words = await dialogWords(page);
  assert.match(words, /Da dove si seminano i semi catturati/);
  assert.match(words, /Quattro nella fila esterna/);
  assert.doesNotMatch(words, CODE_WORD);
  // A starting layout of one's own with too few seeds: the problem is said in Italian.
  await page.selectOption('select[name="layout-south"]', 'custom');
  await page.click('.layout-editor[data-side="south"] .editor-tools button:not(.editor-remove)');
  const said = await page.textContent('#setup-dialog .problems') ?? '';
  assert.match(said, /deve contenerne 32/);
  assert.doesNotMatch(said, /must hold|\[\d/);
  await page.screenshot({ path: `${SHOTS}engine-words-setup-it-phone.png`, fullPage: false });
  await page.click('#setup-dialog .setup-buttons button.secondary');
  // The About panel of the game on the board.
  await openOn(page, 'omweso-tournament');
  const opened = await hook(page, 'opened');
  await page.click('#setup-start');
  await page.waitForFunction((n) => (/** @type {any} */ (window).__omweso.opened() > n), opened);
  assert.equal(await page.textContent('#about-title'), 'Omweso (torneo)');
  assert.match(await page.textContent('#about-diffs') ?? '', /Un incontro si gioca a 12 punti/);
  assert.deepEqual(problems, []);
});
