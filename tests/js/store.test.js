// The saved games' keys and slots (one per page and per tab, the page's most
// recent game for a new tab, the old shared key carried over once), the
// check of stored settings against the engine, and errors said in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { checkGame } from './load.js';
import { slotKey, SaveSlot, LEGACY_KEY } from '../../www/js/game/store.js';
import { checkSettings, defaultSettings, gameSpec, settingsFor, defaultLayout } from '../../www/js/game/settings.js';
import { rulesets } from '../../www/js/engine/wasm.js';
import { errorText } from '../../www/js/words/error-text.js';

/** A Storage of the browser's, in memory. */
function memory() {
  const m = new Map();
  return {
    m,
    getItem: (/** @type {string} */ k) => (m.has(k) ? m.get(k) : null),
    setItem: (/** @type {string} */ k, /** @type {string} */ v) => { m.set(k, String(v)); },
    removeItem: (/** @type {string} */ k) => { m.delete(k); },
  };
}

/** A storage that refuses everything, as in a sandboxed iframe. */
const refusing = {
  getItem() { throw new Error('SecurityError'); },
  setItem() { throw new Error('QuotaExceededError'); },
  removeItem() { throw new Error('SecurityError'); },
};

/** A save of a ruleset, told apart by its game text. */
function saved(ruleset, tag = ruleset) {
  return { game: `game:${tag}`, settings: { ...defaultSettings(), ruleset, layout: ruleset === 'oware' ? 'standard' : { south: 'all-twos', north: 'all-twos' } }, speed: 'fast' };
}

test('the key is the page and the parameters that name its game, nothing else', () => {
  const key = (/** @type {string} */ url) => slotKey(new URL(url));
  assert.notEqual(key('https://m.org/omweso/'), key('https://m.org/omweso/embed.html'), 'two pages');
  assert.notEqual(key('https://m.org/omweso/'), key('https://m.org/omweso/?slot=hall'), 'an embed with a slot');
  assert.notEqual(key('https://m.org/?slot=a'), key('https://m.org/?slot=b'));
  assert.notEqual(key('https://m.org/?game=oware'), key('https://m.org/?game=omweso'));
  assert.equal(key('https://m.org/?lang=fr&utm=x'), key('https://m.org/'), 'other parameters leave the key alone');
  assert.equal(key('https://m.org/?slot=a&game=oware'), key('https://m.org/?game=oware&slot=a'), 'the order of parameters does not matter');
  assert.notEqual(slotKey(new URL('https://m.org/'), 'board-2'), slotKey(new URL('https://m.org/')), 'an element id makes its own key');
  assert.notEqual(key('https://m.org/'), LEGACY_KEY);
});

test('two tabs of one page each keep their own game; a new tab continues the most recent', () => {
  const local = memory();
  const tabA = new SaveSlot('k', { session: memory(), local });
  const tabB = new SaveSlot('k', { session: memory(), local });
  tabA.save(saved('omweso'));
  tabB.save(saved('oware'));
  assert.equal(tabA.load().data?.game, 'game:omweso', 'tab A reloads its own game');
  assert.equal(tabA.load().from, 'tab');
  assert.equal(tabB.load().data?.game, 'game:oware');
  const tabC = new SaveSlot('k', { session: memory(), local });
  const c = tabC.load();
  assert.equal(c.data?.game, 'game:oware', 'a new tab gets the page\'s most recent game');
  assert.equal(c.from, 'recent');
});

test('two pages (two keys) never see each other\'s game', () => {
  const local = memory();
  const session = memory();
  const page = new SaveSlot(slotKey(new URL('https://m.org/')), { session, local });
  const embed = new SaveSlot(slotKey(new URL('https://m.org/?slot=hall')), { session, local });
  page.save(saved('omweso'));
  embed.save(saved('oware'));
  assert.equal(page.load().data?.game, 'game:omweso');
  assert.equal(embed.load().data?.game, 'game:oware');
  embed.forget();
  assert.equal(embed.load().data, null, 'forgotten');
  assert.equal(page.load().data?.game, 'game:omweso', 'forgetting one page keeps the other');
});

test('a game under the old shared key is carried over once, then the key is gone', () => {
  const local = memory();
  local.setItem(LEGACY_KEY, JSON.stringify(saved('kombe')));
  const session = memory();
  const slot = new SaveSlot('k', { session, local });
  const first = slot.load();
  assert.equal(first.from, 'legacy');
  assert.equal(first.data?.game, 'game:kombe');
  assert.equal(local.getItem(LEGACY_KEY), null, 'the old key is removed');
  const again = slot.load();
  assert.equal(again.from, 'tab', 'it is now this tab\'s game');
  assert.equal(again.data?.game, 'game:kombe');
  assert.equal(new SaveSlot('other', { session: memory(), local }).load().data, null, 'another page does not get it');
});

test('unreadable storage is said in words, and refused storage is no save at all', () => {
  const local = memory();
  const session = memory();
  for (const store of [session, local]) store.setItem('k', '{not json');
  const bad = new SaveSlot('k', { session, local }).load();
  assert.equal(bad.data, null);
  assert.equal(bad.error, 'it could not be read');
  for (const store of [session, local]) store.setItem('k', JSON.stringify({ settings: {} }));
  assert.equal(new SaveSlot('k', { session, local }).load().error, 'it holds no game');
  const none = new SaveSlot('k', { session: refusing, local: null });
  assert.deepEqual(none.load(), { data: null, from: null, error: null, notes: [] });
  none.save(saved('omweso'));
  none.forget();
});

test('valid settings pass unchanged and with nothing said', () => {
  for (const s of [defaultSettings(), { ...defaultSettings(), ruleset: 'hus', options: { size: '4x6', direction: 'cw' }, layout: { south: 'standard', north: 'standard' } }, saved('oware').settings]) {
    const { settings, notes } = checkSettings(structuredClone(s));
    assert.deepEqual(notes, []);
    assert.deepEqual(settings, s);
  }
});

test('stored settings the engine would refuse are mended, each drop said in words', () => {
  const base = { ...defaultSettings(), names: { south: 'Amina', north: 'Kato' } };
  const cases = [
    [{ ...base, options: { sowing_speedup: true } }, /rule option "Sowing speedup" is not known/],
    [{ ...base, options: { pit_cap: 300 } }, /value of the rule option "Most seeds in one pit" is not allowed/],
    [{ ...base, options: { direction: 'up' } }, /"Sowing direction" is not allowed/],
    [{ ...base, options: { size: '4x6' } }, /"Board" is not known/],
    [{ ...base, ruleset: 'hus', options: { outer_markers: true } }, /"Markers in the outer row" is not allowed/],
    [{ ...base, ruleset: 'chess' }, /a game this version does not have \("chess"\)/],
    [{ ...base, names: undefined }, /names could not be read/],
    [{ ...base, names: { south: 42, north: 'Kato' } }, /names could not be read/],
    [{ ...base, layout: undefined }, /starting layout does not fit/],
    [{ ...base, layout: { south: [[99, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]], north: 'all-twos' } }, /starting layout does not fit/],
    [{ ...base, layout: { south: 'no-such-preset', north: 'all-twos' } }, /starting layout does not fit/],
    [{ ...base, layout: 'standard', ruleset: 'oware', players: { south: 'robot' } }, /choice of players could not be read/],
    [null, /a game this version does not have/],
    ['text', /a game this version does not have/],
  ];
  for (const [value, said] of cases) {
    const { settings, notes } = checkSettings(value);
    assert.ok(notes.some((n) => said.test(n)), `${JSON.stringify(value)} → ${JSON.stringify(notes)}`);
    assert.deepEqual(checkGame(gameSpec(settings)), [], `the mended settings of ${JSON.stringify(value)} can start a game`);
    assert.equal(typeof settings.names.south, 'string');
  }
  // What was fine is kept.
  const { settings } = checkSettings({ ...base, options: { sowing_speedup: true, allow_pass: true } });
  assert.deepEqual(settings.options, { allow_pass: true });
  assert.deepEqual(settings.names, { south: 'Amina', north: 'Kato' });
});

test('settings carried to another game keep the names and players, and take that game\'s usual layout and default options', () => {
  const mine = { ...defaultSettings(), options: { reverse: 'none' }, names: { south: 'Amina', north: 'Okello' } };
  const oware = settingsFor(mine, 'oware');
  assert.equal(oware.ruleset, 'oware');
  assert.deepEqual(oware.names, mine.names);
  assert.deepEqual(oware.players, mine.players);
  assert.deepEqual(oware.options, {}, 'Omweso\'s options do not fit Oware');
  assert.deepEqual(oware.layout, defaultLayout(/** @type {any} */ (rulesets().find((r) => r.id === 'oware'))));
  assert.deepEqual(checkSettings(oware).notes, [], 'the engine accepts them as they are');
  assert.equal(settingsFor(mine, 'omweso'), mine, 'the same game: unchanged');
  assert.equal(settingsFor(mine, 'chess'), mine, 'a game the engine does not know: unchanged');
  assert.equal(settingsFor(mine, undefined), mine);
});

test('an error is said by its code, never by its raw message', () => {
  const coded = Object.assign(new Error('not a saved game: its format is "chess", not "omweso-game"'), { code: 'foreign_format', params: { format: 'chess', want: 'omweso-game' } });
  assert.equal(errorText(coded), 'it was saved by another program (chess)');
  assert.equal(errorText(Object.assign(new Error('expected value at line 1 column 1'), { code: 'not_json' })), 'it is not a saved game');
  const raw = new TypeError("Cannot read properties of undefined (reading 'north')");
  assert.doesNotMatch(errorText(raw), /Cannot read|undefined|north/);
  assert.match(errorText(raw), /unexpected/);
  assert.match(errorText(Object.assign(new Error('x'), { code: 'no_such_code_anywhere' })), /unexpected/);
  assert.match(errorText('a thrown string'), /unexpected/);
  assert.match(errorText(null), /unexpected/);
});

test('clearing the site\'s storage ends the saved games of every tab; without localStorage the tab keeps its own', () => {
  const local = memory();
  const session = memory();
  const tab = new SaveSlot('k', { session, local });
  tab.save(saved('oware'));
  local.m.clear();
  assert.equal(tab.load().data, null, 'the tab\'s copy went with the site\'s storage');
  const alone = new SaveSlot('k', { session, local: refusing });
  alone.save(saved('omweso'));
  assert.equal(alone.load().data?.game, 'game:omweso', 'localStorage refused: the tab\'s own copy still reloads');
});
