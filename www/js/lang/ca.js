// Catalan texts: the same keys as en.js, with the same {placeholders}.

/** @type {Record<string, string>} */
export const CA = {
  'lang.self': 'Català',
  'lang.label': 'Llengua',
};
