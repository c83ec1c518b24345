// Whether the settings of the set-up can start a game, asked of the engine
// itself: every problem it finds, in the player's words.
import { Game, firstTurnWins } from '../engine/wasm.js';
import { t } from '../words/i18n.js';
import { errorWords } from '../words/engine-words.js';

/** @typedef {import('../words/engine-words.js').WordsContext} WordsContext */

/**
 * Every problem that keeps these settings from starting a game, in words
 * (none: it can start). The engine's checkGame() gives English sentences
 * only, so the game is made and let go: its error carries each problem's
 * code and params.
 * @param {import('../../pkg/omweso.js').NewGameSpec} spec
 * @param {WordsContext} [ctx]
 * @returns {string[]}
 */
export function gameProblems(spec, ctx = {}) {
  /** @type {Game | null} */
  let game = null;
  try {
    game = new Game(spec);
    return [];
  } catch (e) {
    const problems = /** @type {{ problems?: unknown }} */ (e)?.problems;
    const list = Array.isArray(problems) && problems.length ? problems : [e];
    return list.map((p) => errorWords(p, ctx));
  } finally {
    game?.free();
  }
}

/**
 * Bounds of the first-turn look-ahead the set-up makes as one types: a few
 * milliseconds on the page's thread. A start too rich to judge in them is
 * not warned about (the engine's own defaults are checked in its tests).
 */
const FIRST_TURN_LIMITS = { lines: 1500, laps: 4000 };

/**
 * A warning when these settings start a game its first mover can win on the
 * very first turn (issue 21: all twos in Omweso, 15 lines of 46), else null.
 * Never a problem: a teacher may want such a start.
 * @param {import('../../pkg/omweso.js').NewGameSpec} spec
 * @param {{ south: string, north: string }} names
 * @returns {string | null}
 */
export function firstTurnWarning(spec, names) {
  let found;
  try {
    found = firstTurnWins(spec, FIRST_TURN_LIMITS);
  } catch {
    return null; // a game that cannot start (its problems are said) or too many lines to judge
  }
  if (found.wins === 0) return null;
  return t('setup.firstTurnWins', { side: names[found.mover], wins: found.wins, lines: found.lines });
}
