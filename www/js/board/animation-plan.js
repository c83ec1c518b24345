// A turn's engine events as a plan of atomic animation steps, and the effect
// of each step on the board model. Pure: no DOM, no clock, so the whole
// animation of any turn can be checked in Node against the engine's board.
//
// A step changes the model when it ends (apply), lasts `units` × the speed's
// milliseconds, may fly one seed (from a pit or the hand to a pit or a store)
// and may say one sentence. A long turn is compressed: the laps between the
// first `compressAfter` and the last are marked `fast` (played at once, their
// sentences replaced by one summary line), so neither the animation nor the
// narration of a turn of 20,000 events takes more than a moment. The first
// step of each event carries the event's index, so what follows the
// animation (the rules card) can keep pace with the seeds.
import { pitIndex } from '../pits.js';

/** @typedef {import('./view.js').BoardModel} BoardModel */

/** @typedef {[number, number]} Cell */

/**
 * @typedef {{
 *   do: string,
 *   units: number,
 *   text?: string | null,
 *   fast?: boolean,
 *   pit?: number,
 *   pits?: number[],
 *   count?: number,
 *   mark?: string,
 *   dir?: 'cw' | 'ccw',
 *   flight?: { from: number | 'hand', to: number | 'hand' | 'store', above?: number, player?: 'south' | 'north', count?: number },
 *   owner?: 'south' | 'north',
 *   counts?: number[],
 *   event?: number,
 * }} Step
 */

/**
 * @typedef {{
 *   rows: number,
 *   cols: number,
 *   describe: (ev: any) => string | null,
 *   finalCounts: number[],
 *   compressAfter: number,
 *   quicken?: boolean,
 *   summary: (laps: number, captures: number) => string,
 *   endlessAhead: () => string,
 * }} PlanContext
 */

/** Each lap after the first is sown this much quicker than the one before, down to QUICKEST. */
export const QUICKEN = 0.7;
/** The quickest a lap is sown, as a share of the first lap's pace. */
export const QUICKEST = 0.25;

/** What quickens with the laps: the sowing itself, not a capture nor a pause for a choice. */
const QUICKENED = new Set(['lap', 'sow', 'lift', 'mark']);

/**
 * @param {any[]} events one play() call's events
 * @param {PlanContext} ctx quicken: each lap after the first is sown quicker
 *   (QUICKEN), so a turn of nine laps is followed, not waited for; captures
 *   keep their pace (the slow speed, for teaching, does not quicken)
 * @returns {Step[]}
 */
export function plan(events, ctx) {
  const idx = (/** @type {Cell} */ p) => pitIndex(p, ctx.cols);
  /** @type {Step[]} */
  const steps = [];
  // An endless turn is announced before it is played.
  if (events.some((ev) => ev.type === 'endless')) steps.push({ do: 'say', units: 0.5, text: ctx.endlessAhead() });
  const lapStarts = events.reduce((n, ev) => n + (ev.type === 'lap_start' ? 1 : 0), 0);
  let lap = 0;
  let fastLaps = 0;
  let fastCaptures = 0;
  let summaryAt = -1;
  for (const [i, ev] of events.entries()) {
    if (ev.type === 'lap_start') lap++;
    // Laps after the first compressAfter, up to (not including) the last one.
    const fast = lap > ctx.compressAfter && lap < lapStarts;
    if (fast && summaryAt < 0) {
      summaryAt = steps.length;
      steps.push({ do: 'say', units: 0.5, text: '' });
    }
    if (fast && ev.type === 'lap_start') fastLaps++;
    if (fast && ev.type === 'capture') fastCaptures++;
    const text = fast ? null : ctx.describe(ev);
    const first = steps.length;
    stepsOf(ev, idx, ctx, steps);
    if (steps.length === first && text) steps.push({ do: 'say', units: 0, text });
    else if (text) steps[first].text = text;
    if (steps.length > first) steps[first].event = i;
    if (fast) for (let i = first; i < steps.length; i++) steps[i].fast = true;
    if (ctx.quicken && lap > 1) {
      const share = Math.max(QUICKEST, QUICKEN ** (lap - 1));
      for (let i = first; i < steps.length; i++) if (QUICKENED.has(steps[i].do)) steps[i].units *= share;
    }
  }
  if (summaryAt >= 0) steps[summaryAt].text = ctx.summary(fastLaps, fastCaptures);
  return steps;
}

/**
 * The steps of one event, appended to `out`.
 * @param {any} ev
 * @param {(p: Cell) => number} idx
 * @param {PlanContext} ctx
 * @param {Step[]} out
 */
function stepsOf(ev, idx, ctx, out) {
  switch (ev.type) {
    case 'turn_start':
      out.push({ do: 'clear', units: 0 });
      break;
    case 'lift':
      out.push({ do: 'lift', units: 1, pit: idx(ev.pit), count: ev.count });
      break;
    case 'okwesera':
      out.push({ do: 'mark', units: 0, pit: idx(ev.pit), mark: 'origin' });
      break;
    case 'lap_start':
      out.push({ do: 'lap', units: 0.8, pit: idx(ev.origin), dir: ev.dir, count: ev.seeds });
      break;
    case 'sow':
      out.push({ do: 'sow', units: 1, pit: idx(ev.pit), count: ev.count, flight: { from: 'hand', to: idx(ev.pit) } });
      break;
    case 'skip':
      out.push({ do: 'mark', units: 0.6, pit: idx(ev.pit), mark: 'skip' });
      break;
    case 'relay':
      out.push({ do: 'mark', units: 1, pit: idx(ev.pit), mark: 'relay' });
      out.push({ do: 'lift', units: 0.4, pit: idx(ev.pit), count: ev.count });
      break;
    case 'capture': {
      const at = idx(ev.at);
      const taken = ev.taken.map((/** @type {{ pit: Cell }} */ p) => idx(p.pit));
      out.push({ do: 'capture', units: 1.6, pit: at, pits: taken, count: ev.total });
      // The taken seeds fly to the capturer's hand above the marker (four
      // rows), or to the capturer's store (two rows).
      const to = ctx.rows === 4 ? 'hand' : 'store';
      for (const p of ev.taken) {
        out.push({ do: 'take', units: 0.7, pit: idx(p.pit), count: p.count, owner: ev.player, flight: { from: idx(p.pit), to, above: at, player: ev.player, count: p.count } });
      }
      out.push({ do: 'captured', units: 0.8, pit: at, count: ctx.rows === 4 ? ev.total : 0, pits: [at, ...taken] });
      break;
    }
    case 'uur_made':
      out.push({ do: 'uur', units: 2, pits: ev.pits.map(idx), owner: ev.owner });
      break;
    case 'grand_slam':
      out.push({ do: 'wait', units: 1.2 });
      break;
    case 'pause':
      out.push({ do: 'hand', units: 0, pit: idx(ev.pit), count: ev.seeds });
      break;
    case 'turn_end':
      out.push({ do: 'end', units: 0 });
      break;
    case 'round_end':
      out.push({ do: 'empty', units: 2.5 });
      break;
    case 'sweep':
      out.push({ do: 'sweep', units: 2 });
      break;
    case 'round_start':
    case 'endless':
    case 'truncated':
      // The engine's board after the turn: a new round laid out, or the end
      // of a turn whose middle was not recorded seed by seed.
      out.push({ do: 'settle', units: ev.type === 'round_start' ? 2.5 : 0, counts: ctx.finalCounts });
      break;
    default:
      break;
  }
}

/**
 * What a step does to the board model when it ends.
 * @param {BoardModel} model
 * @param {Step} s
 */
export function apply(model, s) {
  const pit = /** @type {number} */ (s.pit);
  switch (s.do) {
    case 'clear':
      model.legal = new Set();
      model.marks = new Map();
      model.choice = null;
      break;
    case 'lift':
      model.marks.set(pit, model.marks.get(pit) === 'relay' ? 'relay' : 'origin');
      model.counts[pit] = 0;
      model.hand = { pit, count: /** @type {number} */ (s.count) };
      break;
    case 'mark':
      model.marks.set(pit, /** @type {string} */ (s.mark));
      break;
    case 'lap':
      model.arrows = [{ pit, dir: /** @type {'cw' | 'ccw'} */ (s.dir) }];
      model.hand = { pit, count: /** @type {number} */ (s.count) };
      break;
    case 'sow': {
      model.counts[pit] = /** @type {number} */ (s.count);
      const left = (model.hand?.count ?? 1) - 1;
      model.hand = left > 0 ? { pit, count: left } : null;
      break;
    }
    case 'capture':
      model.marks.set(pit, 'marker');
      for (const p of s.pits ?? []) if (p !== pit) model.marks.set(p, 'taken');
      break;
    case 'take': {
      model.counts[pit] = 0;
      // Two-row boards draw their stores: the count goes up as each heap lands.
      if (model.stores && s.flight?.to === 'store') model.stores[s.owner === 'north' ? 1 : 0] += s.count ?? 0;
      break;
    }
    case 'captured':
      model.hand = s.count ? { pit, count: s.count } : null;
      for (const p of s.pits ?? []) model.marks.delete(p);
      break;
    case 'uur': {
      const [a, b] = /** @type {number[]} */ (s.pits);
      model.counts[b] -= 1;
      model.counts[a] += 1;
      model.uur[a] = s.owner ?? null;
      model.uur[b] = s.owner ?? null;
      break;
    }
    case 'hand':
      model.hand = { pit, count: /** @type {number} */ (s.count) };
      break;
    case 'end':
      model.marks = new Map();
      model.arrows = [];
      model.hand = null;
      break;
    case 'empty':
      model.counts.fill(0);
      model.uur.fill(null);
      break;
    case 'sweep':
      model.counts.fill(0);
      break;
    case 'settle':
      /** @type {number[]} */ (s.counts).forEach((n, i) => { model.counts[i] = n; });
      model.hand = null;
      break;
    default:
      break;
  }
}

/**
 * The marks a step shows while it plays (before it ends): a relay pit is
 * ringed before its seeds are lifted, a uur pair while it forms.
 * @param {BoardModel} model
 * @param {Step} s
 */
export function begin(model, s) {
  if (s.do === 'uur') for (const p of s.pits ?? []) model.marks.set(p, 'uur');
  if (s.do === 'capture') apply(model, s);
}

/**
 * What a step leaves once it is over: the uur marks go.
 * @param {BoardModel} model
 * @param {Step} s
 */
export function finish(model, s) {
  apply(model, s);
  if (s.do === 'uur') for (const p of s.pits ?? []) model.marks.delete(p);
}
