// The bar and seconds left while the computer thinks. The words ("North
// (Expert) is thinking…") are the status line's, said once to a screen
// reader; this only counts down, so it is hidden from one.
import { t } from './i18n.js';

export class ThinkingIndicator {
  /** @param {HTMLElement} box the indicator's bar and text */
  constructor(box) {
    this.box = box;
    /** @type {ReturnType<typeof setInterval> | null} */
    this.ticker = null;
  }

  /** @param {string} name who thinks @param {number} budgetMs */
  start(name, budgetMs) {
    this.stop();
    const end = performance.now() + budgetMs;
    this.box.hidden = false;
    const tick = () => {
      const left = Math.max(0, end - performance.now());
      this.box.style.setProperty('--left', `${budgetMs > 0 ? (left / budgetMs) * 100 : 0}%`);
      /** @type {HTMLElement} */ (this.box.querySelector('.clock-text')).textContent = t('ai.thinking', { name, s: (left / 1000).toFixed(1) });
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
