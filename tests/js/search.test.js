// The computer opponent through the JS API: levels(), game.suggest(), its
// errors, its determinism, and that it never changes the game.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, rulesets, levels } from './load.js';
import { rng } from './rng.js';

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

test('levels() lists four levels, weakest first, each with a time budget', () => {
  const all = levels();
  assert.deepEqual(all.map((l) => l.id), ['beginner', 'casual', 'strong', 'expert']);
  for (const l of all) assert.ok(l.budgetMs > 0, `${l.id} has a budget`);
  assert.ok(all[3].budgetMs >= all[2].budgetMs, 'the top level thinks longest');
});

test('every ruleset: each level suggests a legal decision and the game is unchanged', () => {
  const random = rng(3);
  for (const { id } of rulesets()) {
    const g = new Game({ ruleset: id, first: 'south' });
    for (let n = 0; n < 12 && !g.state().result; n++) {
      const moves = g.legalMoves();
      g.play(moves[Math.floor(random() * moves.length)]);
    }
    if (g.state().result) continue;
    for (const { id: level } of levels()) {
      const before = g.toJSON();
      const s = g.suggest({ level, nodes: 400, seed: 5 });
      assert.ok(g.legalMoves().some((d) => same(d, s.decision)), `${id} ${level}: ${JSON.stringify(s.decision)} is legal`);
      assert.equal(s.level, level);
      assert.equal(typeof s.elapsedMs, 'number');
      assert.equal(g.toJSON(), before, `${id} ${level}: suggest changed nothing`);
    }
    g.free();
  }
});

test('the same request gives the same decision', () => {
  const g = new Game({ ruleset: 'oware' });
  for (const level of ['beginner', 'expert']) {
    const a = g.suggest({ level, nodes: 2000, seed: 9 });
    const b = g.suggest({ level, nodes: 2000, seed: 9 });
    assert.deepEqual([a.decision, a.score, a.nodes], [b.decision, b.score, b.nodes]);
  }
});

test('the top level uses its whole time budget, and stops there', () => {
  // The bench measures the overrun exactly (p50, p99, max); this checks the
  // mechanism with room for a busy machine.
  const g = new Game({ ruleset: 'omweso' });
  const s = g.suggest({ level: 'expert', budgetMs: 150 });
  assert.ok(s.elapsedMs >= 140 && s.elapsedMs <= 225, `used ${s.elapsedMs} ms of 150`);
  assert.ok(s.nodes > 0 && s.depth > 0);
});

test('bad requests throw a readable Error with a code, and change nothing', () => {
  const g = new Game({ ruleset: 'layli-goobalay' });
  const before = g.toJSON();
  for (const [request, code] of [
    [undefined, 'missing_input'],
    [{ level: 'grandmaster' }, 'malformed_input'],
    [{ level: 'expert', budgetMs: 0 }, 'bad_budget'],
    [{ level: 'expert', budgetMs: -3 }, 'bad_budget'],
    [{ level: 'expert', nodes: 0 }, 'no_nodes'],
    [{ level: 'expert', think: 'hard' }, 'unknown_field'],
    [{ level: 'expert', seed: -1 }, 'malformed_input'],
  ]) {
    assert.throws(() => g.suggest(request), (e) => e instanceof Error && e.code === code && e.message.length > 10, `${JSON.stringify(request)} → ${code}`);
  }
  assert.equal(g.toJSON(), before);
});

test('a finished game has nothing to suggest', () => {
  const g = new Game({ ruleset: 'oware' });
  const random = rng(1);
  while (!g.state().result) {
    const moves = g.legalMoves();
    g.play(moves[Math.floor(random() * moves.length)]);
  }
  assert.throws(() => g.suggest({ level: 'beginner' }), (e) => e.code === 'game_over');
});
