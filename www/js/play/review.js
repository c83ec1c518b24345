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
// The view draws the moment (moment()) and asks the bar to follow (render());
// a pit picked on the board while `active` goes to playFrom().
import { t, onLanguageChange } from '../words/i18n.js';
import { el } from '../dom.js';
import { moveLines } from './moves-panel.js';
import { placeOf } from '../dom.js';
import { Cancelled } from '../engine/worker-start.js';
import { pitIndex } from '../pits.js';

/**
 * What the review needs of the page.
 * @typedef {{
 *   snapshot: () => import('../engine/client.js').Snapshot | null,
 *   animating: () => boolean,
 *   busy: () => boolean,
 *   request: (op: string, args: Record<string, any>) => Promise<import('../engine/client.js').Answer>,
 *   humanPlays: (side: 'south' | 'north') => boolean,
 *   names: () => { south: string, north: string },
 *   rewind: (k: number) => Promise<Error | null>,
 *   choosePit: (pit: number) => void,
 *   redraw: () => void,
 *   say: (words: string | (() => string)) => void,
 *   ended: () => void,
 *   notice: (text: string) => void,
 *   words: (e: unknown) => string,
 *   board: HTMLElement,
 * }} ReviewHost
 *   request: a question to the game's engine; rewind: the game taken back to
 *   its first k decisions; ended: the live game is over (its card comes back
 *   when the review is left); board: the canvas (its keys are its own)
 */

export class Review {
  /**
   * @param {ReviewHost} host
   * @param {{ list: HTMLElement, after: HTMLElement }} places
   *   list: the move list; after: the review bar is put after it (under the board's prompt)
   */
  constructor(host, places) {
    this.host = host;
    this.list = places.list;
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
    const snap = this.host.snapshot();
    if (!snap) return { ks: [0], lines: [] };
    const names = this.host.names();
    const lines = moveLines(snap.history, snap.state, (side) => names[side]);
    return { ks: [0, ...lines.map((l) => l.k)], lines };
  }

  /**
   * Show the board after the first `k` decisions; the live position ends the review.
   * A request still on its way is overtaken: only the last one asked is shown.
   * @param {number} k
   */
  async open(k) {
    const host = this.host;
    const live = host.snapshot();
    // While a turn is sown its end is not in the list yet.
    if (!live || host.animating()) return;
    if (k >= live.history.length) {
      this.close();
      return;
    }
    const asked = ++this.asked;
    this.want = k;
    let answer;
    try {
      answer = await host.request('review', { k });
    } catch (e) {
      if (asked !== this.asked) return;
      this.want = this.active ? this.k : null;
      if (!(e instanceof Cancelled)) host.notice(t('review.failed', { error: host.words(e) }));
      return;
    }
    if (asked !== this.asked) return;
    const wasActive = this.active;
    this.past = answer.value;
    this.k = k;
    this.liveJson = answer.snapshot.json;
    this.active = true;
    host.redraw();
    if (!wasActive) this.bringIntoView();
  }

  /** @param {number} by -1 back, +1 on (past the last moment: the live game) */
  step(by) {
    const live = this.host.snapshot();
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
    this.host.redraw();
    if (this.host.snapshot()?.state.result) this.host.ended();
  }

  /** End the review without drawing (the caller draws the live game). */
  leave() {
    this.active = false;
    this.want = null;
    this.past = null;
    this.bar.hidden = true;
    for (const b of this.list.querySelectorAll('[aria-current]')) b.removeAttribute('aria-current');
  }

  /**
   * The moment the board shows (the view draws it), or null for the live
   * game. Any change to the live game (a move, undo, a new game) ends the review.
   * @returns {import('../engine/client.js').Snapshot | null}
   */
  moment() {
    if (!this.active) return null;
    const live = this.host.snapshot();
    if (!live || !this.past || live.json !== this.liveJson) {
      this.leave();
      return null;
    }
    return this.past;
  }

  /** The bar under the board, and the moment marked in the move list (the view calls it as it draws the moment). */
  render() {
    if (this.active) this.renderBar();
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
    const host = this.host;
    const past = this.past;
    if (!past || this.asking || host.busy()) return;
    const st = past.state;
    if (st.result) {
      host.say(() => t('review.over'));
      return;
    }
    if (!host.humanPlays(st.toMove)) {
      host.say(() => t('review.computerMoves'));
      return;
    }
    const playable = past.choices.some((c) => c.pit && pitIndex(c.pit, st.cols) === pit);
    if (!playable) return;
    const { lines } = this.moments();
    const later = lines.filter((l) => l.k > this.k).length;
    const k = this.k;
    const liveJson = this.liveJson;
    if (!(await this.confirm(later))) return;
    if (!this.active || this.k !== k || host.snapshot()?.json !== liveJson) return;
    const error = await host.rewind(k);
    if (error) {
      if (!(error instanceof Cancelled)) host.notice(t('review.failed', { error: host.words(error) }));
      return;
    }
    this.leave();
    host.choosePit(pit);
  }

  /**
   * Ask before dropping the later moves.
   * @param {number} later how many turns would go
   * @returns {Promise<boolean>}
   */
  confirm(later) {
    this.asking = true;
    this.question.textContent = t('review.confirm', { n: later });
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
    const at = placeOf(e, this.host.board);
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
