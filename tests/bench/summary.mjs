// ./build.sh bench, last step: one table of the figures the earlier steps wrote
// to target/bench/*.json (native.json from examples/bench.rs, wasm.json from
// wasm-bench.mjs, openspiel.json from tools/openspiel_bench.py), their ratios,
// and the page's transfer size. Targets are printed beside the figures, not
// judged.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
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

// What the page fetches up to its first board: index.html, its stylesheets,
// the module graph from its module scripts (static imports followed), and the
// engine's wasm, which js/engine.js loads through the glue pkg/omweso.js.
// Each file is a transfer of its own, so each is gzipped alone (level 9).
const www = join(root, 'www');
const IMPORT = /^\s*(?:import|export)\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const html = readFileSync(join(www, 'index.html'), 'utf8');
const files = new Set(['index.html']);
for (const [, href] of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)) files.add(normalize(href));
const visit = (p) => {
  if (files.has(p) && p.endsWith('.js')) return;
  files.add(p);
  for (const [, spec] of readFileSync(join(www, p), 'utf8').matchAll(IMPORT)) visit(normalize(join(dirname(p), spec)));
};
for (const [, src] of html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)) visit(normalize(src));
if (files.has('pkg/omweso.js')) files.add('pkg/omweso_bg.wasm');
let raw = 0;
let gz = 0;
const sizes = [...files].sort().map((p) => {
  const bytes = readFileSync(join(www, p));
  const z = gzipSync(bytes, { level: 9 }).length;
  raw += bytes.length;
  gz += z;
  return `${p} ${(z / 1024).toFixed(1)}`;
});
console.log('');
console.log(`page transfer at first board: ${(gz / 1024).toFixed(1)} KB gzipped (${(raw / 1024).toFixed(1)} KB raw, ${files.size} files)   (target <= 150 KB)`);
console.log(`  KB gzipped: ${sizes.join(', ')}`);
const gzOf = (p) => (existsSync(join(www, p)) ? gzipSync(readFileSync(join(www, p)), { level: 9 }).length : null);
const kb = (b) => (b == null ? '-' : `${(b / 1024).toFixed(1)} KB`);
console.log(`sizes gzipped: omweso_bg.wasm ${kb(gzOf('pkg/omweso_bg.wasm'))}, omweso.js glue ${kb(gzOf('pkg/omweso.js'))}, omweso-offline.html ${kb(gzOf('omweso-offline.html'))}`);

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
