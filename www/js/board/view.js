// Draws the board on a canvas from a plain model: a carved wooden board, pits
// as bowls, every seed in its own stable place, counts, stores, highlights and
// arrows. It holds no game logic: what is legal comes in with the model.
//
// The board can be drawn turned (a quarter for a phone held upright, half for
// two players across a table): the wood, the territories and the stores turn
// with it, while pits, seeds and counts are drawn upright at their turned
// places, so the view's answers (centre, pitAt, choiceSpots, storeCentre) are
// always screen CSS pixels and the animator needs to know nothing of turning.
import * as G from './geometry.js';
import { hash, seedSpot } from './geometry.js';
import { columnName, rowName, pitCell, pitIndex } from '../pits.js';

/**
 * @typedef {G.Dir} Dir
 * @typedef {G.Orientation} Orientation
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
 *   stores?: [number, number] | null,
 *   toMove: string,
 *   cursor: number | null,
 *   preview?: Preview | null,
 * }} BoardModel
 * stores: [south, north] captured seeds, drawn in the stores at the ends (null
 * or absent: no stores drawn).
 * @typedef {{ from: number, path: number[], end: number, outcome: string, taken: number[] }} Preview
 * A move's first lap, drawn without playing it (move-preview.js): the pits it
 * sows in order, its end pit ringed in the colour of what happens there
 * (`outcome`, the engine's kind: relay, capture, stop, uur, grand_slam), the
 * pits a capture takes.
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

/** The end pit of a previewed lap, by what happens there. */
const OUTCOME_COLOURS = /** @type {Record<string, string>} */ ({
  relay: MARK_COLOURS.relay,
  capture: MARK_COLOURS.marker,
  uur: MARK_COLOURS.uur,
  grand_slam: MARK_COLOURS.skip,
  stop: '#ffffff',
});

/** The coordinates' ink: cream on the wood, 5:1 and more. */
const COORD_INK = '#ffeccc';

const SIDES = /** @type {const} */ (['south', 'north']);

export class BoardView {
  /** @param {HTMLCanvasElement} canvas */
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    this.rows = 4;
    this.cols = 8;
    /** Room for the stores at the board's ends. */
    this.stores = false;
    /** @type {Orientation} */
    this.orientation = G.UPRIGHT;
    this.dpr = 1;
    /** The size the canvas was last given, as a key (see resize). */
    this.sized = '';
    /** Columns a, b, c… and rows 1, 2… written round the board (the pits' names in the narration). */
    this.coords = true;
    this.geo = G.boardGeometry(4, 8, 320);
    /** @type {BoardModel | null} */
    this.model = null;
    /**
     * What does not change from frame to frame (the wood, the stores' troughs,
     * the empty bowls), drawn once per size and side to move: a frame then
     * costs one image copy plus the seeds, which keeps a sowing smooth where
     * the canvas is rasterised in software.
     * @type {Map<string, HTMLCanvasElement>}
     */
    this.backdrops = new Map();
    /** Seeds drawn once per size and shade, then stamped. @type {Map<string, HTMLCanvasElement>} */
    this.sprites = new Map();
    /** Whose each store is, written in it: [south, north] (issue 21: the stores had no owner). */
    /** @type {[string, string] | null} */
    this.storeNames = null;
  }

  /**
   * Size the canvas for its CSS width (on screen, in the current orientation),
   * crisp on HiDPI screens.
   * @param {number} cssWidth
   * @param {number} [least] the narrowest it may be drawn (a legend's sample is smaller than a board)
   */
  resize(cssWidth, least = 120) {
    const width = Math.max(least, Math.floor(cssWidth));
    const dpr = window.devicePixelRatio || 1;
    // The box is observed for every change of its size, most of which leave
    // the board as it was (a line of words under it): sizing the canvas again
    // clears it and every cached drawing, a long task in the middle of a move.
    const sized = `${this.rows}x${this.cols}:${this.stores}:${width}:${this.orientation.quarter}:${this.orientation.flipped}:${dpr}`;
    if (sized === this.sized) return;
    this.sized = sized;
    this.geo = G.boardGeometry(this.rows, this.cols, width, this.orientation, this.stores);
    this.dpr = dpr;
    this.canvas.style.width = `${Math.round(this.geo.width)}px`;
    this.canvas.style.height = `${Math.round(this.geo.height)}px`;
    this.canvas.width = Math.round(this.geo.width * this.dpr);
    this.canvas.height = Math.round(this.geo.height * this.dpr);
    this.canvas.dataset.orientation = `${this.orientation.quarter ? 'quarter' : 'upright'}${this.orientation.flipped ? '-flipped' : ''}`;
    this.canvas.dataset.coords = this.coords ? 'on' : 'off';
    this.backdrops.clear();
    this.sprites.clear();
    if (this.model) this.draw(this.model);
  }

  /**
   * @param {number} rows
   * @param {number} cols
   * @param {number} cssWidth
   * @param {boolean} [stores] room for the stores (by default for a two-row board)
   */
  setShape(rows, cols, cssWidth, stores = rows === 2) {
    this.rows = rows;
    this.cols = cols;
    this.stores = stores;
    this.resize(cssWidth);
  }

  /**
   * Turn the board; takes effect at the next resize.
   * @param {Orientation} o
   */
  setOrientation(o) {
    this.orientation = { quarter: o.quarter, flipped: o.flipped };
  }

  /**
   * Write the coordinates round the board, or not; redraws at once.
   * @param {boolean} on
   */
  setCoordinates(on) {
    this.coords = on;
    this.canvas.dataset.coords = on ? 'on' : 'off';
    this.backdrops.clear();
    if (this.model) this.draw(this.model);
  }

  /**
   * The coordinates as drawn (none when switched off): each label's text and
   * its place in screen CSS pixels.
   * @returns {{ text: string, x: number, y: number, size: number }[]}
   */
  coordinateLabels() {
    if (!this.coords) return [];
    return G.coordinateSpots(this.geo).map((s) => ({
      // The names are notation.js's: a column's letter and a row's number, as pitName writes them.
      text: s.axis === 'col' ? columnName(s.index) : rowName(s.index, this.rows),
      x: s.x, y: s.y, size: s.size,
    }));
  }

  /**
   * Height / width on screen, in the current orientation or another.
   * @param {Orientation} [o]
   */
  aspect(o = this.orientation) {
    return G.aspect(this.rows, this.cols, o, this.stores);
  }

  /** @param {number} pit */
  rc(pit) {
    return pitCell(pit, this.cols);
  }

  /** @param {number} pit */
  centre(pit) {
    const [r, c] = this.rc(pit);
    return G.pitCentre(this.geo, r, c);
  }

  /**
   * The pit under a CSS-pixel point.
   * @param {number} x
   * @param {number} y
   */
  pitAt(x, y) {
    const hit = G.pitAt(this.geo, x, y);
    return hit ? pitIndex(hit, this.cols) : null;
  }

  /**
   * Where the two direction buttons of a choice sit: on the side of the pit that
   * each direction sows towards along its row.
   * @param {number} pit
   */
  choiceSpots(pit) {
    const [r, c] = this.rc(pit);
    return G.choiceSpots(this.geo, r, c);
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

  /**
   * Where a player's captured seeds go: the middle of its store (on a board
   * without stores, off the board's edge on that player's side).
   * @param {'south' | 'north'} side
   */
  storeCentre(side) {
    if (this.stores) return G.storeCentre(this.geo, side);
    const edge = G.toScreen(this.geo, this.geo.boardW / 2, side === 'north' ? 0 : this.geo.boardH);
    return edge;
  }

  /**
   * Where the seeds in hand are held over a pit.
   * @param {number} pit
   */
  handSpot(pit) {
    const [r, c] = this.rc(pit);
    const h = G.handSpot(this.geo, r, c);
    return { x: h.x, y: h.y };
  }

  /**
   * The board step [dRow, dCol] of an arrow key read on the screen.
   * @param {number} dx
   * @param {number} dy
   */
  boardStep(dx, dy) {
    return G.boardStep(this.geo, dx, dy);
  }

  /** Draw in board space: the wood and what turns with it. */
  boardSpace() {
    const [a, b, c, d, e, f] = this.geo.matrix;
    const k = this.dpr;
    this.ctx.setTransform(a * k, b * k, c * k, d * k, e * k, f * k);
  }

  /** Draw in screen space: pits, seeds and every text, upright. */
  screenSpace() {
    this.ctx.setTransform(this.dpr, 0, 0, this.dpr, 0, 0);
  }

  /** @param {BoardModel} m */
  draw(m) {
    this.model = m;
    const { ctx, geo } = this;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, this.canvas.width, this.canvas.height);
    ctx.drawImage(this.backdrop(m), 0, 0);
    if (this.stores) {
      this.boardSpace();
      for (const side of SIDES) this.drawStoreSeeds(side, m.stores?.[side === 'south' ? 0 : 1] ?? null);
    }
    this.screenSpace();
    for (let pit = 0; pit < m.rows * m.cols; pit++) this.drawPit(m, pit);
    // Under the counts, which stay readable along the track.
    if (m.preview) this.drawPreview(m.preview);
    for (let pit = 0; pit < m.rows * m.cols; pit++) {
      const [r, c] = this.rc(pit);
      this.drawCount(G.countBadge(geo, r, c), m.counts[pit] ?? 0);
    }
    if (this.stores && m.stores) {
      for (const [i, side] of SIDES.entries()) this.drawCount(G.storeBadge(geo, side), m.stores[i], true);
      if (this.storeNames) for (const [i, side] of SIDES.entries()) this.drawStoreName(side, this.storeNames[i]);
    }
    for (const a of m.arrows) this.drawArrow(a.pit, a.dir);
    if (m.hand) this.drawHand(m.hand.pit, m.hand.count);
    if (m.flying) this.drawSeed(m.flying.x, m.flying.y, geo.pitR * 0.2, 0.5);
    if (m.choice) this.drawChoice(m.choice.pit, m.choice.dirs);
    this.canvas.dataset.stores = this.stores && m.stores ? m.stores.join(',') : '';
  }

  /**
   * The still part of the board for this size and side to move.
   * @param {BoardModel} m
   */
  backdrop(m) {
    const key = `${m.rows}x${m.cols}:${m.toMove}:${this.coords}`;
    let canvas = this.backdrops.get(key);
    if (canvas) return canvas;
    canvas = document.createElement('canvas');
    canvas.width = this.canvas.width;
    canvas.height = this.canvas.height;
    const main = this.ctx;
    this.ctx = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
    try {
      this.boardSpace();
      this.drawWood(m);
      if (this.stores) for (const side of SIDES) this.drawStore(side);
      this.screenSpace();
      for (let pit = 0; pit < m.rows * m.cols; pit++) this.drawBowl(pit);
      this.drawCoordinates();
    } finally {
      this.ctx = main;
    }
    this.backdrops.set(key, canvas);
    return canvas;
  }

  /** @param {BoardModel} m */
  drawWood(m) {
    const { ctx, geo } = this;
    const w = geo.boardW;
    const h = geo.boardH;
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
    // Grain: long faint waves along the rows, the same for a given board size.
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
    const y0 = top ? 0 : geo.by(half) - geo.unit * 0.5;
    const y1 = top ? geo.by(half - 1) + geo.unit * 0.5 : h;
    const glow = ctx.createLinearGradient(0, top ? 0 : h, 0, top ? y1 : y0);
    glow.addColorStop(0, 'rgba(255, 220, 140, 0.28)');
    glow.addColorStop(1, 'rgba(255, 220, 140, 0.04)');
    ctx.fillStyle = glow;
    ctx.fillRect(0, y0, w, y1 - y0);
    ctx.restore();
    // The line between the territories (a legend's one-row sample has none).
    if (m.rows >= 2) {
      const mid = (geo.by(half - 1) + geo.by(half)) / 2;
      const x0 = geo.bx(0) - geo.unit * 0.5;
      const x1 = geo.bx(geo.cols - 1) + geo.unit * 0.5;
      ctx.strokeStyle = 'rgba(40, 18, 4, 0.55)';
      ctx.lineWidth = Math.max(1.5, geo.pitR * 0.06);
      ctx.beginPath();
      ctx.moveTo(x0, mid);
      ctx.lineTo(x1, mid);
      ctx.stroke();
    }
    ctx.strokeStyle = 'rgba(40, 18, 4, 0.6)';
    ctx.lineWidth = 2;
    roundRect(ctx, 1, 1, w - 2, h - 2, radius);
    ctx.stroke();
  }

  /** The coordinates, upright, cream on the wood with a dark edge (part of the backdrop). */
  drawCoordinates() {
    const { ctx } = this;
    for (const l of this.coordinateLabels()) {
      ctx.font = `700 ${Math.round(l.size)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.lineJoin = 'round';
      ctx.lineWidth = Math.max(2, l.size * 0.18);
      ctx.strokeStyle = 'rgba(40, 18, 4, 0.7)';
      ctx.strokeText(l.text, l.x, l.y + 0.5);
      ctx.fillStyle = COORD_INK;
      ctx.fillText(l.text, l.x, l.y + 0.5);
    }
  }

  /**
   * A move's first lap, before it is played: a dotted track from the pit
   * lifted through every pit it sows, a dot in each, the end pit ringed in
   * the colour of what happens there and a capture's pits in the taken colour.
   * @param {Preview} p
   */
  drawPreview(p) {
    const { ctx, geo } = this;
    const R = geo.pitR;
    const points = [p.from, ...p.path].map((pit) => this.centre(pit));
    ctx.save();
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.setLineDash([R * 0.12, R * 0.16]);
    ctx.beginPath();
    points.forEach((q, i) => (i === 0 ? ctx.moveTo(q.x, q.y) : ctx.lineTo(q.x, q.y)));
    ctx.lineWidth = Math.max(3, R * 0.12);
    ctx.strokeStyle = 'rgba(30, 12, 2, 0.55)';
    ctx.stroke();
    ctx.lineWidth = Math.max(1.5, R * 0.06);
    ctx.strokeStyle = 'rgba(255, 248, 222, 0.95)';
    ctx.stroke();
    ctx.restore();
    for (const q of points.slice(1)) {
      ctx.beginPath();
      ctx.arc(q.x, q.y, Math.max(2.5, R * 0.1), 0, Math.PI * 2);
      ctx.fillStyle = '#fff8de';
      ctx.fill();
      ctx.lineWidth = 1;
      ctx.strokeStyle = 'rgba(30, 12, 2, 0.7)';
      ctx.stroke();
    }
    for (const pit of p.taken) {
      const c = this.centre(pit);
      ring(ctx, c.x, c.y, R * 1.02, MARK_COLOURS.taken, Math.max(3, R * 0.14));
    }
    const end = this.centre(p.end);
    const w = Math.max(3.5, R * 0.17);
    ring(ctx, end.x, end.y, R * 1.04, 'rgba(20, 8, 0, 0.8)', w + 3);
    ring(ctx, end.x, end.y, R * 1.04, OUTCOME_COLOURS[p.outcome] ?? '#ffffff', w);
  }

  /**
   * A store: a long carved trough at the board's end. Drawn in board space
   * (it turns with the board).
   * @param {'south' | 'north'} side
   */
  drawStore(side) {
    const { ctx, geo } = this;
    const s = G.storeRect(geo, side);
    const r = s.w / 2;
    const trough = ctx.createLinearGradient(s.x, s.y, s.x + s.w, s.y + s.h);
    trough.addColorStop(0, '#3d200c');
    trough.addColorStop(0.6, '#532c11');
    trough.addColorStop(1, '#6f3e1a');
    roundRect(ctx, s.x, s.y, s.w, s.h, r);
    ctx.fillStyle = trough;
    ctx.fill();
    ctx.lineWidth = Math.max(1, geo.pitR * 0.08);
    ctx.strokeStyle = 'rgba(20, 8, 0, 0.55)';
    ctx.stroke();
  }

  /**
   * Whose a store is: the owner's name at its owner's end of the trough
   * (South's at the end nearer South), shortened to fit (screen space).
   * @param {'south' | 'north'} side
   * @param {string} name
   */
  drawStoreName(side, name) {
    const { ctx, geo } = this;
    const s = G.storeRect(geo, side);
    const at = this.storeNameAt(side);
    const size = Math.max(11, Math.round(geo.unit * 0.16));
    ctx.font = `650 ${size}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const room = this.orientation.quarter ? s.h * 0.4 : s.w * 0.9;
    let text = name;
    while (text.length > 1 && ctx.measureText(text).width > room) text = text.slice(0, -1);
    if (text !== name) text = `${text.slice(0, -1)}…`;
    ctx.fillStyle = COORD_INK;
    ctx.fillText(text, at.x, at.y);
  }

  /**
   * Where a store's owner is written (CSS px on the canvas).
   * @param {'south' | 'north'} side
   */
  storeNameAt(side) {
    const s = G.storeRect(this.geo, side);
    const inset = this.geo.unit * 0.3;
    return G.toScreen(this.geo, s.x + s.w / 2, side === 'south' ? s.y + s.h - inset : s.y + inset);
  }

  /**
   * A store's seeds in a heap (board space).
   * @param {'south' | 'north'} side
   * @param {number | null} count
   */
  drawStoreSeeds(side, count) {
    const { geo } = this;
    const s = G.storeRect(geo, side);
    const n = count ?? 0;
    if (n === 0) return;
    // A heap: a sunflower round the trough's middle, a disc while it is
    // narrower than the trough, then drawn out along it; smaller seeds when full.
    const ax = s.w / 2 - geo.unit * 0.08;
    const ay = s.h / 2 - geo.unit * 0.08;
    const seedR = Math.min(geo.pitR * 0.2, 0.8 * Math.sqrt((ax * ay) / n));
    const spacing = seedR * 1.1;
    const natural = spacing * Math.sqrt(n);
    const sx = Math.min(1, (ax - seedR) / natural);
    const sy = Math.min((ay - seedR) / natural, 1 / sx);
    // A small heap sits towards the pits, leaving the count beside it in view.
    const inward = side === 'south' ? -1 : 1;
    const room = Math.max(0, ax - seedR - natural * sx);
    const cx = s.x + s.w / 2 + inward * Math.min(room, geo.unit * 0.2);
    const cy = s.y + s.h / 2;
    const turn = hash(side === 'south' ? 101 : 202, 7) * Math.PI * 2;
    for (let i = 0; i < n; i++) {
      const d = spacing * Math.sqrt(i + 0.5);
      const a = turn + i * Math.PI * (3 - Math.sqrt(5));
      this.drawSeed(cx + Math.cos(a) * d * sx, cy + Math.sin(a) * d * sy, seedR, hash(i, side === 'south' ? 13 : 17));
    }
  }

  /**
   * An empty carved bowl (part of the backdrop).
   * @param {number} pit
   */
  drawBowl(pit) {
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
  }

  /** @param {BoardModel} m @param {number} pit */
  drawPit(m, pit) {
    const { ctx, geo } = this;
    const { x, y } = this.centre(pit);
    const R = geo.pitR;
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
      // The keyboard cursor: dark against the yellow ring, white against the wood.
      const w = Math.max(2.5, R * 0.09);
      ring(ctx, x, y, R * 1.02 + w * 1.5, '#1a0b02', w);
      ring(ctx, x, y, R * 1.02 + w * 2.6, '#ffffff', Math.max(2, w * 0.8));
    }
  }

  /**
   * A count, upright, in its badge.
   * @param {G.Circle} at
   * @param {number} n
   * @param {boolean} [store] a store's count: always light, it is a tally
   */
  drawCount(at, n, store = false) {
    const { ctx } = this;
    const dark = n === 0 && !store;
    ctx.beginPath();
    ctx.arc(at.x, at.y, at.r, 0, Math.PI * 2);
    ctx.fillStyle = dark ? 'rgba(30, 14, 4, 0.6)' : 'rgba(250, 240, 220, 0.95)';
    ctx.fill();
    ctx.fillStyle = dark ? 'rgba(250, 240, 220, 0.8)' : '#2a1506';
    const digits = String(n).length;
    ctx.font = `600 ${Math.round(at.r * (digits > 1 ? 1.0 : 1.15))}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(String(n), at.x, at.y + 0.5);
  }

  /**
   * An empiko seed: glossy, grey to olive.
   * @param {number} x
   * @param {number} y
   * @param {number} r
   * @param {number} tone 0..1, the seed's own shade
   */
  drawSeed(x, y, r, tone) {
    // Stamped from a sprite: one per size and one of 16 shades.
    const shade = Math.round(tone * 15) / 15;
    const key = `${r.toFixed(1)}:${shade}`;
    let sprite = this.sprites.get(key);
    const k = this.dpr;
    const half = Math.ceil(r + 1.5);
    if (!sprite) {
      sprite = document.createElement('canvas');
      sprite.width = sprite.height = Math.ceil(half * 2 * k);
      const main = this.ctx;
      this.ctx = /** @type {CanvasRenderingContext2D} */ (sprite.getContext('2d'));
      this.ctx.setTransform(k, 0, 0, k, 0, 0);
      try {
        this.paintSeed(half, half, r, shade);
      } finally {
        this.ctx = main;
      }
      this.sprites.set(key, sprite);
    }
    this.ctx.drawImage(sprite, x - half, y - half, half * 2, half * 2);
  }

  /**
   * @param {number} x
   * @param {number} y
   * @param {number} r
   * @param {number} tone 0..1
   */
  paintSeed(x, y, r, tone) {
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
    const [r, c] = this.rc(pit);
    // Held over the pit on the side of its count, the hand's own count beside it.
    const h = G.handSpot(geo, r, c);
    ctx.beginPath();
    ctx.ellipse(h.x, h.y, h.rx, h.ry, h.angle, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(60, 30, 10, 0.75)';
    ctx.fill();
    const shown = Math.min(count, 5);
    const step = geo.pitR * 0.2;
    for (let i = 0; i < shown; i++) {
      const k = (i - (shown - 1) / 2) * step;
      this.drawSeed(h.x + Math.cos(h.angle) * k, h.y + Math.sin(h.angle) * k, geo.pitR * 0.14, 0.4);
    }
    // The pit's own count stays readable on top of the hand.
    this.drawCount(G.countBadge(geo, r, c), this.model?.counts[pit] ?? 0);
    this.drawCount(h.badge, count);
  }

  /**
   * The direction buttons of a choice: round, nearly a cell across, each on
   * the side its direction sows towards, pointing that way.
   * @param {number} pit
   * @param {Dir[]} dirs
   */
  drawChoice(pit, dirs) {
    const { ctx } = this;
    for (const s of this.choiceSpots(pit)) {
      if (!dirs.includes(s.dir)) continue;
      ctx.beginPath();
      ctx.arc(s.x, s.y, s.r, 0, Math.PI * 2);
      ctx.fillStyle = s.dir === 'cw' ? 'rgba(178, 34, 26, 0.95)' : 'rgba(22, 86, 160, 0.95)';
      ctx.fill();
      ctx.strokeStyle = '#fff';
      ctx.lineWidth = Math.max(2, s.r * 0.08);
      ctx.stroke();
      // A tip on the rim, pointing the way the seeds go.
      const a = Math.atan2(s.towards.y, s.towards.x);
      const tip = s.r * 1.0;
      const base = s.r * 0.62;
      const wide = s.r * 0.32;
      ctx.beginPath();
      ctx.moveTo(s.x + Math.cos(a) * tip, s.y + Math.sin(a) * tip);
      ctx.lineTo(s.x + Math.cos(a) * base - Math.sin(a) * wide, s.y + Math.sin(a) * base + Math.cos(a) * wide);
      ctx.lineTo(s.x + Math.cos(a) * base + Math.sin(a) * wide, s.y + Math.sin(a) * base - Math.cos(a) * wide);
      ctx.closePath();
      ctx.fillStyle = '#fff';
      ctx.fill();
      ctx.font = `700 ${Math.round(s.r * 1.05)}px system-ui, sans-serif`;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(s.dir === 'ccw' ? '↺' : '↻', s.x - Math.cos(a) * s.r * 0.12, s.y - Math.sin(a) * s.r * 0.12 + 1);
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

/**
 * The small boards of the legend (board-legend.js): each mark drawn by this
 * view's own code on a board of one to three pits, so the legend shows
 * exactly what the board shows.
 * @type {Record<string, { rows: number, cols: number, stores?: boolean, coords?: boolean, set: (m: BoardModel) => void }>}
 */
const SAMPLES = {
  count: { rows: 1, cols: 1, set: (m) => { m.counts = [3]; } },
  coords: { rows: 1, cols: 2, coords: true, set: (m) => { m.counts = [2, 0]; } },
  legal: { rows: 1, cols: 1, set: (m) => { m.legal.add(0); } },
  last: { rows: 1, cols: 1, set: (m) => { m.marks.set(0, 'last'); } },
  hint: { rows: 1, cols: 1, set: (m) => { m.marks.set(0, 'hint'); m.arrows = [{ pit: 0, dir: 'ccw' }]; } },
  choice: { rows: 1, cols: 3, set: (m) => { m.counts = [1, 4, 1]; m.choice = { pit: 1, dirs: ['ccw', 'cw'] }; } },
  hand: { rows: 1, cols: 1, set: (m) => { m.counts = [0]; m.hand = { pit: 0, count: 4 }; m.marks.set(0, 'relay'); } },
  origin: { rows: 1, cols: 1, set: (m) => { m.counts = [0]; m.marks.set(0, 'origin'); } },
  relay: { rows: 1, cols: 1, set: (m) => { m.counts = [5]; m.marks.set(0, 'relay'); } },
  capture: { rows: 1, cols: 2, set: (m) => { m.counts = [2, 4]; m.marks.set(0, 'marker'); m.marks.set(1, 'taken'); } },
  skip: { rows: 1, cols: 1, set: (m) => { m.counts = [1]; m.marks.set(0, 'skip'); } },
  turning: { rows: 1, cols: 1, set: (m) => { m.turning = new Set([0]); } },
  uur: { rows: 1, cols: 2, set: (m) => { m.counts = [2, 2]; m.uur = ['south', 'north']; } },
  stores: { rows: 1, cols: 1, stores: true, set: (m) => { m.stores = [7, 3]; } },
  preview: { rows: 1, cols: 3, set: (m) => { m.counts = [0, 3, 4]; m.preview = { from: 0, path: [1, 2], end: 2, outcome: 'relay', taken: [] }; } },
};

/** The marks the legend can show, in its order. */
export const SAMPLE_KINDS = Object.keys(SAMPLES);

/**
 * Draw one legend sample on a canvas, `height` CSS pixels high.
 * @param {HTMLCanvasElement} canvas
 * @param {string} kind one of SAMPLE_KINDS
 * @param {number} height
 */
export function drawSample(canvas, kind, height) {
  const sample = SAMPLES[kind];
  const view = new BoardView(canvas);
  view.coords = Boolean(sample.coords);
  const width = height / G.aspect(sample.rows, sample.cols, G.UPRIGHT, Boolean(sample.stores));
  const n = sample.rows * sample.cols;
  /** @type {BoardModel} */
  const model = {
    rows: sample.rows, cols: sample.cols, counts: new Array(n).fill(2),
    legal: new Set(), marks: new Map(), arrows: [], choice: null, hand: null, flying: null,
    uur: new Array(n).fill(null), stores: null, toMove: 'none', cursor: null, preview: null,
  };
  sample.set(model);
  view.model = model;
  view.rows = sample.rows;
  view.cols = sample.cols;
  view.stores = Boolean(sample.stores);
  view.resize(width, 0);
}
