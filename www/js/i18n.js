// Text lookup with {placeholders}. No UI text is written in the code itself.
import { EN } from './lang/en.js';

/** @type {Record<string, Record<string, string>>} */
const LANGS = { en: EN };
let current = EN;

/** The languages there are texts for (an embed's `lang` is checked against them). */
export function languages() {
  return Object.keys(LANGS);
}

/** @param {string} lang */
export function setLanguage(lang) {
  current = LANGS[lang] ?? EN;
}

/**
 * @param {string} key
 * @param {Record<string, string | number>} [params]
 * @returns {string}
 */
export function t(key, params = {}) {
  const text = current[key] ?? EN[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in params ? String(params[name]) : `{${name}}`));
}
