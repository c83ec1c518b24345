// Turns engine events into sentences that name the rule that fired, and the
// engine's choices and refusals into the words a player reads. Directions are
// said relative to the game's base direction ("against the usual direction")
// or, where absolute, from the event's own direction: a clockwise game reads
// as truly as a counter-clockwise one.
import { t } from './i18n.js';
import { pitName } from './notation.js';

/** @typedef {import('../pkg/omweso.js').PitChoice} PitChoice */
/** @typedef {import('../pkg/omweso.js').Decision} Decision */
/** @typedef {import('../pkg/omweso.js').Explanation} Explanation */

/**
 * @typedef {{ rows: number, family: string, names: { south: string, north: string }, tournament: boolean, base: 'ccw' | 'cw' }} NarrationContext
 */

/** @param {string} d */
const dirWord = (d) => t(d === 'cw' ? 'dir.cw' : 'dir.ccw');
/** @param {string} d */
const flip = (d) => (d === 'cw' ? 'ccw' : 'cw');

/**
 * The sentence for an event, or null for the per-seed events.
 * @param {any} ev
 * @param {NarrationContext} ctx
 * @returns {string | null}
 */
export function describe(ev, ctx) {
  const pit = (/** @type {[number, number]} */ p) => pitName(p, ctx.rows);
  const name = (/** @type {string} */ side) => (side === 'north' ? ctx.names.north : ctx.names.south);
  switch (ev.type) {
    case 'turn_start': return t('ev.turn_start', { name: name(ev.player) });
    case 'lift': return t('ev.lift', { count: ev.count, seedWord: seedWord(ev.count), pit: pit(ev.pit) });
    case 'lap_start':
      // The lap's own direction is absolute and true; "reverse" and "chain" say how it relates to the usual one.
      if (ev.rule === 'reverse') return t('ev.lap.reverse', { dir: dirWord(ev.dir) });
      if (ev.rule === 'chain') return t('ev.lap.chain', { dir: dirWord(ev.dir) });
      if (ev.kind === 'move') return ev.rule === 'turning' ? t('ev.lap.turning', { dir: dirWord(ev.dir) }) : t('ev.lap.move', { seeds: ev.seeds, seedWord: seedWord(ev.seeds), dir: dirWord(ev.dir) });
      if (ev.kind === 'relay') return null;
      return t('ev.lap.capture', { seeds: ev.seeds, dir: dirWord(ev.dir), origin: pit(ev.origin) });
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
    case 'pause': return ev.reason === 'turning_pit' ? t('ev.pause.turning_pit') : t('ev.pause.reverse_lap', { dir: dirWord(flip(ctx.base)) });
    case 'choose': return t(ev.dir === ctx.base ? 'ev.choose' : 'ev.choose.reverse', { dir: dirWord(ev.dir) });
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
 * @param {Pick<NarrationContext, 'names' | 'tournament'>} ctx only the names and the win scheme matter
 */
export function resultText(r, ctx) {
  const key = r.reason === 'no_moves' && ctx.tournament ? 'reason.no_moves.tournament' : `reason.${r.reason}`;
  const reason = t(key);
  if (!r.winner) return t(r.reason === 'endless' ? 'end.annulled' : 'end.draw', { reason });
  const name = r.winner === 'north' ? ctx.names.north : ctx.names.south;
  const points = r.points > 1 ? ` ${t('end.points', { points: r.points })}` : '';
  return t('end.winner', { name, reason }) + points;
}

/**
 * What to ask when a pit (or a paused turn) offers more than one decision:
 * the sentence saying why, and a labelled button for each decision, from
 * one entry of `game.choices()`.
 * @param {PitChoice} choice
 * @returns {{ text: string, buttons: { label: string, decision: Decision }[] }}
 */
export function choicePrompt(choice) {
  const okwesera = choice.options.some((o) => o.decision.kind === 'okwesera');
  const buttons = choice.options.map((o) => ({ label: decisionButtonLabel(o.decision, o.way, okwesera), decision: o.decision }));
  const why = choice.why;
  let text = '';
  if (why.length === 1) {
    const key = why[0] === 'reverse_lap' ? (choice.paused ? 'choice.reverse' : 'choice.firstLap') : why[0] === 'turning_pit' ? 'choice.turning' : why[0] === 'chain' ? 'choice.chain' : 'choice.okwesera';
    text = t(key, { seeds: choice.seeds });
  } else if (why.length > 1) {
    text = t('choice.several', { ways: why.map((w) => t(`choice.part.${w}`)).join(t('choice.part.join')) });
  }
  return { text, buttons };
}

/**
 * A decision's button: its direction with the way it goes relative to the usual one.
 * @param {Decision} d
 * @param {'usual' | 'reverse' | null} way
 * @param {boolean} okwesera whether the same pit offers okwesera (the sowing is then "normal")
 */
function decisionButtonLabel(d, way, okwesera) {
  if (d.kind === 'okwesera') return t('choice.okwesera.btn');
  if (d.kind === 'pass') return t('choice.pass');
  if (d.kind === 'timeout') return '⌛';
  if (d.kind !== 'sow' && d.kind !== 'direction') return '?';
  if (okwesera && way === 'usual') return t('choice.sowNormally');
  const dir = t(d.dir === 'cw' ? 'dir.cw.short' : 'dir.ccw.short');
  return t(way === 'reverse' ? 'choice.way.reverse' : 'choice.way.usual', { dir });
}

/**
 * Why a decision cannot be played, in words: `game.explain(decision)` read
 * with the page's names for pits and players.
 * @param {Explanation} e
 * @param {NarrationContext} ctx
 * @returns {string}
 */
export function illegalText(e, ctx) {
  const p = e.params;
  const sideName = (/** @type {unknown} */ side) => (side === 'north' ? ctx.names.north : ctx.names.south);
  /** @type {Record<string, string | number>} */
  const words = {};
  for (const [k, v] of Object.entries(p)) if (typeof v === 'string' || typeof v === 'number') words[k] = v;
  if (Array.isArray(p.pit)) words.pit = pitName(/** @type {[number, number]} */ (p.pit), ctx.rows);
  if (typeof p.side === 'string') {
    words.player = sideName(p.side);
    words.opponent = sideName(p.side === 'north' ? 'south' : 'north');
  }
  words.name = typeof p.owner === 'string' ? sideName(p.owner) : words.player ?? '';
  if (typeof p.dir === 'string') words.dir = dirWord(p.dir);
  if (typeof p.reason === 'string') {
    // "Leftmost" mirrors to "rightmost" in a clockwise game (RULES §1).
    const mirrored = ctx.base === 'cw' && p.reason.includes('leftmost') ? '.cw' : '';
    words.reason = t(`illegal.reason.${p.reason}${mirrored}`, words);
  }
  return t(`illegal.${e.code}`, words);
}
