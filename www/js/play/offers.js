// Ending a game outside its rules: resigning, and a draw by agreement where
// the engine says the rules allow one. Both are asked as a question under the
// board, so a stray tap never ends a game: resigning is confirmed by the
// player, a draw accepted by the opponent — on a shared screen by the other
// person, against the computer by the computer, which accepts only when its
// own search does not see itself ahead.
import { t } from '../words/i18n.js';
import { Cancelled } from '../engine/worker-start.js';

/** @typedef {import('../engine/client.js').Snapshot} Snapshot */
/** @typedef {import('../game/players.js').Players} Players */
/** @typedef {import('../engine/opponent.js').Opponent} Opponent */
/** @typedef {'south' | 'north'} Side */

/** A computer accepts a draw when it sees itself at most this far ahead (hundredths of a seed). */
const ACCEPT_AT_MOST = 50;

/** The computer's thought on a draw offer: a quick look, not a full search. */
const CONSIDER_MS = 400;

/**
 * @typedef {{
 *   position: () => Snapshot | null,
 *   players: () => Players,
 *   label: (side: Side) => string,
 *   busy: () => boolean,
 *   ask: (question: import('./choice-panel.js').Question | null) => void,
 *   opponent: Opponent,
 *   resign: (side: Side) => void,
 *   agreeDraw: () => void,
 *   say: (words: string | (() => string)) => void,
 * }} OffersHost
 *   ask: a question under the board, its answers running page actions (null puts it away)
 */

/** @param {Side} side */
const other = (side) => (side === 'south' ? 'north' : 'south');

export class Offers {
  /**
   * @param {OffersHost} host
   * @param {{ resign: HTMLButtonElement, draw: HTMLButtonElement }} buttons
   */
  constructor(host, buttons) {
    this.host = host;
    this.buttons = buttons;
    /** An offer is being considered by the computer. */
    this.considering = false;
    buttons.resign.addEventListener('click', () => this.askResign());
    buttons.draw.addEventListener('click', () => this.offerDraw());
  }

  /**
   * The person who would resign or offer: the side to move on a shared
   * screen, the person's side against the computer, nobody in a demo.
   * @returns {Side | null}
   */
  person() {
    const st = this.host.position()?.state;
    if (!st || st.result) return null;
    const players = this.host.players();
    const humans = /** @type {Side[]} */ (['south', 'north']).filter((s) => players[s] !== 'computer');
    if (humans.length === 2) return st.toMove;
    return humans[0] ?? null;
  }

  /** Show the buttons when they can be used. */
  render() {
    const st = this.host.position()?.state;
    const who = this.person();
    const idle = !this.host.busy() && !this.considering;
    this.buttons.resign.hidden = who === null;
    this.buttons.resign.disabled = !idle;
    this.buttons.draw.hidden = who === null || !st?.drawByAgreement;
    this.buttons.draw.disabled = !idle;
  }

  askResign() {
    const who = this.person();
    if (!who || this.host.busy()) return;
    this.host.ask({
      text: t('confirm.resign', { name: this.host.label(who), opponent: this.host.label(other(who)) }),
      buttons: [
        { label: t('confirm.resign.yes'), run: () => this.host.resign(who), primary: true },
        { label: t('confirm.no'), run: () => this.host.ask(null) },
      ],
    });
  }

  async offerDraw() {
    const who = this.person();
    const position = this.host.position();
    if (!who || !position || this.host.busy()) return;
    const opponent = other(who);
    const name = this.host.label(who);
    if (this.host.players()[opponent] !== 'computer') {
      this.host.ask({
        text: t('confirm.draw', { name, opponent: this.host.label(opponent) }),
        buttons: [
          { label: t('confirm.draw.yes'), run: () => this.host.agreeDraw(), primary: true },
          { label: t('confirm.draw.no'), run: () => this.declined(opponent) },
        ],
      });
      return;
    }
    this.considering = true;
    this.render();
    this.host.say(() => t('draw.thinking', { name: this.host.label(opponent) }));
    let suggestion;
    try {
      suggestion = await this.host.opponent.think(position.json, { level: 'casual', budgetMs: CONSIDER_MS });
    } catch (e) {
      this.considering = false;
      if (!(e instanceof Cancelled)) this.declined(opponent);
      return;
    } finally {
      this.considering = false;
    }
    // The position moved on while the computer thought: the offer lapses.
    if (this.host.position() !== position) return;
    // The score is the side to move's; the computer judges from its own side.
    const own = position.state.toMove === opponent ? suggestion.score : -suggestion.score;
    if (own <= ACCEPT_AT_MOST) this.host.agreeDraw();
    else this.declined(opponent);
  }

  /** @param {Side} side who declined */
  declined(side) {
    this.host.ask(null);
    this.host.say(() => t('draw.declined', { name: this.host.label(side) }));
  }
}
