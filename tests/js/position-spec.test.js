// The teacher's position (RULES §4) as the editor holds it: taken from a real
// game's state, emptied, uur pairs set, counts read strictly, and the engine's
// verdict on it (every problem at once).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './load.js';
import { specFromState, emptied, withUur, uurOwner, readCount, setupProblems, partsOf, shapeOf, lessonSetup } from '../../www/js/setup/position-spec.js';

test('the position on the board, taken as a setup, gives the same position back (every family)', () => {
  for (const ruleset of ['omweso', 'omweso-tournament', 'oware', 'layli-goobalay', 'igisoro']) {
    const g = new Game({ ruleset });
    for (let i = 0; i < 6 && !g.state().result; i++) g.play(g.legalMoves()[0]);
    const st = g.state();
    const spec = specFromState(st);
    const again = Game.fromSetup(spec);
    const back = again.state();
    assert.deepEqual(back.board, st.board, ruleset);
    assert.equal(back.toMove, st.toMove, ruleset);
    assert.deepEqual(back.stores, st.stores, ruleset);
    assert.deepEqual(back.uur, st.uur, ruleset);
    assert.deepEqual(back.captured, st.captured, ruleset);
    g.free();
    again.free();
  }
});

test('each family is asked only what it has: stores for two rows, uur for Layli, the past for four rows, a score for the tournament', () => {
  const parts = (ruleset) => { const g = new Game({ ruleset }); const p = partsOf(shapeOf(g.state())); g.free(); return p; };
  assert.deepEqual(parts('omweso'), { stores: false, uur: false, history: true, match: false });
  assert.deepEqual(parts('omweso-tournament'), { stores: false, uur: false, history: true, match: true });
  assert.deepEqual(parts('oware'), { stores: true, uur: false, history: false, match: false });
  assert.deepEqual(parts('layli-goobalay'), { stores: true, uur: true, history: false, match: false });
});

test('an uur is set, changed and taken away pit by pit, so a lone uur can be made and mended (issue 21)', () => {
  const g = new Game({ ruleset: 'layli-goobalay' });
  let spec = emptied(specFromState(g.state()));
  g.free();
  spec = withUur(spec, [0, 2], 'north');
  assert.deepEqual(spec.uur, [{ pit: [0, 2], owner: 'north' }]);
  assert.equal(uurOwner(spec, [0, 2]), 'north');
  assert.equal(uurOwner(spec, [1, 2]), null, 'the facing pit is not made an uur with it');
  spec = withUur(spec, [1, 2], 'north');
  assert.equal(spec.uur?.length, 2);
  spec = withUur(spec, [0, 2], 'south');
  assert.equal(spec.uur?.length, 2);
  assert.equal(uurOwner(spec, [0, 2]), 'south');
  assert.equal(uurOwner(spec, [1, 2]), 'north');
  spec = withUur(withUur(spec, [0, 2], null), [1, 2], null);
  assert.deepEqual(spec.uur, []);
});

test('a count is a whole number typed, nothing else', () => {
  assert.equal(readCount(' 12 '), 12);
  assert.equal(readCount('0'), 0);
  for (const bad of ['', '-1', '2.5', '3x', '1e3', '99999']) assert.equal(readCount(bad), null, bad);
});

test('the engine lists every problem of a setup at once, each with its code', () => {
  let error;
  try {
    Game.fromSetup({ ruleset: 'layli-goobalay', board: [[1, 2, -1, 4, 5, 6], [1, 2, 3, 4, 5, 6]], uur: [{ pit: [0, 0], owner: 'south' }], toMove: 'north' });
  } catch (e) {
    error = e;
  }
  const codes = setupProblems(error).map((p) => p.code);
  assert.ok(codes.includes('negative_count'), codes.join());
  assert.ok(codes.includes('uur_unpaired'), codes.join());
  assert.deepEqual(setupProblems(new Error('x')), [{ code: 'unknown', params: {} }]);
});

test('a lesson step keeps the position, not the game', () => {
  const step = lessonSetup({ ruleset: 'oware', options: { grand_slam: 'allowed' }, board: [[1], [2]], toMove: 'south', seed: 3 });
  assert.deepEqual(step, { board: [[1], [2]], toMove: 'south' });
});
