// Names of decisions for people ("c2↺", a pass, okwesera), the pits named as
// pits.js names them; and how a ruleset's sources are cited. A move's arrow
// is written only where a move may go either way (the engine's
// sowsBothWays): an Oware move is "d1", never "d1↺".
import { t } from './i18n.js';
import { pitName } from '../pits.js';

/** @typedef {import('../../pkg/omweso.js').Source} Source */

/**
 * @param {any} d a decision
 * @param {number} rows
 * @param {boolean} [bothWays] a move may be sown either way (its arrow is written)
 */
export function decisionName(d, rows, bothWays = true) {
  switch (d.kind) {
    case 'sow': return `${pitName(d.pit, rows)}${bothWays ? (d.dir === 'cw' ? '↻' : '↺') : ''}`;
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
