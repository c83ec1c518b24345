// The game view: it draws, and never decides. One render() draws the board
// and every word around it from the controller's state (and, while a
// review shows an earlier moment, from that moment): the board's model is
// made here once per render by board/model.js, the status line is worded
// once, and each panel under or beside the board is brought in line. It is
// called at most once per frame (app/redraw.js). While a turn is sown the
// animator draws the board; the view leaves it alone and draws the rest.
import { boardModel, markDecision } from '../board/model.js';
import { pitIndex } from '../pits.js';
import { t, language } from '../words/i18n.js';
import { statusText, progressText } from '../words/status.js';
import { showPlayerBars } from './player-bars.js';
import { choicePrompt } from '../words/narration.js';
import { rulesetName, layoutName } from '../words/engine-words.js';
import { renderMoves } from '../play/moves-panel.js';
import { modeOf } from '../game/players.js';
import { byId, buttonById } from '../dom.js';

/** @typedef {import('./controller.js').GameController} GameController */
/** @typedef {import('../engine/client.js').Snapshot} Snapshot */
/** @typedef {import('../board/view.js').BoardModel} BoardModel */
/** @typedef {import('../board/view.js').BoardView} BoardView */
/** @typedef {import('../board/frame.js').BoardFrame} BoardFrame */
/** @typedef {import('../play/choice-panel.js').ChoicePanel} ChoicePanel */

/**
 * What the view draws besides the board, each asked when it draws.
 * @typedef {{
 *   moment: () => Snapshot | null,
 *   render: () => void,
 * }} ReviewShown
 *   moment: the earlier position a review shows (null: the live game); render: its bar
 * @typedef {{
 *   sentence: (snap: Snapshot) => string | null,
 *   marks: (snap: Snapshot) => import('../board/view.js').Preview | null,
 * }} PreviewShown
 *   the move preview's words and marks, for the position they were asked on (else null)
 * @typedef {{
 *   render: (shown: { model: BoardModel, snapshot: Snapshot, choosing: number | null, names: { south: string, north: string } }) => void,
 *   hasFocus: () => boolean,
 * }} PitGrid
 *   the screen reader's grid of pits, in step with the board
 */

/**
 * @typedef {{
 *   board: BoardView,
 *   frame: BoardFrame,
 *   choice: ChoicePanel,
 *   review: ReviewShown,
 *   preview: PreviewShown,
 *   grid: PitGrid,
 *   offers: { render: () => void },
 *   ending: { shown: boolean, hide: () => void },
 * }} ViewParts
 */


export class GameView {
  /**
   * @param {GameController} ctrl
   * @param {ViewParts} parts
   */
  constructor(ctrl, parts) {
    this.ctrl = ctrl;
    this.parts = parts;
    this.canvas = parts.board.canvas;
    this.wrap = byId('board-wrap');
    /** The board's shape drawn last ("4x8"): a new one is fitted to its box again. */
    this.shape = '';
    /** What the move list and the question were drawn from: drawn again only when it changes. */
    this.movesFrom = '';
    /** @type {Snapshot | null} */
    this.movesSnap = null;
    this.questionKey = '';
  }

  /** Draw everything from the controller's state. */
  render() {
    const c = this.ctrl;
    const live = c.snapshot;
    if (!live || !c.settings) return;
    const past = this.parts.review.moment();
    const shown = past ?? live;
    const st = shown.state;
    this.fitShape(st);
    const model = past ? this.pastModel(past) : this.liveModel(live);
    const names = c.names();
    this.parts.board.storeNames = [names.south, names.north];
    if (!c.animating) {
      this.parts.board.draw(model);
      this.canvas.dataset.counts = model.counts.join(',');
    }
    this.canvas.dataset.busy = String(c.busy);
    this.renderStatus(live, past);
    this.renderPlayers(st);
    this.renderMoves(live);
    this.renderQuestion(live);
    this.renderControls(live);
    this.renderProgress();
    this.parts.offers.render();
    this.parts.grid.render({ model, snapshot: shown, choosing: c.localChoice?.pit ?? null, names: c.names() });
    if (past) this.parts.review.render();
    // The card of a finished game belongs to a finished game (undo takes it away).
    if (this.parts.ending.shown && !live.state.result) this.parts.ending.hide();
  }

  /**
   * A new board shape (another game) is fitted to its box again.
   * @param {import('../../pkg/omweso.js').GameState} st
   */
  fitShape(st) {
    const shape = `${st.rows}x${st.cols}`;
    if (shape === this.shape) return;
    this.shape = shape;
    this.parts.board.setShape(st.rows, st.cols, this.wrap.clientWidth);
    this.parts.frame.fit();
  }

  /** The keyboard's pit is drawn while the board or its grid of pits has the focus. */
  cursorShown() {
    return this.canvas.matches(':focus-visible') || this.parts.grid.hasFocus();
  }

  /**
   * The live position, with what a person may do on it marked.
   * @param {Snapshot} snap
   * @returns {BoardModel}
   */
  liveModel(snap) {
    const c = this.ctrl;
    const st = snap.state;
    const m = boardModel(st, c.info.turningPits);
    // Faintly, where the last turn began (under a paused turn's relay mark).
    if (c.lastOrigin !== null && !m.marks.has(c.lastOrigin)) m.marks.set(c.lastOrigin, 'last');
    if (c.waiting && c.turns.humanToMove()) {
      if (c.hint) markDecision(m, c.hint, st, 'hint');
      if (st.pending) m.choice = { pit: pitIndex(st.pending.pit, st.cols), dirs: st.pending.choices };
      else if (c.localChoice) m.choice = { pit: c.localChoice.pit, dirs: c.localChoice.options.flatMap((d) => (d.kind === 'sow' && d.dir ? [d.dir] : [])) };
      else for (const d of snap.legal) if ('pit' in d) m.legal.add(pitIndex(d.pit, st.cols));
    }
    if (c.intent) markDecision(m, c.intent, st, 'hint');
    m.cursor = this.cursorShown() ? c.cursor : null;
    m.preview = this.parts.preview.marks(snap);
    return m;
  }

  /**
   * An earlier moment of the game, as a review shows it: the pits one could
   * play from there, where a person was to move.
   * @param {Snapshot} past
   * @returns {BoardModel}
   */
  pastModel(past) {
    const c = this.ctrl;
    const st = past.state;
    const m = boardModel(st, c.info.turningPits);
    m.marks.clear();
    m.hand = null;
    if (!st.result && c.settings?.players[st.toMove] === 'human') {
      for (const d of past.legal) if ('pit' in d) m.legal.add(pitIndex(d.pit, st.cols));
    }
    m.cursor = this.cursorShown() ? c.cursor : null;
    return m;
  }

  /**
   * The line under the board: what the page is doing or waits for, unless a
   * preview, a sentence said or a review speaks there now.
   * @param {Snapshot} live
   * @param {Snapshot | null} past
   */
  renderStatus(live, past) {
    const c = this.ctrl;
    const st = live.state;
    const turns = c.turns;
    const text = statusText(st, {
      working: c.engine.working,
      animating: c.animating,
      paused: c.animator.paused,
      computer: turns.computerSide() ? turns.label(st.toMove) : null,
      computerStuck: turns.failedAt === turns.epoch,
      choosing: c.localChoice !== null,
    }, c.narrationContext());
    const status = byId('status');
    status.textContent = this.parts.preview.sentence(live) ?? c.message?.() ?? (past ? t('review.status') : text);
    status.classList.toggle('over', Boolean(st.result));
    this.canvas.setAttribute('aria-label', t('board.label', { game: rulesetName(c.info), status: text }));
  }

  /** @param {import('../../pkg/omweso.js').GameState} st */
  renderPlayers(st) {
    const turns = this.ctrl.turns;
    showPlayerBars({ south: turns.label('south'), north: turns.label('north') }, st,
      { toMove: st.toMove, over: Boolean(st.result), winner: st.result?.winner ?? null });
  }

  /** @param {Snapshot} live the move list is the live game's */
  renderMoves(live) {
    const names = this.ctrl.names();
    const from = `${language()}|${names.south}|${names.north}`;
    if (live === this.movesSnap && from === this.movesFrom) return;
    this.movesSnap = live;
    this.movesFrom = from;
    renderMoves(byId('moves'), live.history, live.state, (side) => names[side], this.startLine());
  }

  /**
   * The start of a game whose seeds were arranged (by hand or by the
   * computer), in words, for the move list's first line; null for the
   * usual presets.
   * @returns {string | null}
   */
  startLine() {
    const c = this.ctrl;
    const layout = c.settings?.layout;
    if (!layout || typeof layout === 'string') return null;
    const names = c.names();
    const presets = c.info.layouts;
    const sides = /** @type {const} */ (['south', 'north']);
    if (sides.every((side) => typeof layout[side] === 'string' && presets.some((l) => l.id === layout[side]))) return null;
    const what = (/** @type {'south' | 'north'} */ side) => {
      const preset = presets.find((l) => l.id === layout[side]);
      return preset ? layoutName(preset, c.info.id) : t('moves.arranged');
    };
    return t('moves.start', { sides: sides.map((side) => `${names[side]}: ${what(side)}`).join(' · ') });
  }

  /**
   * The question under the board: the page's own (a confirmation), else the
   * engine's (which way to sow, okwesera, a pass) when a person decides.
   * @param {Snapshot} live
   */
  renderQuestion(live) {
    const c = this.ctrl;
    const st = live.state;
    /** @type {{ text: string, buttons: any[] } | null} */
    let q = c.question;
    if (!q && c.waiting && c.turns.humanToMove()) {
      // The question lies over the controls: its own way back sits beside its answers.
      if (st.pending) {
        q = choicePrompt(live.choices[0]);
        if (st.canUndo) q = { ...q, buttons: [...q.buttons, { label: t('btn.undo'), run: () => void c.undo() }] };
      } else if (c.localChoice) {
        q = choicePrompt(c.localChoice.choice);
        q = { ...q, buttons: [...q.buttons, { label: t('btn.cancel'), run: () => c.cancelChoice() }] };
      }
      else {
        const pass = live.legal.find((d) => d.kind === 'pass');
        if (pass) q = { text: '', buttons: [{ label: t('choice.pass'), decision: pass }] };
      }
    }
    // Drawn again only when it changes: a redraw keeps the focus on its buttons.
    const key = q ? JSON.stringify([q.text, q.buttons.map((b) => [b.label, b.decision ?? null])]) : '';
    if (key === this.questionKey) return;
    this.questionKey = key;
    if (q) this.parts.choice.show(q.text, q.buttons);
    else this.parts.choice.hide();
  }

  /** @param {Snapshot} live */
  renderControls(live) {
    const c = this.ctrl;
    const st = live.state;
    for (const id of ['btn-pause', 'btn-step', 'btn-skip']) buttonById(id).disabled = !c.animating;
    buttonById('btn-pause').textContent = c.animator.paused ? t('btn.resume') : t('btn.pause');
    // Undo stays open while a turn animates or the engine works: it stops them.
    // A demo has no one to take a move back for.
    const demo = modeOf(/** @type {import('../game/settings.js').Settings} */ (c.settings).players) === 'cvc';
    buttonById('btn-undo').disabled = demo || !(c.engine.working || st.canUndo);
    buttonById('btn-redo').disabled = demo || c.engine.working || !st.canRedo;
    buttonById('btn-next-game').hidden = !(st.result && st.matchTo > 0 && !st.matchOver);
    const hint = buttonById('btn-hint');
    hint.hidden = !c.settings?.players.hints || c.busy || !c.turns.humanToMove();
    hint.disabled = c.turns.hinting;
    hint.textContent = t(c.turns.hinting ? 'hint.thinking' : 'hint.ask');
  }

  /** A long request's progress, in words, under the board. */
  renderProgress() {
    const line = byId('long-turn');
    const p = this.ctrl.progress;
    line.hidden = p === null;
    if (p) line.textContent = progressText(p);
  }

  /** Words drawn from the language: the next render writes them all again. */
  relabel() {
    this.movesFrom = '';
    this.questionKey = ' ';
  }
}
