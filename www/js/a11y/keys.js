// Keyboard play. One listener on the document hands every key here; the map
// (keyAction, pure, tested in Node) turns a key and where it was pressed into
// an action, and KeyControl does the action through the same paths as a click
// or a button: a key never decides what is legal.
//
// Where a key acts:
// - on the board (the canvas has the focus): arrows move the cursor round the
//   pits as they are drawn on the screen, Enter or Space sows the pit; while a
//   choice of direction is drawn beside a pit, the arrows pick the arrow drawn
//   on that side instead, and Escape puts a pit's choice away;
// - anywhere but a text field, a list box or an open dialog: 1, 2, 3 answer
//   the choice shown under the board (its buttons, in their order), C and W
//   the direction (counter-clockwise, clockwise), U / Ctrl+Z undo, R / Ctrl+Y
//   (or Ctrl+Shift+Z) redo, L reads the legal moves, M the last move, ? opens
//   the list of keys.
import { t } from '../words/i18n.js';
import { pitName, pitCell, pitIndex } from '../pits.js';
import { placeOf } from '../dom.js';

/** @typedef {import('../board/view.js').Dir} Dir */

/**
 * @typedef {{ do: 'move', dx: number, dy: number }
 *   | { do: 'side', dx: number, dy: number }
 *   | { do: 'play' }
 *   | { do: 'way', index: number }
 *   | { do: 'dir', dir: Dir }
 *   | { do: 'cancel' }
 *   | { do: 'undo' } | { do: 'redo' } | { do: 'legal' } | { do: 'last' } | { do: 'help' }} Action
 * side: the choice's arrow drawn on that side of the pit, on the screen.
 */

/**
 * The key as the map reads it (a KeyboardEvent has all of these).
 * @typedef {{ key: string, ctrlKey?: boolean, metaKey?: boolean, altKey?: boolean, shiftKey?: boolean }} KeyPress
 */

/** @typedef {import('../dom.js').KeyPlace} KeyPlace */

/** @type {Record<string, [number, number]>} */
const KEY_ARROWS = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Letters, whatever the case (Caps Lock on). */
/** @type {Record<string, Action>} */
const KEY_LETTERS = {
  u: { do: 'undo' },
  r: { do: 'redo' },
  l: { do: 'legal' },
  m: { do: 'last' },
  c: { do: 'dir', dir: 'ccw' },
  w: { do: 'dir', dir: 'cw' },
};

/**
 * What a key does, or null when the page should leave it alone.
 * @param {KeyPress} k
 * @param {KeyPlace} at
 * @returns {Action | null}
 */
export function keyAction(k, at) {
  if (at.dialog || at.on === 'field' || k.altKey) return null;
  const key = k.key;
  if (k.ctrlKey || k.metaKey) {
    const low = key.toLowerCase();
    if (low === 'z') return k.shiftKey ? { do: 'redo' } : { do: 'undo' };
    if (low === 'y') return { do: 'redo' };
    return null;
  }
  if (key in KEY_ARROWS) {
    if (at.on !== 'board') return null;
    const [dx, dy] = KEY_ARROWS[key];
    return at.choice ? { do: 'side', dx, dy } : { do: 'move', dx, dy };
  }
  if (key === 'Enter' || key === ' ') return at.on === 'board' ? { do: 'play' } : null;
  if (key === 'Escape') return at.on === 'board' && at.choice ? { do: 'cancel' } : null;
  if (key === '?') return { do: 'help' };
  if (/^[1-9]$/.test(key)) return { do: 'way', index: Number(key) - 1 };
  return KEY_LETTERS[key.toLowerCase()] ?? null;
}

/**
 * Every key, as the list of keys shows it: what to press, and what it does
 * (keys of the language file).
 * @type {{ keys: string, does: string }[]}
 */
export const KEY_HELP = [
  { keys: 'keys.k.arrows', does: 'keys.d.arrows' },
  { keys: 'keys.k.play', does: 'keys.d.play' },
  { keys: 'keys.k.sides', does: 'keys.d.sides' },
  { keys: 'keys.k.ways', does: 'keys.d.ways' },
  { keys: 'keys.k.dirs', does: 'keys.d.dirs' },
  { keys: 'keys.k.cancel', does: 'keys.d.cancel' },
  { keys: 'keys.k.undo', does: 'keys.d.undo' },
  { keys: 'keys.k.redo', does: 'keys.d.redo' },
  { keys: 'keys.k.legal', does: 'keys.d.legal' },
  { keys: 'keys.k.last', does: 'keys.d.last' },
  { keys: 'keys.k.help', does: 'keys.d.help' },
  { keys: 'keys.k.grid', does: 'keys.d.grid' },
];

/**
 * What KeyControl needs of the page: the board (its last drawn model and
 * where its arrows are), and the actions a key stands for.
 * @typedef {{
 *   board: import('../board/view.js').BoardView,
 *   canPlay: () => boolean,
 *   cursor: () => number,
 *   moveCursor: (pit: number, text: string) => void,
 *   choosePit: (pit: number) => void,
 *   chooseDir: (dir: Dir) => boolean,
 *   cancelChoice: () => boolean,
 *   undo: () => Promise<void>,
 *   status: () => string,
 *   flush: () => void,
 * }} KeyHost
 *   status: the words under the board, as drawn now; flush: a redraw that
 *   waits for the next frame done now, so a key reads the board as it is
 */

/**
 * What the keys ask of the screen-reader board and the list of keys.
 * @typedef {{ sayLegal: () => void, sayLast: () => void, say: (text: string) => void }} Speaker
 * @typedef {{ open: () => void }} HelpOpener
 */

export class KeyControl {
  /**
   * @param {KeyHost} host
   * @param {Speaker} speaker
   * @param {HelpOpener} help
   */
  constructor(host, speaker, help) {
    this.host = host;
    this.speaker = speaker;
    this.help = help;
  }

  /** The directions drawn beside a pit right now, if any. */
  get choiceShown() {
    return Boolean(this.host.board.model?.choice);
  }

  /** @param {KeyboardEvent} e */
  handle(e) {
    if (e.defaultPrevented || e.isComposing) return;
    this.host.flush();
    const place = { ...placeOf(e, this.host.board.canvas), choice: this.choiceShown };
    const action = keyAction(e, place);
    if (action && this.run(action)) e.preventDefault();
  }

  /**
   * @param {Action} a
   * @returns {boolean} the key was used (its default is then prevented)
   */
  run(a) {
    const host = this.host;
    if (!host.board.model) return false;
    switch (a.do) {
      case 'move': this.move(a.dx, a.dy); return true;
      case 'side': this.side(a.dx, a.dy); return true;
      case 'play':
        if (host.canPlay()) host.choosePit(host.cursor());
        return true;
      case 'way': return this.way(a.index);
      case 'dir': return host.canPlay() && host.chooseDir(a.dir);
      case 'cancel': return host.cancelChoice();
      case 'undo': this.undo(); return true;
      case 'redo':
        if (!pressButton('btn-redo')) this.speaker.say(t('keys.cannotRedo'));
        return true;
      case 'legal': this.speaker.sayLegal(); return true;
      case 'last': this.speaker.sayLast(); return true;
      case 'help': this.help.open(); return true;
    }
  }

  /**
   * Arrows move on the screen, whichever way the board is turned.
   * @param {number} dx @param {number} dy
   */
  move(dx, dy) {
    const board = this.host.board;
    const model = /** @type {import('../board/view.js').BoardModel} */ (board.model);
    const { rows, cols } = model;
    const at = this.host.cursor();
    const [dr, dc] = board.boardStep(dx, dy);
    const [ar, ac] = pitCell(at, cols);
    const r = Math.max(0, Math.min(rows - 1, ar + dr));
    const c = Math.max(0, Math.min(cols - 1, ac + dc));
    const pit = pitIndex([r, c], cols);
    this.host.moveCursor(pit, `${pitName([r, c], rows)}: ${model.counts[pit]}`);
  }

  /**
   * The arrow of the choice drawn on that side of its pit, on the screen.
   * @param {number} dx @param {number} dy
   */
  side(dx, dy) {
    const board = this.host.board;
    const choice = board.model?.choice;
    if (!choice) return;
    const centre = board.centre(choice.pit);
    let best = null;
    let bestCos = 0.5;
    for (const s of board.choiceSpots(choice.pit)) {
      if (!choice.dirs.includes(s.dir)) continue;
      const vx = s.x - centre.x;
      const vy = s.y - centre.y;
      const cos = (vx * dx + vy * dy) / (Math.hypot(vx, vy) || 1);
      if (cos > bestCos) {
        bestCos = cos;
        best = s.dir;
      }
    }
    if (best && this.host.canPlay()) this.host.chooseDir(best);
  }

  /**
   * The n-th answer of the choice under the board, pressed as a click would.
   * Only buttons that carry a decision: a confirmation (resign?) is never
   * answered by a digit.
   * @param {number} index
   */
  way(index) {
    if (!this.host.canPlay()) return false;
    const buttons = document.querySelectorAll('#choice:not([hidden]) #choice-buttons button[data-decision]');
    const button = /** @type {HTMLButtonElement | undefined} */ (buttons[index]);
    if (!button || button.disabled) return false;
    button.click();
    return true;
  }

  /** Undo as the button does, then say where the game is. */
  async undo() {
    const button = /** @type {HTMLButtonElement | null} */ (document.getElementById('btn-undo'));
    if (!button || button.disabled) {
      this.speaker.say(t('keys.cannotUndo'));
      return;
    }
    await this.host.undo();
    this.speaker.say(t('keys.undone', { status: this.host.status() }));
  }
}

/**
 * A button of the page pressed by a key, as a click would (nothing when it is off).
 * @param {string} id
 */
function pressButton(id) {
  const button = /** @type {HTMLButtonElement | null} */ (document.getElementById(id));
  if (!button || button.disabled || button.hidden) return false;
  button.click();
  return true;
}
