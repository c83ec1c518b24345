// The brief narration: a turn told lap by lap ("Lap 3: 5 seeds from c2 to
// f2, relay."), one sentence for each capture or uur, the choices and the
// end; a turn of more than BRIEF_LAPS laps is told as one summary line
// ("Ama sows b2: 23 laps, 4 captures (31 seeds).") with its captures, its
// choices and its last lap. A lap's sentence says where the lap ends and
// what happens there, so it is worded from the events after its start.
// Pure: the engine's events in, sentences out, tested in Node.
import { t } from './i18n.js';
import { describe, captureText, familyText, feeding, dirWord, sideName, pitOf } from './narration.js';

/** @typedef {import('./narration.js').NarrationContext} NarrationContext */

/** A turn of more laps than this is told as a summary line, its captures and its last lap. */
export const BRIEF_LAPS = 6;

/**
 * What the first part of a paused turn leaves for the rest: the laps sown,
 * so the laps after the choice are numbered on.
 * @typedef {{ laps: number }} Carry
 */

/**
 * One lap: its start, the last pit it sows and the event that ends it.
 * @typedef {{ at: number, ev: any, n: number, to: [number, number] | null, end: any, passed: [number, number] | null }} Lap
 */

/** The events that end a lap. */
const ENDS = new Set(['relay', 'capture', 'uur_made', 'pause', 'skip', 'grand_slam', 'turn_end', 'truncated', 'endless']);

/**
 * The laps of one play() call, numbered on from the turn's earlier part.
 * @param {any[]} events
 * @param {NarrationContext} ctx
 * @param {number} before laps already sown in this turn
 * @returns {Lap[]}
 */
function lapsOf(events, ctx, before) {
  /** @type {Lap[]} */
  const laps = [];
  /** @type {Lap | null} */
  let lap = null;
  events.forEach((e, i) => {
    if (e.type === 'lap_start') {
      lap = { at: i, ev: e, n: before + laps.length + 1, to: null, end: null, passed: null };
      laps.push(lap);
    } else if (!lap) {
      // Nothing before the first lap belongs to one.
    } else if (e.type === 'sow') {
      lap.to = e.pit;
    } else if (e.type === 'skip' && ctx.family === 'oware') {
      // Oware's skip passes over the origin and the lap sows on.
      lap.passed = e.pit;
    } else if (ENDS.has(e.type)) {
      lap.end ??= e;
    }
  });
  return laps;
}

/**
 * How a lap's direction stands to the usual one, when it is not the usual one.
 * @param {any} ev a lap_start
 */
function howText(ev) {
  if (ev.rule === 'reverse' || ev.rule === 'chain' || ev.rule === 'turning') return t(`nb.how.${ev.rule}`, { dir: dirWord(ev.dir) });
  return '';
}

/**
 * What happens where a lap ends, as the end of its sentence: a relay, a
 * capture, a choice, the end of the turn. Captures and uur have their own
 * sentences after it, so a one-lap turn needs no word for them.
 * @param {Lap} lap
 * @param {NarrationContext} ctx
 * @param {boolean} alone the turn's only lap
 */
function endText(lap, ctx, alone) {
  const e = lap.end;
  if (!e) return '';
  switch (e.type) {
    case 'relay': return familyText('nb.end.relay', ctx.family, {}) ?? '';
    case 'capture': return alone ? '' : t('nb.end.capture');
    case 'uur_made': return alone ? '' : t('nb.end.uur');
    case 'pause': return t('nb.end.pause');
    case 'skip': return familyText('nb.end.skip', ctx.family, { pit: pitOf(e.pit, ctx) }) ?? '';
    case 'turn_end': return alone ? '' : t('nb.end.stop');
    default: return '';
  }
}

/**
 * A lap's sentence.
 * @param {Lap} lap
 * @param {NarrationContext} ctx
 * @param {{ name: string, first: boolean, alone: boolean, extra: string }} how
 *   first: the turn's first lap (it names the player); alone: its only lap
 *   extra: what the rules add to it (Oware's skipped origin, feeding)
 */
function lapText(lap, ctx, how) {
  const ev = lap.ev;
  const params = {
    n: lap.n, name: how.name, seeds: ev.seeds,
    from: pitOf(ev.origin, ctx), to: lap.to ? pitOf(lap.to, ctx) : pitOf(ev.first, ctx),
    how: howText(ev), end: `${how.extra}${endText(lap, ctx, how.alone)}`,
  };
  if (ev.kind === 'capture') return t('nb.lap.captured', params);
  if (how.alone) return t('nb.lap.one', params);
  return t(how.first ? 'nb.lap.first' : 'nb.lap', params);
}

/**
 * The summary line of a long turn: its laps, captures and uur.
 * @param {any[]} events
 * @param {number} laps laps of the whole turn so far
 */
function summaryParts(events, laps) {
  const captures = events.filter((e) => e.type === 'capture');
  const seeds = captures.reduce((n, e) => n + e.total, 0);
  const uur = events.filter((e) => e.type === 'uur_made').length;
  const endless = events.find((e) => e.type === 'endless');
  const truncated = events.some((e) => e.type === 'truncated');
  const parts = [truncated && !endless ? t('nb.sum.manyLaps') : t('nb.sum.laps', { n: endless?.laps ?? laps })];
  if (captures.length === 0) parts.push(t('nb.sum.noCapture'));
  else parts.push(t('nb.sum.captures', { n: captures.length, seeds }));
  if (uur > 0) parts.push(t('nb.sum.uurs', { n: uur }));
  return parts.join(t('ev.list.join'));
}

/**
 * The brief sentences of one play() call's events, aligned with them (null
 * where an event says nothing).
 * @param {any[]} events
 * @param {NarrationContext} ctx
 * @param {Carry | null} [carry] the turn's earlier part, when it paused for a choice
 * @returns {{ texts: (string | null)[], carry: Carry | null }}
 *   carry: what this part leaves for the turn's rest, when it ends in a pause
 */
export function briefTexts(events, ctx, carry = null) {
  /** @type {(string | null)[]} */
  const texts = events.map(() => null);
  const before = carry?.laps ?? 0;
  const laps = lapsOf(events, ctx, before);
  const paused = events.some((e) => e.type === 'pause');
  const long = laps.length > BRIEF_LAPS || events.some((e) => e.type === 'truncated' || e.type === 'endless');
  const start = events.find((e) => e.type === 'turn_start' || e.type === 'pass' || e.type === 'timeout');
  const player = start?.player ?? events.find((e) => e.type === 'capture')?.player ?? 'south';
  const name = sideName(player, ctx);
  const fed = feeding(events, ctx);
  const lapAt = new Map(laps.map((l) => [l.at, l]));
  /** The lap an event belongs to, for the captures of a long turn. */
  let lapNow = before;
  events.forEach((ev, i) => {
    if (ev.type === 'lap_start') lapNow = /** @type {Lap} */ (lapAt.get(i)).n;
    const inLap = (/** @type {string} */ text) => (long ? t('nb.inLap', { n: lapNow, text }) : text);
    switch (ev.type) {
      case 'turn_start':
      case 'turn_end':
      case 'relay':
      case 'sow':
        return;
      case 'lift':
        if (long) texts[i] = t('nb.sum', { name, pit: pitOf(ev.pit, ctx), parts: summaryParts(events, before + laps.length) });
        return;
      case 'lap_start': {
        const lap = /** @type {Lap} */ (lapAt.get(i));
        const last = lap === laps[laps.length - 1];
        if (long && !last) {
          // A long continuation after a choice has no lift: its summary comes with its first lap.
          if (lap === laps[0] && !events.some((e) => e.type === 'lift')) texts[i] = t('nb.sum.rest', { parts: summaryParts(events, before + laps.length) });
          return;
        }
        const passed = lap.passed ? familyText('nb.passed', ctx.family, { pit: pitOf(lap.passed, ctx) }) ?? '' : '';
        const feeds = fed && lap === laps[0] ? familyText('nb.mustFeed', ctx.family, { opponent: sideName(player === 'south' ? 'north' : 'south', ctx) }) ?? '' : '';
        const alone = laps.length === 1 && before === 0 && !paused;
        texts[i] = lapText(lap, ctx, { name, first: lap.n === 1, alone, extra: passed + feeds });
        return;
      }
      case 'capture':
        texts[i] = inLap(captureText(ev, ctx, 'nb'));
        return;
      case 'uur_made':
        texts[i] = inLap(t('nb.uur', { name: sideName(ev.owner, ctx), pit: pitOf(ev.pits[0], ctx), opp: pitOf(ev.pits[1], ctx) }));
        return;
      case 'okwesera':
        texts[i] = t('nb.okwesera', { name, pit: pitOf(ev.pit, ctx) });
        return;
      case 'skip':
        // Said with its lap: Oware's skipped origin, Mongola's end.
        return;
      default:
        texts[i] = describe(ev, ctx);
    }
  });
  return { texts, carry: paused ? { laps: before + laps.length } : null };
}
