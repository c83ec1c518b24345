// The page in four languages (issue 13): the picker names each language in
// itself, a switch changes every visible string (no English left on screen),
// the choice is remembered, the browser's language is the default and an
// address's `lang` wins.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, freshPage, openPage, hook, clickPit, idle, browserSuite, ready, openRulesCard, chooseLanguage } from './harness.js';
import { allTexts } from '../../www/js/words/i18n.js';

const browser = browserSuite();

/**
 * Every English text that reads differently in `lang`, as a pattern a line
 * of the page would match were it left in English. Texts that are mostly
 * placeholders or a few letters ("{n}", "OK") could match anything: skipped.
 * @param {string} lang
 */
function englishPatterns(lang) {
  const { en, [lang]: other } = allTexts();
  const patterns = [];
  for (const [key, text] of Object.entries(en)) {
    if (other[key] === text) continue;
    const literal = text.replace(/\{\w+\}/g, '');
    if ((literal.match(/[A-Za-z]/g) ?? []).length < 8) continue;
    const source = text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')).join('.+?');
    // A short text ("captured {n}") is looked for as a whole string, a sentence anywhere.
    const whole = literal.length < 30;
    patterns.push({ key, re: new RegExp(whole ? `^${source}$` : source) });
  }
  return patterns;
}

/** The strings a person sees or hears on the page now: visible text and accessible names. */
const visibleStrings = (page) => page.evaluate(() => {
  const out = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const el = n.parentElement;
    const text = (n.textContent ?? '').trim();
    if (!el || !text || !el.checkVisibility()) continue;
    out.push(text);
  }
  for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
    if (!(el instanceof HTMLElement) || !el.checkVisibility()) continue;
    for (const a of ['aria-label', 'title', 'placeholder']) if (el.getAttribute(a)) out.push(el.getAttribute(a));
  }
  // What is typed or chosen in a form (a name pre-filled, a list's choice), and what a screen reader alone hears.
  for (const el of document.querySelectorAll('dialog[open] input[type="text"], dialog[open] input:not([type]), dialog[open] select option')) {
    const text = el instanceof HTMLInputElement ? el.value : el.textContent;
    if (text?.trim()) out.push(text.trim());
  }
  for (const el of document.querySelectorAll('.sr-live p, .sr-only')) if (el.textContent?.trim()) out.push(el.textContent.trim());
  out.push(document.title);
  return out;
});

/** The English left among a page's strings, each with the key it came from. */
async function englishLeft(page, lang) {
  const patterns = englishPatterns(lang);
  const left = [];
  for (const s of await visibleStrings(page)) {
    const hit = patterns.find((p) => p.re.test(s));
    if (hit) left.push(`${hit.key}: ${s}`);
  }
  return left;
}

test('the picker lists the five languages, each in its own name', async () => {
  const { page } = await freshPage(browser.context, browser.server.url);
  const names = await page.$$eval('#lang option', (o) => o.map((x) => `${x.value}:${x.textContent}`));
  assert.deepEqual(names, ['en:English', 'ca:Català', 'fr:Français', 'it:Italiano', 'sw:Kiswahili']);
  await page.close();
});

for (const lang of ['it', 'fr', 'ca', 'sw']) {
  test(`${lang}: a switch leaves no English on the page, the set-up, the keys' list, the rules card, the lessons, sharing, the position editor or a finished game's card`, async () => {
    const { page, problems } = await freshPage(browser.context, browser.server.url);
    await page.selectOption('#speed', 'instant');
    // Moves first, so the narration, the move list and the status have something to say.
    for (let i = 0; i < 3; i++) {
      await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.legalMoves().length > 0 && !(/** @type {any} */ (window).__omweso.busy())));
      const first = (await hook(page, 'legalMoves'))[0];
      await clickPit(page, first.pit);
      await idle(page);
    }
    const before = (await page.$$eval('#narration li', (li) => li.length));
    await chooseLanguage(page, lang);
    await idle(page);
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    assert.deepEqual(await englishLeft(page, lang), [], 'the board page');
    assert.equal(await page.$$eval('#narration li', (li) => li.length), before, 'every turn worded again, none lost');
    const { [lang]: words } = allTexts();
    await page.click('#btn-new');
    await page.waitForSelector('#setup-dialog[open]');
    assert.deepEqual(await englishLeft(page, lang), [], 'the set-up');
    // A side's default name follows the language: the fields, the first mover, the layouts.
    assert.deepEqual([await page.inputValue('input[name="name-south"]'), await page.inputValue('input[name="name-north"]')], [words['side.south'], words['side.north']]);
    const firstMover = await page.$$eval('#setup-dialog select[name="first"] option', (o) => o.map((x) => x.textContent));
    assert.deepEqual(firstMover.slice(0, 2), [words['side.south'], words['side.north']]);
    await page.keyboard.press('Escape');
    await page.keyboard.press('?');
    await page.waitForSelector('#help-dialog[open]');
    assert.deepEqual(await englishLeft(page, lang), [], 'the list of keys');
    await page.keyboard.press('Escape');
    // The teaching panels: the rules card, the lessons, sharing, the position editor.
    await openRulesCard(page);
    assert.deepEqual(await englishLeft(page, lang), [], 'the rules card');
    await page.keyboard.press('Escape');
    for (const [button, dialog] of [['#btn-lessons', '#lesson-dialog'], ['#btn-share', '#share-dialog'], ['#btn-position', '#position-dialog']]) {
      await page.click(button);
      await page.waitForSelector(`${dialog}[open]`);
      assert.deepEqual(await englishLeft(page, lang), [], dialog);
      await page.keyboard.press('Escape');
      await page.waitForSelector(`${dialog}:not([open])`, { state: 'attached' });
    }
    // Resign (asked first): the card of a finished game.
    await page.click('#btn-resign');
    await page.locator('#choice-buttons button').first().click();
    await page.waitForSelector('.game-over:not([hidden])');
    assert.deepEqual(await englishLeft(page, lang), [], 'the end of a game');
    assert.deepEqual(problems, []);
    await page.close();
  });

  test(`${lang}: a game finished in English and switched: its narration, the status and the screen reader's texts say no English, the names included`, async () => {
    const { page, problems } = await freshPage(browser.context, browser.server.url);
    await page.selectOption('#speed', 'instant');
    const first = (await hook(page, 'legalMoves'))[0];
    await clickPit(page, first.pit);
    await idle(page);
    await page.click('#btn-resign');
    await page.locator('#choice-buttons button').first().click();
    await page.waitForSelector('.game-over:not([hidden])');
    await page.keyboard.press('Escape');
    const { en, [lang]: words } = allTexts();
    assert.match(await page.textContent('#narration') ?? '', new RegExp(`\\b${en['side.south']}\\b`), 'the English game names its sides');
    await chooseLanguage(page, lang);
    await idle(page);
    const narration = await page.textContent('#narration') ?? '';
    for (const side of ['side.south', 'side.north']) {
      if (words[side] === en[side]) continue;
      assert.doesNotMatch(narration, new RegExp(`\\b${en[side]}\\b`), `${side} is said in ${lang} in the narration`);
    }
    assert.match(narration, new RegExp(words['side.south']), 'the sides named in the new language');
    const heard = await page.$$eval('.sr-live p', (p) => p.map((x) => x.textContent));
    assert.deepEqual(heard, [], 'what was announced in English is let go');
    assert.deepEqual(await englishLeft(page, lang), []);
    assert.deepEqual(problems, []);
    await page.close();
  });
}

test('the choice is remembered; the browser\'s language is the default; an address\'s lang wins', async () => {
  const { page } = await freshPage(browser.context, browser.server.url);
  await chooseLanguage(page, 'fr');
  await page.reload();
  await ready(page);
  assert.equal(await page.getAttribute('html', 'lang'), 'fr');
  assert.equal(await page.inputValue('#lang'), 'fr');
  await page.goto(`${browser.server.url}?lang=ca`);
  await ready(page);
  assert.equal(await page.getAttribute('html', 'lang'), 'ca');
  assert.equal(await page.textContent('#btn-new'), allTexts().ca['btn.new']);
  await page.close();
  const catalan = await launch({ locale: 'ca-ES' });
  try {
    const { page: p } = await openPage(catalan, browser.server.url);
    assert.equal(await p.getAttribute('html', 'lang'), 'ca', 'a Catalan browser gets Catalan');
  } finally {
    await catalan.close();
  }
});
