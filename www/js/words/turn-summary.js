// What the screen-reader board says, in whole sentences: one summary per
// decision played ("Kato sowed b3: 2 laps, captured 5 seeds. Amina to move."),
// never a sentence per event, and the legal moves on request. Pure functions
// of the engine's events, state and choices, so they are tested in Node.
import { t } from './i18n.js';
import { pitName } from '../pits.js';
import { resultText } from './narration.js';

/** @typedef {import('../../pkg/omweso.js').PitChoice} PitChoice */
/** @typedef {import('./narration.js').NarrationContext} NarrationContext */

/**
 * The position after the decision, as far as the summary's last sentence cares.
 * @typedef {{
 *   toMove: 'south' | 'north',
 *   pending: { reason: string, pit: [number, number], seeds: number } | null,
 *   result: { winner: string | null, reason: string, points: number } | null,
 * }} After
 */

/**
 * One sentence (or two) for everything a decision did.
 * @param {any[]} events the engine's events for one decision
 * @param {NarrationContext & { player: 'south' | 'north', after: After }} ctx
 *   player: who made the decision (the events of a paused turn's answer may not say)
 * @returns {string}
 */
export function summarize(events, ctx) {
  const side = events.find((e) => typeof e.player === 'string')?.player ?? ctx.player;
  const name = side === 'north' ? ctx.names.north : ctx.names.south;
  const pit = (/** @type {[number, number]} */ p) => pitName(p, ctx.rows);
  let head = null;
  let laps = 0;
  let captured = 0;
  let uur = 0;
  let truncated = false;
  let endless = false;
  for (const e of events) {
    switch (e.type) {
      case 'lift': head ??= t('sum.sowed', { name, pit: pit(e.pit) }); break;
      case 'okwesera': head = t('sum.okwesera', { name, pit: pit(e.pit) }); break;
      case 'choose': head ??= t('sum.chose', { name, dir: t(e.dir === 'cw' ? 'dir.cw' : 'dir.ccw') }); break;
      case 'pass': head ??= t('sum.passed', { name }); break;
      case 'timeout': head ??= t('sum.timeout', { name }); break;
      case 'lap_start': laps++; break;
      case 'capture': captured += e.total; break;
      case 'uur_made': uur++; break;
      case 'truncated': truncated = true; break;
      case 'endless': endless = true; break;
    }
  }
  const parts = [];
  if (laps > 0) parts.push(truncated ? t('sum.manyLaps') : t('sum.laps', { n: laps }));
  if (captured > 0) parts.push(t('sum.captured', { n: captured }));
  if (uur > 0) parts.push(t('sum.uur', { n: uur }));
  if (endless) parts.push(t('sum.endless'));
  const first = head ? (parts.length ? t('sum.with', { what: head, parts: parts.join(', ') }) : t('sum.plain', { what: head })) : '';
  return [first, nextText(ctx.after, ctx)].filter(Boolean).join(' ');
}

/**
 * Where the game stands: who moves, what the paused turn waits for, or how it ended.
 * @param {After} after
 * @param {NarrationContext} ctx
 */
export function nextText(after, ctx) {
  if (after.result) return resultText(after.result, ctx);
  const name = after.toMove === 'north' ? ctx.names.north : ctx.names.south;
  if (after.pending) return t('sum.waits', { name, seeds: after.pending.seeds, pit: pitName(after.pending.pit, ctx.rows) });
  return t('sum.toMove', { name });
}

/**
 * The ways of one pit (or of a paused turn), numbered as the keys 1, 2, 3
 * and the buttons under the board give them.
 * @param {PitChoice} choice
 */
export function waysText(choice) {
  return choice.options.map((o, i) => {
    const d = o.decision;
    let way;
    if (d.kind === 'okwesera') way = t('sum.way.okwesera');
    else if (d.kind === 'pass') way = t('choice.pass');
    else if ((d.kind === 'sow' || d.kind === 'direction') && d.dir) way = t(o.way === 'reverse' ? 'sum.way.reverse' : 'sum.way.usual', { dir: t(d.dir === 'cw' ? 'dir.cw' : 'dir.ccw') });
    else way = d.kind;
    return t('sum.way', { n: i + 1, way });
  }).join('; ');
}

/**
 * The legal moves in words: the pits that can be sown (and how many ways),
 * a pass, or the directions a paused turn waits for.
 * @param {PitChoice[]} choices the engine's choices()
 * @param {NarrationContext & { after: After }} ctx
 */
export function movesText(choices, ctx) {
  if (ctx.after.result || choices.length === 0) return nextText(ctx.after, ctx);
  const paused = choices.find((c) => c.paused);
  if (paused) return t('sum.legal.paused', { ways: waysText(paused) });
  const items = choices.map((c) => {
    if (!c.pit) return waysText(c).replace(/^1: /, '');
    const seeds = t('sum.seeds', { n: c.seeds });
    return c.options.length > 1 ? t('sum.legal.pitWays', { pit: pitName(c.pit, ctx.rows), seeds, ways: c.options.length }) : t('sum.legal.pit', { pit: pitName(c.pit, ctx.rows), seeds });
  });
  const name = ctx.after.toMove === 'north' ? ctx.names.north : ctx.names.south;
  return t('sum.legal', { name, n: choices.length, moves: items.join(', ') });
}
