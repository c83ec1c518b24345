// The board for a screen reader: a grid of buttons, one per pit, labelled in
// words ("South, inner row, pit 3, 4 seeds (c2), playable"), the pits that
// cannot be played marked aria-disabled, kept in step with every refresh; a
// button plays its pit through the controller's choosePit, as a click does.
// The grid is hidden from sight, and the pit whose button has the focus is
// drawn with the board's keyboard cursor, so a sighted keyboard player who
// lands in it sees where they are.
//
// Its own polite live region says one summary per decision played (never one
// per event: the status line under the board changes with every rule that
// fires and is not live), and on request the legal moves and the last move.
import { t } from '../words/i18n.js';
import { el } from '../dom.js';
import { pitName } from '../pits.js';
import { summarize, movesText, waysText, nextText } from '../words/turn-summary.js';

/** @typedef {import('../../pkg/omweso.js').Decision} Decision */
/** @typedef {import('../board/view.js').BoardModel} BoardModel */
/** @typedef {import('../words/narration.js').NarrationContext} NarrationContext */

/** Announcements kept in the live region (older ones are removed, never re-read). */
const SAID_KEPT = 3;

/**
 * What a pit's button says.
 * @param {{ r: number, c: number, rows: number, count: number, legal: boolean,
 *   uur: string | null, turning: boolean, hand: number | null, choosing: boolean,
 *   names: { south: string, north: string } }} p
 *   hand: the seeds in hand when a paused turn waits at this pit
 */
export function pitLabel(p) {
  const north = p.r < p.rows / 2;
  const parts = [t(north ? 'side.north' : 'side.south')];
  if (p.rows === 4) parts.push(t((p.r === 0 || p.r === 3) ? 'sr.row.outer' : 'sr.row.inner'));
  parts.push(t('sr.pit', { n: p.c + 1 }));
  parts.push(`${t(p.count === 1 ? 'sum.seeds.one' : 'sum.seeds', { n: p.count })} (${pitName([p.r, p.c], p.rows)})`);
  if (p.uur) parts.push(t('sr.uur', { name: p.uur === 'north' ? p.names.north : p.names.south }));
  if (p.turning) parts.push(t('sr.turning'));
  if (p.hand !== null) parts.push(t('sr.hand', { seeds: p.hand }));
  if (p.choosing) parts.push(t('sr.choosing'));
  if (p.legal) parts.push(t('sr.playable'));
  return parts.join(', ');
}

/**
 * What the screen-reader board needs of the page's controller (main.js's App).
 * @typedef {{
 *   canvas: HTMLCanvasElement,
 *   view: { draw: (m: BoardModel) => void },
 *   model: BoardModel | null,
 *   cursor: number,
 *   busy: boolean,
 *   localChoice: { pit: number, options: Decision[] } | null,
 *   engine: { snapshot: import('../engine/client.js').Snapshot | null },
 *   turns: { humanToMove: () => boolean },
 *   choosePit: (pit: number) => void,
 *   narrationContext: () => NarrationContext,
 * }} SrHost
 */

let srBoards = 0;

export class SrBoard {
  /**
   * @param {HTMLElement} host an empty element beside the canvas
   * @param {SrHost} app
   * @param {{ help: () => void }} actions what the tools' "keys" button opens
   */
  constructor(host, app, actions) {
    this.app = app;
    const id = `sr-board-${++srBoards}`;
    host.classList.add('sr-board');
    this.grid = el('div', 'sr-only sr-grid');
    this.grid.setAttribute('role', 'grid');
    this.grid.setAttribute('aria-label', t('sr.grid'));
    this.grid.dataset.i18nAria = 'sr.grid'; // named again in another language (translatePage)
    this.grid.id = `${id}-grid`;
    this.live = el('div', 'sr-only sr-live');
    this.live.setAttribute('aria-live', 'polite');
    this.live.setAttribute('aria-atomic', 'false');
    this.live.setAttribute('aria-relevant', 'additions');
    this.live.id = `${id}-live`;
    const tools = el('div', 'sr-tools');
    tools.append(
      toolButton('sr.btn.legal', () => this.sayLegal()),
      toolButton('sr.btn.last', () => this.sayLast()),
      toolButton('sr.btn.keys', actions.help),
    );
    host.append(this.grid, tools, this.live);
    /** @type {HTMLButtonElement[]} */
    this.buttons = [];
    this.rows = 0;
    this.cols = 0;
    /** The pit whose button takes Tab into the grid (a roving tabindex). */
    this.focusPit = 0;
    /** The last decision's summary, for "the last move". */
    /** @type {string | null} */
    this.lastSummary = null;
    this.grid.addEventListener('keydown', (e) => this.gridKey(e));
    this.grid.addEventListener('focusin', () => this.showCursor());
    this.grid.addEventListener('focusout', (e) => {
      if (!(e.relatedTarget instanceof Node && this.grid.contains(e.relatedTarget))) this.hideCursor();
    });
  }

  /** Bring the buttons in line with the board (called at the end of every refresh). */
  render() {
    const app = this.app;
    const snap = app.engine.snapshot;
    const m = app.model;
    if (!snap || !m) return;
    if (m.rows !== this.rows || m.cols !== this.cols) this.build(m.rows, m.cols);
    const st = snap.state;
    const names = app.narrationContext().names;
    const pending = st.pending ? st.pending.pit[0] * m.cols + st.pending.pit[1] : null;
    for (let pit = 0; pit < m.rows * m.cols; pit++) {
      const b = this.buttons[pit];
      const legal = m.legal.has(pit);
      b.textContent = pitLabel({
        r: Math.floor(pit / m.cols), c: pit % m.cols, rows: m.rows, count: m.counts[pit] ?? 0, legal,
        uur: m.uur[pit] ?? null, turning: m.turning?.has(pit) ?? false,
        hand: pit === pending ? st.pending?.seeds ?? null : null, choosing: app.localChoice?.pit === pit, names,
      });
      if (legal) b.removeAttribute('aria-disabled');
      else b.setAttribute('aria-disabled', 'true');
    }
    if (this.grid.contains(document.activeElement)) this.showCursor();
  }

  /**
   * @param {number} rows @param {number} cols
   */
  build(rows, cols) {
    this.rows = rows;
    this.cols = cols;
    this.buttons = [];
    this.focusPit = Math.min(this.focusPit, rows * cols - 1);
    const frag = document.createDocumentFragment();
    for (let r = 0; r < rows; r++) {
      const row = el('div', 'sr-row');
      row.setAttribute('role', 'row');
      for (let c = 0; c < cols; c++) {
        const cell = el('div', 'sr-cell');
        cell.setAttribute('role', 'gridcell');
        const pit = r * cols + c;
        const b = /** @type {HTMLButtonElement} */ (el('button', 'sr-pit'));
        b.type = 'button';
        b.dataset.pit = String(pit);
        b.tabIndex = pit === this.focusPit ? 0 : -1;
        b.addEventListener('click', () => this.activate(pit));
        b.addEventListener('focus', () => this.rove(pit));
        cell.append(b);
        row.append(cell);
        this.buttons.push(b);
      }
      frag.append(row);
    }
    this.grid.replaceChildren(frag);
  }

  /** @param {number} pit the button that now takes Tab into the grid */
  rove(pit) {
    if (this.buttons[this.focusPit]) this.buttons[this.focusPit].tabIndex = -1;
    this.focusPit = pit;
    this.buttons[pit].tabIndex = 0;
    this.app.cursor = pit;
    this.showCursor();
  }

  /**
   * Arrows move between the pits of the grid (in the grid's order: the board
   * as the engine numbers it, North's outer row first); Home and End go to
   * the ends of a row.
   * @param {KeyboardEvent} e
   */
  gridKey(e) {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const steps = /** @type {Record<string, [number, number]>} */ ({ ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] });
    let r = Math.floor(this.focusPit / this.cols);
    let c = this.focusPit % this.cols;
    if (e.key in steps) {
      r = Math.max(0, Math.min(this.rows - 1, r + steps[e.key][0]));
      c = Math.max(0, Math.min(this.cols - 1, c + steps[e.key][1]));
    } else if (e.key === 'Home') c = 0;
    else if (e.key === 'End') c = this.cols - 1;
    else return;
    e.preventDefault();
    this.buttons[r * this.cols + c].focus();
  }

  /**
   * A pit's button was pressed: the pit is played as a click plays it; the
   * page's answer (a question of how, or why not) is said.
   * @param {number} pit
   */
  activate(pit) {
    const app = this.app;
    const snap = app.engine.snapshot;
    if (!snap || !app.model) return;
    const status = document.getElementById('status');
    if (app.busy || !app.turns.humanToMove() || snap.state.pending || snap.state.result) {
      // Nothing to play here now: say why, from the status line.
      this.say(snap.state.pending ? movesText(snap.choices, this.context()) : status?.textContent ?? '');
      return;
    }
    app.cursor = pit;
    if (!app.model.legal.has(pit) && status) {
      // The engine's explanation arrives on the status line a moment later.
      const before = status.textContent;
      const watch = new MutationObserver(() => {
        if (status.textContent === before) return;
        watch.disconnect();
        this.say(status.textContent ?? '');
      });
      watch.observe(status, { childList: true, characterData: true, subtree: true });
      setTimeout(() => watch.disconnect(), 3000);
    }
    const m = app.model;
    app.choosePit(pit);
    if (app.localChoice?.pit === pit) {
      const choice = snap.choices.find((ch) => ch.pit && ch.pit[0] * m.cols + ch.pit[1] === pit);
      if (choice) this.say(t('sr.chooseHow', { pit: pitName(/** @type {[number, number]} */ (choice.pit), m.rows), ways: waysText(choice) }));
    }
  }

  /**
   * A decision has been played and animated: its one summary.
   * @param {any[]} events
   */
  turnPlayed(events) {
    const snap = this.app.engine.snapshot;
    if (!snap) return;
    const st = snap.state;
    const ctx = this.context();
    const player = st.pending || st.result ? st.toMove : st.toMove === 'south' ? 'north' : 'south';
    const text = summarize(events, { ...ctx, player });
    this.lastSummary = text;
    this.say(text);
  }

  /** The legal moves, in words. */
  sayLegal() {
    const snap = this.app.engine.snapshot;
    if (!snap) return;
    const app = this.app;
    let text;
    if (app.busy) text = document.getElementById('status')?.textContent ?? '';
    else if (!app.turns.humanToMove() && !snap.state.result) text = document.getElementById('status')?.textContent ?? '';
    else if (app.localChoice && app.model) {
      const pit = app.localChoice.pit;
      const cols = app.model.cols;
      const choice = snap.choices.find((ch) => ch.pit && ch.pit[0] * cols + ch.pit[1] === pit);
      text = choice ? t('sr.chooseHow', { pit: pitName([Math.floor(pit / cols), pit % cols], app.model.rows), ways: waysText(choice) }) : movesText(snap.choices, this.context());
    } else text = movesText(snap.choices, this.context());
    this.say(text);
  }

  /** The last decision, as its summary said it (or, after a reload, as the move list has it). */
  sayLast() {
    const snap = this.app.engine.snapshot;
    if (!snap) return;
    if (this.lastSummary) return this.say(t('sr.last', { summary: this.lastSummary }));
    const last = snap.history[snap.history.length - 1];
    if (!last) return this.say(t('sr.last.none'));
    const ctx = this.context();
    const name = last.player === 'north' ? ctx.names.north : ctx.names.south;
    const d = last.decision;
    const what = 'pit' in d ? t('sum.sowed', { name, pit: pitName(d.pit, ctx.rows) })
      : d.kind === 'direction' ? t('sum.chose', { name, dir: t(d.dir === 'cw' ? 'dir.cw' : 'dir.ccw') })
        : `${name}: ${d.kind}`;
    this.say(t('sr.last', { summary: `${t('sum.plain', { what })} ${nextText(snap.state, ctx)}` }));
  }

  /** @param {string} text said once, politely */
  say(text) {
    if (!text) return;
    this.live.append(el('p', '', text));
    while (this.live.childElementCount > SAID_KEPT) this.live.firstElementChild?.remove();
  }

  context() {
    const st = /** @type {import('../engine/client.js').Snapshot} */ (this.app.engine.snapshot).state;
    return { ...this.app.narrationContext(), after: st };
  }

  /** The focused button's pit drawn with the board's keyboard cursor. */
  showCursor() {
    const m = this.app.model;
    if (!m || !this.grid.contains(document.activeElement)) return;
    m.cursor = this.focusPit;
    this.app.view.draw(m);
  }

  hideCursor() {
    const m = this.app.model;
    if (!m || document.activeElement === this.app.canvas) return;
    m.cursor = null;
    this.app.view.draw(m);
  }
}

/**
 * @param {string} key its label's text key
 * @param {() => void} onClick
 */
function toolButton(key, onClick) {
  const b = /** @type {HTMLButtonElement} */ (el('button', '', t(key)));
  b.dataset.i18n = key; // named again in another language (translatePage)
  b.type = 'button';
  b.addEventListener('click', onClick);
  return b;
}
