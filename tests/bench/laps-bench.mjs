// The lap loop in wasm (issue 25), as examples/laps.rs measures it natively:
// ns a relay lap on 16- and 20-pit circuits (5 × 10⁷ laps in one slice), the
// Aweet turn of 2.07 × 10⁹ laps played to its end in slices of 5 × 10⁷ laps,
// and RULES §2.1's hard case proved.
//
//   node tests/bench/laps-bench.mjs [--quick]   (after ./build.sh build)
import { Game } from '../js/load.js';

const LAPS = 50_000_000;
const quick = process.argv.includes('--quick');
const rows = (t) => t.split('/').map((r) => r.trim().split(/\s+/).map(Number));
const hard = () => Game.fromSetup({ ruleset: 'omweso', board: rows('1 0 3 0 6 3 8 0 / 2 14 0 8 1 5 1 3 / 4 0 0 1 0 0 0 1 / 0 1 1 0 0 0 0 1'), toMove: 'north', allowUnusualTotals: true });
const hardMove = { kind: 'sow', pit: [0, 4], dir: 'ccw' };
const MOVES = '34ccw 07ccw 32ccw 05ccw 30ccw 02ccw 26ccw 03ccw 31ccw 18ccw dir:cw 37ccw 06ccw 33ccw 12ccw 34ccw 17ccw 32ccw 10ccw 23ccw 18cw dir:cw';
const decision = (m) => (m.startsWith('dir:') ? { kind: 'direction', dir: m.slice(4) }
  : { kind: 'sow', pit: [Number(m[0]), Number(m[1])], dir: m.slice(2) });

/** An ordinary Aweet game before its long turn, and that turn's last decision. */
function aweet() {
  const g = new Game({ ruleset: 'aweet', first: 'south' });
  const moves = MOVES.split(' ').map(decision);
  const last = moves.pop();
  for (const d of moves) g.play(d);
  return [g, last];
}

function nsPerLap(g, d) {
  const t0 = performance.now();
  const slice = g.playFor(d, LAPS);
  const ms = performance.now() - t0;
  if (slice.progress.state !== 'working') throw new Error('the turn ended too soon');
  g.free();
  return (ms * 1e6) / LAPS;
}

const ns16 = nsPerLap(hard(), hardMove);
const ns20 = nsPerLap(...aweet());
console.log(`wasm relay laps, ns a lap (${LAPS} laps each): 16 pits ${ns16.toFixed(2)}, 20 pits ${ns20.toFixed(2)}`);
if (!quick) {
  const [g, last] = aweet();
  const t0 = performance.now();
  let slice = g.playFor(last, LAPS);
  let worst = 0;
  while (slice.progress.state === 'working') {
    const s0 = performance.now();
    slice = g.advance(LAPS);
    worst = Math.max(worst, performance.now() - s0);
  }
  const s = (performance.now() - t0) / 1000;
  console.log(`wasm: the Aweet turn to its end in slices of ${LAPS} laps: ${s.toFixed(2)} s (${JSON.stringify(slice.events.at(-1))}); longest slice ${worst.toFixed(0)} ms`);
  const h = hard();
  const t1 = performance.now();
  const endless = h.isEndless(hardMove);
  console.log(`wasm: RULES §2.1's hard case proved: endless=${endless} in ${((performance.now() - t1) / 1000).toFixed(2)} s`);
}
