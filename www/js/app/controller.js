// The game controller: it decides, and never draws. A click, a key or a
// computer's decision arrives here as a pit, a direction or a decision; the
// controller asks the engine's worker, has the animator sow what the engine
// says happened, and ends every action with one redraw() request, which
// app/view.js answers by drawing the board and the words around it from the
// state kept here. Nothing here judges what is legal: the last snapshot the
// worker sent is all it reads about the position.
//
// What other parts of the page must hear of, it announces (on()): a game
// opened, a turn about to be sown, a turn shown, a decision played, a
// sentence said, the position left (interrupted). The composition root
// (app/main.js) wires the panels to these.
import { Cancelled } from '../engine/worker-start.js';
import { plan } from '../board/animation-plan.js';
import { boardModel } from '../board/model.js';
import { positionPicture } from '../board/picture.js';
import { SPEEDS } from '../board/animator.js';
import { halfOf, pitCell, pitIndex } from '../pits.js';
import { t } from '../words/i18n.js';
import { illegalText } from '../words/narration.js';
import { errorText } from '../words/error-text.js';
import { decisionName } from '../words/notation.js';
import { shownNames, computerArranges } from '../game/settings.js';
import { modeOf } from '../game/players.js';
import { save } from '../game/store.js';
import { nextTask } from './next-task.js';

/** @typedef {import('../engine/client.js').EngineClient} EngineClient */
/** @typedef {import('../engine/client.js').Snapshot} Snapshot */
/** @typedef {import('../engine/client.js').Progress} Progress */
/** @typedef {import('../board/animator.js').Animator} Animator */
/** @typedef {import('../play/computer-turns.js').ComputerTurns} ComputerTurns */
/** @typedef {import('../play/blitz-clock.js').BlitzClock} BlitzClock */
/** @typedef {import('../play/narration-panel.js').NarrationPanel} NarrationPanel */
/** @typedef {import('../game/settings.js').Settings} Settings */
/** @typedef {import('../../pkg/omweso.js').Decision} Decision */
/** @typedef {import('../../pkg/omweso.js').GameEvent} GameEvent */
/** @typedef {import('../../pkg/omweso.js').PitChoice} PitChoice */
/** @typedef {import('../../pkg/omweso.js').RulesetInfo} RulesetInfo */
/** @typedef {import('../board/view.js').Dir} Dir */

/**
 * How a game is opened: a new one from its spec, a save, the match's next
 * game, or a position written by hand (a teacher's, or a lesson's: never saved).
 * @typedef {{ spec: object } | { save: string } | { next: true } | { setup: object, lesson?: true }} OpenHow
 */

/** @typedef {import('../play/choice-panel.js').Question} Question */

/**
 * What the controller announces, and with what.
 * @typedef {{
 *   opened: { how: 'new' | 'restored' | 'next', lesson: boolean },
 *   interrupted: {},
 *   turn: { events: GameEvent[] },
 *   sown: { event: number },
 *   shown: { events: GameEvent[] },
 *   played: { decision: Decision, events: GameEvent[] },
 *   said: { text: string },
 * }} Announcements
 */

/** The computer's decision is shown this long before it is sown (but at the slow speed). */
const SHOW_MS = 60;

/** Laps of a turn animated seed by seed before the rest is fast-forwarded (except at the slow speed). */
const COMPRESS_AFTER_LAPS = 12;

/** A request to the engine that takes longer than this shows its progress in words. */
const SLOW_MS = 400;

/**
 * @typedef {{
 *   engine: EngineClient,
 *   animator: Animator,
 *   turns: ComputerTurns,
 *   clock: BlitzClock,
 *   narration: NarrationPanel,
 *   infos: RulesetInfo[],
 *   redraw: () => void,
 *   notice: (text: string) => void,
 *   blocked?: () => boolean,
 *   mayKeep?: () => boolean,
 *   held?: () => boolean,
 * }} Parts
 *   redraw: ask for the page to be drawn again (once per frame at most);
 *   notice: a message to the player beside the board;
 *   blocked: the board takes no move now (a lesson explains a step);
 *   mayKeep: the game may be saved now (not a lesson's position, nor a bad link's fresh game);
 *   held: the board shows another moment than the live one (a review): no clock runs meanwhile
 */

export class GameController {
  /** @param {Parts} parts */
  constructor(parts) {
    this.engine = parts.engine;
    this.animator = parts.animator;
    this.turns = parts.turns;
    this.clock = parts.clock;
    this.narration = parts.narration;
    this.infos = parts.infos;
    this.redraw = parts.redraw;
    this.notice = parts.notice;
    this.blocked = parts.blocked ?? (() => false);
    this.mayKeep = parts.mayKeep ?? (() => true);
    this.held = parts.held ?? (() => false);
    /** @type {{ [K in keyof Announcements]?: ((detail: Announcements[K]) => void)[] }} */
    this.listeners = {};

    /** The settings of the game on the board (a restored game's may differ from the set-up's). */
    /** @type {Settings | null} */
    this.settings = null;
    this.rulesetId = 'omweso';
    /** The game is played under the tournament's win scheme (an option: Omweso may be set to it). */
    this.tournament = false;
    /** Ekyobutabal's clock runs. */
    this.blitz = false;
    /** A turn is being sown on the board. */
    this.animating = false;
    /** A pit with several ways, picked: the player chooses how. */
    /** @type {{ pit: number, choice: PitChoice, options: Decision[] } | null} */
    this.localChoice = null;
    /** The keyboard's pit (drawn while the board or its grid of pits has the focus). */
    this.cursor = 0;
    /** The pit the last turn was sown from, marked faintly until the next move. */
    /** @type {number | null} */
    this.lastOrigin = null;
    /** The computer's suggestion asked for by the hint button, until the next move. */
    /** @type {Decision | null} */
    this.hint = null;
    /** The computer's decision, shown a moment before it is played. */
    /** @type {Decision | null} */
    this.intent = null;
    /** A sentence said under the board in place of the status, until the position moves on (made in the page's language). */
    /** @type {(() => string) | null} */
    this.message = null;
    /** A question of the page's own under the board (see Question). */
    /** @type {Question | null} */
    this.question = null;
    /** A long request's progress, said under the board (null: none to say). */
    /** @type {Progress | null} */
    this.progress = null;
    /** Redo in a game against the computer replays its answers too: no search meanwhile. */
    this.redoing = false;
    /** Bumped by every change of game or position: a late answer for an older one is dropped. */
    this.epoch = 0;
    /** Games opened on this page (new, restored, next): what a test waits for after Start. */
    this.opened = 0;
  }

  /**
   * @template {keyof Announcements} K
   * @param {K} what
   * @param {(detail: Announcements[K]) => void} fn
   * @returns {() => void} stops listening
   */
  on(what, fn) {
    const list = /** @type {((detail: Announcements[K]) => void)[]} */ (this.listeners[what] ??= /** @type {any} */ ([]));
    list.push(fn);
    return () => {
      const i = list.indexOf(fn);
      if (i >= 0) list.splice(i, 1);
    };
  }

  /**
   * @template {keyof Announcements} K
   * @param {K} what
   * @param {Announcements[K]} detail
   */
  announce(what, detail) {
    for (const fn of [...(this.listeners[what] ?? [])]) fn(detail);
  }

  /** @returns {Snapshot | null} */
  get snapshot() {
    return this.engine.snapshot;
  }

  /** @returns {Snapshot} the engine's last snapshot, once a game is open */
  get snap() {
    return /** @type {Snapshot} */ (this.engine.snapshot);
  }

  /** The ruleset of the game on the board. */
  get info() {
    return this.infos.find((r) => r.id === this.rulesetId) ?? this.infos[0];
  }

  /** The page is animating or waiting for the engine: the board takes no move. */
  get busy() {
    return this.animating || this.engine.working;
  }

  /** A person may decide on the board now (whoever's turn it is, the computer's included). */
  get waiting() {
    const st = this.engine.snapshot?.state;
    return Boolean(st && !st.result && !this.busy && !this.blocked());
  }

  /** The board is a person's to play now. */
  get canPlay() {
    return this.waiting && this.turns.humanToMove();
  }

  names() {
    return shownNames(/** @type {Settings} */ (this.settings).names);
  }

  narrationContext() {
    const st = this.snap.state;
    return { rows: st.rows, family: this.info.family, names: this.names(), tournament: this.tournament, base: st.direction, level: this.narration.level };
  }

  /**
   * An error from the engine or the page, in words for the player.
   * @param {unknown} e
   */
  words(e) {
    return errorText(e, this.engine.snapshot && this.settings ? this.narrationContext() : undefined);
  }

  /**
   * Say a sentence under the board until the position moves on. Given as a
   * function, it is worded again at each redraw: a switch of language
   * rewords it.
   * @param {string | (() => string)} words
   */
  say(words) {
    this.message = typeof words === 'function' ? words : () => words;
    this.announce('said', { text: this.message() });
    this.redraw();
  }

  /**
   * Ask the player a question of the page's own under the board (null puts it away).
   * @param {Question | null} question
   */
  ask(question) {
    this.question = question;
    this.redraw();
  }

  /**
   * Stop whatever the page was doing for the position on the board: a
   * search, a turn being sown, a pit's open choice, the clock, a question.
   * Every later answer for the position left is dropped (the epoch moves on).
   * @returns {number} the new epoch
   */
  interrupt() {
    this.epoch++;
    this.turns.changed();
    this.animator.cancel();
    this.animating = false;
    this.localChoice = null;
    this.intent = null;
    this.message = null;
    this.question = null;
    this.clock.stop();
    this.announce('interrupted', {});
    return this.epoch;
  }

  /**
   * The position has settled (opened, played, undone…): the blitz clock runs
   * on a person's turn, the computer is asked on its own, and the page is
   * drawn again in its words.
   */
  settle() {
    this.message = null;
    const st = this.engine.snapshot?.state;
    if (st && this.blitz && this.canPlay && !st.pending && !this.localChoice && !this.held()) this.clock.start(st.movesPlayed, () => this.play({ kind: 'timeout' }));
    else this.clock.stop();
    if (st && this.canPlay) this.cursor = this.cursorFor(this.snap);
    this.redraw();
    this.turns.poke();
  }

  /**
   * Where the keyboard's cursor starts a person's turn: where it was if that
   * is on the mover's half, else on the mover's first pit that can be played.
   * @param {Snapshot} snap
   */
  cursorFor(snap) {
    const st = snap.state;
    if (st.toMove !== 'south' && st.toMove !== 'north') return this.cursor;
    if (halfOf(this.cursor, st.rows, st.cols) === st.toMove) return this.cursor;
    const first = snap.choices.find((c) => c.pit);
    if (first?.pit) return pitIndex(first.pit, st.cols);
    return st.toMove === 'south' ? st.rows * st.cols - 1 : 0;
  }

  /**
   * Open a game in the engine: a new one, a saved one, or the match's next.
   * Whatever the engine or the animation was doing stops first; if the
   * engine refuses, the game on the board stays.
   * @param {Settings} settings
   * @param {OpenHow} how
   * @param {string[]} [narration] the sentences to show (a restored game's)
   * @returns {Promise<Error | null>} why the game could not be opened, or null
   */
  async start(settings, how, narration = []) {
    const epoch = this.interrupt();
    this.engine.cancel();
    if ('spec' in how && computerArranges(settings).length) {
      const spec = await this.arranged(settings, /** @type {any} */ (how.spec));
      if (spec instanceof Error) return spec;
      if (epoch !== this.epoch) return new Cancelled();
      how = { spec };
    }
    const op = 'setup' in how ? 'setup' : 'spec' in how ? 'open' : 'save' in how ? 'restore' : 'nextGame';
    this.progress = null;
    try {
      await this.request(op, how, { kind: 'load', replayed: 0, total: 0, laps: 0 });
    } catch (e) {
      // The game on the board stays, drawn as the engine has it.
      if (epoch === this.epoch && this.engine.snapshot && this.settings) this.settle();
      return /** @type {Error} */ (e);
    }
    if (epoch !== this.epoch) return new Cancelled();
    this.settings = settings;
    this.opened++;
    // The computer's worker is started ahead only when a computer plays (a hint starts it on demand).
    if (modeOf(settings.players) !== 'hvh') this.turns.opponent.warm();
    const st = this.snap.state;
    this.rulesetId = st.ruleset;
    this.blitz = this.snap.options.mode === 'ekyobutabal';
    this.tournament = st.winScheme === 'tournament';
    this.narration.reset(narration);
    this.lastOrigin = null;
    this.announce('opened', { how: op === 'restore' ? 'restored' : op === 'nextGame' ? 'next' : 'new', lesson: 'lesson' in how });
    this.persist();
    this.settle();
    return null;
  }

  /**
   * The spec with the computer's own arrangement on each side it arranges
   * (RULES §2.1: each player arranges their own seeds; the computer by a
   * search at its level, in its worker), said on the status line meanwhile.
   * @param {Settings} settings
   * @param {{ ruleset: string, layout: any, options: Record<string, any> }} spec
   * @returns {Promise<object | Error>}
   */
  async arranged(settings, spec) {
    const layout = { ...spec.layout };
    for (const side of computerArranges(settings)) {
      this.say(() => t('setup.arranging', { name: shownNames(settings.names)[side] }));
      try {
        const seed = Math.floor(Math.random() * 2 ** 31);
        layout[side] = (await this.turns.opponent.arrange({ ruleset: spec.ruleset, side, level: settings.players.levels[side], seed, options: spec.options })).rows;
      } catch (e) {
        return /** @type {Error} */ (e);
      }
    }
    return { ...spec, layout };
  }

  /**
   * Start a game the player asked for; if the engine refuses, say why.
   * @param {Settings} settings
   * @param {OpenHow} how
   */
  async open(settings, how) {
    const error = await this.start(settings, how);
    if (error && !(error instanceof Cancelled)) this.notice(t('notice.error', { error: this.words(error) }));
  }

  /**
   * A game from a position a teacher set up (the engine accepted it in the
   * editor); the worker makes it from the setup, as it does a lesson's.
   * @param {import('../../pkg/omweso.js').SetupSpec} spec
   */
  async playPosition(spec) {
    const settings = /** @type {Settings} */ (this.settings);
    await this.open({ ...structuredClone(settings), ruleset: spec.ruleset, options: spec.options ?? {} }, { setup: spec });
  }

  nextGame() {
    if (this.engine.snapshot) this.open(/** @type {Settings} */ (this.settings), { next: true });
  }

  /**
   * A pit was picked on the board: play it, ask how when there is more than
   * one way, or say why it cannot be played.
   * @param {number} pit
   */
  choosePit(pit) {
    if (!this.canPlay) return;
    const { state: st, choices } = this.snap;
    if (st.pending) return;
    this.cursor = pit;
    const choice = choices.find((c) => c.pit && pitIndex(c.pit, st.cols) === pit);
    if (!choice) {
      this.explain({ kind: 'sow', pit: pitCell(pit, st.cols) });
      return;
    }
    // Picking a pit starts the move: the blitz clock stops.
    this.clock.stop();
    if (choice.options.length === 1) {
      this.play(choice.options[0].decision);
      return;
    }
    // More than one way: the engine says why (a reverse lap, a chain, okwesera).
    this.localChoice = { pit, choice, options: choice.options.map((o) => o.decision) };
    this.message = null;
    this.redraw();
  }

  /**
   * A direction was picked (an arrow beside a pit, a key): it answers a
   * paused turn, or the picked pit's choice of ways.
   * @param {Dir} dir
   * @returns {boolean} whether it was an answer
   */
  chooseDir(dir) {
    if (!this.canPlay) return false;
    if (this.snap.state.pending) {
      this.play({ kind: 'direction', dir });
      return true;
    }
    const d = this.localChoice?.options.find((o) => o.kind === 'sow' && o.dir === dir);
    if (!d) return false;
    this.play(d);
    return true;
  }

  /** Put a picked pit's choice of ways away. @returns {boolean} whether one was open */
  cancelChoice() {
    if (!this.localChoice) return false;
    this.localChoice = null;
    this.settle();
    return true;
  }

  /**
   * The keyboard's pit moved, and what it holds is said.
   * @param {number} pit
   * @param {string} [text]
   */
  moveCursor(pit, text) {
    this.cursor = pit;
    if (text) this.say(text);
    else this.redraw();
  }

  /**
   * Why a decision cannot be played, in words (the engine explains it without playing).
   * @param {import('../../pkg/omweso.js').DecisionInput} decision
   */
  async explain(decision) {
    const epoch = this.epoch;
    try {
      const { why } = await this.engine.request('explain', { decision });
      if (epoch === this.epoch && why) this.say(() => illegalText(why, this.narrationContext()));
    } catch (e) {
      if (!(e instanceof Cancelled) && epoch === this.epoch) this.say(() => this.words(e));
    }
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
  async request(op, args, before) {
    const epoch = this.epoch;
    const shown = (/** @type {Progress | null} */ p) => {
      this.progress = p;
      this.redraw();
    };
    const answer = this.engine.request(op, args, shown);
    const slow = setTimeout(() => shown(this.engine.progress ?? before), SLOW_MS);
    try {
      return await answer;
    } finally {
      clearTimeout(slow);
      if (epoch === this.epoch && this.progress) shown(null);
    }
  }

  /**
   * Play a decision and sow what the engine says happened.
   * @param {Decision} decision
   */
  async play(decision) {
    if (this.busy) return;
    const before = this.snap;
    const epoch = this.interrupt();
    const answer = this.request('play', { decision }, { kind: 'turn', laps: 0 });
    // Undo and New game stay open while the engine works: they stop it.
    this.redraw();
    let events;
    try {
      ({ events } = await answer);
    } catch (e) {
      if (e instanceof Cancelled || epoch !== this.epoch) return;
      this.settle();
      this.say(() => this.words(e));
      return;
    }
    if (epoch !== this.epoch) return;
    await this.animate(events, before);
    if (epoch === this.epoch) this.announce('played', { decision, events });
  }

  /**
   * End the game outside its rules (a resignation, a draw agreed), as the
   * engine records it: undo takes it back.
   * @param {'resign' | 'agreeDraw'} op
   * @param {Record<string, any>} [args]
   */
  async endBy(op, args = {}) {
    if (this.busy) return;
    const before = this.snap;
    const epoch = this.interrupt();
    let events;
    try {
      ({ events } = await this.engine.request(op, args));
    } catch (e) {
      if (e instanceof Cancelled || epoch !== this.epoch) return;
      this.settle();
      this.say(() => this.words(e));
      return;
    }
    if (epoch === this.epoch) await this.animate(events, before);
  }

  /**
   * Sow a turn's events on the board as it stood before them, then settle
   * on the engine's position.
   * @param {GameEvent[]} events
   * @param {Snapshot} before the position the events were played from
   */
  async animate(events, before) {
    const epoch = this.epoch;
    // The turn is being shown from here (the board takes no move), in four
    // tasks: the answer's arrival, its words, its plan, then its first frame.
    this.animating = true;
    await nextTask();
    if (epoch !== this.epoch) return;
    const model = boardModel(before.state, this.info.turningPits);
    const ctx = this.narrationContext();
    this.narration.mark(before.history.length);
    const describe = this.narration.turn(events, { ...ctx, before: model.counts.slice() });
    await nextTask();
    if (epoch !== this.epoch) return;
    const steps = plan(events, {
      rows: model.rows,
      cols: model.cols,
      describe,
      finalCounts: this.snap.state.board.flat(),
      compressAfter: this.animator.speed === 'slow' ? Infinity : COMPRESS_AFTER_LAPS,
      quicken: this.animator.speed !== 'slow',
      summary: (laps, captures) => t('anim.fastForward', { laps, captures }),
      endlessAhead: () => t('anim.endlessAhead'),
    });
    const lift = events.find((e) => e.type === 'lift');
    if (lift && lift.type === 'lift') this.lastOrigin = pitIndex(lift.pit, model.cols);
    await nextTask();
    if (epoch !== this.epoch) return;
    // Saved with the whole turn's sentences: a reload mid-animation shows the
    // board after the turn and what happened in it.
    this.persist([...this.narration.lines, ...steps.flatMap((s) => (s.text ? [s.text] : []))]);
    this.announce('turn', { events });
    this.redraw();
    await this.animator.play(steps, model);
    if (epoch !== this.epoch) return;
    this.animating = false;
    this.settle();
    this.announce('shown', { events });
  }

  /**
   * The animation has reached a turn's event `event` (its index).
   * @param {number} event
   */
  sown(event) {
    this.announce('sown', { event });
  }

  /**
   * Sentences of the turn being sown: into the narration, and the last one
   * also right under the board (on a phone the narration is below the fold).
   * @param {string[]} lines
   */
  narrate(lines) {
    this.narration.add(lines);
    if (this.animating) this.say(lines[lines.length - 1]);
  }

  togglePause() {
    if (this.animator.paused) this.animator.resume();
    else this.animator.pause();
    this.redraw();
  }

  /** @param {keyof typeof SPEEDS} speed */
  setSpeed(speed) {
    this.animator.speed = speed;
    this.persist();
  }

  /** A pause between two computers' decisions, in step with the sowing speed, so people can follow. */
  pauseMs() {
    return Math.max(60, SPEEDS[this.animator.speed] * 3);
  }

  /**
   * How long the computer's decision is shown before it is sown. In play a
   * glimpse (the lift that follows marks the pit too), so that the computer
   * answers within its level's time: 0.72 s here was most of a Beginner's
   * reply (issue 21). At the slow speed, for teaching, a good while.
   */
  showMs() {
    return this.animator.speed === 'slow' ? SPEEDS.slow * 3 : SHOW_MS;
  }

  /**
   * Against the computer, undo goes back to the person's last decision: the
   * computer's reply goes too. While the engine still works on a move, undo
   * cancels that move; while a turn animates, it stops and takes it back.
   */
  async undo() {
    if (!this.engine.snapshot) return;
    const epoch = this.interrupt();
    this.lastOrigin = null;
    if (this.engine.working) {
      // The move is still being worked out: undoing it is cancelling it.
      const restored = this.engine.cancel();
      this.progress = null;
      this.settle();
      await restored;
      if (epoch === this.epoch) this.settle();
      return;
    }
    const settings = /** @type {Settings} */ (this.settings);
    const computers = /** @type {const} */ (['south', 'north']).filter((s) => settings.players[s] === 'computer');
    try {
      await this.engine.request('undo', { computers });
    } catch (e) {
      if (!(e instanceof Cancelled) && epoch === this.epoch) this.say(() => this.words(e));
      return;
    }
    if (epoch !== this.epoch) return;
    this.narration.backTo(this.snap.history.length);
    this.persist();
    this.settle();
  }

  /** Against the computer, redo replays up to the person's next decision. */
  async redo() {
    if (this.busy || !this.engine.snapshot) return;
    const epoch = this.interrupt();
    this.redoing = true;
    try {
      do {
        const before = this.snap;
        let events;
        try {
          ({ events } = await this.engine.request('redo'));
        } catch (e) {
          if (!(e instanceof Cancelled) && epoch === this.epoch) this.say(() => this.words(e));
          return;
        }
        if (epoch !== this.epoch) return;
        await this.animate(events, before);
      } while (epoch === this.epoch && this.snap.state.canRedo && this.turns.computerSide());
    } finally {
      this.redoing = false;
      if (epoch === this.epoch) this.settle();
    }
  }

  /**
   * Go back to the first `k` decisions of the game (a review's move played
   * from there): the later ones wait to be redone until a move is played.
   * @param {number} k
   * @returns {Promise<Error | null>}
   */
  async rewind(k) {
    const epoch = this.interrupt();
    this.lastOrigin = null;
    try {
      await this.engine.request('rewind', { k });
    } catch (e) {
      return /** @type {Error} */ (e);
    }
    if (epoch !== this.epoch) return new Cancelled();
    this.narration.backTo(this.snap.history.length);
    this.persist();
    this.settle();
    return null;
  }

  /** "What would the computer play?" */
  askHint() {
    this.turns.hint();
    this.redraw();
  }

  /** @param {Decision | null} d the computer's suggestion, or null to clear it */
  showHint(d) {
    this.hint = d;
    // Cleared when the position changes: whoever changed it redraws.
    if (!d || !this.engine.snapshot) return;
    this.say(() => t('hint.answer', { decision: decisionName(d, this.snap.state.rows, this.snap.state.sowsBothWays) }));
  }

  /**
   * The computer's decision is shown a moment before it is played.
   * @param {Decision} d
   */
  showIntent(d) {
    this.intent = d;
    this.redraw();
  }

  /** @param {string} message */
  computerFailed(message) {
    this.notice(t('ai.failed', { error: message }));
    this.redraw();
  }

  /** @param {string[]} [narration] the sentences to keep with the save (the panel's by default) */
  persist(narration = this.narration.lines) {
    if (!this.engine.snapshot || !this.settings || !this.mayKeep()) return;
    // The board as it is drawn when the game comes back, so the next visit draws it before the engine (app/first-board.js).
    const st = this.snap.state;
    const picture = positionPicture(st, this.snap.legal, this.info.turningPits, this.settings.players[st.toMove] === 'human');
    save({ game: this.snap.json, settings: this.settings, speed: this.animator.speed, narration, picture });
  }
}
