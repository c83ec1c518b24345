// Who plays each side (a person or the computer, at a level) and whether the
// hint button is offered. Part of the Settings, saved with the game; a stored
// value is checked here before it is believed.
import { levels } from '../engine/wasm.js';
import { t } from '../words/i18n.js';

export { playerLabel } from './names.js';

/**
 * @typedef {import('../../pkg/omweso.js').Level} Level
 * @typedef {'human' | 'computer'} PlayerKind
 * @typedef {{ south: PlayerKind, north: PlayerKind,
 *   levels: { south: Level, north: Level }, hints: boolean }} Players
 * @typedef {'hvh' | 'hvc' | 'cvc'} Mode
 */

/** The level a hint is searched at: strong, and quick enough to wait for. */
export const HINT_LEVEL = /** @type {Level} */ ('strong');

/** @returns {Players} */
export function defaultPlayers() {
  const middle = levels()[1]?.id ?? levels()[0].id;
  return { south: 'human', north: 'human', levels: { south: middle, north: middle }, hints: true };
}

/** @param {Players} p @returns {Mode} */
export function modeOf(p) {
  if (p.south === 'computer' && p.north === 'computer') return 'cvc';
  if (p.south === 'computer' || p.north === 'computer') return 'hvc';
  return 'hvh';
}

/**
 * The stored players' setting, checked. A game saved before there were
 * players has none: people on both sides, nothing to report.
 * @param {unknown} value
 * @returns {{ players: Players, error: string | null }}
 */
export function checkPlayers(value) {
  if (value === undefined) return { players: defaultPlayers(), error: null };
  const ids = new Set(levels().map((l) => l.id));
  const v = /** @type {any} */ (value);
  const kind = (/** @type {unknown} */ k) => k === 'human' || k === 'computer';
  const ok = v !== null && typeof v === 'object' && kind(v.south) && kind(v.north)
    && typeof v.levels === 'object' && v.levels !== null && ids.has(v.levels.south) && ids.has(v.levels.north)
    && typeof v.hints === 'boolean';
  if (!ok) return { players: defaultPlayers(), error: t('notice.playersCorrupt') };
  return { players: { south: v.south, north: v.north, levels: { south: v.levels.south, north: v.levels.north }, hints: v.hints }, error: null };
}

