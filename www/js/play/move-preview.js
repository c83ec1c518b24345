// Move preview: a mouse over a pit that can be played, or a finger held on
// it, shows where the move's first lap would end and what happens there (a
// relay, a capture, the end of the turn, an uur), drawn on the board and said
// in one sentence on the status line, without playing. The engine answers
// (`preview` in its worker), so the page never blocks and never judges the
// rules; nothing is shown on a pit that cannot be played, nor while a turn is
// animated or the engine works, and it goes when the pointer leaves.
import { t } from '../words/i18n.js';
import { pitName } from '../pits.js';

/** @typedef {import('../../pkg/omweso.js').Preview} Preview */
/** @typedef {import('../../pkg/omweso.js').PitChoice} PitChoice */
/** @typedef {import('../../pkg/omweso.js').Decision} Decision */
/** @typedef {import('../board/view.js').BoardModel} BoardModel */
/** @typedef {import('../board/view.js').BoardView} BoardView */
/** @typedef {import('../words/narration.js').NarrationContext} NarrationContext */

/** How long a finger rests on a pit before its preview shows (and the release plays nothing). */
export const PREVIEW_PRESS_MS = 450;
/** A press that moves further than this (CSS pixels) is a scroll or a slip, not a long press. */
const PRESS_SLOP = 10;

/**
 * The decision a pit previews: its usual one (a pit with several ways lists
 * the usual first), or null for a pit that cannot be played now.
 * @param {PitChoice[]} choices
 * @param {number} pit
 * @param {number} cols
 * @returns {Decision | null}
 */
export function previewDecision(choices, pit, cols) {
  const choice = choices.find((c) => !c.paused && c.pit && c.pit[0] * cols + c.pit[1] === pit);
  return choice?.options[0]?.decision ?? null;
}

/**
 * Names in a list: "e3", "e3 and e4", "d3, e3 and e4".
 * @param {string[]} names
 */
function listOf(names) {
  if (names.length < 2) return names[0] ?? '';
  return t('preview.and', { a: names.slice(0, -1).join(', '), b: names[names.length - 1] });
}

/**
 * The preview in one sentence: the pit, where its first lap ends, what happens there.
 * @param {Preview} p
 * @param {Pick<NarrationContext, 'rows' | 'family'>} ctx
 */
export function previewSentence(p, ctx) {
  const name = (/** @type {[number, number]} */ c) => pitName(c, ctx.rows);
  const seeds = (/** @type {number} */ n) => t(n === 1 ? 'preview.seed' : 'preview.seeds', { count: n });
  const base = { pit: name(p.from), sown: seeds(p.seeds), end: name(p.end) };
  const o = p.outcome;
  const four = ctx.family === 'four_row';
  let text;
  switch (o.kind) {
    case 'relay': text = t('preview.relay', { ...base, count: o.seeds }); break;
    case 'capture': text = t(four ? 'preview.capture.four' : 'preview.capture.two', { ...base, captured: seeds(o.total), taken: listOf(o.taken.map((x) => name(x.pit))) }); break;
    case 'uur': text = t('preview.uur', { ...base, facing: name(o.pits[1]) }); break;
    case 'grand_slam': text = t('preview.grand_slam', base); break;
    case 'endless': text = t('preview.endless', base); break;
    default: text = t(four ? 'preview.stop.four' : 'preview.stop.two', base);
  }
  return p.pause ? `${text} ${t(`preview.pause.${p.pause}`, base)}` : text;
}

/**
 * What the board draws of a preview (board-view.js's Preview): pit indices.
 * @param {Preview} p
 * @param {number} cols
 * @returns {import('../board/view.js').Preview}
 */
export function previewMarks(p, cols) {
  const idx = (/** @type {[number, number]} */ c) => c[0] * cols + c[1];
  return {
    from: idx(p.from),
    path: p.path.map(idx),
    end: idx(p.end),
    outcome: p.outcome.kind,
    taken: p.outcome.kind === 'capture' ? p.outcome.taken.map((x) => idx(x.pit)) : [],
  };
}

/**
 * @typedef {{
 *   preview: (d: Decision) => Promise<Preview | null>,
 *   snapshot: () => { choices: PitChoice[] } | null,
 *   model: () => BoardModel | null,
 *   ready: () => boolean,
 *   context: () => Pick<NarrationContext, 'rows' | 'family'>,
 *   status: HTMLElement,
 * }} PreviewHost
 * preview: the engine's answer (null when it is busy); snapshot: the position
 * the page shows; ready: a person may play now (no animation, no engine work,
 * no choice open); status: the line the sentence is said on.
 */

export class MovePreview {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {BoardView} view
   * @param {PreviewHost} host
   */
  constructor(canvas, view, host) {
    this.canvas = canvas;
    this.view = view;
    this.host = host;
    /** The pit under the mouse (or the finger held), previewed or asked for. */
    /** @type {number | null} */
    this.pit = null;
    /** Bumped by every change: a late answer for an older pit or position is dropped. */
    this.token = 0;
    /** What the engine said of the pit shown, and its sentence (for the tests too). */
    /** @type {Preview | null} */
    this.shown = null;
    this.sentence = '';
    /** A preview of `pit` has been asked and not answered yet. */
    this.asking = false;
    /** The status line's words before the sentence replaced them. */
    this.before = '';
    /** @type {ReturnType<typeof setTimeout> | null} */
    this.press = null;
    /** A long press showed a preview: the click its release makes plays nothing. */
    this.held = false;
    this.pressX = 0;
    this.pressY = 0;
    this.listen();
  }

  listen() {
    const c = this.canvas;
    const at = (/** @type {PointerEvent} */ e) => {
      const rect = c.getBoundingClientRect();
      return this.view.pitAt(e.clientX - rect.left, e.clientY - rect.top);
    };
    c.addEventListener('pointermove', (e) => {
      if (e.pointerType === 'mouse') this.want(at(e));
      else if (this.press && Math.hypot(e.clientX - this.pressX, e.clientY - this.pressY) > PRESS_SLOP) this.stopPress();
    });
    c.addEventListener('pointerleave', (e) => { if (e.pointerType === 'mouse') this.want(null); });
    c.addEventListener('pointerdown', (e) => {
      if (e.pointerType === 'mouse') return;
      this.stopPress();
      this.held = false;
      this.want(null);
      const pit = at(e);
      if (pit === null) return;
      this.pressX = e.clientX;
      this.pressY = e.clientY;
      this.press = setTimeout(() => {
        this.press = null;
        this.held = true;
        this.want(pit);
      }, PREVIEW_PRESS_MS);
    });
    for (const type of /** @type {const} */ (['pointerup', 'pointercancel'])) c.addEventListener(type, () => this.stopPress());
    // A phone's long press also opens a context menu: not on the board.
    c.addEventListener('contextmenu', (e) => { if (this.held || this.press) e.preventDefault(); });
    // Caught before the board's own click (on its box, capturing): the release
    // of a long press plays nothing; any other click plays, and the preview goes.
    const box = c.parentElement ?? c;
    box.addEventListener('click', (e) => {
      if (e.target !== c) return;
      if (this.held) {
        this.held = false;
        e.stopPropagation();
        e.preventDefault();
        return;
      }
      this.clear();
    }, true);
  }

  stopPress() {
    if (this.press) clearTimeout(this.press);
    this.press = null;
  }

  /**
   * Preview the pit under the pointer (null: none).
   * @param {number | null} pit
   */
  async want(pit) {
    // The same pit: shown already, or its answer on its way (a mouse moves many times over one pit).
    if (pit === this.pit && (pit === null || this.shown || this.asking || !this.host.ready())) return;
    this.clear();
    this.pit = pit;
    const snap = this.host.snapshot();
    const model = this.host.model();
    if (pit === null || !snap || !model || !this.host.ready()) return;
    const decision = previewDecision(snap.choices, pit, model.cols);
    if (!decision) return;
    const token = this.token;
    let p = null;
    this.asking = true;
    try {
      p = await this.host.preview(decision);
    } catch {
      // A preview that fails shows nothing: playing the pit still says why.
      return;
    } finally {
      if (token === this.token) this.asking = false;
    }
    if (token !== this.token || !p || this.host.snapshot() !== snap || this.host.model() !== model || !this.host.ready()) return;
    this.show(p, model);
  }

  /**
   * @param {Preview} p
   * @param {BoardModel} model
   */
  show(p, model) {
    this.shown = p;
    model.preview = previewMarks(p, model.cols);
    this.view.draw(model);
    const status = this.host.status;
    this.before = status.textContent ?? '';
    this.sentence = previewSentence(p, this.host.context());
    status.textContent = this.sentence;
    this.canvas.dataset.previewEnd = pitName(p.end, model.rows);
  }

  /** Take the preview away: the board redrawn without it, the status line's words back. */
  clear() {
    this.token++;
    this.pit = null;
    const model = this.host.model();
    if (this.shown && model?.preview) {
      model.preview = null;
      this.view.draw(model);
    }
    if (this.shown && this.host.status.textContent === this.sentence) this.host.status.textContent = this.before;
    this.forget();
  }

  /**
   * The position or the board changed (the page redraws it): forget the
   * preview without drawing; the pointer's next move asks again.
   * @param {BoardModel} model
   */
  reset(model) {
    this.token++;
    this.pit = null;
    model.preview = null;
    this.forget();
  }

  forget() {
    this.shown = null;
    this.asking = false;
    this.sentence = '';
    delete this.canvas.dataset.previewEnd;
  }
}
