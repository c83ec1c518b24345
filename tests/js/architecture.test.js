// The page's shape, read from its imports (JSDoc type imports included): a
// room for each feature, one door into each, and the rules that keep them so.
// Run `node tests/js/architecture.test.js --print` to see the module graph.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname, relative, resolve } from 'node:path';

const JS = new URL('../../www/js/', import.meta.url).pathname;

/** Every module of www/js, relative to it. */
function modules(dir = JS) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return modules(path);
    return name.endsWith('.js') ? [relative(JS, path)] : [];
  });
}

/**
 * What a module imports from www/js: static imports, dynamic imports, JSDoc's import('…') types and worker URLs.
 * @param {string} mod
 */
function importsOf(mod) {
  const text = readFileSync(join(JS, mod), 'utf8');
  const specs = [
    ...text.matchAll(/\bfrom\s+'(\.[^']+)'/g),
    ...text.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g),
    ...text.matchAll(/new URL\('(\.[^']+)', import\.meta\.url\)/g),
  ].map((m) => m[1]);
  return [...new Set(specs.map((s) => relative(JS, resolve(dirname(join(JS, mod)), s))).filter((p) => !p.startsWith('..')))];
}

const ALL = modules();
const GRAPH = new Map(ALL.map((m) => [m, importsOf(m)]));
/** @param {string} mod */
const room = (mod) => (mod.includes('/') ? mod.split('/')[0] : '.');

/** Folders every feature builds on, and what each of them may import. */
const BASE = {
  '.': ['.', 'words'], // the few shared helpers at the top: dom, pits, local-storage, notices
  engine: ['engine'],
  board: ['board', '.'],
  lang: ['lang'],
  words: ['words', 'lang', 'vendor', '.'],
  vendor: [], // libraries from npm, bundled by tools/vendor.mjs
  game: ['game', 'engine', 'words', '.'],
};
const FEATURES = ['play', 'a11y', 'setup', 'share', 'lessons', 'rules-cards', 'embed', 'kiosk'];

test('the folders are the rooms there should be, and few modules stand at the top', () => {
  const rooms = new Set(ALL.map(room));
  assert.deepEqual([...rooms].sort(), ['.', 'app', ...Object.keys(BASE).filter((r) => r !== '.'), ...FEATURES].sort());
  const top = ALL.filter((m) => room(m) === '.');
  assert.ok(top.length <= 10, `at most ten modules at the top of www/js: ${top.join(', ')}`);
});

test('every import names a module that exists', () => {
  for (const [mod, imports] of GRAPH) for (const i of imports) assert.ok(GRAPH.has(i), `${mod} imports ${i}, which is not there`);
});

test('no import circle, lang/ included', () => {
  /** @type {Map<string, 'open' | 'done'>} */
  const seen = new Map();
  /** @param {string} mod @param {string[]} path */
  const visit = (mod, path) => {
    if (seen.get(mod) === 'done') return;
    assert.notEqual(seen.get(mod), 'open', `an import circle: ${[...path, mod].join(' → ')}`);
    seen.set(mod, 'open');
    for (const i of GRAPH.get(mod) ?? []) visit(i, [...path, mod]);
    seen.set(mod, 'done');
  };
  for (const mod of ALL) visit(mod, []);
});

test('no module imports more than twenty others', () => {
  const many = [...GRAPH].filter(([, imports]) => imports.length > 20).map(([mod, imports]) => `${mod} (${imports.length})`);
  assert.deepEqual(many, []);
});

test('the base folders import no feature, and no feature imports another or app/', () => {
  const wrong = [];
  for (const [mod, imports] of GRAPH) {
    const from = room(mod);
    for (const i of imports) {
      const to = room(i);
      if (from in BASE && !/** @type {Record<string, string[]>} */ (BASE)[from].includes(to)) wrong.push(`${mod} (a base folder) imports ${i}`);
      else if (FEATURES.includes(from) && to !== from && !(to in BASE)) wrong.push(`${mod} (the ${from} feature) imports ${i}`);
    }
  }
  assert.deepEqual(wrong, [], 'only app/ wires features together');
});

test('only app/ knows the controller', () => {
  const knowing = [...GRAPH].filter(([mod, imports]) => room(mod) !== 'app' && imports.includes('app/controller.js')).map(([mod]) => mod);
  assert.deepEqual(knowing, []);
});

if (process.argv.includes('--print')) {
  for (const [mod, imports] of [...GRAPH].sort()) console.log(`${mod} → ${imports.join(', ') || '(nothing)'}`);
}
