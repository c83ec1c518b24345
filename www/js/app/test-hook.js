// What the browser tests read through window.__omweso: the drawn board
// against the engine's, and a few levers (a budget for searches, a save to open).

import { setLanguage } from '../words/i18n.js'; // lessons: screenshots in two languages

/** @typedef {import('../board/view.js').Dir} Dir */

/**
 * What the browser tests read: the drawn board against the engine's.
 * @param {any} app the page's controller (main.js)
 */
export function installTestHook(app) {
  /** @type {any} */ (window).__omweso = {
    app,
    busy: () => app.busy,
    /** How many games the page has opened: a new game is in once this grows. */
    opened: () => app.opened,
    /** The computer is working on a decision (thinking, or about to play it). */
    thinking: () => app.turns.thinking,
    /** How many decisions the computer has played on this page. */
    computerDecisions: () => app.turns.played,
    /** Every search with this budget instead of the levels' own (fast tests). */
    setBudget: (/** @type {number | null} */ ms) => { app.turns.budgetMs = ms; },
    hint: () => app.hint,
    drawnCounts: () => app.model?.counts.slice(),
    engineCounts: () => (app.engine.snapshot ? app.engine.snapshot.state.board.flat() : []),
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
    /** The lesson running: its ruleset, step, phase and the sentence shown (lesson-panel.js). */
    lesson: () => app.lessons.status(), // lessons
    /** Speak another language (until the page has a picker of its own). */
    setLanguage: (/** @type {string} */ code) => setLanguage(code), // lessons
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
      const s = app.view.choiceSpots(choice.pit).find((/** @type {{ dir: Dir }} */ x) => x.dir === dir);
      return s ? { x: rect.left + s.x, y: rect.top + s.y } : null;
    },
  };
}

