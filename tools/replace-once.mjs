// A page's markup rewritten at one place, or the build fails: a changed
// index.html must not ship with a link to a source file, or half-inlined.
// Shared by tools/bundle.mjs and tools/offline.mjs.

/**
 * @param {string} html
 * @param {RegExp} pattern
 * @param {(...m: string[]) => string} by the replacement, given the match and its groups
 * @param {string} what the page, for the error
 */
export function replaceOnce(html, pattern, by, what) {
  let found = 0;
  const out = html.replace(pattern, (...m) => {
    found++;
    return by(...m);
  });
  if (found !== 1) throw new Error(`${what} has ${found} matches of ${pattern}, not one`);
  return out;
}
