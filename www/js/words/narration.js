// Turns engine events into sentences that name the rule that fired, and the
// engine's choices and refusals into the words a player reads. Directions are
// said relative to the game's base direction ("against the usual direction")
// or, where absolute, from the event's own direction: a clockwise game reads
// as truly as a counter-clockwise one.
//
// Each family of games speaks its own words (markers in the four-row games,
// uur in Layli Goobalay, chained captures and feeding in Oware): a sentence
// whose words differ has one text per family, `<key>.<family>`, chosen by the
// family the engine gives (never by a ruleset's id); the plain `<key>` is the
// words every family shares. This module says every event in full (the
// detailed narration); narration-brief.js says a turn lap by lap.
import { t, hasText } from './i18n.js';
import { pitName } from '../pits.js';

/** @typedef {import('../../pkg/omweso.js').PitChoice} PitChoice */
/** @typedef {import('../../pkg/omweso.js').Decision} Decision */
/** @typedef {import('../../pkg/omweso.js').Explanation} Explanation */

/**
 * @typedef {{
 *   rows: number,
 *   family: string,
 *   names: { south: string, north: string },
 *   tournament: boolean,
 *   base: 'ccw' | 'cw',
 *   level?: 'brief' | 'detailed',
 *   before?: number[],
 * }} NarrationContext
 *   family: the engine's family of the game (RulesetInfo.family), which picks its words
 *   level: how much the narration says (brief when left out)
 *   before: the board before the turn, row by row (flat), for what the events
 *     do not say: that the opponent had no seeds and had to be fed
 */

/** @param {string} d */
export const dirWord = (d) => t(d === 'cw' ? 'dir.cw' : 'dir.ccw');
/** @param {string} d */
const flip = (d) => (d === 'cw' ? 'ccw' : 'cw');

/**
 * The key of a text in the family's own words, else the shared one, else
 * null when the family has no such sentence (Oware has no relays to word).
 * @param {string} key
 * @param {string} family
 * @returns {string | null}
 */
export function familyKey(key, family) {
  if (hasText(`${key}.${family}`)) return `${key}.${family}`;
  return hasText(key) ? key : null;
}

/**
 * @param {string} key
 * @param {string} family
 * @param {Record<string, string | number>} params
 */
export function familyText(key, family, params) {
  const k = familyKey(key, family);
  return k === null ? null : t(k, params);
}

/** @param {'south' | 'north' | string} side @param {NarrationContext} ctx */
export const sideName = (side, ctx) => (side === 'north' ? ctx.names.north : ctx.names.south);

/** @param {[number, number]} p @param {NarrationContext} ctx */
export const pitOf = (p, ctx) => pitName(p, ctx.rows);

/**
 * The seeds the side to sow's opponent had before the turn, when a two-row
 * board before it is known (North's row is row 0, South's row 1: RULES §1).
 * @param {'south' | 'north'} mover
 * @param {NarrationContext} ctx
 * @returns {number | null}
 */
export function opponentSeedsBefore(mover, ctx) {
  const b = ctx.before;
  if (!b || ctx.rows !== 2) return null;
  const cols = b.length / 2;
  const row = mover === 'south' ? 0 : 1;
  return b.slice(row * cols, row * cols + cols).reduce((a, n) => a + n, 0);
}

/**
 * The sentence a turn's lift adds when the opponent had no seeds: the mover
 * must feed them (only families with that rule have the text).
 * @param {any[]} events the turn's events
 * @param {NarrationContext} ctx
 * @returns {{ mover: 'south' | 'north', fed: number, text: string } | null}
 */
export function feeding(events, ctx) {
  const start = events.find((e) => e.type === 'turn_start');
  if (!start || !events.some((e) => e.type === 'lift') || opponentSeedsBefore(start.player, ctx) !== 0) return null;
  const theirRow = start.player === 'south' ? 0 : 1;
  const fed = events.filter((e) => e.type === 'sow' && e.pit[0] === theirRow).length;
  const text = familyText('ev.mustFeed', ctx.family, { name: sideName(start.player, ctx), opponent: sideName(start.player === 'south' ? 'north' : 'south', ctx), n: fed });
  return text === null ? null : { mover: start.player, fed, text };
}

/**
 * A capture in the family's words: Omweso's marker and the pits it takes,
 * Oware's chain back from the landing pit, Layli's opposite pit taken with
 * the last seed. Keys: `<level>.capture.<family>` and, for a chain,
 * `<level>.capture.chain.<family>` per pit before; `<level>.capture` for
 * any other family.
 * @param {any} ev a capture event
 * @param {NarrationContext} ctx
 * @param {'ev' | 'nb'} level the texts' prefix: detailed (ev) or brief (nb)
 */
export function captureText(ev, ctx, level) {
  const pit = (/** @type {[number, number]} */ p) => pitOf(p, ctx);
  const same = (/** @type {[number, number]} */ a, /** @type {[number, number]} */ b) => a[0] === b[0] && a[1] === b[1];
  const taken = /** @type {{ pit: [number, number], count: number }[]} */ (ev.taken);
  const own = taken.find((p) => same(p.pit, ev.at));
  const others = taken.filter((p) => !same(p.pit, ev.at));
  const list = taken.map((p) => t('ev.taken', { pit: pit(p.pit), count: p.count })).join(t('ev.list.join'));
  const params = { pit: pit(ev.at), total: ev.total, taken: list, name: sideName(ev.player, ctx) };
  switch (ctx.family) {
    case 'oware': {
      // The landing pit first, then each pit before it, as the engine lists them.
      const [first, ...rest] = taken;
      const head = t(`${level}.capture.oware`, { pit: pit(first.pit), count: first.count });
      const chain = rest.map((p) => t(`${level}.capture.chain.oware`, { pit: pit(p.pit), count: p.count }));
      const total = rest.length ? t(`${level}.capture.total.oware`, { total: ev.total }) : '';
      return [head, ...chain, total].filter(Boolean).join(' ');
    }
    case 'layli': {
      // The last seed is taken with the opposite pit's, unless the game keeps it.
      const opposite = others[0] ?? own;
      const key = own && others.length ? `${level}.capture.layli` : `${level}.capture.keep.layli`;
      return t(key, { ...params, opp: pit(opposite.pit), count: opposite.count });
    }
    case 'four_row': {
      const text = t(`${level}.capture.four_row`, params);
      // Coro and Aweet: the marker's own seeds are lifted with the captured ones.
      return own ? `${text} ${t(`${level}.capture.ownMarker`)}` : text;
    }
    default: return t(`${level}.capture`, params);
  }
}

/**
 * The sentence for an event, or null for the per-seed events.
 * @param {any} ev
 * @param {NarrationContext} ctx
 * @returns {string | null}
 */
export function describe(ev, ctx) {
  const pit = (/** @type {[number, number]} */ p) => pitOf(p, ctx);
  const name = (/** @type {string} */ side) => sideName(side, ctx);
  const fam = (/** @type {string} */ key, /** @type {Record<string, string | number>} */ params = {}) => familyText(key, ctx.family, params);
  switch (ev.type) {
    case 'turn_start': return t('ev.turn_start', { name: name(ev.player) });
    case 'lift': return t('ev.lift', { count: ev.count, pit: pit(ev.pit) });
    case 'lap_start':
      // The lap's own direction is absolute and true; "reverse" and "chain" say how it relates to the usual one.
      if (ev.rule === 'reverse') return t('ev.lap.reverse', { dir: dirWord(ev.dir) });
      if (ev.rule === 'chain') return t('ev.lap.chain', { dir: dirWord(ev.dir) });
      if (ev.kind === 'move') return ev.rule === 'turning' ? t('ev.lap.turning', { dir: dirWord(ev.dir) }) : t('ev.lap.move', { seeds: ev.seeds, dir: dirWord(ev.dir) });
      if (ev.kind === 'relay') return null;
      return t('ev.lap.capture', { seeds: ev.seeds, dir: dirWord(ev.dir), origin: pit(ev.origin) });
    case 'relay': return fam('ev.relay', { pit: pit(ev.pit), count: ev.count });
    case 'capture': return captureText(ev, ctx, 'ev');
    case 'skip': return fam('ev.skip', { pit: pit(ev.pit) });
    case 'grand_slam': return fam('ev.grand_slam', { name: name(ev.player) });
    case 'okwesera': return t('ev.okwesera', { pit: pit(ev.pit) });
    case 'pass': return t('ev.pass', { name: name(ev.player) });
    case 'timeout': return t('ev.timeout', { name: name(ev.player) });
    case 'pause': return ev.reason === 'turning_pit' ? t('ev.pause.turning_pit') : t('ev.pause.reverse_lap', { dir: dirWord(flip(ctx.base)) });
    case 'choose': return t(ev.dir === ctx.base ? 'ev.choose' : 'ev.choose.reverse', { dir: dirWord(ev.dir) });
    case 'uur_made': return t('ev.uur_made', { name: name(ev.owner), pit: pit(ev.pits[0]), opp: pit(ev.pits[1]) });
    case 'turn_end': return null;
    case 'sweep': return t('ev.sweep', { south: ev.collected[0], north: ev.collected[1], sname: ctx.names.south, nname: ctx.names.north });
    case 'round_end': return t('ev.round_end', { south: ev.collected[0], north: ev.collected[1], tsouth: ev.totals[0], tnorth: ev.totals[1], sname: ctx.names.south, nname: ctx.names.north });
    case 'round_start': {
      const aside = ev.aside?.[0] > 0 ? 'south' : ev.aside?.[1] > 0 ? 'north' : null;
      const text = t('ev.round_start', { round: ev.round, laid: ev.laid[0], first: name(ev.first) });
      return aside ? `${text} ${t('ev.round_start.aside', { name: name(aside), n: ev.aside[aside === 'south' ? 0 : 1] })}` : text;
    }
    case 'endless': return t('ev.endless', { laps: ev.laps });
    case 'truncated': return t('ev.truncated');
    case 'game_end': return resultText(ev, ctx);
    default: return null;
  }
}

/**
 * Every event of one play() call said in full, aligned with the events
 * (null where an event says nothing); the turn's feeding, if any, joins its lift.
 * @param {any[]} events
 * @param {NarrationContext} ctx
 * @returns {(string | null)[]}
 */
export function detailedTexts(events, ctx) {
  const texts = events.map((ev) => describe(ev, ctx));
  const fed = feeding(events, ctx);
  const at = events.findIndex((e) => e.type === 'lift');
  if (fed && at >= 0) texts[at] = `${texts[at]} ${fed.text}`;
  return texts;
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
  const sideOf = (/** @type {unknown} */ side) => (side === 'north' ? ctx.names.north : ctx.names.south);
  /** @type {Record<string, string | number>} */
  const words = {};
  for (const [k, v] of Object.entries(p)) if (typeof v === 'string' || typeof v === 'number') words[k] = v;
  if (Array.isArray(p.pit)) words.pit = pitName(/** @type {[number, number]} */ (p.pit), ctx.rows);
  if (typeof p.side === 'string') {
    words.player = sideOf(p.side);
    words.opponent = sideOf(p.side === 'north' ? 'south' : 'north');
  }
  words.name = typeof p.owner === 'string' ? sideOf(p.owner) : words.player ?? '';
  if (typeof p.dir === 'string') words.dir = dirWord(p.dir);
  if (typeof p.reason === 'string') {
    // "Leftmost" mirrors to "rightmost" in a clockwise game (RULES §1).
    const mirrored = ctx.base === 'cw' && p.reason.includes('leftmost') ? '.cw' : '';
    words.reason = t(`illegal.reason.${p.reason}${mirrored}`, words);
  }
  return t(`illegal.${e.code}`, words);
}
