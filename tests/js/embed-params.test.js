// An embedder's parameters (embed-params.js), checked against the engine's own
// data: each value that fits is taken, each that does not is said in words
// with what is played instead, and a saved game is restored only when it
// agrees with the parameters given.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rulesets, layouts, levels, checkGame } from './load.js';
import { readPageParams, readGameParams, agrees, isOrigin, GAME_PARAMS } from '../../www/js/embed/params.js';
import { defaultSettings } from '../../www/js/game/settings.js';
import { languages } from '../../www/js/words/i18n.js';

const engine = { rulesets: rulesets(), layouts, levels: levels(), checkGame };
const game = (/** @type {string} */ search) => readGameParams(search, engine, defaultSettings());
const page = (/** @type {string} */ search) => readPageParams(search, languages());

test('no game parameter: no new game is asked for, whatever else is given', () => {
  const r = game('?lang=en&controls=minimal&sound=off&slot=a&utm_source=museum');
  assert.equal(r.settings, null);
  assert.deepEqual(r.wish, {});
  assert.deepEqual(r.problems, []);
});

test('every ruleset of the engine is accepted by its id, any case; each starts with its own usual layout', () => {
  for (const info of rulesets()) {
    const r = game(`?ruleset=${info.id.toUpperCase()}`);
    assert.deepEqual(r.problems, [], info.id);
    const s = /** @type {any} */ (r.settings);
    assert.equal(s.ruleset, info.id);
    assert.deepEqual(checkGame({ ruleset: s.ruleset, layout: s.layout, options: s.options }), [], `${info.id} can be started`);
    assert.deepEqual(r.wish, { ruleset: info.id });
  }
});

test('an unknown ruleset is said in words, listing the games, and the default game is played', () => {
  const r = game('?ruleset=igisorro&direction=cw');
  assert.equal(r.problems.length, 1);
  const [p] = r.problems;
  assert.equal(p.param, 'ruleset');
  assert.equal(p.value, 'igisorro');
  assert.match(p.message, /ruleset="igisorro": this page knows no such game/);
  for (const info of rulesets()) assert.ok(p.message.includes(info.id), `the message lists ${info.id}`);
  assert.match(p.message, /omweso is played instead/);
  const s = /** @type {any} */ (r.settings);
  assert.equal(s.ruleset, defaultSettings().ruleset);
  assert.equal(s.options.direction, 'cw', 'the other parameters still apply, to the game played');
});

test('direction takes the values of the ruleset\'s own option; a wrong one keeps the default', () => {
  const igisoro = /** @type {any} */ (game('?ruleset=igisoro&direction=cw').settings);
  assert.equal(igisoro.options.direction, 'cw');
  const bad = game('?ruleset=igisoro&direction=clockwise');
  assert.equal(bad.problems.length, 1);
  assert.match(bad.problems[0].message, /direction="clockwise" is not one of ccw, cw: ccw is used instead/);
  assert.deepEqual(/** @type {any} */ (bad.settings).options, {});
  assert.equal(bad.wish.direction, 'ccw');
});

test('direction: a ruleset without that option, or with it locked, says so', () => {
  const none = { ...rulesets()[0], id: 'x', name: 'X', options: [] };
  const locked = { ...rulesets()[0], id: 'y', name: 'Y', options: [{ ...rulesets()[0].options.find((o) => o.id === 'direction'), locked: true }] };
  const fake = { ...engine, rulesets: [none, locked], checkGame: () => [] };
  const a = readGameParams('?ruleset=x&direction=cw', fake, { ...defaultSettings(), ruleset: 'x' });
  assert.match(a.problems[0].message, /direction="cw": X has no such choice/);
  const b = readGameParams('?ruleset=y&direction=cw', fake, { ...defaultSettings(), ruleset: 'y' });
  assert.match(b.problems[0].message, /direction="cw": Y is always played ccw/);
  assert.deepEqual(/** @type {any} */ (b.settings).options, {});
});

test('layout: one preset for both sides, or per side; a side left out keeps the usual start', () => {
  assert.deepEqual(/** @type {any} */ (game('?layout=checkerboard').settings).layout, { south: 'checkerboard', north: 'checkerboard' });
  assert.deepEqual(/** @type {any} */ (game('?layout=south:all-twos,north:checkerboard').settings).layout, { south: 'all-twos', north: 'checkerboard' });
  // The usual start is the engine's default (issue 21: outer fours, which no first turn wins).
  assert.deepEqual(/** @type {any} */ (game('?layout=north:checkerboard').settings).layout, { south: 'outer-fours', north: 'checkerboard' });
  // A game with one layout for both sides takes a preset's id.
  const oware = game('?ruleset=oware&layout=standard');
  assert.deepEqual(oware.problems, []);
  assert.equal(/** @type {any} */ (oware.settings).layout, 'standard');
});

test('layout: the presets are the engine\'s under the options given (Hus has one, Omweso three)', () => {
  const hus = game('?ruleset=hus&layout=checkerboard');
  assert.equal(hus.problems.length, 1);
  const known = layouts('hus', {}).map((l) => l.id).join(', ');
  assert.ok(hus.problems[0].message.includes(`(it has ${known})`), hus.problems[0].message);
  assert.deepEqual(/** @type {any} */ (hus.settings).layout, { south: 'standard', north: 'standard' });
});

test('layout: every wrong form is said in words and the usual start used for what is wrong', () => {
  const cases = [
    ['?layout=stars', /layout="stars": Omweso \(Uganda\) has no starting layout of that name \(it has outer-fours, all-twos, checkerboard\); outer-fours is used instead/],
    ['?layout=east:checkerboard', /"east" is not a side \(the sides are south, north\)/],
    ['?layout=south:checkerboard,south:all-twos', /south is given twice/],
    ['?layout=south:stars,north:checkerboard', /Omweso \(Uganda\) has no layout "stars".*south starts with outer-fours/],
    ['?ruleset=oware&layout=south:standard', /Oware \(Abapa\) starts both sides alike, so it takes a single layout \(standard\)/],
    ['?layout=', /layout="": Omweso \(Uganda\) has no starting layout/],
  ];
  for (const [search, words] of cases) {
    const r = game(/** @type {string} */ (search));
    assert.equal(r.problems.length, 1, String(search));
    assert.match(r.problems[0].message, /** @type {RegExp} */ (words));
    const s = /** @type {any} */ (r.settings);
    assert.deepEqual(checkGame({ ruleset: s.ruleset, layout: s.layout, options: s.options }), [], `${search} still starts a game`);
  }
  assert.deepEqual(/** @type {any} */ (game('?layout=south:stars,north:checkerboard').settings).layout, { south: 'outer-fours', north: 'checkerboard' }, 'the part that fits is kept');
});

test('ai: a level by id or number (1 = weakest) for North, or per side; off means people on both sides', () => {
  const ids = levels().map((l) => l.id);
  const two = /** @type {any} */ (game('?ai=2').settings).players;
  assert.equal(two.north, 'computer');
  assert.equal(two.south, 'human');
  assert.equal(two.levels.north, ids[1]);
  const named = /** @type {any} */ (game(`?ai=north:${ids[3]}`).settings).players;
  assert.equal(named.levels.north, ids[3]);
  const both = /** @type {any} */ (game(`?ai=south:1,north:${ids.length}`).settings).players;
  assert.deepEqual([both.south, both.north, both.levels.south, both.levels.north], ['computer', 'computer', ids[0], ids.at(-1)]);
  const off = /** @type {any} */ (game('?ai=off').settings).players;
  assert.deepEqual([off.south, off.north], ['human', 'human']);
});

test('ai: a wrong level or side is said in words; that side is played by a person', () => {
  const n = levels().length;
  const r = game(`?ai=${n + 1}`);
  assert.equal(r.problems.length, 1);
  assert.ok(r.problems[0].message.includes(`"${n + 1}" is not a level of the computer (the levels are ${levels().map((l) => l.id).join(', ')} (1–${n}))`), r.problems[0].message);
  assert.equal(/** @type {any} */ (r.settings).players.north, 'human');
  assert.match(game('?ai=west:1').problems[0].message, /"west" is not a side/);
  assert.match(game('?ai=north:1,north:2').problems[0].message, /north is given twice/);
  assert.match(game('?ai=0').problems[0].message, /"0" is not a level/);
});

test('page parameters: language, controls, sound, slot and parentOrigin', () => {
  const ok = page('?lang=EN&controls=minimal&sound=off&slot=museum-hall&parentOrigin=https://museum.example');
  assert.deepEqual(ok.problems, []);
  assert.deepEqual(ok.params, { lang: 'en', langGiven: true, controls: 'minimal', muted: true, slot: 'museum-hall', parentOrigin: 'https://museum.example' });
  assert.equal(page('?sound=on').params.muted, false);
  assert.deepEqual(readPageParams('?lang=it', languages(), 'fr').params.lang, 'it', 'the address wins over the player\'s language');
  assert.deepEqual(readPageParams('', languages(), 'fr').params.lang, 'fr', 'without lang: the player\'s or browser\'s language');
  assert.deepEqual(page('').params, { lang: languages()[0], langGiven: false, controls: 'full', muted: undefined, slot: null, parentOrigin: '*' });
});

test('page parameters: each wrong value in words, and the page\'s own kept', () => {
  const r = page('?lang=de&controls=tiny&sound=loud&slot=&parentOrigin=https://museum.example/page.html');
  assert.deepEqual(r.problems.map((p) => p.param), ['lang', 'controls', 'sound', 'slot', 'parentOrigin']);
  const [lang, controls, sound, slot, origin] = r.problems.map((p) => p.message);
  assert.match(lang, /lang="de": there are no texts in that language yet \(there are: en, ca, fr, it, sw\)/);
  assert.match(controls, /controls="tiny" is not one of full, minimal: full is used instead/);
  assert.match(sound, /sound="loud" is not one of on, off/);
  assert.match(slot, /slot="" cannot name a saved game/);
  assert.match(origin, /parentOrigin="https:\/\/museum.example\/page.html" is not an origin/);
  assert.deepEqual(r.params, { lang: 'en', langGiven: false, controls: 'full', muted: undefined, slot: null, parentOrigin: '*' });
  assert.equal(page(`?slot=${'x'.repeat(201)}`).problems.length, 1, 'a slot of more than 200 characters');
  assert.equal(page('?slot=a%0Ab').problems.length, 1, 'a slot with a control character');
});

test('isOrigin: scheme, host and port only', () => {
  assert.equal(isOrigin('https://museum.example'), true);
  assert.equal(isOrigin('http://127.0.0.1:8000'), true);
  for (const v of ['*', 'museum.example', 'https://museum.example/', 'file:///x', 'null', '']) assert.equal(isOrigin(v), false, v);
});

test('a saved game is restored only when it agrees with every game parameter given', () => {
  const infos = rulesets();
  const { wish } = game('?ruleset=igisoro&direction=cw&ai=north:1');
  const base = defaultSettings();
  const same = { ...base, ruleset: 'igisoro', options: { direction: 'cw' }, players: { ...base.players, north: /** @type {const} */ ('computer'), levels: { ...base.players.levels, north: levels()[0].id } } };
  assert.equal(agrees(same, wish, infos), true);
  assert.equal(agrees({ ...same, ruleset: 'oware' }, wish, infos), false, 'another game');
  assert.equal(agrees({ ...same, options: {} }, wish, infos), false, 'the default direction (ccw)');
  assert.equal(agrees({ ...same, players: { ...same.players, north: 'human' } }, wish, infos), false, 'a person plays North');
  assert.equal(agrees({ ...same, players: { ...same.players, levels: { ...same.players.levels, north: levels()[1].id } } }, wish, infos), false, 'another level');
  // What was not given is the player's to change: a new layout chosen in the set-up is kept.
  assert.equal(agrees({ ...same, layout: { south: 'standard', north: 'standard' } }, wish, infos), true);
  // The default direction asked for agrees with a game left at its own.
  assert.equal(agrees({ ...base, ruleset: 'igisoro' }, game('?ruleset=igisoro&direction=ccw').wish, infos), true);
  // One preset for both sides is the same as naming it for each.
  assert.equal(agrees({ ...base, layout: { south: 'checkerboard', north: 'checkerboard' } }, game('?layout=checkerboard').wish, infos), true);
  assert.equal(agrees({ ...base, layout: { south: 'all-twos', north: 'checkerboard' } }, game('?layout=checkerboard').wish, infos), false);
  assert.equal(agrees(base, {}, infos), true, 'no game parameter: any save');
});

test('the game parameters are the ones that decide a new game', () => {
  assert.deepEqual(GAME_PARAMS, ['ruleset', 'layout', 'direction', 'ai']);
});
