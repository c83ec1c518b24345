// The engine's words as a player reads them. The engine describes its
// rulesets, options, layouts and errors in English and names options and
// values by id (`capture_sow_from`, `after_lap_origin`); the page shows them
// through these functions, which take the text of lang/engine-texts.js in the
// player's language, and fall back to the engine's own English for anything
// an engine newer than the texts brings (an id is never shown as it is).
// An error is worded from its code and params (pits as the board names them,
// sides by the players' names, options and rulesets by their names); an error
// with no text for its code says so in general words, as notices.js always did.
import { t, hasText } from './i18n.js';
import { pitName } from '../pits.js';
import { illegalText } from './narration.js';

/** @typedef {import('../../pkg/omweso.js').RulesetInfo} RulesetInfo */
/** @typedef {import('../../pkg/omweso.js').Layout} Layout */
/** @typedef {import('../../pkg/omweso.js').Source} Source */
/**
 * What words for an error may need from the game it comes from; all optional.
 * @typedef {{ rows?: number, names?: { south: string, north: string }, base?: 'ccw' | 'cw', family?: string, tournament?: boolean }} WordsContext
 */

/**
 * The translation of `key`, else the engine's English.
 * @param {string} key
 * @param {string} english
 */
function engineText(key, english) {
  return hasText(key) ? t(key) : english;
}

/**
 * A source with its descriptive parts in the page's language ("Italian
 * encyclopaedia article…", "Igisoro rules (in French)"); the titles of books
 * and papers stay as they were published. `translated` says whether any part
 * is in the page's language rather than the engine's English.
 * @param {Source} s
 */
export function sourceWords(s) {
  const title = engineText(`source.${s.id}.title`, s.title);
  const published = s.published && engineText(`source.${s.id}.published`, s.published);
  return { ...s, title, published, translated: title !== s.title || published !== s.published };
}

/**
 * An id the texts do not know yet, made readable rather than shown in code:
 * "keep_capturing_seed" reads "Keep capturing seed".
 * @param {string} id
 */
function readableId(id) {
  const words = String(id).replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * A rule option's short label ("Where captured seeds are sown from").
 * @param {{ id: string }} option
 */
export function optionLabel(option) {
  return engineText(`option.${option.id}.label`, readableId(option.id));
}

/**
 * What a rule option does, for players.
 * @param {{ id: string, description?: string }} option
 */
export function optionDescription(option) {
  return engineText(`option.${option.id}.desc`, option.description ?? '');
}

/**
 * One value of a rule option in words: a choice by its label, a flag as on
 * or off, a number as it is.
 * @param {{ id: string }} option
 * @param {unknown} value
 */
export function optionValueLabel(option, value) {
  if (typeof value === 'boolean') return t(value ? 'option.value.on' : 'option.value.off');
  if (typeof value === 'number') return String(value);
  return engineText(`option.${option.id}.value.${value}`, readableId(String(value)));
}

/**
 * A ruleset's name ("Omweso (tournament)").
 * @param {Pick<RulesetInfo, 'id' | 'name'>} info
 */
export function rulesetName(info) {
  return engineText(`ruleset.${info.id}.name`, info.name);
}

/**
 * A ruleset's other names for people ("mweso", "awale"). The engine's
 * aliases are for finding a game, so they also hold its name again, with
 * English qualifiers ("omweso tournament rules", beginning with the name's
 * first word) and in API form ("mweso-tournament"): those are left out.
 * @param {Pick<RulesetInfo, 'name' | 'otherNames'>} info
 */
export function rulesetOtherNames(info) {
  const norm = (/** @type {string} */ s) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const first = norm(info.name.split(/\s/)[0]);
  return info.otherNames.filter((n) => !norm(n).startsWith(first) && !/^[a-z]+(-[a-z]+)+$/.test(n));
}

/**
 * Where a ruleset is played, and by whom: "Uganda · Baganda".
 * @param {Pick<RulesetInfo, 'id' | 'origin'>} info
 */
export function rulesetOrigin(info) {
  return engineText(`ruleset.${info.id}.origin`, [info.origin.country, info.origin.people].filter(Boolean).join(' · '));
}

/** @param {Pick<RulesetInfo, 'id' | 'description'>} info */
export function rulesetDescription(info) {
  return engineText(`ruleset.${info.id}.description`, info.description);
}

/**
 * How a ruleset differs from Omweso, one sentence each, in the engine's order.
 * @param {Pick<RulesetInfo, 'id' | 'differences'>} info
 */
export function rulesetDifferences(info) {
  return info.differences.map((d, i) => engineText(`ruleset.${info.id}.difference.${i}`, d));
}

/**
 * A ruleset's notes (what the sources leave open, and how it is read here).
 * @param {Pick<RulesetInfo, 'id' | 'notes'>} info
 */
export function rulesetNotes(info) {
  return info.notes.map((n, i) => engineText(`ruleset.${info.id}.note.${i}`, n));
}

/**
 * A starting layout's name. Layout ids are a ruleset's own ("standard" is
 * Oware's four in every pit and Kombe's own arrangement), so the ruleset's
 * name for it comes before the shared one.
 * @param {Pick<Layout, 'id' | 'name'>} layout
 * @param {string} [ruleset] the ruleset's id
 */
export function layoutName(layout, ruleset) {
  if (ruleset && hasText(`layout.${ruleset}.${layout.id}`)) return t(`layout.${ruleset}.${layout.id}`);
  return engineText(`layout.${layout.id}`, layout.name);
}

/** The engine's rulesets, once the page has them (useRulesets). */
/** @type {RulesetInfo[]} */
let engineInfos = [];

/**
 * The engine's rulesets, for the names of rulesets and layouts an error
 * names by id (the engine's English where the texts have none).
 * @param {RulesetInfo[]} infos rulesets()
 */
export function useRulesets(infos) {
  engineInfos = infos;
}

/**
 * A ruleset's info by id, when the page has handed them over.
 * @param {string} id
 * @returns {RulesetInfo | undefined}
 */
function engineInfoOf(id) {
  return engineInfos.find((r) => r.id === id);
}

/** @param {string} id */
function rulesetNameById(id) {
  const info = engineInfoOf(id);
  return info ? rulesetName(info) : engineText(`ruleset.${id}.name`, readableId(id));
}

/**
 * A layout's name by id, as the ruleset names it.
 * @param {string} id
 * @param {string | undefined} ruleset
 */
function layoutNameById(id, ruleset) {
  const own = ruleset ? engineInfoOf(ruleset)?.layouts.find((l) => l.id === id) : undefined;
  return layoutName(own ?? { id, name: readableId(id) }, ruleset);
}

/** @param {unknown} v */
const isPitParam = (v) => Array.isArray(v) && v.length === 2 && v.every((n) => typeof n === 'number');

/**
 * An error's params in words, for its text's {placeholders}.
 * @param {string} code
 * @param {Record<string, unknown>} params
 * @param {WordsContext} ctx
 * @returns {Record<string, string | number>}
 */
export function errorParams(code, params, ctx = {}) {
  const rows = ctx.rows ?? 4;
  const join = t('error.listJoin');
  const side = (/** @type {unknown} */ s) => (s === 'north' ? ctx.names?.north ?? t('side.north') : ctx.names?.south ?? t('side.south'));
  const option = { id: typeof params.id === 'string' ? params.id : '' };
  const ruleset = typeof params.ruleset === 'string' ? params.ruleset : undefined;
  /** @type {Record<string, string | number>} */
  const words = {};
  for (const [k, v] of Object.entries(params)) {
    if (k === 'pit' && isPitParam(v)) words.pit = pitName(/** @type {[number, number]} */ (v), rows);
    else if (k === 'pits' && Array.isArray(v)) words.pits = v.filter(isPitParam).map((p) => pitName(p, rows)).join(join);
    else if (k === 'side' || k === 'owner') words[k] = side(v);
    else if (k === 'ruleset' && typeof v === 'string') words.ruleset = rulesetNameById(v);
    else if (k === 'id' && typeof v === 'string') words.id = optionLabel(option);
    else if (k === 'value' || k === 'to') words[k] = optionValueLabel(option, v);
    else if (k === 'values' && Array.isArray(v)) words.values = v.map((x) => optionValueLabel(option, x)).join(join);
    else if (k === 'known' && Array.isArray(v)) {
      const name = code === 'unknown_ruleset' ? rulesetNameById : code === 'unknown_layout' ? (/** @type {string} */ id) => layoutNameById(id, ruleset) : String;
      words.known = v.map((x) => name(String(x))).join(join);
    } else if (k === 'dir' && typeof v === 'string') words.dir = t(v === 'cw' ? 'dir.cw' : 'dir.ccw');
    else if (typeof v === 'string' || typeof v === 'number') words[k] = v;
    else if (typeof v === 'boolean') words[k] = t(v ? 'option.value.on' : 'option.value.off');
  }
  return words;
}

/**
 * An engine error in the player's language: the text of its code with its
 * params in words, and a setup's several problems after it. An error with no
 * text for its code (or no code: a bug of the page) is said in general words;
 * its raw message is for the console, never the screen.
 * @param {unknown} error an engine error, or `{ code, params, problems }` as it crossed a worker
 * @param {WordsContext} [ctx]
 * @returns {string}
 */
export function errorWords(error, ctx = {}) {
  const e = /** @type {{ code?: unknown, params?: unknown, problems?: unknown }} */ (typeof error === 'object' && error !== null ? error : {});
  if (typeof e.code !== 'string' || !/^[a-z_]+$/.test(e.code)) return t('error.unknown');
  const code = e.code;
  const params = typeof e.params === 'object' && e.params !== null ? /** @type {Record<string, unknown>} */ (e.params) : {};
  let text;
  if (hasText(`error.${code}`)) {
    text = t(`error.${code}`, errorParams(code, params, ctx));
  } else if (hasText(`illegal.${code}`)) {
    const names = ctx.names ?? { south: t('side.south'), north: t('side.north') };
    const explained = /** @type {import('../../pkg/omweso.js').Explanation} */ (/** @type {unknown} */ ({ code, params, message: '' }));
    text = illegalText(explained, { rows: ctx.rows ?? 4, family: ctx.family ?? 'four_row', names, tournament: ctx.tournament ?? false, base: ctx.base ?? 'ccw' });
  } else {
    return t('error.unknown');
  }
  // Several problems of a setup are said each, rather than by the code that gathers them.
  const problems = Array.isArray(e.problems) ? e.problems : [];
  if (problems.length < 2) return text;
  return problems.map((p) => errorWords(p, ctx)).join(t('error.problemJoin'));
}
