// The settings a new game is made from (game, layouts, options, names,
// players), their defaults, and the check a stored value passes before it is
// believed: a save written by another version of the page, or damaged, may
// hold an option the engine no longer knows or a value it refuses. What does
// not fit the engine's own option definitions is dropped, and each drop is
// said in words.
import { t } from '../words/i18n.js';
import { rulesets, layouts, checkGame } from '../engine/wasm.js';
import { defaultPlayers, checkPlayers } from './players.js';
import { optionLabel } from '../words/engine-words.js';

export { shownNames } from './names.js';

/**
 * @typedef {import('../../pkg/omweso.js').RulesetInfo} RulesetInfo
 * @typedef {import('../../pkg/omweso.js').OptionInfo} OptionInfo
 * @typedef {{ ruleset: string, options: Record<string, any>,
 *   layout: { south: string | number[][], north: string | number[][] } | string,
 *   names: { south: string, north: string },
 *   players: import('./players.js').Players }} Settings
 */

/** The longest name the set-up lets one type. */
export const NAME_LENGTH = 24;

/** The game a first visit opens: Omweso, the heart of the project. */
const FIRST_GAME = 'omweso';

/** @returns {Settings} */
export function defaultSettings() {
  const info = rulesets().find((r) => r.id === FIRST_GAME) ?? rulesets()[0];
  return { ruleset: info.id, options: {}, layout: defaultLayout(info), names: defaultNames(), players: defaultPlayers() };
}

/**
 * These settings carried over to another game: the same names and players,
 * that game's usual layout and its default options (another game's would
 * not fit it). The same game, or one the engine does not know: unchanged.
 * @param {Settings} settings
 * @param {string | undefined} ruleset
 * @returns {Settings}
 */
export function settingsFor(settings, ruleset) {
  const info = rulesets().find((r) => r.id === ruleset);
  if (!info || info.id === settings.ruleset) return settings;
  return { ...settings, ruleset: info.id, options: {}, layout: defaultLayout(info) };
}

function defaultNames() {
  return { south: t('side.south'), north: t('side.north') };
}

/**
 * A side's layout that the computer chooses at the start of each game, by a
 * search at its level (four-row games; a computer player's side only).
 */
export const COMPUTER_ARRANGES = 'computer';

/**
 * The sides whose seeds the computer arranges in these settings.
 * @param {Settings} s
 * @returns {('south' | 'north')[]}
 */
export function computerArranges(s) {
  const layout = s.layout;
  if (typeof layout === 'string') return [];
  return /** @type {const} */ (['south', 'north']).filter((side) => layout[side] === COMPUTER_ARRANGES && s.players?.[side] === 'computer');
}

/**
 * The spec `new Game()` takes for these settings. A side the computer
 * arranges stands at the game's usual start here: the controller puts the
 * computer's own arrangement in its place before the game opens.
 * @param {Settings} s
 */
export function gameSpec(s) {
  const layout = s.layout;
  if (typeof layout === 'string' || (layout.south !== COMPUTER_ARRANGES && layout.north !== COMPUTER_ARRANGES)) return { ruleset: s.ruleset, layout, options: s.options };
  const info = rulesets().find((r) => r.id === s.ruleset);
  const usual = /** @type {{ south: string, north: string }} */ (info ? defaultLayout(info) : { south: '', north: '' });
  const side = (/** @type {'south' | 'north'} */ k) => (layout[k] === COMPUTER_ARRANGES ? usual[k] : layout[k]);
  return { ruleset: s.ruleset, layout: { south: side('south'), north: side('north') }, options: s.options };
}

/**
 * A ruleset's starting layout when nobody chose one: the engine's own
 * (RulesetInfo.defaultLayout, a start whose mover cannot win on the first
 * turn). The page never chooses one itself.
 * @param {RulesetInfo} info
 * @returns {Settings['layout']}
 */
export function defaultLayout(info) {
  const d = info.defaultLayout;
  return typeof d === 'string' ? d : { south: /** @type {any} */ (d).south, north: /** @type {any} */ (d).north };
}

/**
 * Does a value fit an option's definition (its type, its values or range)?
 * @param {OptionInfo} o
 * @param {unknown} v
 */
export function fitsOption(o, v) {
  if (o.type === 'bool') return typeof v === 'boolean';
  if (o.type === 'choice') return typeof v === 'string' && (o.values ?? []).includes(v);
  return Number.isInteger(v) && /** @type {number} */ (v) >= (o.min ?? -Infinity) && /** @type {number} */ (v) <= (o.max ?? Infinity);
}

/**
 * A stored settings value, checked against the engine. Whatever the value,
 * the result can open the set-up and start a game.
 * @param {unknown} value
 * @param {RulesetInfo[]} [infos]
 * @returns {{ settings: Settings, notes: string[] }} notes: what was dropped, in words
 */
export function checkSettings(value, infos = rulesets()) {
  /** @type {string[]} */
  const notes = [];
  const v = isRecord(value) ? value : {};
  const info = infos.find((r) => r.id === v.ruleset);
  const { players, error } = checkPlayers(v.players);
  if (error) notes.push(error);
  if (!info) {
    notes.push(t('saved.unknownGame', { id: typeof v.ruleset === 'string' ? v.ruleset : '?' }));
    return { settings: { ...defaultSettings(), players }, notes };
  }

  /** @type {Record<string, any>} */
  const options = {};
  for (const [id, val] of Object.entries(isRecord(v.options) ? v.options : {})) {
    const o = info.options.find((x) => x.id === id);
    if (!o) notes.push(t('saved.optionUnknown', { id: optionLabel({ id }) }));
    else if (!fitsOption(o, val) || (o.locked && val !== o.default)) notes.push(t('saved.optionValue', { id: optionLabel(o) }));
    else options[id] = val;
  }

  // Every version of the page wrote names and a layout: one missing is damage, and said.
  const names = defaultNames();
  const given = isRecord(v.names) ? v.names : {};
  let badNames = false;
  for (const side of /** @type {const} */ (['south', 'north'])) {
    const n = given[side];
    if (typeof n === 'string' && n.trim() && n.length <= NAME_LENGTH) names[side] = n.trim();
    else badNames = true;
  }
  if (badNames) notes.push(t('saved.names'));

  /** @type {Settings} */
  const settings = { ruleset: info.id, options, layout: defaultLayout(info), names, players };
  let kept = layoutShapeFits(info, v.layout);
  if (kept) {
    settings.layout = /** @type {Settings['layout']} */ (structuredClone(v.layout));
    // The engine refuses the arrangement (with these options): the usual start then.
    if (problemsOf(settings).length) {
      settings.layout = defaultLayout(info);
      kept = false;
    }
  }
  if (!kept) notes.push(t('saved.layout'));
  if (problemsOf(settings).length) {
    // Options each allowed but refused together: the game's own rules then.
    notes.push(t('saved.optionsReset'));
    settings.options = {};
  }
  return { settings, notes };
}

/**
 * The engine's problems with these settings, or one in words if it cannot read them.
 * @param {Settings} s
 * @returns {string[]}
 */
function problemsOf(s) {
  try {
    layouts(s.ruleset, s.options);
    return checkGame(gameSpec(s));
  } catch {
    return [t('saved.layout')];
  }
}

/**
 * A layout of the form the ruleset takes: a preset's id, or per side a preset
 * or rows of whole numbers. Whether the engine accepts it is asked after.
 * @param {RulesetInfo} info
 * @param {unknown} layout
 */
function layoutShapeFits(info, layout) {
  if (!info.perSideLayouts) return typeof layout === 'string';
  if (typeof layout === 'string') return true;
  if (!isRecord(layout)) return false;
  return ['south', 'north'].every((side) => {
    const s = layout[side];
    return typeof s === 'string' || (Array.isArray(s) && s.length === 2 && s.every((row) => Array.isArray(row) && row.every((n) => Number.isInteger(n) && n >= 0)));
  });
}

/** @param {unknown} v @returns {v is Record<string, any>} */
function isRecord(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
