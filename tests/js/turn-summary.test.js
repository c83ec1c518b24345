// What the screen-reader board says (www/js/words/turn-summary.js, and the pit
// labels of www/js/a11y/sr-board.js), without a browser: one summary per decision
// from the engine's own events, the legal moves from its own choices.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './load.js';
import { summarize, movesText, waysText, nextText } from '../../www/js/words/turn-summary.js';
import { pitLabel } from '../../www/js/a11y/sr-board.js';

const names = { south: 'Amina', north: 'Kato' };
const ctx = (st, over = {}) => ({ rows: st.rows, family: st.family, names, tournament: false, base: st.direction, after: st, ...over });
// South's b2 relays into a reverse lap; clockwise captures 5 seeds.
const REVERSE = [[2, 0, 0, 0, 0, 0, 0, 2], [3, 0, 0, 0, 0, 0, 0, 0], [1, 3, 0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0, 0, 0]];

test('one sentence for a whole decision: who sowed what, the laps, the captures, who is next', () => {
  const g = Game.fromSetup({ ruleset: 'omweso', board: REVERSE, toMove: 'south', allowUnusualTotals: true });
  try {
    const first = g.play({ kind: 'sow', pit: [2, 1] });
    assert.ok(first.filter((e) => e.type === 'sow').length >= 3, 'the events have one per seed');
    let st = g.state();
    assert.equal(summarize(first, { ...ctx(st), player: 'south' }),
      'Amina sowed b2: 1 lap. The turn waits with 2 seeds in hand at b1: Amina chooses the direction of the next lap (press L to hear the ways).');
    const second = g.play({ kind: 'direction', dir: 'cw' });
    st = g.state();
    assert.equal(summarize(second, { ...ctx(st), player: 'south' }), 'Amina went on clockwise: 2 laps, captured 5 seeds. Kato to move.');
    const third = g.play({ kind: 'sow', pit: [0, 7] });
    st = g.state();
    assert.equal(summarize(third, { ...ctx(st), player: 'north' }), 'Kato sowed h4: 1 lap. Amina to move.');
    const last = g.play({ kind: 'sow', pit: [2, 0] });
    st = g.state();
    assert.match(summarize(last, { ...ctx(st), player: 'south' }), /^Amina sowed a2: \d+ laps?(, captured \d+ seeds?)?\. Amina wins: /);
  } finally {
    g.free();
  }
});

test('an Oware turn, a pass, okwesera, a resignation and a very long turn', () => {
  const g = new Game({ ruleset: 'oware' });
  try {
    const events = g.play(g.legalMoves()[0]);
    const st = g.state();
    assert.match(summarize(events, { ...ctx(st), player: 'south' }), /^Amina sowed [a-f]1: 1 lap\. Kato to move\.$/);
  } finally {
    g.free();
  }
  const after = { toMove: 'south', pending: null, result: null };
  const base = { rows: 4, family: 'four_row', names, tournament: false, base: 'ccw', after };
  assert.equal(summarize([{ type: 'pass', player: 'north' }, { type: 'turn_end', player: 'north' }], { ...base, player: 'north' }), 'Kato passed. Amina to move.');
  assert.equal(summarize([{ type: 'turn_start', player: 'north' }, { type: 'okwesera', pit: [1, 2] }, { type: 'turn_end', player: 'north' }], { ...base, player: 'north' }), 'Kato played okwesera from c3. Amina to move.');
  const resigned = { toMove: 'south', pending: null, result: { winner: 'south', reason: 'resigned', points: 1 } };
  assert.equal(summarize([{ type: 'game_end', winner: 'south', reason: 'resigned', points: 1 }], { ...base, after: resigned, player: 'north' }), nextText(resigned, base));
  assert.match(nextText(resigned, base), /^Amina wins/);
  const long = [{ type: 'turn_start', player: 'south' }, { type: 'lift', pit: [3, 0], count: 9 }, { type: 'lap_start' }, { type: 'lap_start' }, { type: 'truncated' }, { type: 'capture', total: 1 }];
  assert.equal(summarize(long, { ...base, player: 'south' }), 'Amina sowed a1: a very long turn, captured 1 seed. Amina to move.');
});

test('the legal moves in words, from the engine\'s choices; a paused turn\'s numbered ways', () => {
  const opening = new Game({ ruleset: 'omweso' });
  try {
    const text = movesText(opening.choices(), ctx(opening.state()));
    assert.match(text, /^Amina has \d+ moves: /);
    assert.ok(!/[a-h][34] /.test(text), `no North pit among South's moves: ${text}`);
  } finally {
    opening.free();
  }
  const g = Game.fromSetup({ ruleset: 'omweso', board: REVERSE, toMove: 'south', allowUnusualTotals: true });
  try {
    let st = g.state();
    // a2 holds a single seed: b2 is South's only move.
    assert.equal(movesText(g.choices(), ctx(st)), 'Amina has 1 move: b2 (3 seeds).');
    // A pit that can be sown two ways says so (the choice as choices() gives it).
    const two = [{ pit: [3, 1], seeds: 3, paused: false, why: ['reverse_lap'], options: [
      { decision: { kind: 'sow', pit: [3, 1], dir: 'ccw' }, way: 'usual', why: null },
      { decision: { kind: 'sow', pit: [3, 1], dir: 'cw' }, way: 'reverse', why: 'reverse_lap' }] }];
    assert.equal(movesText(two, ctx(st)), 'Amina has 1 move: b1 (3 seeds, 2 ways).');
    g.play({ kind: 'sow', pit: [2, 1] });
    st = g.state();
    const [paused] = g.choices();
    assert.equal(waysText(paused), '1: counter-clockwise, the usual way; 2: clockwise, against the usual way');
    assert.equal(movesText(g.choices(), ctx(st)), 'Choose the direction of the next lap: 1: counter-clockwise, the usual way; 2: clockwise, against the usual way.');
    g.play({ kind: 'direction', dir: 'cw' });
    st = g.state();
    assert.equal(movesText(g.choices(), ctx(st)), 'Kato has 1 move: h4 (2 seeds).');
  } finally {
    g.free();
  }
});

test('a pit\'s button label: side, row, number, seeds, its name, and whether it can be played', () => {
  const p = { r: 2, c: 2, rows: 4, count: 4, legal: true, uur: null, turning: false, hand: null, choosing: false, names };
  assert.equal(pitLabel(p), 'South, inner row, pit 3, 4 seeds (c2), playable');
  assert.equal(pitLabel({ ...p, r: 0, c: 7, count: 1, legal: false }), 'North, outer row, pit 8, 1 seed (h4)');
  assert.equal(pitLabel({ ...p, r: 1, c: 0, count: 0, legal: false }), 'North, inner row, pit 1, 0 seeds (a3)');
  assert.equal(pitLabel({ ...p, r: 1, rows: 2, c: 4, legal: false, uur: 'north' }), 'South, pit 5, 4 seeds (e1), an uur of Kato');
  assert.match(pitLabel({ ...p, hand: 2, legal: false }), /2 seeds in hand/);
  assert.match(pitLabel({ ...p, turning: true }), /a turning pit/);
});
