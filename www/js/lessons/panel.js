// The lessons on the page: the list of every game's lesson with its progress,
// and the panel under the board that runs one (lesson-runner.js decides what
// it says and offers). Every position is opened as a game through the page's
// own engine worker, and every move, the example's or the learner's, is
// played and animated as any move is: the lesson only chooses which. The
// player's own game is kept when a lesson starts and opened again when it
// ends; meanwhile the page saves nothing (app/panels.js asks `active`).
import { t, onLanguageChange } from '../words/i18n.js';
import { el } from '../dom.js';
import { LessonRunner, lessonDecision, lessonMoves } from './runner.js';
import { LessonProgress } from './progress.js';
import { defaultSettings, defaultLayout } from '../game/settings.js';
import { rulesets } from '../engine/wasm.js';
import { Cancelled } from '../engine/worker-start.js';
import { showNotice } from '../notices.js';
import { browserLocalStorage } from '../local-storage.js';
import { lazyPart } from '../lazy-part.js';

/** @typedef {import('./types.js').Lesson} Lesson */

/** Every game's lesson, with its texts: a chunk of its own, loaded when the list is first opened. */
const lessonData = lazyPart(() => import('./index.js').then((m) => m.LESSONS));
/** @typedef {import('./types.js').LessonSetup} LessonSetup */
/** @typedef {import('./types.js').LessonMove} LessonMove */
/** @typedef {import('./runner.js').LessonAction} LessonAction */
/** @typedef {import('../game/settings.js').Settings} Settings */
/** @typedef {import('../engine/client.js').Snapshot} Snapshot */
/** @typedef {import('../../pkg/omweso.js').Decision} Decision */

/**
 * The player's game as it was when the lesson started.
 * @typedef {{ json: string, settings: Settings, narration: string[] }} KeptGame
 */

/**
 * What the panel borrows from the page (app/panels.js lends it).
 * @typedef {{
 *   ruleset: () => string,
 *   keep: () => KeptGame | null,
 *   openPosition: (setup: import('../../pkg/omweso.js').SetupSpec, settings: Settings) => Promise<Error | null>,
 *   restore: (kept: KeptGame) => Promise<Error | null>,
 *   play: (d: Decision) => Promise<void>,
 *   undo: () => Promise<void>,
 *   refresh: () => void,
 *   snapshot: () => Snapshot | null,
 *   words: (e: unknown) => string,
 * }} LessonHost
 *   ruleset: the ruleset of the game on the board; keep: the player's game now;
 *   openPosition: a setup opened as the game on the board (the page saves nothing of it);
 *   restore: the kept game opened again; play: a decision played and animated as any;
 *   undo: one decision taken back; refresh: the board drawn again (its pits to tap)
 */

export class LessonPanel {
  /**
   * @param {LessonHost} host
   * @param {{ panel: HTMLElement, button: HTMLButtonElement }} where
   *   panel: the (empty, hidden) section under the board; button: the one that opens the list
   */
  constructor(host, { panel, button }) {
    this.host = host;
    this.panel = panel;
    this.button = button;
    this.progress = new LessonProgress(browserLocalStorage());
    /** The lesson running, or null. */
    /** @type {LessonRunner | null} */
    this.runner = null;
    /** @type {KeptGame | null} */
    this.kept = null;
    /** Bumped whenever the lesson moves on: a late step of an older plan stops. */
    this.token = 0;
    /** The last problem said in the panel (a position the engine refused). */
    this.problem = '';
    /** Taking a wrong move back: the board waits. */
    this.undoing = false;
    /** The lessons, once loaded (the list's first opening loads them). */
    /** @type {readonly Lesson[] | null} */
    this.lessons = null;
    this.dialog = /** @type {HTMLDialogElement} */ (el('dialog', 'lesson-dialog'));
    this.dialog.id = 'lesson-dialog';
    this.dialog.setAttribute('aria-labelledby', 'lesson-list-title');
    document.body.append(this.dialog);
    button.addEventListener('click', () => this.openList());
    onLanguageChange(() => this.redraw());
    this.redraw();
  }

  /** A lesson is running: the game on the board is the lesson's, not the player's. */
  get active() {
    return this.runner !== null;
  }

  /** The board takes no move now (an example plays, a step is being explained). */
  get blocksBoard() {
    return this.runner !== null && !this.runner.view().board;
  }

  /** What the tests read: the lesson, its step and phase, and the sentence shown. */
  status() {
    const r = this.runner;
    if (!r) return { active: false };
    const v = r.view();
    return { active: true, ruleset: r.lesson.ruleset, step: r.index, stepId: r.step.id, phase: r.phase, line: v.line, tone: v.tone, undoing: this.undoing, done: [...this.progress.done(r.lesson.ruleset)] };
  }

  redraw() {
    this.button.textContent = t('lesson.open');
    if (this.dialog.open) this.renderList();
    this.render();
  }

  // ---- the list

  /** The lessons, the game on the board's first; each with its steps done. */
  async openList() {
    this.lessons ??= await lessonData();
    if (!this.lessons) return; // not loaded: said
    this.renderList();
    if (!this.dialog.open) this.dialog.showModal();
    /** @type {HTMLElement | null} */ (this.dialog.querySelector('.lesson-start'))?.focus();
  }

  renderList() {
    const current = this.host.ruleset();
    const lessons = [...(this.lessons ?? [])].sort((a, b) => Number(b.ruleset === current) - Number(a.ruleset === current));
    const title = el('h2', '', t('lesson.list.title'));
    title.id = 'lesson-list-title';
    const list = el('ul', 'lesson-list');
    for (const lesson of lessons) {
      const done = this.progress.done(lesson.ruleset);
      const item = el('li', 'lesson-item');
      item.dataset.ruleset = lesson.ruleset;
      const head = el('div', 'lesson-item-head');
      head.append(el('h3', '', t(`lesson.${lesson.ruleset}.title`)));
      if (lesson.ruleset === current) head.append(el('span', 'lesson-current', t('lesson.list.current')));
      const steps = el('ol', 'lesson-item-steps');
      for (const s of lesson.steps) {
        const li = el('li', done.has(s.id) ? 'done' : '', `${done.has(s.id) ? '✓' : '○'} ${t(s.title)}`);
        li.dataset.step = s.id;
        li.setAttribute('aria-label', t(done.has(s.id) ? 'lesson.stepDone' : 'lesson.stepToDo', { title: t(s.title) }));
        steps.append(li);
      }
      const count = lesson.steps.filter((s) => done.has(s.id)).length;
      const start = /** @type {HTMLButtonElement} */ (el('button', `lesson-start${lesson.ruleset === current ? ' primary' : ''}`,
        t(count === 0 ? 'lesson.list.start' : count === lesson.steps.length ? 'lesson.list.again' : 'lesson.list.continue')));
      start.type = 'button';
      start.addEventListener('click', () => {
        this.dialog.close();
        this.start(lesson);
      });
      const foot = el('div', 'lesson-item-foot');
      foot.append(el('span', 'lesson-item-progress', t('lesson.list.progress', { done: count, total: lesson.steps.length })), start);
      item.append(head, el('p', 'lesson-item-intro', t(`lesson.${lesson.ruleset}.intro`)), steps, foot);
      list.append(item);
    }
    const close = /** @type {HTMLButtonElement} */ (el('button', 'lesson-close', t('lesson.list.close')));
    close.type = 'button';
    close.addEventListener('click', () => this.dialog.close());
    const foot = el('div', 'lesson-dialog-foot');
    foot.append(close);
    this.dialog.replaceChildren(title, el('p', 'lesson-dialog-intro', t('lesson.list.intro')), list, foot);
  }

  // ---- running a lesson

  /**
   * Start a lesson at its first step not done; the player's game is kept.
   * @param {Lesson} lesson
   * @param {number} [at]
   */
  async start(lesson, at = this.progress.resumeAt(lesson)) {
    if (!this.runner) this.kept = this.host.keep();
    this.runner = new LessonRunner(lesson, at);
    await this.showStep();
  }

  /** The step's explanation, on its first position (the example's, else the try's). */
  async showStep() {
    const r = /** @type {LessonRunner} */ (this.runner);
    const token = ++this.token;
    r.open(r.index);
    this.render();
    await this.openSetup(r.step.example?.setup ?? r.step.try.setup, token);
  }

  /**
   * Open a lesson position as the game on the board.
   * @param {LessonSetup} setup
   * @param {number} token
   * @returns {Promise<boolean>} whether it opened (and the lesson is still where it was)
   */
  async openSetup(setup, token) {
    const r = this.runner;
    if (!r) return false;
    const lesson = r.lesson;
    const error = await this.host.openPosition({ ruleset: lesson.ruleset, options: lesson.options ?? {}, ...setup }, lessonSettings(lesson));
    if (token !== this.token || this.runner !== r || error instanceof Cancelled) return false;
    this.problem = error ? t('lesson.failed', { error: this.host.words(error) }) : '';
    this.render();
    return !error;
  }

  /** Play the step's example on the board, from its position. */
  async playExample() {
    const r = this.runner;
    const example = r?.step.example;
    if (!r || !example) return;
    const token = ++this.token;
    r.watch();
    this.render();
    if (!(await this.openSetup(example.setup, token))) return;
    await this.playMoves(example.moves, token);
    if (token !== this.token) return;
    r.watched();
    this.render();
  }

  /** "Your turn": the try position, for the learner to play. */
  async tryIt() {
    const r = this.runner;
    if (!r) return;
    const token = ++this.token;
    r.tryIt();
    this.render();
    await this.openSetup(r.step.try.setup, token);
  }

  /** "Show me": the solution played on the try position, then the position back for the learner. */
  async showMe() {
    const r = this.runner;
    if (!r) return;
    const token = ++this.token;
    r.show();
    this.render();
    if (!(await this.openSetup(r.step.try.setup, token))) return;
    await this.playMoves(lessonMoves(r.step.try.solution), token);
    if (token !== this.token) return;
    r.shown();
    this.render();
  }

  /**
   * Play written moves one after another, each resolved against the legal list.
   * @param {LessonMove[]} moves
   * @param {number} token
   */
  async playMoves(moves, token) {
    for (const m of moves) {
      const snap = this.host.snapshot();
      if (!snap || token !== this.token) return;
      const d = lessonDecision(m, snap.legal, snap.state.direction);
      if (!d) {
        this.problem = t('lesson.failed', { error: JSON.stringify(m) });
        this.render();
        return;
      }
      await this.host.play(d);
    }
  }

  /**
   * A decision was played and animated on the board (app/panels.js calls this after
   * every move). On the try position the runner judges it: a wrong move's
   * hint is said and the move taken back; a right one is remembered.
   * @param {Decision} decision
   * @param {readonly { type: string }[]} events
   */
  played(decision, events) {
    const r = this.runner;
    const snap = this.host.snapshot();
    if (!r || !snap) return;
    const st = snap.state;
    const outcome = r.played(decision, events, { paused: st.pending !== null, fresh: snap.history.length === 1, base: st.direction });
    if (outcome === 'wrong') void this.takeBack(this.token);
    if (outcome === 'right') {
      this.progress.complete(r.lesson.ruleset, r.step.id);
      this.host.refresh();
    }
    if (outcome !== 'ignored') this.render();
  }

  /** @param {number} token */
  async takeBack(token) {
    this.undoing = true;
    this.render();
    try {
      // The try position has no history: undo until it is that position again.
      for (let n = this.host.snapshot()?.history.length ?? 0; n > 0 && token === this.token; n--) await this.host.undo();
    } finally {
      this.undoing = false;
      this.render();
    }
  }

  next() {
    const r = this.runner;
    if (!r) return;
    r.next();
    void this.showStep();
  }

  replay() {
    if (this.runner) void this.showStep();
  }

  /** Back to the player's own game, as it was. */
  async leave() {
    const kept = this.kept;
    this.end();
    if (!kept) return;
    const error = await this.host.restore(kept);
    if (error && !(error instanceof Cancelled)) showNotice(t('notice.error', { error: this.host.words(error) }));
  }

  /** The lesson stops (its positions stay on the board until the next game). */
  end() {
    this.token++;
    this.runner = null;
    this.kept = null;
    this.undoing = false;
    this.problem = '';
    this.render();
  }

  /**
   * The page opened a game (app/panels.js tells every time): one the player chose
   * ends the lesson, the player's kept game is then not needed.
   * @param {boolean} lesson whether it was a lesson's position
   */
  gameOpened(lesson) {
    if (!lesson && this.runner) this.end();
  }

  // ---- drawing

  render() {
    // Redrawn, the panel's buttons are new ones: a keyboard's focus among them stays there.
    const focused = document.activeElement instanceof HTMLElement && this.panel.contains(document.activeElement) ? document.activeElement.dataset.action ?? '' : null;
    document.body.classList.toggle('in-lesson', this.runner !== null);
    const r = this.runner;
    this.panel.hidden = !r;
    if (!r) {
      this.panel.replaceChildren();
      return;
    }
    const v = r.view();
    const done = this.progress.done(r.lesson.ruleset);
    const head = el('div', 'lesson-head');
    head.append(el('span', 'lesson-name', t(`lesson.${r.lesson.ruleset}.title`)));
    const dots = el('ol', 'lesson-dots');
    r.lesson.steps.forEach((s, i) => {
      const dot = el('li', `${done.has(s.id) ? 'done' : ''}${i === r.index ? ' here' : ''}`.trim(), done.has(s.id) ? '✓' : String(i + 1));
      dot.setAttribute('aria-label', t(done.has(s.id) ? 'lesson.stepDone' : 'lesson.stepToDo', { title: t(s.title) }));
      if (i === r.index) dot.setAttribute('aria-current', 'step');
      dots.append(dot);
    });
    const leave = /** @type {HTMLButtonElement} */ (el('button', 'lesson-leave', t('lesson.leave')));
    leave.type = 'button';
    leave.dataset.action = 'leave';
    leave.addEventListener('click', () => void this.leave());
    head.append(dots);
    const title = el('h2', 'lesson-title', `${t('lesson.step', { n: v.step + 1, total: v.steps })} · ${t(v.title)}`);
    title.id = 'lesson-title';
    const explain = el('p', 'lesson-explain', t(v.explain));
    const line = el('p', `lesson-line tone-${v.tone}`, this.problem || (v.line ? t(v.line) : ''));
    line.setAttribute('role', 'status');
    line.hidden = !line.textContent;
    const actions = el('div', 'lesson-actions');
    for (const a of v.actions) actions.append(this.actionButton(a, v.actions[0] === a));
    actions.append(leave);
    if (r.phase === 'right' && r.last && this.progress.finished(r.lesson)) {
      actions.prepend(el('p', 'lesson-finished', t('lesson.finished', { lesson: t(`lesson.${r.lesson.ruleset}.title`) })));
    }
    this.panel.setAttribute('aria-labelledby', 'lesson-title');
    this.panel.replaceChildren(head, title, explain, line, actions);
    if (focused !== null) {
      const again = /** @type {HTMLElement | null} */ (actions.querySelector(`[data-action="${focused}"]:not(:disabled)`) ?? actions.querySelector('button.primary:not(:disabled)') ?? leave);
      again?.focus();
    }
  }

  /**
   * @param {LessonAction} action
   * @param {boolean} primary
   */
  actionButton(action, primary) {
    const r = /** @type {LessonRunner} */ (this.runner);
    const label = {
      example: r.phase === 'watched' ? 'lesson.exampleAgain' : 'lesson.example',
      try: 'lesson.try',
      showMe: 'lesson.showMe',
      replay: 'lesson.replay',
      next: 'lesson.next',
      finish: 'lesson.finish',
    }[action];
    const run = {
      example: () => void this.playExample(),
      try: () => void this.tryIt(),
      showMe: () => void this.showMe(),
      replay: () => this.replay(),
      next: () => this.next(),
      finish: () => void this.leave(),
    }[action];
    // After the example, "Your turn" is what comes next.
    const main = r.phase === 'watched' ? action === 'try' : primary;
    const b = /** @type {HTMLButtonElement} */ (el('button', `lesson-${action}${main ? ' primary' : ''}`, t(label)));
    b.type = 'button';
    b.dataset.action = action;
    b.disabled = this.undoing;
    b.addEventListener('click', run);
    return b;
  }
}

/**
 * The settings a lesson's games are opened with: its ruleset and options,
 * people on both sides (no hints: the lesson gives its own), the sides' usual names.
 * @param {Lesson} lesson
 * @returns {Settings}
 */
function lessonSettings(lesson) {
  const s = defaultSettings();
  const info = rulesets().find((r) => r.id === lesson.ruleset);
  return {
    ...s,
    ruleset: lesson.ruleset,
    options: { ...(lesson.options ?? {}) },
    layout: info ? defaultLayout(info) : s.layout,
    players: { ...s.players, south: 'human', north: 'human', hints: false },
  };
}
