// The legend of the board: every mark the board can draw in THIS game, each
// with a small board drawn by the board's own code (board/view.js) and its
// sentence. Which marks a game uses is read from what the engine says of it
// (its ruleset info, its state, its options) and from who plays, never from
// the ruleset's id.
import { t, onLanguageChange } from '../words/i18n.js';
import { drawSample } from '../board/view.js';

/** @typedef {import('../../pkg/omweso.js').RulesetInfo} RulesetInfo */

/** A sample's height in CSS pixels: a pit about the size of a line of text, twice. */
const SAMPLE_H = 40;

/**
 * @typedef {{
 *   family: string,
 *   turningPits: unknown[],
 *   skips: boolean,
 *   options: Record<string, unknown>,
 *   computer: boolean,
 *   hints: boolean,
 * }} LegendFacts
 * family: the state's; turningPits, skips: the ruleset info's; options: the
 * game's own; computer: a computer plays a side; hints: the hint button is on.
 */

/**
 * The marks this game can show, in the legend's order.
 * @param {LegendFacts} f
 * @returns {string[]}
 */
export function legendKinds(f) {
  const four = f.family === 'four_row';
  const turning = f.turningPits.length > 0;
  // A turn can pause for a direction: Omweso's reverse laps (option reverse), or a turning pit.
  const pauses = four && (turning || (f.options.reverse !== undefined && f.options.reverse !== 'none'));
  // A pit can offer two ways: the pauses' laps, Kombe's chain (a reverse first lap), okwesera.
  const ways = pauses || (four && f.options.okwesera === true);
  /** @type {[string, boolean][]} */
  const marks = [
    ['count', true],
    ['coords', true],
    ['legal', true],
    ['last', true],
    ['preview', true],
    ['hint', f.computer || f.hints],
    ['choice', ways],
    ['hand', pauses],
    ['origin', true],
    ['relay', f.family !== 'oware'],
    ['capture', true],
    ['skip', f.skips],
    ['turning', turning],
    ['uur', f.family === 'layli'],
    ['stores', !four],
  ];
  return marks.filter(([, used]) => used).map(([kind]) => kind);
}

export class BoardLegend {
  /**
   * @param {HTMLElement} panel holds an `h2` (the title) and a `ul` (the marks)
   */
  constructor(panel) {
    this.panel = panel;
    /** @type {string[]} */
    this.kinds = [];
    onLanguageChange(() => this.render());
  }

  /**
   * Show the marks of a game (at its start, and when who plays changes).
   * @param {LegendFacts} facts
   */
  show(facts) {
    const kinds = legendKinds(facts);
    if (kinds.join() === this.kinds.join()) return;
    this.kinds = kinds;
    this.render();
  }

  render() {
    const title = this.panel.querySelector('h2');
    if (title) title.textContent = t('legend.title');
    const list = /** @type {HTMLElement} */ (this.panel.querySelector('ul'));
    list.replaceChildren(...this.kinds.map((kind) => {
      const item = document.createElement('li');
      item.dataset.mark = kind;
      const canvas = document.createElement('canvas');
      canvas.setAttribute('aria-hidden', 'true');
      item.append(canvas, Object.assign(document.createElement('span'), { textContent: t(`legend.${kind}`) }));
      drawSample(canvas, kind, SAMPLE_H);
      return item;
    }));
  }
}
