// Builds dist/, the site a host copies, from the sources in www/ (run by
// ./build.sh build once the engine is in www/pkg/):
//
// - the page and each of its two workers bundled by esbuild, minified and
//   split into chunks: what a feature needs only when it is first used (a
//   dynamic import(): the lessons, the rules cards) is its own chunk, fetched
//   then, not before the board, and so is each language but English
//   (tools/lang-split.mjs): a visitor fetches the one the page speaks; and
//   each game's first board, drawn by the engine at build time
//   (tools/first-boards.mjs), so the page shows it before the wasm arrives;
// - every script, the stylesheet and the wasm under assets/ with a hash of
//   its contents in its name, so a host may cache them forever;
// - index.html and embed.html, their links pointing at those names, with a
//   modulepreload for each chunk the page imports before its first board:
//   the browser fetches them at once, not one level of imports per round
//   trip; and the texts js/boot.js shows if they never load;
// - sw.js with sw-manifest.js, the precache: every file of this build with
//   its SRI hash, and a version, a hash of them all;
// - omweso-game.js, the <omweso-game> element as one classic script (a host
//   page loads it from any origin, and the game's host needs no CORS header);
// - omweso-offline.html, the whole game in one file that plays from file://.
//
// The sources stay a working site on their own (index.html loads
// js/app/main.js, unbundled) for development; dist/ is what is served,
// tested and shipped. The build's report, target/bundle.json, says which
// files are the page's first load, its later chunks and its workers' (the
// browser tests check the page's requests against it).
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, posix, relative } from 'node:path';
import { embedPage } from './embed-page.mjs';
import { languageInput, langSplit } from './lang-split.mjs';
import { firstBoardsPlugin } from './first-boards.mjs';
import { offlinePage } from './offline.mjs';
import { replaceOnce } from './replace-once.mjs';
import * as LANGUAGES from '../www/js/lang/languages.js';

const LANGUAGE_CODES = Object.keys(LANGUAGES);

const ROOT = new URL('..', import.meta.url).pathname;
export const WWW = join(ROOT, 'www');
export const DIST = join(ROOT, 'dist');
export const REPORT = join(ROOT, 'target', 'bundle.json');
const ASSETS = 'assets';

/** What every bundle of the page shares: modern browsers, minified, UTF-8 (a module is always read as UTF-8). */
const COMMON = /** @type {const} */ ({ bundle: true, minify: true, target: 'es2022', charset: 'utf8', logLevel: 'warning', legalComments: 'inline' });

/** @param {Buffer | string} bytes */
const digest = (bytes) => createHash('sha256').update(bytes).digest();
/** @param {Buffer | string} bytes */
const sri = (bytes) => `sha256-${digest(bytes).toString('base64')}`;

/**
 * Copy a source file to assets/ under a name carrying its contents' hash.
 * @param {string} path relative to www/
 * @returns {string} its path in dist/
 */
function hashedCopy(path) {
  const bytes = readFileSync(join(WWW, path));
  const ext = extname(path);
  const out = `${ASSETS}/${basename(path, ext)}-${digest(bytes).toString('hex').slice(0, 10)}${ext}`;
  writeFileSync(join(DIST, out), bytes);
  return out;
}

/**
 * The files the sources name with `new URL('…', import.meta.url)` (the
 * workers, the wasm, the service worker) are renamed by the build: this
 * plugin rewrites each such literal to where the file is in dist/, relative
 * to assets/, where every bundle lands. A literal naming a file the build
 * does not place is an error, not a broken link at run time.
 * @param {Map<string, string>} placed source path (relative to www/) → its path in dist/
 * @returns {import('esbuild').Plugin}
 */
function placedUrls(placed) {
  return {
    name: 'placed-urls',
    setup(b) {
      b.onLoad({ filter: /\.js$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const errors = [];
        const contents = source.replace(/new URL\(\s*(['"])([^'"]+)\1\s*,\s*import\.meta\.url\s*\)/g, (whole, quote, spec) => {
          const target = relative(WWW, join(dirname(args.path), spec));
          const out = placed.get(target);
          if (!out) {
            errors.push({ text: `${target}, named by new URL(…, import.meta.url), is not placed in dist/ by the build` });
            return whole;
          }
          const href = posix.relative(ASSETS, out);
          return `new URL(${quote}${href.startsWith('.') ? href : `./${href}`}${quote}, import.meta.url)`;
        });
        return errors.length ? { errors } : { contents, loader: 'js' };
      });
    },
  };
}

/**
 * Bundle entry points into assets/, split into chunks.
 * @param {string[]} entries relative to www/
 * @param {Map<string, string>} placed
 * @param {import('esbuild').Plugin[]} [plugins] besides the placed URLs
 */
async function bundleSplit(entries, placed, plugins = []) {
  const result = await build({
    ...COMMON,
    entryPoints: entries.map((e) => join(WWW, e)),
    format: 'esm',
    splitting: true,
    outdir: join(DIST, ASSETS),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    metafile: true,
    plugins: [placedUrls(placed), ...plugins],
  });
  /** @type {Map<string, string>} entry (relative to www/) → its output (relative to dist/) */
  const outputs = new Map();
  /** @type {Record<string, string[]>} output → the outputs it imports statically */
  const imports = {};
  /** @type {Map<string, string>} input (relative to www/, or a namespace's path) → the output holding it */
  const holder = new Map();
  for (const [out, meta] of Object.entries(result.metafile.outputs)) {
    if (!out.endsWith('.js')) continue;
    const rel = relative(DIST, join(ROOT, out));
    imports[rel] = meta.imports.filter((i) => i.kind === 'import-statement').map((i) => relative(DIST, join(ROOT, i.path)));
    if (meta.entryPoint) outputs.set(relative(WWW, join(ROOT, meta.entryPoint)), rel);
    for (const input of Object.keys(meta.inputs)) holder.set(input.includes(':') ? input : relative(WWW, join(ROOT, input)), rel);
  }
  return { outputs, imports, holder };
}

/**
 * An output and everything it imports statically: what loads before it runs.
 * @param {string} out
 * @param {Record<string, string[]>} imports
 */
function staticClosure(out, imports) {
  const seen = new Set();
  /** @param {string} o */
  const visit = (o) => {
    if (seen.has(o)) return;
    seen.add(o);
    for (const i of imports[o] ?? []) visit(i);
  };
  visit(out);
  return [...seen];
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * What js/boot.js says if the page's modules never load, in every language:
 * it cannot import the language files then, so their text is in the page.
 * @param {string} indent
 */
function bootTexts(indent) {
  const lines = Object.entries(LANGUAGES).map(([code, texts]) => {
    const text = texts['app.bootFailed'];
    if (!text) throw new Error(`bundle: the ${code} texts have no app.bootFailed`);
    return `  <p lang="${code}">${escapeHtml(text)}</p>`;
  });
  return ['<div id="boot-texts" hidden>', ...lines, '</div>'].map((l) => `${indent}${l}\n`).join('');
}

/**
 * index.html for dist/: its stylesheet, scripts and preloads the build's.
 * @param {{ css: string, boot: string, main: string, firstLoad: string[] }} names
 */
function pageHtml({ css, boot, main, firstLoad }) {
  let html = readFileSync(join(WWW, 'index.html'), 'utf8');
  html = replaceOnce(html, /<link rel="stylesheet" href="css\/omweso\.css">/, () => `<link rel="stylesheet" href="${css}">`, 'www/index.html');
  // The chunks of the first load, larger first, so that on HTTP/1.1's few
  // connections the long transfers start early. Not the wasm: the page draws
  // its first board before the engine (app/first-board.js), and a preloaded
  // wasm would share the link with the page's scripts and delay that board
  // (measured at 150 ms and 1.6 Mbit/s: 1.34 s with it, 1.02 s without; the
  // game is ready 0.2 s later). The page asks for the wasm as its code starts.
  const size = (/** @type {string} */ p) => statSync(join(DIST, p)).size;
  const preloads = firstLoad.filter((m) => m !== main).sort((a, b) => size(b) - size(a) || a.localeCompare(b)).map((m) => `<link rel="modulepreload" href="${m}">`);
  html = replaceOnce(html, /([ \t]*)<!-- preloads: written by tools\/bundle\.mjs -->\n/, (_, indent) => preloads.map((l) => `${indent}${l}\n`).join(''), 'www/index.html');
  html = replaceOnce(html, /([ \t]*)<!-- boot texts: written by tools\/bundle\.mjs -->\n/, (_, indent) => bootTexts(indent), 'www/index.html');
  html = replaceOnce(html, /<script src="js\/boot\.js"><\/script>/, () => `<script src="${boot}"></script>`, 'www/index.html');
  html = replaceOnce(html, /<script type="module" src="js\/app\/main\.js"><\/script>/, () => `<script type="module" src="${main}"></script>`, 'www/index.html');
  const left = /\b(?:src|href)="(js|css|pkg)\/[^"]*"/.exec(html);
  if (left) throw new Error(`bundle: index.html still links a source file: ${left[0]}`);
  return html;
}

/** The element, one classic script (dist/omweso-game.js). */
async function buildElement() {
  await build({
    ...COMMON,
    entryPoints: [join(WWW, 'js/embed/element.js')],
    outfile: join(DIST, 'omweso-game.js'),
    format: 'iife',
    banner: { js: '// <omweso-game>: the sowing games in any page (built from www/js/embed/element.js by tools/bundle.mjs).' },
  });
}

/** Every file under a folder of dist/, relative to dist/. @param {string} dir */
const filesUnder = (dir) => readdirSync(join(DIST, dir), { recursive: true, withFileTypes: true })
  .filter((d) => d.isFile()).map((d) => relative(DIST, join(d.parentPath, d.name)));

/**
 * The service worker's precache: every file a visit can fetch (the pages,
 * what they link, the element, every asset, later chunks included: the
 * worker fetches them after the first board), each with its SRI hash, and
 * a version naming the cache, a hash of them all and of sw.js.
 * @param {string} html
 */
function writePrecache(html) {
  const linked = [...html.matchAll(/<link\b[^>]*\brel="(?:icon|apple-touch-icon|manifest)"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
  const urls = [...new Set(['index.html', 'embed.html', 'omweso-game.js', ...linked, ...filesUnder(ASSETS)])].sort();
  const files = urls.map((url) => ({ url, integrity: sri(readFileSync(join(DIST, url))) }));
  const version = createHash('sha256')
    .update(files.map((f) => `${f.url} ${f.integrity}\n`).join(''))
    .update(readFileSync(join(DIST, 'sw.js')))
    .digest('hex').slice(0, 16);
  writeFileSync(join(DIST, 'sw-manifest.js'),
    '// Written by tools/bundle.mjs (./build.sh build): the service worker\'s precache. Do not edit.\n'
    + `self.OMWESO_PRECACHE = ${JSON.stringify({ version, files }, null, 1)};\n`);
  return { version, files };
}

async function main() {
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(join(DIST, ASSETS), { recursive: true });
  cpSync(join(WWW, 'icons'), join(DIST, 'icons'), { recursive: true });
  // The example page for embedders (the API's Node example, quickstart.mjs, stays with the sources and www/pkg).
  mkdirSync(join(DIST, 'examples'));
  cpSync(join(WWW, 'examples', 'embed.html'), join(DIST, 'examples', 'embed.html'));
  for (const file of ['manifest.webmanifest', 'sw.js']) cpSync(join(WWW, file), join(DIST, file));

  /** @type {Map<string, string>} */
  const placed = new Map([['pkg/omweso_bg.wasm', hashedCopy('pkg/omweso_bg.wasm')], ['sw.js', 'sw.js']]);
  const css = hashedCopy('css/omweso.css');
  const boot = hashedCopy('js/boot.js');
  // The workers first: the page's bundle names their outputs.
  const workers = await bundleSplit(['js/engine/ai-worker.js', 'js/engine/engine-worker.js'], placed);
  for (const [entry, out] of workers.outputs) placed.set(entry, out);
  // The page speaks one language at a time: each other language is a chunk.
  // Each game's first board is in the page, drawn by the engine now.
  const page = await bundleSplit(['js/app/main.js'], placed, [langSplit(), firstBoardsPlugin()]);
  const main = /** @type {string} */ (page.outputs.get('js/app/main.js'));
  const firstLoad = staticClosure(main, page.imports);
  const html = pageHtml({ css, boot, main, firstLoad });
  writeFileSync(join(DIST, 'index.html'), html);
  writeFileSync(join(DIST, 'embed.html'), embedPage(html));
  await buildElement();
  const precache = writePrecache(html);
  const offline = await offlinePage();
  writeFileSync(join(DIST, 'omweso-offline.html'), offline);

  const pageChunks = Object.keys(page.imports);
  const workerFiles = Object.fromEntries([...workers.outputs].map(([entry, out]) => [basename(entry, '.js'), staticClosure(out, workers.imports)]));
  // Where the parts loaded later are: each language's texts, the page's second step, the lessons, the rules cards.
  const languages = Object.fromEntries(LANGUAGE_CODES.map((code) => [code, page.holder.get(languageInput(code))]));
  const parts = { compose: page.holder.get('js/app/compose.js'), lessons: page.holder.get('js/lessons/index.js'), 'rules-cards': page.holder.get('js/rules-cards/index.js') };
  // What the game waits for besides: the page's second step and what it imports beyond the first load.
  const readyLoad = staticClosure(/** @type {string} */ (parts.compose), page.imports).filter((c) => !firstLoad.includes(c));
  const report = { firstLoad, readyLoad, later: pageChunks.filter((c) => !firstLoad.includes(c)).sort(), languages, parts, workers: workerFiles,
    wasm: placed.get('pkg/omweso_bg.wasm'), css, boot, precache };
  mkdirSync(dirname(REPORT), { recursive: true });
  writeFileSync(REPORT, `${JSON.stringify(report, null, 1)}\n`);
  const kib = (/** @type {string[]} */ list) => (list.reduce((n, f) => n + statSync(join(DIST, f)).size, 0) / 1024).toFixed(0);
  console.log(`dist/: first load ${firstLoad.length} scripts (${kib(firstLoad)} KiB), ${report.later.length} later chunks (${kib(report.later)} KiB), `
    + `workers ${Object.values(workerFiles).flat().length} scripts; precache version ${precache.version}, ${precache.files.length} files; `
    + `omweso-offline.html ${(offline.length / 1024).toFixed(0)} KiB`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
