// Every language's texts, as i18n.js takes them: for each language its core
// file (languages.js) with every pack's texts for it (packs.js), merged.
//
// Here, in the sources (and so in Node and in the offline single file),
// every language is merged at once and `ALL` holds them. The served site is
// lighter: tools/lang-split.mjs gives the bundler another version of this
// module, with the same exports, in which English (every text falls back to
// it) and each language's few words are in the page, `ALL` is null, and
// `loadTexts` fetches a language's merged texts, a chunk of their own, the
// first time the page speaks it. A visitor downloads one language, not five.
import * as CORE from './languages.js';
import { PACKS } from './packs.js';

/** @typedef {import('./types.js').Texts} Texts */

/** The few words of every language that the page needs before its texts: its own name, the sides' default names. */
export const FEW_KEYS = ['lang.self', 'side.south', 'side.north'];

/** The languages there are texts for, as languages.js lists them. */
export const CODES = Object.keys(CORE);

/**
 * A language's texts: a pack's where it has them, its core file's over them.
 * @param {string} code
 * @returns {Texts}
 */
export function merged(code) {
  return Object.assign({}, ...PACKS.map((p) => /** @type {Record<string, Texts>} */ (p)[code] ?? {}), /** @type {Record<string, Texts>} */ (CORE)[code]);
}

/** @type {Record<string, Texts>} */
const EVERY = Object.fromEntries(CODES.map((code) => [code, merged(code)]));

/** Every language's texts, or null where each is loaded when first spoken (the served site). */
export const ALL = EVERY;

/** English's texts: always there, the fallback of every other language. */
export const ENGLISH = EVERY.en;

/** @type {Record<string, Texts>} */
export const FEW = Object.fromEntries(CODES.map((code) => [code, Object.fromEntries(FEW_KEYS.map((k) => [k, EVERY[code][k]]))]));

/**
 * A language's texts, loaded if need be.
 * @param {string} code
 * @returns {Promise<Texts>}
 */
export async function loadTexts(code) {
  return EVERY[code];
}
