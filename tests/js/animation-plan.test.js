// The animation plan checked against the engine without a browser: for every
// ruleset, random games are played and each turn's plan, applied step by step
// to the board as drawn before it, must end on the engine's board exactly (no
// repair afterwards), and a long turn is compressed to a bounded number of
// animated steps and sentences.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, rulesets } from './load.js';
import { rng } from './rng.js';
import { plan, begin, finish, QUICKEN, QUICKEST } from '../../www/js/board/animation-plan.js';
import { describe } from '../../www/js/words/narration.js';

const flat = (g) => Array.from(g.pits());

function model(g) {
  const st = g.state();
  return {
    rows: st.rows, cols: st.cols, counts: flat(g), legal: new Set(), marks: new Map(), arrows: [],
    choice: null, hand: null, flying: null, uur: new Array(st.rows * st.cols).fill(null), turning: new Set(), toMove: st.toMove, cursor: null,
  };
}

function context(g, compressAfter) {
  const st = g.state();
  const ctx = { rows: st.rows, family: st.family, names: { south: 'S', north: 'N' }, tournament: false, base: st.direction };
  return {
    rows: st.rows, cols: st.cols, describe: (ev) => describe(ev, ctx), finalCounts: flat(g), compressAfter,
    summary: (laps, captures) => `fast-forward ${laps} ${captures}`, endlessAhead: () => 'endless ahead',
  };
}

/** Play a plan to its end on the model, as the animator does. */
function run(steps, m) {
  for (const s of steps) {
    begin(m, s);
    finish(m, s);
  }
}

for (const info of rulesets()) {
  test(`${info.id}: every turn's plan ends on the engine's board (40 random games)`, () => {
    const next = rng(11);
    let turns = 0;
    for (let game = 0; game < 40; game++) {
      const g = new Game({ ruleset: info.id, seed: game + 1 });
      const m = model(g);
      for (let n = 0; n < 300 && !g.state().result; n++) {
        const legal = g.legalMoves();
        const events = g.play(legal[Math.floor(next() * legal.length)]);
        const compressAfter = n % 2 ? 12 : Infinity;
        const steps = plan(events, context(g, compressAfter));
        // Each event's first step names it, in order, so the rules card keeps pace (issue 21: the rule in play is the one shown).
        const named = steps.filter((s) => s.event !== undefined).map((s) => s.event);
        assert.deepEqual(named, [...new Set(named)].sort((a, b) => a - b), 'events named once each, in order');
        const sows = events.flatMap((e, i) => (e.type === 'sow' ? [i] : []));
        assert.deepEqual(sows.filter((i) => !named.includes(i)), [], 'every seed sown is a step that names its event');
        run(steps, m);
        assert.deepEqual(m.counts, flat(g), `${info.id} game ${game + 1}, decision ${n + 1} (compress after ${compressAfter})`);
        // The board is as the engine left it: resync what a plan does not track (uur pairs, a paused hand).
        const st = g.state();
        m.uur.fill(null);
        for (const u of st.uur) m.uur[u.pit[0] * st.cols + u.pit[1]] = u.owner;
        turns++;
      }
      g.free();
    }
    assert.ok(turns > 40);
  });
}

test('a long turn: laps after the first twelve, but the last, go by at once under one summary line', () => {
  // Find a turn of more than 30 laps in random Omweso games.
  const next = rng(3);
  for (let seed = 1; seed < 200; seed++) {
    const g = new Game({ ruleset: 'omweso', seed });
    for (let n = 0; n < 300 && !g.state().result; n++) {
      const legal = g.legalMoves();
      const before = model(g);
      const events = g.play(legal[Math.floor(next() * legal.length)]);
      const laps = events.filter((e) => e.type === 'lap_start').length;
      if (laps <= 30) continue;
      const steps = plan(events, context(g, 12));
      const animatedLaps = steps.filter((s) => s.do === 'lap' && !s.fast).length;
      assert.equal(animatedLaps, 13, 'the first twelve laps and the last are animated');
      const sentences = steps.filter((s) => s.text).map((s) => s.text);
      assert.equal(sentences.filter((t) => t.startsWith('fast-forward')).length, 1);
      const captures = events.filter((e) => e.type === 'capture').length - countCaptures(events, 12);
      assert.ok(sentences.includes(`fast-forward ${laps - 13} ${captures}`), sentences.join('\n'));
      const full = plan(events, context(g, Infinity));
      assert.ok(full.filter((s) => s.text).length > sentences.length, 'uncompressed, every lap is told');
      run(steps, before);
      assert.deepEqual(before.counts, flat(g));
      g.free();
      return;
    }
    g.free();
  }
  assert.fail('no turn of more than 30 laps in 200 random games');
});

test('a turn of nine laps or more is quickened: the first lap at its pace, later laps quicker, captures as slow as ever (issue 21)', () => {
  const next = rng(5);
  const units = (steps, what) => steps.filter(what).reduce((n, s) => n + s.units, 0);
  for (let seed = 1; seed < 200; seed++) {
    const g = new Game({ ruleset: 'omweso', seed });
    for (let n = 0; n < 300 && !g.state().result; n++) {
      const legal = g.legalMoves();
      const events = g.play(legal[Math.floor(next() * legal.length)]);
      const laps = events.filter((e) => e.type === 'lap_start').length;
      if (laps < 9 || laps > 12 || !events.some((e) => e.type === 'capture')) continue;
      const plain = plan(events, context(g, Infinity));
      const quick = plan(events, { ...context(g, Infinity), quicken: true });
      assert.equal(quick.length, plain.length, 'the same steps, only quicker');
      // Up to the second lap's start nothing changes.
      const second = plain.findIndex((s, i) => s.do === 'lap' && plain.slice(0, i).some((x) => x.do === 'lap'));
      assert.deepEqual(quick.slice(0, second), plain.slice(0, second));
      const capture = (s) => ['capture', 'take', 'captured'].includes(s.do);
      assert.equal(units(quick, capture), units(plain, capture), 'captures keep their pace');
      const sowing = (s) => !capture(s);
      const ratio = units(quick, sowing) / units(plain, sowing);
      assert.ok(ratio < 0.6, `${laps} laps: the sowing takes ${ratio.toFixed(2)} of its time`);
      assert.ok(ratio > QUICKEST, 'but no lap goes quicker than QUICKEST');
      assert.ok(QUICKEN < 1);
      g.free();
      return;
    }
    g.free();
  }
  assert.fail('no turn of 9 to 12 laps with a capture in 200 random games');
});

/** Captures in the animated laps (the first `first` and the last). */
function countCaptures(events, first) {
  let lap = 0;
  let n = 0;
  const total = events.filter((e) => e.type === 'lap_start').length;
  for (const e of events) {
    if (e.type === 'lap_start') lap++;
    if (e.type === 'capture' && (lap <= first || lap === total)) n++;
  }
  return n;
}

test('an endless turn is announced first, before anything is played', () => {
  const rows = (t) => t.split('/').map((r) => r.trim().split(/\s+/).map(Number));
  // RULES §2.1's first endless example is long; any endless Layli turn would do: use the engine's own check.
  const g = Game.fromSetup({ ruleset: 'omweso', board: rows('1 0 3 0 6 3 8 0 / 2 14 0 8 1 5 1 3 / 4 0 0 1 0 0 0 1 / 0 1 1 0 0 0 0 1'), toMove: 'north', allowUnusualTotals: true });
  const events = g.play({ kind: 'sow', pit: [0, 4] });
  assert.ok(events.some((e) => e.type === 'endless'));
  const steps = plan(events, context(g, 12));
  assert.equal(steps[0].text, 'endless ahead');
  assert.ok(steps.filter((s) => !s.fast && s.do === 'sow').length < 400, 'a bounded number of seeds fly');
  g.free();
});
