// Ekyobutabal's clock (the tournament's blitz mode): a player has three seconds
// to start a move, or the turn is lost. The engine only records the lost turn;
// the time is kept here.
import { Countdown } from './countdown.js';
import { t } from '../words/i18n.js';

export const SECONDS = 3;

export class BlitzClock {
  /** @param {HTMLElement} box the clock's bar and text */
  constructor(box) {
    this.countdown = new Countdown(box);
    /** Which decision the running clock is for: undo restarts it. */
    this.turn = -1;
  }

  /**
   * Run the clock for this turn (a clock already running for it goes on).
   * @param {number} turn
   * @param {() => void} onExpire
   */
  start(turn, onExpire) {
    if (this.countdown.running && this.turn === turn) return;
    this.turn = turn;
    this.countdown.start(SECONDS * 1000, (s) => t('clock.left', { s }), onExpire);
  }

  stop() {
    this.countdown.stop();
  }
}
