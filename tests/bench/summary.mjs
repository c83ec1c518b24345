// ./build.sh bench, last step: one table of the figures the earlier steps wrote
// to target/bench/*.json (native.json from examples/bench.rs, wasm.json from
// wasm-bench.mjs, openspiel.json from tools/openspiel_bench.py), their ratios,
// and the page's transfer size. Targets are printed beside the figures, not
// judged.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL('../../', import.meta.url).pathname;
const load = (name) => {
  const p = join(root, 'target/bench', name);
  return existsSync(p) ? JSON.parse(readFileSync(p, 'utf8')) : null;
};
const native = load('native.json');
const wasm = load('wasm.json');
const os = load('openspiel.json');

const f0 = (x) => (x == null ? '-' : x.toFixed(0));
const f2 = (x) => (x == null ? '-' : x.toFixed(2));
const f3 = (x) => (x == null ? '-' : x.toFixed(3));
const f4 = (x) => (x == null ? '-' : x.toFixed(4));
const cols = [20, 13, 13, 13, 12, 12, 17];
const row = (cells) => cells.map((c, i) => (i ? String(c).padStart(cols[i]) : String(c).padEnd(cols[i]))).join('');

console.log('per ruleset (same 300 fixed games, seed 1; wasm target >= 0.67x native, i.e. 1/1.5)');
console.log(row(['ruleset', 'native po/s', 'wasm po/s', 'wasm/native', 'median ms', 'worst ms', 'worst legal ms']));
const wasmBy = new Map((wasm?.rulesets ?? []).map((r) => [r.ruleset, r]));
for (const n of native?.rulesets ?? []) {
  const w = wasmBy.get(n.ruleset);
  const ratio = w ? w.playouts_per_s / n.playouts_per_s : null;
  console.log(row([n.ruleset, f0(n.playouts_per_s), f0(w?.playouts_per_s), ratio == null ? '-' : `${f2(ratio)}x`, f3(n.median_game_ms), f3(n.worst_game_ms), f4(n.worst_legal_ms)]));
}
const by = (id) => native?.rulesets.find((r) => r.ruleset === id);
console.log('');
console.log(`omweso native: ${f0(by('omweso')?.playouts_per_s)} playouts/s   (target >= 150000)`);
console.log(`kombe worst legal(): ${f4(by('kombe')?.worst_legal_ms)} ms   (target < 20 ms)`);
const cpp = os?.cpp_playouts_per_s;
const ratioTo = (x) => (x != null && cpp ? `${f2(x / cpp)}×` : '-');
console.log(`openspiel oware (C++ core): ${f0(cpp)} playouts/s; (Python-driven: ${f0(os?.python_playouts_per_s)} playouts/s)`);
console.log(`oware native / openspiel C++: ${ratioTo(by('oware')?.playouts_per_s)}   (target >= 4×)`);
console.log(`oware wasm / openspiel C++: ${ratioTo(wasmBy.get('oware')?.playouts_per_s)}   (target >= 4×)`);
const hard = native?.hard_endless;
console.log(`hard endless turn (RULES §2.1): ${hard ? `${f2(hard.seconds)} s` : '-'}   (target < 3 s)`);
const laps = native?.lap_loop;
console.log(`lap loop: ${laps ? `${laps.ns_per_lap_16.toFixed(1)} ns a lap on 16 pits (Omweso), ${laps.ns_per_lap_20.toFixed(1)} on 20 pits (Aweet); a plain scalar loop in the same run: ${laps.scalar_ns_per_lap_16.toFixed(1)} and ${laps.scalar_ns_per_lap_20.toFixed(1)}` : '-'}`);

// What the built site (dist/, tools/bundle.mjs) sends before its first board
// (the page, its stylesheet, its boot guard and its first load: the board is
// drawn before the engine, app/first-board.js) and before the game is ready
// (the rest of the page, app/compose.js, and the wasm besides). Each file is a transfer of its own, gzipped alone (level 9).
const dist = join(root, 'dist');
const built = existsSync(join(root, 'target', 'bundle.json')) ? JSON.parse(readFileSync(join(root, 'target', 'bundle.json'), 'utf8')) : null;
const gzOf = (p) => (existsSync(join(dist, p)) ? gzipSync(readFileSync(join(dist, p)), { level: 9 }).length : null);
const kb = (b) => (b == null ? '-' : `${(b / 1024).toFixed(1)} KB`);
if (built) {
  const first = ['index.html', built.css, built.boot, ...built.firstLoad];
  const sum = (list) => list.reduce((n, p) => n + (gzOf(p) ?? 0), 0);
  console.log('');
  console.log(`sent before the first board: ${kb(sum(first))} gzipped, ${first.length} files (${first.map((p) => `${p.replace(/^assets\//, '')} ${kb(gzOf(p))}`).join(', ')})   (target <= 60 KB)`);
  console.log(`and before the game is ready: ${kb(sum([...first, ...built.readyLoad, built.wasm]))} gzipped (the rest of the page ${kb(sum(built.readyLoad))}, the wasm ${kb(gzOf(built.wasm))}; another language than English adds its chunk, ${kb(gzOf(built.languages.fr))} for French)`);
  console.log(`later, when first used: the lessons ${kb(gzOf(built.parts.lessons))}, the rules cards ${kb(gzOf(built.parts['rules-cards']))}`);
}
for (const [file, what] of [['first-board.json', 'first visit, gzip'], ['first-board-br.json', 'first visit, brotli'], ['first-board-returning.json', 'returning visitor']]) {
  const fb = load(file);
  if (fb) console.log(`first board (${what}, 150 ms round trip, 1.6 Mbit/s): median ${f0(fb.median)} ms, worst ${f0(fb.worst)} ms; ready to play: median ${f0(fb.ready?.median)} ms, worst ${f0(fb.ready?.worst)} ms`);
}
const longTasks = load('long-tasks.json');
if (longTasks) console.log(`the main thread's longest task while loading (CPU ×${longTasks.cpu}, ${longTasks.runs} runs): a first visit ${longTasks.worstFirst} ms, a reload with a saved game ${longTasks.worstReload} ms   (target: under 50 ms)`);
console.log(`sizes gzipped: the wasm ${kb(built ? gzOf(built.wasm) : null)}, omweso-offline.html ${kb(gzOf('omweso-offline.html'))}`);

// The computer opponent: search speed, the ladder, the UCT baseline, and
// the time used per decision against the budget.
const searchNative = load('search-native.json');
const searchWasm = load('search-wasm.json');
const ladder = load('ladder.json');
const baseline = load('baseline.json');
if (searchNative || ladder || baseline) {
  console.log('');
  console.log('computer opponent: Expert search, nodes (turns played) per second, 1 s from 5 positions');
  console.log(row(['ruleset', 'native n/s', 'wasm n/s', 'wasm/native', 'worst native', 'worst wasm', 'depth']));
  const wasmSearch = new Map((searchWasm ?? []).map((r) => [r.ruleset, r]));
  for (const n of searchNative ?? []) {
    const w = wasmSearch.get(n.ruleset);
    console.log(row([n.ruleset, f0(n.nodes_per_s), f0(w?.nodes_per_s), w ? `${f2(w.nodes_per_s / n.nodes_per_s)}x` : '-', f0(n.worst_nodes_per_s), f0(w?.worst_nodes_per_s), n.max_depth]));
  }
}
const pct = (x) => `${(x * 100).toFixed(1)}%`;
if (ladder) {
  console.log('');
  console.log('ladder (draws count half; adjacent levels: target >= 70% for the stronger)');
  for (const m of ladder) console.log(`  ${m.ruleset.padEnd(16)}${m.a.padEnd(22)} vs ${m.b.padEnd(22)}${pct(m.score).padStart(7)} of ${m.games}`);
}
if (baseline) {
  console.log('');
  console.log('Expert at 0.5 s a move against plain UCT, 10,000 random-playout simulations a move (target >= 75%)');
  for (const m of baseline) {
    const over = m.budget_ms ? ((m.ms_max / m.budget_ms - 1) * 100).toFixed(1) : '-';
    console.log(`  ${m.ruleset.padEnd(16)}${pct(m.score).padStart(7)} of ${m.games}; time per decision p50 ${f0(m.ms_p50)} ms, p99 ${f0(m.ms_p99)} ms, max ${f0(m.ms_max)} ms of ${m.budget_ms} (overrun ${over}%, target <= 10%)`);
  }
}
