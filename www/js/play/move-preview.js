// Move preview: a mouse over a pit that can be played, or a finger held on
// it, shows where the move's first lap would end and what happens there (a
// relay, a capture, the end of the turn, an uur), drawn on the board and said
// in one sentence on the status line, without playing. The engine answers
// (`preview` in its worker), so the page never blocks and never judges the
// rules; nothing is shown on a pit that cannot be played, nor while a turn is
// animated or the engine works, and it goes when the pointer leaves. It
// draws nothing itself: the view asks it for its marks and its sentence.
import { t } from '../words/i18n.js';
import { pitName, pitIndex } from '../pits.js';

/** @typedef {import('../../pkg/omweso.js').Preview} Preview */
/** @typedef {import('../../pkg/omweso.js').PitChoice} PitChoice */
/** @typedef {import('../../pkg/omweso.js').Decision} Decision */
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
  const choice = choices.find((c) => !c.paused && c.pit && pitIndex(c.pit, cols) === pit);
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
  const seeds = (/** @type {number} */ n) => t('preview.seeds', { count: n });
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
 * What the board draws of a preview (board/view.js's Preview): pit indices.
 * @param {Preview} p
 * @param {number} cols
 * @returns {import('../board/view.js').Preview}
 */
export function previewMarks(p, cols) {
  const idx = (/** @type {[number, number]} */ c) => pitIndex(c, cols);
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
 *   ready: () => boolean,
 *   context: () => Pick<NarrationContext, 'rows' | 'family'>,
 *   redraw: () => void,
 * }} PreviewHost
 * preview: the engine's answer (null when it is busy); snapshot: the position
 * the page shows; ready: a person may play now (no animation, no engine work,
 * no choice open); redraw: the board and its words drawn again (with marks()
 * and sentence()).
 */

export class MovePreview {
  /**
   * @param {BoardView} view the board, for its pits under the pointer
   * @param {PreviewHost} host
   */
  constructor(view, host) {
    this.canvas = view.canvas;
    this.view = view;
    this.host = host;
    /** The pit under the mouse (or the finger held), previewed or asked for. */
    /** @type {number | null} */
    this.pit = null;
    /** Bumped by every change: a late answer for an older pit or position is dropped. */
    this.token = 0;
    /** What the engine said of the pit shown, the position it was asked on, and its sentence. */
    /** @type {Preview | null} */
    this.shown = null;
    /** @type {object | null} */
    this.shownOn = null;
    this.sentenceShown = '';
    /** A preview of `pit` has been asked and not answered yet. */
    this.asking = false;
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
   * The preview shown for this position, if it is still one a person may play from.
   * @param {object} snap
   */
  current(snap) {
    return this.shown && this.shownOn === snap && this.host.ready() ? this.shown : null;
  }

  /**
   * What the board draws of the preview (board/view.js's Preview), or null.
   * @param {object} snap the position drawn
   * @returns {import('../board/view.js').Preview | null}
   */
  marks(snap) {
    const p = this.current(snap);
    return p ? previewMarks(p, this.view.cols) : null;
  }

  /**
   * The preview in words, said under the board in place of the status, or null.
   * @param {object} snap the position drawn
   */
  sentence(snap) {
    return this.current(snap) ? this.sentenceShown : null;
  }

  /**
   * Preview the pit under the pointer (null: none).
   * @param {number | null} pit
   */
  async want(pit) {
    const snap = this.host.snapshot();
    // The same pit: shown already, or its answer on its way (a mouse moves many times over one pit).
    if (pit === this.pit && (pit === null || (snap && this.current(snap)) || this.asking || !this.host.ready())) return;
    this.clear();
    this.pit = pit;
    if (pit === null || !snap || !this.host.ready()) return;
    const decision = previewDecision(snap.choices, pit, this.view.cols);
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
    if (token !== this.token || !p || this.host.snapshot() !== snap || !this.host.ready()) return;
    this.shown = p;
    this.shownOn = snap;
    this.sentenceShown = previewSentence(p, this.host.context());
    this.canvas.dataset.previewEnd = pitName(p.end, this.host.context().rows);
    this.host.redraw();
  }

  /** Take the preview away: the board is drawn again without it, the status line's words back. */
  clear() {
    this.token++;
    this.pit = null;
    const had = this.shown !== null;
    this.shown = null;
    this.shownOn = null;
    this.asking = false;
    this.sentenceShown = '';
    delete this.canvas.dataset.previewEnd;
    if (had) this.host.redraw();
  }
}
