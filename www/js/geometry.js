// Where things are on the board canvas: pit centres, hit testing, and the
// stable resting place of every seed in a pit. Pure functions, no DOM.

/**
 * @typedef {{ rows: number, cols: number, width: number, height: number,
 *   pitR: number, pad: number, gap: number, cx: (c: number) => number, cy: (r: number) => number }} BoardGeometry
 */

/**
 * The board's aspect ratio: height / width.
 * @param {number} rows
 * @param {number} cols
 */
export function aspect(rows, cols) {
  const gap = rows === 4 ? 0.35 : 0.2;
  return (rows + gap + 0.5) / (cols + 0.5);
}

/**
 * @param {number} rows
 * @param {number} cols
 * @param {number} width CSS pixels
 * @returns {BoardGeometry}
 */
export function boardGeometry(rows, cols, width) {
  const cell = width / (cols + 0.5);
  const pad = cell * 0.25;
  const gapCells = rows === 4 ? 0.35 : 0.2;
  const gap = cell * gapCells;
  const height = cell * (rows + gapCells + 0.5);
  const pitR = cell * 0.43;
  return {
    rows, cols, width, height, pitR, pad, gap,
    cx: (c) => pad + cell * (c + 0.5),
    // The territories are split by a gap in the middle of the board.
    cy: (r) => pad + cell * (r + 0.5) + (r >= rows / 2 ? gap : 0),
  };
}

/**
 * The pit under a point, or null.
 * @param {BoardGeometry} g
 * @param {number} x
 * @param {number} y
 * @returns {[number, number] | null}
 */
export function pitAt(g, x, y) {
  for (let r = 0; r < g.rows; r++) {
    for (let c = 0; c < g.cols; c++) {
      if (Math.hypot(x - g.cx(c), y - g.cy(r)) <= g.pitR * 1.05) return [r, c];
    }
  }
  return null;
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
