// Where things are on the board canvas: pit centres, counts, stores, the
// direction buttons of a choice, hit testing, and the stable resting place of
// every seed in a pit. Pure functions, no DOM.
//
// The board is laid out once in *board space* (rows across, row 0 = North's
// back row at the top, as RULES.md draws it) and then turned onto the screen
// by whole quarter turns: a phone held upright gets the board turned a
// quarter (rows running down the screen), two players across a table can flip
// it half a turn. Only the drawing turns: pits keep their [row, col] names.
// Everything a caller gets back (centre, pitAt, spots, stores) is in screen
// CSS pixels of the canvas.

/**
 * quarter: rows run down the screen (North's side on the left);
 * flipped: turned half a turn (North's side at the bottom, or on the right).
 * @typedef {{ quarter: boolean, flipped: boolean }} Orientation
 * @typedef {'ccw' | 'cw'} Dir
 * @typedef {{ x: number, y: number }} Point
 * @typedef {{ x: number, y: number, r: number }} Circle
 * @typedef {{ x: number, y: number, w: number, h: number }} Rect
 * @typedef {{
 *   rows: number, cols: number, stores: boolean, orientation: Orientation,
 *   width: number, height: number, pitR: number, unit: number,
 *   boardW: number, boardH: number,
 *   matrix: [number, number, number, number, number, number],
 *   bx: (c: number) => number, by: (r: number) => number,
 * }} BoardGeometry
 */

/** @type {Orientation} */
export const UPRIGHT = Object.freeze({ quarter: false, flipped: false });

// All lengths in units of one pit cell.
const PAD_Y = 0.25;
/** Room beyond each row end for the direction button of an end pit. */
const PAD_X = 0.5;
const STORE_W = 1.0;
const STORE_GAP = 0.15;
const STORE_PAD = 0.25;
const PIT_R = 0.43;
const BADGE_R = 0.129;
const BADGE_OFF = 0.36;
const SPOT_R = 0.47;
const SPOT_MIN_R = 0.3;
/** Half of a 44 px touch target, and a little more. */
const SPOT_TOUCH_R = 24;
const SPOT_SHIFT = 0.14;
const HAND_OFF = 0.5;

/** @param {number} rows */
const gapCells = (rows) => (rows === 4 ? 0.35 : 0.2);

/** Board space size in cells, and where the first column starts. */
function extent(/** @type {number} */ rows, /** @type {number} */ cols, /** @type {boolean} */ stores) {
  const x0 = stores ? STORE_PAD + STORE_W + STORE_GAP : PAD_X;
  return { x0, w: 2 * x0 + cols, h: 2 * PAD_Y + rows + gapCells(rows) };
}

/**
 * Clockwise quarter turns from board space to the screen. Upright is 0,
 * flipped 2; a quarter turn is counter-clockwise (3) so that North's side is
 * on the left and South's, the player holding the phone, under the right thumb.
 * @param {Orientation} o
 */
export function turns(o) {
  return ((o.quarter ? 3 : 0) + (o.flipped ? 2 : 0)) % 4;
}

/**
 * The board's aspect ratio on screen: height / width.
 * @param {number} rows
 * @param {number} cols
 * @param {Orientation} [o]
 * @param {boolean} [stores] room for the two stores at the ends (two-row games)
 */
export function aspect(rows, cols, o = UPRIGHT, stores = rows === 2) {
  const { w, h } = extent(rows, cols, stores);
  return o.quarter ? w / h : h / w;
}

/**
 * @param {number} rows
 * @param {number} cols
 * @param {number} width CSS pixels of the canvas on screen
 * @param {Orientation} [o]
 * @param {boolean} [stores]
 * @returns {BoardGeometry}
 */
export function boardGeometry(rows, cols, width, o = UPRIGHT, stores = rows === 2) {
  const ext = extent(rows, cols, stores);
  const unit = width / (o.quarter ? ext.h : ext.w);
  const boardW = ext.w * unit;
  const boardH = ext.h * unit;
  const q = turns(o);
  /** @type {[number, number, number, number, number, number][]} */
  const matrices = [
    [1, 0, 0, 1, 0, 0],
    [0, 1, -1, 0, boardH, 0],
    [-1, 0, 0, -1, boardW, boardH],
    [0, -1, 1, 0, 0, boardW],
  ];
  const matrix = matrices[q];
  const gap = gapCells(rows) * unit;
  return {
    rows, cols, stores, orientation: { quarter: o.quarter, flipped: o.flipped },
    width: o.quarter ? boardH : boardW,
    height: o.quarter ? boardW : boardH,
    pitR: unit * PIT_R, unit, boardW, boardH, matrix,
    bx: (c) => unit * (ext.x0 + c + 0.5),
    // The territories are split by a gap in the middle of the board.
    by: (r) => unit * (PAD_Y + r + 0.5) + (r >= rows / 2 ? gap : 0),
  };
}

/**
 * A board-space point on the screen.
 * @param {BoardGeometry} g
 * @param {number} x
 * @param {number} y
 * @returns {Point}
 */
export function toScreen(g, x, y) {
  const [a, b, c, d, e, f] = g.matrix;
  return { x: a * x + c * y + e, y: b * x + d * y + f };
}

/**
 * A screen point in board space (the matrix is a rotation: its inverse is its transpose).
 * @param {BoardGeometry} g
 * @param {number} x
 * @param {number} y
 * @returns {Point}
 */
export function toBoard(g, x, y) {
  const [a, b, c, d, e, f] = g.matrix;
  const dx = x - e;
  const dy = y - f;
  return { x: a * dx + b * dy, y: c * dx + d * dy };
}

/**
 * A board-space offset (dx, dy) as a screen offset.
 * @param {BoardGeometry} g
 * @param {number} dx
 * @param {number} dy
 */
function turnOffset(g, dx, dy) {
  const [a, b, c, d] = g.matrix;
  return { x: a * dx + c * dy, y: b * dx + d * dy };
}

/**
 * Which way along board y is "up or left" on the screen: counts sit on that
 * side of their pit, so that they read where the eye expects them, and the
 * direction buttons sit a little to the other side, clear of them.
 * @param {BoardGeometry} g
 */
function badgeSide(g) {
  const q = turns(g.orientation);
  return q === 0 || q === 3 ? -1 : 1;
}

/**
 * @param {BoardGeometry} g
 * @param {number} r
 * @param {number} c
 * @returns {Point}
 */
export function pitCentre(g, r, c) {
  return toScreen(g, g.bx(c), g.by(r));
}

/**
 * The pit under a point, or null. A pit answers anywhere in its cell, so a
 * finger needs no precision beyond the cell (at least 44 px on a phone).
 * @param {BoardGeometry} g
 * @param {number} x screen
 * @param {number} y screen
 * @returns {[number, number] | null}
 */
export function pitAt(g, x, y) {
  const p = toBoard(g, x, y);
  const half = g.unit / 2;
  for (let r = 0; r < g.rows; r++) {
    if (Math.abs(p.y - g.by(r)) > half) continue;
    for (let c = 0; c < g.cols; c++) {
      if (Math.abs(p.x - g.bx(c)) <= half) return [r, c];
    }
  }
  return null;
}

/**
 * The count badge of a pit.
 * @param {BoardGeometry} g
 * @param {number} r
 * @param {number} c
 * @returns {Circle}
 */
export function countBadge(g, r, c) {
  const p = toScreen(g, g.bx(c), g.by(r) + badgeSide(g) * BADGE_OFF * g.unit);
  return { ...p, r: badgeRadius(g) };
}

/** @param {BoardGeometry} g */
export function badgeRadius(g) {
  return Math.max(7, BADGE_R * g.unit);
}

/**
 * The seeds in hand, held over a pit (on the side of its count), and the
 * hand's own count beside them.
 * @param {BoardGeometry} g
 * @param {number} r
 * @param {number} c
 * @returns {{ x: number, y: number, rx: number, ry: number, angle: number, badge: Circle }}
 */
export function handSpot(g, r, c) {
  const s = badgeSide(g);
  const u = g.unit;
  const p = toScreen(g, g.bx(c), g.by(r) + s * HAND_OFF * u);
  const b = toScreen(g, g.bx(c) - 0.4 * u, g.by(r) + s * 0.55 * u);
  const along = turnOffset(g, 1, 0);
  return { ...p, rx: u * 0.24, ry: u * 0.15, angle: Math.atan2(along.y, along.x), badge: { ...b, r: badgeRadius(g) } };
}

/**
 * Which way a direction goes along a pit's row, in board x: the circuit of a
 * territory runs one way along its outer row and back along its inner row.
 * @param {number} r
 * @param {Dir} dir
 */
export function rowStep(r, dir) {
  const ccwGoesRight = r % 2 === 1;
  return (dir === 'ccw') === ccwGoesRight ? 1 : -1;
}

/**
 * Where the two direction buttons of a choice sit: on the side of the pit each
 * direction sows towards along its row, half a cell out (beyond the row's end
 * for an end pit, where the circuit turns), shifted off the row's line away
 * from the counts. Each is nearly a cell across and covers no count.
 * @param {BoardGeometry} g
 * @param {number} r
 * @param {number} c
 * @returns {{ dir: Dir, x: number, y: number, r: number, towards: Point }[]}
 */
export function choiceSpots(g, r, c) {
  const u = g.unit;
  const y = g.by(r) - badgeSide(g) * SPOT_SHIFT * u;
  // As large as a finger needs, no larger: on a big board the pit itself
  // stays in view between its two buttons. The outer edge stays put.
  const radius = Math.min(SPOT_R * u, Math.max(SPOT_MIN_R * u, SPOT_TOUCH_R));
  const off = (0.5 + SPOT_R) * u - radius;
  return /** @type {Dir[]} */ (['ccw', 'cw']).map((dir) => {
    const step = rowStep(r, dir);
    const p = toScreen(g, g.bx(c) + step * off, y);
    return { dir, ...p, r: radius, towards: turnOffset(g, step, 0) };
  });
}

/**
 * A player's store, in board space: South's at the right end, North's at the
 * left (each player's right hand as they sit).
 * @param {BoardGeometry} g
 * @param {'south' | 'north'} side
 * @returns {Rect}
 */
export function storeRect(g, side) {
  const u = g.unit;
  const w = STORE_W * u;
  const x = side === 'south' ? g.boardW - STORE_PAD * u - w : STORE_PAD * u;
  const y = (PAD_Y + 0.05) * u;
  return { x, y, w, h: g.boardH - 2 * y };
}

/**
 * @param {BoardGeometry} g
 * @param {'south' | 'north'} side
 * @returns {Point}
 */
export function storeCentre(g, side) {
  const s = storeRect(g, side);
  return toScreen(g, s.x + s.w / 2, s.y + s.h / 2);
}

/**
 * The store's count, in its middle, a little towards the board's outer edge
 * (clear of a direction button beside an end pit).
 * @param {BoardGeometry} g
 * @param {'south' | 'north'} side
 * @returns {Circle}
 */
export function storeBadge(g, side) {
  const s = storeRect(g, side);
  const out = (side === 'south' ? 1 : -1) * 0.2 * g.unit;
  return { ...toScreen(g, s.x + s.w / 2 + out, s.y + s.h / 2), r: badgeRadius(g) * 1.25 };
}

/**
 * Which neighbour an arrow key reaches from a pit, the arrow read on the
 * screen: with the board turned, "up" on the screen is another way on the board.
 * @param {BoardGeometry} g
 * @param {number} dx screen step, -1, 0 or 1
 * @param {number} dy
 * @returns {[number, number]} [dRow, dCol]
 */
export function boardStep(g, dx, dy) {
  const [a, b, c, d] = g.matrix;
  // The inverse rotation of a screen step is a board step.
  return [Math.round(c * dx + d * dy), Math.round(a * dx + b * dy)];
}

const GOLDEN = Math.PI * (3 - Math.sqrt(5));

/**
 * A small deterministic hash, so every pit has its own look.
 * @param {number} a
 * @param {number} [b]
 */
export function hash(a, b = 0) {
  let h = (a * 374761393 + b * 668265263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/**
 * Where the i-th seed of a pit rests, relative to the pit centre. A seed keeps
 * its place while the pit fills (a sunflower spiral), and large piles are
 * squeezed to fit the bowl.
 * @param {number} pit pit index
 * @param {number} i seed index in the pit
 * @param {number} count seeds in the pit
 * @param {number} pitR
 * @returns {{ x: number, y: number, r: number }}
 */
export function seedSpot(pit, i, count, pitR) {
  const r = pitR * 0.2;
  const step = r * 1.05;
  const maxRadius = pitR * 0.8 - r;
  const natural = step * Math.sqrt(Math.max(count, 1) - 0.5);
  const squeeze = natural > maxRadius ? maxRadius / natural : 1;
  const turn = hash(pit, 7) * Math.PI * 2;
  const angle = turn + i * GOLDEN;
  const dist = step * Math.sqrt(i + 0.5) * squeeze;
  const seedR = squeeze < 1 ? r * Math.max(0.6, Math.sqrt(squeeze)) : r;
  return { x: Math.cos(angle) * dist, y: Math.sin(angle) * dist, r: seedR };
}

/**
 * Whether to turn the board a quarter: when that makes the pits markedly
 * larger (a phone held upright), not for a few per cent. The box's height
 * can differ between the two ways (the name lines sit above and below an
 * upright board, side by side above a turned one).
 * @param {number} rows
 * @param {number} cols
 * @param {boolean} stores
 * @param {number} boxW
 * @param {number} boxHUpright
 * @param {number} [boxHTurned]
 */
export function chooseQuarter(rows, cols, stores, boxW, boxHUpright, boxHTurned = boxHUpright) {
  const { w, h } = extent(rows, cols, stores);
  const upright = fitWidth(rows, cols, stores, UPRIGHT, boxW, boxHUpright) / w;
  const turned = fitWidth(rows, cols, stores, { quarter: true, flipped: false }, boxW, boxHTurned) / h;
  return turned > upright * 1.2;
}

/**
 * The widest the board can be drawn in a box, in an orientation.
 * @param {number} rows
 * @param {number} cols
 * @param {boolean} stores
 * @param {Orientation} o
 * @param {number} boxW
 * @param {number} boxH
 * @param {number} [maxWidth]
 */
export function fitWidth(rows, cols, stores, o, boxW, boxH, maxWidth = Infinity) {
  return Math.max(0, Math.min(boxW, boxH / aspect(rows, cols, o, stores), maxWidth));
}

/**
 * Where the board's coordinates are written (columns a, b, c… and rows 1, 2…,
 * named as notation.js names the pits): each column's letter in the band
 * beyond its end row on the side away from the counts (the counts sit above
 * a pit on the screen, or left of it turned, so the band is free however the
 * board is turned); each row's number in the margin before its first column
 * (between the store and the pits on a board with stores). Upright text at
 * screen points, sized to the band, never smaller than is readable.
 * @param {BoardGeometry} g
 * @returns {{ axis: 'col' | 'row', index: number, x: number, y: number, size: number }[]}
 */
export function coordinateSpots(g) {
  const u = g.unit;
  // The free band beyond the end row: the pad and the cell's own edge past the bowl.
  const band = (PAD_Y + 0.5 - PIT_R) * u;
  const away = -badgeSide(g);
  const y = away > 0 ? g.boardH - band * 0.48 : band * 0.48;
  // The margin before column 0: the pad, or the gap between the store and the first bowl.
  const left = g.bx(0) - PIT_R * u;
  const margin = g.stores ? left - (STORE_PAD + STORE_W) * u : left;
  const x = left - margin / 2;
  const size = Math.max(10, Math.min(band * 0.8, margin * 0.9, 0.24 * u));
  /** @type {{ axis: 'col' | 'row', index: number, x: number, y: number, size: number }[]} */
  const out = [];
  for (let c = 0; c < g.cols; c++) out.push({ axis: 'col', index: c, ...toScreen(g, g.bx(c), y), size });
  for (let r = 0; r < g.rows; r++) out.push({ axis: 'row', index: r, ...toScreen(g, x, g.by(r)), size });
  return out;
}
