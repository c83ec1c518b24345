// Writes www/omweso-game.js, the <omweso-game> element, from its module
// www/js/embed/element.js: bundled by esbuild into one classic script with
// the element's own texts, so a host page loads it from any origin, with or
// without type="module", and the game's host needs no CORS header.
import { buildSync } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
buildSync({
  entryPoints: [`${root}www/js/embed/element.js`],
  outfile: `${root}www/omweso-game.js`,
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  banner: { js: '// <omweso-game>: the sowing games in any page (built from www/js/embed/element.js by tools/element.mjs).' },
  logLevel: 'warning',
});
console.log('www/omweso-game.js: the element, one classic script');
