// The board for a screen reader: a grid of buttons, one per pit, labelled in
// words ("South, inner row, pit 3, 4 seeds (c2), playable"), the pits that
// cannot be played marked aria-disabled, kept in step with the board as the
// view draws it; a button plays its pit as a click does.
// The grid is hidden from sight, and the pit whose button has the focus is
// drawn with the board's keyboard cursor, so a sighted keyboard player who
// lands in it sees where they are.
//
// Its own polite live region says one summary per decision played (never one
// per event: the status line under the board changes with every rule that
// fires and is not live), and on request the legal moves and the last move.
import { t, onLanguageChange } from '../words/i18n.js';
import { el } from '../dom.js';
import { pitName, pitIndex, pitCell } from '../pits.js';
import { summarize, movesText, waysText, nextText } from '../words/turn-summary.js';

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
  parts.push(`${t('sum.seeds', { n: p.count })} (${pitName([p.r, p.c], p.rows)})`);
  if (p.uur) parts.push(t('sr.uur', { name: p.uur === 'north' ? p.names.north : p.names.south }));
  if (p.turning) parts.push(t('sr.turning'));
  if (p.hand !== null) parts.push(t('sr.hand', { seeds: p.hand }));
  if (p.choosing) parts.push(t('sr.choosing'));
  if (p.legal) parts.push(t('sr.playable'));
  return parts.join(', ');
}

/**
 * What the screen-reader board needs of the page.
 * @typedef {{
 *   snapshot: () => import('../engine/client.js').Snapshot | null,
 *   canPlay: () => boolean,
 *   busy: () => boolean,
 *   humanToMove: () => boolean,
 *   choosing: () => number | null,
 *   choosePit: (pit: number) => void,
 *   setCursor: (pit: number) => void,
 *   redraw: () => void,
 *   status: () => string,
 *   onSaid: (fn: (text: string) => void) => () => void,
 *   context: () => NarrationContext,
 * }} SrHost
 *   canPlay: a person may play on the board now; choosing: the pit whose ways
 *   are being chosen; setCursor: the board's keyboard cursor on that pit;
 *   status: the words under the board, as drawn now; onSaid: listen to what
 *   the page says under the board (the stop function it returns stops)
 */

let srBoards = 0;

/** How long an answer to a pressed pit (the engine's why) is waited for. */
const ANSWER_WAIT_MS = 3000;

export class SrBoard {
  /**
   * @param {HTMLElement} place an empty element beside the canvas
   * @param {SrHost} host
   * @param {{ help: () => void }} actions what the tools' "keys" button opens
   */
  constructor(place, host, actions) {
    this.host = host;
    const id = `sr-board-${++srBoards}`;
    place.classList.add('sr-board');
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
    place.append(this.grid, tools, this.live);
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
    // The board draws the cursor while the grid has the focus (hasFocus()).
    this.grid.addEventListener('focusin', () => this.host.redraw());
    this.grid.addEventListener('focusout', () => this.host.redraw());
    // What was announced is spoken already: in another language it is let go
    // (a reader reviewing the region would read the old language), and "the
    // last move" is worded again from the game when asked.
    onLanguageChange(() => {
      this.live.replaceChildren();
      this.lastSummary = null;
    });
  }

  /** Whether a pit's button has the focus: the board then draws its cursor there. */
  hasFocus() {
    return this.grid.contains(document.activeElement);
  }

  /**
   * Bring the buttons in line with the board as drawn (the view calls this on every render).
   * @param {{ model: BoardModel, snapshot: import('../engine/client.js').Snapshot, choosing: number | null, names: { south: string, north: string } }} shown
   */
  render({ model: m, snapshot, choosing, names }) {
    if (m.rows !== this.rows || m.cols !== this.cols) this.build(m.rows, m.cols);
    const st = snapshot.state;
    const pending = st.pending ? pitIndex(st.pending.pit, m.cols) : null;
    for (let pit = 0; pit < m.rows * m.cols; pit++) {
      const b = this.buttons[pit];
      const legal = m.legal.has(pit);
      const [r, c] = pitCell(pit, m.cols);
      const label = pitLabel({
        r, c, rows: m.rows, count: m.counts[pit] ?? 0, legal,
        uur: m.uur[pit] ?? null, turning: m.turning?.has(pit) ?? false,
        hand: pit === pending ? st.pending?.seeds ?? null : null, choosing: choosing === pit, names,
      });
      if (b.textContent !== label) b.textContent = label;
      if (legal) b.removeAttribute('aria-disabled');
      else b.setAttribute('aria-disabled', 'true');
    }
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
    this.host.setCursor(pit);
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
    const host = this.host;
    const snap = host.snapshot();
    if (!snap) return;
    if (!host.canPlay() || snap.state.pending || snap.state.result) {
      // Nothing to play here now: say why, from the status line.
      this.say(snap.state.pending ? movesText(snap.choices, this.context()) : host.status());
      return;
    }
    host.setCursor(pit);
    const cols = snap.state.cols;
    const choice = snap.choices.find((ch) => ch.pit && pitIndex(ch.pit, cols) === pit);
    if (!choice) {
      // The engine's explanation is said under the board a moment later.
      const stop = host.onSaid((text) => {
        stop();
        this.say(text);
      });
      setTimeout(stop, ANSWER_WAIT_MS);
    }
    host.choosePit(pit);
    if (choice && host.choosing() === pit) this.say(t('sr.chooseHow', { pit: pitName(/** @type {[number, number]} */ (choice.pit), snap.state.rows), ways: waysText(choice) }));
  }

  /**
   * A decision has been played and animated: its one summary.
   * @param {any[]} events
   */
  turnPlayed(events) {
    const snap = this.host.snapshot();
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
    const host = this.host;
    const snap = host.snapshot();
    if (!snap) return;
    const choosing = host.choosing();
    let text;
    if (host.busy() || (!host.humanToMove() && !snap.state.result)) text = host.status();
    else if (choosing !== null) {
      const cols = snap.state.cols;
      const choice = snap.choices.find((ch) => ch.pit && pitIndex(ch.pit, cols) === choosing);
      text = choice ? t('sr.chooseHow', { pit: pitName(pitCell(choosing, cols), snap.state.rows), ways: waysText(choice) }) : movesText(snap.choices, this.context());
    } else text = movesText(snap.choices, this.context());
    this.say(text);
  }

  /** The last decision, as its summary said it (or, after a reload, as the move list has it). */
  sayLast() {
    const snap = this.host.snapshot();
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
    const st = /** @type {import('../engine/client.js').Snapshot} */ (this.host.snapshot()).state;
    return { ...this.host.context(), after: st };
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
