// The step machine of a lesson, pure (no DOM, no engine): which step, which
// phase, what the panel says and offers, and whether the learner's move
// reached the step's goal. One runner plays every lesson: the lessons are
// data (lesson-types.js).
//
//   explain ──Play example──▶ example ──(played)──▶ watched
//      │                                               │
//      └───────────────Your turn───────────────────────┘
//                          ▼
//                        try ◀──(a wrong move: hint, taken back)──┐
//                          │────────────────────────────────────────┘
//                          ▼ (the goal reached)
//                        right ──Next──▶ the next step's explain
//
// Replay step goes back to explain from anywhere. Show me plays the solution
// on the try position (showing), then offers Your turn again (shown): a step
// is done only when the learner has played it.
import { rulesFired } from '../words/rule-tags.js';

/** @typedef {import('./types.js').Lesson} Lesson */
/** @typedef {import('./types.js').LessonStep} LessonStep */
/** @typedef {import('./types.js').LessonMove} LessonMove */
/** @typedef {import('./types.js').LessonGoal} LessonGoal */
/** @typedef {import('../../pkg/omweso.js').Decision} Decision */
/** @typedef {import('../../pkg/omweso.js').Dir} Dir */

/**
 * @typedef {'explain' | 'example' | 'watched' | 'try' | 'checking' | 'showing' | 'shown' | 'right'} LessonPhase
 *   checking: the learner's move waits for its direction; showing/shown: the solution plays/has played
 */

/**
 * What the panel shows and offers now: text keys, never texts.
 * @typedef {{
 *   step: number,
 *   steps: number,
 *   title: string,
 *   explain: string,
 *   line: string | null,
 *   tone: 'say' | 'prompt' | 'hint' | 'done',
 *   actions: LessonAction[],
 *   board: boolean,
 * }} LessonView
 *   line: the sentence under the explanation (the example's, the prompt, the hint, the done);
 *   board: whether the learner may play on the board
 */

/** @typedef {'example' | 'try' | 'showMe' | 'replay' | 'next' | 'finish'} LessonAction */

/**
 * A lesson move as a list of decisions (a turn that pauses takes several).
 * @param {LessonMove | LessonMove[]} m
 * @returns {LessonMove[]}
 */
export function lessonMoves(m) {
  return Array.isArray(m) ? m : [m];
}

/**
 * Whether a decision played is the one a lesson wrote: a sowing written
 * without a direction is the base direction's.
 * @param {LessonMove} written
 * @param {Decision} played
 * @param {Dir} base the game's base direction
 */
export function lessonMoveIs(written, played, base) {
  if (written.kind !== played.kind) return false;
  const w = /** @type {Record<string, any>} */ (written);
  const p = /** @type {Record<string, any>} */ (played);
  if ('pit' in w && (p.pit?.[0] !== w.pit[0] || p.pit?.[1] !== w.pit[1])) return false;
  if (written.kind === 'sow') return (w.dir ?? base) === p.dir;
  if ('dir' in w && w.dir !== p.dir) return false;
  if ('side' in w && w.side !== p.side) return false;
  return true;
}

/**
 * The legal decision a lesson move stands for, or null when it is not legal
 * (the lesson is wrong for this position).
 * @param {LessonMove} written
 * @param {readonly Decision[]} legal
 * @param {Dir} base
 * @returns {Decision | null}
 */
export function lessonDecision(written, legal, base) {
  return legal.find((d) => lessonMoveIs(written, d, base)) ?? null;
}

/**
 * Whether a finished attempt (its decisions and all their events) reaches a goal.
 * @param {LessonGoal} goal
 * @param {readonly Decision[]} decisions
 * @param {readonly { type: string }[]} events
 * @param {Dir} base
 */
export function lessonGoalReached(goal, decisions, events, base) {
  if ('tags' in goal) {
    const fired = new Set(rulesFired(/** @type {any} */ (events)));
    return goal.tags.every((tag) => fired.has(tag));
  }
  return goal.moves.some((m) => {
    const want = lessonMoves(m);
    return want.length === decisions.length && want.every((w, i) => lessonMoveIs(w, decisions[i], base));
  });
}

export class LessonRunner {
  /**
   * @param {Lesson} lesson
   * @param {number} [at] the step to open first
   */
  constructor(lesson, at = 0) {
    if (lesson.steps.length === 0) throw new Error(`the lesson of ${lesson.ruleset} has no steps`);
    this.lesson = lesson;
    this.index = Math.min(Math.max(0, at), lesson.steps.length - 1);
    /** @type {LessonPhase} */
    this.phase = 'explain';
    /** The last attempt was wrong: its hint is shown until the next one. */
    this.hinted = false;
    /** The decisions and events of the attempt under way. */
    /** @type {Decision[]} */
    this.decisions = [];
    /** @type {{ type: string }[]} */
    this.events = [];
  }

  /** @returns {LessonStep} */
  get step() {
    return this.lesson.steps[this.index];
  }

  get last() {
    return this.index === this.lesson.steps.length - 1;
  }

  /** Open a step at its explanation. @param {number} i */
  open(i) {
    this.index = Math.min(Math.max(0, i), this.lesson.steps.length - 1);
    this.phase = 'explain';
    this.hinted = false;
    this.forgetAttempt();
  }

  replay() {
    this.open(this.index);
  }

  next() {
    if (!this.last) this.open(this.index + 1);
  }

  /** The example starts playing. */
  watch() {
    if (!this.step.example) throw new Error(`step ${this.step.id} has no example`);
    this.phase = 'example';
  }

  /** The example has been played to its end. */
  watched() {
    if (this.phase === 'example') this.phase = 'watched';
  }

  /** The try position is on the board: the learner plays. */
  tryIt() {
    this.phase = 'try';
    this.hinted = false;
    this.forgetAttempt();
  }

  /** "Show me": the solution starts playing on the try position. */
  show() {
    this.phase = 'showing';
    this.forgetAttempt();
  }

  /** The solution has been played: the learner's turn comes next. */
  shown() {
    if (this.phase === 'showing') this.phase = 'shown';
  }

  forgetAttempt() {
    this.decisions = [];
    this.events = [];
  }

  /**
   * The learner played one decision of an attempt. A turn that paused for a
   * direction waits for the rest; a finished turn is judged.
   * @param {Decision} decision
   * @param {readonly { type: string }[]} events
   * @param {{ paused: boolean, fresh: boolean, base: Dir }} how
   *   paused: the turn waits for a direction; fresh: this decision is the
   *   attempt's first (the position is the try's), base: the game's base direction
   * @returns {'wait' | 'right' | 'wrong' | 'ignored'}
   */
  played(decision, events, { paused, fresh, base }) {
    if (this.phase !== 'try' && this.phase !== 'checking') return 'ignored';
    if (fresh) this.forgetAttempt();
    this.decisions.push(decision);
    this.events.push(...events);
    if (paused) {
      this.phase = 'checking';
      return 'wait';
    }
    const right = lessonGoalReached(this.step.try.goal, this.decisions, this.events, base);
    this.forgetAttempt();
    this.phase = right ? 'right' : 'try';
    this.hinted = !right;
    return right ? 'right' : 'wrong';
  }

  /** @returns {LessonView} */
  view() {
    const s = this.step;
    /** @type {LessonView} */
    const v = { step: this.index, steps: this.lesson.steps.length, title: s.title, explain: s.explain, line: null, tone: 'say', actions: [], board: false };
    const example = s.example ? /** @type {LessonAction[]} */ (['example']) : [];
    switch (this.phase) {
      case 'explain':
        v.actions = [...example, 'try'];
        break;
      case 'example':
        v.line = s.example?.say ?? null;
        break;
      case 'watched':
        v.line = s.example?.say ?? null;
        v.actions = [...example, 'try'];
        break;
      case 'try':
      case 'checking':
        v.line = this.hinted ? s.try.hint : s.try.prompt;
        v.tone = this.hinted ? 'hint' : 'prompt';
        v.actions = this.phase === 'try' ? ['showMe', 'replay'] : ['replay'];
        v.board = true;
        break;
      case 'showing':
        v.line = s.try.done;
        break;
      case 'shown':
        v.line = s.try.done;
        v.actions = ['try', 'replay'];
        break;
      case 'right':
        v.line = s.try.done;
        v.tone = 'done';
        v.actions = [this.last ? 'finish' : 'next', 'replay'];
        break;
    }
    return v;
  }
}
