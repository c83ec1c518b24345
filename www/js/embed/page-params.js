// The page's own parameters in its URL (its language, controls, sound, save
// slot, the host that may hear its events), read before the engine loads,
// and the names of the game's parameters, which embed/params.js reads once
// the engine is there: the first board is drawn only when the address asks
// for no game of its own (app/first-board.js), without the engine's code.
// The syntax of them all is in embed/params.js.
import { t } from '../words/i18n.js';

/**
 * @typedef {{ param: string, value: string, message: string }} ParamProblem
 *   message: the problem in words, with what is used instead
 * @typedef {{ lang: string, langGiven: boolean, controls: 'full' | 'minimal', muted: boolean | undefined,
 *   slot: string | null, parentOrigin: string }} PageParams
 *   langGiven: the address named the language (else it is the player's or the browser's)
 *   muted undefined: the player's remembered sound switch; parentOrigin '*': any host
 */

/** The parameters that say which game is played (the others say how the page looks or saves). */
export const GAME_PARAMS = ['ruleset', 'layout', 'direction', 'ai'];
/** Every parameter read here, in the order problems are listed. */
export const PARAMS = [...GAME_PARAMS, 'lang', 'controls', 'sound', 'slot', 'parentOrigin'];
/** The page's two looks: every panel and control, or the board and the controls a player needs. */
export const CONTROLS = /** @type {const} */ (['full', 'minimal']);
/** The sound switch's words, and whether each mutes. */
const SOUND = { on: false, off: true };
/** A slot is a key in the browser's storage: any text, short, without control characters. */
export const SLOT_PATTERN = /^[^\u0000-\u001f\u007f]{1,200}$/;

/** @param {string | URLSearchParams} search */
export const paramsOf = (search) => (typeof search === 'string' ? new URLSearchParams(search) : search);

/**
 * @param {string} param
 * @param {string} value
 * @param {string} key the text's key in the language file
 * @param {Record<string, string | number>} [params]
 * @returns {ParamProblem}
 */
export function paramProblem(param, value, key, params = {}) {
  return { param, value, message: t(key, { param, value, ...params }) };
}

/** @param {string[]} ids */
export const idList = (ids) => ids.join(', ');

/**
 * An id-like value as typed: trimmed, and case does not matter ("Igisoro").
 * @param {string} v
 */
export const typedId = (v) => v.trim().toLowerCase();

/**
 * The parameters of the page itself: its language, controls, sound, save
 * slot and the host that may hear its events. Read before the engine loads.
 * @param {string | URLSearchParams} search
 * @param {string[]} languages the languages i18n.js has texts for
 * @param {string} [fallback] the language without a `lang` (the player's or the browser's)
 * @returns {{ params: PageParams, problems: ParamProblem[] }}
 */
export function readPageParams(search, languages, fallback = languages[0] ?? 'en') {
  const q = paramsOf(search);
  /** @type {ParamProblem[]} */
  const problems = [];
  /** @type {PageParams} */
  const params = { lang: fallback, langGiven: false, controls: 'full', muted: undefined, slot: null, parentOrigin: '*' };

  const lang = q.get('lang');
  if (lang !== null) {
    if (languages.includes(typedId(lang))) Object.assign(params, { lang: typedId(lang), langGiven: true });
    else problems.push(paramProblem('lang', lang, 'embed.lang', { known: idList(languages), fallback: params.lang }));
  }
  const controls = q.get('controls');
  if (controls !== null) {
    const c = /** @type {any} */ (typedId(controls));
    if (CONTROLS.includes(c)) params.controls = c;
    else problems.push(paramProblem('controls', controls, 'embed.choice', { known: idList([...CONTROLS]), fallback: params.controls }));
  }
  const sound = q.get('sound');
  if (sound !== null) {
    const s = typedId(sound);
    if (s in SOUND) params.muted = SOUND[/** @type {keyof typeof SOUND} */ (s)];
    else problems.push(paramProblem('sound', sound, 'embed.sound', { known: idList(Object.keys(SOUND)) }));
  }
  const slot = q.get('slot');
  if (slot !== null) {
    if (SLOT_PATTERN.test(slot)) params.slot = slot;
    else problems.push(paramProblem('slot', slot, 'embed.slot'));
  }
  const origin = q.get('parentOrigin');
  if (origin !== null) {
    if (isOrigin(origin)) params.parentOrigin = origin;
    else problems.push(paramProblem('parentOrigin', origin, 'embed.parentOrigin'));
  }
  return { params, problems };
}

/**
 * An origin as postMessage takes it: scheme, host and port, nothing more.
 * @param {string} v
 */
export function isOrigin(v) {
  try {
    const o = new URL(v).origin;
    return o !== 'null' && o === v;
  } catch {
    return false;
  }
}
