// What the browser tests read through window.__omweso: the drawn board
// against the engine's, and a few levers (a budget for searches, a save to
// open). `app` holds the page's parts by name, for the tests that reach
// further (a lesson started by hand, the kiosk's counters).
import { setLanguage } from '../words/i18n.js';
import { showNotice } from '../notices.js';
import { settingsFor } from '../game/settings.js';

/** @typedef {import('../board/view.js').Dir} Dir */

/**
 * @typedef {{
 *   controller: import('./controller.js').GameController,
 *   board: import('../board/view.js').BoardView,
 *   redraw: { pending: boolean, flush: () => void },
 *   [part: string]: any,
 * }} TestParts
 */

/** @param {TestParts} app the page's parts */
export function installTestHook(app) {
  const c = app.controller;
  /** The board as drawn now (a redraw waiting for its frame is done first). */
  const drawn = () => {
    app.redraw.flush();
    return app.board.model;
  };
  /** @type {any} */ (window).__omweso = {
    app,
    /** Animating or waiting for the engine. */
    busy: () => c.busy,
    /** Everything asked to be drawn so far is drawn (a click's answer shows at the next frame at most). */
    drawn: () => !app.redraw.pending,
    /** How many games the page has opened: a new game is in once this grows. */
    opened: () => c.opened,
    /** The computer is working on a decision (thinking, or about to play it). */
    thinking: () => c.turns.thinking,
    /** How many decisions the computer has played on this page. */
    computerDecisions: () => c.turns.played,
    /** Every search with this budget instead of the levels' own (fast tests). */
    setBudget: (/** @type {number | null} */ ms) => { c.turns.budgetMs = ms; },
    hint: () => c.hint,
    drawnCounts: () => drawn()?.counts.slice(),
    engineCounts: () => (c.snapshot ? c.snapshot.state.board.flat() : []),
    state: () => c.snapshot?.state,
    legalMoves: () => c.snapshot?.legal,
    history: () => c.snapshot?.history,
    /** The game as saved (toJSON). */
    save: () => c.snapshot?.json,
    /** Open a saved game (toJSON) as a reload would: resolves to the error's words, or null. */
    restore: async (/** @type {string} */ json) => {
      // With the settings a reload keeps beside such a save: the page's, for
      // the save's own game (not another game's layouts, say).
      /** @type {string | undefined} */
      let ruleset;
      try {
        ruleset = JSON.parse(json)?.setup?.ruleset;
      } catch {
        // A damaged save: the engine says what is wrong with it.
      }
      const error = await c.start(settingsFor(/** @type {any} */ (c.settings), ruleset), { save: json });
      return error ? c.words(error) : null;
    },
    narration: () => c.narration.lines.slice(),
    /** The lesson running: its ruleset, step, phase and the sentence shown (lessons/panel.js). */
    lesson: () => app.lessons.status(),
    /** Speak another language. */
    setLanguage: (/** @type {string} */ code) => setLanguage(code),
    /** A notice shown for `ms` milliseconds, as the page shows one. */
    notice: (/** @type {string} */ text, /** @type {number} */ ms) => showNotice(text, { ms }),
    animating: () => c.animating,
    /** The page coordinates of a pit's centre. */
    pitCenter: (/** @type {number} */ r, /** @type {number} */ col) => {
      drawn();
      const rect = app.board.canvas.getBoundingClientRect();
      const p = app.board.centre(r * app.board.cols + col);
      return { x: rect.left + p.x, y: rect.top + p.y };
    },
    /** The page coordinates of a direction button of the choice on the board. */
    choiceCenter: (/** @type {Dir} */ dir) => {
      const choice = drawn()?.choice;
      if (!choice) return null;
      const rect = app.board.canvas.getBoundingClientRect();
      const s = app.board.choiceSpots(choice.pit).find((/** @type {{ dir: Dir }} */ x) => x.dir === dir);
      return s ? { x: rect.left + s.x, y: rect.top + s.y } : null;
    },
  };
}
