// ./build.sh bench, the search in wasm: the Expert's nodes per second, 1 s
// from each of the five positions per ruleset that the native figure uses
// (examples/ladder.rs `speed`: the start, then 10, 20, 30, 40 decisions,
// decision n of position k being legal[(7n + k) % count]).
// Writes target/bench/search-wasm.json for the summary.
import { mkdirSync, writeFileSync } from 'node:fs';
import { Game } from '../js/load.js';

const MS = Number(process.env.SEARCH_BENCH_MS ?? 1000);
console.log(`wasm search (Node ${process.version}; Expert, ${MS} ms from each of 5 positions)`);
console.log(`${'ruleset'.padEnd(20)}${'nodes/s'.padStart(14)}${'worst pos/s'.padStart(14)}${'depth'.padStart(10)}`);
const rows = [];
for (const ruleset of ['omweso', 'igisoro', 'kombe', 'oware', 'layli-goobalay']) {
  let nodes = 0;
  let ms = 0;
  let worst = Infinity;
  let depth = 0;
  for (let k = 0; k < 5; k++) {
    const g = new Game({ ruleset });
    for (let n = 0; n < k * 10; n++) {
      const legal = g.legalMoves();
      if (!legal.length) break;
      g.play(legal[(n * 7 + k) % legal.length]);
    }
    if (g.legalMoves().length < 2) continue;
    const s = g.suggest({ level: 'expert', budgetMs: MS, seed: 1 });
    nodes += s.nodes;
    ms += s.elapsedMs;
    worst = Math.min(worst, (s.nodes / s.elapsedMs) * 1000);
    depth = Math.max(depth, s.depth);
    g.free();
  }
  const rate = (nodes / ms) * 1000;
  console.log(`${ruleset.padEnd(20)}${rate.toFixed(0).padStart(14)}${worst.toFixed(0).padStart(14)}${String(depth).padStart(10)}`);
  rows.push({ ruleset, nodes_per_s: rate, worst_nodes_per_s: worst, max_depth: depth });
}
const out = new URL('../../target/bench/', import.meta.url);
mkdirSync(out, { recursive: true });
writeFileSync(new URL('search-wasm.json', out), JSON.stringify(rows, null, 2));
