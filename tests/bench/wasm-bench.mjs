// ./build.sh bench, wasm side: the same fixed set of random games as the native
// bench (seed 1), played inside wasm (the engine's fast path), and a second
// figure for games driven through the JS API with events.
import { Game, rulesets, randomPlayouts } from '../js/load.js';

const games = Number(process.env.BENCH_GAMES ?? 300);
const pad = (s, n) => String(s).padEnd(n);
const num = (x, n) => x.toFixed(0).padStart(n);

console.log(`wasm random playouts (Node ${process.version}, ${games} games per ruleset, seed 1)`);
console.log(`${pad('ruleset', 20)}${'playouts/s'.padStart(12)}${'decisions/s'.padStart(14)}${'endless'.padStart(9)}${'JS API/s'.padStart(11)}`);
// Warm the JIT up first, so the first ruleset is not timed cold.
for (const { id } of rulesets()) randomPlayouts(id, 5, 99);
for (const { id } of rulesets()) {
  let t0 = performance.now();
  const r = randomPlayouts(id, games, 1);
  const el = (performance.now() - t0) / 1000;
  // Through the API: new Game, legalMoves, play (with events) per decision.
  let apiGames = 0;
  let s = 1;
  t0 = performance.now();
  while (performance.now() - t0 < 500) {
    const g = new Game({ ruleset: id, first: 'south' });
    // Capped like the native playouts: a random game of Omweso may cycle forever.
    for (let n = 0; n < 5000 && !g.state().result; n++) {
      const moves = g.legalMoves();
      s = (Math.imul(s, 1103515245) + 12345) >>> 0;
      g.play(moves[(s >>> 8) % moves.length]);
    }
    g.free();
    apiGames++;
  }
  const api = apiGames / ((performance.now() - t0) / 1000);
  console.log(`${pad(id, 20)}${num(r.games / el, 12)}${num(r.decisions / el, 14)}${String(r.endless).padStart(9)}${num(api, 11)}`);
}
