// The rules cards (www/js/rules-cards/, shown by rules-card.js) and the
// glossary: a card for every ruleset with every section, only real rule
// tags, the same keys and placeholders in the five languages, a line for
// every way the engine ends its games and for every rule it fires.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Game, rulesets } from './load.js';
import { rng } from './rng.js';
import { rulesFired } from '../../www/js/words/rule-tags.js';
import { t, setLanguage, allTexts } from '../../www/js/words/i18n.js';
import { RULES_CARDS } from '../../www/js/rules-cards/index.js';
import { RC_SECTIONS, rcView, rcParams, rcSeeds, rcFired, rcPlaceholders, rcDirectionWords, rcTurnTags, rcTagger } from '../../www/js/rules-cards/card-model.js';
import { GLOSSARY, glossaryEntry } from '../../www/js/rules-cards/glossary.js';
import { RULES_CARD_TEXTS } from '../../www/js/lang/rules-card-texts.js';
import { GLOSSARY_TEXTS } from '../../www/js/lang/glossary-texts.js';

const LANGS = /** @type {const} */ (['en', 'it', 'fr', 'ca', 'sw']);
const INFOS = rulesets();
const cardOf = (id) => RULES_CARDS.find((c) => c.ruleset === id);
const allLines = (card) => card.sections.flatMap((s) => s.lines);

/** The tags rule-tags.js documents, with the reasons the engine's types list. */
function realTags() {
  const doc = readFileSync(new URL('../../www/js/words/rule-tags.js', import.meta.url), 'utf8');
  const dts = readFileSync(new URL('../../www/pkg/omweso.d.ts', import.meta.url), 'utf8');
  const union = (name) => [...dts.match(new RegExp(`export type ${name} = ([^;]+);`))[1].matchAll(/"(\w+)"/g)].map((m) => m[1]);
  const list = doc.match(/The tags: ([\s\S]*?)\n\n/)[1].replace(/\n\/\/ ?/g, ' ');
  const tags = new Set();
  for (const item of list.split(/[,;.]\s*/).map((s) => s.replace(/\(.*?\)/g, '').trim()).filter(Boolean)) {
    const [name, rest] = item.split(':');
    if (!rest) tags.add(name);
    else if (rest === '<reason>') for (const r of union(name === 'pause' ? 'PauseReason' : 'EndReason')) tags.add(`${name}:${r}`);
    else for (const v of rest.split(/\s+/)[0].split('|')) tags.add(`${name}:${v}`);
  }
  return tags;
}

/** A ruleset's default option values. */
const defaults = (info) => Object.fromEntries(info.options.map((o) => [o.id, o.default]));

/**
 * The card as the page shows it for a game: its options, the state's
 * board, seeds and draw rule, in one language.
 */
function shown(game, lang) {
  const st = game.state();
  const options = game.options();
  setLanguage(lang);
  const params = { ...rcParams({ rows: st.rows, cols: st.cols, seeds: rcSeeds(st), family: st.family }, options), ...rcDirectionWords(String(options.direction), t) };
  const view = rcView(cardOf(st.ruleset), lang, { ...options, draw_by_agreement: st.drawByAgreement }, params);
  setLanguage('en');
  return view;
}

/** Option sets worth trying per ruleset: the defaults and each win scheme, match, mode and rule switch. */
function optionSets(info) {
  const has = (id) => info.options.some((o) => o.id === id && !o.locked);
  const sets = [{}];
  if (has('win_scheme')) sets.push({ win_scheme: 'tournament' }, { win_scheme: 'uganda' }, { win_scheme: 'tournament', emitwe_ebiri: false, akakyala: 'consecutive' });
  if (has('okwesera')) sets.push({ okwesera: true, allow_pass: true, no_capture_first_turn: true, mode: 'ekyobutabal', match_to: 5 });
  if (has('endless')) sets.push({ endless: 'mover_loses' });
  if (has('reverse')) sets.push({ reverse: 'relay_two_leftmost', outer_markers: true, capture_sow_from: 'into_lap_origin' }, { reverse: 'none', capture_sow_from: 'after_turn_origin', akakyala: 'any_two' });
  if (has('grand_slam')) sets.push({ grand_slam: 'illegal' }, { grand_slam: 'capture_all' });
  if (has('single_round')) sets.push({ single_round: true, keep_capturing_seed: true });
  if (has('size')) sets.push({ size: '4x6' });
  if (has('direction')) sets.push({ direction: 'cw' });
  // Locked options cannot be set: each set keeps only what the ruleset lets a player change.
  return sets.map((set) => Object.fromEntries(Object.entries(set).filter(([id]) => has(id))));
}

/** Random games: the end reasons and the rule tags the engine shows. */
function playRandom(ruleset, options, games, seed) {
  const next = rng(seed);
  const reasons = new Set();
  const tags = new Set();
  const started = Date.now();
  for (let g = 0; g < games && Date.now() - started < 500; g++) {
    const game = new Game({ ruleset, options });
    for (let i = 0; i < 300 && !game.state().result; i++) {
      const moves = game.legalMoves().filter((m) => m.kind !== 'resign' && m.kind !== 'draw');
      if (moves.length === 0) break;
      const events = game.play(moves[Math.floor(next() * moves.length)]);
      const fired = rulesFired(events);
      // The card's own reading of a turn (rcTurnTags) names the same rules in the same order.
      assert.deepEqual(rcTurnTags(events), fired);
      // Event by event (as the animation reaches them), the tags so far are those of the events so far.
      const tagger = rcTagger();
      for (const [i, e] of events.entries()) {
        const fresh = tagger.add(e);
        if (fresh || i === events.length - 1) assert.deepEqual(tagger.tags(), rulesFired(events.slice(0, i + 1)));
      }
      for (const tag of fired) tags.add(tag);
    }
    const result = game.state().result;
    if (result) reasons.add(result.reason);
    game.free();
  }
  return { reasons, tags };
}

test('every ruleset has one card, with every section in order and something in each', () => {
  assert.deepEqual(RULES_CARDS.map((c) => c.ruleset).sort(), INFOS.map((r) => r.id).sort());
  for (const info of INFOS) {
    const card = cardOf(info.id);
    assert.deepEqual(card.sections.map((s) => s.id), [...RC_SECTIONS], info.id);
    const game = new Game({ ruleset: info.id });
    for (const section of shown(game, 'en')) assert.ok(section.lines.length > 0, `${info.id}: ${section.id} is empty under the default options`);
    game.free();
    const ids = allLines(card).map((l) => l.id);
    assert.equal(new Set(ids).size, ids.length, `${info.id}: a line id is used twice`);
  }
});

test('every tag a card line names is a rule tag of rule-tags.js', () => {
  const real = realTags();
  assert.ok(real.has('capture') && real.has('game_end:akakyala') && real.has('pause:turning_pit') && real.has('lap_start:chain'));
  assert.ok(!real.has('game_end:<reason>') && !real.has('marker'));
  for (const card of RULES_CARDS) {
    for (const line of allLines(card)) for (const tag of line.tags) assert.ok(real.has(tag), `${card.ruleset} ${line.id}: ${tag} is not a rule tag`);
  }
});

test('every line is written in the five languages with the same placeholders, all of them values the page gives', () => {
  for (const info of INFOS) {
    const game = new Game({ ruleset: info.id });
    const st = game.state();
    const given = new Set([...Object.keys(rcParams({ rows: st.rows, cols: st.cols, seeds: 0, family: st.family }, game.options())), ...Object.keys(rcDirectionWords('ccw', t))]);
    game.free();
    for (const line of allLines(cardOf(info.id))) {
      assert.deepEqual(Object.keys(line.text).sort(), [...LANGS].sort(), `${info.id} ${line.id}`);
      const names = rcPlaceholders(line.text.en);
      for (const lang of LANGS) {
        assert.ok(line.text[lang].trim().length > 0, `${info.id} ${line.id} ${lang} is empty`);
        assert.deepEqual(rcPlaceholders(line.text[lang]), names, `${info.id} ${line.id} ${lang}: placeholders`);
      }
      for (const name of names) assert.ok(given.has(name), `${info.id} ${line.id}: {${name}} is not a value the page gives`);
      for (const id of [...Object.keys(line.when ?? {}), ...Object.keys(line.unless ?? {})]) {
        // A shared line may name an option this ruleset lacks (it then never shows), but never one no ruleset has.
        assert.ok(id === 'draw_by_agreement' || INFOS.some((r) => r.options.some((o) => o.id === id)), `${info.id} ${line.id}: no option ${id}`);
      }
    }
  }
});

test('every way a game ends and every rule the engine fires has its line, whatever the options', () => {
  // Routine steps of every turn, and the recorder's own limit, are not rules to explain.
  const routine = new Set(['turn_start', 'turn_end', 'truncated']);
  for (const [i, info] of INFOS.entries()) {
    for (const [j, options] of optionSets(info).entries()) {
      const game = new Game({ ruleset: info.id, options });
      const view = shown(game, 'en');
      game.free();
      const lines = view.flatMap((s) => s.lines);
      const explained = new Set(lines.flatMap((l) => l.tags));
      const { reasons, tags } = playRandom(info.id, options, 12, 1000 * i + j);
      for (const r of reasons) assert.ok(explained.has(`game_end:${r}`), `${info.id} ${JSON.stringify(options)}: no line for the end ${r}`);
      for (const tag of tags) if (!routine.has(tag)) assert.ok(explained.has(tag), `${info.id} ${JSON.stringify(options)}: no line for ${tag}`);
      // Every end the rules allow, not only those random games reach.
      assert.ok(explained.has('game_end:resigned'));
      const st = new Game({ ruleset: info.id, options });
      assert.equal(explained.has('game_end:agreed'), st.state().drawByAgreement, `${info.id}: a draw agreed`);
      const o = st.options();
      st.free();
      if (o.akakyala && o.akakyala !== 'off') assert.ok(explained.has('game_end:akakyala'), `${info.id}: akakyala`);
      if (o.akawumbi === true) assert.ok(explained.has('game_end:akawumbi'), `${info.id}: akawumbi`);
      if (o.win_scheme === 'tournament') assert.ok(explained.has('game_end:okutema') && explained.has('game_end:no_moves'), `${info.id}: okutema`);
      else if (o.emitwe_ebiri === true) assert.ok(explained.has('game_end:emitwe_ebiri'), `${info.id}: emitwe-ebiri`);
      if (o.endless) assert.ok(explained.has('game_end:endless'), `${info.id}: endless`);
      if (o.single_round === true) assert.ok(explained.has('game_end:round_over'));
      for (const l of lines) assert.doesNotMatch(l.text, /\{\w+\}/, `${info.id} ${l.id}: a placeholder left unfilled`);
    }
  }
});

test('the lines follow the options: points, the board size and the direction come from the game', () => {
  const text = (ruleset, options, lang = 'en') => {
    const g = new Game({ ruleset, options });
    const v = shown(g, lang).flatMap((s) => s.lines).map((l) => l.text).join('\n');
    g.free();
    return v;
  };
  assert.match(text('omweso', {}), /counts as 12 wins/);
  assert.match(text('omweso', { akawumbi_points: 7 }), /counts as 7 wins/);
  assert.match(text('omweso-tournament', { akawumbi_points: 7 }), /Akawumbi \(7 points\)/);
  assert.doesNotMatch(text('omweso', { akawumbi: false }), /Akawumbi/);
  assert.match(text('omweso', {}), /Emitwe-ebiri/);
  assert.doesNotMatch(text('omweso', {}), /Okutema|okwesera/i);
  assert.match(text('omweso', { okwesera: true }), /Okwesera/);
  assert.match(text('omweso', {}), /four leftmost pits/);
  assert.match(text('omweso', { direction: 'cw' }), /four rightmost pits.*sown counter-clockwise instead/);
  assert.match(text('omweso', { direction: 'cw' }, 'it'), /quattro buche più a destra/);
  assert.match(text('hus', {}), /4 rows of 8 pits and 48 seeds/);
  assert.match(text('hus', { size: '4x6' }), /4 rows of 6 pits and 36 seeds/);
  assert.match(text('aweet', {}), /4 rows of 10 pits and 80 seeds/);
  assert.match(text('omweso-tournament', {}), /until a player has 12 points/);
  assert.doesNotMatch(text('omweso-tournament', { match_to: 0 }), /until a player has/);
  assert.match(text('omweso-tournament', {}), /A draw cannot be agreed/);
});

test('Layli Goobalay\'s card speaks of uur, Oware\'s never of markers, in every language', () => {
  const g = (id) => new Game({ ruleset: id });
  for (const lang of LANGS) {
    const layli = shown(g('layli-goobalay'), lang).flatMap((s) => s.lines).map((l) => l.text).join(' ');
    assert.match(layli, /\buur\b/);
    assert.match(layli, /Layli Goobalay/);
    const oware = shown(g('oware'), lang).flatMap((s) => s.lines).map((l) => l.text).join(' ');
    assert.doesNotMatch(oware, /marker|marqueur|marcador/i, lang);
    assert.doesNotMatch(oware, /\buur\b/, lang);
  }
});

test('a turn\'s tags are read as rulesFired reads them, for every kind of event', () => {
  const events = [
    { type: 'turn_start' }, { type: 'lift' }, { type: 'lap_start', kind: 'move', rule: 'base' }, { type: 'sow' }, { type: 'sow' },
    { type: 'pause', reason: 'reverse_lap' }, { type: 'choose' }, { type: 'lap_start', kind: 'relay', rule: 'reverse' },
    { type: 'capture' }, { type: 'lap_start', kind: 'capture', rule: 'base' }, { type: 'lap_start', kind: 'relay', rule: 'base' },
    { type: 'lap_start', kind: 'move', rule: 'chain' }, { type: 'pause', reason: 'turning_pit' }, { type: 'game_end', reason: 'akakyala' },
  ];
  assert.deepEqual(rcTurnTags(events), rulesFired(events));
  assert.deepEqual(rcTurnTags(events), ['turn_start', 'lift', 'lap_start:move', 'sow', 'pause:reverse_lap', 'choose', 'lap_start:relay', 'lap_start:reverse', 'capture', 'lap_start:capture', 'lap_start:chain', 'pause:turning_pit', 'game_end:akakyala']);
});

test('the rule in play is the line of the last tag fired; every line of a fired tag is marked', () => {
  const lines = [{ id: 'a', tags: ['lap_start:move'] }, { id: 'b', tags: ['capture'] }, { id: 'c', tags: ['capture', 'lap_start:capture'] }, { id: 'd', tags: [] }];
  const { fired, latest } = rcFired(lines, ['lift', 'lap_start:move', 'capture', 'lap_start:capture', 'turn_end']);
  assert.deepEqual([...fired].sort(), ['a', 'b', 'c']);
  assert.equal(latest, 'c');
  assert.deepEqual(rcFired(lines, ['lap_start:move']), { fired: new Set(['a']), latest: 'a' });
  assert.deepEqual(rcFired(lines, []), { fired: new Set(), latest: null });
});

test('the glossary has every term of RULES §5 and the games\' own words, in the five languages', () => {
  const rules = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
  const s5 = rules.match(/\n## 5\. Glossary[^\n]*\n([\s\S]*?)\n#{2,3} /)[1];
  // docs/rules.md §5 defines each term in a list item that starts with it in bold; ids are the words with `-`, spaces and accents plain.
  const terms = [...s5.matchAll(/^- \*\*([^*]+)\*\*/gm)].map((m) => m[1])
    .map((w) => w.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[- ]/g, '_').toLowerCase());
  assert.ok(terms.length >= 17, terms.join(' '));
  const issue = ['okwesera', 'akakyala', 'emitwe_ebiri', 'akawumbi', 'okutema', 'okwa_bulijo', 'ekisibe', 'ekyobutabal', 'igisoro', 'uur', 'layli_goobalay'];
  const ids = new Set(GLOSSARY.map((g) => g.id));
  for (const term of [...terms, ...issue]) assert.ok(ids.has(term), `the glossary lacks ${term}`);
  for (const lang of LANGS) {
    setLanguage(lang);
    for (const g of GLOSSARY) {
      const e = glossaryEntry(g.id);
      assert.ok(e.word && e.meaning && !e.word.startsWith('glossary.') && !e.meaning.startsWith('glossary.'), `${lang} ${g.id}`);
      assert.equal(Boolean(e.origin), Boolean(g.origin));
      // A game's own word is never translated.
      if (g.origin) assert.equal(e.word, GLOSSARY_TEXTS.en[`glossary.${g.id}.word`], `${lang} ${g.id}`);
    }
  }
  setLanguage('en');
  assert.equal(glossaryEntry('okwesera').origin, 'Luganda');
  assert.equal(glossaryEntry('uur').origin, 'Somali');
  assert.equal(glossaryEntry('igisoro').origin, 'Kinyarwanda');
  for (const card of RULES_CARDS) for (const id of card.glossary) assert.ok(ids.has(id), `${card.ruleset}: no glossary term ${id}`);
  assert.throws(() => glossaryEntry('nyumba'), /no glossary term nyumba/);
});

test('the card\'s and the glossary\'s packs have the same keys and placeholders in the five languages, merged by i18n', () => {
  for (const pack of [RULES_CARD_TEXTS, GLOSSARY_TEXTS]) {
    const keys = Object.keys(pack.en).sort();
    for (const lang of LANGS) {
      assert.deepEqual(Object.keys(pack[lang]).sort(), keys, lang);
      for (const k of keys) assert.deepEqual(rcPlaceholders(pack[lang][k]), rcPlaceholders(pack.en[k]), `${lang} ${k}`);
      for (const k of keys) assert.equal(allTexts()[lang][k], pack[lang][k], `${lang} ${k} is not merged`);
    }
  }
});
