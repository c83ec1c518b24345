// The whole game in one file that plays when opened by double-click from
// file:// (which cannot fetch a .wasm, nor start a worker by URL): written
// into dist/ by tools/bundle.mjs, from dist/index.html as that tool made it.
//
// - The page is one inline module, bundled by esbuild without splitting:
//   what the served site loads later (a dynamic import()) is in it too.
// - The wasm is inlined as base64 and instantiated with initSync.
// - Each worker is a classic script's text (Chromium refuses a module worker
//   from a Blob URL on a file:// page), started from a Blob URL
//   (js/engine/worker-start.js) and handed the compiled wasm by the page.
//   The glue's one `import.meta.url` (the default wasm path, which a worker
//   never takes) becomes the worker's own address.
// - The stylesheet and the icon are inline; the links a file page cannot
//   use (the preloads, the web app manifest, the boot guard: inline modules
//   cannot fail to load) are dropped.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceOnce } from './replace-once.mjs';

const WWW = new URL('../www/', import.meta.url).pathname;
const DIST = new URL('../dist/', import.meta.url).pathname;
/** The page rewritten, as errors name it. */
const PAGE = 'the offline file (from dist/index.html)';

/**
 * One bundle's code, unsplit.
 * @param {string} entry relative to www/
 * @param {'esm' | 'iife'} format
 */
async function bundleOne(entry, format) {
  const result = await build({
    entryPoints: [join(WWW, entry)],
    bundle: true,
    minify: true,
    target: 'es2022',
    charset: 'utf8',
    format,
    write: false,
    logLevel: 'warning',
    legalComments: 'inline',
    ...(format === 'iife' ? { define: { 'import.meta.url': 'self.location.href' } } : {}),
  });
  return result.outputFiles[0].text;
}

/** @returns {Promise<string>} the offline page's text */
export async function offlinePage() {
  const code = await bundleOne('js/app/main.js', 'esm');
  /** @type {Record<string, string>} */
  const workers = {};
  for (const name of ['ai-worker', 'engine-worker']) {
    workers[name] = await bundleOne(`js/engine/${name}.js`, 'iife');
    if (/\bimport\.meta\b/.test(workers[name])) throw new Error(`offline build: the ${name} bundle is not a classic script`);
  }
  const workerText = JSON.stringify(workers).replaceAll('</', '<\\/');
  const wasm = readFileSync(join(WWW, 'pkg/omweso_bg.wasm')).toString('base64');
  const css = readFileSync(join(WWW, 'css/omweso.css'), 'utf8');
  const icon = `data:image/svg+xml;base64,${readFileSync(join(WWW, 'icons/icon.svg')).toString('base64')}`;

  let html = readFileSync(join(DIST, 'index.html'), 'utf8');
  html = replaceOnce(html, /<link rel="stylesheet" href="assets\/[^"]+">/, () => `<style>\n${css}</style>`, PAGE);
  html = html.replace(/[ \t]*<link rel="(?:modulepreload|preload|manifest|apple-touch-icon)"[^>]*>\n/g, '');
  // Its modules are inline, so they cannot fail to load: no boot guard and none of its texts.
  html = replaceOnce(html, /[ \t]*<div id="boot-texts" hidden>[\s\S]*?<\/div>\n/, () => '', PAGE);
  html = replaceOnce(html, /[ \t]*<script src="assets\/boot-[^"]+"><\/script>\n/, () => '', PAGE);
  html = replaceOnce(html, /<link rel="icon" href="icons\/icon.svg"/, () => `<link rel="icon" href="${icon}"`, PAGE);
  html = replaceOnce(html, /<script type="module" src="assets\/main-[^"]+"><\/script>/,
    () => `<script>globalThis.OMWESO_WASM_BASE64 = "${wasm}";</script>\n<script>globalThis.OMWESO_WORKERS = ${workerText};</script>\n<script type="module">\n${code.replaceAll('</script', '<\\/script')}\n</script>`, PAGE);
  // The page's own markup, the inlined code and style left out, links nowhere.
  // (An inline element's contents are left out, not its tag: a <script src> is a link.)
  const external = /\b(?:src|href)="(?!data:|#)[^"]*"/.exec(html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2>)/g, '$1$3'));
  if (external) throw new Error(`offline build: an external reference is left: ${external[0]}`);
  return html;
}
