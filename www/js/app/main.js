// The app controller. Data flows one way: a click → a decision → the engine
// worker → events → an animation plan → frames. The engine lives in a Web
// Worker (engine-worker.js): this thread only draws and listens, so no turn,
// legal list or load can freeze it, and every request can be cancelled.
// Nothing here decides what is legal; the last snapshot the worker sent is
// all the page reads about the position.
import { loadEngine, rulesets, Game } from '../engine/wasm.js';
import { EngineClient } from '../engine/client.js';
import { Cancelled } from '../engine/worker-start.js';
import { BoardView } from '../board/view.js';
import { BoardFrame } from '../board/frame.js';
import { Animator, SPEEDS } from '../board/animator.js';
import { plan } from '../board/animation-plan.js';
import { choicePrompt, illegalText } from '../words/narration.js'; // narration level
import { statusText, tallyText, progressText } from '../words/status.js';
import { decisionName } from '../words/notation.js';
import { NarrationPanel } from '../play/narration-panel.js';
import { renderMoves } from '../play/moves-panel.js';
import { ChoicePanel } from '../play/choice-panel.js';
import { renderAbout } from '../rules-cards/about.js';
import { SetupPanel, defaultSettings, gameSpec } from '../setup/panel.js';
import { save, load, forget } from '../game/store.js';
import { shownNames } from '../game/settings.js';
// set-up-and-saves: notices in words (the offline build needs imports alone on their lines)
import { showNotice, errorText } from '../notices.js';
import { BlitzClock } from '../play/blitz-clock.js';
import { Opponent } from '../engine/opponent.js';
import { ThinkingIndicator } from '../play/thinking-indicator.js';
import { ComputerTurns } from '../play/computer-turns.js';
import { modeOf } from '../game/players.js';
import { t, setLanguage, onLanguageChange } from '../words/i18n.js';
import { installTestHook } from './test-hook.js';
import { Offers } from '../play/offers.js';
import { watchForUpdates } from './updates.js';
import { Sound, muteSwitch } from '../play/sound.js';
import { GameOver } from '../play/game-over.js';
import { rulesetName } from '../words/engine-words.js'; // engine words
// embed: the URL's parameters and the events for a host page
import { openEmbed, embedGame, embedMuted, embedSettings, embedKeeps, embedLanguage } from '../embed/page.js';
import { emitStart, emitMove, emitEnd } from '../embed/events.js';
// a11y: the screen-reader board, the keys and their list
import { SrBoard } from '../a11y/sr-board.js';
import { KeyControl } from '../a11y/keys.js';
import { HelpPanel } from '../a11y/help-panel.js';
import { startKiosk } from '../kiosk/kiosk.js'; // kiosk
import { mountLanguagePicker } from './language-picker.js';
import { PositionEditor } from '../setup/position-editor.js';
import { MovePreview } from '../play/move-preview.js'; // marks
import { BoardLegend } from '../play/legend.js'; // marks
import { LessonPanel } from '../lessons/panel.js'; // lessons
// share and review: links, correspondence, the game file; stepping through the moves
import { SharePanel } from '../share/panel.js';
import { holdsSave } from '../share/open.js';
import { Review } from '../play/review.js';
import { RulesCard } from '../rules-cards/panel.js'; // rules card

/** @typedef {import('../board/view.js').BoardModel} BoardModel */
/** @typedef {import('../board/view.js').Dir} Dir */
/** @typedef {import('../setup/panel.js').Settings} Settings */
/** @typedef {import('../engine/client.js').Snapshot} Snapshot */
/** @typedef {import('../engine/client.js').Progress} Progress */
/** @typedef {import('../../pkg/omweso.js').Decision} Decision */
/** @typedef {import('../../pkg/omweso.js').GameEvent} GameEvent */
/** @typedef {import('../../pkg/omweso.js').GameState} GameState */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

/** Laps of a turn animated seed by seed before the rest is fast-forwarded (except at the slow speed). */
const COMPRESS_AFTER_LAPS = 12;

/** A request to the engine that takes longer than this shows its progress in words. */
const SLOW_MS = 400;

/** @param {GameState} st */
const flatBoard = (st) => st.board.flat();

class App {
  /** @param {EngineClient} engine the game's engine worker, already starting */
  constructor(engine) {
    this.canvas = /** @type {HTMLCanvasElement} */ ($('board'));
    this.view = new BoardView(this.canvas);
    // Board size, quarter turn and the flip switch (board-frame.js).
    this.frame = new BoardFrame(this.view, { play: $('play'), wrap: $('board-wrap'), flip: /** @type {HTMLButtonElement} */ ($('btn-flip')), coords: /** @type {HTMLButtonElement} */ ($('btn-coords')) }); // marks: + the coordinates switch
    this.narration = new NarrationPanel($('narration'), { busy: () => this.animating, changed: () => { this.persist(); this.refreshControls(); } }); // narration level
    this.animator = new Animator(this.view, (lines) => this.narrate(lines));
    this.choice = new ChoicePanel($('choice'), (d) => {
      if (this.turns.humanToMove()) this.play(d);
    });
    this.setup = new SetupPanel(/** @type {HTMLDialogElement} */ ($('setup-dialog')), (s) => this.open(s, { spec: gameSpec(s) }));
    this.engine = engine;
    this.infos = rulesets();
    /** @type {Settings} */
    this.settings = defaultSettings();
    this.tournament = false;
    this.rulesetId = 'omweso';
    /** @type {BoardModel | null} */
    this.model = null;
    /** A turn is being animated. */
    this.animating = false;
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
    /** Games opened on this page (new, restored, next): what a test waits for after Start. */
    this.opened = 0;
    this.turns = new ComputerTurns(new Opponent(), new ThinkingIndicator($('thinking')), {
      position: () => this.engine.snapshot,
      busy: () => this.busy || this.redoing || /** @type {HTMLDialogElement} */ ($('setup-dialog')).open || /** @type {HTMLDialogElement} */ ($('position-dialog')).open,
      players: () => this.settings.players,
      names: () => this.names(),
      pauseMs: () => this.pauseMs(),
      show: (d) => this.showIntent(d),
      play: (d) => this.play(d),
      hinted: (d) => this.showHint(d),
      failed: (message) => this.computerFailed(message),
      nextGame: () => this.nextGame(),
    });
    this.offers = new Offers({
      position: () => this.engine.snapshot,
      players: () => this.settings.players,
      label: (side) => this.turns.label(side),
      busy: () => this.busy || this.turns.thinking,
      choice: this.choice,
      opponent: this.turns.opponent,
      resign: (side) => this.endBy('resign', { side }),
      agreeDraw: () => this.endBy('agreeDraw'),
      refresh: () => this.refresh(),
      say: (text) => { $('status').textContent = text; },
    }, { resign: /** @type {HTMLButtonElement} */ ($('btn-resign')), draw: /** @type {HTMLButtonElement} */ ($('btn-draw')) });
    // ?sound=off starts muted (an embed, a kiosk); otherwise the remembered switch.
    this.sound = new Sound({ muted: embedMuted() }); // embed
    this.sound.listen(document);
    muteSwitch(this.sound, document, /** @type {HTMLButtonElement} */ ($('btn-sound')));
    this.animator.onStep = (s, at, pace) => this.soundOf(s, at, pace);
    this.gameOver = new GameOver($('board-wrap'), {
      playAgain: () => this.open(this.settings, { spec: gameSpec(this.settings) }),
      newGame: () => $('btn-new').click(),
      nextGame: () => this.nextGame(),
    });
    this.help = new HelpPanel(); // a11y
    this.srBoard = new SrBoard($('sr-board'), this, { help: () => this.help.open() }); // a11y
    this.keys = new KeyControl(this, this.srBoard, this.help); // a11y
    this.positions = new PositionEditor(/** @type {HTMLDialogElement} */ ($('position-dialog')), {
      state: () => this.engine.snapshot?.state ?? null,
      options: () => this.snap.options,
      check: (spec) => { try { Game.fromSetup(spec).free(); return null; } catch (e) { return e; } },
      play: (spec) => this.playPosition(spec),
    });
    this.preview = new MovePreview(this.canvas, this.view, { preview: (d) => this.engine.preview(d), snapshot: () => this.engine.snapshot, model: () => this.model, ready: () => !this.busy && !this.localChoice && this.turns.humanToMove(), context: () => this.narrationContext(), status: $('status') }); // marks
    this.legend = new BoardLegend($('legend')); // marks
    this.lessons = new LessonPanel({ // lessons: positions opened and moves played through this controller
      ruleset: () => this.rulesetId, // lessons
      keep: () => (this.engine.snapshot ? { json: this.snap.json, settings: this.settings, narration: this.narration.lines.slice() } : null), // lessons
      openPosition: (setup, settings) => this.start(settings, { setup, lesson: true }), // lessons
      restore: (kept) => this.start(kept.settings, { save: kept.json }, kept.narration), // lessons
      play: (d) => this.play(d), undo: () => this.undo(), refresh: () => this.refresh(), // lessons
      snapshot: () => this.engine.snapshot, words: (e) => this.words(e), // lessons
    }, { panel: $('lesson'), button: /** @type {HTMLButtonElement} */ ($('btn-lessons')) }); // lessons
    this.share = new SharePanel(this, { button: /** @type {HTMLButtonElement} */ ($('btn-share')), after: $('choice') }); // share
    this.review = new Review(this, { list: $('moves'), after: $('choice'), status: $('status') }); // review
    this.rulesCard = new RulesCard(/** @type {HTMLButtonElement} */ ($('btn-rules'))); // rules card
    this.bind();
  }

  /**
   * The sound of an animation step: a click as each seed lands, a lift or a
   * relay, a capture; the sound module keeps fast sowing from turning to noise.
   * @param {import('../board/animation-plan.js').Step} s
   * @param {'begin' | 'end'} at
   * @param {number} pace
   */
  soundOf(s, at, pace) {
    if (at === 'end' && s.do === 'sow') this.sound.seed(pace, 0);
    else if (at === 'begin' && s.do === 'clear') this.sound.turn();
    else if (at === 'begin' && s.do === 'lift') this.sound.relay(pace);
    else if (at === 'begin' && s.do === 'capture') this.sound.capture(s.count ?? 1, pace);
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
    $('btn-position').addEventListener('click', () => {
      this.turns.changed();
      this.positions.open();
    });
    $('position-dialog').addEventListener('close', () => { if (this.engine.snapshot && !this.busy) this.refresh(); });
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
    document.addEventListener('keydown', (e) => this.key(e)); // a11y: keys act anywhere but in fields and dialogs
    new ResizeObserver(() => this.fit()).observe($('board-wrap'));
  }

  /**
   * Fit the board to its box, whatever the screen (turned a quarter on a
   * phone held upright). A sowing under way goes on in the new size: the
   * animator places every seed from the view at each frame.
   */
  fit() {
    this.frame.fit();
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
   * @param {{ spec: object } | { save: string } | { next: true } | { setup: object, lesson?: true }} how
   *   setup: a position written by hand (the teacher's editor), or a lesson's (lesson: true), which is never saved
   * @param {string[]} [narration] the sentences to show (a restored game's)
   * @returns {Promise<Error | null>} why the game could not be opened, or null
   */
  async start(settings, how, narration = []) {
    const epoch = ++this.epoch;
    this.turns.changed();
    this.stopAnimation();
    this.engine.cancel();
    const op = 'setup' in how ? 'setup' : 'spec' in how ? 'open' : 'save' in how ? 'restore' : 'nextGame'; // 'setup': a position written by hand (a teacher's, a lesson's)
    this.showProgress(null);
    try {
      await this.ask(op, how, { kind: 'load', replayed: 0, total: 0, laps: 0 });
    } catch (e) {
      return /** @type {Error} */ (e);
    }
    if (epoch !== this.epoch) return new Cancelled();
    this.settings = settings;
    this.opened++;
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
    this.model = {
      rows: st.rows, cols: st.cols,
      counts: flatBoard(st),
      legal: new Set(), marks: new Map(), arrows: [], choice: null, hand: null, flying: null,
      uur: new Array(st.rows * st.cols).fill(null),
      stores: st.family === 'four_row' ? null : [st.stores[0], st.stores[1]],
      turning: new Set(this.info.turningPits.map((/** @type {[number, number]} */ p) => p[0] * st.cols + p[1])),
      toMove: st.toMove, cursor: null,
    };
    this.narration.reset(narration);
    this.localChoice = null;
    this.lastOrigin = null;
    this.fit();
    renderAbout(this.info);
    this.legend.show({ family: st.family, turningPits: this.info.turningPits, skips: this.info.skips, options: this.snap.options, computer: modeOf(settings.players) !== 'hvh', hints: Boolean(settings.players.hints) }); // marks
    this.rulesCard.show(this.info, this.snap.options, st); // rules card
    this.refresh();
    this.lessons.gameOpened('lesson' in how); // lessons: a game the player opened ends a lesson
    this.persist();
    this.gameOver.hide();
    if (st.result) this.showEnding(false);
    emitStart(this.snap, settings, op === 'open' || op === 'setup' ? 'new' : op === 'restore' ? 'restored' : 'next'); // embed events
    return null;
  }

  /**
   * The card of a finished game, and its sound when it has just ended.
   * @param {boolean} justEnded
   */
  showEnding(justEnded) {
    const st = this.snap.state;
    if (!st.result || this.lessons.active) return; // lessons: the lesson panel says how the game was won
    const names = { south: this.turns.label('south'), north: this.turns.label('north') };
    this.gameOver.show({ result: st.result, names, matchScore: st.matchScore, matchTo: st.matchTo, matchOver: st.matchOver, tournament: this.tournament, rows: st.rows, family: this.info.family });
    if (!justEnded) return;
    emitEnd(this.snap); // embed events
    // Against the computer the sound says whether the person won; otherwise any win is a win.
    const { south, north } = this.settings.players;
    const person = south === 'human' && north === 'computer' ? 'south' : north === 'human' && south === 'computer' ? 'north' : null;
    this.sound.end(st.result.winner === null ? null : person ? st.result.winner === person : true);
  }

  /**
   * Start a game the player asked for; if the engine refuses, say why.
   * @param {Settings} settings
   * @param {{ spec: object } | { save: string } | { next: true } | { setup: object }} how
   */
  async open(settings, how) {
    const error = await this.start(settings, how);
    if (!error || error instanceof Cancelled) return;
    this.notice(t('notice.error', { error: this.words(error) }));
    // The game on the board stays: drawn as the engine has it (a sowing stopped by the attempt included).
    if (this.engine.snapshot && this.model) this.refresh();
  }

  /**
   * A game from a position a teacher set up (the engine accepted it in the
   * editor); the worker makes it from the setup, as it does a lesson's, and
   * if it is refused after all the game on the board stays (open()).
   * @param {import('../../pkg/omweso.js').SetupSpec} spec
   */
  async playPosition(spec) {
    await this.open({ ...structuredClone(this.settings), ruleset: spec.ruleset, options: spec.options ?? {} }, { setup: spec });
  }

  /** Bring every panel in line with the engine's last snapshot. */
  refresh() {
    const model = /** @type {BoardModel} */ (this.model);
    const { state: st, legal: moves } = this.snap;
    this.preview.reset(model); // marks: a redrawn position drops the preview of the one before
    model.counts = flatBoard(st);
    model.toMove = st.toMove;
    model.stores = st.family === 'four_row' ? null : [st.stores[0], st.stores[1]]; // drawn in the stores at the ends
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
    const waiting = !st.result && !this.busy && !this.lessons.blocksBoard; // lessons: no pit to tap while a step is explained
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
        // The engine says why the turn paused and which way is the usual one.
        const { text, buttons } = choicePrompt(this.snap.choices[0]);
        this.choice.show(text, buttons);
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
    this.offers.render();
    this.srBoard.render(); // a11y
    this.turns.poke();
    this.review.after(); // review: the board shows the moment reviewed
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
    return shownNames(this.settings.names);
  }

  narrationContext() {
    // The board's shape is the model's and the win scheme was read at the start.
    return { rows: /** @type {BoardModel} */ (this.model).rows, family: this.info.family, names: this.names(), tournament: this.tournament, base: this.snap.state.direction, level: this.narration.level }; // narration level
  }

  /**
   * An error from the engine or the page, in words for the player.
   * @param {unknown} e
   */
  words(e) {
    return errorText(e, this.model ? this.narrationContext() : undefined); // engine words: codes and params in the player's language
  }

  /** @param {GameState} st */
  renderStatus(st) {
    const doing = {
      working: this.engine.working,
      animating: this.animating,
      paused: this.animator.paused,
      computer: this.turns.computerSide() ? this.turns.label(st.toMove) : null,
      computerStuck: this.turns.failedAt === this.turns.epoch,
      choosing: this.localChoice !== null,
    };
    const text = statusText(st, doing, this.narrationContext());
    $('status').textContent = text;
    $('status').classList.toggle('over', Boolean(st.result));
    this.canvas.setAttribute('aria-label', t('board.label', { game: rulesetName(this.info), status: text })); // engine words
    const next = /** @type {HTMLButtonElement} */ ($('btn-next-game'));
    next.hidden = !(st.result && st.matchTo > 0 && !st.matchOver);
  }

  /** @param {GameState} st */
  renderPlayers(st) {
    for (const [i, side] of /** @type {const} */ (['south', 'north']).entries()) {
      const box = $(`player-${side}`);
      /** @type {HTMLElement} */ (box.querySelector('.name')).textContent = this.turns.label(side);
      /** @type {HTMLElement} */ (box.querySelector('.store')).textContent = tallyText(st, /** @type {0 | 1} */ (i));
      box.classList.toggle('to-move', !st.result && st.toMove === side);
      box.classList.toggle('winner', Boolean(st.result && st.result.winner === side));
    }
  }

  /**
   * The page speaks another language: the texts this controller writes again,
   * in it (the panels that keep their own texts redraw themselves on the change).
   */
  relabel() {
    translatePage();
    if (!this.model || !this.engine.snapshot) return;
    this.refresh();
    // A pit's ways, asked about before the change, are asked again in the new words.
    const asked = this.localChoice && this.snap.choices.find((c) => c.pit && c.pit[0] * this.snap.state.cols + c.pit[1] === this.localChoice?.pit);
    if (asked) {
      const { text, buttons } = choicePrompt(asked);
      this.choice.show(text, buttons);
    }
    if (this.gameOver.shown) this.showEnding(false);
  }

  /** @param {string[]} lines */
  narrate(lines) {
    // While sowing, the rule that fired is also said right under the board
    // (on a phone the narration panel is below the fold).
    if (this.animating) $('status').textContent = lines[lines.length - 1];
    this.narration.add(lines);
  }

  /**
   * A request to the engine that may take long: sent at once (before this
   * returns its promise), its progress said under the board once it has
   * taken SLOW_MS, and the line cleared when it ends — unless the page has
   * moved on to another game or position meanwhile, which owns the line.
   * @param {string} op
   * @param {Record<string, any>} args
   * @param {Progress} before what the line says until the worker's first report
   */
  async ask(op, args, before) {
    const epoch = this.epoch;
    const answer = this.engine.request(op, args, (p) => this.showProgress(p));
    const slow = setTimeout(() => this.showProgress(this.engine.progress ?? before), SLOW_MS);
    try {
      return await answer;
    } finally {
      clearTimeout(slow);
      if (epoch === this.epoch) this.showProgress(null);
    }
  }

  /**
   * A long request's progress, in words, under the board (null hides it).
   * @param {Progress | null} p
   */
  showProgress(p) {
    const line = $('long-turn');
    line.hidden = p === null;
    if (!p) return;
    line.textContent = progressText(p);
  }

  /** @param {number} x @param {number} y CSS pixels on the board */
  clickAt(x, y) {
    if (this.lessons.blocksBoard) return; // lessons: an example plays, or a step is explained
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
    if (this.review.active) return this.review.playFrom(pit); // review: asks before dropping the later moves
    const { state: st, choices } = this.snap;
    if (st.result || st.pending || this.lessons.blocksBoard) return; // lessons: blocksBoard
    const cols = st.cols;
    const choice = choices.find((c) => c.pit && c.pit[0] * cols + c.pit[1] === pit);
    if (!choice) {
      this.explain({ kind: 'sow', pit: [Math.floor(pit / cols), pit % cols] });
      return;
    }
    // Picking a pit starts the move: the blitz clock stops.
    this.clock.stop();
    if (choice.options.length === 1) return this.play(choice.options[0].decision);
    // More than one way: the engine says why (a reverse lap, a chain, okwesera).
    this.localChoice = { pit, options: choice.options.map((o) => o.decision) };
    const { text, buttons } = choicePrompt(choice);
    this.refresh();
    this.choice.show(text, buttons);
  }

  /**
   * Why a decision cannot be played, in words (the engine explains it without playing).
   * @param {import('../../pkg/omweso.js').DecisionInput} decision
   */
  async explain(decision) {
    const epoch = this.epoch;
    try {
      const { why } = await this.engine.request('explain', { decision });
      if (epoch === this.epoch && why) $('status').textContent = illegalText(why, this.narrationContext());
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
    const answer = this.ask('play', { decision }, { kind: 'turn', laps: 0 });
    // Undo and New game stay open while the engine works: they stop it.
    this.refreshControls();
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
    }
    if (epoch !== this.epoch) return;
    await this.animate(events);
    if (epoch === this.epoch) this.lessons.played(decision, events); // lessons: a move on a lesson's position is judged
  }

  /**
   * End the game outside its rules (a resignation, a draw agreed), as the
   * engine records it: undo takes it back.
   * @param {'resign' | 'agreeDraw'} op
   * @param {Record<string, any>} [args]
   */
  async endBy(op, args = {}) {
    if (this.busy) return;
    const epoch = ++this.epoch;
    this.turns.changed();
    this.localChoice = null;
    this.clock.stop();
    this.choice.hide();
    let events;
    try {
      ({ events } = await this.engine.request(op, args));
    } catch (e) {
      if (!(e instanceof Cancelled) && epoch === this.epoch) {
        this.refresh();
        $('status').textContent = this.words(e);
      }
      return;
    }
    if (epoch === this.epoch) await this.animate(events);
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
      describe: this.narration.turn(events, { ...ctx, before: model.counts.slice() }), // narration level
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
    this.preview.clear(); // marks: no preview while a turn is sown
    model.legal = new Set();
    model.choice = null;
    this.refreshControls();
    this.rulesCard.turn(events); // rules card
    await this.animator.play(steps, model);
    if (epoch !== this.epoch) return;
    this.animating = false;
    this.refresh();
    emitMove(this.snap, this.settings); // embed events
    this.srBoard.turnPlayed(events); // a11y: one summary per decision
    if (events.some((e) => e.type === 'game_end')) this.showEnding(true);
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
    this.gameOver.hide();
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
   * Keyboard play: every key of the page goes through keys.js.
   * @param {KeyboardEvent} e
   */
  key(e) {
    this.keys.handle(e); // a11y
  }

  /** @param {string[]} [narration] the sentences to keep with the save (the panel's by default) */
  persist(narration = this.narration.lines) {
    if (!this.engine.snapshot || this.lessons.active || holdsSave(this.snap)) return; // lessons: never a lesson's position; share: a bad link's fresh game keeps the save until played
    save({ game: this.snap.json, settings: this.settings, speed: this.animator.speed, narration });
  }

  /** @param {string} text */
  notice(text) {
    showNotice(text);
  }

  /** Restore this page's saved game (this tab's, else the page's latest), or start a fresh one. */
  async resume() {
    const { data, error, notes } = load();
    const speed = /** @type {HTMLSelectElement} */ ($('speed'));
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    speed.value = data?.speed && data.speed in SPEEDS ? data.speed : reduced ? 'instant' : 'normal';
    this.animator.speed = /** @type {any} */ (speed.value);
    if (error) {
      forget();
      this.notice(t('saved.discarded', { reason: error }));
    }
    if (await this.share.openLink()) return; // share: a link in the address opens instead of the saved game
    // embed: a save of other parameters than the URL's is not restored over them
    if (data && embedKeeps(data.settings)) {
      // The settings were checked against the engine: notes say what was dropped.
      for (const note of notes) this.notice(note);
      const failed = await this.start(data.settings, { save: data.game }, data.narration);
      if (!failed) return;
      forget();
      this.notice(t('saved.discarded', { reason: this.words(failed) }));
    }
    const fresh = embedSettings() ?? defaultSettings(); // embed: the URL's parameters decide a new game
    await this.open(fresh, { spec: gameSpec(fresh) });
  }
}

/**
 * Static page texts come from the language file too: an element's text
 * (data-i18n), its title (data-i18n-title) and its accessible name (data-i18n-aria).
 */
function translatePage() {
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-i18n]'))) el.textContent = t(el.dataset.i18n ?? '');
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-i18n-title]'))) el.title = t(el.dataset.i18nTitle ?? '');
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-i18n-aria]'))) el.setAttribute('aria-label', t(el.dataset.i18nAria ?? ''));
  document.title = `${t('app.title')} — ${t('app.tagline')}`;
}

async function main() {
  openEmbed(); // embed: ?lang, ?controls, ?sound, ?slot before any text is shown
  translatePage();
  $('status').textContent = t('app.loading');
  // The engine's worker starts at once: its scripts load while the wasm downloads.
  const engine = new EngineClient();
  engine.warm();
  try {
    await loadEngine();
  } catch (e) {
    $('status').textContent = t('app.loadFailed', { error: /** @type {Error} */ (e).message });
    return;
  }
  embedGame(); // embed: the game's parameters checked against the engine, then omweso:ready
  const app = new App(engine);
  installTestHook(app);
  mountLanguagePicker(/** @type {HTMLSelectElement} */ ($('lang')));
  onLanguageChange(() => app.relabel());
  await app.resume();
  // kiosk: ?kiosk=1 (kiosk.js): attract demos and idle resets, through what the controller lends
  /** @type {any} */ (app).kiosk = startKiosk(location.search, { // kiosk
    settings: () => app.settings, state: () => app.engine.snapshot?.state, // kiosk
    open: (s) => app.open(s, { spec: gameSpec(s) }), // kiosk
    soundDefault: () => { if (app.sound.muted !== Boolean(embedMuted())) $('btn-sound').click(); }, // kiosk
    languageDefault: () => setLanguage(embedLanguage()), // kiosk
  }); // kiosk
  document.body.dataset.ready = 'true';
  // The service worker: offline play, and a new version offered, not forced.
  watchForUpdates();
}

main();
