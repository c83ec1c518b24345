// The opening (issue 21 §1): every four-row ruleset starts, by the engine's
// own default, a game its mover cannot win on the first turn, and the page
// takes that default rather than choosing one; a start that can be won at
// once (all twos in Omweso) is said in the set-up, in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rulesets, firstTurnWins } from './load.js';
import { setLanguage } from '../../www/js/words/i18n.js';
import { defaultLayout, defaultSettings } from '../../www/js/game/settings.js';
import { firstTurnWarning } from '../../www/js/setup/game-problems.js';

const NAMES = { south: 'Amina', north: 'Kato' };

test('the page starts each ruleset from the engine\'s default layout, and no four-row default can be won on turn one', () => {
  for (const info of rulesets()) {
    const layout = defaultLayout(info);
    assert.deepEqual(layout, info.defaultLayout, `${info.id}: the engine's default`);
    if (info.family !== 'four_row') continue;
    for (const direction of ['ccw', 'cw']) {
      for (const first of ['south', 'north']) {
        const found = firstTurnWins({ ruleset: info.id, layout, options: { direction, first } });
        assert.equal(found.wins, 0, `${info.id} (${direction}, ${first} first): ${found.wins} of ${found.lines} lines win at once`);
        assert.equal(found.unknown, 0);
      }
    }
  }
  assert.deepEqual(defaultSettings().layout, rulesets().find((r) => r.id === 'omweso').defaultLayout, 'a first visit opens Omweso on its default');
});

test('all twos in Omweso: the set-up says South can win at once, in how many of the lines; the default says nothing', () => {
  setLanguage('en');
  const warning = firstTurnWarning({ ruleset: 'omweso', layout: { south: 'all-twos', north: 'all-twos' }, options: { first: 'south' } }, NAMES);
  assert.equal(warning, 'With these layouts Amina can win on the first turn (winning lines: 15 of 46). Choose other layouts for a real game.');
  const omweso = rulesets().find((r) => r.id === 'omweso');
  assert.equal(firstTurnWarning({ ruleset: 'omweso', layout: omweso.defaultLayout }, NAMES), null);
  setLanguage('it');
  assert.match(firstTurnWarning({ ruleset: 'coro', layout: { south: 'all-twos', north: 'all-twos' }, options: { first: 'north' } }, NAMES) ?? '', /^Con queste disposizioni Kato può vincere al primo turno \(linee vincenti: 7 su 44\)/);
  setLanguage('en');
  // A game that cannot start has its problems said elsewhere: no warning on top.
  assert.equal(firstTurnWarning({ ruleset: 'hus', layout: { south: 'all-twos', north: 'all-twos' } }, NAMES), null);
});
