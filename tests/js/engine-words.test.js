// The engine's words for people: every option, ruleset, layout and error code
// the engine has (read from the wasm and from the Rust sources themselves)
// has a text in all five languages, and engine-words.js puts them on screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Game, rulesets, layouts } from './load.js';
import { allTexts, setLanguage, t } from '../../www/js/words/i18n.js';
import { EN } from '../../www/js/lang/en.js';
import { ENGINE_TEXTS } from '../../www/js/lang/engine-texts.js';
import {
  optionLabel, optionDescription, optionValueLabel, rulesetName, rulesetOrigin, rulesetDescription,
  rulesetDifferences, rulesetNotes, rulesetOtherNames, layoutName, errorWords, useRulesets, sourceWords,
} from '../../www/js/words/engine-words.js';
import { gameProblems } from '../../www/js/setup/game-problems.js';

const LANGS = ['en', 'it', 'fr', 'ca', 'sw'];
const ALL = allTexts();
const INFOS = rulesets();
useRulesets(INFOS);
const SRC = new URL('../../src/', import.meta.url).pathname;

/** @param {string} key */
const inEvery = (key) => LANGS.filter((l) => !(key in ALL[l]));
/** @param {string} text */
const placeholders = (text) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort(); // {pit}, and {n, plural, …}'s n
/** A word in code: snake_case, or an id of the API. */
const CODE_WORD = /\b[a-z]+_[a-z_]+\b|pit_cap/;

/** Every `.rs` file under a directory. */
function rustFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? rustFiles(join(dir, d.name)) : d.name.endsWith('.rs') ? [join(dir, d.name)] : []));
}

/** The body of the function whose signature starts at `at`, or null for a declaration without one. */
function bodyAt(text, at) {
  const open = text.indexOf('{', at);
  const semi = text.indexOf(';', at);
  if (open < 0 || (semi >= 0 && semi < open)) return null;
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return text.slice(open, i + 1);
  }
  return null;
}

/**
 * Every error code of the engine: the `=> "code"` arms of each `fn code` and
 * the `("code", "sentence")` each `fn describe` returns (an arm's, or a
 * line's own: never a call's `p.text("type", …)`), with the type they belong
 * to (the nearest `impl … for T` or `impl T` before them).
 * @returns {Map<string, Set<string>>} code → the types that give it
 */
function engineCodes() {
  /** @type {Map<string, Set<string>>} */
  const codes = new Map();
  for (const file of rustFiles(SRC)) {
    const text = readFileSync(file, 'utf8');
    for (const m of text.matchAll(/fn (code|describe)\s*\(/g)) {
      const body = bodyAt(text, m.index);
      if (!body) continue;
      const impls = [...text.slice(0, m.index).matchAll(/^impl(?:<[^>]*>)?\s+(?:[\w:]+\s+for\s+)?([\w:]+)/gm)];
      const owner = impls.at(-1)?.[1].split('::').at(-1) ?? '?';
      const found = m[1] === 'code' ? body.matchAll(/=>\s*"([a-z_]+)"/g) : body.matchAll(/(?:=>|^)\s*\(\s*"([a-z_]+)",/gm);
      for (const [, code] of found) {
        if (!codes.has(code)) codes.set(code, new Set());
        codes.get(code).add(owner);
      }
    }
  }
  return codes;
}

/** The key that words a code, in the family the page reads it from. */
function keyOf(code, owners) {
  if (owners.has('Why') || owners.has('NoReverse')) return `illegal.reason.${code}`;
  if (owners.has('IllegalMove')) return `illegal.${code}`;
  return `error.${code}` in EN || `error.${code}` in ENGINE_TEXTS.en ? `error.${code}` : `illegal.${code}`;
}

test('the pack has the same keys and the same placeholders in all five languages, and none of the core file', () => {
  const keys = Object.keys(ENGINE_TEXTS.en);
  assert.ok(keys.length > 150, `${keys.length} keys`);
  for (const lang of LANGS) {
    assert.deepEqual(Object.keys(ENGINE_TEXTS[lang]).sort(), [...keys].sort(), `${lang} has the same keys as English`);
    for (const key of keys) {
      assert.deepEqual(placeholders(ENGINE_TEXTS[lang][key]), placeholders(ENGINE_TEXTS.en[key]), `${lang} ${key}`);
      assert.ok(ENGINE_TEXTS[lang][key].trim().length > 0 || /Join$/.test(key), `${lang} ${key} is written`);
    }
  }
  // Keys the translator of en.js has stay there.
  assert.deepEqual(keys.filter((k) => k in EN), []);
});

test('every option of every ruleset has a label, a description and each value in words, in all five languages', () => {
  let options = 0;
  for (const info of INFOS) {
    for (const o of info.options) {
      options++;
      const keys = [`option.${o.id}.label`, `option.${o.id}.desc`, ...(o.type === 'choice' ? o.values.map((v) => `option.${o.id}.value.${v}`) : [])];
      for (const key of keys) assert.deepEqual(inEvery(key), [], `${info.id}: ${key} is missing in`);
      for (const lang of LANGS) {
        setLanguage(lang);
        const words = [optionLabel(o), optionDescription(o), ...(o.type === 'choice' ? o.values.map((v) => optionValueLabel(o, v)) : [])];
        for (const w of words) assert.doesNotMatch(w, CODE_WORD, `${lang} ${info.id}.${o.id}: "${w}"`);
        assert.notEqual(optionLabel(o), o.id);
      }
    }
  }
  setLanguage('en');
  assert.ok(options > 100, `${options} options looked at`);
  // The label the issue asks for, and a description for players, not the engine's.
  const sow = INFOS[0].options.find((o) => o.id === 'capture_sow_from');
  assert.equal(optionLabel(sow), 'Where captured seeds are sown from');
  assert.notEqual(optionDescription(sow), '');
});

test('every ruleset has its name, origin, description, differences and notes in all five languages, as many as the engine gives', () => {
  for (const info of INFOS) {
    const keys = [`ruleset.${info.id}.name`, `ruleset.${info.id}.origin`, `ruleset.${info.id}.description`,
      ...info.differences.map((_, i) => `ruleset.${info.id}.difference.${i}`), ...info.notes.map((_, i) => `ruleset.${info.id}.note.${i}`)];
    for (const key of keys) assert.deepEqual(inEvery(key), [], `${key} is missing in`);
    // No text for a difference or a note the engine does not have: the counts are the engine's.
    assert.equal(`ruleset.${info.id}.difference.${info.differences.length}` in ENGINE_TEXTS.en, false, `${info.id} has ${info.differences.length} differences`);
    assert.equal(`ruleset.${info.id}.note.${info.notes.length}` in ENGINE_TEXTS.en, false, `${info.id} has ${info.notes.length} notes`);
    for (const lang of LANGS) {
      setLanguage(lang);
      assert.equal(rulesetDifferences(info).length, info.differences.length);
      assert.equal(rulesetNotes(info).length, info.notes.length);
      assert.ok(rulesetDescription(info).length > 80, `${lang} ${info.id}`);
      for (const w of [rulesetName(info), rulesetOrigin(info), rulesetDescription(info), ...rulesetDifferences(info), ...rulesetNotes(info)]) {
        assert.doesNotMatch(w, CODE_WORD, `${lang} ${info.id}: "${w}"`);
      }
    }
    setLanguage('en');
    // The English is the engine's, or the engine's rewritten for players; the origin names its country.
    assert.ok(rulesetOrigin(info).startsWith(info.origin.country), info.id);
  }
  setLanguage('it');
  assert.equal(rulesetName(INFOS.find((r) => r.id === 'omweso-tournament')), 'Omweso (torneo)');
  setLanguage('en');
});

test('a source\'s description is in the player\'s language, its titles as published; English is the engine\'s own (issue 23)', () => {
  const sources = INFOS.flatMap((i) => i.sources);
  const article = sources.find((s) => s.id === 'article');
  assert.ok(article && sources.every((s) => typeof s.id === 'string' && s.id.length > 0), 'every source has an id');
  for (const s of sources) {
    for (const part of /** @type {const} */ (['title', 'published'])) {
      const key = `source.${s.id}.${part}`;
      if (key in ALL.en) {
        assert.deepEqual(inEvery(key), [], `${key} in every language`);
        assert.equal(ALL.en[key], s[part], `${key}: the English is the engine's`);
      }
    }
  }
  setLanguage('en');
  assert.deepEqual(sourceWords(article), { ...article, translated: false });
  setLanguage('fr');
  const fr = sourceWords(article);
  assert.equal(fr.published, 'article d’encyclopédie en italien (Wikipédia, dans la copie de Teknopedia)');
  assert.equal(fr.title, 'Omweso');
  assert.equal(fr.translated, true);
  const book = sources.find((s) => s.id === 'nsimbi');
  assert.deepEqual(sourceWords(/** @type {any} */ (book)), { ...book, translated: false }, 'a book is cited as published');
  setLanguage('en');
});

test('every layout has its name in all five languages, and in English the engine\'s own name', () => {
  let seen = 0;
  for (const info of INFOS) {
    // Every board a ruleset has (Hus 4x6) and both directions (a clockwise game mirrors its presets).
    const sizes = info.options.find((o) => o.id === 'size')?.values ?? [undefined];
    for (const size of sizes) {
      for (const direction of ['ccw', 'cw']) {
        for (const l of layouts(info.id, { direction, ...(size ? { size } : {}) })) {
          seen++;
          const key = `layout.${info.id}.${l.id}` in ENGINE_TEXTS.en ? `layout.${info.id}.${l.id}` : `layout.${l.id}`;
          assert.deepEqual(inEvery(key), [], `${info.id} ${l.id}: ${key} is missing in`);
          setLanguage('en');
          assert.equal(layoutName(l, info.id), l.name, `${info.id} ${l.id} is named as the engine names it`);
          for (const lang of LANGS) {
            setLanguage(lang);
            assert.doesNotMatch(layoutName(l, info.id), /-|_/, `${lang} ${info.id} ${l.id}`);
          }
        }
      }
    }
  }
  setLanguage('it');
  const oware = INFOS.find((r) => r.id === 'oware');
  assert.equal(layoutName(oware.layouts[0], 'oware'), 'Quattro in ogni buca');
  setLanguage('en');
  assert.ok(seen > 30, `${seen} layouts`);
});

test('every error code of the engine\'s sources has a text in all five languages, with the same placeholders', (t) => {
  const codes = engineCodes();
  // The parser is honest: it finds the codes of every kind of error.
  for (const known of ['not_your_pit', 'empty_pit', 'must_feed_opponent', 'no_reverse_laps', 'okwesera_needs_three', 'unknown_option', 'option_locked',
    'over_pit_cap', 'setup_problems', 'unknown_ruleset', 'nothing_to_undo', 'redo_illegal', 'game_not_over', 'not_json', 'illegal_saved_redo', 'bad_laps', 'load_ended', 'no_nodes', 'unknown_field']) {
    assert.ok(codes.has(known), `the parser finds ${known}`);
  }
  assert.ok(codes.size >= 85, `${codes.size} codes found`);
  /** Codes whose text is in the core files, still waiting for their translator. */
  const waiting = [];
  for (const [code, owners] of codes) {
    const key = keyOf(code, owners);
    assert.ok(key in EN || key in ENGINE_TEXTS.en, `${code} (${[...owners]}) has an English text (${key})`);
    for (const lang of LANGS) {
      const text = ALL[lang][key];
      if (text === undefined) {
        assert.ok(key in EN, `${key} is in the pack for ${lang}`);
        waiting.push(`${lang}:${key}`);
        continue;
      }
      assert.deepEqual(placeholders(text), placeholders(ALL.en[key]), `${lang} ${key}`);
    }
  }
  if (waiting.length) t.todo(`${waiting.length} texts of the core file en.js wait for its translator (${waiting.slice(0, 3).join(', ')}…)`);
});

/** The error a call throws. */
function thrown(fn) {
  try {
    fn();
  } catch (e) {
    return e;
  }
  assert.fail('it threw nothing');
}

test('a real engine error is said in the player\'s language, with its params in words', () => {
  const locked = thrown(() => new Game({ ruleset: 'hus', options: { reverse: 'four_leftmost' } }));
  assert.equal(locked.code, 'option_locked');
  setLanguage('it');
  assert.equal(errorWords(locked), 'la regola «Semine inverse» è sempre «Mai» in Hus');
  setLanguage('fr');
  assert.equal(errorWords(locked), 'la règle « Semis inverses » est toujours « Jamais » dans Hus');
  setLanguage('ca');
  assert.equal(errorWords(locked), 'la regla «Voltes inverses» sempre és «Mai» a Hus');
  setLanguage('en');
  assert.equal(errorWords(locked), 'the rule "Reverse laps" is always "Never" in Hus');

  // The example: a value Oware does not have, said by its code's text in Italian.
  const nope = thrown(() => new Game({ ruleset: 'oware', options: { grand_slam: 'nope' } }));
  assert.equal(nope.code, 'wrong_option_value');
  setLanguage('it');
  assert.equal(errorWords(nope), t('error.wrong_option_value'));
  assert.notEqual(errorWords(nope), nope.message);

  // Pits by the board's names, sides by the players' names, layouts and rulesets by theirs.
  const ctx = { rows: 4, names: { south: 'Amina', north: 'Kato' } };
  const errors = [
    locked, nope,
    thrown(() => new Game({ ruleset: 'omweso', options: { pit_cap: 3 } })),
    thrown(() => new Game({ ruleset: 'omweso', layout: 'nope' })),
    thrown(() => new Game({ ruleset: 'no-such-game' })),
    thrown(() => new Game({ ruleset: 'omweso', layout: { south: [[9, 9, 9, 9, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]], north: 'all-twos' } })),
    thrown(() => new Game({ ruleset: 'omweso', options: { bogus: 1, mode: 3 } })),
    thrown(() => new Game({ ruleset: 'omweso' }).undo()),
    thrown(() => new Game({ ruleset: 'omweso' }).redo()),
    thrown(() => Game.fromSetup({ ruleset: 'omweso', board: [[0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [-1, 0, 0, 0, 0, 0, 0, 0]], toMove: 'south' })),
  ];
  for (const lang of LANGS) {
    setLanguage(lang);
    for (const e of errors) {
      const words = errorWords(e, ctx);
      assert.doesNotMatch(words, /\{|\[|undefined|something unexpected/, `${lang} ${e.code}: ${words}`);
      assert.doesNotMatch(words, CODE_WORD, `${lang} ${e.code}: ${words}`);
    }
  }
  setLanguage('en');
  assert.match(errorWords(errors[2], ctx), /more than 3 seeds.*a4/);
  assert.equal(errorWords(errors[3], ctx), 'Omweso (Uganda) has no starting layout "nope"; its layouts are Outer fours, All twos, Checkerboard');
  assert.match(errorWords(errors[5], ctx), /^the layout of Amina holds 36 seeds; it must hold 32$/);
  assert.equal(errorWords(errors[9], ctx), 'a1 holds a negative number of seeds');
  // An error of no known code is said in general words, never by its raw message.
  assert.match(errorWords(Object.assign(new Error('raw'), { code: 'brand_new_code' })), /unexpected/);
  assert.match(errorWords(new TypeError('Cannot read properties')), /unexpected/);
});

test('a new game\'s problems come each in words, and none for settings that can start', () => {
  const ctx = { rows: 4, names: { south: 'Amina', north: 'Kato' } };
  assert.deepEqual(gameProblems({ ruleset: 'omweso', layout: { south: 'all-twos', north: 'checkerboard' } }, ctx), []);
  const bad = { ruleset: 'omweso', layout: { south: [[9, 9, 9, 9, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]], north: [[12, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]] } };
  setLanguage('it');
  const said = gameProblems(bad, ctx);
  assert.deepEqual(said, [
    'la disposizione di Kato contiene 12 semi; deve contenerne 32',
    'la disposizione di Amina contiene 36 semi; deve contenerne 32',
    'nessuna buca può cominciare con più di 10 semi, e ce ne sono di più in a4',
  ]);
  setLanguage('en');
  // Malformed settings are one problem, in words too.
  assert.deepEqual(gameProblems(/** @type {any} */ ({ ruleset: 'omweso', colour: 'red' })), [t('error.unknown_field')]);
});

test('an engine newer than the texts still reads: its English, never its ids', () => {
  const future = { id: 'sow_twice', description: 'Each seed is sown twice.' };
  assert.equal(optionLabel(future), 'Sow twice');
  assert.equal(optionDescription(future), 'Each seed is sown twice.');
  assert.equal(optionValueLabel({ id: 'grand_slam' }, 'some_new_value'), 'Some new value');
  assert.equal(optionValueLabel({ id: 'okwesera' }, true), 'on');
  assert.equal(optionValueLabel({ id: 'match_to' }, 12), '12');
  const info = { id: 'new-game', name: 'New Game', origin: { country: 'Kenya', people: '' }, description: 'A game.', differences: ['One.'], notes: ['Two.'] };
  assert.equal(rulesetName(info), 'New Game');
  assert.equal(rulesetOrigin(info), 'Kenya');
  assert.deepEqual([rulesetDescription(info), ...rulesetDifferences(info), ...rulesetNotes(info)], ['A game.', 'One.', 'Two.']);
  assert.equal(layoutName({ id: 'sixes', name: 'All sixes' }, 'new-game'), 'All sixes');
});

test('a game\'s other names are names for people, not its search aliases', () => {
  const by = (id) => INFOS.find((r) => r.id === id);
  assert.deepEqual(rulesetOtherNames(by('omweso')), ['mweso']);
  assert.deepEqual(rulesetOtherNames(by('omweso-tournament')), []);
  assert.deepEqual(rulesetOtherNames(by('oware')), ['abapa', 'awale', 'ayo', 'warri']);
  for (const info of INFOS) for (const n of rulesetOtherNames(info)) assert.doesNotMatch(n, /-|tournament|rules/, `${info.id}: ${n}`);
});
