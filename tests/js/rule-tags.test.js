// The rule tags of events (www/js/words/rule-tags.js), the names the rules cards,
// lessons and narration share.
import test from 'node:test';
import assert from 'node:assert/strict';
import { eventTags, rulesFired } from '../../www/js/words/rule-tags.js';

test('a lap names its kind, and its direction rule when it is not the base one', () => {
  assert.deepEqual(eventTags({ type: 'lap_start', kind: 'move', rule: 'base' }), ['lap_start:move']);
  assert.deepEqual(eventTags({ type: 'lap_start', kind: 'relay', rule: 'reverse' }), ['lap_start:relay', 'lap_start:reverse']);
  assert.deepEqual(eventTags({ type: 'lap_start', kind: 'move', rule: 'chain' }), ['lap_start:move', 'lap_start:chain']);
});

test('pauses and game ends name their reason; other events their type', () => {
  assert.deepEqual(eventTags({ type: 'pause', reason: 'turning_pit' }), ['pause:turning_pit']);
  assert.deepEqual(eventTags({ type: 'game_end', reason: 'akakyala' }), ['game_end:akakyala']);
  assert.deepEqual(eventTags({ type: 'capture' }), ['capture']);
});

test('rulesFired lists each tag once, in the order it first fired', () => {
  const events = [{ type: 'lift' }, { type: 'lap_start', kind: 'move', rule: 'base' }, { type: 'sow' }, { type: 'sow' }, { type: 'capture' }, { type: 'lap_start', kind: 'capture', rule: 'base' }, { type: 'sow' }];
  assert.deepEqual(rulesFired(events), ['lift', 'lap_start:move', 'sow', 'capture', 'lap_start:capture']);
});
