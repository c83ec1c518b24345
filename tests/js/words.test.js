// The engine says what the page needs to word a game: the choices it offers
// (choices()), why a decision is refused without playing it (explain()), the
// endings the players choose (resign(), agreeDraw()) and the references of
// each ruleset (rulesets()[i].sources).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, rulesets } from './load.js';

const rows = (text) => text.split('/').map((r) => r.trim().split(/\s+/).map(Number));
const setup = (ruleset, board, options = {}) => Game.fromSetup({ ruleset, board: rows(board), toMove: 'south', options, allowUnusualTotals: true });
const same = (a, b) => a && b && a[0] === b[0] && a[1] === b[1];

test('choices() groups the legal decisions by pit, with their way and why', () => {
  for (const base of ['ccw', 'cw']) {
    const board = '2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 1 0 0 0 0 0 0 0 / 0 2 0 0 0 0 0 0';
    const g = setup('omweso', base === 'cw' ? rows(board).map((r) => r.reverse().join(' ')).join(' / ') : board, { direction: base });
    const pit = base === 'cw' ? [3, 6] : [3, 1];
    const choices = g.choices();
    const reverse = choices.find((c) => same(c.pit, pit));
    assert.deepEqual(reverse, {
      pit, seeds: 2, paused: false, why: ['reverse_lap'],
      options: [
        { decision: { kind: 'sow', pit, dir: base }, way: 'usual', why: null },
        { decision: { kind: 'sow', pit, dir: base === 'cw' ? 'ccw' : 'cw' }, way: 'reverse', why: 'reverse_lap' },
      ],
    });
    // Every legal decision once, and nothing else.
    const offered = choices.flatMap((c) => c.options.map((o) => JSON.stringify(o.decision))).sort();
    assert.deepEqual(offered, g.legalMoves().map((d) => JSON.stringify(d)).sort());
  }
  // A paused turn: its pit, the seeds in hand, both answers.
  const p = setup('omweso', '2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 1 3 0 0 0 0 0 0 / 0 1 0 0 0 0 0 0');
  p.play({ kind: 'sow', pit: [2, 1] });
  const [paused] = p.choices();
  assert.equal(paused.paused, true);
  assert.deepEqual(paused.pit, p.state().pending.pit);
  assert.equal(paused.seeds, p.state().pending.seeds);
  assert.deepEqual(paused.options.map((o) => [o.decision.dir, o.way]), [['ccw', 'usual'], ['cw', 'reverse']]);
  // Okwesera (the tournament) and Kombe's chain.
  const t = setup('omweso-tournament', '0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 3 0 0 0 0 0');
  assert.deepEqual(t.choices().find((c) => same(c.pit, [3, 2])).why, ['okwesera']);
  const k = setup('kombe', '0 3 0 0 0 0 0 2 / 0 2 0 0 0 0 0 0 / 0 1 0 0 0 0 0 0 / 1 0 0 2 0 2 0 0');
  assert.deepEqual(k.choices().find((c) => same(c.pit, [3, 5])).why, ['chain']);
  // A pass has no pit and no way.
  const pass = setup('omweso', '0 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 3 0 0 0 0 0 0 0', { allow_pass: true }).choices().at(-1);
  assert.deepEqual(pass, { pit: null, seeds: 0, paused: false, why: [], options: [{ decision: { kind: 'pass' }, way: null, why: null }] });
});

test('explain() says why without playing, and null for a legal decision', () => {
  const g = new Game({ ruleset: 'omweso', layout: 'all-twos' });
  const before = g.toJSON();
  assert.equal(g.explain(g.legalMoves()[0]), null);
  const theirs = g.explain({ kind: 'sow', pit: [0, 0] });
  assert.deepEqual(theirs, { code: 'not_your_pit', params: { pit: [0, 0], side: 'south', owner: 'north', seeds: 2 }, message: 'illegal move: pit [0, 0] belongs to the opponent' });
  assert.equal(g.explain({ kind: 'direction', dir: 'cw' }).code, 'no_choice_pending');
  assert.equal(g.explain({ kind: 'sow', pit: [9, 9] }).code, 'off_board');
  assert.equal(g.explain({ kind: 'resign', side: 'north' }), null, 'a resignation is always possible in a game going on');
  assert.equal(g.toJSON(), before, 'explain changed nothing');
  // The error play() throws carries the same code and params, and its message.
  const thrown = (() => { try { g.play({ kind: 'sow', pit: [0, 0] }); } catch (e) { return e; } })();
  assert.ok(thrown instanceof Error);
  assert.equal(thrown.code, theirs.code);
  assert.deepEqual(thrown.params, theirs.params);
  assert.equal(thrown.message, theirs.message);
  // A malformed decision is an input error, thrown like everywhere else.
  assert.throws(() => g.explain({ kind: 'fly' }), (e) => e.code === 'malformed_input');
  assert.throws(() => g.explain(), (e) => e.code === 'missing_input');
});

test('resign() and agreeDraw(): recorded, undone, saved, and never among the legal moves', () => {
  const g = new Game({ ruleset: 'oware' });
  g.play(g.legalMoves()[0]);
  const events = g.resign('south');
  assert.deepEqual(events, [{ type: 'game_end', winner: 'north', reason: 'resigned', points: 1 }]);
  assert.deepEqual(g.state().result, { winner: 'north', reason: 'resigned', points: 1 });
  assert.deepEqual(g.legalMoves(), []);
  assert.deepEqual(g.history().at(-1), { player: 'south', decision: { kind: 'resign', side: 'south' } });
  // Saved and reloaded; undone, it goes to the redo list and comes back.
  const again = Game.fromJSON(g.toJSON());
  assert.deepEqual(again.state().result, g.state().result);
  g.undo();
  assert.equal(g.state().result, null);
  assert.ok(g.legalMoves().length > 0);
  assert.ok(g.legalMoves().every((d) => d.kind !== 'resign' && d.kind !== 'draw'));
  const reloaded = Game.fromJSON(g.toJSON());
  assert.deepEqual(reloaded.redo(), [{ type: 'game_end', winner: 'north', reason: 'resigned', points: 1 }]);
  // A second ending is refused: the game is over.
  assert.throws(() => reloaded.agreeDraw(), (e) => e.code === 'game_over');
  assert.throws(() => g.resign('east'), (e) => e.code === 'malformed_input');
  // A draw where the rules allow it; the tournament's win scheme does not.
  const d = new Game({ ruleset: 'layli-goobalay' });
  assert.equal(d.state().drawByAgreement, true);
  assert.deepEqual(d.agreeDraw(), [{ type: 'game_end', winner: null, reason: 'agreed', points: 0 }]);
  const t = new Game({ ruleset: 'omweso-tournament' });
  assert.equal(t.state().drawByAgreement, false);
  const before = t.toJSON();
  assert.throws(() => t.agreeDraw(), (e) => e.code === 'draw_not_allowed' && e instanceof Error);
  assert.equal(t.toJSON(), before);
  assert.equal(new Game({ ruleset: 'omweso', options: { win_scheme: 'tournament' } }).state().drawByAgreement, false);
  // A tournament resignation: one point, and the match goes on.
  t.resign('north');
  assert.deepEqual(t.state().matchScore, [1, 0]);
  assert.equal(t.nextGame().state().toMove, 'north');
});

test('the rulesets cite their sources: the encyclopaedia article, the tournament rules, Jama Musse Jama', () => {
  const by = Object.fromEntries(rulesets().map((r) => [r.id, r]));
  const titles = (id) => by[id].sources.map((s) => `${s.author ?? ''} ${s.title}`);
  assert.ok(titles('omweso').some((t) => /Nsimbi/.test(t)));
  assert.ok(by.omweso.sources.some((s) => s.url === 'https://it.wikipedia.org/wiki/Omweso'));
  assert.ok(by['omweso-tournament'].sources.some((s) => s.published === 'Mancala World'));
  assert.ok(titles('layli-goobalay').some((t) => /Jama Musse Jama/.test(t)));
  for (const r of rulesets()) {
    for (const s of r.sources) assert.deepEqual(Object.keys(s).sort(), ['author', 'id', 'published', 'title', 'url']);
  }
  assert.equal(by['omweso-tournament'].drawByAgreement, false);
  assert.equal(by.oware.drawByAgreement, true);
});
