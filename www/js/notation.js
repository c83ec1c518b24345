// Names of pits and decisions for people: columns a, b, c… from the left as
// drawn, rows 1, 2… from the bottom (South's outer row is row 1); and how a
// ruleset's sources are cited.
import { t } from './i18n.js';

/** @typedef {import('../pkg/omweso.js').Source} Source */

/**
 * @param {[number, number]} pit [row, col]
 * @param {number} rows
 */
export function pitName(pit, rows) {
  return `${columnName(pit[1])}${rowName(pit[0], rows)}`;
}

/**
 * A row's number, as pit names end with it (1, 2… from the bottom as drawn).
 * @param {number} row
 * @param {number} rows
 */
export function rowName(row, rows) {
  return String(rows - row);
}

/**
 * A column's letter, as pit names begin with it (a, b, c… from the left as drawn).
 * @param {number} col
 */
export function columnName(col) {
  return String.fromCharCode(97 + col);
}

/**
 * @param {any} d a decision
 * @param {number} rows
 */
export function decisionName(d, rows) {
  switch (d.kind) {
    case 'sow': return `${pitName(d.pit, rows)}${d.dir === 'cw' ? '↻' : '↺'}`;
    case 'okwesera': return `${pitName(d.pit, rows)} okwesera`;
    case 'pass': return t('choice.pass');
    case 'timeout': return '⌛';
    case 'direction': return d.dir === 'cw' ? '↻' : '↺';
    case 'resign': return t('move.resign');
    case 'draw': return t('move.draw');
    default: return '?';
  }
}

/**
 * A reference as a line of the About panel: "author, title, where (url)".
 * @param {Source} s
 */
export function citation(s) {
  return [s.author, s.title, s.published].filter(Boolean).join(', ') + (s.url ? ` (${s.url})` : '');
}
