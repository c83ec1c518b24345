// Counts in words (issue 23): a message whose number counts something
// ("{n} seeds") chooses its forms by CLDR's plural categories, in ICU
// MessageFormat, in every language; every message is rendered with 0, 1, 2,
// 5 and 21 and checked against the categories of its language; numbers are
// written as each language writes them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { allTexts, languages, setLanguage, t, number } from '../../www/js/words/i18n.js';
import { formatMessage, isIcu, compiles } from '../../www/js/words/message.js';
import '../../www/js/lessons/index.js'; // the lessons' texts too

/** The placeholders that carry a count (the others name pits, sides, directions, errors…). */
const COUNTS = new Set(['n', 'count', 'seeds', 'total', 'laps', 'captures', 'points', 'cap', 'max', 'rows', 'cols', 'want', 'have',
  'len', 'pits', 'done', 'round', 'laid', 'replayed', 'needed', 'wins', 'lines', 'chars', 'captured', 'sown', 'moves', 'ways',
  'south', 'north', 'tsouth', 'tnorth', 'budget', 'to', 's']);

/** In English, a counted noun right after a count: such a message must choose its forms. */
const COUNTED = /^\s+(?:more |captured |other )?(?:seeds?|points?|laps?|moves?|captures?|rows?|pits?|ways?|steps?|uurs?|characters?|lessons?|games?)\b/;

const SAMPLES = [0, 1, 2, 5, 21];

/** Every placeholder name of a message, ICU arguments included. @param {string} text */
const argumentsOf = (text) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))];

/** The values to render a message with: each count `n` (the one varied), the others 3, words for the rest. */
const valuesFor = (/** @type {string[]} */ args, /** @type {string} */ varied, /** @type {number} */ n) =>
  Object.fromEntries(args.map((a) => [a, a === varied ? n : COUNTS.has(a) ? 3 : `«${a}»`]));

const texts = allTexts();
const en = texts.en;

test('a message that counts seeds, laps, points… chooses its forms by plural in English (ICU)', () => {
  const handMade = [];
  for (const [key, text] of Object.entries(en)) {
    if (isIcu(text)) continue;
    for (const m of text.matchAll(/\{(\w+)\}/g)) {
      if (COUNTS.has(m[1]) && COUNTED.test(text.slice(m.index + m[0].length))) handMade.push(`${key}: ${text}`);
    }
    if (/\{seedWord\}/.test(text)) handMade.push(`${key}: ${text}`);
  }
  assert.deepEqual(handMade, [], 'these messages put a count before a noun without choosing its form');
});

for (const lang of languages()) {
  test(`${lang}: every ICU message compiles, and a plural in English is a plural here too, with "one" and "other"`, () => {
    const wrong = [];
    for (const [key, text] of Object.entries(texts[lang])) {
      if (isIcu(text) && !compiles(text, lang)) wrong.push(`${key}: does not compile`);
      const source = en[key];
      if (!source) continue;
      for (const [, arg] of source.matchAll(/\{\s*(\w+)\s*,\s*plural\s*,/g)) {
        const here = new RegExp(`\\{\\s*${arg}\\s*,\\s*plural\\s*,([\\s\\S]*)`).exec(text);
        if (!here) wrong.push(`${key}: no plural for {${arg}}`);
        else if (!/\bone\s*\{/.test(here[1]) || !/\bother\s*\{/.test(here[1])) wrong.push(`${key}: the plural of {${arg}} lacks "one" or "other"`);
      }
    }
    assert.deepEqual(wrong, []);
  });

  test(`${lang}: every message rendered with 0, 1, 2, 5 and 21 follows the language's plural categories`, () => {
    const rules = new Intl.PluralRules(lang);
    const wrong = [];
    for (const [key, text] of Object.entries(texts[lang])) {
      const args = argumentsOf(text);
      for (const arg of args.filter((a) => COUNTS.has(a))) {
        /** @type {Map<string, string>} category → the text with its number masked */
        const seen = new Map();
        // A number the text itself writes ("at least 1") would be masked too: such a count is not compared.
        for (const n of SAMPLES.filter((k) => !new RegExp(`(?<!\\d)${k}(?!\\d)`).test(text))) {
          const out = formatMessage(text, lang, valuesFor(args, arg, n));
          if (/[{}]/.test(out)) wrong.push(`${key} with ${arg}=${n}: "${out}" has a brace left`);
          const masked = out.replace(new RegExp(`(?<!\\d|\\d[.,\\s])${n}(?!\\d|[.,\\s]\\d)`, 'g'), '#');
          const category = rules.select(n);
          if (seen.has(category) && seen.get(category) !== masked) wrong.push(`${key} with ${arg}=${n}: "${out}" is not as the other "${category}" counts`);
          seen.set(category, masked);
        }
      }
    }
    assert.deepEqual(wrong, []);
  });
}

test('English says "1 seed" and "5 seeds", never "1 seeds"', () => {
  const wrong = [];
  for (const [key, text] of Object.entries(en)) {
    const args = argumentsOf(text);
    for (const arg of args.filter((a) => COUNTS.has(a))) {
      const out = formatMessage(text, 'en', valuesFor(args, arg, 1));
      if (/\b1 (?:more |captured |other )?(?:seeds|points|laps|moves|captures|rows|pits|ways|steps|uurs|characters|lessons|games)\b/.test(out)) wrong.push(`${key}: ${out}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('numbers are written as each language writes them', () => {
  const cases = { en: ['14,000,000', '0.25'], it: ['14.000.000', '0,25'], fr: ['14\u202f000\u202f000', '0,25'], ca: ['14.000.000', '0,25'], sw: ['14,000,000', '0.25'] };
  for (const lang of languages()) {
    setLanguage(lang);
    assert.deepEqual([number(14e6), number(0.25)], /** @type {any} */ (cases)[lang], lang);
  }
  setLanguage('en');
});

test('a number given to a plain placeholder is written in the language too, and a message with no value for it keeps the placeholder', () => {
  assert.equal(formatMessage('{laps} laps so far', 'fr', { laps: 1500 }), '1\u202f500 laps so far');
  assert.equal(formatMessage('{n, plural, one {# graine} other {# graines}} de {pit}', 'fr', { n: 1500, pit: 'b1' }), '1\u202f500 graines de b1');
  assert.equal(formatMessage("l'{pit} : {n, plural, one {# graine} other {# graines}}", 'fr', { n: 0, pit: 'b1' }), "l'b1 : 0 graine", 'an apostrophe is only an apostrophe');
  assert.equal(formatMessage('{a} and {b}', 'en', { a: 'x' }), 'x and {b}');
  assert.equal(formatMessage('{n, plural, one {# seed} other {# seeds}}', 'en', {}), '{n, plural, one {# seed} other {# seeds}}', 'a missing count never throws');
});

test('t() speaks the current language and writes its numbers', () => {
  setLanguage('fr');
  assert.match(t('long.turn', { laps: 14e6 }), /14\u202f000\u202f000/);
  setLanguage('en');
  assert.match(t('long.turn', { laps: 14e6 }), /14,000,000/);
});

test('the counts a player meets outside the narration read right at one and at many, in every language (issue 23)', () => {
  const say = (/** @type {string} */ lang, /** @type {string} */ key, /** @type {Record<string, unknown>} */ params) => {
    setLanguage(lang);
    return t(key, params);
  };
  assert.equal(say('en', 'editor.left', { n: 1 }), '1 seed left to place');
  assert.equal(say('en', 'editor.left', { n: 3 }), '3 seeds left to place');
  assert.equal(say('fr', 'editor.left', { n: 1 }), 'Il reste 1 graine à placer');
  assert.equal(say('ca', 'editor.over', { n: 1 }), 'Sobra 1 llavor');
  assert.equal(say('ca', 'editor.over', { n: 2 }), 'Sobren 2 llavors');
  assert.equal(say('en', 'review.confirm', { n: 1 }), 'Play from here and drop the later move?');
  assert.equal(say('it', 'review.confirm', { n: 4 }), 'Giocare da qui e togliere le 4 mosse seguenti?');
  assert.equal(say('en', 'over.points', { n: 0, points: 1, name: 'Amina' }), '1 point for Amina.');
  assert.equal(say('sw', 'editor.overCap', { count: 1, cap: 12 }), 'Kete nyingi mno: shimo 1 lina zaidi ya 12, kiwango cha juu cha shimo.');
  assert.equal(say('sw', 'editor.overCap', { count: 2, cap: 12 }), 'Kete nyingi mno: mashimo 2 yana zaidi ya 12, kiwango cha juu cha shimo.');
  assert.equal(say('fr', 'long.turn', { laps: 14e6 }), 'Un tour très long : 14\u202f000\u202f000 semis jusqu’ici… (Annuler ou Nouvelle partie l’arrête.)');
  assert.equal(say('it', 'setup.level.option', { level: 'Esperto', s: 0.25 }).includes('0,25'), true, 'a decimal comma in Italian');
  setLanguage('en');
});
