// The opening through the JS API (issue 21 §1): which lines of the first
// turn win at once, the default start each ruleset names, the arrangements
// (random and the computer's) and the demo starts, with their errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, rulesets, firstTurnWins, randomArrangement, computerArrangement, demoStarts } from './load.js';

const FOUR_ROW = rulesets().filter((r) => r.family === 'four_row');

/** Expect a JS Error with this code (and a message). */
function throwsCode(fn, code) {
  assert.throws(fn, (e) => {
    assert.ok(e instanceof Error, 'a JS Error');
    assert.equal(e.code, code, e.message);
    assert.ok(e.message.length > 10);
    return true;
  });
}

test('firstTurnWins: all twos wins at once in 15 of 46 lines of Omweso, 7 of 44 of Coro, 4 of 44 of Aweet', () => {
  for (const [ruleset, wins, lines] of [['omweso', 15, 46], ['coro', 7, 44], ['aweet', 4, 44]]) {
    const found = firstTurnWins({ ruleset, layout: 'all-twos' });
    assert.equal(found.mover, 'south');
    assert.deepEqual([found.wins, found.lines, found.unknown], [wins, lines, 0], ruleset);
    assert.equal(found.winning.length, wins);
    // Each winning line replays to the win through the API.
    for (const line of found.winning) {
      const g = new Game({ ruleset, layout: 'all-twos' });
      for (const d of line.decisions) g.play(d);
      assert.equal(g.state().result.winner, 'south');
      assert.equal(g.state().result.reason, line.reason);
    }
  }
  // North moving first: the same count, North's.
  const north = firstTurnWins({ ruleset: 'omweso', layout: 'all-twos', first: 'north' });
  assert.deepEqual([north.mover, north.wins, north.lines], ['north', 15, 46]);
});

test('turnWins: the turn to be played now, from any position; the game is unchanged', () => {
  const g = Game.fromSetup({ ruleset: 'omweso', board: [[1, 0, 0, 0, 0, 0, 0, 5], [1, 0, 0, 0, 0, 0, 0, 4], [1, 0, 0, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 0, 2, 0]], toMove: 'south', allowUnusualTotals: true });
  const before = g.toJSON();
  const found = g.turnWins();
  assert.deepEqual([found.lines, found.wins, found.winning[0].reason], [1, 1, 'emitwe_ebiri']);
  assert.deepEqual(found.winning[0].decisions, [{ kind: 'sow', pit: [3, 6], dir: 'ccw' }]);
  assert.equal(g.toJSON(), before);
  g.resign('south');
  throwsCode(() => g.turnWins(), 'game_over');
});

test('firstTurnWins is bounded, and refuses bad settings and limits with a code', () => {
  throwsCode(() => firstTurnWins({ ruleset: 'omweso', layout: 'all-twos' }, { lines: 45 }), 'too_many_lines');
  assert.equal(firstTurnWins({ ruleset: 'omweso', layout: 'all-twos' }, { lines: 46 }).lines, 46);
  const short = firstTurnWins({ ruleset: 'omweso', layout: 'all-twos' }, { laps: 1 });
  assert.ok(short.unknown > 0 && short.wins === 0);
  throwsCode(() => firstTurnWins({ ruleset: 'omweso' }, { lines: 0 }), 'out_of_range');
  throwsCode(() => firstTurnWins({ ruleset: 'omweso' }, { laps: 1e12 }), 'out_of_range');
  throwsCode(() => firstTurnWins({ ruleset: 'omweso' }, { nodes: 5 }), 'unknown_field');
  throwsCode(() => firstTurnWins({ ruleset: 'go' }), 'unknown_ruleset');
  throwsCode(() => firstTurnWins({ ruleset: 'omweso', layout: 'nine' }), 'unknown_layout');
  throwsCode(() => firstTurnWins(undefined), 'missing_input');
});

test('every four-row ruleset names a default start that its mover cannot win on the first turn', () => {
  assert.equal(FOUR_ROW.length, 9);
  for (const info of FOUR_ROW) {
    const id = info.layouts[0].id;
    assert.deepEqual(info.defaultLayout, { south: id, north: id }, info.id);
    for (const first of ['south', 'north']) {
      const named = firstTurnWins({ ruleset: info.id, layout: info.defaultLayout, first });
      const plain = firstTurnWins({ ruleset: info.id, first });
      assert.deepEqual([named.wins, named.unknown], [0, 0], `${info.id} ${first}`);
      assert.deepEqual(plain, named, 'the default named is the one new Game plays');
    }
  }
  assert.equal(rulesets().find((r) => r.id === 'oware').defaultLayout, 'standard');
});

test('randomArrangement: legal, seeded, and the opponent cannot win at once whatever they arrange', () => {
  for (const info of FOUR_ROW) {
    const total = info.seeds / 2;
    for (let seed = 0; seed < 10; seed++) {
      const north = randomArrangement(info.id, 'north', seed);
      assert.equal(north.side, 'north');
      assert.equal(north.safe, true);
      assert.equal(north.rows.length, 2);
      assert.ok(north.rows.every((r) => r.length === info.cols));
      assert.equal(north.rows.flat().reduce((a, b) => a + b, 0), total, info.id);
      assert.ok(north.rows.flat().every((n) => n <= 10), 'pit_cap 10');
      // Against all twos, the start that decided games at once.
      const south = info.layouts.some((l) => l.id === 'all-twos') ? 'all-twos' : info.layouts[0].id;
      const found = firstTurnWins({ ruleset: info.id, layout: { south, north: north.rows } });
      assert.equal(found.wins, 0, `${info.id} ${seed}`);
    }
    assert.deepEqual(randomArrangement(info.id, 'south', 3), randomArrangement(info.id, 'south', 3));
    assert.notDeepEqual(randomArrangement(info.id, 'south', 3).rows, randomArrangement(info.id, 'south', 4).rows);
  }
  const capped = randomArrangement('omweso', 'south', 1, { pit_cap: 3 });
  assert.ok(capped.rows.flat().every((n) => n <= 3));
  throwsCode(() => randomArrangement('oware', 'south', 1), 'per_side_layout_not_here');
  throwsCode(() => randomArrangement('omweso', 'east', 1), 'malformed_input');
  throwsCode(() => randomArrangement('omweso', 'south', -1), 'out_of_range');
  throwsCode(() => randomArrangement('omweso', 'south', 1, { pit_cap: 1 }), 'side_layout_total');
  throwsCode(() => randomArrangement('omweso', 'south', 1, { pit_cap: 99 }), 'wrong_option_value');
});

test('computerArrangement: a legal arrangement chosen by a search that grows with the level', () => {
  const chosen = [];
  for (const level of ['beginner', 'casual', 'strong', 'expert']) {
    const a = computerArrangement('omweso', 'north', level, 2);
    assert.equal(a.level, level);
    assert.equal(a.safe, true);
    assert.ok(a.candidates >= 1 && a.elapsedMs >= 0);
    assert.equal(a.rows.flat().reduce((x, y) => x + y, 0), 32);
    // A start the engine accepts, which South cannot win on the first turn.
    assert.equal(firstTurnWins({ ruleset: 'omweso', layout: { south: 'all-twos', north: a.rows } }).wins, 0);
    chosen.push(a);
  }
  assert.ok(chosen[3].candidates > chosen[0].candidates, 'the expert weighs more than the beginner');
  assert.ok(new Set(chosen.map((a) => JSON.stringify(a.rows))).size >= 2, 'the levels do not all choose alike');
  throwsCode(() => computerArrangement('omweso', 'north', 'grandmaster', 1), 'malformed_input');
  throwsCode(() => computerArrangement('layli-goobalay', 'north', 'casual', 1), 'per_side_layout_not_here');
});

test('demoStarts: five different games in a row, none decided on its first turn, each a new Game', () => {
  for (const info of rulesets()) {
    const starts = demoStarts(info.id, 5, 11);
    assert.equal(starts.length, 5);
    assert.equal(new Set(starts.map((s) => JSON.stringify(s))).size, 5, info.id);
    for (const spec of starts) {
      const g = new Game(spec);
      assert.equal(g.state().result, null);
      assert.equal(g.turnWins().wins, 0, `${info.id}: ${JSON.stringify(spec)}`);
    }
    assert.deepEqual(demoStarts(info.id, 5, 11), starts, 'seeded');
  }
  throwsCode(() => demoStarts('omweso', 0, 1), 'out_of_range');
  throwsCode(() => demoStarts('omweso', 101, 1), 'out_of_range');
});
