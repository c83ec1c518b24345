// The built site, dist/ (tools/bundle.mjs, run by ./build.sh build before
// the tests): each language's chunk holds exactly that language's texts as
// the sources merge them, the first load holds none of the other languages,
// and the precache is every file of the build, each with its hash.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, REPORT } from '../../tools/bundle.mjs';
import { CODES, merged } from '../../www/js/lang/catalog.js';

/** @type {{ firstLoad: string[], later: string[], languages: Record<string, string>, precache: { version: string, files: { url: string, integrity: string }[] } }} */
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
