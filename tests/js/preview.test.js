// preview(): what a decision's first lap would do, in the JS API: its shape,
// that it plays nothing, that an illegal decision is refused as play() refuses
// it, and that it agrees with the events of playing it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, rulesets } from './load.js';

const rows = (text) => text.split('/').map((r) => r.trim().split(/\s+/).map(Number));
const setup = (ruleset, board) => Game.fromSetup({ ruleset, board: rows(board), toMove: 'south', allowUnusualTotals: true });

test('preview() gives the first lap and what happens where it ends, changing nothing', () => {
  const g = setup('omweso', '0 0 0 0 0 0 0 5 / 0 0 0 0 0 0 0 4 / 0 0 0 0 0 0 0 1 / 0 0 0 0 0 0 2 0');
  const before = g.toJSON();
  assert.deepEqual(g.preview({ kind: 'sow', pit: [3, 6] }), {
    from: [3, 6], dir: 'ccw', rule: 'base', seeds: 2, path: [[3, 7], [2, 7]], end: [2, 7],
    outcome: { kind: 'capture', at: [2, 7], taken: [{ pit: [1, 7], count: 4 }, { pit: [0, 7], count: 5 }], total: 9 },
    pause: null, turnEnds: false,
  });
  assert.equal(g.toJSON(), before, 'a preview plays nothing');
  const layli = setup('layli-goobalay', '4 3 4 4 4 4 / 1 0 4 4 4 4');
  assert.deepEqual(layli.preview({ kind: 'sow', pit: [1, 0] }).outcome, { kind: 'uur', owner: 'south', pits: [[1, 1], [0, 1]] });
});

test('an illegal decision is refused with the code play() gives; a pass previews null', () => {
  const g = new Game({ ruleset: 'omweso', options: { allow_pass: true }, layout: 'all-twos' });
  const thrown = (f) => { try { f(); } catch (e) { return e; } return null; };
  const p = thrown(() => g.preview({ kind: 'sow', pit: [0, 0] }));
  assert.equal(p.code, 'not_your_pit');
  assert.deepEqual(p.params, thrown(() => g.play({ kind: 'sow', pit: [0, 0] })).params);
  assert.equal(thrown(() => g.preview({ kind: 'fly' })).code, 'malformed_input');
  assert.equal(g.preview({ kind: 'pass' }), null);
});

test('every legal first lap of a new game of every ruleset ends where playing it ends', () => {
  for (const r of rulesets()) {
    const g = new Game({ ruleset: r.id, seed: 1 });
    for (const d of g.legalMoves().filter((m) => m.kind === 'sow')) {
      const p = g.preview(d);
      const copy = Game.fromJSON(g.toJSON());
      const events = copy.play(d);
      const start = events.findIndex((e) => e.type === 'lap_start');
      const sown = [];
      let i = start + 1;
      for (; events[i].type === 'sow' || events[i].type === 'skip'; i++) if (events[i].type === 'sow') sown.push(events[i].pit);
      assert.deepEqual(p.path, sown, `${r.id} ${JSON.stringify(d)}`);
      assert.deepEqual(p.end, sown.at(-1));
      const next = events[i].type;
      const expected = { relay: 'relay', capture: 'capture', stop: 'turn_end', uur: 'uur_made', grand_slam: 'grand_slam' }[p.outcome.kind];
      assert.equal(next, expected, `${r.id} ${JSON.stringify(d)}: ${p.outcome.kind}`);
      copy.free();
    }
    g.free();
  }
});
