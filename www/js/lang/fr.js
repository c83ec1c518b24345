// French texts: the same keys as en.js, with the same {placeholders}.

/** @type {Record<string, string>} */
export const FR = {
  'lang.self': 'Français',
  'lang.label': 'Langue',
};
