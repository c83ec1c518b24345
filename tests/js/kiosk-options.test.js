// The kiosk's parameters from a page address, without a browser: what is
// taken, what is refused in words (its default kept), and what is ignored.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { kioskOptions, KIOSK_DEFAULTS, MAX_SECONDS } from '../../www/js/kiosk/options.js';

const known = { rulesets: ['omweso', 'igisoro', 'oware'], levels: ['beginner', 'casual', 'strong', 'expert'] };

test('no kiosk parameter: kiosk mode off, the rest ignored, nothing to say', () => {
  for (const search of ['', '?', '?sound=off', '?attract=soon', '?kiosk=0', '?kiosk=off', '?kiosk=false&reset=x']) {
    const { options, errors } = kioskOptions(search, known);
    assert.equal(options.on, false, search);
    assert.deepEqual(errors, [], search);
  }
});

test('kiosk=1 (or a bare kiosk, as an attribute passes it) turns it on with the defaults', () => {
  for (const search of ['?kiosk=1', '?kiosk', '?kiosk=', '?kiosk=true', '?kiosk=on', '?KIOSK=1&kiosk=yes']) {
    const { options, errors } = kioskOptions(search, known);
    assert.equal(options.on, true, search);
    assert.deepEqual(errors, [], search);
    assert.deepEqual({ ...options, on: false }, { ...KIOSK_DEFAULTS }, search);
  }
  assert.equal(KIOSK_DEFAULTS.attractS, 60);
  assert.equal(KIOSK_DEFAULTS.resetS, 180);
  assert.equal(KIOSK_DEFAULTS.speed, 'slow');
  assert.equal(KIOSK_DEFAULTS.opponent, 'computer');
  assert.equal(KIOSK_DEFAULTS.demoLevel, 'casual');
});

test('a kiosk flag not understood is said, and the page stays an ordinary one', () => {
  const { options, errors } = kioskOptions('?kiosk=please', known);
  assert.equal(options.on, false);
  assert.equal(errors.length, 1);
  assert.match(errors[0], /kiosk=please is not understood: write kiosk=1/);
});

test('the idle times, short for a test, or off', () => {
  const { options, errors } = kioskOptions('?kiosk=1&attract=2&reset=6', known);
  assert.deepEqual(errors, []);
  assert.equal(options.attractS, 2);
  assert.equal(options.resetS, 6);
  assert.equal(kioskOptions('?kiosk=1&attract=off', known).options.attractS, null);
  assert.equal(kioskOptions('?kiosk=1&reset=0', known).options.resetS, null);
  // With no attract there is no order to keep.
  assert.deepEqual(kioskOptions('?kiosk=1&attract=off&reset=3', known), { options: { ...KIOSK_DEFAULTS, on: true, attractS: null, resetS: 3 }, errors: [] });
  assert.equal(kioskOptions(`?kiosk=1&reset=${MAX_SECONDS}`, known).options.resetS, MAX_SECONDS);
});

test('an idle time that is not a whole number of seconds is refused in words, its default kept', () => {
  for (const bad of ['soon', '-5', '2.5', '1e3', '', ' ', String(MAX_SECONDS + 1), '0x10', 'Infinity', 'NaN']) {
    const { options, errors } = kioskOptions(`?kiosk=1&attract=${encodeURIComponent(bad)}`, known);
    assert.equal(options.on, true, bad);
    assert.equal(options.attractS, 60, `attract=${bad} keeps the default`);
    assert.equal(errors.length, 1, bad);
    assert.match(errors[0], /^attract=.* is not a number of seconds: give a whole number from 1 to 86400, or off/, bad);
  }
  const { options, errors } = kioskOptions('?kiosk=1&reset=later', known);
  assert.equal(options.resetS, 180);
  assert.match(errors[0], /^reset=later/);
});

test('a reset that would come before the demo is refused: both defaults', () => {
  for (const search of ['?kiosk=1&attract=30&reset=30', '?kiosk=1&attract=30&reset=10', '?kiosk=1&attract=200']) {
    const { options, errors } = kioskOptions(search, known);
    assert.equal(options.attractS, 60, search);
    assert.equal(options.resetS, 180, search);
    assert.equal(errors.length, 1, search);
    assert.match(errors[0], /must be longer than attract/, search);
  }
});

test('the demo\'s game, speed, and who a visitor plays, checked against the engine\'s ids', () => {
  const { options, errors } = kioskOptions('?kiosk=1&demo=igisoro&speed=normal&opponent=person&level=casual&demo-level=expert', known);
  assert.deepEqual(errors, []);
  assert.equal(options.demo, 'igisoro');
  assert.equal(options.speed, 'normal');
  assert.equal(options.opponent, 'person');
  assert.equal(options.level, 'casual');
  assert.equal(options.demoLevel, 'expert');
  assert.equal(kioskOptions('?kiosk=1&demo=current', known).options.demo, null, 'current: the game on the board');

  const bad = kioskOptions('?kiosk=1&demo=chess&speed=instant&opponent=robot&level=godlike&demo-level=1', known);
  assert.deepEqual({ ...bad.options }, { ...KIOSK_DEFAULTS, on: true }, 'every bad value keeps its default');
  assert.equal(bad.errors.length, 5);
  assert.match(bad.errors[0], /demo=chess is not a game here \(the games: omweso, igisoro, oware\)/);
  assert.match(bad.errors[1], /speed=instant is not a demo speed: slow or normal/);
  assert.match(bad.errors[2], /opponent=robot is not understood: computer .* or person/);
  assert.match(bad.errors[3], /level=godlike is not a level of the computer \(the levels: beginner, casual, strong, expert\)/);
  assert.match(bad.errors[4], /^demo-level=1 is not a level/);
});

test('without the engine\'s lists, ids are taken by their shape; the parameters may come as URLSearchParams', () => {
  const { options, errors } = kioskOptions(new URLSearchParams({ kiosk: '1', demo: 'kombe', level: 'strong' }));
  assert.deepEqual(errors, []);
  assert.equal(options.demo, 'kombe');
  assert.equal(options.level, 'strong');
  const odd = kioskOptions('?kiosk=1&demo=%3Cscript%3E');
  assert.equal(odd.options.demo, null);
  assert.equal(odd.errors.length, 1);
});

test('every error is a sentence, never a key', () => {
  const { errors } = kioskOptions('?kiosk=1&attract=x&reset=y&demo=chess&speed=z&opponent=q&level=w', known);
  assert.equal(errors.length, 6);
  for (const e of errors) assert.doesNotMatch(e, /kiosk\.error|\{\w+\}/, e);
});
