// ./build.sh bench, wasm side: the same fixed set of random games as the native
// bench (seed 1), played inside wasm (the engine's fast path), and a second
// figure for games driven through the JS API with events.
//
// Throughput only: the native bench draws every game from ONE SplitMix seeded
// 1, and randomPlayouts(id, games, seed) starts a new one per call, so timing
// the games one by one here would play other games than native's. Per-game
// median and worst times are the native bench's.
//
// Writes target/bench/wasm.json for build.sh's summary.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Game, rulesets, randomPlayouts } from '../js/load.js';

const games = Number(process.env.BENCH_GAMES ?? 300);
const WARM_MS = Number(process.env.BENCH_WARM_MS ?? 400);
const pad = (s, n) => String(s).padEnd(n);
const num = (x, n) => x.toFixed(0).padStart(n);

/** Play this ruleset's timed games (the same ones: other seeds can draw a game
 * far longer than any of these) until V8 has had time to tier its hot wasm
 * functions up from the baseline compiler: timed cold, a ruleset reads a
 * fraction of its real speed. */
function warmUp(id) {
  const t0 = performance.now();
  do randomPlayouts(id, games, 1);
  while (performance.now() - t0 < WARM_MS);
}

console.log(`wasm random playouts (Node ${process.version}, ${games} games per ruleset, seed 1, each ruleset warmed up ${WARM_MS} ms first)`);
console.log(`${pad('ruleset', 20)}${'playouts/s'.padStart(12)}${'decisions/s'.padStart(14)}${'endless'.padStart(9)}${'JS API/s'.padStart(11)}`);
const rows = [];
for (const { id } of rulesets()) {
  warmUp(id);
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
  rows.push({ ruleset: id, playouts_per_s: r.games / el, decisions_per_s: r.decisions / el, endless: r.endless, api_games_per_s: api });
}
const out = new URL('../../target/bench/', import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(new URL('wasm.json', out), JSON.stringify({ games, node: process.version, rulesets: rows }, null, 2));
