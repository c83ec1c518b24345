// Text lookup with {placeholders}, and ICU plurals where a message carries a
// count (words/message.js). No UI text is written in the code itself:
// every string lives in a language file. The core texts of the page are one
// file per language (lang/en.js, it.js, fr.js, ca.js, sw.js); each area that brings
// many texts of its own (narration, lessons, rules cards…) keeps them in one
// "pack" holding all five languages side by side (lang/packs.js lists them),
// so a translation is written where its English is.
import * as CORE from '../lang/languages.js';
import { PACKS } from '../lang/packs.js';
import { formatMessage, formatNumber } from './message.js';

/** @typedef {import('../lang/types.js').Texts} Texts */
/** @typedef {import('../lang/types.js').Pack} Pack */


/**
 * The languages in the order the picker lists them: English first (every
 * text falls back to it), then the others by their own names (Català,
 * Français, Italiano, Kiswahili), as a visitor looks for theirs.
 */
const ORDER = Object.keys(CORE).sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : new Intl.Collator('en').compare(
  /** @type {Record<string, Texts>} */ (CORE)[a]['lang.self'], /** @type {Record<string, Texts>} */ (CORE)[b]['lang.self'])));

/** Every language's texts: its core file and every pack merged. */
const LANGS = /** @type {Record<string, Texts>} */ ({});
for (const code of ORDER) {
  // A pack's texts for the language, where it has them; a language added in one file brings its own.
  LANGS[code] = Object.assign({}, ...PACKS.map((p) => /** @type {Record<string, Texts>} */ (p)[code] ?? {}), /** @type {Record<string, Texts>} */ (CORE)[code]);
}

let code = 'en';
let current = LANGS.en;
/** @type {Set<(lang: string) => void>} */
const listeners = new Set();

/** The languages there are texts for (an embed's `lang` is checked against them). */
export function languages() {
  return Object.keys(LANGS);
}

/** The language the page speaks now. */
export function language() {
  return code;
}

/**
 * Every language's texts, merged, for the tests of parity between languages.
 * @returns {Record<string, Texts>}
 */
export function allTexts() {
  return LANGS;
}

/**
 * The language to speak first: the one a player chose before, else the first
 * of the browser's languages there are texts for ("it-CH" is Italian), else English.
 * @param {readonly string[]} preferred navigator.languages
 * @param {string | null} [chosen] the language remembered from an earlier visit
 */
export function preferredLanguage(preferred, chosen = null) {
  if (chosen && chosen in LANGS) return chosen;
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (base in LANGS) return base;
  }
  return 'en';
}

/**
 * Speak another language; every listener redraws its texts. An unknown code
 * changes nothing (an embed's wrong `lang` is reported where it is read).
 * @param {string} lang
 */
export function setLanguage(lang) {
  if (!(lang in LANGS) || lang === code) return;
  code = lang;
  current = LANGS[lang];
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
  for (const fn of listeners) fn(lang);
}

/**
 * Call `fn` whenever the language changes (to redraw texts already on screen).
 * @param {(lang: string) => void} fn
 * @returns {() => void} stops listening
 */
export function onLanguageChange(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/**
 * Bring in the texts of an area kept outside lang/ (each lesson keeps its
 * sentences beside its positions), in every language.
 * @param {Partial<Pack>} pack
 */
export function addTexts(pack) {
  for (const [lang, texts] of Object.entries(LANGS)) Object.assign(texts, /** @type {Record<string, Texts>} */ (pack)[lang] ?? {});
}

/**
 * Whether a text exists (in English at least), for texts that are optional
 * (a translation of an engine's sentence, which falls back to the engine's English).
 * @param {string} key
 */
export function hasText(key) {
  return key in current || key in LANGS.en;
}

/**
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  if (key in current) return formatMessage(current[key], code, params);
  return formatMessage(LANGS.en[key] ?? key, 'en', params);
}

/**
 * A number as the page's language writes it ("1,500" in English, "1 500" in
 * French), with exactly `digits` decimals if given ("4,0" in French).
 * @param {number} n
 * @param {number} [digits]
 */
export function number(n, digits) {
  return formatNumber(n, code, digits);
}
