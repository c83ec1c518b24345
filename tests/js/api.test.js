// The JavaScript API in Node: every method, every error path, round trips and
// a full random game of every ruleset driven from JS.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, rulesets, layouts, checkGame } from './load.js';
import { rng } from './rng.js';
import { execFileSync } from 'node:child_process';

const IDS = rulesets().map((r) => r.id);

/** Every seed: board plus stores plus aside plus seeds in hand. */
function seeds(state) {
  const board = state.board.flat().reduce((a, b) => a + b, 0);
  return board + state.stores[0] + state.stores[1] + state.aside[0] + state.aside[1] + (state.pending?.seeds ?? 0);
}

/** Expect a real JS Error whose message matches, and an unchanged game. */
function rejects(game, fn, pattern) {
  const before = game?.toJSON();
  assert.throws(fn, (e) => {
    assert.ok(e instanceof Error, 'a JS Error');
    assert.match(e.message, pattern);
    return true;
  });
  if (game) assert.equal(game.toJSON(), before, 'the game is unchanged');
}

test('rulesets() describes all eleven games with their options and layouts', () => {
  const all = rulesets();
  assert.deepEqual(IDS, ['omweso', 'omweso-tournament', 'coro', 'aweet', 'hus', 'igisoro', 'kombe', 'mongale', 'mongola', 'oware', 'layli-goobalay']);
  for (const r of all) {
    assert.ok(r.name && r.description.length > 80 && r.origin.country, r.id);
    // Real references, as the seeds cite them: no internal "Seed 000".
    assert.ok(r.sources.length >= 1 && r.sources.every((s) => s.title && !/seed \d/i.test(JSON.stringify(s))), r.id);
    assert.equal(typeof r.drawByAgreement, 'boolean', r.id);
    assert.ok(r.layouts.length >= 1);
    const seedsInLayout = r.layouts[0].rows.flat().reduce((a, b) => a + b, 0);
    assert.equal(seedsInLayout, r.seeds, `${r.id}: its first layout holds its seeds`);
    for (const o of r.options) {
      assert.ok(o.id && o.description && ['choice', 'bool', 'int'].includes(o.type), `${r.id}.${o.id}`);
      assert.ok('default' in o && typeof o.locked === 'boolean');
    }
  }
  const hus = all.find((r) => r.id === 'hus');
  assert.ok(hus.options.find((o) => o.id === 'reverse').locked);
  assert.equal(all.find((r) => r.id === 'aweet').cols, 10);
  assert.ok(all.find((r) => r.id === 'mongale').notes.join(' ').includes('68'));
  // Igisoro's turning pits: both ends of each outer row, the second from each end of each inner row.
  assert.deepEqual(all.find((r) => r.id === 'igisoro').turningPits, [[0, 0], [0, 7], [1, 1], [1, 6], [2, 1], [2, 6], [3, 0], [3, 7]]);
  assert.deepEqual(all.find((r) => r.id === 'omweso').turningPits, []);
});

test('layouts() mirrors presets for a clockwise game and follows Hus size', () => {
  const [ccw] = layouts('kombe', {});
  const [cw] = layouts('kombe', { direction: 'cw' });
  assert.deepEqual(cw.rows, ccw.rows.map((r) => r.slice().reverse()));
  assert.equal(layouts('hus', { size: '4x6' })[0].rows[0].length, 6);
  rejects(null, () => layouts('go', {}), /unknown ruleset "go"/);
  rejects(null, () => layouts('hus', { size: '5x5' }), /option "size" cannot be "5x5"/);
});

test('new Game: layouts per side, options and first mover', () => {
  const g = new Game({ ruleset: 'omweso', layout: { south: 'outer-fours', north: 'checkerboard' }, options: { outer_markers: true }, first: 'north' });
  const s = g.state();
  assert.deepEqual(s.board[3], [4, 4, 4, 4, 4, 4, 4, 4]);
  assert.deepEqual(s.board[0], [4, 0, 4, 0, 4, 0, 4, 0]);
  assert.equal(s.toMove, 'north');
  assert.equal(g.options().outer_markers, true);
  const custom = new Game({ ruleset: 'omweso', layout: { south: [[0, 0, 0, 0, 0, 0, 0, 0], [4, 4, 4, 4, 4, 4, 4, 4]], north: 'all-twos' } });
  assert.deepEqual(custom.state().board[2], [0, 0, 0, 0, 0, 0, 0, 0]);
  const random = new Game({ ruleset: 'igisoro', first: 'random' });
  assert.ok(['south', 'north'].includes(random.state().toMove));
});

test('new Game rejects bad settings with every problem named', () => {
  rejects(null, () => new Game({ ruleset: 'chess' }), /unknown ruleset "chess"/);
  rejects(null, () => new Game({ ruleset: 'omweso', options: { colour: 'red' } }), /unknown option "colour"/);
  rejects(null, () => new Game({ ruleset: 'omweso', options: { direction: 'up' } }), /option "direction" cannot be "up"/);
  rejects(null, () => new Game({ ruleset: 'omweso', options: { pit_cap: 'ten' } }), /option "pit_cap" cannot be "ten"/);
  rejects(null, () => new Game({ ruleset: 'hus', options: { reverse: 'four_leftmost' } }), /locked to "none" in Hus/);
  rejects(null, () => new Game({ ruleset: 'oware', options: { reverse: 'none' } }), /does not apply to Oware/);
  rejects(null, () => new Game({ ruleset: 'omweso', layout: 'spiral' }), /unknown layout "spiral"/);
  rejects(null, () => new Game({ ruleset: 'oware', layout: { south: 'standard', north: 'standard' } }), /per-side layouts belong to the four-row games/);
  rejects(null, () => new Game({ ruleset: 'omweso', layout: { south: [[1, 2], [3, 4]], north: [[9, 9, 9, 9, 9, 9, 9, 9], [0, 0, 0, 0, 0, 0, 0, 0]] } }),
    /(?=.*south's layout must be 2 rows of 8 pits)(?=.*north's layout holds 72 seeds; it must hold 32)/);
  rejects(null, () => new Game({ ruleset: 'omweso', options: { pit_cap: 3 } }), /no pit may start with more than 3 seeds/);
  rejects(null, () => new Game(42), /malformed game settings/);
  rejects(null, () => new Game(), /game settings is missing/);
  rejects(null, () => new Game({ ruleset: 'omweso', colour: 'red' }), /unknown field "colour" in game settings/);
});

test('checkGame lists problems for the live layout editor', () => {
  assert.deepEqual(checkGame({ ruleset: 'omweso', layout: 'all-twos' }), []);
  const problems = checkGame({ ruleset: 'omweso', layout: { south: [[0, 0, 0, 0, 0, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1, 1]], north: 'all-twos' } });
  assert.deepEqual(problems, ["south's layout holds 8 seeds; it must hold 32"]);
});

test('legalMoves, play and the events of a turn', () => {
  const g = new Game({ ruleset: 'omweso', layout: 'outer-fours' });
  const moves = g.legalMoves();
  assert.equal(moves.length, 8, 'the eight outer pits of four');
  assert.ok(moves.every((m) => m.kind === 'sow' && m.pit[0] === 3 && m.dir === 'ccw'));
  const events = g.play({ kind: 'sow', pit: [3, 0] });
  assert.deepEqual(events[0], { type: 'turn_start', player: 'south' });
  assert.deepEqual(events[1], { type: 'lift', pit: [3, 0], count: 4 });
  assert.equal(events.filter((e) => e.type === 'sow').length >= 4, true);
  assert.equal(events.at(-1).type, 'turn_end');
  assert.equal(g.state().toMove, 'north');
  assert.equal(g.state().movesPlayed, 1);
  assert.deepEqual(g.history(), [{ player: 'south', decision: { kind: 'sow', pit: [3, 0], dir: 'ccw' } }]);
});

test('play rejects illegal and malformed decisions and changes nothing', () => {
  const g = new Game({ ruleset: 'omweso', layout: 'outer-fours' });
  rejects(g, () => g.play({ kind: 'sow', pit: [0, 0] }), /pit \[0, 0\] belongs to the opponent/);
  rejects(g, () => g.play({ kind: 'sow', pit: [2, 0] }), /pit \[2, 0\] is empty/);
  rejects(g, () => g.play({ kind: 'sow', pit: [7, 0] }), /pit \[7, 0\] is not on the board/);
  rejects(g, () => g.play({ kind: 'sow', pit: [3, 5], dir: 'cw' }), /cannot be sown clockwise: only the four leftmost pits/);
  rejects(g, () => g.play({ kind: 'direction', dir: 'cw' }), /no choice of direction is pending/);
  rejects(g, () => g.play({ kind: 'pass' }), /no pass/);
  rejects(g, () => g.play({ kind: 'okwesera', pit: [3, 0] }), /no okwesera/);
  rejects(g, () => g.play({ kind: 'timeout' }), /a timeout belongs to the blitz mode/);
  rejects(g, () => g.play({ kind: 'fly' }), /malformed decision: unknown variant `fly`/);
  rejects(g, () => g.play({ kind: 'sow', pit: 'a1' }), /malformed decision/);
  rejects(g, () => g.play({ kind: 'sow', pit: [3, 0], dir: 'up' }), /malformed decision/);
  rejects(g, () => g.play(null), /decision is missing/);
  rejects(g, () => g.play('sow'), /malformed decision/);
  rejects(g, () => g.play({ kind: 'sow', pit: [3, 0], direction: 'cw' }), /unknown field "direction" in decision/);
  rejects(g, () => g.isEndless({ kind: 'sow', pit: [0, 0] }), /belongs to the opponent/);
});

test('a paused turn: pending choice in state, legal directions, answer resumes', () => {
  const setup = { ruleset: 'omweso', board: [[2, 0, 0, 0, 0, 0, 0, 2], [3, 0, 0, 0, 0, 0, 0, 0], [1, 3, 0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0, 0, 0]], toMove: 'south', allowUnusualTotals: true };
  const g = Game.fromSetup(setup);
  const events = g.play({ kind: 'sow', pit: [2, 1] });
  assert.deepEqual(events.at(-1), { type: 'pause', reason: 'reverse_lap', pit: [3, 1], seeds: 2 });
  assert.deepEqual(g.state().pending, { reason: 'reverse_lap', pit: [3, 1], seeds: 2, choices: ['ccw', 'cw'] });
  assert.deepEqual(g.legalMoves(), [{ kind: 'direction', dir: 'ccw' }, { kind: 'direction', dir: 'cw' }]);
  rejects(g, () => g.play({ kind: 'sow', pit: [3, 0] }), /paused for a choice of direction/);
  const rest = g.play({ kind: 'direction', dir: 'cw' });
  assert.equal(rest[0].type, 'choose');
  assert.ok(rest.some((e) => e.type === 'capture'));
  assert.equal(g.state().pending, null);
});

test('undo, undoTurn and redo', () => {
  const g = new Game({ ruleset: 'oware' });
  const start = g.state();
  rejects(g, () => g.undo(), /cannot undo: nothing to undo/);
  rejects(g, () => g.redo(), /cannot redo: nothing to redo/);
  g.play({ kind: 'sow', pit: [1, 2] });
  const after = g.state();
  g.undo();
  assert.deepEqual(g.state().board, start.board);
  assert.equal(g.state().canRedo, true);
  const replay = g.redo();
  assert.equal(replay[0].type, 'turn_start');
  assert.deepEqual(g.state().board, after.board);
  g.play({ kind: 'sow', pit: [0, 0] });
  g.undoTurn();
  assert.deepEqual(g.state().board, after.board);
  // Ekisibé: no take-backs.
  const strict = new Game({ ruleset: 'omweso-tournament', options: { mode: 'ekisibe' } });
  strict.play(strict.legalMoves()[0]);
  rejects(strict, () => strict.undo(), /ekisibé/);
});

test('toJSON / fromJSON round trip, and corrupt input is refused', () => {
  const g = new Game({ ruleset: 'layli-goobalay' });
  const random = rng(5);
  for (let i = 0; i < 20 && !g.state().result; i++) {
    const moves = g.legalMoves();
    g.play(moves[Math.floor(random() * moves.length)]);
  }
  g.undo();
  const text = g.toJSON();
  const back = Game.fromJSON(text);
  assert.deepEqual(back.state(), g.state());
  assert.equal(back.toJSON(), text, 'the redo list is saved too');
  rejects(null, () => Game.fromJSON('not json'), /not a saved game/);
  rejects(null, () => Game.fromJSON('{"format":"pgn"}'), /its format is "pgn"/);
  rejects(null, () => Game.fromJSON(JSON.stringify({ ...JSON.parse(text), version: 9 })), /saved game version 9 is not supported/);
  const corrupt = JSON.parse(text);
  corrupt.decisions[1] = { kind: 'sow', pit: [1, 0] };
  rejects(null, () => Game.fromJSON(JSON.stringify(corrupt)), /decision 2 .* is illegal/);
  const badSetup = JSON.parse(text);
  badSetup.setup.board[0][0] = -4;
  rejects(null, () => Game.fromJSON(JSON.stringify(badSetup)), /negative count/);
  rejects(null, () => Game.fromJSON(42), /takes the string/);
});

test('fromSetup validates every problem at once, and decides a player without moves', () => {
  rejects(null, () => Game.fromSetup({ ruleset: 'omweso', board: [[1, 2], [-1, 0, 0, 0, 0, 0, 0, 0]] }),
    /the board has 2 rows; Omweso \(Uganda\) has 4; row 0 has 2 pits; it should have 8; pit \[1, 0\] holds a negative count/);
  rejects(null, () => Game.fromSetup({ ruleset: 'omweso', board: [[2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 1]] }),
    /south has 31 seeds; Omweso \(Uganda\) gives each side 32/);
  rejects(null, () => Game.fromSetup({ ruleset: 'layli-goobalay', board: [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]], uur: [{ pit: [0, 0], owner: 'south' }] }),
    /no facing uur of the same owner/);
  rejects(null, () => Game.fromSetup({ ruleset: 'oware', board: [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 4]], uur: [{ pit: [0, 0], owner: 'south' }] }), /Oware \(Abapa\) has no uur/);
  rejects(null, () => Game.fromSetup({ ruleset: 'kombe', board: [[5, 5, 5, 5, 0, 0, 0, 0], [2, 2, 2, 6, 0, 0, 0, 0], [0, 0, 0, 0, 6, 2, 2, 2], [0, 0, 0, 0, 5, 5, 5, 5]], stores: [3, 0] }),
    /Kombe keeps no seeds off the board \(stores\)/);
  rejects(null, () => Game.fromSetup({ ruleset: 'aweet', board: [[200, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [60, 0, 0, 0, 0, 0, 0, 0, 0, 0]], allowUnusualTotals: true }),
    /the position holds 260 seeds; it may hold at most 255/);
  const lost = Game.fromSetup({ ruleset: 'omweso', board: [[2, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]], toMove: 'south', allowUnusualTotals: true });
  assert.deepEqual(lost.state().result, { winner: 'north', reason: 'no_moves', points: 1 });
  rejects(lost, () => lost.play({ kind: 'sow', pit: [2, 0] }), /the game is over/);
});

/** The thrown error's `code` and `params`, for a page to translate. */
function thrown(fn) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof Error, 'a JS Error');
    assert.equal(typeof e.code, 'string');
    assert.equal(typeof e.params, 'object');
    return e;
  }
  assert.fail('it did not throw');
}

test('every error carries a stable code and its params', () => {
  const g = new Game({ ruleset: 'omweso' });
  const illegal = thrown(() => g.play({ kind: 'sow', pit: [0, 0] }));
  assert.match(illegal.message, /^illegal move: pit \[0, 0\] belongs to the opponent$/);
  assert.equal(illegal.code, 'not_your_pit');
  // The params say what a player needs to read it: whose pit, how many seeds, who moves.
  assert.deepEqual(illegal.params, { pit: [0, 0], side: 'south', owner: 'north', seeds: 4 });
  const reverse = thrown(() => g.play({ kind: 'sow', pit: [3, 5], dir: 'cw' }));
  assert.equal(reverse.code, 'reverse_not_allowed');
  assert.deepEqual(reverse.params, { pit: [3, 5], dir: 'cw', reason: 'not_four_leftmost', side: 'south', owner: 'south', seeds: 4 });

  // A setup with two problems: each with its own code, params and sentence.
  const setup = thrown(() => Game.fromSetup({ ruleset: 'omweso', board: [[2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2, 2, 2, 2]], stores: [1, 0] }));
  assert.match(setup.message, /^invalid setup: the board has 3 rows; Omweso \(Uganda\) has 4; Omweso \(Uganda\) keeps no seeds off the board \(stores\)/);
  assert.equal(setup.code, 'setup_problems');
  assert.deepEqual(setup.params, { count: 2 });
  assert.deepEqual(setup.problems, [
    { code: 'wrong_row_count', params: { ruleset: 'omweso', rows: 3, want: 4 }, message: 'the board has 3 rows; Omweso (Uganda) has 4' },
    { code: 'stores_in_four_row', params: { ruleset: 'omweso', field: 'stores' }, message: 'Omweso (Uganda) keeps no seeds off the board (stores): captured seeds are sown back into play' },
  ]);
  // One problem: its code is the error's.
  const totals = thrown(() => Game.fromSetup({ ruleset: 'oware', board: [[4, 4, 4, 4, 4, 4], [4, 4, 4, 4, 4, 3]] }));
  assert.equal(totals.code, 'unusual_total');
  assert.deepEqual(totals.params, { ruleset: 'oware', have: 47, want: 48 });
  assert.equal(totals.problems.length, 1);
  const option = thrown(() => new Game({ ruleset: 'omweso', options: { pit_cap: 'ten' } }));
  assert.equal(option.code, 'wrong_option_value');
  assert.deepEqual(option.params, { id: 'pit_cap', value: 'ten', type: 'int', min: 1, max: 64 });
  assert.equal(thrown(() => new Game({ ruleset: 'chess' })).params.name, 'chess');

  // A corrupt save: the decision, its number and the rule it breaks.
  g.play(g.legalMoves()[0]);
  const save = JSON.parse(g.toJSON());
  save.decisions[0] = { kind: 'sow', pit: [0, 0], dir: 'ccw' };
  const corrupt = thrown(() => Game.fromJSON(JSON.stringify(save)));
  assert.match(corrupt.message, /^corrupt saved game: decision 1 \(sow \[0, 0\] ccw\) is illegal: illegal move: pit \[0, 0\] belongs to the opponent$/);
  assert.equal(corrupt.code, 'illegal_saved_decision');
  assert.deepEqual(corrupt.params, { number: 1, decision: 'sow [0, 0] ccw', rule: 'not_your_pit', pit: [0, 0] });
  assert.equal(thrown(() => Game.fromJSON('{"format":"pgn"}')).code, 'foreign_format');
  assert.deepEqual(thrown(() => Game.fromJSON(JSON.stringify({ ...save, version: 9 }))).params, { version: 9, want: 1 });

  // Undo with nothing to undo.
  const fresh = new Game({ ruleset: 'oware' });
  const undo = thrown(() => fresh.undo());
  assert.equal(undo.message, 'cannot undo: nothing to undo');
  assert.equal(undo.code, 'nothing_to_undo');
  assert.deepEqual(undo.params, {});
  assert.equal(thrown(() => fresh.redo()).code, 'nothing_to_redo');
  assert.deepEqual(thrown(() => fresh.play({ kind: 'sow', pit: [3, 0], direction: 'cw' })).params,
    { what: 'decision', field: 'direction', known: ['kind', 'pit', 'dir', 'side'] });
});

test('isEndless finds RULES §2.1 short cycles and says no for an ordinary move', () => {
  const g = new Game({ ruleset: 'omweso' });
  assert.equal(g.isEndless(g.legalMoves()[0]), false);
});

test('pits() is a flat typed array matching the drawn board', () => {
  const g = new Game({ ruleset: 'aweet', layout: 'checkerboard' });
  const pits = g.pits();
  assert.ok(pits instanceof Uint8Array);
  assert.equal(pits.length, 40);
  assert.deepEqual(Array.from(pits), g.state().board.flat());
});

test('the tournament match: points, match score and the next game', () => {
  const board = [[0, 0, 0, 3, 0, 0, 0, 2], [0, 0, 0, 2, 0, 0, 0, 0], [0, 0, 0, 1, 0, 2, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]];
  const g = Game.fromSetup({ ruleset: 'omweso-tournament', board, toMove: 'south', turns: [1, 1], allowUnusualTotals: true });
  g.play({ kind: 'sow', pit: [2, 5] });
  assert.deepEqual(g.state().result, { winner: 'south', reason: 'okutema', points: 2 });
  assert.deepEqual(g.state().matchScore, [2, 0]);
  const next = g.nextGame();
  assert.equal(next.state().toMove, 'north', 'the loser moves first');
  rejects(null, () => new Game({ ruleset: 'omweso' }).nextGame(), /not over yet/);
});

for (const [n, id] of IDS.entries()) {
  test(`a full random game of ${id} from JS, seeds conserved after every turn`, () => {
    const g = new Game({ ruleset: id, first: 'south' });
    const total = seeds(g.state());
    const random = rng(n + 1);
    let plays = 0;
    while (!g.state().result && plays < 5000) {
      const moves = g.legalMoves();
      assert.ok(moves.length > 0);
      const events = g.play(moves[Math.floor(random() * moves.length)]);
      assert.ok(events.length > 0);
      plays++;
      assert.equal(seeds(g.state()), total, `seeds conserved after decision ${plays}`);
    }
    const end = g.state();
    assert.ok(end.result, 'the game ended');
    assert.deepEqual(g.legalMoves(), []);
    rejects(g, () => g.play({ kind: 'sow', pit: [1, 0] }), /the game is over/);
  });
}

test('the README quick start runs as written', () => {
  const out = execFileSync(process.execPath, [new URL('../../www/examples/quickstart.mjs', import.meta.url).pathname], { encoding: 'utf8' });
  assert.match(out, /^omweso \(Uganda\), omweso-tournament/);
  assert.match(out, /result: \{ winner: '(south|north)'/);
  assert.match(out, /illegal move: the game is over/);
  assert.match(out, /reloaded the same game: true/);
});

test('random junk across the API is refused with an Error, never a trap', () => {
  const random = rng(77);
  const pick = (xs) => xs[Math.floor(random() * xs.length)];
  const junk = (depth = 0) => {
    switch (Math.floor(random() * (depth > 2 ? 5 : 8))) {
      case 0: return Math.floor(random() * 20) - 5;
      case 1: return pick(['omweso', 'oware', 'sow', 'cw', 'ccw', 'south', '', 'x', 'all-twos', 'direction']);
      case 2: return pick([null, undefined, true, false, NaN, 1.5, -0, 2 ** 40]);
      case 3: return [junk(depth + 1), junk(depth + 1)];
      case 4: return pick([[3, 0], [2, 1], [9, 9], [-1, 0]]);
      default: {
        const o = {};
        for (const k of ['ruleset', 'layout', 'options', 'first', 'kind', 'pit', 'dir', 'board', 'toMove', 'south', 'north', 'stores', 'uur', 'allowUnusualTotals']) {
          if (random() < 0.4) o[k] = junk(depth + 1);
        }
        return o;
      }
    }
  };
  const game = new Game({ ruleset: 'omweso' });
  let refused = 0;
  for (let i = 0; i < 3000; i++) {
    const value = junk();
    const calls = [() => new Game(value), () => Game.fromSetup(value), () => Game.fromJSON(value), () => checkGame(value), () => game.play(value), () => game.isEndless(value)];
    for (const call of calls) {
      try {
        const made = call();
        if (made instanceof Game) made.free();
      } catch (e) {
        refused++;
        assert.ok(e instanceof Error && !(e instanceof WebAssembly.RuntimeError), `a plain Error, not ${e?.constructor?.name}: ${e?.message}`);
        assert.doesNotMatch(e.message, /unreachable|panicked/);
        assert.ok(typeof e.code === 'string' && /^[a-z_]+$/.test(e.code) && typeof e.params === 'object', `a code and params: ${e.message}`);
      }
    }
  }
  assert.ok(refused > 10000, `${refused} refusals`);
  // The engine is still healthy.
  assert.equal(new Game({ ruleset: 'oware' }).legalMoves().length, 6);
});

test('the save format is stable: the version-1 fixture loads and writes back byte for byte', async () => {
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(new URL('../fixtures/saved-v1.json', import.meta.url), 'utf8');
  const g = Game.fromJSON(text);
  assert.equal(g.toJSON(), text);
  assert.equal(g.state().canRedo, true);
  assert.equal(g.options().direction, 'cw');
});

test('the engine tells the page what it needs, so the page never tests a ruleset id', () => {
  // Kombe's first lap against the base direction is a chain; Omweso's is a reverse lap.
  const info = Object.fromEntries(rulesets().map((r) => [r.id, r]));
  assert.equal(info.kombe.firstLapReverse, 'chain');
  assert.equal(info.omweso.firstLapReverse, 'reverse_lap');
  assert.equal(info.igisoro.turningPits.length, 8);
  // The win scheme is the game's own: Omweso set to the tournament scheme says so.
  assert.equal(new Game({ ruleset: 'omweso' }).state().winScheme, 'uganda');
  assert.equal(new Game({ ruleset: 'omweso', options: { win_scheme: 'tournament' } }).state().winScheme, 'tournament');
  assert.equal(new Game({ ruleset: 'omweso-tournament' }).state().winScheme, 'tournament');
  assert.equal(new Game({ ruleset: 'oware' }).state().family, 'oware');
});
