// Ekyobutabal's clock (the tournament's blitz mode): a player has three seconds
// to start a move, or the turn is lost. The engine only records the lost turn;
// the time is kept here.
import { t } from './i18n.js';

export const SECONDS = 3;

export class BlitzClock {
  /** @param {HTMLElement} box the clock's bar and text */
  constructor(box) {
    this.box = box;
    this.deadline = 0;
    /** @type {ReturnType<typeof setInterval> | null} */
    this.ticker = null;
    /** Which decision the running clock is for: undo restarts it. */
    this.turn = -1;
  }

  /**
   * Run the clock for this turn (a clock already running for it goes on).
   * @param {number} turn
   * @param {() => void} onExpire
   */
  start(turn, onExpire) {
    if (this.ticker && this.turn === turn) return;
    this.stop();
    this.turn = turn;
    this.deadline = performance.now() + SECONDS * 1000;
    this.box.hidden = false;
    const tick = () => {
      const left = Math.max(0, this.deadline - performance.now());
      this.box.style.setProperty('--left', `${(left / (SECONDS * 1000)) * 100}%`);
      /** @type {HTMLElement} */ (this.box.querySelector('.clock-text')).textContent = t('clock.left', { s: (left / 1000).toFixed(1) });
      if (left <= 0) {
        this.stop();
        onExpire();
      }
    };
    tick();
    this.ticker = setInterval(tick, 100);
  }

  stop() {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
    this.box.hidden = true;
  }
}
