// A picture of a board: the model a position is drawn from, as plain data
// that keeps in storage and in the build (JSON), so that the first board can
// be drawn before the engine has arrived (app/first-board.js). It holds what
// the live page draws of a position at rest: its seeds, stores, uur and
// turning pits, a paused turn's hand and ways on, and the pits a person to
// move may play. Nothing transient: no cursor, no preview, no hint.
import { boardModel } from './model.js';
import { pitIndex } from '../pits.js';

/** @typedef {import('./view.js').BoardModel} BoardModel */
/** @typedef {import('./view.js').Dir} Dir */
/** @typedef {import('../../pkg/omweso.js').GameState} GameState */
/** @typedef {import('../../pkg/omweso.js').Decision} Decision */

/**
 * @typedef {{
 *   rows: number, cols: number, counts: number[], legal: number[], marks: [number, string][],
 *   choice: { pit: number, dirs: Dir[] } | null, hand: { pit: number, count: number } | null,
 *   uur: (string | null)[], turning: number[], stores: [number, number] | null, toMove: string,
 *   sides: PictureSides,
 * }} BoardPicture
 * @typedef {{
 *   family: import('../../pkg/omweso.js').GameState['family'], stores: [number, number], aside: [number, number], matchScore: [number, number], matchTo: number,
 *   over: boolean, winner: 'south' | 'north' | null,
 * }} PictureSides
 * What the players' bars beside the board show: the tally (words/tally.js
 * reads it as it reads a GameState), whether the game is over and who won.
 */

/**
 * The picture of a position as the live page draws it at rest (app/view.js's
 * liveModel, without what comes and goes).
 * @param {GameState} st
 * @param {readonly Decision[]} legal
 * @param {readonly (readonly [number, number] | number[])[]} turningPits the ruleset's
 * @param {boolean} personToMove whether a person is to move (their pits are marked)
 * @returns {BoardPicture}
 */
export function positionPicture(st, legal, turningPits, personToMove) {
  const m = boardModel(st, turningPits);
  if (personToMove && !st.result) {
    if (st.pending) m.choice = { pit: pitIndex(st.pending.pit, st.cols), dirs: st.pending.choices };
    else for (const d of legal) if ('pit' in d) m.legal.add(pitIndex(d.pit, st.cols));
  }
  return {
    rows: m.rows, cols: m.cols, counts: m.counts, legal: [...m.legal], marks: [...m.marks],
    choice: m.choice, hand: m.hand, uur: m.uur, turning: [...(m.turning ?? [])], stores: m.stores ?? null, toMove: m.toMove,
    sides: {
      family: st.family, stores: [st.stores[0], st.stores[1]], aside: [st.aside[0], st.aside[1]], matchScore: [st.matchScore[0], st.matchScore[1]],
      matchTo: st.matchTo, over: Boolean(st.result), winner: st.result?.winner ?? null,
    },
  };
}

const count = (/** @type {unknown} */ n) => Number.isInteger(n) && /** @type {number} */ (n) >= 0;

/**
 * The model to draw a picture from, or null if it is not one (storage is
 * anybody's to write: a picture is checked before it is drawn).
 * @param {unknown} value
 * @returns {BoardModel | null}
 */
export function pictureModel(value) {
  const p = /** @type {any} */ (value);
  if (typeof p !== 'object' || p === null) return null;
  const { rows, cols } = p;
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 2 || rows > 4 || cols < 2 || cols > 16) return null;
  const pits = rows * cols;
  const pit = (/** @type {unknown} */ i) => Number.isInteger(i) && /** @type {number} */ (i) >= 0 && /** @type {number} */ (i) < pits;
  const ok = Array.isArray(p.counts) && p.counts.length === pits && p.counts.every(count)
    && Array.isArray(p.legal) && p.legal.every(pit)
    && Array.isArray(p.marks) && p.marks.every((/** @type {any} */ e) => Array.isArray(e) && pit(e[0]) && typeof e[1] === 'string')
    && (p.choice === null || (typeof p.choice === 'object' && pit(p.choice.pit) && Array.isArray(p.choice.dirs) && p.choice.dirs.every((/** @type {unknown} */ d) => d === 'cw' || d === 'ccw')))
    && (p.hand === null || (typeof p.hand === 'object' && pit(p.hand.pit) && count(p.hand.count)))
    && Array.isArray(p.uur) && p.uur.length === pits && p.uur.every((/** @type {unknown} */ u) => u === null || u === 'south' || u === 'north')
    && Array.isArray(p.turning) && p.turning.every(pit)
    && (p.stores === null || (Array.isArray(p.stores) && p.stores.length === 2 && p.stores.every(count)))
    && (p.toMove === 'south' || p.toMove === 'north');
  if (!ok) return null;
  return {
    rows, cols, counts: [...p.counts], legal: new Set(p.legal), marks: new Map(p.marks), arrows: [],
    choice: p.choice && { pit: p.choice.pit, dirs: [...p.choice.dirs] }, hand: p.hand && { pit: p.hand.pit, count: p.hand.count },
    flying: null, uur: [...p.uur], turning: new Set(p.turning), stores: p.stores && [p.stores[0], p.stores[1]], toMove: p.toMove, cursor: null, preview: null,
  };
}

/**
 * The players' bars of a picture, or null if they are not what a picture holds.
 * @param {unknown} value a picture (BoardPicture), unchecked
 * @returns {PictureSides | null}
 */
export function pictureSides(value) {
  const sides = /** @type {any} */ (value)?.sides;
  if (typeof sides !== 'object' || sides === null) return null;
  const pair = (/** @type {unknown} */ a) => Array.isArray(a) && a.length === 2 && a.every(count);
  const ok = (sides.family === 'four_row' || sides.family === 'oware' || sides.family === 'layli') && pair(sides.stores) && pair(sides.aside) && pair(sides.matchScore) && count(sides.matchTo)
    && typeof sides.over === 'boolean' && (sides.winner === null || sides.winner === 'south' || sides.winner === 'north');
  if (!ok) return null;
  return {
    family: sides.family, stores: [sides.stores[0], sides.stores[1]], aside: [sides.aside[0], sides.aside[1]],
    matchScore: [sides.matchScore[0], sides.matchScore[1]], matchTo: sides.matchTo, over: sides.over, winner: sides.winner,
  };
}
