// A caller's mistake costs one coded Error and nothing else (issue 25 §3): a
// method called on a freed Game or Loading, with a `this` that is not one, or
// back into a game from inside one of its own calls, is refused before the
// wasm is entered. Before the glue was guarded (tools/glue-guard.mjs) each
// such call threw wasm-bindgen's "null pointer passed to rust" from inside the
// wasm and leaked wasm stack, and after about 10^5 of them the instance was
// dead (a fresh `new Game` failed with "memory access out of bounds").
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './load.js';

const CALLS = Number(process.env.FREED_CALLS ?? 1_000_000);

/** The error a call throws (the test fails when it throws none). */
function thrown(fn) {
  try {
    fn();
  } catch (e) {
    return e;
  }
  assert.fail(`no error from ${fn}`);
}

/** A coded plain Error, never a trap. */
function coded(e, code) {
  assert.ok(e instanceof Error && !(e instanceof WebAssembly.RuntimeError), `a plain Error: ${e?.message}`);
  assert.doesNotMatch(e.message, /null pointer|memory access|unreachable|recursive use/);
  assert.equal(e.code, code, e.message);
  assert.deepEqual(e.params, { kind: 'Game' });
}

/** The instance still makes and plays games. */
function healthy() {
  const g = new Game({ ruleset: 'omweso', seed: 5 });
  const d = g.legalMoves()[0];
  assert.ok(g.play(d).length > 0, 'a fresh game plays');
  assert.ok(Game.fromJSON(g.toJSON()).legalMoves().length > 0, 'and round-trips');
  g.free();
}

test(`${CALLS} calls on a freed Game and with wrong \`this\` each throw one coded Error; the instance stays healthy`, () => {
  const freed = new Game({ ruleset: 'omweso', seed: 1 });
  const d = freed.legalMoves()[0];
  freed.free();
  const wrong = [{}, Object.create(Game.prototype), { __wbg_ptr: 0 }, undefined];
  const methods = [
    (g) => Game.prototype.state.call(g),
    (g) => Game.prototype.play.call(g, d),
    (g) => Game.prototype.legalMoves.call(g),
    (g) => Game.prototype.toJSON.call(g),
    (g) => Game.prototype.playFor.call(g, d, 1000),
  ];
  for (let i = 0; i < CALLS; i++) {
    const target = i % 2 === 0 ? freed : wrong[(i >> 1) % wrong.length];
    const e = thrown(() => methods[i % methods.length](target));
    if (i % 1000 === 0) coded(e, 'not_live');
    else assert.equal(e.code, 'not_live');
    if (i % 100_000 === 0) healthy();
  }
  healthy();
  // Freeing twice gives nothing back twice; freeing something else is refused.
  freed.free();
  coded(thrown(() => Game.prototype.free.call({})), 'not_live');
});

test('a call back into a game from inside one of its calls is refused with a code, and the game is unchanged', () => {
  const g = new Game({ ruleset: 'omweso', seed: 2 });
  const before = g.toJSON();
  const inner = [];
  const reaching = { get kind() { inner.push(thrown(() => g.state())); return 'pass'; } };
  for (let i = 0; i < 200_000; i++) {
    const e = thrown(() => g.play(reaching));
    assert.equal(typeof e.code, 'string');
  }
  assert.equal(inner.length, 200_000, 'the getter ran each time');
  coded(inner[0], 'busy');
  assert.equal(g.toJSON(), before);
  healthy();
});
