// The two levels of narration (www/js/words/narration-level.js, narration-brief.js)
// and each family's own words (narration.js), against the real engine: a
// long four-row turn told briefly stays short, no Layli Goobalay or Oware
// sentence uses a four-row word, Oware's captures are told as a chain and
// its feeding named; the level is remembered; the pack has all five languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './load.js';
import { rng } from './rng.js';
import { narrateTurn, rememberedLevel, rememberLevel, LEVEL_KEY, describer } from '../../www/js/words/narration-level.js';
import { BRIEF_LAPS } from '../../www/js/words/narration-brief.js';
import { plan } from '../../www/js/board/animation-plan.js';
import { statusText } from '../../www/js/words/status.js';
import { NARRATION_TEXTS } from '../../www/js/lang/narration-texts.js';
import { EN } from '../../www/js/lang/en.js';

const NAMES = { south: 'Ama', north: 'Kato' };
const contextOf = (st, level, before) => ({ rows: st.rows, family: st.family, names: NAMES, tournament: false, base: st.direction, level, before });
const said = (texts) => texts.filter((x) => x !== null);
const count = (events, type) => events.filter((e) => e.type === type).length;

/**
 * Random games of a ruleset; `visit` sees each decision's events, the board
 * before it and the state after it, and returns true to stop.
 */
function playouts(ruleset, games, visit, seed = 7) {
  const next = rng(seed);
  for (let game = 0; game < games; game++) {
    const g = new Game({ ruleset, seed: game + 1 });
    try {
      for (let n = 0; n < 300 && !g.state().result; n++) {
        const legal = g.legalMoves();
        const before = g.state().board.flat();
        const events = g.play(legal[Math.floor(next() * legal.length)]);
        if (visit(events, before, g.state())) return true;
      }
    } finally {
      g.free();
    }
  }
  return false;
}

test('a long four-row turn told briefly: a summary line, its captures and its last lap; detailed says far more', () => {
  let found = null;
  playouts('omweso', 200, (events, before, st) => {
    if (count(events, 'lap_start') < 20 || events.some((e) => e.type === 'pause' || e.type === 'choose')) return false;
    found = { events, before, st };
    return true;
  });
  assert.ok(found, 'a turn of 20 laps or more in random Omweso games');
  const { events, before, st } = found;
  const laps = count(events, 'lap_start');
  const captures = count(events, 'capture');
  const brief = said(narrateTurn(events, contextOf(st, 'brief', before)).texts);
  const detailed = said(narrateTurn(events, contextOf(st, 'detailed', before)).texts);
  assert.ok(brief.length <= laps + captures + 3, `${brief.length} brief lines for ${laps} laps and ${captures} captures:\n${brief.join('\n')}`);
  // Only the summary, one line a capture, the last lap and the game's end, if it ended.
  assert.ok(brief.length <= captures + 3, brief.join('\n'));
  assert.match(brief[0], new RegExp(`^Ama sows [a-h][1-4]: ${laps} laps, `));
  assert.match(brief[0], captures === 0 ? /no capture/ : new RegExp(`${captures} captures? \\(\\d+ seeds\\)`));
  assert.equal(brief.filter((l) => /^Lap \d+ — Capture at /.test(l)).length, captures, 'each capture its own line, with its lap');
  assert.ok(brief.some((l) => l.startsWith(`Lap ${laps}: `)), 'the last lap is told');
  assert.ok(detailed.length > brief.length * 2, `detailed: ${detailed.length} lines, brief: ${brief.length}`);
  // As the page animates it (the laps after the twelfth fast-forwarded), brief is no longer.
  const steps = plan(events, {
    rows: st.rows, cols: st.cols, describe: describer(events, narrateTurn(events, contextOf(st, 'brief', before)).texts),
    finalCounts: st.board.flat(), compressAfter: 12, summary: () => 'fast-forward', endlessAhead: () => 'endless',
  });
  assert.ok(steps.filter((s) => s.text).length <= captures + 4);
});

test('a short turn told briefly: one sentence a lap, naming where it ends and what happens there', () => {
  const rows = (text) => text.split('/').map((r) => r.trim().split(/\s+/).map(Number));
  // South's b2 (3 seeds) relays at b1, where the next lap may go the other way and capture.
  const g = Game.fromSetup({ ruleset: 'omweso', board: rows('2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 1 3 0 0 0 0 0 0 / 0 1 0 0 0 0 0 0'), toMove: 'south', allowUnusualTotals: true });
  const first = g.play({ kind: 'sow', pit: [2, 1] });
  const ctx = contextOf(g.state(), 'brief');
  const part = narrateTurn(first, ctx);
  assert.deepEqual(part.carry, { laps: 1 }, 'a paused turn leaves its laps for the rest');
  assert.deepEqual(said(part.texts), [
    'Ama, lap 1: 3 seeds from b2 to b1, relay.',
    'The next lap may be sown against the usual direction (clockwise): it would capture directly.',
  ]);
  const rest = g.play({ kind: 'direction', dir: 'cw' });
  // The laps after the choice are numbered on from the turn's first part.
  assert.deepEqual(said(narrateTurn(rest, ctx, part.carry).texts), [
    'Chosen: clockwise, against the usual direction.',
    'Lap 2: 2 seeds from b1 to a2, clockwise, against the usual direction (a reverse lap), capture.',
    'Capture at a2, a marker: 5 seeds from a3 (3), a4 (2).',
    'Lap 3: the 5 captured seeds from b1 to g1; the turn ends.',
  ]);
  const detailed = said(narrateTurn(rest, { ...ctx, level: 'detailed' }, part.carry).texts);
  assert.equal(detailed[1], 'Reverse lap: sown clockwise, against the usual direction, because it captures directly.');
  assert.match(detailed[2], /^Capture! a2 is a marker \(it was occupied/);
  g.free();
});

/**
 * The English texts a two-row game must never say: the four-row family's own
 * sentences and every text that speaks of markers or reverse laps, as
 * patterns of their words around the placeholders.
 */
function fourRowTexts() {
  const en = { ...EN, ...NARRATION_TEXTS.en };
  const keys = Object.keys(en).filter((k) => (k.startsWith('ev.') || k.startsWith('nb.')) && (k.endsWith('.four_row') || /marker|reverse lap|okwesera|turning pit/i.test(en[k])));
  assert.ok(keys.includes('ev.relay.four_row') && keys.includes('nb.capture.four_row') && keys.includes('ev.lap.reverse') && keys.includes('nb.how.reverse'));
  return keys.map((key) => {
    const parts = en[key].split(/\{\w+\}/).map((p) => p.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
    return { key, pattern: new RegExp(parts.filter((p) => p.trim().length > 2).join('.*')) };
  }).filter((x) => x.pattern.source.length > 8);
}

for (const ruleset of ['layli-goobalay', 'oware']) {
  test(`${ruleset}: 40 random games at both levels, and no sentence in a four-row game's words`, () => {
    const forbidden = fourRowTexts();
    const other = ruleset === 'oware' ? '.layli' : '.oware';
    const theirs = Object.keys(NARRATION_TEXTS.en).filter((k) => k.endsWith(other));
    let lines = 0;
    const carry = { brief: null, detailed: null };
    playouts(ruleset, 40, (events, before, st) => {
      for (const level of ['brief', 'detailed']) {
        const out = narrateTurn(events, contextOf(st, level, before), carry[level]);
        carry[level] = out.carry;
        for (const line of said(out.texts)) {
          lines++;
          assert.doesNotMatch(line, /\bmarkers?\b|reverse lap|\{|\}|undefined|null|NaN/i, line);
          for (const { key, pattern } of forbidden) assert.doesNotMatch(line, pattern, `${ruleset} said ${key}: "${line}"`);
          for (const key of theirs) assert.notEqual(line, NARRATION_TEXTS.en[key], key);
        }
      }
      return false;
    });
    assert.ok(lines > 2000, `${lines} sentences`);
  });
}

test('an Oware capture is told as a chain, back from the landing pit, in both levels', () => {
  let found = null;
  playouts('oware', 200, (events, before, st) => {
    const c = events.find((e) => e.type === 'capture' && e.taken.length >= 2);
    if (c) found = { events, capture: c, before, st };
    return Boolean(c);
  });
  assert.ok(found, 'a capture of two pits or more');
  const { events, capture, before, st } = found;
  const name = (p) => `${String.fromCharCode(97 + p[1])}${2 - p[0]}`;
  const [first, ...rest] = capture.taken;
  const i = events.indexOf(capture);
  const brief = narrateTurn(events, contextOf(st, 'brief', before)).texts[i];
  const chain = rest.map((p) => `And the pit before, ${name(p.pit)}: ${p.count} seeds, captured too.`).join(' ');
  assert.equal(brief, `Capture at ${name(first.pit)}: ${first.count} seeds. ${chain} ${capture.total} in all.`);
  const detailed = narrateTurn(events, contextOf(st, 'detailed', before)).texts[i];
  assert.ok(detailed?.includes(chain), detailed ?? '');
  assert.match(detailed ?? '', /two or three are captured/);
  assert.ok(detailed?.endsWith(`${capture.total} seeds in all.`));
});

test('Oware: a move that must feed the opponent says so; Layli: its uur and its capture with the last seed', () => {
  const g = Game.fromSetup({ ruleset: 'oware', board: [[0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 3, 2]], toMove: 'south', allowUnusualTotals: true });
  const before = g.state().board.flat();
  const events = g.play({ kind: 'sow', pit: [1, 4] });
  const st = g.state();
  const brief = said(narrateTurn(events, contextOf(st, 'brief', before)).texts);
  assert.equal(brief[0], 'Ama sows 3 seeds from e1 to e2 (Kato had no seeds: a move must feed them).');
  const detailed = said(narrateTurn(events, contextOf(st, 'detailed', before)).texts);
  assert.ok(detailed.includes('Lifts 3 seeds from e1. Kato has no seeds: Ama must feed them, and this move gives them 2 seeds.'), detailed.join('\n'));
  g.free();
  // Without the board before, nothing is guessed.
  assert.ok(!said(narrateTurn(events, contextOf(st, 'brief')).texts).some((l) => /feed/.test(l)));

  let uur = null;
  let capture = null;
  playouts('layli-goobalay', 100, (events, before, st) => {
    const i = events.findIndex((e) => e.type === 'uur_made');
    const j = events.findIndex((e) => e.type === 'capture');
    // Short turns: a long one puts its lap before each capture and uur.
    const short = count(events, 'lap_start') <= BRIEF_LAPS;
    if (i >= 0 && short && !uur) uur = { events, i, st };
    if (j >= 0 && short && !capture) capture = { events, j, st };
    return Boolean(uur && capture);
  });
  assert.ok(uur && capture);
  const u = uur.events[uur.i];
  const pit = (p) => `${String.fromCharCode(97 + p[1])}${2 - p[0]}`;
  const owner = NAMES[u.owner];
  assert.equal(narrateTurn(uur.events, contextOf(uur.st, 'brief')).texts[uur.i], `Uur! ${pit(u.pits[0])} and ${pit(u.pits[1])} become uur of ${owner}.`);
  assert.match(narrateTurn(uur.events, contextOf(uur.st, 'detailed')).texts[uur.i] ?? '', new RegExp(`^Uur! The pit opposite, ${pit(u.pits[1])}, held exactly three`));
  const c = capture.events[capture.j];
  assert.match(narrateTurn(capture.events, contextOf(capture.st, 'brief')).texts[capture.j] ?? '', new RegExp(`^Capture at ${pit(c.at)}: the (?:seed|\\d+ seeds) opposite in [a-f][12], with the last seed \\(${c.total}\\)\\.$`));
  assert.match(narrateTurn(capture.events, contextOf(capture.st, 'detailed')).texts[capture.j] ?? '', /empty pit of (Ama|Kato)'s own row/);
});

test(`a turn of ${BRIEF_LAPS} laps or fewer is told lap by lap; a longer one as a summary`, () => {
  let short = null;
  let long = null;
  playouts('layli-goobalay', 100, (events, before, st) => {
    const laps = count(events, 'lap_start');
    if (laps > 1 && laps <= BRIEF_LAPS && !short) short = { events, st };
    if (laps > BRIEF_LAPS && !long && !events.some((e) => e.type === 'truncated')) long = { events, st };
    return Boolean(short && long);
  });
  assert.ok(short && long);
  const s = said(narrateTurn(short.events, contextOf(short.st, 'brief')).texts);
  assert.equal(s.filter((l) => /^(Lap \d+|(Ama|Kato), lap 1): /.test(l)).length, count(short.events, 'lap_start'), s.join('\n'));
  assert.ok(s.every((l) => !/not an uur|not a marker/.test(l)), 'the brief level does not explain each relay');
  const l = said(narrateTurn(long.events, contextOf(long.st, 'brief')).texts);
  assert.match(l[0], new RegExp(`^(Ama|Kato) sows [a-f][12]: ${count(long.events, 'lap_start')} laps, `));
});

test('the level is remembered, brief by default and whatever is unreadable', () => {
  const store = new Map();
  const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) };
  assert.equal(rememberedLevel(storage), 'brief');
  rememberLevel('detailed', storage);
  assert.equal(store.get(LEVEL_KEY), 'detailed');
  assert.equal(rememberedLevel(storage), 'detailed');
  store.set(LEVEL_KEY, 'verbose');
  assert.equal(rememberedLevel(storage), 'brief');
  const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
  assert.equal(rememberedLevel(broken), 'brief');
  assert.doesNotThrow(() => rememberLevel('detailed', broken));
  assert.equal(rememberedLevel(null), 'brief');
});

test('the brief level has shorter prompts under the board', () => {
  const st = { rows: 4, cols: 8, toMove: 'south', pending: null, result: null, matchTo: 0, matchScore: [0, 0], matchOver: false, stores: [0, 0], aside: [0, 0], family: 'four_row' };
  const idle = { working: false, animating: false, paused: false, computer: null, computerStuck: false, choosing: false };
  const ctx = { rows: 4, family: 'four_row', names: NAMES, tournament: false, base: 'ccw' };
  for (const [state, doing] of [[st, idle], [{ ...st, pending: { reason: 'reverse_lap', pit: [2, 0], seeds: 2 } }, idle], [st, { ...idle, choosing: true }], [{ ...st, rows: 2 }, idle]]) {
    const brief = statusText(/** @type {any} */ (state), doing, { ...ctx, level: 'brief' });
    const detailed = statusText(/** @type {any} */ (state), doing, { ...ctx, level: 'detailed' });
    assert.ok(brief.length < detailed.length, `"${brief}" is shorter than "${detailed}"`);
    assert.match(brief, /Ama/);
  }
});

test('the narration pack: every key in all five languages with the same placeholders, and none left in en.js', () => {
  const placeholders = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join(',');
  const keys = Object.keys(NARRATION_TEXTS.en);
  for (const lang of ['it', 'fr', 'ca', 'sw']) {
    const texts = NARRATION_TEXTS[lang];
    assert.deepEqual(Object.keys(texts).sort(), [...keys].sort(), lang);
    for (const k of keys) assert.equal(placeholders(texts[k]), placeholders(NARRATION_TEXTS.en[k]), `${lang} ${k}`);
  }
  assert.deepEqual(Object.keys(EN).filter((k) => k.startsWith('ev.') || k.startsWith('sum.') || k.startsWith('nb.')), []);
  for (const k of keys) assert.ok(!(k in EN), `${k} is in the pack and in en.js`);
});
