// The command that tells a translator what a language still lacks (issue 23):
// keys missing, placeholders that differ from English, texts left as in English.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { lacks } from '../../tools/lang-lacks.mjs';

const TOOL = new URL('../../tools/lang-lacks.mjs', import.meta.url).pathname;

test('lacks(): a missing or blank key, a placeholder renamed or dropped, a text left in English, a key English lacks', () => {
  const en = { a: 'Sow {n, plural, one {# seed} other {# seeds}} from {pit}.', b: 'Undo', c: '{name} wins', d: 'Omweso', e: 'Lap {n}' };
  const lg = { a: 'Simba {count} okuva {pit}.', b: '  ', c: '{name} wins', d: 'Omweso', e: 'Ekika {n}', z: 'extra' };
  const got = lacks(en, lg);
  assert.deepEqual(got.missing, ['b']);
  assert.deepEqual(got.differ, ['a'], 'an ICU argument counts as a placeholder');
  assert.deepEqual(got.same, ['c', 'd'], 'a placeholder alone is not a text to translate; a word is');
  assert.deepEqual(got.extra, ['z']);
});

test('the command: every language of the page lacks nothing (exit 0), an unknown one is refused in words (exit 2)', () => {
  for (const code of ['it', 'fr', 'ca', 'sw']) {
    const out = execFileSync(process.execPath, [TOOL, code], { encoding: 'utf8' });
    assert.match(out, /missing \(said in English meanwhile\): 0/, code);
    assert.match(out, new RegExp(`${code}: (\\d+) of \\1 texts`), code);
  }
  const unknown = spawnSync(process.execPath, [TOOL, 'lg'], { encoding: 'utf8' });
  assert.equal(unknown.status, 2);
  assert.match(unknown.stderr, /write www\/js\/lang\/lg\.js and add its line to www\/js\/lang\/languages\.js/);
});
