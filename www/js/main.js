// The app controller. Data flows one way: a click → a decision → the engine
// worker → events → an animation plan → frames. The engine lives in a Web
// Worker (engine-worker.js): this thread only draws and listens, so no turn,
// legal list or load can freeze it, and every request can be cancelled.
// Nothing here decides what is legal; the last snapshot the worker sent is
// all the page reads about the position.
import { loadEngine, rulesets } from './engine.js';
import { EngineClient, EngineError } from './engine-client.js';
import { Cancelled } from './worker-start.js';
import { BoardView } from './board-view.js';
import { Animator, SPEEDS } from './animator.js';
import { plan } from './animation-plan.js';
import { describe, resultText } from './narration.js';
import { decisionName, pitName } from './notation.js';
import { NarrationPanel } from './narration-panel.js';
import { renderMoves } from './moves-panel.js';
import { ChoicePanel } from './choice-panel.js';
import { renderAbout } from './about-panel.js';
import { SetupPanel, defaultSettings, gameSpec } from './setup-panel.js';
import { save, load, forget } from './store.js';
import { BlitzClock } from './blitz-clock.js';
import { Opponent } from './opponent.js';
import { ThinkingIndicator } from './thinking-indicator.js';
import { ComputerTurns } from './computer-turns.js';
import { checkPlayers, modeOf } from './players.js';
import { t } from './i18n.js';
import { watchForUpdates } from './updates.js'; // service worker

/** @typedef {import('./board-view.js').BoardModel} BoardModel */
/** @typedef {import('./board-view.js').Dir} Dir */
/** @typedef {import('./setup-panel.js').Settings} Settings */
/** @typedef {import('./engine-client.js').Snapshot} Snapshot */
/** @typedef {import('./engine-client.js').Progress} Progress */
/** @typedef {import('../pkg/omweso.js').Decision} Decision */
/** @typedef {import('../pkg/omweso.js').GameEvent} GameEvent */
/** @typedef {import('../pkg/omweso.js').GameState} GameState */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Laps of a turn animated seed by seed before the rest is fast-forwarded (except at the slow speed). */
const COMPRESS_AFTER_LAPS = 12;

/** A request to the engine that takes longer than this shows its progress in words. */
const SLOW_MS = 400;

/** @param {GameState} st */
const flatBoard = (st) => st.board.flat();

class App {
  constructor() {
    this.canvas = /** @type {HTMLCanvasElement} */ ($('board'));
    this.view = new BoardView(this.canvas);
    this.narration = new NarrationPanel($('narration'));
    this.animator = new Animator(this.view, (lines) => this.narrate(lines));
    this.choice = new ChoicePanel($('choice'), (d) => {
      if (this.turns.humanToMove()) this.play(d);
    });
    this.setup = new SetupPanel(/** @type {HTMLDialogElement} */ ($('setup-dialog')), (s) => this.open(s, { spec: gameSpec(s) }));
    this.engine = new EngineClient();
    this.infos = rulesets();
    /** @type {Settings} */
    this.settings = defaultSettings();
    this.tournament = false;
    this.rulesetId = 'omweso';
    /** @type {BoardModel | null} */
    this.model = null;
    /** A turn is being animated. */
    this.animating = false;
    /** The board width last fitted, so that only a real change of size redraws. */
    /** @type {number | undefined} */
    this.fittedWidth = undefined;
    /** A pit with several decisions, picked: the player chooses how. */
    /** @type {{ pit: number, options: Decision[] } | null} */
    this.localChoice = null;
    this.cursor = 0;
    /** Ekyobutabal's clock, running only in that mode. */
    this.blitz = false;
    this.clock = new BlitzClock($('clock'));
    /** The pit the last turn was sown from, marked faintly until the next move. */
    /** @type {number | null} */
    this.lastOrigin = null;
    /** The computer's suggestion shown by the hint button, until the next move. */
    /** @type {Decision | null} */
    this.hint = null;
    /** Redo in a game against the computer replays its answers too: no search meanwhile. */
    this.redoing = false;
    /** Bumped by every change of game or position the page starts: a late answer for an older one is dropped. */
    this.epoch = 0;
    this.turns = new ComputerTurns(new Opponent(), new ThinkingIndicator($('thinking')), {
      position: () => this.engine.snapshot,
      busy: () => this.busy || this.redoing || /** @type {HTMLDialogElement} */ ($('setup-dialog')).open,
      players: () => this.settings.players,
      names: () => this.names(),
      pauseMs: () => this.pauseMs(),
      show: (d) => this.showIntent(d),
      play: (d) => this.play(d),
      hinted: (d) => this.showHint(d),
      failed: (message) => this.computerFailed(message),
      nextGame: () => this.nextGame(),
    });
    this.bind();
  }

  /** The page is animating or waiting for the engine: the board takes no click. */
  get busy() {
    return this.animating || this.engine.working;
  }

  /** @returns {Snapshot} */
  get snap() {
    return /** @type {Snapshot} */ (this.engine.snapshot);
  }

  /** The ruleset of the game on the board (a restored game may differ from the settings). */
  get info() {
    return this.infos.find((r) => r.id === this.rulesetId) ?? this.infos[0];
  }

  bind() {
    // The computer waits while the set-up is open: a new game may replace this one.
    $('btn-new').addEventListener('click', () => {
      this.turns.changed();
      this.setup.open(this.settings);
    });
    $('setup-dialog').addEventListener('close', () => { if (this.engine.snapshot && !this.busy) this.refresh(); });
    $('btn-undo').addEventListener('click', () => this.undo());
    $('btn-redo').addEventListener('click', () => this.redo());
    $('btn-pause').addEventListener('click', () => this.togglePause());
    $('btn-step').addEventListener('click', () => this.animator.step());
    $('btn-skip').addEventListener('click', () => this.animator.skip());
    $('btn-next-game').addEventListener('click', () => this.nextGame());
    $('btn-hint').addEventListener('click', () => {
      this.turns.hint();
      this.renderHintButton();
    });
    const speed = /** @type {HTMLSelectElement} */ ($('speed'));
    speed.addEventListener('change', () => {
      this.animator.speed = /** @type {any} */ (speed.value);
      this.persist();
    });
    this.canvas.addEventListener('click', (e) => {
      const rect = this.canvas.getBoundingClientRect();
      this.clickAt(e.clientX - rect.left, e.clientY - rect.top);
    });
    this.canvas.addEventListener('keydown', (e) => this.key(e));
    new ResizeObserver(() => this.fit()).observe($('board-wrap'));
  }

  /** Fit the board to its box, whatever the screen. A resize mid-sowing shows the true board at once. */
  fit() {
    const wrap = $('board-wrap');
    const maxByHeight = (window.innerHeight * 0.68) / this.view.aspect();
    const width = Math.floor(Math.min(wrap.clientWidth, maxByHeight, 1100));
    if (width === this.fittedWidth) return;
    this.fittedWidth = width;
    this.view.resize(width);
    for (const side of ['north', 'south']) $(`player-${side}`).style.maxWidth = `${width}px`;
    // The animation stops where it is; its turn ends by drawing the engine's board.
    if (this.animating) this.animator.cancel();
    else if (this.model) this.view.draw(this.model);
  }

  /** Stop a turn's animation for good: whoever calls this draws the true board. */
  stopAnimation() {
    this.animator.cancel();
    this.animating = false;
  }

  /**
   * Open a game in the engine: a new one, a saved one, or the match's next.
   * Whatever the engine or the animation was doing stops first; if the
   * engine refuses, the game on the board stays.
   * @param {Settings} settings
   * @param {{ spec: object } | { save: string } | { next: true }} how
   * @param {string[]} [narration] the sentences to show (a restored game's)
   * @returns {Promise<Error | null>} why the game could not be opened, or null
   */
  async start(settings, how, narration = []) {
    const epoch = ++this.epoch;
    this.turns.changed();
    this.stopAnimation();
    this.engine.cancel();
    const op = 'spec' in how ? 'open' : 'save' in how ? 'restore' : 'nextGame';
    this.showProgress(null);
    const slow = setTimeout(() => this.showProgress(this.engine.progress ?? { kind: 'load', replayed: 0, total: 0, laps: 0 }), SLOW_MS);
    try {
      await this.engine.request(op, how, (p) => this.showProgress(p));
    } catch (e) {
      return /** @type {Error} */ (e);
    } finally {
      clearTimeout(slow);
      if (epoch === this.epoch) this.showProgress(null);
    }
    if (epoch !== this.epoch) return new Cancelled();
    this.settings = settings;
    // The worker is started ahead only when a computer plays (a hint starts it on demand).
    if (modeOf(settings.players) !== 'hvh') this.turns.opponent.warm();
    const st = this.snap.state;
    this.rulesetId = st.ruleset;
    this.blitz = this.snap.options.mode === 'ekyobutabal';
    // The win scheme is the game's own (an option): Omweso set to the
    // tournament scheme is narrated as a tournament game.
    this.tournament = st.winScheme === 'tournament';
    this.clock.stop();
    this.view.setShape(st.rows, st.cols, $('board-wrap').clientWidth);
    this.fittedWidth = undefined;
    this.model = {
      rows: st.rows, cols: st.cols,
      counts: flatBoard(st),
      legal: new Set(), marks: new Map(), arrows: [], choice: null, hand: null, flying: null,
      uur: new Array(st.rows * st.cols).fill(null),
      turning: new Set(this.info.turningPits.map((/** @type {[number, number]} */ p) => p[0] * st.cols + p[1])),
      toMove: st.toMove, cursor: null,
    };
    this.narration.reset(narration);
    this.localChoice = null;
    this.lastOrigin = null;
    this.fit();
    renderAbout(this.info);
    this.refresh();
    this.persist();
    return null;
  }

  /**
   * Start a game the player asked for; if the engine refuses, say why.
   * @param {Settings} settings
   * @param {{ spec: object } | { next: true }} how
   */
  async open(settings, how) {
    const error = await this.start(settings, how);
    if (error && !(error instanceof Cancelled)) this.notice(t('notice.error', { error: this.words(error) }));
  }

  /** Bring every panel in line with the engine's last snapshot. */
  refresh() {
    const model = /** @type {BoardModel} */ (this.model);
    const { state: st, legal: moves } = this.snap;
    model.counts = flatBoard(st);
    model.toMove = st.toMove;
    model.uur = new Array(st.rows * st.cols).fill(null);
    for (const u of st.uur) model.uur[u.pit[0] * st.cols + u.pit[1]] = u.owner;
    model.legal = new Set();
    model.choice = null;
    model.hand = null;
    model.flying = null;
    // Only what asks for a decision stays marked, and, faintly, where the last turn began.
    model.marks = new Map();
    model.arrows = [];
    if (this.lastOrigin !== null) model.marks.set(this.lastOrigin, 'last');
    const computer = this.turns.computerSide() !== null;
    const waiting = !st.result && !this.busy;
    if (waiting && computer) {
      // The computer's turn: nothing to click; its choice is shown when made.
      this.choice.hide();
      if (st.pending) {
        const pit = st.pending.pit[0] * st.cols + st.pending.pit[1];
        model.hand = { pit, count: st.pending.seeds };
        model.marks.set(pit, 'relay');
      }
    } else if (waiting) {
      if (this.hint) this.markDecision(this.hint, 'hint');
      if (st.pending) {
        const pit = st.pending.pit[0] * st.cols + st.pending.pit[1];
        model.choice = { pit, dirs: st.pending.choices };
        model.hand = { pit, count: st.pending.seeds };
        model.marks.set(pit, 'relay');
        this.choice.show(t(st.pending.reason === 'turning_pit' ? 'choice.turning' : 'choice.reverse', { seeds: st.pending.seeds }),
          moves.map((d) => ({ label: t('dir' in d && d.dir === 'cw' ? 'dir.cw.short' : 'dir.ccw.short'), decision: d })));
      } else if (this.localChoice) {
        model.choice = { pit: this.localChoice.pit, dirs: this.localChoice.options.flatMap((d) => (d.kind === 'sow' && d.dir ? [d.dir] : [])) };
      } else {
        this.choice.hide();
        for (const d of moves) if ('pit' in d) model.legal.add(d.pit[0] * st.cols + d.pit[1]);
        const pass = moves.find((d) => d.kind === 'pass');
        if (pass) this.choice.show('', [{ label: t('choice.pass'), decision: pass }]);
      }
    } else {
      this.choice.hide();
    }
    model.cursor = this.canvas.matches(':focus-visible') ? this.cursor : null;
    this.view.draw(model);
    this.renderPlayers(st);
    renderMoves($('moves'), this.snap.history, st.rows, (side) => this.names()[side]);
    this.renderStatus(st);
    this.refreshControls();
    this.canvas.dataset.counts = model.counts.join(',');
    const clockRuns = waiting && !st.pending && !this.localChoice && !computer;
    if (this.blitz && clockRuns) this.clock.start(st.movesPlayed, () => this.play({ kind: 'timeout' }));
    else this.clock.stop();
    this.renderHintButton();
    this.turns.poke();
  }

  /** The hint button: only on a person's turn, and only when hints are on. */
  renderHintButton() {
    const button = /** @type {HTMLButtonElement} */ ($('btn-hint'));
    button.hidden = !this.settings.players.hints || this.busy || !this.turns.humanToMove();
    button.disabled = this.turns.hinting;
    button.textContent = t(this.turns.hinting ? 'hint.thinking' : 'hint.ask');
  }

  /**
   * Mark a decision on the board: its pit, and its direction when it has one.
   * @param {Decision} d
   * @param {string} mark
   */
  markDecision(d, mark) {
    const model = /** @type {BoardModel} */ (this.model);
    const st = this.snap.state;
    const pit = 'pit' in d ? d.pit[0] * model.cols + d.pit[1] : st.pending ? st.pending.pit[0] * model.cols + st.pending.pit[1] : null;
    if (pit === null) return;
    model.marks.set(pit, mark);
    if ('dir' in d && d.dir) model.arrows = [{ pit, dir: d.dir }];
  }

  /** @param {Decision | null} d the computer's suggestion, or null to clear it */
  showHint(d) {
    this.hint = d;
    // Cleared when the position changes: whoever changed it redraws.
    if (!d || !this.model || !this.engine.snapshot) return;
    this.refresh();
    $('status').textContent = t('hint.answer', { decision: decisionName(d, this.model.rows) });
  }

  /**
   * The computer's decision is shown a moment before it is played.
   * @param {Decision} d
   */
  showIntent(d) {
    if (!this.model) return;
    this.markDecision(d, 'hint');
    this.view.draw(this.model);
  }

  /** A pause between the computer's steps, in step with the sowing speed. */
  pauseMs() {
    return Math.max(60, SPEEDS[this.animator.speed] * 3);
  }

  /** @param {string} message */
  computerFailed(message) {
    this.notice(t('ai.failed', { error: message }));
    if (this.engine.snapshot) this.renderStatus(this.snap.state);
  }

  names() {
    return this.settings.names;
  }

  narrationContext() {
    // The board's shape is the model's and the win scheme was read at the start.
    return { rows: /** @type {BoardModel} */ (this.model).rows, family: this.info.family, names: this.names(), tournament: this.tournament, base: this.snap.state.direction };
  }

  /**
   * An error from the engine or the page, in words for the player.
   * @param {unknown} e
   */
  words(e) {
    if (e instanceof EngineError) {
      const key = `illegal.${e.code}`;
      const params = { ...e.params };
      const rows = this.model?.rows ?? 4;
      for (const [k, v] of Object.entries(params)) if (Array.isArray(v) && v.length === 2) params[k] = pitName(/** @type {[number, number]} */ (v), rows);
      const text = t(key, params);
      if (text !== key) return text;
    }
    return /** @type {Error} */ (e).message.replace(/^illegal move: /, '');
  }

  /** @param {GameState} st */
  renderStatus(st) {
    const name = st.toMove === 'north' ? this.names().north : this.names().south;
    let text;
    if (st.result) {
      text = resultText(st.result, this.narrationContext());
      if (st.matchTo > 0) {
        text += ` ${t('match.score', { to: st.matchTo, south: st.matchScore[0], north: st.matchScore[1] })}`;
      }
      if (st.matchOver) {
        const champion = st.matchScore[0] >= st.matchTo ? this.names().south : this.names().north;
        text += ` ${t('end.matchOver', { name: champion, south: st.matchScore[0], north: st.matchScore[1] })}`;
      }
    } else if (this.engine.working) text = t('status.working');
    else if (this.animating) text = this.animator.paused ? t('status.paused') : t('status.animating');
    else if (this.turns.computerSide()) text = t(this.turns.failedAt === this.turns.epoch ? 'status.computerStuck' : 'status.computer', { name: this.turns.label(st.toMove) });
    else if (st.pending || this.localChoice) text = t('status.choose', { name });
    else text = t(st.rows === 2 ? 'status.toMoveTwoRow' : 'status.toMove', { name });
    $('status').textContent = text;
    $('status').classList.toggle('over', Boolean(st.result));
    this.canvas.setAttribute('aria-label', t('board.label', { game: this.info.name, status: text }));
    const next = /** @type {HTMLButtonElement} */ ($('btn-next-game'));
    next.hidden = !(st.result && st.matchTo > 0 && !st.matchOver);
  }

  /** @param {GameState} st */
  renderPlayers(st) {
    for (const side of /** @type {const} */ (['north', 'south'])) {
      const box = $(`player-${side}`);
      const i = side === 'south' ? 0 : 1;
      /** @type {HTMLElement} */ (box.querySelector('.name')).textContent = this.turns.label(side);
      const parts = [];
      if (st.rows === 2) parts.push(t('store.captured', { n: st.stores[i] }));
      if (st.aside[i] > 0) parts.push(t('store.aside', { n: st.aside[i] }));
      if (st.matchTo > 0) parts.push(`${st.matchScore[i]} / ${st.matchTo}`);
      /** @type {HTMLElement} */ (box.querySelector('.store')).textContent = parts.join(' · ');
      box.classList.toggle('to-move', !st.result && st.toMove === side);
      box.classList.toggle('winner', Boolean(st.result && st.result.winner === side));
    }
  }

  /** @param {string[]} lines */
  narrate(lines) {
    // While sowing, the rule that fired is also said right under the board
    // (on a phone the narration panel is below the fold).
    if (this.animating) $('status').textContent = lines[lines.length - 1];
    this.narration.add(lines);
  }

  /**
   * A long request's progress, in words, under the board (null hides it).
   * @param {Progress | null} p
   */
  showProgress(p) {
    const line = $('long-turn');
    line.hidden = p === null;
    if (!p) return;
    const laps = Math.round(p.laps).toLocaleString();
    line.textContent = p.kind === 'turn'
      ? t('long.turn', { laps })
      : t('long.load', { replayed: p.replayed, total: p.total, laps });
  }

  /** @param {number} x @param {number} y CSS pixels on the board */
  clickAt(x, y) {
    if (this.busy || !this.model || !this.engine.snapshot || !this.turns.humanToMove()) return;
    const dir = this.view.choiceAt(x, y);
    const st = this.snap.state;
    if (dir) {
      if (st.pending) return this.play({ kind: 'direction', dir });
      if (this.localChoice) {
        const d = this.localChoice.options.find((o) => o.kind === 'sow' && o.dir === dir);
        this.localChoice = null;
        if (d) return this.play(d);
      }
    }
    const pit = this.view.pitAt(x, y);
    if (pit === null) return;
    this.cursor = pit;
    this.choosePit(pit);
  }

  /**
   * A pit was picked: play it, or ask how when there is more than one way.
   * @param {number} pit
   */
  choosePit(pit) {
    const { state: st, legal } = this.snap;
    if (st.result || st.pending) return;
    const cols = st.cols;
    const options = legal.filter((d) => 'pit' in d && d.pit[0] * cols + d.pit[1] === pit);
    if (options.length === 0) {
      this.explain({ kind: 'sow', pit: [Math.floor(pit / cols), pit % cols] });
      return;
    }
    // Picking a pit starts the move: the blitz clock stops.
    this.clock.stop();
    if (options.length === 1) return this.play(options[0]);
    this.localChoice = { pit, options };
    const sows = options.filter((d) => d.kind === 'sow');
    const okwesera = options.find((d) => d.kind === 'okwesera');
    /** @type {{ label: string, decision: Decision }[]} */
    const buttons = sows.map((d) => ({ label: okwesera ? t('choice.sowNormally') : t('dir' in d && d.dir === 'cw' ? 'dir.cw.short' : 'dir.ccw.short'), decision: d }));
    if (okwesera) buttons.push({ label: t('choice.okwesera.btn'), decision: okwesera });
    const text = okwesera ? t('choice.okwesera') : t(this.info.firstLapReverse === 'chain' ? 'choice.chain' : 'choice.firstLap');
    this.refresh();
    this.choice.show(text, buttons);
  }

  /**
   * Why a decision cannot be played, in words (the engine explains it without playing).
   * @param {import('../pkg/omweso.js').DecisionInput} decision
   */
  async explain(decision) {
    const epoch = this.epoch;
    try {
      const { why } = /** @type {any} */ (await this.engine.request('explain', { decision }));
      if (epoch === this.epoch && why) $('status').textContent = this.words(new EngineError(why));
    } catch (e) {
      if (!(e instanceof Cancelled) && epoch === this.epoch) $('status').textContent = this.words(e);
    }
  }

  /**
   * Play a decision and animate what the engine says happened.
   * @param {Decision} decision
   */
  async play(decision) {
    if (this.busy) return;
    const epoch = ++this.epoch;
    this.turns.changed();
    this.localChoice = null;
    this.clock.stop();
    this.choice.hide();
    const answer = this.engine.request('play', { decision }, (p) => this.showProgress(p));
    // Undo and New game stay open while the engine works: they stop it.
    this.refreshControls();
    const slow = setTimeout(() => this.showProgress(this.engine.progress ?? { kind: 'turn', laps: 0 }), SLOW_MS);
    let events;
    try {
      ({ events } = await answer);
    } catch (e) {
      if (e instanceof Cancelled) return;
      if (epoch === this.epoch) {
        this.refresh();
        $('status').textContent = this.words(e);
      }
      return;
    } finally {
      clearTimeout(slow);
      if (epoch === this.epoch) this.showProgress(null);
    }
    if (epoch !== this.epoch) return;
    await this.animate(events);
  }

  /**
   * Animate a turn's events, then show the engine's board.
   * @param {GameEvent[]} events
   */
  async animate(events) {
    const model = /** @type {BoardModel} */ (this.model);
    const epoch = this.epoch;
    const ctx = this.narrationContext();
    const steps = plan(events, {
      rows: model.rows,
      cols: model.cols,
      describe: (ev) => describe(ev, ctx),
      finalCounts: flatBoard(this.snap.state),
      compressAfter: this.animator.speed === 'slow' ? Infinity : COMPRESS_AFTER_LAPS,
      summary: (laps, captures) => t('anim.fastForward', { laps: laps.toLocaleString(), captures }),
      endlessAhead: () => t('anim.endlessAhead'),
    });
    const lift = events.find((e) => e.type === 'lift');
    if (lift && lift.type === 'lift') this.lastOrigin = lift.pit[0] * model.cols + lift.pit[1];
    // Saved with the whole turn's sentences: a reload mid-animation shows the
    // board after the turn and what happened in it.
    this.persist([...this.narration.lines, ...steps.flatMap((s) => (s.text ? [s.text] : []))]);
    this.animating = true;
    model.legal = new Set();
    model.choice = null;
    this.refreshControls();
    await this.animator.play(steps, model);
    if (epoch !== this.epoch) return;
    this.animating = false;
    this.refresh();
  }

  refreshControls() {
    const st = this.engine.snapshot?.state;
    for (const id of ['btn-pause', 'btn-step', 'btn-skip']) /** @type {HTMLButtonElement} */ ($(id)).disabled = !this.animating;
    $('btn-pause').textContent = this.animator.paused ? t('btn.resume') : t('btn.pause');
    // Undo stays open while a turn animates or the engine works: it stops them.
    // A demo has no one to take a move back for.
    const demo = modeOf(this.settings.players) === 'cvc';
    /** @type {HTMLButtonElement} */ ($('btn-undo')).disabled = demo || !(this.engine.working || st?.canUndo);
    /** @type {HTMLButtonElement} */ ($('btn-redo')).disabled = demo || this.engine.working || !st?.canRedo;
    this.canvas.dataset.busy = String(this.busy);
    if (st) this.renderStatus(st);
  }

  togglePause() {
    if (this.animator.paused) this.animator.resume();
    else this.animator.pause();
    this.refreshControls();
  }

  /**
   * Against the computer, undo goes back to the person's last decision: the
   * computer's reply goes too. While the engine still works on a move, undo
   * cancels that move; while a turn animates, it stops and takes it back.
   */
  async undo() {
    if (!this.engine.snapshot) return;
    const epoch = ++this.epoch;
    this.turns.changed();
    this.stopAnimation();
    this.localChoice = null;
    this.lastOrigin = null;
    if (this.engine.working) {
      // The move is still being worked out: undoing it is cancelling it.
      const restored = this.engine.cancel();
      this.showProgress(null);
      this.refresh();
      await restored;
      if (epoch === this.epoch) this.refresh();
      return;
    }
    const computers = /** @type {const} */ (['south', 'north']).filter((s) => this.settings.players[s] === 'computer');
    try {
      await this.engine.request('undo', { computers });
    } catch (e) {
      if (!(e instanceof Cancelled) && epoch === this.epoch) $('status').textContent = this.words(e);
      return;
    }
    if (epoch !== this.epoch) return;
    this.persist();
    this.refresh();
  }

  /** Against the computer, redo replays up to the person's next decision. */
  async redo() {
    if (this.busy || !this.engine.snapshot) return;
    this.turns.changed();
    const epoch = ++this.epoch;
    this.redoing = true;
    try {
      do {
        let events;
        try {
          ({ events } = await this.engine.request('redo'));
        } catch (e) {
          if (!(e instanceof Cancelled) && epoch === this.epoch) $('status').textContent = this.words(e);
          return;
        }
        if (epoch !== this.epoch) return;
        await this.animate(events);
      } while (epoch === this.epoch && this.snap.state.canRedo && this.turns.computerSide());
    } finally {
      this.redoing = false;
      if (epoch === this.epoch) this.refresh();
    }
  }

  nextGame() {
    if (!this.engine.snapshot) return;
    this.open(this.settings, { next: true });
  }

  /**
   * Keyboard play: arrows move round the pits, Enter plays, C / W choose a direction.
   * @param {KeyboardEvent} e
   */
  key(e) {
    if (!this.model || !this.engine.snapshot) return;
    const { rows, cols } = this.model;
    let r = Math.floor(this.cursor / cols);
    let c = this.cursor % cols;
    const moves = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] };
    if (e.key in moves) {
      const [dr, dc] = moves[/** @type {keyof typeof moves} */ (e.key)];
      r = Math.max(0, Math.min(rows - 1, r + dr));
      c = Math.max(0, Math.min(cols - 1, c + dc));
      this.cursor = r * cols + c;
      $('status').textContent = `${pitName([r, c], rows)}: ${this.model.counts[this.cursor]}`;
      this.model.cursor = this.cursor;
      this.view.draw(this.model);
      e.preventDefault();
    } else if (!this.turns.humanToMove()) {
      // The computer's turn: the cursor moves, nothing is played.
    } else if ((e.key === 'Enter' || e.key === ' ') && !this.busy) {
      this.choosePit(this.cursor);
      e.preventDefault();
    } else if ((e.key === 'c' || e.key === 'w') && !this.busy) {
      const dir = e.key === 'c' ? 'ccw' : 'cw';
      if (this.snap.state.pending) this.play({ kind: 'direction', dir });
      else if (this.localChoice) {
        const d = this.localChoice.options.find((o) => o.kind === 'sow' && o.dir === dir);
        if (d) this.play(d);
      }
    }
  }

  /** @param {string[]} [narration] the sentences to keep with the save (the panel's by default) */
  persist(narration = this.narration.lines) {
    if (!this.engine.snapshot) return;
    save(/** @type {any} */ ({ game: this.snap.json, settings: this.settings, speed: this.animator.speed, narration }));
  }

  /** @param {string} text */
  notice(text) {
    const n = $('notice');
    n.textContent = text;
    n.hidden = false;
    setTimeout(() => { n.hidden = true; }, 8000);
  }

  /** Restore the saved game, or start a fresh one. */
  async resume() {
    const { data, error } = load();
    const speed = /** @type {HTMLSelectElement} */ ($('speed'));
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    speed.value = data?.speed && data.speed in SPEEDS ? data.speed : reduced ? 'instant' : 'normal';
    this.animator.speed = /** @type {any} */ (speed.value);
    if (error) {
      forget();
      this.notice(t('notice.corrupt', { error }));
    }
    if (data) {
      const { players, error: playersError } = checkPlayers(/** @type {any} */ (data.settings).players);
      if (playersError) this.notice(playersError);
      data.settings.players = players;
      const kept = /** @type {{ narration?: unknown }} */ (data).narration;
      const narration = Array.isArray(kept) ? kept.filter((l) => typeof l === 'string') : [];
      const failed = await this.start(data.settings, { save: data.game }, narration);
      if (!failed) return;
      forget();
      this.notice(t('notice.corrupt', { error: this.words(failed) }));
    }
    await this.open(defaultSettings(), { spec: gameSpec(defaultSettings()) });
  }
}

/**
 * What the browser tests read: the drawn board against the engine's.
 * @param {App} app
 */
function testHook(app) {
  /** @type {any} */ (window).__omweso = {
    app,
    busy: () => app.busy,
    /** The computer is working on a decision (thinking, or about to play it). */
    thinking: () => app.turns.thinking,
    /** How many decisions the computer has played on this page. */
    computerDecisions: () => app.turns.played,
    /** Every search with this budget instead of the levels' own (fast tests). */
    setBudget: (/** @type {number | null} */ ms) => { app.turns.budgetMs = ms; },
    hint: () => app.hint,
    drawnCounts: () => app.model?.counts.slice(),
    engineCounts: () => (app.engine.snapshot ? flatBoard(app.engine.snapshot.state) : []),
    state: () => app.engine.snapshot?.state,
    legalMoves: () => app.engine.snapshot?.legal,
    history: () => app.engine.snapshot?.history,
    /** The game as saved (toJSON). */
    save: () => app.engine.snapshot?.json,
    /** Open a saved game (toJSON) as a reload would: resolves to the error's words, or null. */
    restore: async (/** @type {string} */ json) => {
      const error = await app.start(app.settings, { save: json });
      return error ? app.words(error) : null;
    },
    narration: () => app.narration.lines.slice(),
    animating: () => app.animating,
    /** The page coordinates of a pit's centre. */
    pitCenter: (/** @type {number} */ r, /** @type {number} */ c) => {
      const rect = app.canvas.getBoundingClientRect();
      const p = app.view.centre(r * app.view.cols + c);
      return { x: rect.left + p.x, y: rect.top + p.y };
    },
    /** The page coordinates of a direction button of the choice on the board. */
    choiceCenter: (/** @type {Dir} */ dir) => {
      const choice = app.model?.choice;
      if (!choice) return null;
      const rect = app.canvas.getBoundingClientRect();
      const s = app.view.choiceSpots(choice.pit).find((x) => x.dir === dir);
      return s ? { x: rect.left + s.x, y: rect.top + s.y } : null;
    },
  };
}

/** Static page texts come from the language file too. */
function translatePage() {
  for (const el of document.querySelectorAll('[data-i18n]')) {
    el.textContent = t(/** @type {HTMLElement} */ (el).dataset.i18n ?? '');
  }
  document.title = `${t('app.title')} — ${t('app.tagline')}`;
}

async function main() {
  translatePage();
  $('status').textContent = t('app.loading');
  try {
    await loadEngine();
  } catch (e) {
    $('status').textContent = t('app.loadFailed', { error: /** @type {Error} */ (e).message });
    return;
  }
  const app = new App();
  testHook(app);
  await app.resume();
  document.body.dataset.ready = 'true';
  watchForUpdates(); // service worker
}

main();
