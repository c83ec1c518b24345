// Every text in every language (issue 13): each key of the English texts
// (the core file and every pack) exists in Italian, French, Catalan and Kiswahili, with
// the same {placeholders}, and no language has a key English lacks.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allTexts, languages, preferredLanguage, t, setLanguage, language } from '../../www/js/words/i18n.js';
import '../../www/js/lessons/index.js'; // every lesson's texts join the page's: checked with the rest

/** Its placeholders' names: {pit}, and the n of {n, plural, …}. */
const placeholders = (/** @type {string} */ text) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

test('five languages, each naming itself: English first, then the others by their own names', () => {
  assert.deepEqual(languages(), ['en', 'ca', 'fr', 'it', 'sw']);
  const texts = allTexts();
  assert.deepEqual(languages().map((l) => texts[l]['lang.self']), ['English', 'Català', 'Français', 'Italiano', 'Kiswahili']);
});

for (const lang of ['it', 'fr', 'ca', 'sw']) {
  test(`${lang}: every English key, with the same placeholders, and no other key`, () => {
    const { en, [lang]: other } = allTexts();
    const missing = Object.keys(en).filter((k) => !(k in other) || other[k].trim() === '');
    assert.deepEqual(missing, [], `${missing.length} texts missing in ${lang}`);
    const extra = Object.keys(other).filter((k) => !(k in en));
    assert.deepEqual(extra, [], `keys in ${lang} that English lacks`);
    const differ = Object.keys(en).filter((k) => placeholders(en[k]).join() !== placeholders(other[k]).join());
    assert.deepEqual(differ, [], `texts whose {placeholders} differ from English in ${lang}`);
  });
}

test('the first language: a player\'s choice, else the browser\'s first known one, else English', () => {
  assert.equal(preferredLanguage(['de-DE', 'fr-CH', 'it'], null), 'fr');
  assert.equal(preferredLanguage(['ca'], 'it'), 'it');
  assert.equal(preferredLanguage(['de', 'ja'], null), 'en');
  assert.equal(preferredLanguage(['IT-it'], 'xx'), 'it', 'an unknown remembered choice is ignored');
});

test('a switch of language changes the words; an unknown language changes nothing', () => {
  setLanguage('it');
  assert.equal(language(), 'it');
  assert.equal(t('lang.label'), 'Lingua');
  setLanguage('xx');
  assert.equal(language(), 'it');
  setLanguage('en');
  assert.equal(t('lang.label'), 'Language');
});
