// The core language files (it.js, fr.js, ca.js, sw.js) hold every key of en.js but
// the narration's (ev.*, sum.*, which live in their own pack), in en.js's
// order, with the same {placeholders}, and are really translated.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EN } from '../../www/js/lang/en.js';
import { IT } from '../../www/js/lang/it.js';
import { FR } from '../../www/js/lang/fr.js';
import { CA } from '../../www/js/lang/ca.js';
import { SW } from '../../www/js/lang/sw.js';
import { isIcu, compiles } from '../../www/js/words/message.js';

const CORE = { it: IT, fr: FR, ca: CA, sw: SW };
const inPack = (/** @type {string} */ key) => key.startsWith('ev.') || key.startsWith('sum.');
const coreKeys = Object.keys(EN).filter((k) => !inPack(k));
/** Its placeholders' names: {pit}, and the n of {n, plural, …}. */
const placeholders = (/** @type {string} */ s) => [...new Set([...s.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();
/** A value of symbols, placeholders, key letters and the game's name only: the same in every language. */
const languageFree = (/** @type {string} */ s) => /^[\s\d\p{P}\p{S}]*$/u.test(s.replace(/\{\w+\}/g, '').replace(/\b[A-Z]\b/g, '').replace(/Omweso|Okwesera/g, ''));

for (const [code, texts] of Object.entries(CORE)) {
  test(`${code}: every core key of en.js, in its order, and nothing else`, () => {
    assert.deepEqual(Object.keys(texts), coreKeys);
  });

  test(`${code}: every text is non-empty, with exactly the placeholders of its English`, () => {
    for (const key of coreKeys) {
      const text = texts[key];
      assert.equal(typeof text, 'string', key);
      assert.ok(text.trim().length > 0, `${key} is empty`);
      assert.deepEqual(placeholders(text), placeholders(EN[key]), `${key}: placeholders`);
      if (isIcu(text)) assert.ok(compiles(text, code), `${key}: its ICU message compiles`);
      else assert.doesNotMatch(text.replace(/\{\w+\}/g, ''), /[{}]/, `${key}: a brace outside a placeholder`);
    }
  });

  test(`${code}: really translated (fewer than 15% of the worded texts as in English)`, () => {
    const worded = coreKeys.filter((k) => !languageFree(EN[k]));
    const same = worded.filter((k) => texts[k] === EN[k]);
    assert.ok(worded.length > 250, `only ${worded.length} worded texts`);
    assert.ok(same.length < worded.length * 0.15, `${same.length} of ${worded.length} as in English: ${same.join(', ')}`);
  });

  test(`${code}: the key letters the page listens to are kept`, () => {
    // keys.js: C and W choose the direction, U undoes, R redoes, L and M read.
    assert.match(texts['keys.k.dirs'], /\bC\b.*\bW\b/);
    assert.match(texts['keys.d.dirs'], /\(C\).*\(W\)/);
    assert.match(texts['board.label'], /\bC\b.*\bW\b/);
    assert.match(texts['keys.k.undo'], /^U\b.*Ctrl\+Z/);
    assert.match(texts['keys.k.redo'], /^R\b.*Ctrl\+Y/);
    assert.equal(texts['keys.k.legal'], 'L');
    assert.equal(texts['keys.k.last'], 'M');
  });

  test(`${code}: the games' own words are not translated`, () => {
    for (const [key, word] of [['reason.akakyala', 'akakyala'], ['reason.emitwe_ebiri', 'emitwe-ebiri'], ['reason.akawumbi', 'akawumbi'],
      ['reason.okutema', 'okutema'], ['reason.no_moves.tournament', 'okwa bulijo'], ['illegal.reason.timeout_is_blitz', 'ekyobutabal'],
      ['sr.uur', 'uur'], ['choice.part.okwesera', 'okwesera']]) {
      assert.ok(texts[key].includes(word), `${key} lost "${word}"`);
    }
  });
}
