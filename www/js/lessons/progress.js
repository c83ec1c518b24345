// The lesson steps a learner has completed, remembered across visits: one
// record for the whole site in localStorage (lessons are the learner's, not a
// page's or a tab's game). As in store.js, a refused or full storage means
// playing on without remembering, and anything unreadable is dropped, never
// trusted.

/** The key of the record: `{ v: 1, done: { <ruleset>: [<step id>…] } }`. */
export const LESSON_PROGRESS_KEY = 'omweso.lessons.v1';

/** @typedef {Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>} LessonStorage */

export class LessonProgress {
  /** @param {LessonStorage | null} store null where the browser refuses one */
  constructor(store) {
    this.store = store;
  }

  /**
   * The completed steps by ruleset, as stored; an unreadable record reads as none.
   * @returns {Record<string, string[]>}
   */
  read() {
    let text = null;
    try {
      text = this.store?.getItem(LESSON_PROGRESS_KEY) ?? null;
    } catch {
      return {};
    }
    if (text === null) return {};
    try {
      const raw = JSON.parse(text);
      if (raw?.v !== 1 || typeof raw.done !== 'object' || raw.done === null) return {};
      /** @type {Record<string, string[]>} */
      const done = {};
      for (const [ruleset, steps] of Object.entries(raw.done)) {
        if (Array.isArray(steps)) done[ruleset] = steps.filter((s) => typeof s === 'string');
      }
      return done;
    } catch {
      return {};
    }
  }

  /**
   * The steps of one ruleset's lesson completed.
   * @param {string} ruleset
   * @returns {Set<string>}
   */
  done(ruleset) {
    return new Set(this.read()[ruleset] ?? []);
  }

  /**
   * Remember a step completed.
   * @param {string} ruleset
   * @param {string} step
   */
  complete(ruleset, step) {
    const all = this.read();
    const steps = new Set(all[ruleset] ?? []);
    if (steps.has(step)) return;
    steps.add(step);
    all[ruleset] = [...steps];
    try {
      this.store?.setItem(LESSON_PROGRESS_KEY, JSON.stringify({ v: 1, done: all }));
    } catch {
      // A full quota or private browsing: the lesson goes on unremembered.
    }
  }

  /**
   * Whether every step of a lesson is completed.
   * @param {import('./types.js').Lesson} lesson
   */
  finished(lesson) {
    const done = this.done(lesson.ruleset);
    return lesson.steps.every((s) => done.has(s.id));
  }

  /**
   * The step to open a lesson at: the first not completed (the first, once all are).
   * @param {import('./types.js').Lesson} lesson
   */
  resumeAt(lesson) {
    const done = this.done(lesson.ruleset);
    const i = lesson.steps.findIndex((s) => !done.has(s.id));
    return i < 0 ? 0 : i;
  }
}

