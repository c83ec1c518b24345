// When a computer player is to decide, ask the worker and hand the answer back
// to be played exactly like a click; and answer the hint button. Every change
// of position (a move, undo, redo, a new or loaded game) calls changed(): it
// cancels the search in flight, so no answer ever lands on another position.
import { levels } from '../engine/wasm.js';
import { Cancelled } from '../engine/opponent.js';
import { HINT_LEVEL, modeOf, playerLabel } from '../game/players.js';

/** @typedef {import('../../pkg/omweso.js').Decision} Decision */
/** @typedef {import('../engine/client.js').Snapshot} Snapshot */
/** @typedef {import('../../pkg/omweso.js').Level} Level */
/** @typedef {import('../game/players.js').Players} Players */
/** @typedef {import('../engine/opponent.js').Opponent} Opponent */
/** @typedef {import('./thinking-indicator.js').ThinkingIndicator} ThinkingIndicator */

/**
 * What the page lends: the position (the engine's last snapshot), whether it is busy, who plays, the
 * players' names, and the way a decision is played (the click path).
 * @typedef {{
 *   position: () => Snapshot | null,
 *   busy: () => boolean,
 *   players: () => Players,
 *   names: () => { south: string, north: string },
 *   pauseMs: () => number,
 *   showMs: () => number,
 *   show: (decision: Decision) => void,
 *   play: (decision: Decision) => Promise<void>,
 *   hinted: (decision: Decision | null) => void,
 *   failed: (message: string) => void,
 *   nextGame: () => void,
 * }} Host
 */

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class ComputerTurns {
  /**
   * @param {Opponent} opponent
   * @param {ThinkingIndicator} indicator
   * @param {Host} host
   */
  constructor(opponent, indicator, host) {
    this.opponent = opponent;
    this.indicator = indicator;
    this.host = host;
    /** Bumped by every change of position: an answer for an older one is dropped. */
    this.epoch = 0;
    /** The epoch a computer decision is being worked on for, if any. */
    /** @type {number | null} */
    this.working = null;
    /** A search that failed is not retried on the same position (it would fail again). */
    this.failedAt = -1;
    this.hinting = false;
    /** A budget for every search instead of the levels' own (tests, kiosks in a hurry). */
    /** @type {number | null} */
    this.budgetMs = null;
    /** Decisions the computer has played, for the tests. */
    this.played = 0;
  }

  /** The side whose decision it is, if the computer plays it and the game is on. */
  computerSide() {
    const st = this.host.position()?.state;
    if (!st || st.result) return null;
    return this.host.players()[st.toMove] === 'computer' ? st.toMove : null;
  }

  /** The board is a person's to click now. */
  humanToMove() {
    const st = this.host.position()?.state;
    return Boolean(st && !st.result && !this.computerSide());
  }

  get thinking() {
    return this.working !== null;
  }

  /** @param {'south' | 'north'} side */
  label(side) {
    return playerLabel(this.host.players(), side, this.host.names()[side]);
  }

  /** @param {Level} level */
  budget(level) {
    return this.budgetMs ?? levels().find((l) => l.id === level)?.budgetMs ?? 500;
  }

  /**
   * The position changed: whatever was being searched no longer matters.
   * It only forgets: the caller redraws (a redraw from here would poke with
   * the old game still in place).
   */
  changed() {
    this.epoch++;
    this.working = null;
    this.hinting = false;
    this.opponent.cancel();
    this.indicator.stop();
    this.host.hinted(null);
  }

  /** Called whenever the page settles: start the computer's decision if it is its turn. */
  poke() {
    if (this.working !== null || this.host.busy()) return;
    const st = this.host.position()?.state;
    if (!st) return;
    const players = this.host.players();
    if (st.result) {
      // A demo plays a whole match: the next game starts after a pause.
      if (modeOf(players) === 'cvc' && st.matchTo > 0 && !st.matchOver) this.later(() => this.host.nextGame(), 3);
      return;
    }
    const side = this.computerSide();
    if (!side || this.failedAt === this.epoch) return;
    this.decide(side, players.levels[side]);
  }

  /**
   * Run fn after a pause of `times` × the page's pause, unless the position changes first.
   * @param {() => void} fn
   * @param {number} times
   */
  async later(fn, times) {
    const epoch = this.epoch;
    this.working = epoch;
    await sleep(this.host.pauseMs() * times);
    if (epoch !== this.epoch) return;
    this.working = null;
    fn();
  }

  /**
   * @param {'south' | 'north'} side
   * @param {Level} level
   */
  async decide(side, level) {
    const epoch = this.epoch;
    this.working = epoch;
    const position = /** @type {Snapshot} */ (this.host.position());
    // Two computers: a short pause between decisions so people can follow.
    if (modeOf(this.host.players()) === 'cvc') await sleep(this.host.pauseMs());
    if (epoch !== this.epoch) return;
    const budgetMs = this.budget(level);
    this.indicator.start(this.label(side), budgetMs);
    let suggestion;
    try {
      suggestion = await this.opponent.think(position.json, { level, budgetMs });
    } catch (e) {
      if (epoch !== this.epoch || e instanceof Cancelled) return;
      this.indicator.stop();
      this.working = null;
      this.failedAt = epoch;
      this.host.failed(/** @type {Error} */ (e).message);
      return;
    }
    if (epoch !== this.epoch) return;
    this.indicator.stop();
    // Show where and which way before sowing, so a direction choice is seen:
    // a glimpse in play (the lift that follows shows the pit too), a while when teaching.
    this.host.show(suggestion.decision);
    await sleep(this.host.showMs());
    if (epoch !== this.epoch || position !== this.host.position()) return;
    this.working = null;
    this.played++;
    await this.host.play(suggestion.decision);
  }

  /** "What would the computer play?": search, then show the answer without playing it. */
  async hint() {
    if (this.hinting || this.working !== null || !this.humanToMove()) return;
    const epoch = this.epoch;
    this.hinting = true;
    const position = /** @type {Snapshot} */ (this.host.position());
    let suggestion;
    try {
      suggestion = await this.opponent.think(position.json, { level: HINT_LEVEL, budgetMs: this.budget(HINT_LEVEL) });
    } catch (e) {
      if (epoch !== this.epoch || e instanceof Cancelled) return;
      this.hinting = false;
      this.host.failed(/** @type {Error} */ (e).message);
      return;
    }
    if (epoch !== this.epoch) return;
    this.hinting = false;
    this.host.hinted(suggestion.decision);
  }
}
