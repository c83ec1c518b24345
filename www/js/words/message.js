// One message of a language file made into words. A message that carries a
// count chooses its forms with ICU MessageFormat (`{n, plural, one {# seed}
// other {# seeds}}`, CLDR's categories through Intl.PluralRules), read by the
// FormatJS library rather than by plural rules of our own; any other message
// is plain text with {placeholders}, filled by a quick replace. Every number
// shown, in either kind, is written as its language writes numbers
// (Intl.NumberFormat: "14 000 000" and "0,25" in French).
import { IntlMessageFormat } from '../vendor/intl-messageformat.js';

/** A message of ICU MessageFormat: it has an argument with a plural, select or number format. */
const ICU = /\{\s*\w+\s*,\s*(?:plural|selectordinal|select|number)\s*[,}]/;

/** Compiled ICU messages, by language and text (compiling costs; a narration says the same sentence often). */
/** @type {Map<string, { format: IntlMessageFormat, plain: Set<string> } | null>} */
const icuMessages = new Map();

/** Number formats by language: making one costs more than a lap's whole narration. */
/** @type {Map<string, Intl.NumberFormat>} */
const numberFormats = new Map();

/**
 * A number as the language writes it: grouped thousands, its decimal sign,
 * up to three decimals (0.25 s, 1.5 s), as many as it has; or exactly
 * `digits` decimals, for a figure that ticks (a countdown's 4.0, 3.9…).
 * @param {number} n
 * @param {string} lang
 * @param {number} [digits]
 */
export function formatNumber(n, lang, digits) {
  const id = digits === undefined ? lang : `${lang}:${digits}`;
  let f = numberFormats.get(id);
  if (!f) {
    f = new Intl.NumberFormat(lang, digits === undefined ? { maximumFractionDigits: 3 } : { minimumFractionDigits: digits, maximumFractionDigits: digits });
    numberFormats.set(id, f);
  }
  return f.format(n);
}

/**
 * @param {unknown} value
 * @param {string} lang
 */
const numberOrText = (value, lang) => (typeof value === 'number' ? formatNumber(value, lang) : String(value));

/**
 * The names of a message's plain arguments (`{name}`) that no plural or
 * number format reads: the library writes a number given to one with
 * String(), so those get the language's number format before.
 * @param {any[]} elements the library's parsed message
 */
function plainArguments(elements) {
  const plain = new Set();
  const counted = new Set();
  /** @param {any[]} els */
  const walk = (els) => {
    for (const el of els) {
      if (el.type === 1) plain.add(el.value); // {name}
      if (el.type === 2 || el.type === 6) counted.add(el.value); // {n, number}, {n, plural, …}
      for (const option of Object.values(el.options ?? {})) walk(/** @type {any} */ (option).value);
    }
  };
  walk(elements);
  for (const name of counted) plain.delete(name);
  return plain;
}

/**
 * @param {string} text
 * @param {string} lang
 */
function compileMessage(text, lang) {
  const id = `${lang}\u0000${text}`;
  if (icuMessages.has(id)) return icuMessages.get(id) ?? null;
  let entry = null;
  try {
    // An apostrophe is always an apostrophe (l'{pit}, dell'{name}): ICU would
    // otherwise read one before a brace as the start of quoted text.
    const format = new IntlMessageFormat(text.replaceAll("'", "''"), lang, undefined, { ignoreTag: true });
    entry = { format, plain: plainArguments(format.getAst()) };
  } catch {
    // A malformed message (a translator's slip) is shown plainly, never thrown: the tests name it.
  }
  icuMessages.set(id, entry);
  return entry;
}

/**
 * Whether a text is written in ICU MessageFormat (the tests of the language files ask).
 * @param {string} text
 */
export function isIcu(text) {
  return ICU.test(text);
}

/**
 * Whether an ICU text compiles (the tests of the language files ask).
 * @param {string} text
 * @param {string} lang
 */
export function compiles(text, lang) {
  return compileMessage(text, lang) !== null;
}

/**
 * A message in words, its placeholders filled; a placeholder with no value stays as it is written.
 * @param {string} text
 * @param {string} lang the language it is written in (its plural rules and number format)
 * @param {Record<string, string | number>} params
 * @returns {string}
 */
export function formatMessage(text, lang, params) {
  if (ICU.test(text)) {
    const entry = compileMessage(text, lang);
    if (entry) {
      /** @type {Record<string, string | number>} */
      const values = {};
      for (const [name, value] of Object.entries(params)) values[name] = entry.plain.has(name) ? numberOrText(value, lang) : value;
      try {
        return String(entry.format.format(values));
      } catch {
        // A count not given: fall through to the plain fill, which shows what is missing.
      }
    }
  }
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in params ? numberOrText(params[name], lang) : `{${name}}`));
}
