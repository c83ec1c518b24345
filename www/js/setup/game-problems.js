// Whether the settings of the set-up can start a game, asked of the engine
// itself: every problem it finds, in the player's words.
import { Game } from '../engine/wasm.js';
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
