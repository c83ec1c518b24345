// The board's marks, their pure parts: the coordinates (named as the
// narration names pits, on the canvas, clear of every bowl, count and store
// however the board is turned), the legend's marks for each game (read from
// the engine's data), the move preview's decision, drawing and sentence, the
// remembered coordinates switch, and the texts in all five languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, rulesets } from './load.js';
import * as G from '../../www/js/board/geometry.js';
import { pitName } from '../../www/js/pits.js';
import { readCoords, writeCoords } from '../../www/js/board/frame.js';
import { legendKinds } from '../../www/js/play/legend.js';
import { previewDecision, previewMarks, previewSentence } from '../../www/js/play/move-preview.js';
import { BOARD_TEXTS } from '../../www/js/lang/board-texts.js';
import { SAMPLE_KINDS } from '../../www/js/board/view.js';
import { setLanguage } from '../../www/js/words/i18n.js';

const ORIENTATIONS = [
  { quarter: false, flipped: false },
  { quarter: false, flipped: true },
  { quarter: true, flipped: false },
  { quarter: true, flipped: true },
];

/** A board whose cells are `unit` CSS pixels, in an orientation. */
function board(rows, cols, o, unit, stores) {
  const per = G.boardGeometry(rows, cols, 100, o, stores).unit / 100;
  return G.boardGeometry(rows, cols, unit / per, o, stores);
}

/** The ink of a label: about 0.6 em a character, 0.75 em high. */
function box(l, text) {
  const w = 0.6 * l.size * text.length;
  const h = 0.75 * l.size;
  return { x0: l.x - w / 2, x1: l.x + w / 2, y0: l.y - h / 2, y1: l.y + h / 2 };
}

const hitsCircle = (b, c) => {
  const dx = Math.max(b.x0 - c.x, 0, c.x - b.x1);
  const dy = Math.max(b.y0 - c.y, 0, c.y - b.y1);
  return Math.hypot(dx, dy) < c.r;
};

test('the coordinates name every column and row as pitName does, clear of bowls, counts and stores, in every orientation', () => {
  for (const [rows, cols, stores] of [[4, 8, false], [4, 10, false], [4, 7, false], [4, 6, false], [2, 6, true]]) {
    for (const o of ORIENTATIONS) {
      for (const unit of [44, 60, 140]) {
        const g = board(rows, cols, o, unit, stores);
        const spots = G.coordinateSpots(g);
        const what = `${rows}x${cols} ${JSON.stringify(o)} at ${unit}px`;
        assert.equal(spots.length, rows + cols, what);
        for (const s of spots) {
          const text = s.axis === 'col' ? pitName([0, s.index], rows).replace(/\d+$/, '') : pitName([s.index, 0], rows).slice(1);
          const b = box(s, text);
          assert.ok(s.size >= 10, `${what}: readable (${s.size}px)`);
          assert.ok(b.x0 >= 0 && b.y0 >= 0 && b.x1 <= g.width && b.y1 <= g.height, `${what}: ${text} on the canvas`);
          for (let r = 0; r < rows; r++) {
            for (let c = 0; c < cols; c++) {
              const p = G.pitCentre(g, r, c);
              assert.ok(!hitsCircle(b, { ...p, r: g.pitR }), `${what}: ${text} clear of the bowl [${r}, ${c}]`);
              assert.ok(!hitsCircle(b, G.countBadge(g, r, c)), `${what}: ${text} clear of the count of [${r}, ${c}]`);
            }
          }
          if (stores) {
            for (const side of ['south', 'north']) {
              const rect = G.storeRect(g, side);
              const corners = [G.toScreen(g, rect.x, rect.y), G.toScreen(g, rect.x + rect.w, rect.y + rect.h)];
              const sx0 = Math.min(corners[0].x, corners[1].x), sx1 = Math.max(corners[0].x, corners[1].x);
              const sy0 = Math.min(corners[0].y, corners[1].y), sy1 = Math.max(corners[0].y, corners[1].y);
              assert.ok(b.x1 <= sx0 || b.x0 >= sx1 || b.y1 <= sy0 || b.y0 >= sy1, `${what}: ${text} clear of ${side}'s store`);
            }
          }
        }
        // A column's letter stays beside its column and a row's number beside its row, on the screen.
        for (const s of spots) {
          const p = s.axis === 'col' ? G.pitCentre(g, 0, s.index) : G.pitCentre(g, s.index, 0);
          const along = s.axis === 'col' ? G.pitCentre(g, rows - 1, s.index) : G.pitCentre(g, s.index, cols - 1);
          // On the line through the column's (row's) pits.
          const cross = (along.x - p.x) * (s.y - p.y) - (along.y - p.y) * (s.x - p.x);
          assert.ok(Math.abs(cross) / Math.hypot(along.x - p.x, along.y - p.y) < 1e-6, `${what}: ${s.axis} ${s.index} in line`);
        }
      }
    }
  }
});

test('the coordinates switch is on unless turned off, and survives storage that refuses', () => {
  const store = new Map();
  const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) };
  assert.equal(readCoords(storage), true, 'on by default');
  writeCoords(storage, false);
  assert.equal(readCoords(storage), false);
  writeCoords(storage, true);
  assert.equal(readCoords(storage), true);
  const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
  assert.equal(readCoords(refusing), true);
  assert.doesNotThrow(() => writeCoords(refusing, false));
  assert.equal(readCoords(null), true);
});

/** A game's legend facts, as main.js gathers them. */
function facts(id, players = { computer: false, hints: false }) {
  const info = rulesets().find((r) => r.id === id);
  const g = new Game({ ruleset: id });
  const f = { family: g.state().family, turningPits: info.turningPits, skips: info.skips, options: g.options(), ...players };
  g.free();
  return f;
}

test('the legend lists the marks each game draws, from what the engine says of it', () => {
  const igisoro = legendKinds(facts('igisoro'));
  const layli = legendKinds(facts('layli-goobalay'));
  const oware = legendKinds(facts('oware'));
  const omweso = legendKinds(facts('omweso'));
  const hus = legendKinds(facts('hus'));
  assert.ok(igisoro.includes('turning') && igisoro.includes('choice') && !igisoro.includes('uur'), `igisoro: ${igisoro}`);
  assert.ok(layli.includes('uur') && layli.includes('stores') && !layli.includes('turning'), `layli: ${layli}`);
  assert.ok(!oware.includes('uur') && !oware.includes('turning') && !oware.includes('relay') && oware.includes('stores') && oware.includes('skip'), `oware: ${oware}`);
  assert.ok(omweso.includes('choice') && omweso.includes('hand') && !omweso.includes('stores') && !omweso.includes('skip'), `omweso: ${omweso}`);
  assert.ok(!hus.includes('choice') && !hus.includes('hand'), `hus has no reverse laps and no turning pits: ${hus}`);
  assert.ok(legendKinds(facts('mongola')).includes('skip'), 'Mongola skips its thin pits');
  for (const kinds of [igisoro, layli, oware, omweso]) for (const k of ['count', 'coords', 'legal', 'last', 'preview', 'capture']) assert.ok(kinds.includes(k), k);
  assert.ok(!omweso.includes('hint') && legendKinds(facts('omweso', { computer: true, hints: false })).includes('hint'), 'the hint ring only where a computer plays or hints');
  assert.ok(rulesets().every((r) => typeof r.skips === 'boolean'));
  assert.deepEqual(rulesets().filter((r) => r.skips).map((r) => r.id), ['mongola', 'oware']);
});

const rows = (text) => text.split('/').map((r) => r.trim().split(/\s+/).map(Number));
const setup = (ruleset, board) => Game.fromSetup({ ruleset, board: rows(board), toMove: 'south', allowUnusualTotals: true });

test('a pit previews its usual decision; a pit that cannot be played previews nothing', () => {
  const g = setup('omweso', '2 0 0 0 0 0 0 2 / 3 0 0 0 0 0 0 0 / 1 0 0 0 0 0 0 0 / 0 2 0 0 0 0 0 0');
  const choices = g.choices();
  assert.deepEqual(previewDecision(choices, 3 * 8 + 1, 8), { kind: 'sow', pit: [3, 1], dir: 'ccw' }, 'the usual way of a pit with two');
  assert.equal(previewDecision(choices, 0, 8), null, "the opponent's pit");
  assert.equal(previewDecision(choices, 2 * 8, 8), null, 'a single seed');
});

test('the preview in words and on the board: a capture, a relay with a pause, an uur, an Oware chain', () => {
  setLanguage('en');
  const four = { rows: 4, family: 'four_row' };
  const g = setup('omweso', '0 0 0 0 0 0 0 5 / 0 0 0 0 0 0 0 4 / 0 0 0 0 0 0 0 1 / 0 0 0 0 0 0 2 0');
  const p = g.preview({ kind: 'sow', pit: [3, 6] });
  assert.equal(previewSentence(p, four), 'g1: the first lap sows 2 seeds and ends in h2, a marker: it captures 9 seeds from h3 and h4 and sows them on.');
  assert.deepEqual(previewMarks(p, 8), { from: 30, path: [31, 23], end: 23, outcome: 'capture', taken: [15, 7] });
  const igisoro = setup('igisoro', '0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 0 0 0 / 0 0 0 0 0 2 0 2');
  const relay = igisoro.preview({ kind: 'sow', pit: [3, 5] });
  assert.equal(previewSentence(relay, four), 'f1: the first lap sows 2 seeds and ends in h1, an occupied pit: relay, its 3 seeds are sown on. Then you choose the direction: h1 is a turning pit.');
  const layli = setup('layli-goobalay', '4 3 4 4 4 4 / 1 0 4 4 4 4');
  assert.equal(previewSentence(layli.preview({ kind: 'sow', pit: [1, 0] }), { rows: 2, family: 'layli' }), 'a1: the first lap sows 1 seed and ends in b1, facing three seeds: b1 and b2 become uur.');
  const oware = setup('oware', '0 0 0 1 2 1 / 0 0 0 0 0 2');
  const chain = oware.preview({ kind: 'sow', pit: [1, 5] });
  assert.equal(previewSentence(chain, { rows: 2, family: 'oware' }), 'f1: the first lap sows 2 seeds and ends in e2: it captures 5 seeds from e2 and f2.');
  assert.deepEqual(previewMarks(chain, 6).taken, [4, 5]);
  setLanguage('it');
  assert.match(previewSentence(chain, { rows: 2, family: 'oware' }), /^f1: il primo giro semina 2 semi e finisce in e2: cattura 5 semi da e2 e f2\.$/);
  setLanguage('en');
});

test('the board texts exist in all five languages with the same placeholders', () => {
  const keys = Object.keys(BOARD_TEXTS.en).sort();
  const params = (s) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort().join();
  for (const lang of ['it', 'fr', 'ca', 'sw']) {
    assert.deepEqual(Object.keys(BOARD_TEXTS[lang]).sort(), keys, lang);
    for (const k of keys) {
      assert.equal(params(BOARD_TEXTS[lang][k]), params(BOARD_TEXTS.en[k]), `${lang} ${k}`);
      assert.notEqual(BOARD_TEXTS[lang][k], BOARD_TEXTS.en[k], `${lang} ${k} is translated`);
    }
  }
  // Every mark the legend can list has its sentence and its small board.
  const all = new Set([...legendKinds({ family: 'four_row', turningPits: [1], skips: true, options: { reverse: 'x' }, computer: true, hints: true }),
    ...legendKinds({ family: 'layli', turningPits: [], skips: false, options: {}, computer: false, hints: false })]);
  assert.deepEqual([...all].sort(), [...SAMPLE_KINDS].sort(), 'every sample is listed by some game');
  for (const k of all) assert.ok(`legend.${k}` in BOARD_TEXTS.en, k);
});
