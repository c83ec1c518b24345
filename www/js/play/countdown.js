// A bar and a line of seconds counting down to a deadline: the blitz clock's
// and the computer's thinking time look and tick alike.
import { number } from '../words/i18n.js';

export class Countdown {
  /** @param {HTMLElement} box the bar (its --left property) and its `.clock-text` */
  constructor(box) {
    this.box = box;
    /** @type {ReturnType<typeof setInterval> | null} */
    this.ticker = null;
  }

  get running() {
    return this.ticker !== null;
  }

  /**
   * Count down `ms`, saying the seconds left in `words`.
   * @param {number} ms
   * @param {(seconds: string) => string} words
   * @param {() => void} [onExpire] called once the time is up (the countdown then stops)
   */
  start(ms, words, onExpire) {
    this.stop();
    const end = performance.now() + ms;
    this.box.hidden = false;
    const text = /** @type {HTMLElement} */ (this.box.querySelector('.clock-text'));
    const tick = () => {
      const left = Math.max(0, end - performance.now());
      this.box.style.setProperty('--left', `${ms > 0 ? (left / ms) * 100 : 0}%`);
      text.textContent = words(number(left / 1000, 1)); // "4.0", "4,0": as the page's language writes it
      if (left <= 0 && onExpire) {
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
