// An esbuild plugin for the served site (tools/bundle.mjs): the page's
// languages, one chunk each. It gives the bundler its own version of
// www/js/lang/catalog.js, with the same exports, computed from the sources:
// English's texts and every language's few words in the page, `ALL` null,
// and `loadTexts(code)` a dynamic import of that language's merged texts, a
// module of one object. The sources' catalog, which merges all five at
// once, stays what Node, the unbundled page and the offline file use.
import * as CATALOG from '../www/js/lang/catalog.js';

/** The namespace of the languages' modules: `omweso-language:fr` is French's texts. */
const NAMESPACE = 'omweso-language';

/** A language's module is named lang-<code>, and so is its chunk (lang-fr-….js). @param {string} code */
const languageModule = (code) => `lang-${code}`;

/** A language's module as esbuild's metafile names it. @param {string} code */
export const languageInput = (code) => `${NAMESPACE}:${languageModule(code)}`;

/** @returns {import('esbuild').Plugin} */
export function langSplit() {
  return {
    name: 'lang-split',
    setup(b) {
      b.onLoad({ filter: /[/\\]www[/\\]js[/\\]lang[/\\]catalog\.js$/ }, () => {
        const loaders = CATALOG.CODES.filter((c) => c !== 'en')
          .map((c) => `  ${JSON.stringify(c)}: () => import(${JSON.stringify(`${NAMESPACE}:${c}`)}),`);
        return {
          contents: [
            '// Made by tools/lang-split.mjs from www/js/lang/catalog.js: English in the page, each other language a chunk.',
            `import ENGLISH from ${JSON.stringify(`${NAMESPACE}:en`)};`,
            `export const FEW_KEYS = ${JSON.stringify(CATALOG.FEW_KEYS)};`,
            `export const CODES = ${JSON.stringify(CATALOG.CODES)};`,
            `export const FEW = ${JSON.stringify(CATALOG.FEW)};`,
            'export const ALL = null;',
            'export { ENGLISH };',
            `const LOADERS = {\n${loaders.join('\n')}\n};`,
            'export async function loadTexts(code) {',
            '  if (code === "en") return ENGLISH;',
            '  return (await LOADERS[code]()).default;',
            '}',
          ].join('\n'),
          loader: 'js',
        };
      });
      b.onResolve({ filter: new RegExp(`^${NAMESPACE}:`) }, (args) => ({ path: languageModule(args.path.slice(NAMESPACE.length + 1)), namespace: NAMESPACE }));
      b.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const code = args.path.replace(/^lang-/, '');
        if (!CATALOG.CODES.includes(code)) return { errors: [{ text: `no language ${code}` }] };
        return { contents: `export default ${JSON.stringify(CATALOG.merged(code))};`, loader: 'js' };
      });
    },
  };
}
