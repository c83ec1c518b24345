// A move's name carries its arrow only where a move may be sown either way
// (issue 21: Oware's moves were written "d1↺" though they never vary).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, rulesets } from './load.js';
import { decisionName } from '../../www/js/words/notation.js';
import { moveLines } from '../../www/js/play/moves-panel.js';

test('the engine says which games sow a move either way: the four-row games with reverse laps, not the two-row ones nor Hus', () => {
  const both = Object.fromEntries(rulesets().map((r) => {
    const g = new Game({ ruleset: r.id });
    const st = g.state();
    g.free();
    return [r.id, st.sowsBothWays];
  }));
  assert.equal(both.omweso, true);
  assert.equal(both.kombe, true, 'Kombe: the chain');
  assert.equal(both.oware, false);
  assert.equal(both['layli-goobalay'], false);
  assert.equal(both.hus, false, 'Hus locks reverse = none (RULES §2.3)');
  const off = new Game({ ruleset: 'omweso', options: { reverse: 'none' } });
  assert.equal(off.state().sowsBothWays, false, 'Omweso with reverse = none');
  off.free();
});

test('an Oware move is written "d1", an Omweso move keeps its arrow', () => {
  for (const [ruleset, arrow] of [['oware', false], ['omweso', true]]) {
    const g = new Game({ ruleset });
    const d = g.legalMoves().find((m) => m.kind === 'sow');
    g.play(d);
    const st = g.state();
    const [line] = moveLines(g.history(), st, (side) => side);
    const name = decisionName(d, st.rows, st.sowsBothWays);
    assert.equal(/[↺↻]/.test(name), arrow, `${ruleset}: ${name}`);
    assert.ok(line.text.endsWith(name), line.text);
    g.free();
  }
});
