// Writes www/js/vendor/*.js: the page's few libraries from npm, each bundled
// by esbuild into one ES module of plain declarations (its code wrapped in a
// function, one `const` and one `export` at the top level), so the page
// imports it like its own modules and the offline single file
// (tools/offline.mjs) joins it like them.
import { buildSync } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const OUT = new URL('../www/js/vendor/', import.meta.url).pathname;

/** Each library: the file it becomes, the package, and the one name the page takes from it. */
const LIBRARIES = [{ file: 'intl-messageformat.js', pkg: 'intl-messageformat', name: 'IntlMessageFormat', license: 'BSD-3-Clause' }];

mkdirSync(OUT, { recursive: true });
for (const lib of LIBRARIES) {
  const { version } = JSON.parse(readFileSync(new URL(`../node_modules/${lib.pkg}/package.json`, import.meta.url), 'utf8'));
  const built = buildSync({
    stdin: { contents: `export { ${lib.name} } from '${lib.pkg}';`, resolveDir: new URL('..', import.meta.url).pathname },
    bundle: true,
    format: 'iife',
    globalName: 'library',
    minify: true,
    target: 'es2022',
    legalComments: 'inline',
    write: false,
  });
  const code = built.outputFiles[0].text.trim();
  writeFileSync(`${OUT}${lib.file}`, [
    `// ${lib.pkg} ${version} (${lib.license}), bundled from npm by tools/vendor.mjs: do not edit.`,
    `const ${lib.name} = (() => {`,
    code,
    `return library.${lib.name};`,
    '})();',
    `export { ${lib.name} };`,
    '',
  ].join('\n'));
  console.log(`www/js/vendor/${lib.file}: ${lib.pkg} ${version}`);
}
