// The shape of the texts: one record of keys per language, and a pack (an
// area's texts in every language side by side).

/** @typedef {Record<string, string>} Texts */
/** @typedef {{ en: Texts, it: Texts, fr: Texts, ca: Texts, sw: Texts }} Pack */

export {};
