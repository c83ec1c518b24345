// The app controller. Data flows one way: a click → a decision → the engine →
// events → the animator → frames. Nothing here decides what is legal.
import { loadEngine, Game, rulesets } from './engine.js';
import { BoardView } from './board-view.js';
import { Animator } from './animator.js';
import { describe, resultText } from './narration.js';
import { citation, decisionName, pitName } from './notation.js';
import { SetupPanel, defaultSettings, gameSpec } from './setup-panel.js';
import { save, load, forget } from './store.js';
import { BlitzClock } from './blitz-clock.js';
import { Opponent } from './opponent.js';
import { ThinkingIndicator } from './thinking-indicator.js';
import { ComputerTurns } from './computer-turns.js';
import { checkPlayers, modeOf } from './players.js';
import { SPEEDS } from './animator.js';
import { t } from './i18n.js';

/** @typedef {import('./board-view.js').BoardModel} BoardModel */
/** @typedef {import('./board-view.js').Dir} Dir */
/** @typedef {import('./setup-panel.js').Settings} Settings */
/** @typedef {import('../pkg/omweso.js').Decision} Decision */
/** @typedef {import('../pkg/omweso.js').GameEvent} GameEvent */
/** @typedef {import('../pkg/omweso.js').GameState} GameState */

const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));

class App {
  constructor() {
    this.canvas = /** @type {HTMLCanvasElement} */ ($('board'));
    this.view = new BoardView(this.canvas);
    this.animator = new Animator(this.view, (text) => this.narrate(text));
    this.setup = new SetupPanel(/** @type {HTMLDialogElement} */ ($('setup-dialog')), (s) => this.start(s));
    this.infos = rulesets();
    /** @type {Settings} */
    this.settings = defaultSettings();
    /** @type {Game | null} */
    this.game = null;
    this.tournament = false;
    /** @type {'ccw' | 'cw'} engine words: the base direction, for narration */
    this.base = 'ccw';
    this.rulesetId = 'omweso';
    /** @type {BoardModel | null} */
    this.model = null;
    this.busy = false;
    /** A choice the player must make before a decision is complete. */
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
    this.turns = new ComputerTurns(new Opponent(), new ThinkingIndicator($('thinking')), {
      game: () => this.game,
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
    $('setup-dialog').addEventListener('close', () => { if (this.game) this.refresh(); });
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

  /** Fit the board to its box, whatever the screen. */
  fit() {
    const wrap = $('board-wrap');
    const maxByHeight = (window.innerHeight * 0.68) / this.view.aspect();
    const width = Math.min(wrap.clientWidth, maxByHeight, 1100);
    this.view.resize(width);
    for (const side of ['north', 'south']) $(`player-${side}`).style.maxWidth = `${Math.floor(width)}px`;
  }

  /**
   * @param {Settings} settings
   * @param {Game | null} [game] a game to continue, or null for a new one
   */
  start(settings, game = null) {
    let next;
    try {
      next = game ?? new Game(gameSpec(settings));
    } catch (e) {
      this.notice(t('notice.error', { error: /** @type {Error} */ (e).message }));
      return;
    }
    // The old game's wasm memory is released by hand: JS does not collect it.
    this.turns.changed();
    this.game?.free();
    this.game = next;
    this.settings = settings;
    // The worker is started ahead only when a computer plays (a hint starts it on demand).
    if (modeOf(settings.players) !== 'hvh') this.turns.opponent.warm();
    const st = this.game.state();
    this.rulesetId = st.ruleset;
    this.blitz = this.game.options().mode === 'ekyobutabal';
    // The win scheme is the game's own (an option), read once: Omweso set to
    // the tournament scheme is narrated as a tournament game.
    this.tournament = st.winScheme === 'tournament';
    // engine words: narration says directions relative to the base one.
    this.base = st.direction;
    this.clock.stop();
    this.view.setShape(st.rows, st.cols, $('board-wrap').clientWidth);
    this.model = {
      rows: st.rows, cols: st.cols,
      counts: Array.from(this.game.pits()),
      legal: new Set(), marks: new Map(), arrows: [], choice: null, hand: null, flying: null,
      uur: new Array(st.rows * st.cols).fill(null),
      turning: new Set(this.info.turningPits.map((/** @type {[number, number]} */ p) => p[0] * st.cols + p[1])),
      toMove: st.toMove, cursor: null,
    };
    $('narration').replaceChildren();
    this.localChoice = null;
    this.lastOrigin = null;
    this.fit();
    this.renderAbout();
    this.refresh();
    this.persist();
  }

  /** Bring every panel in line with the engine's state. */
  refresh() {
    const game = /** @type {Game} */ (this.game);
    const model = /** @type {BoardModel} */ (this.model);
    const st = game.state();
    model.counts = Array.from(game.pits());
    model.toMove = st.toMove;
    model.uur = new Array(st.rows * st.cols).fill(null);
    for (const u of st.uur) model.uur[u.pit[0] * st.cols + u.pit[1]] = u.owner;
    model.legal = new Set();
    model.choice = null;
    model.hand = null;
    if (!this.busy) {
      // The turn's animation is over: only what asks for a decision stays marked,
      // and, faintly, where the last turn began.
      model.marks = new Map();
      model.arrows = [];
      if (this.lastOrigin !== null) model.marks.set(this.lastOrigin, 'last');
    }
    const computer = this.turns.computerSide() !== null;
    if (!st.result && !this.busy && computer) {
      // The computer's turn: nothing to click; its choice is shown when made.
      this.hideChoice();
      if (st.pending) {
        const pit = st.pending.pit[0] * st.cols + st.pending.pit[1];
        model.hand = { pit, count: st.pending.seeds };
        model.marks.set(pit, 'relay');
      }
    } else if (!st.result && !this.busy) {
      const moves = game.legalMoves();
      if (this.hint) this.markDecision(this.hint, 'hint');
      if (st.pending) {
        const pit = st.pending.pit[0] * st.cols + st.pending.pit[1];
        model.choice = { pit, dirs: st.pending.choices };
        model.hand = { pit, count: st.pending.seeds };
        model.marks.set(pit, 'relay');
        this.showChoice(t(st.pending.reason === 'turning_pit' ? 'choice.turning' : 'choice.reverse', { seeds: st.pending.seeds }),
          moves.map((d) => ({ label: t('dir' in d && d.dir === 'cw' ? 'dir.cw.short' : 'dir.ccw.short'), decision: d })));
      } else if (this.localChoice) {
        model.choice = { pit: this.localChoice.pit, dirs: this.localChoice.options.flatMap((d) => (d.kind === 'sow' && d.dir ? [d.dir] : [])) };
      } else {
        this.hideChoice();
        for (const d of moves) if ('pit' in d) model.legal.add(d.pit[0] * st.cols + d.pit[1]);
        const pass = moves.find((d) => d.kind === 'pass');
        if (pass) this.showChoice('', [{ label: t('choice.pass'), decision: pass }]);
      }
    } else if (st.result) {
      this.hideChoice();
    }
    model.cursor = this.canvas.matches(':focus-visible') ? this.cursor : null;
    this.view.draw(model);
    this.renderPlayers(st);
    this.renderMoves();
    this.renderStatus(st);
    const undo = /** @type {HTMLButtonElement} */ ($('btn-undo'));
    const redo = /** @type {HTMLButtonElement} */ ($('btn-redo'));
    // A demo has no one to take a move back for.
    const demo = modeOf(this.settings.players) === 'cvc';
    undo.disabled = this.busy || !st.canUndo || demo;
    redo.disabled = this.busy || !st.canRedo || demo;
    this.canvas.dataset.counts = model.counts.join(',');
    this.canvas.dataset.busy = String(this.busy);
    const waiting = !st.result && !this.busy && !st.pending && !this.localChoice && !computer;
    if (this.blitz && waiting) this.clock.start(st.movesPlayed, () => this.play({ kind: 'timeout' }));
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
    const st = /** @type {Game} */ (this.game).state();
    const pit = 'pit' in d ? d.pit[0] * model.cols + d.pit[1] : st.pending ? st.pending.pit[0] * model.cols + st.pending.pit[1] : null;
    if (pit === null) return;
    model.marks.set(pit, mark);
    if ('dir' in d && d.dir) model.arrows = [{ pit, dir: d.dir }];
  }

  /** @param {Decision | null} d the computer's suggestion, or null to clear it */
  showHint(d) {
    this.hint = d;
    // Cleared when the position changes: whoever changed it redraws.
    if (!d || !this.model || !this.game) return;
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
    if (this.game) this.renderStatus(this.game.state());
  }

  names() {
    return this.settings.names;
  }

  narrationContext() {
    // The board's shape is the model's and the win scheme was read at the start.
    return { rows: /** @type {BoardModel} */ (this.model).rows, family: this.info.family, names: this.names(), tournament: this.tournament, base: this.base };
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
    } else if (this.busy) text = this.animator.paused ? t('status.paused') : t('status.animating');
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

  renderMoves() {
    const list = $('moves');
    list.replaceChildren();
    const rows = /** @type {BoardModel} */ (this.model).rows;
    /** @type {HTMLElement | null} */
    let item = null;
    for (const m of /** @type {Game} */ (this.game).history()) {
      const text = decisionName(m.decision, rows);
      if (m.decision.kind === 'direction' && item) {
        item.textContent += ` ${text}`;
        continue;
      }
      item = document.createElement('li');
      item.textContent = `${m.player === 'north' ? this.names().north : this.names().south}: ${text}`;
      list.append(item);
    }
    list.scrollTop = list.scrollHeight;
  }

  renderAbout() {
    const info = this.info;
    $('game-name').textContent = info.name;
    $('about-title').textContent = info.name;
    $('about-origin').textContent = [info.origin.country, info.origin.people].filter(Boolean).join(' · ');
    $('about-text').textContent = info.description;
    const diffs = $('about-diffs');
    diffs.replaceChildren();
    for (const d of [...info.differences, ...info.notes]) {
      const li = document.createElement('li');
      li.textContent = d;
      diffs.append(li);
    }
    if (info.turningPits.length) {
      const li = document.createElement('li');
      li.textContent = t('panel.turning');
      diffs.append(li);
    }
    // engine words: the sources are a list of references.
    $('about-source').textContent = t('panel.sources', { sources: info.sources.map(citation).join('; ') });
  }

  /** @param {string} text */
  narrate(text) {
    // While sowing, the rule that fired is also said right under the board
    // (on a phone the narration panel is below the fold).
    if (this.busy) $('status').textContent = text;
    const list = $('narration');
    const li = document.createElement('li');
    li.textContent = text;
    list.append(li);
    while (list.children.length > 200) list.firstElementChild?.remove();
    list.scrollTop = list.scrollHeight;
  }

  /**
   * @param {string} text
   * @param {{ label: string, decision: Decision }[]} buttons
   */
  showChoice(text, buttons) {
    const box = $('choice');
    box.hidden = false;
    $('choice-text').textContent = text;
    const row = $('choice-buttons');
    row.replaceChildren();
    for (const b of buttons) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = b.label;
      button.dataset.decision = JSON.stringify(b.decision);
      button.addEventListener('click', () => {
        if (!this.turns.humanToMove()) return;
        this.localChoice = null;
        this.play(b.decision);
      });
      row.append(button);
    }
  }

  hideChoice() {
    $('choice').hidden = true;
  }

  /** @param {number} x @param {number} y CSS pixels on the board */
  clickAt(x, y) {
    if (this.busy || !this.game || !this.model || !this.turns.humanToMove()) return;
    const dir = this.view.choiceAt(x, y);
    const st = this.game.state();
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
    const game = /** @type {Game} */ (this.game);
    // Picking a pit starts the move: the blitz clock stops (if the pit is legal).
    const st = game.state();
    if (st.result || st.pending) return;
    const cols = st.cols;
    const options = game.legalMoves().filter((d) => 'pit' in d && d.pit[0] * cols + d.pit[1] === pit);
    if (options.length === 0) {
      // Let the engine say why this pit cannot be played.
      try {
        game.play({ kind: 'sow', pit: [Math.floor(pit / cols), pit % cols] });
      } catch (e) {
        $('status').textContent = /** @type {Error} */ (e).message.replace(/^illegal move: /, '');
      }
      return;
    }
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
    this.showChoice(text, buttons);
  }

  /**
   * Play a decision and animate what the engine says happened.
   * @param {Decision} decision
   */
  async play(decision) {
    const game = /** @type {Game} */ (this.game);
    if (this.busy) return;
    let events;
    try {
      events = game.play(decision);
    } catch (e) {
      $('status').textContent = /** @type {Error} */ (e).message;
      return;
    }
    this.turns.changed();
    this.localChoice = null;
    this.clock.stop();
    this.hideChoice();
    await this.animate(events);
  }

  /** @param {GameEvent[]} events */
  async animate(events) {
    const game = /** @type {Game} */ (this.game);
    const model = /** @type {BoardModel} */ (this.model);
    this.busy = true;
    this.persist();
    model.legal = new Set();
    model.choice = null;
    this.refreshControls();
    const ctx = this.narrationContext();
    const lift = events.find((e) => e.type === 'lift');
    if (lift && lift.type === 'lift') this.lastOrigin = lift.pit[0] * model.cols + lift.pit[1];
    await this.animator.play(events, model, Array.from(game.pits()), (ev) => describe(ev, ctx));
    this.busy = false;
    this.refreshControls();
    this.refresh();
  }

  refreshControls() {
    const running = this.busy;
    for (const id of ['btn-pause', 'btn-step', 'btn-skip']) /** @type {HTMLButtonElement} */ ($(id)).disabled = !running;
    $('btn-pause').textContent = this.animator.paused ? t('btn.resume') : t('btn.pause');
    /** @type {HTMLButtonElement} */ ($('btn-undo')).disabled = running;
    /** @type {HTMLButtonElement} */ ($('btn-redo')).disabled = running;
    this.canvas.dataset.busy = String(running);
    if (this.game) this.renderStatus(this.game.state());
  }

  togglePause() {
    if (this.animator.paused) this.animator.resume();
    else this.animator.pause();
    this.refreshControls();
  }

  /** Against the computer, undo goes back to the person's last decision: the computer's reply goes too. */
  undo() {
    if (this.busy || !this.game) return;
    const game = this.game;
    this.turns.changed();
    try {
      game.undo();
      while (game.state().canUndo && this.turns.computerSide()) game.undo();
    } catch (e) {
      $('status').textContent = /** @type {Error} */ (e).message;
      return;
    }
    this.localChoice = null;
    this.lastOrigin = null;
    this.persist();
    this.refresh();
  }

  /** Against the computer, redo replays up to the person's next decision. */
  async redo() {
    if (this.busy || !this.game) return;
    const game = this.game;
    this.turns.changed();
    this.redoing = true;
    try {
      do {
        let events;
        try {
          events = game.redo();
        } catch (e) {
          $('status').textContent = /** @type {Error} */ (e).message;
          return;
        }
        await this.animate(events);
      } while (game === this.game && game.state().canRedo && this.turns.computerSide());
    } finally {
      this.redoing = false;
      if (game === this.game) this.refresh();
    }
  }

  nextGame() {
    if (!this.game) return;
    try {
      this.start(this.settings, this.game.nextGame());
    } catch (e) {
      this.notice(/** @type {Error} */ (e).message);
    }
  }

  /**
   * Keyboard play: arrows move round the pits, Enter plays, C / W choose a direction.
   * @param {KeyboardEvent} e
   */
  key(e) {
    if (!this.model || !this.game) return;
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
      if (this.game.state().pending) this.play({ kind: 'direction', dir });
      else if (this.localChoice) {
        const d = this.localChoice.options.find((o) => o.kind === 'sow' && o.dir === dir);
        if (d) this.play(d);
      }
    }
  }

  persist() {
    if (!this.game) return;
    save({ game: this.game.toJSON(), settings: this.settings, speed: this.animator.speed });
  }

  /** @param {string} text */
  notice(text) {
    const n = $('notice');
    n.textContent = text;
    n.hidden = false;
    setTimeout(() => { n.hidden = true; }, 8000);
  }

  /** Restore the saved game, or start a fresh one. */
  resume() {
    const { data, error } = load();
    const speed = /** @type {HTMLSelectElement} */ ($('speed'));
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    speed.value = data?.speed && data.speed in { slow: 1, normal: 1, fast: 1, instant: 1 } ? data.speed : reduced ? 'instant' : 'normal';
    this.animator.speed = /** @type {any} */ (speed.value);
    if (error) {
      forget();
      this.notice(t('notice.corrupt', { error }));
    }
    if (data) {
      const { players, error: playersError } = checkPlayers(/** @type {any} */ (data.settings).players);
      if (playersError) this.notice(playersError);
      data.settings.players = players;
      try {
        this.start(data.settings, Game.fromJSON(data.game));
        return;
      } catch (e) {
        forget();
        this.notice(t('notice.corrupt', { error: /** @type {Error} */ (e).message }));
      }
    }
    this.start(defaultSettings());
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
    engineCounts: () => Array.from(app.game?.pits() ?? []),
    state: () => app.game?.state(),
    legalMoves: () => app.game?.legalMoves(),
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
  app.resume();
  document.body.dataset.ready = 'true';
}

main();
