// Lets a player arrange their own seeds over their two rows before a game:
// tap to add a seed; take one back by Shift-click, right-click, a long press
// or in the "take away" mode; drag a seed from pit to pit. A seed over a
// pit's limit or over the side's total is refused at once, said right under
// the pits. The engine checks the whole arrangement (checkGame); this only
// counts. The pits are built once and updated in place, so the focus stays
// on the pit a keyboard player is on.
import { t } from '../words/i18n.js';
import { pitCell, pitIndex } from '../pits.js';

/** How long a press is held to take a seed back, on a touch screen. */
const LONG_PRESS_MS = 450;
/** A press that moves further than this is a drag, not a long press. */
const PRESS_SLOP_PX = 10;

/**
 * @typedef {{ side: 'south' | 'north', cols: number, total: number, cap: number,
 *   rows: number[][], onChange: (rows: number[][]) => void,
 *   random?: () => number[][] | null }} EditorOptions
 * cap: the most seeds one pit may hold (Infinity when the game sets no limit)
 * random: a random arrangement of the side, the engine's (one that leaves the
 *   opponent no win on the first turn); a Random button when given
 */

/**
 * The two rows of a side as drawn, top to bottom: North's outer row is at the
 * top of the board, South's inner row faces the middle.
 * @param {'south' | 'north'} side
 */
export function rowKinds(side) {
  return side === 'north' ? ['outer', 'inner'] : ['inner', 'outer'];
}

/** Does this screen have a finger rather than a mouse? */
function touchScreen() {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

export class LayoutEditor {
  /**
   * @param {HTMLElement} host
   * @param {EditorOptions} opts
   */
  constructor(host, opts) {
    this.opts = opts;
    this.rows = opts.rows.map((r) => r.slice());
    this.kinds = rowKinds(opts.side);
    this.removing = false;
    /** @type {{ pit: number, x: number, y: number } | null} */
    this.press = null;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.pressTimer = undefined;
    /** A drag or long press just ended: the click that follows it is not a tap. */
    this.swallowClick = false;
    /** A refusal, right under the pits. */
    this.message = document.createElement('p');
    /** How many seeds are left to place, or what is wrong. */
    this.info = document.createElement('p');
    this.root = document.createElement('div');
    this.root.className = 'layout-editor';
    this.root.dataset.side = opts.side;
    host.append(this.root);
    this.build();
    this.update();
  }

  placed() {
    return this.rows.flat().reduce((a, b) => a + b, 0);
  }

  /** @param {number} r @param {number} c */
  pitName(r, c) {
    return t('editor.pitName', { row: t(`editor.row.${this.kinds[r]}`), n: c + 1 });
  }

  /**
   * Add or take back one seed, or say why not.
   * @param {number} r @param {number} c @param {1 | -1} delta
   */
  change(r, c, delta) {
    const next = this.rows[r][c] + delta;
    if (next < 0) return this.say(t('editor.empty', { pit: this.pitName(r, c) }));
    if (delta > 0 && next > this.opts.cap) return this.say(t('editor.full', { pit: this.pitName(r, c), cap: this.opts.cap }));
    if (delta > 0 && this.placed() >= this.opts.total) return this.say(t('editor.noneLeft', { n: this.opts.total }));
    this.rows[r][c] = next;
    this.say('');
    this.changed();
  }

  /** Move one seed between pits, or say why not. @param {number} from @param {number} to */
  move(from, to) {
    const { cols, cap } = this.opts;
    const [[fr, fc], [tr, tc]] = [pitCell(from, cols), pitCell(to, cols)];
    if (this.rows[fr][fc] === 0) return this.say(t('editor.empty', { pit: this.pitName(fr, fc) }));
    if (this.rows[tr][tc] + 1 > cap) return this.say(t('editor.full', { pit: this.pitName(tr, tc), cap }));
    this.rows[fr][fc] -= 1;
    this.rows[tr][tc] += 1;
    this.say('');
    this.changed();
  }

  clear() {
    this.rows = this.rows.map((r) => r.map(() => 0));
    this.say('');
    this.changed();
  }

  /** Every seed of the side placed at random, as the engine arranges them. */
  randomize() {
    const rows = this.opts.random?.();
    if (!rows) return;
    this.rows = rows.map((r) => r.slice());
    this.say('');
    this.changed();
  }

  changed() {
    this.update();
    this.opts.onChange(this.rows.map((row) => row.slice()));
  }

  /** @param {string} text a refusal, or '' */
  say(text) {
    this.message.textContent = text;
  }

  build() {
    const { cols } = this.opts;
    const grid = document.createElement('div');
    grid.className = 'editor-grid';
    grid.style.gridTemplateColumns = `repeat(${cols}, minmax(0, 1fr))`;
    /** @type {HTMLButtonElement[]} */
    this.pits = [];
    this.rows.forEach((row, r) => {
      const label = document.createElement('span');
      label.className = 'editor-row-label';
      label.textContent = t(`editor.row.${this.kinds[r]}.title`);
      grid.append(label);
      row.forEach((_, c) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'editor-pit';
        b.dataset.row = String(r);
        b.dataset.col = String(c);
        this.pits.push(b);
        grid.append(b);
      });
    });
    const pitOf = (/** @type {EventTarget | null} */ target) => {
      const b = target instanceof Element ? target.closest('.editor-pit') : null;
      return b instanceof HTMLElement && grid.contains(b) ? pitIndex([Number(b.dataset.row), Number(b.dataset.col)], cols) : null;
    };
    grid.addEventListener('click', (e) => {
      const pit = pitOf(e.target);
      if (this.swallowClick) {
        this.swallowClick = false;
        return;
      }
      if (pit !== null) this.change(...pitCell(pit, cols), e.shiftKey || this.removing ? -1 : 1);
    });
    grid.addEventListener('contextmenu', (e) => {
      const pit = pitOf(e.target);
      if (pit === null) return;
      e.preventDefault();
      clearTimeout(this.pressTimer);
      // A long press on a phone also opens a context menu: the seed went already.
      if (!this.swallowClick) this.change(...pitCell(pit, cols), -1);
      this.swallowClick = true;
    });
    grid.addEventListener('keydown', (e) => {
      const pit = pitOf(e.target);
      if (pit !== null && (e.key === 'Backspace' || e.key === 'Delete' || e.key === '-')) {
        e.preventDefault();
        this.change(...pitCell(pit, cols), -1);
      }
    });
    grid.addEventListener('pointerdown', (e) => {
      const pit = pitOf(e.target);
      this.swallowClick = false;
      this.press = pit === null ? null : { pit, x: e.clientX, y: e.clientY };
      clearTimeout(this.pressTimer);
      // A mouse has Shift-click and right-click; only a finger needs the long press.
      if (pit === null || e.button !== 0 || e.pointerType === 'mouse') return;
      this.pressTimer = setTimeout(() => {
        this.press = null;
        this.swallowClick = true;
        this.change(...pitCell(pit, cols), -1);
      }, LONG_PRESS_MS);
    });
    grid.addEventListener('pointermove', (e) => {
      if (this.press && Math.hypot(e.clientX - this.press.x, e.clientY - this.press.y) > PRESS_SLOP_PX) clearTimeout(this.pressTimer);
    });
    grid.addEventListener('pointercancel', () => {
      clearTimeout(this.pressTimer);
      this.press = null;
    });
    // A finger's pointerup goes to the pit it started on: the pit under it is found by position.
    grid.addEventListener('pointerup', (e) => {
      clearTimeout(this.pressTimer);
      const from = this.press?.pit ?? null;
      this.press = null;
      const to = pitOf(document.elementFromPoint(e.clientX, e.clientY));
      if (from === null || to === null || from === to) return;
      this.swallowClick = true;
      this.move(from, to);
    });

    this.message.className = 'editor-message';
    this.message.setAttribute('aria-live', 'assertive');
    this.info.className = 'editor-info';
    this.info.setAttribute('aria-live', 'polite');
    const help = document.createElement('p');
    help.className = 'editor-help';
    help.textContent = t(touchScreen() ? 'editor.help.touch' : 'editor.help.mouse');
    const tools = document.createElement('div');
    tools.className = 'editor-tools';
    const remove = document.createElement('button');
    remove.type = 'button';
    remove.className = 'editor-remove';
    remove.textContent = t('editor.remove');
    remove.setAttribute('aria-pressed', 'false');
    remove.addEventListener('click', () => {
      this.removing = !this.removing;
      remove.setAttribute('aria-pressed', String(this.removing));
    });
    const clear = document.createElement('button');
    clear.type = 'button';
    clear.textContent = t('editor.clear');
    clear.addEventListener('click', () => this.clear());
    tools.append(remove, clear);
    if (this.opts.random) {
      const random = document.createElement('button');
      random.type = 'button';
      random.className = 'editor-random';
      random.textContent = t('editor.random');
      random.addEventListener('click', () => this.randomize());
      tools.append(random);
    }
    this.root.append(grid, this.message, this.info, help, tools);
  }

  /** Counts, labels and the summary line from the rows. */
  update() {
    const { cols, total, cap } = this.opts;
    this.rows.forEach((row, r) => row.forEach((n, c) => {
      const b = this.pits[pitIndex([r, c], cols)];
      b.textContent = String(n);
      b.setAttribute('aria-label', t('editor.pitLabel', { pit: this.pitName(r, c), n }));
      b.classList.toggle('over', n > cap);
    }));
    const overCap = this.rows.flat().filter((n) => n > cap).length;
    const left = total - this.placed();
    // A pit over its limit is said first: "all placed" would then be a contradiction.
    this.info.textContent = overCap ? t('editor.overCap', { count: overCap, cap })
      : left > 0 ? t('editor.left', { n: left }) : left < 0 ? t('editor.over', { n: -left }) : t('editor.done', { n: total });
    this.info.classList.toggle('wrong', overCap > 0 || left < 0);
  }
}
