// Turns engine events into sentences that name the rule that fired.
import { t } from './i18n.js';
import { pitName } from './notation.js';

/**
 * @typedef {{ rows: number, family: string, names: { south: string, north: string }, tournament: boolean }} NarrationContext
 */

/**
 * The sentence for an event, or null for the per-seed events.
 * @param {any} ev
 * @param {NarrationContext} ctx
 * @returns {string | null}
 */
export function describe(ev, ctx) {
  const pit = (/** @type {[number, number]} */ p) => pitName(p, ctx.rows);
  const name = (/** @type {string} */ side) => (side === 'north' ? ctx.names.north : ctx.names.south);
  const dir = (/** @type {string} */ d) => t(d === 'cw' ? 'dir.cw' : 'dir.ccw');
  switch (ev.type) {
    case 'turn_start': return t('ev.turn_start', { name: name(ev.player) });
    case 'lift': return t('ev.lift', { count: ev.count, seedWord: seedWord(ev.count), pit: pit(ev.pit) });
    case 'lap_start':
      if (ev.rule === 'reverse') return t('ev.lap.reverse');
      if (ev.rule === 'chain') return t('ev.lap.chain');
      if (ev.kind === 'move') return ev.rule === 'turning' ? t('ev.lap.turning', { dir: dir(ev.dir) }) : t('ev.lap.move', { seeds: ev.seeds, seedWord: seedWord(ev.seeds), dir: dir(ev.dir) });
      if (ev.kind === 'relay') return null;
      return t('ev.lap.capture', { seeds: ev.seeds, dir: dir(ev.dir), origin: pit(ev.origin) });
    case 'relay': return t('ev.relay', { pit: pit(ev.pit), count: ev.count });
    case 'capture': {
      const taken = ev.taken.map((/** @type {any} */ p) => `${pit(p.pit)} (${p.count})`).join(', ');
      const text = t(ctx.family === 'four_row' ? 'ev.capture.four' : 'ev.capture.two', { pit: pit(ev.at), total: ev.total, taken });
      // Coro and Aweet: the marker is lifted with the captured seeds.
      const ownMarker = ctx.family === 'four_row' && ev.taken.some((/** @type {any} */ p) => p.pit[0] === ev.at[0] && p.pit[1] === ev.at[1]);
      return ownMarker ? `${text} ${t('ev.capture.ownMarker')}` : text;
    }
    case 'skip': return t(ctx.family === 'oware' ? 'ev.skip.oware' : 'ev.skip', { pit: pit(ev.pit) });
    case 'grand_slam': return t('ev.grand_slam');
    case 'okwesera': return t('ev.okwesera', { pit: pit(ev.pit) });
    case 'pass': return t('ev.pass', { name: name(ev.player) });
    case 'timeout': return t('ev.timeout', { name: name(ev.player) });
    case 'pause': return t(ev.reason === 'turning_pit' ? 'ev.pause.turning_pit' : 'ev.pause.reverse_lap');
    case 'choose': return t('ev.choose', { dir: dir(ev.dir) });
    case 'uur_made': return t('ev.uur_made', { name: name(ev.owner) });
    case 'turn_end': return null;
    case 'sweep': return t('ev.sweep', { south: ev.collected[0], north: ev.collected[1], sname: ctx.names.south, nname: ctx.names.north });
    case 'round_end': return t('ev.round_end', { south: ev.collected[0], north: ev.collected[1], tsouth: ev.totals[0], tnorth: ev.totals[1] });
    case 'round_start': return t('ev.round_start', { round: ev.round, laid: ev.laid[0], first: name(ev.first) });
    case 'endless': return t('ev.endless', { laps: ev.laps });
    case 'truncated': return t('ev.truncated');
    case 'game_end': return resultText(ev, ctx);
    default: return null;
  }
}

/** @param {number} n */
function seedWord(n) {
  return t(n === 1 ? 'word.seed' : 'word.seeds');
}

/**
 * The sentence that ends a game.
 * @param {{ winner: string | null, reason: string, points: number }} r
 * @param {NarrationContext} ctx
 */
export function resultText(r, ctx) {
  const key = r.reason === 'no_moves' && ctx.tournament ? 'reason.no_moves.tournament' : `reason.${r.reason}`;
  const reason = t(key);
  if (!r.winner) return t(r.reason === 'endless' ? 'end.annulled' : 'end.draw', { reason });
  const name = r.winner === 'north' ? ctx.names.north : ctx.names.south;
  const points = r.points > 1 ? ` ${t('end.points', { points: r.points })}` : '';
  return t('end.winner', { name, reason }) + points;
}
