// The one adapter from the engine's state to what the board draws (as lila's
// makeConfig(ctrl) is for chessground): the seeds of every pit, the stores,
// the uur, the turning pits and the seeds in hand of a paused turn. What a
// player may do here (legal pits, a choice of ways, the hint, the cursor) is
// laid on top by whoever shows the position (app/view.js), and the animator
// moves seeds on a model made here before the turn.
import { pitIndex } from '../pits.js';

/** @typedef {import('./view.js').BoardModel} BoardModel */
/** @typedef {import('../../pkg/omweso.js').GameState} GameState */

/**
 * The board of a position, nothing marked on it.
 * @param {GameState} st
 * @param {readonly (readonly [number, number] | number[])[]} turningPits the ruleset's (RulesetInfo.turningPits)
 * @returns {BoardModel}
 */
export function boardModel(st, turningPits) {
  const { rows, cols } = st;
  /** @type {(string | null)[]} */
  const uur = new Array(rows * cols).fill(null);
  for (const u of st.uur) uur[pitIndex(u.pit, cols)] = u.owner;
  const held = st.pending ? pitIndex(st.pending.pit, cols) : null;
  return {
    rows,
    cols,
    counts: st.board.flat(),
    legal: new Set(),
    marks: held === null ? new Map() : new Map([[held, 'relay']]),
    arrows: [],
    choice: null,
    hand: held === null ? null : { pit: held, count: /** @type {NonNullable<GameState['pending']>} */ (st.pending).seeds },
    flying: null,
    uur,
    turning: new Set(turningPits.map((p) => pitIndex(p, cols))),
    // Two-row games keep their captured seeds in stores drawn at the ends.
    stores: st.family === 'four_row' ? null : [st.stores[0], st.stores[1]],
    toMove: st.toMove,
    cursor: null,
    preview: null,
  };
}

/**
 * Mark a decision on the board: its pit (a paused turn's answer marks the
 * pit the seeds are held over) and its direction when it has one.
 * @param {BoardModel} model
 * @param {import('../../pkg/omweso.js').Decision} d
 * @param {GameState} st
 * @param {string} mark
 */
export function markDecision(model, d, st, mark) {
  const pit = 'pit' in d ? pitIndex(d.pit, model.cols) : st.pending ? pitIndex(st.pending.pit, model.cols) : null;
  if (pit === null) return;
  model.marks.set(pit, mark);
  if ('dir' in d && d.dir) model.arrows = [{ pit, dir: d.dir }];
}
