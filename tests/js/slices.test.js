// Long turns in slices through the JS API: playFor and advance report the
// laps sown so far, refuse other decisions between slices, end as play()
// does, and bad lap counts are refused with a code.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './load.js';

const rows = (t) => t.split('/').map((r) => r.trim().split(/\s+/).map(Number));
// RULES §2.1's hard case: North's [0, 4] relays 115,702,064 laps a period.
const hard = () => Game.fromSetup({ ruleset: 'omweso', board: rows('1 0 3 0 6 3 8 0 / 2 14 0 8 1 5 1 3 / 4 0 0 1 0 0 0 1 / 0 1 1 0 0 0 0 1'), toMove: 'north', allowUnusualTotals: true });
const move = { kind: 'sow', pit: [0, 4] };

test('a short turn in one slice is the turn played', () => {
  const a = new Game({ ruleset: 'oware', seed: 1 });
  const b = new Game({ ruleset: 'oware', seed: 1 });
  const d = a.legalMoves()[0];
  const slice = b.playFor(d, 1000);
  assert.deepEqual(slice.progress, { state: 'done' });
  assert.deepEqual(slice.events, a.play(d));
  assert.equal(b.toJSON(), a.toJSON());
  assert.equal(b.working(), undefined);
});

test('the hard endless turn in slices reports its laps and ends annulled', () => {
  const g = hard();
  let slice = g.playFor(move, 50_000_000);
  assert.equal(slice.progress.state, 'working');
  assert.ok(slice.events.length > 100, 'the first slice has the opening events');
  let last = 0;
  let slices = 1;
  while (slice.progress.state === 'working') {
    assert.ok(slice.progress.laps > last, `the laps go up: ${slice.progress.laps}`);
    last = slice.progress.laps;
    assert.equal(g.working(), last);
    assert.deepEqual(g.legalMoves(), [], 'nothing is legal between slices');
    slice = g.advance(50_000_000);
    slices++;
  }
  assert.ok(slices >= 3, `${slices} slices`);
  assert.deepEqual(slice.events.at(-1), { type: 'game_end', winner: null, reason: 'endless', points: 0 });
  assert.deepEqual(g.state().result, { winner: null, reason: 'endless', points: 0 });
});

test('between slices a decision is refused and undo cancels the turn', () => {
  const g = hard();
  const before = g.state().board;
  g.playFor(move, 1000);
  assert.equal(g.working(), 1000);
  assert.throws(() => g.play({ kind: 'sow', pit: [1, 1] }), (e) => e.code === 'turn_in_progress');
  assert.equal(g.working(), 1000, 'the refused decision changed nothing');
  g.undo();
  assert.equal(g.working(), undefined);
  assert.deepEqual(g.state().board, before);
});

test('a bad lap count is refused and changes nothing', () => {
  const g = hard();
  for (const laps of [0, -1, 1.5, NaN, Infinity, 2 ** 60, 10n, '10', {}, undefined]) {
    assert.throws(() => g.playFor(move, laps), (e) => e instanceof Error && e.code === 'bad_laps', String(laps));
  }
  assert.equal(g.history().length, 0);
  assert.deepEqual(g.advance(10).progress, { state: 'done' }, 'no turn in progress: nothing to advance');
});

test('a save holding the hard turn loads in slices, with progress, as fromJSON loads it', () => {
  const g = hard();
  g.play(move);
  const text = g.toJSON();
  const loading = Game.load(text);
  let slices = 0;
  let last = 0;
  while (!loading.done) {
    const p = loading.advance(50_000_000);
    assert.equal(p.total, 1);
    if (p.laps != null) {
      assert.ok(p.laps > last, 'the laps go up');
      last = p.laps;
    }
    slices++;
  }
  assert.ok(slices >= 3, `${slices} slices`);
  const loaded = loading.finish();
  assert.equal(loaded.toJSON(), text);
  assert.throws(() => loading.advance(1), (e) => e.code === 'load_ended');
});

test('a load in slices refuses an illegal decision with its number, and bad input at once', () => {
  const g = new Game({ ruleset: 'oware', seed: 1 });
  g.play(g.legalMoves()[0]);
  g.play(g.legalMoves()[0]);
  const saved = JSON.parse(g.toJSON());
  saved.decisions[1] = { kind: 'sow', pit: [1, 0], dir: 'ccw' };
  const loading = Game.load(JSON.stringify(saved));
  assert.throws(() => loading.advance(1000), (e) => e.code === 'illegal_saved_decision' && e.params.number === 2 && e.params.rule === 'not_your_pit');
  assert.throws(() => loading.finish(), (e) => e.code === 'load_ended');
  for (const bad of [42, '{"format":"pgn"}', '[[[[']) assert.throws(() => Game.load(bad), (e) => e instanceof Error && typeof e.code === 'string');
});
