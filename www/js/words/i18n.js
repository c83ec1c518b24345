// Text lookup with {placeholders}, and ICU plurals where a message carries a
// count (words/message.js). No UI text is written in the code itself:
// every string lives in a language file. The core texts of the page are one
// file per language (lang/en.js, it.js, fr.js, ca.js, sw.js); each area that brings
// many texts of its own (narration, lessons, rules cards…) keeps them in one
// "pack" holding all five languages side by side (lang/packs.js lists them),
// so a translation is written where its English is; lang/catalog.js merges
// them, and on the served site loads each language when first spoken.
import { ALL, CODES, ENGLISH, FEW, loadTexts } from '../lang/catalog.js';
import { formatMessage, formatNumber } from './message.js';

/** @typedef {import('../lang/types.js').Texts} Texts */
/** @typedef {import('../lang/types.js').Pack} Pack */


/**
 * The languages in the order the picker lists them: English first (every
 * text falls back to it), then the others by their own names (Català,
 * Français, Italiano, Kiswahili), as a visitor looks for theirs.
 */
const ORDER = [...CODES].sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : new Intl.Collator('en').compare(FEW[a]['lang.self'], FEW[b]['lang.self'])));

/**
 * The texts of the languages at hand: every one in the sources; on the
 * served site English, and each other language once spoken (lang/catalog.js).
 * @type {Record<string, Texts>}
 */
const LANGS = { ...(ALL ?? { en: ENGLISH }) };

/** Texts brought in by an area kept outside lang/ (addTexts), applied to each language as it arrives. */
/** @type {Partial<Pack>[]} */
const added = [];

let code = 'en';
let current = LANGS.en;
/** @type {Set<(lang: string) => void>} */
const listeners = new Set();

/** The languages there are texts for (an embed's `lang` is checked against them). */
export function languages() {
  return ORDER;
}

/** The language the page speaks now. */
export function language() {
  return code;
}

/**
 * Every language's texts, merged, for the tests of parity between languages
 * (in the sources, where every language is at hand).
 * @returns {Record<string, Texts>}
 */
export function allTexts() {
  return LANGS;
}

/**
 * A few words of every language, there before its texts: its own name
 * ('lang.self'), and the sides' default names ('side.south', 'side.north').
 * @returns {Record<string, Texts>}
 */
export function fewWords() {
  return FEW;
}

/**
 * The language to speak first: the one a player chose before, else the first
 * of the browser's languages there are texts for ("it-CH" is Italian), else English.
 * @param {readonly string[]} preferred navigator.languages
 * @param {string | null} [chosen] the language remembered from an earlier visit
 */
export function preferredLanguage(preferred, chosen = null) {
  if (chosen && CODES.includes(chosen)) return chosen;
  for (const tag of preferred) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (CODES.includes(base)) return base;
  }
  return 'en';
}

/** The language asked for last: a slower load of an earlier choice does not win over it. */
let wanted = 'en';

/**
 * Speak another language; every listener redraws its texts. Its texts are
 * loaded first where they are not at hand (the served site fetches each
 * language when first spoken), meanwhile the page speaks as it did; a load
 * that fails leaves it so. An unknown code changes nothing (an embed's wrong
 * `lang` is reported where it is read).
 * @param {string} lang
 * @returns {Promise<void>} settled once the language is spoken (or could not be loaded)
 */
export async function setLanguage(lang) {
  if (!CODES.includes(lang)) return;
  wanted = lang;
  if (!LANGS[lang]) {
    let texts;
    try {
      texts = { ...(await loadTexts(lang)) };
    } catch {
      return; // offline before this language was ever loaded: the page speaks on as it did
    }
    for (const pack of added) Object.assign(texts, /** @type {Record<string, Texts>} */ (pack)[lang] ?? {});
    LANGS[lang] ??= texts;
  }
  if (wanted !== lang || lang === code) return;
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
  added.push(pack);
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
