// The parameters an embedder gives the game page in its URL (embed.html or
// index.html), or as attributes of <omweso-game>, which passes them on. Pure:
// the engine's own data (rulesets(), layouts(), levels(), checkGame()) and the
// languages the page knows are handed in, so nothing here lists a game, a
// layout or a level. A value that does not fit is said in words (what was
// given, what is possible, what is played instead) and replaced by a valid
// one: a host page with a typo still shows a game.
//
// Syntax (the README's Embedding section shows it to embedders):
//   ruleset=igisoro                      a ruleset id of rulesets()
//   layout=checkerboard                  one preset for both sides (or the game's only one)
//   layout=south:all-twos,north:checkerboard   per side; a side left out keeps the usual start
//   direction=cw                         a value of the ruleset's `direction` option
//   ai=2 | ai=expert | ai=north:expert | ai=south:1,north:4 | ai=off
//                                        the computer plays that side (North when none is
//                                        named) at a level of levels(), by id or by number
//                                        (1 = the weakest); off: people on both sides
//   lang=en      controls=full|minimal   sound=on|off
//   slot=museum-hall                     the save slot (store.js keys the save by it)
//   parentOrigin=https://museum.example  where the page's postMessage events may go
// The page's own parameters are read by embed/page-params.js, before the
// engine's code has loaded; this module reads the game's, against the engine.
import { defaultLayout, gameSpec } from '../game/settings.js';
import { GAME_PARAMS, paramsOf, paramProblem, idList, typedId } from './page-params.js';

export { GAME_PARAMS, PARAMS, CONTROLS, SLOT_PATTERN, readPageParams, isOrigin } from './page-params.js';

/**
 * @typedef {import('../../pkg/omweso.js').RulesetInfo} RulesetInfo
 * @typedef {import('../../pkg/omweso.js').Level} Level
 * @typedef {import('../game/settings.js').Settings} Settings
 * @typedef {'south' | 'north'} Side
 * @typedef {import('./page-params.js').ParamProblem} ParamProblem
 * @typedef {import('./page-params.js').PageParams} PageParams
 * @typedef {{ ruleset?: string, layout?: Settings['layout'], direction?: string,
 *   players?: import('../game/players.js').Players }} GameWish
 *   the game parameters given (after fallbacks), each as the settings hold it
 * @typedef {{
 *   rulesets: RulesetInfo[],
 *   layouts: (ruleset: string, options: Record<string, any>) => { id: string }[],
 *   levels: { id: Level }[],
 *   checkGame: (spec: import('../../pkg/omweso.js').NewGameSpec) => string[],
 * }} EngineData
 */

const EMBED_SIDES = /** @type {const} */ (['south', 'north']);
/** The side the computer takes when `ai` names none: the player's opponent in the usual seat. */
export const AI_DEFAULT_SIDE = 'north';

/**
 * The game the parameters ask for, checked against the engine: the settings
 * of the new game (null when no game parameter is given, so the page goes on
 * as without any), what was asked, and what did not fit.
 * @param {string | URLSearchParams} search
 * @param {EngineData} engine
 * @param {Settings} base the settings of a new game when nothing is said (the page's defaults)
 * @returns {{ settings: Settings | null, wish: GameWish, problems: ParamProblem[] }}
 */
export function readGameParams(search, engine, base) {
  const q = paramsOf(search);
  /** @type {ParamProblem[]} */
  const problems = [];
  /** @type {GameWish} */
  const wish = {};
  if (!GAME_PARAMS.some((p) => q.has(p))) return { settings: null, wish, problems };

  const fallback = engine.rulesets.find((r) => r.id === base.ruleset) ?? engine.rulesets[0];
  let info = fallback;
  const rulesetValue = q.get('ruleset');
  if (rulesetValue !== null) {
    const found = engine.rulesets.find((r) => r.id === typedId(rulesetValue));
    if (found) info = found;
    else problems.push(paramProblem('ruleset', rulesetValue, 'embed.ruleset', { known: idList(engine.rulesets.map((r) => r.id)), fallback: fallback.id }));
    wish.ruleset = info.id;
  }

  /** @type {Record<string, any>} */
  const options = {};
  const directionValue = q.get('direction');
  if (directionValue !== null) {
    const direction = readDirection(info, directionValue, problems);
    if (direction !== null) options.direction = direction;
    wish.direction = direction ?? optionDefault(info, 'direction');
  }

  const usual = defaultLayout(info);
  let layout = usual;
  const layoutValue = q.get('layout');
  if (layoutValue !== null) {
    const ids = presetIds(engine, info, options);
    layout = readLayout(info, ids, layoutValue, usual, problems);
    wish.layout = layout;
  }

  let players = base.players;
  const aiValue = q.get('ai');
  if (aiValue !== null) {
    players = readAi(aiValue, engine.levels, base.players, problems);
    wish.players = players;
  }

  /** @type {Settings} */
  let settings = { ...base, ruleset: info.id, options, layout, players };
  const refused = safeCheck(engine, settings);
  if (refused.length) {
    // Each value fitted on its own, but the engine refuses them together.
    problems.push(paramProblem(GAME_PARAMS.filter((p) => q.has(p)).join(', '), GAME_PARAMS.filter((p) => q.has(p)).map((p) => `${p}=${q.get(p)}`).join('&'), 'embed.refused', { problems: refused.join('; '), game: info.name }));
    settings = { ...settings, options: {}, layout: usual };
    if (wish.layout) wish.layout = usual;
    if (wish.direction) wish.direction = optionDefault(info, 'direction');
  }
  return { settings, wish, problems };
}

/**
 * @param {RulesetInfo} info
 * @param {string} value
 * @param {ParamProblem[]} problems
 * @returns {string | null} the direction, or null for the game's own
 */
function readDirection(info, value, problems) {
  const o = info.options.find((x) => x.id === 'direction');
  if (!o || o.type !== 'choice') {
    problems.push(paramProblem('direction', value, 'embed.noOption', { game: info.name }));
    return null;
  }
  const v = typedId(value);
  const values = o.values ?? [];
  if (!values.includes(v)) {
    problems.push(paramProblem('direction', value, 'embed.choice', { known: idList(values), fallback: String(o.default) }));
    return null;
  }
  if (o.locked && v !== o.default) {
    problems.push(paramProblem('direction', value, 'embed.locked', { game: info.name, fallback: String(o.default) }));
    return null;
  }
  return v;
}

/** @param {RulesetInfo} info @param {string} id */
function optionDefault(info, id) {
  return String(info.options.find((o) => o.id === id)?.default ?? '');
}

/**
 * The presets the ruleset has under these options (Hus's size changes them).
 * @param {EngineData} engine
 * @param {RulesetInfo} info
 * @param {Record<string, any>} options
 */
function presetIds(engine, info, options) {
  try {
    return engine.layouts(info.id, options).map((l) => l.id);
  } catch {
    return info.layouts.map((l) => l.id);
  }
}

/**
 * @param {RulesetInfo} info
 * @param {string[]} ids the presets possible
 * @param {string} value
 * @param {Settings['layout']} usual
 * @param {ParamProblem[]} problems
 * @returns {Settings['layout']}
 */
function readLayout(info, ids, value, usual, problems) {
  const parts = value.split(',').map((p) => p.trim()).filter((p) => p !== '');
  const perSide = parts.some((p) => p.includes(':'));
  const known = idList(ids);
  if (!perSide) {
    const id = typedId(parts[0] ?? '');
    if (parts.length !== 1 || !ids.includes(id)) {
      problems.push(paramProblem('layout', value, 'embed.layout', { game: info.name, known, fallback: layoutWords(usual) }));
      return usual;
    }
    return info.perSideLayouts ? { south: id, north: id } : id;
  }
  if (!info.perSideLayouts || typeof usual === 'string') {
    problems.push(paramProblem('layout', value, 'embed.layoutOne', { game: info.name, known, fallback: layoutWords(usual) }));
    return usual;
  }
  const layout = { ...usual };
  /** @type {Set<string>} */
  const seen = new Set();
  for (const part of parts) {
    const [sideText, idText = ''] = part.split(':', 2).map(typedId);
    const side = EMBED_SIDES.find((s) => s === sideText);
    if (!side || seen.has(side)) {
      problems.push(paramProblem('layout', value, side ? 'embed.layoutTwice' : 'embed.layoutSide', { side: sideText, sides: idList([...EMBED_SIDES]) }));
      continue;
    }
    seen.add(side);
    if (ids.includes(idText)) layout[side] = idText;
    else problems.push(paramProblem('layout', value, 'embed.layoutPreset', { side, id: idText, game: info.name, known, fallback: String(usual[side]) }));
  }
  return layout;
}

/** @param {Settings['layout']} layout */
function layoutWords(layout) {
  if (typeof layout === 'string') return layout;
  return layout.south === layout.north ? String(layout.south) : `south:${layout.south},north:${layout.north}`;
}

/**
 * Who plays: the computer on the sides named, at their levels.
 * @param {string} value
 * @param {{ id: Level }[]} levels weakest first
 * @param {import('../game/players.js').Players} base
 * @param {ParamProblem[]} problems
 * @returns {import('../game/players.js').Players}
 */
function readAi(value, levels, base, problems) {
  const players = { ...base, south: /** @type {import('../game/players.js').PlayerKind} */ ('human'), north: /** @type {import('../game/players.js').PlayerKind} */ ('human'), levels: { ...base.levels } };
  const v = typedId(value);
  if (v === 'off' || v === 'none') return players;
  const ids = levels.map((l) => l.id);
  const known = `${idList(ids)} (1–${ids.length})`;
  /** @type {Set<Side>} */
  const seen = new Set();
  for (const part of v.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
    const [first, second] = part.split(':', 2);
    const side = second === undefined ? AI_DEFAULT_SIDE : EMBED_SIDES.find((s) => s === first);
    const levelText = second === undefined ? first : second;
    if (!side) {
      problems.push(paramProblem('ai', value, 'embed.aiSide', { side: first, sides: idList([...EMBED_SIDES]) }));
      continue;
    }
    if (seen.has(side)) {
      problems.push(paramProblem('ai', value, 'embed.aiTwice', { side }));
      continue;
    }
    const n = /^\d+$/.test(levelText) ? Number(levelText) : NaN;
    const level = ids.includes(/** @type {Level} */ (levelText)) ? /** @type {Level} */ (levelText) : Number.isInteger(n) && n >= 1 && n <= ids.length ? ids[n - 1] : null;
    if (!level) {
      problems.push(paramProblem('ai', value, 'embed.aiLevel', { level: levelText, known, side }));
      continue;
    }
    seen.add(side);
    players[side] = 'computer';
    players.levels[side] = level;
  }
  return players;
}

/**
 * The engine's problems with these settings; a refusal to read them is one.
 * @param {EngineData} engine
 * @param {Settings} s
 */
function safeCheck(engine, s) {
  try {
    return engine.checkGame(/** @type {any} */ (gameSpec(s)));
  } catch (e) {
    return [String(/** @type {Error} */ (e).message ?? e)];
  }
}

/**
 * Does a saved game agree with every game parameter given? Such a game is
 * the one the embedder asked for, continued after a reload; a game of other
 * parameters (the host changed an attribute, or the player chose another game
 * in the set-up) is not restored over them: the parameters decide.
 * @param {Settings} saved
 * @param {GameWish} wish
 * @param {RulesetInfo[]} rulesets the engine's, for the saved game's own direction
 */
export function agrees(saved, wish, rulesets) {
  if (wish.ruleset !== undefined && saved.ruleset !== wish.ruleset) return false;
  if (wish.direction !== undefined) {
    // A game left at its own direction was sown in that option's default.
    const info = rulesets.find((r) => r.id === saved.ruleset);
    const own = saved.options.direction ?? (info ? optionDefault(info, 'direction') : null);
    if (own !== wish.direction) return false;
  }
  if (wish.layout !== undefined && JSON.stringify(sameShape(saved.layout)) !== JSON.stringify(sameShape(wish.layout))) return false;
  if (wish.players !== undefined) {
    for (const side of EMBED_SIDES) {
      if (saved.players[side] !== wish.players[side]) return false;
      if (wish.players[side] === 'computer' && saved.players.levels[side] !== wish.players.levels[side]) return false;
    }
  }
  return true;
}

/**
 * A layout written one way: one preset for both sides is that preset.
 * @param {Settings['layout']} layout
 */
function sameShape(layout) {
  if (typeof layout === 'string') return { south: layout, north: layout };
  return { south: layout.south, north: layout.north };
}
