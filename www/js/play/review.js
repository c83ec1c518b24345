// Review: step back and forward through the game from its move list. The
// board shows the game as it stood after a turn, worked out by the engine's
// worker from the history (its `review` request replays the first k
// decisions into a copy; the live game is never touched), so what is drawn
// is the engine's position, never one the page rebuilt. A line of the move
// list opens that moment; ◀ ▶ (and ← → Home End, Escape to leave) step
// through it; "Back to the game" leaves. Playing a pit of an earlier moment
// asks first, then undoes the game back to it (the worker's `rewind`) and
// plays: the later moves are dropped by that move, as any move after undo
// drops what could be redone.
//
// main.js calls, each on a line marked `// review`:
//   review.after()        at the end of every refresh: the board shows the moment reviewed
//   review.playFrom(pit)  instead of playing a pit while `review.active`
import { t, onLanguageChange } from '../words/i18n.js';
import { el } from '../dom.js';
import { moveLines } from './moves-panel.js';
import { placeOf } from '../a11y/keys.js';
import { Cancelled } from '../engine/worker-start.js';

/**
 * What the review needs of the page's controller (main.js's App).
 * @typedef {{
 *   engine: import('../engine/client.js').EngineClient,
 *   model: import('../board/view.js').BoardModel | null,
 *   view: import('../board/view.js').BoardView,
 *   canvas: HTMLCanvasElement,
 *   busy: boolean,
 *   epoch: number,
 *   localChoice: unknown,
 *   lastOrigin: number | null,
 *   settings: import('../game/settings.js').Settings,
 *   choice: { hide: () => void },
 *   clock: { stop: () => void },
 *   gameOver: { hide: () => void },
 *   turns: { changed: () => void },
 *   srBoard: { render: () => void },
 *   names: () => { south: string, north: string },
 *   refresh: () => void,
 *   persist: () => void,
 *   choosePit: (pit: number) => void,
 *   renderPlayers: (st: import('../../pkg/omweso.js').GameState) => void,
 *   showEnding: (justEnded: boolean) => void,
 *   stopAnimation: () => void,
 *   notice: (text: string) => void,
 *   words: (e: unknown) => string,
 * }} ReviewHost
 */

export class Review {
  /**
   * @param {ReviewHost} app
   * @param {{ list: HTMLElement, after: HTMLElement, status: HTMLElement }} places
   *   list: the move list; after: the review bar is put after it (under the board's prompt); status: the line under the board
   */
  constructor(app, places) {
    this.app = app;
    this.list = places.list;
    this.status = places.status;
    /** Whether the board shows an earlier moment. */
    this.active = false;
    /** Decisions played by the moment shown. */
    this.k = 0;
    /** The engine's snapshot of that moment. */
    /** @type {import('../engine/client.js').Snapshot | null} */
    this.past = null;
    /** The live game's save when the moment was opened: any change to it ends the review. */
    this.liveJson = '';
    /** Bumped by each request: a late answer for a moment left is dropped. */
    this.asked = 0;
    /** The moment asked for last (shown, or on its way), null when back in the game: steps count from it. */
    /** @type {number | null} */
    this.want = null;
    this.asking = false;

    this.bar = el('div', 'review-bar');
    this.bar.hidden = true;
    this.bar.setAttribute('role', 'group');
    this.prev = /** @type {HTMLButtonElement} */ (el('button', 'review-step', '◀'));
    this.next = /** @type {HTMLButtonElement} */ (el('button', 'review-step', '▶'));
    this.text = el('p', 'review-text');
    this.text.setAttribute('aria-live', 'polite');
    this.back = /** @type {HTMLButtonElement} */ (el('button', 'review-back primary'));
    for (const b of [this.prev, this.next, this.back]) b.type = 'button';
    this.bar.append(this.prev, this.text, this.next, this.back);
    places.after.after(this.bar);
    this.prev.addEventListener('click', () => this.step(-1));
    this.next.addEventListener('click', () => this.step(1));
    this.back.addEventListener('click', () => this.close());

    this.dialog = /** @type {HTMLDialogElement} */ (el('dialog', 'review-confirm'));
    const form = el('form');
    form.setAttribute('method', 'dialog');
    this.question = el('p', 'review-question');
    const buttons = el('div', 'review-confirm-buttons');
    this.yes = /** @type {HTMLButtonElement} */ (el('button', 'primary'));
    this.yes.id = 'review-confirm-yes';
    this.yes.value = 'yes';
    this.no = /** @type {HTMLButtonElement} */ (el('button'));
    this.no.id = 'review-confirm-no';
    this.no.value = 'no';
    buttons.append(this.no, this.yes);
    form.append(this.question, buttons);
    this.dialog.append(form);
    document.body.append(this.dialog);

    this.list.addEventListener('click', (e) => {
      const button = e.target instanceof Element ? e.target.closest('button[data-k]') : null;
      if (button instanceof HTMLElement) this.open(Number(button.dataset.k));
    });
    // Capture: while reviewing, the arrows step through the game before keys.js sees them.
    document.addEventListener('keydown', (e) => this.key(e), true);
    this.texts();
    onLanguageChange(() => this.texts());
  }

  /** The texts that do not depend on the moment (again when the language changes). */
  texts() {
    this.bar.setAttribute('aria-label', t('review.label'));
    this.prev.setAttribute('aria-label', t('review.prev'));
    this.prev.title = t('review.prev');
    this.next.setAttribute('aria-label', t('review.next'));
    this.next.title = t('review.next');
    this.back.textContent = t('review.back');
    this.yes.textContent = t('review.confirmYes');
    this.no.textContent = t('review.confirmNo');
    if (this.active) this.renderBar();
  }

  /** The moments one can step to: the start, then the end of every turn but the last (the live game). */
  /** @returns {{ ks: number[], lines: { k: number, text: string }[] }} */
  moments() {
    const snap = this.app.engine.snapshot;
    if (!snap) return { ks: [0], lines: [] };
    const lines = moveLines(snap.history, snap.state.rows, (side) => this.app.names()[side]);
    return { ks: [0, ...lines.map((l) => l.k)], lines };
  }

  /**
   * Show the board after the first `k` decisions; the live position ends the review.
   * @param {number} k
   */
  async open(k) {
    const app = this.app;
    const live = app.engine.snapshot;
    if (!live || app.busy) return;
    if (k >= live.history.length) {
      this.close();
      return;
    }
    const asked = ++this.asked;
    this.want = k;
    let answer;
    try {
      answer = await app.engine.request('review', { k });
    } catch (e) {
      if (asked !== this.asked) return;
      this.want = this.active ? this.k : null;
      if (!(e instanceof Cancelled)) app.notice(t('review.failed', { error: app.words(e) }));
      return;
    }
    if (asked !== this.asked) return;
    const wasActive = this.active;
    this.past = answer.value;
    this.k = k;
    this.liveJson = answer.snapshot.json;
    this.active = true;
    app.gameOver.hide();
    app.refresh();
    if (!wasActive) this.bringIntoView();
  }

  /** @param {number} by -1 back, +1 on (past the last moment: the live game) */
  step(by) {
    const live = this.app.engine.snapshot;
    if (!live) return;
    const { ks } = this.moments();
    const at = this.want === null ? ks.length - 1 : ks.indexOf(this.want);
    const to = Math.max(0, at + by);
    if (to >= ks.length - 1) this.close();
    else if (to !== at) this.open(ks[to]);
  }

  /** Back to the game as it stands. */
  close() {
    this.asked++;
    this.want = null;
    if (!this.active) return;
    this.leave();
    const app = this.app;
    if (!app.engine.snapshot || !app.model) return;
    app.refresh();
    if (app.engine.snapshot.state.result) app.showEnding(false);
  }

  /** End the review without redrawing (the caller draws the live game). */
  leave() {
    this.active = false;
    this.want = null;
    this.past = null;
    this.bar.hidden = true;
    for (const b of this.list.querySelectorAll('[aria-current]')) b.removeAttribute('aria-current');
  }

  /** At the end of every refresh: draw the moment reviewed over what was drawn of the live game. */
  after() {
    if (!this.active) return;
    const app = this.app;
    const live = app.engine.snapshot;
    const model = app.model;
    // Any change to the live game (a move, undo, a new game) ends the review: the board is the live one again.
    if (!live || !model || !this.past || live.json !== this.liveJson) {
      this.leave();
      return;
    }
    const st = this.past.state;
    model.counts = st.board.flat();
    model.toMove = st.toMove;
    model.stores = st.family === 'four_row' ? null : [st.stores[0], st.stores[1]];
    model.uur = new Array(st.rows * st.cols).fill(null);
    for (const u of st.uur) model.uur[u.pit[0] * st.cols + u.pit[1]] = u.owner;
    model.legal = new Set();
    model.marks = new Map();
    model.arrows = [];
    model.choice = null;
    model.hand = null;
    model.flying = null;
    // The pits one could play from here (asked first), where a person was to move.
    if (!st.result && app.settings.players[st.toMove] === 'human') {
      for (const d of this.past.legal) if ('pit' in d) model.legal.add(d.pit[0] * st.cols + d.pit[1]);
    }
    app.choice.hide();
    app.clock.stop();
    app.view.draw(model);
    app.canvas.dataset.counts = model.counts.join(',');
    app.renderPlayers(st);
    app.srBoard.render();
    this.status.textContent = t('review.status');
    this.renderBar();
  }

  renderBar() {
    const { ks, lines } = this.moments();
    const at = ks.indexOf(this.k);
    this.text.textContent = at <= 0
      ? t('review.start', { total: lines.length })
      : t('review.after', { n: at, total: lines.length, move: lines[at - 1].text });
    this.prev.disabled = at <= 0;
    this.bar.hidden = false;
    for (const b of this.list.querySelectorAll('button[data-k]')) {
      const here = Number(/** @type {HTMLElement} */ (b).dataset.k) === this.k;
      if (here) {
        b.setAttribute('aria-current', 'step');
        // Scroll the list only, never the page.
        const lr = this.list.getBoundingClientRect();
        const br = b.getBoundingClientRect();
        this.list.scrollTop += br.top - lr.top - (lr.height - br.height) / 2;
      } else b.removeAttribute('aria-current');
    }
  }

  /** On a phone the move list is below the board: scroll the board (with the review bar under it) back into view. */
  bringIntoView() {
    const play = this.bar.closest('.play') ?? this.bar;
    const r = play.getBoundingClientRect();
    if (r.top < 0 || r.top > innerHeight / 3) play.scrollIntoView({ block: 'start' });
  }

  /**
   * A pit was played while an earlier moment is shown: ask, rewind, play.
   * @param {number} pit
   */
  async playFrom(pit) {
    const app = this.app;
    const past = this.past;
    if (!past || this.asking || app.busy) return;
    const st = past.state;
    if (st.result) {
      this.status.textContent = t('review.over');
      return;
    }
    if (app.settings.players[st.toMove] !== 'human') {
      this.status.textContent = t('review.computerMoves');
      return;
    }
    const playable = past.choices.some((c) => c.pit && c.pit[0] * st.cols + c.pit[1] === pit);
    if (!playable) return;
    const { lines } = this.moments();
    const later = lines.filter((l) => l.k > this.k).length;
    const k = this.k;
    const liveJson = this.liveJson;
    if (!(await this.confirm(later))) return;
    if (!this.active || this.k !== k || app.engine.snapshot?.json !== liveJson) return;
    // As undo does: whatever the page was doing for the live game stops.
    app.epoch++;
    app.turns.changed();
    app.stopAnimation();
    app.gameOver.hide();
    app.localChoice = null;
    app.lastOrigin = null;
    try {
      await app.engine.request('rewind', { k });
    } catch (e) {
      if (!(e instanceof Cancelled)) app.notice(t('review.failed', { error: app.words(e) }));
      return;
    }
    this.leave();
    app.persist();
    app.refresh();
    app.choosePit(pit);
  }

  /**
   * Ask before dropping the later moves.
   * @param {number} later how many turns would go
   * @returns {Promise<boolean>}
   */
  confirm(later) {
    this.asking = true;
    this.question.textContent = later === 1 ? t('review.confirmOne') : t('review.confirm', { n: later });
    this.dialog.returnValue = '';
    return new Promise((resolve) => {
      this.dialog.addEventListener('close', () => {
        this.asking = false;
        resolve(this.dialog.returnValue === 'yes');
      }, { once: true });
      this.dialog.showModal();
      this.no.focus();
    });
  }

  /**
   * ← → Home End step through the game while reviewing (← on the move list
   * starts); Escape goes back to the game. Not in fields, dialogs, or on the
   * board and its grid of pits, whose arrows move round the pits.
   * @param {KeyboardEvent} e
   */
  key(e) {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const at = placeOf(e, this.app.canvas);
    if (at.dialog || at.on !== 'page') return;
    const target = e.target instanceof Element ? e.target : null;
    if (target?.closest('#sr-board')) return;
    const onList = Boolean(target && this.list.contains(target));
    if (!this.active && !(onList && e.key === 'ArrowLeft')) return;
    if (e.key === 'ArrowLeft') this.step(-1);
    else if (e.key === 'ArrowRight') this.step(1);
    else if (e.key === 'Home') this.open(0);
    else if (e.key === 'End' || e.key === 'Escape') this.close();
    else return;
    e.preventDefault();
    e.stopPropagation();
  }
}
