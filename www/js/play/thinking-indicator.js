// The bar and seconds left while the computer thinks. The words ("North
// (Expert) is thinking…") are the status line's, said once to a screen
// reader; this only counts down, so it is hidden from one.
import { Countdown } from './countdown.js';
import { t } from '../words/i18n.js';

export class ThinkingIndicator {
  /** @param {HTMLElement} box the indicator's bar and text */
  constructor(box) {
    this.countdown = new Countdown(box);
  }

  /** @param {string} name who thinks @param {number} budgetMs */
  start(name, budgetMs) {
    this.countdown.start(budgetMs, (s) => t('ai.thinking', { name, s }));
  }

  stop() {
    this.countdown.stop();
  }
}
