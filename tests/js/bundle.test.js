// The built site, dist/ (tools/bundle.mjs, run by ./build.sh build before
// the tests): each language's chunk holds exactly that language's texts as
// the sources merge them, the first load holds none of the other languages,
// fits its budget and carries none of the engine's code, and the precache is
// every file of the build, each with its hash.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { DIST, REPORT } from '../../tools/bundle.mjs';
import { CODES, merged } from '../../www/js/lang/catalog.js';

/** @type {{ firstLoad: string[], later: string[], css: string, boot: string, parts: Record<string, string>, languages: Record<string, string>, precache: { version: string, files: { url: string, integrity: string }[] } }} */
const BUILT = JSON.parse(readFileSync(REPORT, 'utf8'));
const text = (/** @type {string} */ f) => readFileSync(join(DIST, f), 'utf8');

test('each language\'s chunk is that language\'s texts, as lang/catalog.js merges them', async () => {
  for (const code of CODES.filter((c) => c !== 'en')) {
    const chunk = await import(pathToFileURL(join(DIST, BUILT.languages[code])).href);
    assert.deepEqual(chunk.default, merged(code), code);
  }
});

test('the first load holds English, and no sentence of another language', () => {
  const first = BUILT.firstLoad.map(text).join('\n');
  const english = merged('en');
  assert.ok(first.includes(english['app.partFailed']), 'an English sentence is in the first load');
  for (const code of CODES.filter((c) => c !== 'en')) {
    const texts = merged(code);
    // Sentences of this language alone (not the games' own words, which every language shares).
    const own = Object.entries(texts).filter(([k, v]) => v.length > 40 && v !== english[k] && !v.includes('{')).map(([, v]) => v);
    assert.ok(own.length > 100, `${code}: ${own.length} sentences to look for`);
    const found = own.filter((v) => first.includes(v));
    assert.deepEqual(found, [], `${code} texts in the first load`);
    assert.ok(own.every((v) => text(BUILT.languages[code]).includes(v)), `${code}: its chunk holds its sentences as written`);
  }
});

/** What a first visit sends before its first board (issue 22): on a slow link each kilobyte is 5 ms. */
const FIRST_BOARD_BUDGET = 60 * 1024;

test('what the page sends before its first board fits its budget, gzipped: the page, its style, its boot guard and its first load', () => {
  const before = ['index.html', BUILT.css, BUILT.boot, ...BUILT.firstLoad];
  // Each file is a transfer of its own, gzipped alone, as tests/bench/summary.mjs counts them.
  const sizes = before.map((f) => [f, gzipSync(readFileSync(join(DIST, f)), { level: 9 }).length]);
  const total = sizes.reduce((n, [, b]) => n + Number(b), 0);
  assert.ok(total <= FIRST_BOARD_BUDGET, `${(total / 1024).toFixed(1)} KB before the first board, over ${FIRST_BOARD_BUDGET / 1024} KB: ${sizes.map(([f, b]) => `${f} ${b}`).join(', ')}`);
});

test('the first load carries none of the engine\'s code: the wasm-bindgen glue comes with the second step', () => {
  // Every binding of the glue is named __wbg_… (the wasm's imports): none may be in the first load.
  const glue = /__wbg_/;
  for (const f of BUILT.firstLoad) assert.doesNotMatch(text(f), glue, `${f} holds the engine's glue`);
  assert.match(text(BUILT.parts.compose), glue, 'the second step holds it (else this test looks for the wrong mark)');
});

test('the precache is every file of the build but the offline file and the examples, each with its hash', () => {
  const assets = readdirSync(join(DIST, 'assets')).map((f) => `assets/${f}`);
  const urls = BUILT.precache.files.map((f) => f.url);
  for (const a of assets) assert.ok(urls.includes(a), `${a} is precached`);
  for (const page of ['index.html', 'embed.html', 'omweso-game.js', 'manifest.webmanifest']) assert.ok(urls.includes(page), page);
  assert.ok(!urls.includes('omweso-offline.html'));
  for (const { url, integrity } of BUILT.precache.files) {
    assert.equal(`sha256-${createHash('sha256').update(readFileSync(join(DIST, url))).digest('base64')}`, integrity, url);
  }
  assert.ok(text('sw-manifest.js').includes(BUILT.precache.version));
});

test('the pages link only the build\'s files, and every asset\'s name changes with its contents', () => {
  for (const page of ['index.html', 'embed.html']) {
    const html = text(page);
    assert.doesNotMatch(html, /\b(?:src|href)="(?:js|css|pkg)\//, `${page} links no source file`);
    for (const [, ref] of html.matchAll(/\b(?:src|href)="(assets\/[^"]+)"/g)) assert.ok(BUILT.precache.files.some((f) => f.url === ref), `${page}: ${ref} is built`);
  }
  // Copied assets carry the first ten hex digits of their SHA-256; esbuild's chunks its own content hash.
  for (const f of readdirSync(join(DIST, 'assets'))) {
    const m = /^(.+)-([0-9a-f]{10})(\.[a-z]+)$/.exec(f);
    if (!m) {
      assert.match(f, /^[\w-]+-[A-Z0-9]{8}\.js$/, `${f}: esbuild's hashed name`);
      continue;
    }
    assert.equal(createHash('sha256').update(readFileSync(join(DIST, 'assets', f))).digest('hex').slice(0, 10), m[2], f);
  }
});
