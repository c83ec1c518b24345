// Italian texts: the same keys as en.js, with the same {placeholders}.

/** @type {Record<string, string>} */
export const IT = {
  'lang.self': 'Italiano',
  'lang.label': 'Lingua',
};
