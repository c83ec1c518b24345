// Plays a turn's engine events onto the board model, seed by seed: the only
// source of motion. Speed can change at any time; it can pause, step one event,
// or skip to the end of the turn. The model ends equal to the engine's board.
import { seedSpot } from './geometry.js';

/** Milliseconds per seed at each speed. */
export const SPEEDS = /** @type {const} */ ({ slow: 520, normal: 240, fast: 90, instant: 0 });

/** @typedef {import('./board-view.js').BoardModel} BoardModel */
/** @typedef {import('./board-view.js').BoardView} BoardView */

export class Animator {
  /**
   * @param {BoardView} view
   * @param {(text: string) => void} narrate
   */
  constructor(view, narrate) {
    this.view = view;
    this.narrate = narrate;
    /** @type {keyof typeof SPEEDS} */
    this.speed = 'normal';
    this.paused = false;
    this.skipping = false;
    this.running = false;
    /** @type {(() => void) | null} */
    this.release = null;
    this.stepOnce = false;
  }

  get unit() {
    return this.skipping ? 0 : SPEEDS[this.speed];
  }

  pause() { this.paused = true; }

  resume() {
    this.paused = false;
    this.release?.();
  }

  /** Let one event through, then stay paused. */
  step() {
    this.paused = true;
    this.stepOnce = true;
    this.release?.();
  }

  /** Finish the current turn at once. */
  skip() {
    this.skipping = true;
    this.resume();
  }

  async gate() {
    while (this.paused && !this.skipping) {
      if (this.stepOnce) {
        this.stepOnce = false;
        return;
      }
      await new Promise((resolve) => { this.release = () => resolve(undefined); });
      this.release = null;
    }
  }

  /** @param {number} units */
  wait(units) {
    const ms = this.unit * units;
    if (ms <= 0) return Promise.resolve();
    return new Promise((resolve) => setTimeout(resolve, ms));
  }

  /**
   * Move a seed through the air from one point to another.
   * @param {BoardModel} model
   * @param {{x: number, y: number}} from
   * @param {{x: number, y: number}} to
   * @param {number} units
   */
  fly(model, from, to, units) {
    const ms = this.unit * units;
    if (ms <= 0) return Promise.resolve();
    const lift = this.view.geo.pitR * 0.8;
    return new Promise((resolve) => {
      const start = performance.now();
      const frame = (/** @type {number} */ now) => {
        const k = Math.min(1, (now - start) / ms);
        const e = k < 0.5 ? 2 * k * k : 1 - (-2 * k + 2) ** 2 / 2;
        model.flying = { x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e - Math.sin(Math.PI * e) * lift };
        this.view.draw(model);
        if (k < 1 && !this.skipping) requestAnimationFrame(frame);
        else {
          model.flying = null;
          resolve(undefined);
        }
      };
      requestAnimationFrame(frame);
    });
  }

  /**
   * Animate the events of one `play` call.
   * @param {any[]} events
   * @param {BoardModel} model the board as drawn before the events
   * @param {number[]} finalCounts the engine's board after them
   * @param {(ev: any) => string | null} describe
   */
  async play(events, model, finalCounts, describe) {
    this.running = true;
    const cols = model.cols;
    const idx = (/** @type {[number, number]} */ p) => p[0] * cols + p[1];
    const redraw = () => { if (!this.skipping && this.unit > 0) this.view.draw(model); };
    try {
      for (const ev of events) {
        await this.gate();
        const text = describe(ev);
        if (text) this.narrate(text);
        switch (ev.type) {
          case 'turn_start':
            model.legal = new Set();
            model.marks = new Map();
            model.choice = null;
            break;
          case 'lift': {
            const pit = idx(ev.pit);
            model.marks.set(pit, 'origin');
            model.counts[pit] = 0;
            model.hand = { pit, count: ev.count };
            redraw();
            await this.wait(1);
            break;
          }
          case 'okwesera':
            model.marks.set(idx(ev.pit), 'origin');
            break;
          case 'lap_start': {
            const origin = idx(ev.origin);
            model.arrows = [{ pit: origin, dir: ev.dir }];
            model.hand = { pit: origin, count: ev.seeds };
            redraw();
            await this.wait(0.8);
            break;
          }
          case 'sow': {
            const pit = idx(ev.pit);
            const hand = model.hand ?? { pit, count: 1 };
            const from = this.view.centre(hand.pit);
            from.y -= this.view.geo.pitR * 0.95;
            const to = this.view.centre(pit);
            const spot = seedSpot(pit, ev.count - 1, ev.count, this.view.geo.pitR);
            await this.fly(model, from, { x: to.x + spot.x, y: to.y + spot.y }, 0.9);
            model.counts[pit] = ev.count;
            hand.count -= 1;
            hand.pit = pit;
            model.hand = hand.count > 0 ? hand : null;
            redraw();
            await this.wait(0.1);
            break;
          }
          case 'skip':
            model.marks.set(idx(ev.pit), 'skip');
            redraw();
            await this.wait(0.6);
            break;
          case 'relay': {
            const pit = idx(ev.pit);
            model.marks.set(pit, 'relay');
            redraw();
            await this.wait(1);
            model.counts[pit] = 0;
            model.hand = { pit, count: ev.count };
            redraw();
            await this.wait(0.4);
            break;
          }
          case 'capture': {
            const at = idx(ev.at);
            model.marks.set(at, 'marker');
            for (const p of ev.taken) if (idx(p.pit) !== at) model.marks.set(idx(p.pit), 'taken');
            redraw();
            await this.wait(1.6);
            // The taken seeds fly to the capturer's hand above the marker (four rows),
            // or off the board to the capturer's store (two rows).
            const dest = model.rows === 4
              ? { x: this.view.centre(at).x, y: this.view.centre(at).y - this.view.geo.pitR * 0.95 }
              : { x: this.view.geo.width / 2, y: ev.player === 'north' ? 0 : this.view.geo.height };
            for (const p of ev.taken) {
              const pit = idx(p.pit);
              model.counts[pit] = 0;
              await this.fly(model, this.view.centre(pit), dest, 0.7);
            }
            model.hand = model.rows === 4 ? { pit: at, count: ev.total } : null;
            redraw();
            await this.wait(0.8);
            for (const p of ev.taken) model.marks.delete(idx(p.pit));
            model.marks.delete(at);
            break;
          }
          case 'uur_made': {
            const [a, b] = ev.pits.map(idx);
            model.counts[b] -= 1;
            model.counts[a] += 1;
            model.uur[a] = ev.owner;
            model.uur[b] = ev.owner;
            model.marks.set(a, 'uur');
            model.marks.set(b, 'uur');
            redraw();
            await this.wait(2);
            model.marks.delete(a);
            model.marks.delete(b);
            break;
          }
          case 'grand_slam':
            await this.wait(1.2);
            break;
          case 'pause':
            model.hand = { pit: idx(ev.pit), count: ev.seeds };
            break;
          case 'turn_end':
            model.marks = new Map();
            model.arrows = [];
            model.hand = null;
            break;
          case 'round_end':
            model.counts.fill(0);
            model.uur.fill(null);
            redraw();
            await this.wait(2.5);
            break;
          case 'round_start':
            finalCounts.forEach((n, i) => { model.counts[i] = n; });
            redraw();
            await this.wait(2.5);
            break;
          case 'sweep':
            model.counts.fill(0);
            redraw();
            await this.wait(2);
            break;
          case 'endless':
          case 'truncated':
            finalCounts.forEach((n, i) => { model.counts[i] = n; });
            model.hand = null;
            break;
          default:
            break;
        }
      }
    } finally {
      this.running = false;
      this.skipping = false;
      model.flying = null;
    }
    const mismatch = finalCounts.findIndex((n, i) => model.counts[i] !== n);
    if (mismatch >= 0) {
      console.error(`animation ended with pit ${mismatch} drawn as ${model.counts[mismatch]}, engine says ${finalCounts[mismatch]}`);
      finalCounts.forEach((n, i) => { model.counts[i] = n; });
    }
  }
}
