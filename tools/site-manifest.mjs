// What the served site needs to load fast and to work offline, written from
// the page's own files (tools/module-graph.mjs) by ./build.sh build:
//
// - in www/index.html, between its preload markers: a preload of the wasm
//   and a modulepreload of every module of the page. Without them the browser
//   learns of a module only once its importer has arrived, one level of the
//   graph per round trip; with them it fetches the whole graph, and the wasm
//   that compiles meanwhile, at once. The block changes only when the graph
//   does, so it is committed with the page. Likewise the boot texts: what
//   js/boot.js shows, in every language, if those modules never load.
// - www/embed.html (not committed): the page for iframes, made from
//   index.html as it now stands (tools/embed-page.mjs).
// - www/sw-manifest.js (not committed): the service worker's precache, every
//   file a visit can fetch with its SRI hash, and the version, a hash of all
//   their contents and of sw.js. The version names the cache, and the browser
//   sees a new one because this file, imported by sw.js, changed.
//
//   node tools/site-manifest.mjs           write them all
//   node tools/site-manifest.mjs --check   fail if index.html's block is stale
import { embedPage } from './embed-page.mjs';
import { createHash } from 'node:crypto';
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BOOT_TEXTS, PRELOADS, WWW, pageGraph, read } from './module-graph.mjs';
import * as LANGUAGES from '../www/js/lang/languages.js';

const BEGIN = '<!-- preloads: written by tools/site-manifest.mjs from the import graph -->';
const END = '<!-- end of preloads -->';
const BOOT_BEGIN = '<!-- boot texts: written by tools/site-manifest.mjs from the language files -->';
const BOOT_END = '<!-- end of boot texts -->';

/**
 * The preload block for a page graph: the wasm first (the largest file, on
 * the critical path), then the modules, larger first, so that on HTTP/1.1's
 * few connections the long transfers start early.
 * @param {{ modules: string[], files: string[] }} graph
 */
function preloadBlock(graph) {
  const size = (/** @type {string} */ p) => statSync(join(WWW, p)).size;
  const lines = graph.files.filter((f) => f.endsWith('.wasm'))
    .map((f) => `<link rel="preload" href="${f}" as="fetch" type="application/wasm" crossorigin>`);
  for (const m of [...graph.modules].sort((a, b) => size(b) - size(a) || a.localeCompare(b))) lines.push(`<link rel="modulepreload" href="${m}">`);
  return [BEGIN, ...lines, END].map((l) => `  ${l}\n`).join('');
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
    if (!text) throw new Error(`site manifest: the ${code} texts have no app.bootFailed`);
    return `  <p lang="${code}">${escapeHtml(text)}</p>`;
  });
  return [BOOT_BEGIN, '<div id="boot-texts" hidden>', ...lines, '</div>', BOOT_END].map((l) => `${indent}${l}\n`).join('');
}

/** @param {Buffer | string} bytes */
const sri = (bytes) => `sha256-${createHash('sha256').update(bytes).digest('base64')}`;

const html = read('index.html');
if (!PRELOADS.test(html)) throw new Error(`site manifest: index.html has no preload markers (${BEGIN} … ${END})`);
const graph = pageGraph(html);
if (!BOOT_TEXTS.test(html)) throw new Error(`site manifest: index.html has no boot-text markers (${BOOT_BEGIN} … ${BOOT_END})`);
const page = html.replace(PRELOADS, () => preloadBlock(graph)).replace(BOOT_TEXTS, (_, indent) => bootTexts(indent));

if (process.argv.includes('--check')) {
  if (page !== html) {
    console.error('index.html: the preload block is stale (run node tools/site-manifest.mjs)');
    process.exit(1);
  }
  console.log('index.html: the preload block matches the import graph');
} else {
  if (page !== html) writeFileSync(join(WWW, 'index.html'), page);
  // The iframe page is made from index.html as it now stands, and precached
  // with the custom element that frames it: an embed plays offline too.
  writeFileSync(join(WWW, 'embed.html'), embedPage(page));
  graph.files.push('embed.html', 'omweso-game.js');
  graph.files.sort();
  const files = graph.files.map((url) => ({ url, integrity: sri(readFileSync(join(WWW, url))) }));
  const version = createHash('sha256')
    .update(files.map((f) => `${f.url} ${f.integrity}\n`).join(''))
    .update(readFileSync(join(WWW, 'sw.js')))
    .digest('hex').slice(0, 16);
  writeFileSync(join(WWW, 'sw-manifest.js'),
    '// Written by tools/site-manifest.mjs (./build.sh build): the service worker\'s precache. Do not edit.\n'
    + `self.OMWESO_PRECACHE = ${JSON.stringify({ version, files }, null, 1)};\n`);
  const bytes = graph.files.reduce((n, f) => n + statSync(join(WWW, f)).size, 0);
  console.log(`www/sw-manifest.js: version ${version}, ${files.length} files, ${(bytes / 1024).toFixed(0)} KiB; index.html: ${graph.modules.length} modules preloaded`);
}
