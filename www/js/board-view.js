// Draws the board on a canvas from a plain model: a carved wooden board, pits
// as bowls, every seed in its own stable place, counts, highlights and arrows.
// It holds no game logic: what is legal comes in with the model.
import { boardGeometry, aspect, pitAt, seedSpot, hash } from './geometry.js';

/**
 * @typedef {'ccw' | 'cw'} Dir
 * @typedef {{
 *   rows: number, cols: number,
 *   counts: number[],
 *   legal: Set<number>,
 *   marks: Map<number, string>,
 *   arrows: { pit: number, dir: Dir }[],
 *   choice: { pit: number, dirs: Dir[] } | null,
 *   hand: { pit: number, count: number } | null,
 *   flying: { x: number, y: number } | null,
 *   uur: (string | null)[],
 *   turning?: Set<number>,
 *   toMove: string,
 *   cursor: number | null,
 * }} BoardModel
 */

const MARK_COLOURS = /** @type {Record<string, string>} */ ({
  origin: '#f3d36b',
  relay: '#5fb3ff',
  marker: '#ff5a4f',
  taken: '#ff9c3a',
  skip: '#c77dff',
  uur: '#7be07b',
  hint: '#ffffff',
  uurNorth: '#6ec6ff',
  landing: '#ffffff',
  last: 'rgba(255, 244, 194, 0.45)',
});

export class BoardView {
  /** @param {HTMLCanvasElement} canvas */
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    this.rows = 4;
    this.cols = 8;
    this.geo = boardGeometry(4, 8, 320);
    /** @type {BoardModel | null} */
    this.model = null;
  }

  /**
   * Size the canvas for its CSS width, crisp on HiDPI screens.
   * @param {number} cssWidth
   */
  resize(cssWidth) {
    const width = Math.max(200, Math.floor(cssWidth));
    this.geo = boardGeometry(this.rows, this.cols, width);
    const dpr = window.devicePixelRatio || 1;
    this.canvas.style.width = `${width}px`;
    this.canvas.style.height = `${Math.round(this.geo.height)}px`;
    this.canvas.width = Math.round(width * dpr);
    this.canvas.height = Math.round(this.geo.height * dpr);
    this.ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    if (this.model) this.draw(this.model);
  }

  /** @param {number} rows @param {number} cols @param {number} cssWidth */
  setShape(rows, cols, cssWidth) {
    this.rows = rows;
    this.cols = cols;
    this.resize(cssWidth);
  }

  aspect() {
    return aspect(this.rows, this.cols);
  }

  /** @param {number} pit */
  centre(pit) {
    const r = Math.floor(pit / this.cols);
    const c = pit % this.cols;
    return { x: this.geo.cx(c), y: this.geo.cy(r) };
  }

  /**
   * The pit under a CSS-pixel point.
   * @param {number} x
   * @param {number} y
   */
  pitAt(x, y) {
    const hit = pitAt(this.geo, x, y);
    return hit ? hit[0] * this.cols + hit[1] : null;
  }

  /**
   * Where the two direction buttons of a choice sit: on the side of the pit that
   * each direction sows towards along its row.
   * @param {number} pit
   * @returns {{ dir: Dir, x: number, y: number, r: number }[]}
   */
  choiceSpots(pit) {
    const { x, y } = this.centre(pit);
    const row = Math.floor(pit / this.cols);
    const ccwGoesRight = row % 2 === 1;
    const off = this.geo.pitR * 1.15;
    const r = this.geo.pitR * 0.62;
    return [
      { dir: /** @type {Dir} */ ('ccw'), x: x + (ccwGoesRight ? off : -off), y, r },
      { dir: /** @type {Dir} */ ('cw'), x: x + (ccwGoesRight ? -off : off), y, r },
    ];
  }

  /**
   * The direction button under a point, if a choice is shown.
   * @param {number} x
   * @param {number} y
   */
  choiceAt(x, y) {
    const choice = this.model?.choice;
    if (!choice) return null;
    const spot = this.choiceSpots(choice.pit).find((s) => choice.dirs.includes(s.dir) && Math.hypot(x - s.x, y - s.y) <= s.r);
    return spot ? spot.dir : null;
  }

  /** @param {BoardModel} m */
  draw(m) {
    this.model = m;
    const { ctx, geo } = this;
    ctx.clearRect(0, 0, geo.width, geo.height);
    this.drawWood(m);
    for (let pit = 0; pit < m.rows * m.cols; pit++) this.drawPit(m, pit);
    for (const a of m.arrows) this.drawArrow(a.pit, a.dir);
    if (m.hand) this.drawHand(m.hand.pit, m.hand.count);
    if (m.flying) this.drawSeed(m.flying.x, m.flying.y, geo.pitR * 0.2, 0.5);
    if (m.choice) this.drawChoice(m.choice.pit, m.choice.dirs);
  }

  /** @param {BoardModel} m */
  drawWood(m) {
    const { ctx, geo } = this;
    const w = geo.width;
    const h = geo.height;
    const radius = Math.min(geo.pitR * 0.6, 14);
    const body = ctx.createLinearGradient(0, 0, w, h);
    body.addColorStop(0, '#8a5228');
    body.addColorStop(0.5, '#a2652f');
    body.addColorStop(1, '#74411d');
    ctx.save();
    roundRect(ctx, 1, 1, w - 2, h - 2, radius);
    ctx.fillStyle = body;
    ctx.fill();
    ctx.clip();
    // Grain: long faint waves, the same for a given board size.
    ctx.lineWidth = 1;
    for (let i = 0; i < 26; i++) {
      const y0 = (i + hash(i, 3)) * (h / 26);
      ctx.strokeStyle = `rgba(60, 30, 10, ${0.08 + hash(i, 5) * 0.1})`;
      ctx.beginPath();
      ctx.moveTo(0, y0);
      for (let x = 0; x <= w; x += w / 12) ctx.lineTo(x, y0 + Math.sin(x / w * 6 + i) * geo.pitR * 0.12);
      ctx.stroke();
    }
    // The side to move: a warm glow along its half.
    const half = m.rows / 2;
    const top = m.toMove === 'north';
    const y0 = top ? 0 : geo.cy(half) - geo.pitR - geo.pad * 0.6;
    const y1 = top ? geo.cy(half - 1) + geo.pitR + geo.pad * 0.6 : h;
    const glow = ctx.createLinearGradient(0, top ? 0 : h, 0, top ? y1 : y0);
    glow.addColorStop(0, 'rgba(255, 220, 140, 0.28)');
    glow.addColorStop(1, 'rgba(255, 220, 140, 0.04)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, y0, w, y1 - y0);
    ctx.restore();
    // The line between the territories.
    const mid = (geo.cy(half - 1) + geo.cy(half)) / 2;
    ctx.strokeStyle = 'rgba(40, 18, 4, 0.55)';
    ctx.lineWidth = Math.max(1.5, geo.pitR * 0.06);
    ctx.beginPath();
    ctx.moveTo(geo.pad, mid);
    ctx.lineTo(w - geo.pad, mid);
    ctx.stroke();
    ctx.strokeStyle = 'rgba(40, 18, 4, 0.6)';
    ctx.lineWidth = 2;
    roundRect(ctx, 1, 1, w - 2, h - 2, radius);
    ctx.stroke();
  }

  /** @param {BoardModel} m @param {number} pit */
  drawPit(m, pit) {
    const { ctx, geo } = this;
    const { x, y } = this.centre(pit);
    const R = geo.pitR;
    const bowl = ctx.createRadialGradient(x - R * 0.2, y - R * 0.25, R * 0.1, x, y, R);
    bowl.addColorStop(0, '#3d200c');
    bowl.addColorStop(0.75, '#532c11');
    bowl.addColorStop(1, '#6f3e1a');
    ctx.beginPath();
    ctx.arc(x, y, R, 0, Math.PI * 2);
    ctx.fillStyle = bowl;
    ctx.fill();
    // Carved rim: light below, shadow above.
    ctx.lineWidth = Math.max(1, R * 0.08);
    ctx.strokeStyle = 'rgba(255, 214, 160, 0.35)';
    ctx.beginPath();
    ctx.arc(x, y, R, 0.15 * Math.PI, 0.85 * Math.PI);
    ctx.stroke();
    ctx.strokeStyle = 'rgba(20, 8, 0, 0.55)';
    ctx.beginPath();
    ctx.arc(x, y, R, 1.15 * Math.PI, 1.85 * Math.PI);
    ctx.stroke();

    const owner = m.uur[pit];
    if (owner) {
      ctx.setLineDash([R * 0.18, R * 0.12]);
      ctx.strokeStyle = owner === 'north' ? MARK_COLOURS.uurNorth : MARK_COLOURS.uur;
      ctx.lineWidth = Math.max(2, R * 0.1);
      ctx.beginPath();
      ctx.arc(x, y, R * 0.88, 0, Math.PI * 2);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    if (m.turning?.has(pit)) {
      // Igisoro's turning pits: a small carved diamond on the rim.
      const d = R * 0.16;
      const tx = x - R * 0.78;
      const ty = y + R * 0.78;
      ctx.beginPath();
      ctx.moveTo(tx, ty - d);
      ctx.lineTo(tx + d, ty);
      ctx.lineTo(tx, ty + d);
      ctx.lineTo(tx - d, ty);
      ctx.closePath();
      ctx.fillStyle = '#f3d36b';
      ctx.fill();
    }
    const count = m.counts[pit] ?? 0;
    for (let i = 0; i < count; i++) {
      const s = seedSpot(pit, i, count, R);
      this.drawSeed(x + s.x, y + s.y, s.r, hash(pit * 131 + i, 11));
    }
    if (m.legal.has(pit)) ring(ctx, x, y, R * 1.02, '#ffd84a', Math.max(2.5, R * 0.11));
    const mark = m.marks.get(pit);
    if (mark) ring(ctx, x, y, R * 1.02, MARK_COLOURS[mark] ?? '#fff', Math.max(3, R * 0.14));
    if (m.cursor === pit) {
      ctx.setLineDash([4, 3]);
      ring(ctx, x, y, R * 1.12, '#ffffff', 2);
      ctx.setLineDash([]);
    }
    this.drawCount(x + R * 0.72, y - R * 0.72, count);
  }

  /** @param {number} x @param {number} y @param {number} n */
  drawCount(x, y, n) {
    const { ctx, geo } = this;
    const r = Math.max(7, geo.pitR * 0.3);
    ctx.beginPath();
    ctx.arc(x, y, r, 0, Math.PI * 2);
    ctx.fillStyle = n === 0 ? 'rgba(30, 14, 4, 0.55)' : 'rgba(250, 240, 220, 0.92)';
    ctx.fill();
    ctx.fillStyle = n === 0 ? 'rgba(250, 240, 220, 0.7)' : '#2a1506';
    ctx.font = `600 ${Math.round(r * 1.15)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(n), x, y + 0.5);
  }

  /**
   * An empiko seed: glossy, grey to olive.
   * @param {number} x
   * @param {number} y
   * @param {number} r
   * @param {number} tone 0..1, the seed's own shade
   */
  drawSeed(x, y, r, tone) {
    const { ctx } = this;
    const g = ctx.createRadialGradient(x - r * 0.35, y - r * 0.4, r * 0.1, x, y, r);
    const light = 200 + Math.round(tone * 30);
    g.addColorStop(0, `rgb(${light + 20}, ${light + 22}, ${light + 10})`);
    g.addColorStop(0.6, `rgb(${120 + tone * 30}, ${128 + tone * 20}, ${110})`);
    g.addColorStop(1, 'rgb(70, 72, 58)');
    ctx.beginPath();
    ctx.ellipse(x, y, r, r * 0.9, tone * Math.PI, 0, Math.PI * 2);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.strokeStyle = 'rgba(0, 0, 0, 0.35)';
    ctx.lineWidth = 0.6;
    ctx.stroke();
  }

  /**
   * A curved arrow on the pit's rim showing a lap's direction.
   * @param {number} pit
   * @param {Dir} dir
   */
  drawArrow(pit, dir) {
    const { ctx, geo } = this;
    const { x, y } = this.centre(pit);
    const R = geo.pitR * 1.22;
    const ccw = dir === 'ccw';
    // Canvas angles grow clockwise on screen.
    const a0 = -Math.PI * 0.8;
    const a1 = a0 + (ccw ? -1 : 1) * Math.PI * 1.25;
    ctx.strokeStyle = '#fff4c2';
    ctx.lineWidth = Math.max(2.5, geo.pitR * 0.12);
    ctx.beginPath();
    ctx.arc(x, y, R, a0, a1, ccw);
    ctx.stroke();
    const tip = { x: x + Math.cos(a1) * R, y: y + Math.sin(a1) * R };
    const tangent = a1 + (ccw ? -Math.PI / 2 : Math.PI / 2);
    const s = geo.pitR * 0.32;
    ctx.fillStyle = '#fff4c2';
    ctx.beginPath();
    ctx.moveTo(tip.x + Math.cos(tangent) * s, tip.y + Math.sin(tangent) * s);
    ctx.lineTo(tip.x + Math.cos(tangent + 2.5) * s, tip.y + Math.sin(tangent + 2.5) * s);
    ctx.lineTo(tip.x + Math.cos(tangent - 2.5) * s, tip.y + Math.sin(tangent - 2.5) * s);
    ctx.closePath();
    ctx.fill();
  }

  /** @param {number} pit @param {number} count */
  drawHand(pit, count) {
    const { ctx, geo } = this;
    const { x, y } = this.centre(pit);
    // Held above the pit and a little to the left, clear of the pit's count.
    const hx = x - geo.pitR * 0.3;
    const hy = y - geo.pitR * 0.95;
    ctx.beginPath();
    ctx.ellipse(hx, hy, geo.pitR * 0.55, geo.pitR * 0.35, 0, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(60, 30, 10, 0.75)';
    ctx.fill();
    const shown = Math.min(count, 5);
    for (let i = 0; i < shown; i++) this.drawSeed(hx + (i - (shown - 1) / 2) * geo.pitR * 0.2, hy, geo.pitR * 0.14, 0.4);
    this.drawCount(hx - geo.pitR * 0.62, hy - geo.pitR * 0.15, count);
  }

  /** @param {number} pit @param {Dir[]} dirs */
  drawChoice(pit, dirs) {
    const { ctx } = this;
    for (const s of this.choiceSpots(pit)) {
      if (!dirs.includes(s.dir)) continue;
      ctx.beginPath();
      ctx.arc(s.x, s.y, s.r, 0, Math.PI * 2);
      ctx.fillStyle = s.dir === 'cw' ? 'rgba(220, 60, 50, 0.92)' : 'rgba(40, 120, 200, 0.92)';
      ctx.fill();
      ctx.strokeStyle = '#fff';
      ctx.lineWidth = 2;
      ctx.stroke();
      ctx.fillStyle = '#fff';
      ctx.font = `700 ${Math.round(s.r * 1.3)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(s.dir === 'ccw' ? '↺' : '↻', s.x, s.y + 1);
    }
  }
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} r
 * @param {string} colour
 * @param {number} width
 */
function ring(ctx, x, y, r, colour, width) {
  ctx.strokeStyle = colour;
  ctx.lineWidth = width;
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.stroke();
}

/**
 * @param {CanvasRenderingContext2D} ctx
 * @param {number} x
 * @param {number} y
 * @param {number} w
 * @param {number} h
 * @param {number} r
 */
function roundRect(ctx, x, y, w, h, r) {
  ctx.beginPath();
  ctx.moveTo(x + r, y);
  ctx.arcTo(x + w, y, x + w, y + h, r);
  ctx.arcTo(x + w, y + h, x, y + h, r);
  ctx.arcTo(x, y + h, x, y, r);
  ctx.arcTo(x, y, x + w, y, r);
  ctx.closePath();
}
