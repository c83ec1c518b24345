// The board's geometry in every shape the rulesets use and every way it can
// be turned: hit testing finds the pit drawn, the direction buttons of a
// choice are big enough for a finger, cover no count and stay on the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rulesets } from './load.js';
import * as G from '../../www/js/board/geometry.js';
import { readFlip, writeFlip } from '../../www/js/board/frame.js';

/** Every board shape a ruleset can be played on (Hus's size option too). */
function shapes() {
  const seen = new Map();
  for (const r of rulesets()) {
    seen.set(`${r.rows}x${r.cols}`, [r.rows, r.cols]);
    for (const o of r.options) {
      if (o.id === 'size') for (const v of o.values ?? []) seen.set(v, v.split('x').map(Number));
    }
  }
  return [...seen.values()];
}

const ORIENTATIONS = [
  { quarter: false, flipped: false },
  { quarter: false, flipped: true },
  { quarter: true, flipped: false },
  { quarter: true, flipped: true },
];

/** A board of a given cell size in an orientation. */
function board(rows, cols, o, unit) {
  const aspectUnit = G.boardGeometry(rows, cols, 100, o).unit / 100;
  return G.boardGeometry(rows, cols, unit / aspectUnit, o);
}

const name = (rows, cols, o) => `${rows}×${cols} ${o.quarter ? 'quarter' : 'upright'}${o.flipped ? ' flipped' : ''}`;

test('the shapes include four rows of 8, 10, 7 and 6 and two rows of 6', () => {
  const keys = shapes().map(([r, c]) => `${r}x${c}`).sort();
  for (const k of ['4x8', '4x10', '4x7', '4x6', '2x6']) assert.ok(keys.includes(k), `${k} in ${keys}`);
});

for (const [rows, cols] of shapes()) {
  for (const o of ORIENTATIONS) {
    test(`${name(rows, cols, o)}: a pit is found where it is drawn, anywhere in its cell`, () => {
      for (const unit of [30, 56, 140]) {
        const g = board(rows, cols, o, unit);
        assert.ok(Math.abs(g.height / g.width - G.aspect(rows, cols, o)) < 1e-9, 'aspect matches the geometry');
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < cols; c++) {
            const p = G.pitCentre(g, r, c);
            assert.ok(p.x - g.pitR >= 0 && p.x + g.pitR <= g.width && p.y - g.pitR >= 0 && p.y + g.pitR <= g.height, `pit [${r}, ${c}] on the canvas`);
            assert.deepEqual(G.pitAt(g, p.x, p.y), [r, c]);
            const k = unit * 0.45;
            for (const [dx, dy] of [[-k, -k], [k, -k], [-k, k], [k, k]]) assert.deepEqual(G.pitAt(g, p.x + dx, p.y + dy), [r, c], `a corner of the cell of [${r}, ${c}]`);
            const back = G.toBoard(g, p.x, p.y);
            assert.ok(Math.abs(back.x - g.bx(c)) < 1e-9 && Math.abs(back.y - g.by(r)) < 1e-9, 'toBoard undoes toScreen');
          }
        }
        assert.equal(G.pitAt(g, -5, -5), null, 'off the board, no pit');
      }
    });

    test(`${name(rows, cols, o)}: direction buttons are finger-sized, inside the board, clear of every count`, () => {
      // The smallest cell the page draws on a phone is about 47 px (a 44 px pit).
      for (const unit of [48, 56, 90, 160]) {
        const g = board(rows, cols, o, unit);
        const badges = [];
        for (let r = 0; r < rows; r++) for (let c = 0; c < cols; c++) badges.push(G.countBadge(g, r, c));
        if (g.stores) for (const side of /** @type {const} */ (['south', 'north'])) badges.push(G.storeBadge(g, side));
        for (let r = 0; r < rows; r++) {
          for (let c = 0; c < cols; c++) {
            const spots = G.choiceSpots(g, r, c);
            const centre = G.pitCentre(g, r, c);
            const hand = G.handSpot(g, r, c).badge;
            for (const s of spots) {
              const where = `${s.dir} of [${r}, ${c}] at ${unit} px`;
              assert.ok(2 * s.r >= 44, `${where}: ${2 * s.r} px across`);
              assert.ok(s.x - s.r >= 0 && s.x + s.r <= g.width + 1e-9 && s.y - s.r >= 0 && s.y + s.r <= g.height + 1e-9, `${where}: inside the board`);
              for (const b of [...badges, hand]) {
                assert.ok(Math.hypot(s.x - b.x, s.y - b.y) >= s.r + b.r - 1e-9, `${where} covers the count at ${b.x.toFixed(1)}, ${b.y.toFixed(1)}`);
              }
              // It sits on the side its direction sows towards.
              assert.ok((s.x - centre.x) * s.towards.x + (s.y - centre.y) * s.towards.y > 0, `${where}: on its own side`);
            }
            assert.ok(Math.hypot(spots[0].x - spots[1].x, spots[0].y - spots[1].y) >= spots[0].r + spots[1].r, 'the two buttons do not overlap');
            // The count of the seeds in hand covers no other count either, and stays on the board.
            for (const b of badges) assert.ok(Math.hypot(hand.x - b.x, hand.y - b.y) >= hand.r + b.r - 1e-9, `the hand's count over [${r}, ${c}] covers another`);
            assert.ok(hand.x - hand.r >= 0 && hand.x + hand.r <= g.width + 1e-9 && hand.y - hand.r >= 0 && hand.y + hand.r <= g.height + 1e-9, `the hand's count over [${r}, ${c}] on the board`);
          }
        }
      }
    });

    if (rows === 2) {
      test(`${name(rows, cols, o)}: the stores are on the board, clear of the pits`, () => {
        const g = board(rows, cols, o, 60);
        for (const side of /** @type {const} */ (['south', 'north'])) {
          const s = G.storeCentre(g, side);
          assert.ok(s.x > 0 && s.x < g.width && s.y > 0 && s.y < g.height, `${side}'s store on the board`);
          assert.equal(G.pitAt(g, s.x, s.y), null, 'a store is no pit');
          const b = G.storeBadge(g, side);
          assert.ok(b.x - b.r >= 0 && b.x + b.r <= g.width && b.y - b.r >= 0 && b.y + b.r <= g.height, 'its count on the board');
        }
        // South's store is at South's right: beside South's last pit, whichever way the board turns.
        const south = G.storeCentre(g, 'south');
        const last = G.pitCentre(g, 1, cols - 1);
        const first = G.pitCentre(g, 1, 0);
        assert.ok(Math.hypot(south.x - last.x, south.y - last.y) < Math.hypot(south.x - first.x, south.y - first.y));
      });
    }
  }
}

test('counts read upright: above their pit on an upright or flipped board, to its left when turned', () => {
  for (const o of ORIENTATIONS) {
    const g = board(4, 8, o, 60);
    const p = G.pitCentre(g, 3, 2);
    const b = G.countBadge(g, 3, 2);
    if (o.quarter) assert.ok(b.x < p.x && Math.abs(b.y - p.y) < 1e-9, name(4, 8, o));
    else assert.ok(b.y < p.y && Math.abs(b.x - p.x) < 1e-9, name(4, 8, o));
  }
});

test('the board turns as the page says: North on top, at the bottom when flipped, on the left when turned', () => {
  const north = (o) => G.pitCentre(board(4, 8, o, 60), 0, 0);
  const south = (o) => G.pitCentre(board(4, 8, o, 60), 3, 0);
  assert.ok(north(ORIENTATIONS[0]).y < south(ORIENTATIONS[0]).y);
  assert.ok(north(ORIENTATIONS[1]).y > south(ORIENTATIONS[1]).y);
  assert.ok(north(ORIENTATIONS[2]).x < south(ORIENTATIONS[2]).x);
  assert.ok(north(ORIENTATIONS[3]).x > south(ORIENTATIONS[3]).x);
  // Arrow keys follow the screen: "down" goes towards the bottom of the screen.
  for (const o of ORIENTATIONS) {
    const g = board(4, 8, o, 60);
    const [dr, dc] = G.boardStep(g, 0, 1);
    const from = G.pitCentre(g, 1, 3);
    const to = G.pitCentre(g, 1 + dr, 3 + dc);
    assert.ok(to.y > from.y && Math.abs(to.x - from.x) < 1e-9, `down in ${name(4, 8, o)}`);
  }
});

test('a phone held upright turns the board a quarter; a desktop does not', () => {
  assert.equal(G.chooseQuarter(4, 8, false, 374, 560), true, 'phone, four rows');
  assert.equal(G.chooseQuarter(2, 6, true, 374, 560), true, 'phone, two rows');
  assert.equal(G.chooseQuarter(4, 8, false, 1000, 600), false, 'desktop');
  assert.equal(G.chooseQuarter(4, 8, false, 1500, 800), false, 'kiosk');
  // Square-ish boxes do not turn for a few per cent.
  assert.equal(G.chooseQuarter(4, 8, false, 600, 600), false);
  const w = G.fitWidth(4, 8, false, { quarter: true, flipped: false }, 374, 560);
  const g = G.boardGeometry(4, 8, w, { quarter: true, flipped: false });
  assert.ok(g.width <= 374 + 1e-9 && g.height <= 560 + 1e-9, 'the turned board fits its box');
  assert.ok(2 * g.pitR >= 44, `pits of ${2 * g.pitR} px on a phone`);
});

test('the remembered flip: only its own values count, a corrupt or refused storage is upright', () => {
  const store = new Map();
  const storage = { getItem: (k) => store.get(k) ?? null, setItem: (k, v) => { store.set(k, v); } };
  assert.equal(readFlip(storage), false, 'nothing stored');
  writeFlip(storage, true);
  assert.equal(readFlip(storage), true);
  writeFlip(storage, false);
  assert.equal(readFlip(storage), false);
  for (const junk of ['true', '1', '{"flipped":true}', 'FLIPPED', '']) {
    store.set('omweso.flip', junk);
    assert.equal(readFlip(storage), false, `corrupt ${JSON.stringify(junk)}`);
  }
  const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('quota'); } };
  assert.equal(readFlip(refusing), false);
  assert.doesNotThrow(() => writeFlip(refusing, true));
  assert.equal(readFlip(null), false);
});
