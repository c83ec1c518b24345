// Lets a player arrange their own seeds over their two rows before a game:
// tap to add a seed, Shift-click or right-click to take one back, drag a seed
// from pit to pit. The engine checks the result (checkGame); this only counts.
import { t } from './i18n.js';

export class LayoutEditor {
  /**
   * @param {HTMLElement} host
   * @param {{ side: string, cols: number, total: number, rows: number[][], onChange: (rows: number[][]) => void }} opts
   */
  constructor(host, opts) {
    this.opts = opts;
    this.rows = opts.rows.map((r) => r.slice());
    this.root = document.createElement('div');
    this.root.className = 'layout-editor';
    this.root.dataset.side = opts.side;
    host.append(this.root);
    /** @type {number | null} */
    this.dragFrom = null;
    this.render();
  }

  placed() {
    return this.rows.flat().reduce((a, b) => a + b, 0);
  }

  /** @param {number} r @param {number} c @param {number} delta */
  change(r, c, delta) {
    const next = this.rows[r][c] + delta;
    if (next < 0) return;
    if (delta > 0 && this.placed() >= this.opts.total) return;
    this.rows[r][c] = next;
    this.render();
    this.opts.onChange(this.rows.map((row) => row.slice()));
  }

  clear() {
    this.rows = this.rows.map((r) => r.map(() => 0));
    this.render();
    this.opts.onChange(this.rows.map((row) => row.slice()));
  }

  render() {
    const { cols, total } = this.opts;
    this.root.replaceChildren();
    const grid = document.createElement('div');
    grid.className = 'editor-grid';
    grid.style.gridTemplateColumns = `repeat(${cols}, 1fr)`;
    this.rows.forEach((row, r) => row.forEach((n, c) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'editor-pit';
      b.dataset.row = String(r);
      b.dataset.col = String(c);
      b.textContent = String(n);
      b.setAttribute('aria-label', `${n}`);
      b.addEventListener('click', (e) => this.change(r, c, e.shiftKey ? -1 : 1));
      b.addEventListener('contextmenu', (e) => { e.preventDefault(); this.change(r, c, -1); });
      b.addEventListener('keydown', (e) => {
        if (e.key === 'Backspace' || e.key === 'Delete' || e.key === '-') { e.preventDefault(); this.change(r, c, -1); }
      });
      b.addEventListener('pointerdown', () => { this.dragFrom = r * cols + c; });
      b.addEventListener('pointerup', () => {
        const from = this.dragFrom;
        this.dragFrom = null;
        const to = r * cols + c;
        if (from === null || from === to) return;
        const fr = Math.floor(from / cols);
        const fc = from % cols;
        if (this.rows[fr][fc] === 0) return;
        this.rows[fr][fc] -= 1;
        this.rows[r][c] += 1;
        this.suppressClick(b);
        this.render();
        this.opts.onChange(this.rows.map((row) => row.slice()));
      });
      grid.append(b);
    }));
    const left = total - this.placed();
    const info = document.createElement('p');
    info.className = 'editor-info';
    info.textContent = left > 0 ? t('editor.left', { n: left }) : left < 0 ? t('editor.over', { n: -left }) : t('editor.done', { n: total });
    const help = document.createElement('p');
    help.className = 'editor-help';
    help.textContent = t('editor.help');
    const clear = document.createElement('button');
    clear.type = 'button';
    clear.textContent = t('editor.clear');
    clear.addEventListener('click', () => this.clear());
    this.root.append(grid, info, help, clear);
  }

  /**
   * A drag ends on a button, which then also sees a click: ignore that one.
   * @param {HTMLButtonElement} button
   */
  suppressClick(button) {
    button.addEventListener('click', (e) => e.stopImmediatePropagation(), { capture: true, once: true });
  }
}
