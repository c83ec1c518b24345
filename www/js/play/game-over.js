// The end of a game gets a moment of its own: a card over the board (below it
// on a small screen) that says who won and why, the points and the match
// score, and offers what comes next: the next game of a match, the same game
// again, a new one, or a look at the final board. Focus moves into the card so
// keyboard and screen-reader players land on it; Escape puts it away.
import { t, onLanguageChange } from '../words/i18n.js';
import { resultText } from '../words/narration.js';
import { el } from '../dom.js';

/**
 * What the card's buttons do. The card hides itself before playAgain and
 * nextGame (they replace the game); newGame only opens the set-up, which may
 * be cancelled, so the card stays.
 * @typedef {{ playAgain: () => void, newGame: () => void, nextGame?: () => void }} GameOverActions
 */

/**
 * The finished game, as the engine's state has it, with the players' names.
 * @typedef {{
 *   result: { winner: string | null, reason: string, points: number },
 *   names: { south: string, north: string },
 *   matchScore: number[], matchTo: number, matchOver: boolean,
 *   tournament: boolean, rows: number, family: string,
 * }} Ending
 */

/** Ids must be unique if a page ever holds two boards. */
let instances = 0;

export class GameOver {
  /**
   * @param {HTMLElement} parent the element around the board (the card is laid over it)
   * @param {GameOverActions} actions
   */
  constructor(parent, actions) {
    this.parent = parent;
    this.actions = actions;
    const id = `game-over-${++instances}`;
    parent.classList.add('game-over-host');

    this.box = el('section', 'game-over');
    this.box.hidden = true;
    this.box.setAttribute('role', 'dialog');
    this.box.setAttribute('aria-modal', 'false');
    this.box.setAttribute('aria-labelledby', `${id}-title`);
    this.box.setAttribute('aria-describedby', `${id}-text`);
    this.card = el('div', 'game-over-card');
    const seeds = el('div', 'game-over-seeds');
    seeds.setAttribute('aria-hidden', 'true');
    for (let i = 0; i < 5; i++) {
      const seed = el('span');
      seed.style.setProperty('--i', String(i));
      seeds.append(seed);
    }
    this.kicker = el('p', 'game-over-kicker');
    this.title = el('h2', 'game-over-title');
    this.title.id = `${id}-title`;
    this.text = el('p', 'game-over-text');
    this.text.id = `${id}-text`;
    this.points = el('p', 'game-over-points');
    this.match = el('div', 'game-over-match');
    this.buttons = el('div', 'game-over-buttons');
    this.card.append(seeds, this.kicker, this.title, this.text, this.points, this.match, this.buttons);
    this.box.append(this.card);

    // After "See the board", one small button brings the card back.
    this.dock = el('div', 'game-over-dock');
    this.dock.hidden = true;
    const reopen = cardButton(t('over.reopen'), () => this.reopen());
    reopen.className = 'game-over-reopen';
    this.dock.append(reopen);
    onLanguageChange(() => { reopen.textContent = t('over.reopen'); });
    parent.append(this.box, this.dock);

    // A click on the dimmed board around the card is a wish to see the board.
    this.box.addEventListener('click', (e) => { if (e.target === this.box) this.review(); });
    parent.ownerDocument.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || !this.shown) return;
      // Escape in the set-up dialog closes that dialog, not this card.
      if (e.target instanceof Element && e.target.closest('dialog[open]')) return;
      this.review();
    });
    /** Where focus was when the card came, to give it back when it goes. */
    /** @type {HTMLElement | null} */
    this.returnTo = null;
  }

  /** The card is on screen. */
  get shown() {
    return !this.box.hidden;
  }

  /**
   * Show the card for a finished game (again, with fresh words, if it is up).
   * @param {Ending} ending
   */
  show(ending) {
    const { result, names, matchScore, matchTo, matchOver } = ending;
    const name = (/** @type {string | null} */ side) => (side === 'north' ? names.north : names.south);
    const champion = matchScore[0] >= matchTo ? 'south' : 'north';
    this.kicker.textContent = t(matchOver ? 'over.kicker.match' : 'over.kicker');
    if (matchOver) this.title.textContent = t('over.title.match', { name: name(champion) });
    else if (result.winner) this.title.textContent = t('over.title.winner', { name: name(result.winner) });
    else this.title.textContent = t(result.reason === 'endless' ? 'over.title.annulled' : 'over.title.draw');
    this.text.textContent = resultText(result, { names, tournament: ending.tournament });

    // A tournament game's points; in a match they show beside the score instead.
    const points = ending.tournament && result.winner && matchTo === 0;
    this.points.hidden = !points;
    this.points.textContent = points ? t('over.points', { points: result.points, name: name(result.winner) }) : '';

    this.match.hidden = matchTo <= 0;
    this.match.replaceChildren();
    if (matchTo > 0) {
      this.match.append(el('p', 'game-over-match-title', t('over.matchTo', { to: matchTo })));
      const list = el('ul');
      for (const [i, side] of /** @type {const} */ ([[0, 'south'], [1, 'north']])) {
        const row = el('li');
        row.classList.toggle('gained', result.winner === side && result.points > 0);
        row.classList.toggle('champion', matchOver && champion === side);
        row.append(el('span', 'game-over-name', name(side)), el('span', 'game-over-score', String(matchScore[i])));
        if (result.winner === side && result.points > 0) row.append(el('span', 'game-over-gain', t('over.gain', { points: result.points })));
        list.append(row);
      }
      this.match.append(list);
    }

    const goesOn = matchTo > 0 && !matchOver && this.actions.nextGame !== undefined;
    const again = cardButton(t(goesOn ? 'over.restartMatch' : 'over.playAgain'), () => this.leave(this.actions.playAgain));
    const fresh = cardButton(t('over.newGame'), () => this.actions.newGame());
    const look = cardButton(t('over.review'), () => this.review());
    this.buttons.replaceChildren();
    if (goesOn) {
      const next = cardButton(t('over.nextGame'), () => this.leave(/** @type {() => void} */ (this.actions.nextGame)));
      this.buttons.append(next, again, fresh, look);
    } else {
      this.buttons.append(again, fresh, look);
    }
    const primary = /** @type {HTMLButtonElement} */ (this.buttons.firstElementChild);
    primary.classList.add('primary');
    primary.dataset.action = goesOn ? 'next' : 'again';

    if (!this.shown && !this.dock.contains(document.activeElement)) this.returnTo = focusedOutside(this.box);
    this.open(true);
    primary.focus();
  }

  /** Put the card away (the game on the board is not over any more): nothing of it stays. */
  hide() {
    const hadFocus = this.box.contains(document.activeElement) || this.dock.contains(document.activeElement);
    this.box.hidden = true;
    this.dock.hidden = true;
    this.parent.classList.remove('game-over-shown');
    if (hadFocus) this.giveFocusBack();
  }

  /** "See the board": the card goes, a small button to bring it back stays. */
  review() {
    if (!this.shown) return;
    this.box.hidden = true;
    this.parent.classList.remove('game-over-shown');
    this.dock.hidden = false;
    this.giveFocusBack();
  }

  /** The card again, after a look at the board. */
  reopen() {
    this.open(false);
    /** @type {HTMLElement | null} */ (this.buttons.querySelector('.primary'))?.focus();
  }

  /**
   * @param {boolean} entrance play the entrance (only when the game has just ended)
   */
  open(entrance) {
    this.dock.hidden = true;
    this.box.hidden = false;
    this.parent.classList.add('game-over-shown');
    // Restarting the entrance needs the class off for one style pass.
    this.box.classList.remove('enter');
    if (entrance) {
      void this.box.offsetWidth;
      this.box.classList.add('enter');
    }
  }

  /** @param {() => void} action one that replaces the game */
  leave(action) {
    this.hide();
    action();
  }

  giveFocusBack() {
    const to = this.returnTo;
    if (to && to.isConnected && !to.closest('[hidden]')) to.focus();
  }
}

/**
 * The focused element, unless it is inside `box` or nothing in particular.
 * @param {HTMLElement} box
 * @returns {HTMLElement | null}
 */
function focusedOutside(box) {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || box.contains(active)) return null;
  return active;
}

/**
 * @param {string} label
 * @param {() => void} onClick
 */
function cardButton(label, onClick) {
  const b = /** @type {HTMLButtonElement} */ (el('button', '', label));
  b.type = 'button';
  b.addEventListener('click', onClick);
  return b;
}
