// The board's frame on the page: how big the board is drawn, which way it is
// turned and whether its coordinates are written round it. A phone held
// upright gets the board turned a quarter when that makes the pits markedly
// larger; the flip switch turns it half a turn for two players across a
// table; the coordinates switch (on unless a player turned it off: the
// narration and the move list name pits by them). Both are remembered. The players' name lines follow
// their rows (CSS, from the classes set here on the play area).
import { chooseQuarter, fitWidth } from './geometry.js';
import { browserLocalStorage } from '../local-storage.js';

/** @typedef {import('./view.js').BoardView} BoardView */

const FLIP_KEY = 'omweso.flip';
const COORDS_KEY = 'omweso.coords';

/**
 * The remembered flip: only the two values written here count; anything else
 * (absent, corrupt, storage refused) is upright.
 * @param {Pick<Storage, 'getItem'> | null} storage
 */
export function readFlip(storage) {
  try {
    return storage?.getItem(FLIP_KEY) === 'flipped';
  } catch {
    return false;
  }
}

/**
 * @param {Pick<Storage, 'setItem'> | null} storage
 * @param {boolean} flipped
 */
export function writeFlip(storage, flipped) {
  try {
    storage?.setItem(FLIP_KEY, flipped ? 'flipped' : 'upright');
  } catch {
    // Private browsing or a full quota: the switch still works for this visit.
  }
}

/**
 * The remembered coordinates switch: on, unless 'off' was written here.
 * @param {Pick<Storage, 'getItem'> | null} storage
 */
export function readCoords(storage) {
  try {
    return storage?.getItem(COORDS_KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * @param {Pick<Storage, 'setItem'> | null} storage
 * @param {boolean} on
 */
export function writeCoords(storage, on) {
  try {
    storage?.setItem(COORDS_KEY, on ? 'on' : 'off');
  } catch {
    // As for the flip: the switch works for this visit.
  }
}

export class BoardFrame {
  /**
   * @param {BoardView} view
   * @param {{ play: HTMLElement, wrap: HTMLElement, flip: HTMLButtonElement, coords?: HTMLButtonElement | null }} els
   *   the play area (gets the classes `turned` and `flipped` and the CSS
   *   variable --board-w), the box the board fills, the flip switch, the
   *   coordinates switch
   */
  constructor(view, els) {
    this.view = view;
    this.els = els;
    this.flipped = readFlip(browserLocalStorage());
    els.flip.addEventListener('click', () => this.setFlipped(!this.flipped));
    view.setCoordinates(readCoords(browserLocalStorage()));
    els.coords?.addEventListener('click', () => this.setCoordinates(!this.view.coords));
    this.render();
  }

  /** @param {boolean} on */
  setCoordinates(on) {
    writeCoords(browserLocalStorage(), on);
    this.view.setCoordinates(on);
    this.render();
  }

  /** @param {boolean} on */
  setFlipped(on) {
    this.flipped = on;
    writeFlip(browserLocalStorage(), on);
    this.render();
    this.fit();
  }

  render() {
    this.els.flip.setAttribute('aria-pressed', String(this.flipped));
    this.els.coords?.setAttribute('aria-pressed', String(this.view.coords));
    this.els.play.classList.toggle('flipped', this.flipped);
  }

  /**
   * Fit the board to its box, whatever the screen: turned a quarter when that
   * gives markedly larger pits. Call on every resize of the box and after a
   * new board shape.
   */
  fit() {
    const { view, els } = this;
    const boxW = els.wrap.clientWidth;
    const boxH = els.wrap.clientHeight;
    const quarter = chooseQuarter(view.rows, view.cols, view.stores, boxW, boxH - this.namesHeight(false), boxH - this.namesHeight(true));
    els.play.classList.toggle('turned', quarter);
    const o = { quarter, flipped: this.flipped };
    view.setOrientation(o);
    // Measured again: turned, the name lines are narrower and may be taller.
    const width = fitWidth(view.rows, view.cols, view.stores, o, boxW, boxH - this.namesHeight(quarter));
    view.resize(width);
    els.play.style.setProperty('--board-w', `${Math.floor(view.geo.width)}px`);
  }

  /**
   * The height the name lines take from the board's box, with their gaps.
   * @param {boolean} turned side by side above the board, or above and below it
   */
  namesHeight(turned) {
    const lines = [...this.els.wrap.querySelectorAll('.player')].map((e) => /** @type {HTMLElement} */ (e).offsetHeight);
    const gap = parseFloat(getComputedStyle(this.els.wrap).rowGap) || 0;
    if (turned) return Math.max(0, ...lines) + gap;
    return lines.reduce((a, b) => a + b, 0) + gap * lines.length;
  }
}
