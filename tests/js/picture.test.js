// A board's picture (board/picture.js), what the first board is drawn from
// before the engine: kept through JSON it gives back the model the live page
// draws of the position (app/view.js's liveModel at rest), in every ruleset
// over random games; anything else in its place is refused, never drawn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, rulesets } from './load.js';
import { rng } from './rng.js';
import { positionPicture, pictureModel, pictureSides } from '../../www/js/board/picture.js';
import { tallyText } from '../../www/js/words/tally.js';
import { boardModel } from '../../www/js/board/model.js';
import { pitIndex } from '../../www/js/pits.js';
import { firstBoards } from '../../tools/first-boards.mjs';
import { defaultSettings, settingsFor, gameSpec } from '../../www/js/game/settings.js';

/** The model the live page draws at rest for a person to move (liveModel without cursor, hint or preview). */
function liveModel(g, info) {
  const st = g.state();
  const m = boardModel(st, info.turningPits);
  if (!st.result) {
    if (st.pending) m.choice = { pit: pitIndex(st.pending.pit, st.cols), dirs: st.pending.choices };
    else for (const d of g.legalMoves()) if ('pit' in d) m.legal.add(pitIndex(d.pit, st.cols));
  }
  return m;
}

for (const info of rulesets()) {
  test(`${info.id}: a picture kept as JSON draws the live page's board of the position (20 random games)`, () => {
    const next = rng(5);
    let positions = 0;
    for (let game = 0; game < 20; game++) {
      const g = new Game({ ruleset: info.id, seed: game + 1 });
      for (let n = 0; n < 120 && !g.state().result; n++) {
        const picture = JSON.parse(JSON.stringify(positionPicture(g.state(), g.legalMoves(), info.turningPits, true)));
        assert.deepEqual(pictureModel(picture), { ...liveModel(g, info), preview: null }, `${info.id} game ${game + 1}, decision ${n + 1}`);
        // The players' bars say what the live page says of the state.
        const sides = pictureSides(picture);
        const st = g.state();
        assert.ok(sides);
        for (const i of /** @type {const} */ ([0, 1])) assert.equal(tallyText(sides, i), tallyText(st, i));
        assert.equal(sides.over, Boolean(st.result));
        positions++;
        const legal = g.legalMoves();
        g.play(legal[Math.floor(next() * legal.length)]);
      }
      g.free();
    }
    assert.ok(positions > 200, `${positions} positions`);
  });
}

test('a computer to move: its pits are not marked as playable', () => {
  const g = new Game({ ruleset: 'omweso' });
  const picture = positionPicture(g.state(), g.legalMoves(), [], false);
  assert.deepEqual(picture.legal, []);
  assert.ok(positionPicture(g.state(), g.legalMoves(), [], true).legal.length > 0);
  g.free();
});

test('the build\'s first boards are each game\'s fresh page, as the engine opens it', () => {
  const { first, boards } = firstBoards();
  assert.equal(first, defaultSettings().ruleset);
  assert.deepEqual(Object.keys(boards).sort(), rulesets().map((r) => r.id).sort());
  for (const info of rulesets()) {
    const g = new Game(gameSpec(settingsFor(defaultSettings(), info.id)));
    assert.deepEqual(pictureModel(boards[info.id]), { ...liveModel(g, info), preview: null }, info.id);
    g.free();
  }
});

test('what is not a picture is refused: the page then waits for its engine', () => {
  const g = new Game({ ruleset: 'oware' });
  const good = positionPicture(g.state(), g.legalMoves(), [], true);
  g.free();
  assert.notEqual(pictureModel(good), null);
  const bad = [
    null, 'board', 42, [], {},
    { ...good, rows: 5 }, { ...good, cols: 0 }, { ...good, rows: 2.5 },
    { ...good, counts: good.counts.slice(1) }, { ...good, counts: good.counts.map((c, i) => (i ? c : -1)) },
    { ...good, counts: good.counts.map((c, i) => (i ? c : '4')) },
    { ...good, legal: [99] }, { ...good, marks: [[0, 5]] }, { ...good, choice: { pit: 0, dirs: ['up'] } },
    { ...good, hand: { pit: 0, count: -2 } }, { ...good, uur: ['east', ...good.uur.slice(1)] },
    { ...good, stores: [1] }, { ...good, toMove: 'east' }, { ...good, turning: 'none' },
  ];
  for (const b of bad) assert.equal(pictureModel(b), null, JSON.stringify(b));
  assert.notEqual(pictureSides(good), null);
  for (const sides of [undefined, null, { ...good.sides, stores: [1] }, { ...good.sides, family: 'chess' }, { ...good.sides, over: 'no' }, { ...good.sides, winner: 'east' }, { ...good.sides, matchTo: -1 }]) {
    assert.equal(pictureSides({ ...good, sides }), null, JSON.stringify(sides));
  }
});
