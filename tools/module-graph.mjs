// The page's files as its source names them, read from the source alone (no
// bundler): the static ES-module imports, the files a module names with
// `new URL('…', import.meta.url)` (its workers and the wasm), and what
// index.html links. Shared by the offline single file (tools/offline.mjs) and
// the preload list and service-worker precache (tools/site-manifest.mjs).
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

export const WWW = new URL('../www/', import.meta.url).pathname;

/**
 * A static import statement, or a re-export (`export { EN as en } from './en.js'`),
 * alone on its lines but for a comment; group 1 is the specifier.
 */
export const IMPORT = /^(?:import\s+(?:[^'"]*\s+from\s+)?|export\s+\{[^}]*\}\s+from\s+)['"]([^'"]+)['"];?[ \t]*(?:\/\/.*)?$/gm;
/** A file a module names relative to itself: a worker's script, the wasm. */
const URL_REF = /new URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g;

/** index.html's generated block of preloads (tools/site-manifest.mjs), its markers included. */
export const PRELOADS = /[ \t]*<!-- preloads: written by tools\/site-manifest\.mjs from the import graph -->[\s\S]*?<!-- end of preloads -->\n?/;
/** index.html's block of boot texts (site-manifest.mjs writes it), its indent captured. */
export const BOOT_TEXTS = /([ \t]*)<!-- boot texts: written by tools\/site-manifest\.mjs from the language files -->[\s\S]*?<!-- end of boot texts -->\n?/;
/** index.html's boot guard: its texts and js/boot.js (its message's line, empty and hidden, may stay). */
export const BOOT_GUARD = /[ \t]*<!-- Shown by js\/boot\.js[\s\S]*?<script src="js\/boot\.js"><\/script>\n/;

/** @param {string} path relative to www/ */
export const read = (path) => readFileSync(join(WWW, path), 'utf8');

/** @param {string} from @param {string} spec */
const resolve = (from, spec) => normalize(join(dirname(from), spec));

/**
 * Modules reachable from the entry by static imports, dependencies first.
 * @param {string} entry relative to www/
 * @returns {string[]}
 */
export function moduleOrder(entry) {
  const seen = new Set();
  /** @type {string[]} */
  const out = [];
  /** @param {string} path */
  const visit = (path) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const [, spec] of read(path).matchAll(IMPORT)) visit(resolve(path, spec));
    out.push(path);
  };
  visit(entry);
  return out;
}

/**
 * The files the modules name with `new URL(…, import.meta.url)`.
 * @param {string[]} modules
 */
function referenced(modules) {
  const out = new Set();
  for (const m of modules) for (const [, spec] of read(m).matchAll(URL_REF)) out.add(resolve(m, spec));
  return [...out];
}

/**
 * What index.html needs, all of it relative to www/:
 * - `modules`: the page's module graph, from its module scripts (what to modulepreload);
 * - `workers`: each worker script's own module graph (workers are started by URL);
 * - `files`: every file a visit can fetch (the service worker's precache):
 *   index.html and what it links (its stylesheet, icons, manifest) included,
 *   but not the manifest's own icons, which only installing fetches.
 * @param {string} [html] index.html's text
 */
export function pageGraph(html = read('index.html')) {
  const page = new Set();
  for (const [, src] of html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g)) for (const m of moduleOrder(normalize(src))) page.add(m);
  const files = new Set(['index.html', ...page]);
  // Classic scripts (js/boot.js) are the page's files too, though no module imports them.
  for (const [tag, src] of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) if (!/\btype="module"/.test(tag)) files.add(normalize(src));
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    const rel = /\brel="([^"]+)"/.exec(tag)?.[1] ?? '';
    if (!href || /^(?:[a-z]+:|\/\/)/i.test(href) || rel === 'modulepreload' || rel === 'preload') continue;
    files.add(normalize(href));
  }
  /** @type {Record<string, string[]>} */
  const workers = {};
  /** @param {string[]} modules */
  const follow = (modules) => {
    for (const ref of referenced(modules)) {
      files.add(ref);
      if (!ref.endsWith('.js') || ref in workers || page.has(ref)) continue;
      workers[ref] = moduleOrder(ref);
      for (const m of workers[ref]) files.add(m);
      follow(workers[ref]);
    }
  };
  follow([...page]);
  return { modules: [...page], workers, files: [...files].sort() };
}
