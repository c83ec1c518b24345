// The museum kiosk's parameters, read from a page address's query
// (`?kiosk=1&attract=60&reset=180`) or handed over by an embed with the same
// names. Pure: no DOM and no engine, so Node tests it and the embed reuses it.
// A value that cannot be used is said in words and its default kept: a
// mistyped address still gives a working kiosk.
import { t } from '../words/i18n.js';

/**
 * @typedef {{
 *   on: boolean,
 *   attractS: number | null,
 *   resetS: number | null,
 *   demo: string | null,
 *   speed: 'slow' | 'normal',
 *   opponent: 'computer' | 'person',
 *   level: string,
 *   demoLevel: string,
 * }} KioskOptions
 * on: kiosk mode at all. attractS: idle seconds before the computer plays
 * itself (null: never). resetS: idle seconds before the page returns to its
 * welcome state (null: never). demo: the game the attract demo plays (null:
 * the game on the board). speed: the demo's sowing speed. opponent: who a
 * visitor plays after touching the screen. level: the computer's level
 * against a visitor. demoLevel: both computers' level in the demo.
 */

/** @type {Readonly<KioskOptions>} */
export const KIOSK_DEFAULTS = Object.freeze({
  on: false,
  attractS: 60,
  resetS: 180,
  demo: null,
  speed: 'slow',
  opponent: 'computer',
  // A visitor meets the game for the first time: a computer that can be beaten.
  level: 'beginner',
  demoLevel: 'casual',
});

/** The longest idle time one can ask for: a day. */
export const MAX_SECONDS = 86400;

const YES_WORDS = new Set(['', '1', 'true', 'on', 'yes']);
const NO_WORDS = new Set(['0', 'false', 'off', 'no']);

/**
 * Read the kiosk's parameters.
 * @param {string | URLSearchParams} search a location.search ("?kiosk=1&…") or its parameters
 * @param {{ rulesets?: string[], levels?: string[] }} [known] the engine's ruleset and
 *   level ids, to check `demo` and `level` against (left out: any id is taken)
 * @returns {{ options: KioskOptions, errors: string[] }} errors: one sentence per value not used
 */
export function kioskOptions(search, known = {}) {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  /** @type {KioskOptions} */
  const options = { ...KIOSK_DEFAULTS };
  /** @type {string[]} */
  const errors = [];
  const flag = params.get('kiosk');
  if (flag === null) return { options, errors };
  const word = flag.trim().toLowerCase();
  if (NO_WORDS.has(word)) return { options, errors };
  if (!YES_WORDS.has(word)) {
    errors.push(t('kiosk.error.flag', { value: flag }));
    return { options, errors };
  }
  options.on = true;

  const attract = idleSeconds(params, 'attract', errors);
  const reset = idleSeconds(params, 'reset', errors);
  if (attract !== undefined) options.attractS = attract;
  if (reset !== undefined) options.resetS = reset;
  if (options.attractS !== null && options.resetS !== null && options.resetS <= options.attractS) {
    errors.push(t('kiosk.error.order', { attract: options.attractS, reset: options.resetS, attractDefault: String(KIOSK_DEFAULTS.attractS), resetDefault: String(KIOSK_DEFAULTS.resetS) }));
    options.attractS = KIOSK_DEFAULTS.attractS;
    options.resetS = KIOSK_DEFAULTS.resetS;
  }

  const demo = params.get('demo');
  if (demo !== null && demo !== 'current') {
    if (known.rulesets && !known.rulesets.includes(demo)) errors.push(t('kiosk.error.demo', { value: demo, ids: known.rulesets.join(', ') }));
    else if (!/^[a-z0-9-]+$/.test(demo)) errors.push(t('kiosk.error.demo', { value: demo, ids: '…' }));
    else options.demo = demo;
  }

  const speed = params.get('speed');
  if (speed !== null) {
    if (speed === 'slow' || speed === 'normal') options.speed = speed;
    else errors.push(t('kiosk.error.speed', { value: speed }));
  }

  const opponent = params.get('opponent');
  if (opponent !== null) {
    if (opponent === 'computer' || opponent === 'person') options.opponent = opponent;
    else errors.push(t('kiosk.error.opponent', { value: opponent }));
  }

  for (const [name, key] of /** @type {const} */ ([['level', 'level'], ['demo-level', 'demoLevel']])) {
    const level = params.get(name);
    if (level === null) continue;
    const ids = known.levels;
    if (ids ? ids.includes(level) : /^[a-z]+$/.test(level)) options[key] = level;
    else errors.push(t('kiosk.error.level', { name, value: level, ids: ids ? ids.join(', ') : '…' }));
  }
  return { options, errors };
}

/**
 * A number of idle seconds, or `off`. Undefined: not given, or not usable (said in errors).
 * @param {URLSearchParams} params
 * @param {string} name
 * @param {string[]} errors
 * @returns {number | null | undefined}
 */
function idleSeconds(params, name, errors) {
  const value = params.get(name);
  if (value === null) return undefined;
  const v = value.trim().toLowerCase();
  if (NO_WORDS.has(v)) return null;
  const n = /^\d+$/.test(v) ? Number(v) : NaN;
  if (Number.isInteger(n) && n >= 1 && n <= MAX_SECONDS) return n;
  // The largest value as it is typed in the attribute: no thousands sign.
  errors.push(t('kiosk.error.seconds', { name, value, max: String(MAX_SECONDS) }));
  return undefined;
}
