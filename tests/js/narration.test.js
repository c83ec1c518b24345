// The words of www/js/words/narration.js under both base directions: every
// direction it names must be the true one (the event's own, absolute) or be
// said relative to the base ("against the usual direction"). The positions
// are played by the real engine, mirrored for the clockwise game (RULES §1).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './load.js';
import { describe, choicePrompt, illegalText, resultText } from '../../www/js/words/narration.js';

const NAMES = { south: 'Ama', north: 'Kato' };
const ctx = (base) => ({ rows: 4, family: 'four_row', names: NAMES, tournament: false, base });
const flip = (d) => (d === 'cw' ? 'ccw' : 'cw');
const WORD = { ccw: 'counter-clockwise', cw: 'clockwise' };

const rows = (text) => text.split('/').map((r) => r.trim().split(/\s+/).map(Number));
/** The position on `board` with base direction `base`: mirrored when clockwise. */
function position(ruleset, board, base, extra = {}) {
  const b = rows(board);
  return Game.fromSetup({
    ruleset, board: base === 'cw' ? b.map((r) => r.slice().reverse()) : b, toMove: 'south',
    options: { direction: base, ...(extra.options ?? {}) }, allowUnusualTotals: true,
  });
}
const at = (base, [row, col]) => (base === 'cw' ? [row, 7 - col] : [row, col]);

/** Every absolute direction the text names is `dir`, and there is at least one. */
function namesOnly(text, dir) {
  const said = [...text.matchAll(/(counter-)?clockwise/gi)].map((m) => m[0].toLowerCase());
  assert.ok(said.length > 0, `"${text}" names the direction`);
  assert.deepEqual([...new Set(said)], [WORD[dir]], `"${text}" says ${WORD[dir]}`);
}
/** The text names no absolute direction at all. */
function namesNone(text) {
  assert.doesNotMatch(text, /clockwise/i, `"${text}" names no absolute direction`);
}
const AGAINST = /against the usual (direction|way)/;

for (const base of ['ccw', 'cw']) {
  test(`Omweso, base ${base}: a reverse first lap is asked and narrated against the usual direction`, () => {
    const g = position('omweso', '2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 1 0 0 0 0 0 0 0 / 0 2 0 0 0 0 0 0', base);
    const pit = at(base, [3, 1]);
    const choice = g.choices().find((c) => c.pit && c.pit[0] === pit[0] && c.pit[1] === pit[1]);
    const { text, buttons } = choicePrompt(choice);
    assert.match(text, AGAINST);
    namesNone(text);
    assert.equal(buttons.length, 2);
    namesOnly(buttons[0].label, base);
    assert.doesNotMatch(buttons[0].label, AGAINST);
    namesOnly(buttons[1].label, flip(base));
    assert.match(buttons[1].label, AGAINST);
    const events = g.play(buttons[1].decision);
    const lap = events.find((e) => e.type === 'lap_start' && e.rule === 'reverse');
    const said = describe(lap, ctx(base));
    namesOnly(said, flip(base));
    assert.match(said, AGAINST);
  });

  test(`Omweso, base ${base}: a paused reverse lap, its prompt, the pause and the choice`, () => {
    const g = position('omweso', '2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 1 3 0 0 0 0 0 0 / 0 1 0 0 0 0 0 0', base);
    const events = g.play({ kind: 'sow', pit: at(base, [2, 1]) });
    const pause = events.at(-1);
    assert.equal(pause.type, 'pause');
    const paused = describe(pause, ctx(base));
    namesOnly(paused, flip(base));
    assert.match(paused, AGAINST);
    const [choice] = g.choices();
    assert.ok(choice.paused);
    const { text, buttons } = choicePrompt(choice);
    namesNone(text);
    assert.match(text, AGAINST);
    assert.match(text, new RegExp(`The ${choice.seeds} seeds`));
    const reverse = buttons.find((b) => b.decision.dir === flip(base));
    const after = g.play(reverse.decision);
    const chosen = describe(after.find((e) => e.type === 'choose'), ctx(base));
    namesOnly(chosen, flip(base));
    assert.match(chosen, AGAINST);
    const lap = describe(after.find((e) => e.type === 'lap_start' && e.rule === 'reverse'), ctx(base));
    namesOnly(lap, flip(base));
  });

  test(`Kombe, base ${base}: the chain is offered and narrated against the usual direction`, () => {
    const g = position('kombe', '0 3 0 0 0 0 0 2 / 0 2 0 0 0 0 0 0 / 0 1 0 0 0 0 0 0 / 1 0 0 2 0 2 0 0', base);
    const pit = at(base, [3, 5]);
    const choice = g.choices().find((c) => c.pit && c.pit[0] === pit[0] && c.pit[1] === pit[1]);
    assert.deepEqual(choice.why, ['chain']);
    const { text, buttons } = choicePrompt(choice);
    namesNone(text);
    assert.match(text, AGAINST);
    const events = g.play(buttons.find((b) => b.decision.dir === flip(base)).decision);
    const chain = describe(events.find((e) => e.type === 'lap_start' && e.rule === 'chain'), ctx(base));
    namesOnly(chain, flip(base));
    assert.match(chain, AGAINST);
    assert.match(chain, /chain/i);
  });

  test(`Igisoro, base ${base}: a turning pit, its buttons and the choice made`, () => {
    const g = position('igisoro', '2 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 2 0 1', base);
    const events = g.play({ kind: 'sow', pit: at(base, [3, 5]) });
    namesNone(describe(events.at(-1), ctx(base)));
    // The choice made says its true direction and how it stands to the usual one.
    for (const dir of [base, flip(base)]) {
      const said = describe({ type: 'choose', dir }, ctx(base));
      namesOnly(said, dir);
      if (dir === base) assert.doesNotMatch(said, AGAINST); else assert.match(said, AGAINST);
    }
    const [choice] = g.choices();
    assert.deepEqual(choice.why, ['turning_pit']);
    const { text, buttons } = choicePrompt(choice);
    namesNone(text);
    namesOnly(buttons[0].label, base);
    namesOnly(buttons[1].label, flip(base));
    assert.match(buttons[1].label, AGAINST);
    const after = g.play(buttons[1].decision);
    namesOnly(describe(after.find((e) => e.type === 'choose'), ctx(base)), flip(base));
  });
}

test('illegal decisions are said in words, with pit names and players, never engine coordinates', () => {
  const g = position('omweso', '1 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 1 0 0 0 0 0 0 0 / 3 0 0 0 0 0 0 0', 'ccw');
  const theirs = illegalText(g.explain({ kind: 'sow', pit: [0, 7] }), ctx('ccw'));
  assert.equal(theirs, 'h4 belongs to Kato: sow from your own pits.');
  assert.equal(illegalText(g.explain({ kind: 'sow', pit: [2, 0] }), ctx('ccw')), 'a2 holds a single seed; a move needs at least 2.');
  const reverse = illegalText(g.explain({ kind: 'sow', pit: [3, 0], dir: 'cw' }), ctx('ccw'));
  assert.match(reverse, /^a1 cannot be sown against the usual direction: sown that way the lap would not end directly in a capture\.$/);
  for (const text of [theirs, reverse]) assert.doesNotMatch(text, /\[|\{|illegal/);
  // "Leftmost" is "rightmost" in a clockwise game.
  const cw = position('omweso', '2 0 0 0 0 0 0 2 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 2 0 0', 'cw');
  const far = illegalText(cw.explain({ kind: 'sow', pit: at('cw', [3, 5]), dir: 'ccw' }), ctx('cw'));
  assert.match(far, /rightmost/);
});

test('the end of a resigned or an agreed game is said in words', () => {
  const g = new Game({ ruleset: 'oware' });
  const [end] = g.resign('north');
  assert.equal(resultText(end, { ...ctx('ccw'), family: 'oware' }), 'Ama wins: the opponent resigned.');
  const d = new Game({ ruleset: 'oware' });
  const [drawn] = d.agreeDraw();
  assert.equal(resultText(drawn, ctx('ccw')), 'The game is drawn: both players agreed.');
});

test('a pit with several ways asks once, naming each, with a button for each', () => {
  // Tournament, before any capture: a pit of three that also captures reversed.
  const board = [[2, 1, 1, 1, 1, 1, 1, 2], [1, 1, 1, 1, 1, 1, 1, 1], [3, 0, 0, 1, 0, 0, 0, 0], [0, 0, 0, 0, 0, 0, 0, 0]];
  const g = Game.fromSetup({ ruleset: 'omweso-tournament', board, toMove: 'south', turns: [1, 1], allowUnusualTotals: true });
  const choice = g.choices().find((c) => c.pit[0] === 2 && c.pit[1] === 0);
  assert.deepEqual(choice.why, ['reverse_lap', 'okwesera']);
  const { text, buttons } = choicePrompt(choice);
  assert.match(text, /against the usual direction.*okwesera/);
  namesNone(text);
  assert.deepEqual(buttons.map((b) => b.label), ['Sow normally', '↻ Clockwise (against the usual way)', 'Okwesera']);
  assert.deepEqual(buttons.map((b) => b.decision.kind), ['sow', 'sow', 'okwesera']);
});
