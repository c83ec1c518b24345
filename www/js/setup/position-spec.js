// A teacher's position (RULES §4), as the editor holds it and the engine
// reads it: a SetupSpec (counts in every pit, side to move, stores, uur,
// what the rules look back on). Pure: the editor (position-editor.js) draws
// it, the engine judges it; nothing here decides whether a position is legal.

/**
 * @typedef {import('../../pkg/omweso.js').GameState} GameState
 * @typedef {import('../../pkg/omweso.js').SetupSpec} SetupSpec
 * @typedef {'south' | 'north'} Side
 * @typedef {{ rows: number, cols: number, family: string, tournament: boolean }} Shape
 *   what of the game the editor asks about: its board, its family (stores
 *   for two-row games, uur and seeds set aside for Layli Goobalay) and
 *   whether a match score counts (the tournament's win scheme)
 * @typedef {{ code: string, params: Record<string, unknown> }} Problem
 */

/** The shape a game's state shows. @param {GameState} st @returns {Shape} */
export function shapeOf(st) {
  return { rows: st.rows, cols: st.cols, family: st.family, tournament: st.matchTo > 0 };
}

/** Which of a position's parts a game of this shape has. @param {Shape} shape */
export function partsOf(shape) {
  return {
    stores: shape.family !== 'four_row',
    uur: shape.family === 'layli',
    // The four-row rules look back on whether each side captured and how many turns it played.
    history: shape.family === 'four_row',
    match: shape.tournament,
  };
}

/**
 * The position on the board now, as a setup to edit (a finished game's last position too).
 * @param {GameState} st
 * @returns {SetupSpec}
 */
export function specFromState(st) {
  const parts = partsOf(shapeOf(st));
  /** @type {SetupSpec} */
  const spec = { ruleset: st.ruleset, board: st.board.map((r) => r.slice()), toMove: st.toMove, allowUnusualTotals: true };
  if (parts.stores) spec.stores = [st.stores[0], st.stores[1]];
  if (parts.uur) {
    spec.aside = [st.aside[0], st.aside[1]];
    spec.uur = st.uur.map((u) => ({ pit: [u.pit[0], u.pit[1]], owner: u.owner }));
  }
  // Kept in every family (what the rules look back on); the editor asks about it in four-row games.
  spec.captured = [st.captured[0], st.captured[1]];
  if (parts.match) spec.matchScore = [st.matchScore[0], st.matchScore[1]];
  return spec;
}

/**
 * The same position with every pit empty (a teacher's blank page).
 * @param {SetupSpec} spec
 */
export function emptied(spec) {
  /** @type {SetupSpec} */
  const empty = { ...spec, board: spec.board.map((r) => r.map(() => 0)) };
  if (spec.stores) empty.stores = [0, 0];
  if (spec.aside) empty.aside = [0, 0];
  if (spec.uur) empty.uur = [];
  return empty;
}

/**
 * The owner of the uur at a pit, or null.
 * @param {SetupSpec} spec
 * @param {[number, number]} cell [row, col]
 * @returns {Side | null}
 */
export function uurOwner(spec, [row, col]) {
  return spec.uur?.find((u) => u.pit[0] === row && u.pit[1] === col)?.owner ?? null;
}

/**
 * The setup with the pit at `cell` made an uur of `owner`, or no uur. Pit by
 * pit, not by facing pair: a teacher can then make (and mend) a lone uur,
 * which the engine refuses and says why.
 * @param {SetupSpec} spec
 * @param {[number, number]} cell [row, col]
 * @param {Side | null} owner
 * @returns {SetupSpec}
 */
export function withUur(spec, [row, col], owner) {
  const others = (spec.uur ?? []).filter((u) => u.pit[0] !== row || u.pit[1] !== col);
  const made = owner ? [{ pit: /** @type {[number, number]} */ ([row, col]), owner }] : [];
  return { ...spec, uur: [...others, ...made] };
}

/**
 * A count typed in a field, read strictly: a whole number, or null
 * (a blank, "2.5", "-1", "3x" are not counts; the engine judges the limits).
 * @param {string} text
 */
export function readCount(text) {
  const s = text.trim();
  if (!/^\d{1,4}$/.test(s)) return null;
  return Number(s);
}

/**
 * The problems an engine error lists (a setup's every problem at once), or
 * the error itself as one.
 * @param {unknown} error
 * @returns {Problem[]}
 */
export function setupProblems(error) {
  const e = /** @type {any} */ (error);
  if (Array.isArray(e?.problems) && e.problems.length) {
    return e.problems.map((/** @type {any} */ p) => ({ code: String(p.code), params: p.params ?? {} }));
  }
  return [{ code: typeof e?.code === 'string' ? e.code : 'unknown', params: e?.params ?? {} }];
}

/**
 * The setup as a lesson step's `try` position (www/js/lessons/*.js): the
 * ruleset and options belong to the lesson, the rest to the step.
 * @param {SetupSpec} spec
 */
export function lessonSetup(spec) {
  const { ruleset: _r, options: _o, seed: _s, ...setup } = spec;
  return setup;
}
