// Plays an animation plan (animation-plan.js) onto the board, seed by seed:
// the only source of motion. One requestAnimationFrame loop drives it, so it
// can be paused, stepped, skipped to the end and cancelled at any moment, and
// never holds the page's thread: steps that take no time (the instant speed,
// skipping, a long turn's fast-forward) are applied a bounded number per
// frame, and their sentences reach the narration in one batch per frame.
import { seedSpot } from './geometry.js';
import { begin, finish } from './animation-plan.js';

/** Milliseconds per step unit at each speed. */
export const SPEEDS = /** @type {const} */ ({ slow: 520, normal: 240, fast: 90, instant: 0 });

/** Steps applied at most in one frame when they take no time. */
const STEPS_PER_FRAME = 4000;

/** @typedef {import('./view.js').BoardModel} BoardModel */
/** @typedef {import('./view.js').BoardView} BoardView */
/** @typedef {import('./animation-plan.js').Step} Step */

export class Animator {
  /**
   * @param {BoardView} view
   * @param {(lines: string[]) => void} narrate
   */
  constructor(view, narrate) {
    this.view = view;
    this.narrate = narrate;
    /** @type {keyof typeof SPEEDS} */
    this.speed = 'normal';
    this.paused = false;
    this.skipping = false;
    /** Told of each step as it begins and ends, with its pace (0 when it takes no time): the sound listens. */
    /** @type {((s: Step, at: 'begin' | 'end', pace: number) => void) | null} */
    this.onStep = null;
    /** @type {{ steps: Step[], model: BoardModel, i: number, elapsed: number, started: boolean, last: number, frame: number, done: (finished: boolean) => void } | null} */
    this.run = null;
  }

  get running() {
    return this.run !== null;
  }

  /** @param {Step} s */
  duration(s) {
    return this.pace(s) * s.units;
  }

  /**
   * Milliseconds per unit for this step: none when skipping or fast-forwarding.
   * @param {Step} s
   */
  pace(s) {
    return this.skipping || s.fast ? 0 : SPEEDS[this.speed];
  }

  /**
   * Play a plan onto the model (the board as drawn before it).
   * @param {Step[]} steps
   * @param {BoardModel} model
   * @returns {Promise<boolean>} true when played to the end, false when cancelled
   */
  play(steps, model) {
    this.cancel();
    this.skipping = false;
    return new Promise((done) => {
      this.run = { steps, model, i: 0, elapsed: 0, started: false, last: performance.now(), frame: 0, done };
      this.tick(performance.now());
    });
  }

  /** @param {number} now */
  tick(now) {
    const run = this.run;
    if (!run) return;
    const dt = Math.max(0, now - run.last);
    run.last = now;
    /** @type {string[]} */
    const lines = [];
    let budget = STEPS_PER_FRAME;
    // Drawn only when something moved or changed: a frame that only waits costs nothing.
    let dirty = false;
    while (run.i < run.steps.length && budget-- > 0) {
      const s = run.steps[run.i];
      if (!run.started) {
        if (this.paused && !this.skipping) break;
        run.started = true;
        run.elapsed = 0;
        if (s.text) lines.push(s.text);
        begin(run.model, s);
        this.onStep?.(s, 'begin', this.pace(s));
        dirty = true;
      }
      const ms = this.duration(s);
      if (ms > 0 && run.elapsed < ms) {
        if (!this.paused || this.skipping) run.elapsed += dt;
        if (run.elapsed < ms) {
          dirty = this.pose(run.model, s, run.elapsed / ms) || dirty;
          break;
        }
      }
      run.model.flying = null;
      finish(run.model, s);
      this.onStep?.(s, 'end', this.pace(s));
      run.i++;
      run.started = false;
      dirty = true;
      // A step that took time ends this frame: the next starts on the next.
      if (ms > 0) break;
    }
    if (lines.length) this.narrate(lines);
    if (run.i >= run.steps.length) {
      this.end(true);
      return;
    }
    if (dirty) this.view.draw(run.model);
    run.frame = requestAnimationFrame((t) => this.tick(t));
  }

  /**
   * The model in the middle of a step: a seed in the air.
   * @param {BoardModel} model
   * @param {Step} s
   * @param {number} k 0…1 through the step
   * @returns {boolean} whether the model changed (a seed is in the air)
   */
  pose(model, s, k) {
    const f = s.flight;
    if (!f) return false;
    const geo = this.view.geo;
    // A sowing's seed flies for most of its step and rests a moment.
    const share = s.do === 'sow' ? 0.9 : 1;
    const e0 = Math.min(1, k / share);
    const e = e0 < 0.5 ? 2 * e0 * e0 : 1 - (-2 * e0 + 2) ** 2 / 2;
    const from = f.from === 'hand' ? this.handPoint(model, f.to) : this.view.centre(/** @type {number} */ (f.from));
    let to;
    if (f.to === 'store') to = this.storePoint(f.player ?? 'south');
    else if (f.to === 'hand') to = this.above(/** @type {number} */ (f.above));
    else {
      const c = this.view.centre(f.to);
      const n = /** @type {number} */ (s.count);
      const spot = seedSpot(f.to, n - 1, n, geo.pitR);
      to = { x: c.x + spot.x, y: c.y + spot.y };
    }
    const lift = geo.pitR * 0.8;
    const was = model.flying;
    model.flying = k >= share ? null : { x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e - Math.sin(Math.PI * e) * lift };
    return model.flying !== null || was !== null;
  }

  /**
   * Where seeds in hand are held over a pit (beside it on a turned board).
   * @param {number} pit
   */
  above(pit) {
    return this.view.handSpot(pit);
  }

  /**
   * Where the hand is: above the pit it last sowed (or lifted) from.
   * @param {BoardModel} model
   * @param {number | 'hand' | 'store'} fallback
   */
  handPoint(model, fallback) {
    return this.above(model.hand?.pit ?? (typeof fallback === 'number' ? fallback : 0));
  }

  /** @param {'south' | 'north'} side */
  storePoint(side) {
    return this.view.storeCentre(side);
  }

  /** @param {boolean} finished */
  end(finished) {
    const run = this.run;
    if (!run) return;
    cancelAnimationFrame(run.frame);
    run.model.flying = null;
    this.run = null;
    this.skipping = false;
    run.done(finished);
  }

  pause() { this.paused = true; }

  resume() { this.paused = false; }

  /** Let one step through, then stay paused. */
  step() {
    const run = this.run;
    this.paused = true;
    if (!run || run.i >= run.steps.length) return;
    const s = run.steps[run.i];
    if (!run.started && s.text) this.narrate([s.text]);
    if (!run.started) begin(run.model, s);
    run.model.flying = null;
    finish(run.model, s);
    run.i++;
    run.started = false;
    this.view.draw(run.model);
  }

  /** Finish the turn at once. */
  skip() {
    this.skipping = true;
  }

  /** Stop at once, wherever it is: the caller draws the true state. */
  cancel() {
    this.end(false);
  }
}
