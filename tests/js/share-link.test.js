// Share links: a real engine save of every ruleset, and a position, go
// through a link and back unchanged; a link cut short, altered, too long,
// inflating to too much, or plain garbage is refused with a coded
// ShareLinkError, and nothing else is ever thrown.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, rulesets } from './load.js';
import { rng } from './rng.js';
import {
  encodeShare, decodeShare, linkSave, sharePositionSetup, isShareHash, ShareLinkError,
  SHARE_MAX_CHARS, SHARE_MAX_BYTES,
} from '../../www/js/share/link.js';

const snap = (g) => ({ state: g.state(), legal: g.legalMoves(), history: g.history(), options: g.options(), json: g.toJSON() });

/** A game of `moves` random decisions (fewer if it ends first). */
function played(ruleset, moves, seed) {
  const random = rng(seed);
  const g = new Game({ ruleset });
  for (let i = 0; i < moves && !g.state().result; i++) {
    const legal = g.legalMoves();
    g.play(legal[Math.floor(random() * legal.length)]);
  }
  return g;
}

/** A game going on, between turns: random moves, then back to the last moment between two turns. */
function between(ruleset, moves, seed) {
  const g = played(ruleset, moves, seed);
  while (g.state().canUndo && (g.state().pending || g.state().result)) g.undo();
  return g;
}

/** The promise rejects with a ShareLinkError (of `code`, when given), and with nothing else. */
async function refused(promise, code, what) {
  let error = null;
  try {
    await promise;
  } catch (e) {
    error = e;
  }
  assert.ok(error instanceof ShareLinkError, `${what}: refused with a ShareLinkError, not ${error}`);
  if (code) assert.equal(error.code, code, `${what}: code`);
  return error;
}

/** A fragment of the plain form with a payload of our own (its checksum right). */
async function plainFragment(payloadText) {
  const bytes = new TextEncoder().encode(payloadText);
  return `omweso.1.b.${crc32(bytes)}.${Buffer.from(bytes).toString('base64url')}`;
}

function crc32(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return ((c ^ 0xffffffff) >>> 0).toString(16).padStart(8, '0');
}

test('a real save of every ruleset, after 20 random moves, goes through a link and back unchanged', async () => {
  for (const [i, info] of rulesets().entries()) {
    const g = played(info.id, 20, 100 + i);
    // One undo leaves a move to redo: a link carries the history, never what was taken back.
    g.undo();
    assert.equal(g.state().canRedo, true);
    for (const compress of [true, false]) {
      const fragment = await encodeShare({ kind: 'game', save: linkSave(g.toJSON()) }, { compress });
      assert.ok(isShareHash(`#${fragment}`));
      assert.match(fragment, compress ? /^omweso\.1\.z\.[0-9a-f]{8}\.[A-Za-z0-9_-]+$/ : /^omweso\.1\.b\.[0-9a-f]{8}\.[A-Za-z0-9_-]+$/);
      const shared = await decodeShare(`#${fragment}`);
      assert.equal(shared.kind, 'game');
      assert.equal(shared.correspondence, false);
      const back = Game.fromJSON(shared.save);
      assert.deepEqual(back.history(), g.history(), `${info.id}: the same history`);
      assert.deepEqual({ ...back.state(), canRedo: true }, g.state(), `${info.id}: the same state (nothing to redo)`);
      assert.deepEqual(back.legalMoves(), g.legalMoves());
      assert.deepEqual(back.options(), g.options());
      assert.equal(back.state().canRedo, false, 'the move taken back is not in the link');
      back.free();
    }
    g.free();
  }
});

test('deflating makes a long game\'s link several times shorter', async () => {
  const g = played('omweso', 200, 5);
  const save = linkSave(g.toJSON());
  const z = await encodeShare({ kind: 'game', save });
  const b = await encodeShare({ kind: 'game', save }, { compress: false });
  assert.ok(z.length * 3 < b.length, `${z.length} deflated against ${b.length} plain`);
});

test('a position only: the board, the side to move and what the rules look back on, judged by the engine', async () => {
  for (const [i, info] of rulesets().entries()) {
    const g = between(info.id, 20, 300 + i);
    assert.ok(g.history().length > 0, `${info.id}: some moves played`);
    const s = snap(g);
    const setup = sharePositionSetup(s);
    assert.ok(setup, `${info.id}: a position between turns can be written down`);
    const shared = await decodeShare(await encodeShare({ kind: 'position', setup }));
    assert.equal(shared.kind, 'position');
    const back = Game.fromJSON(shared.save);
    const { movesPlayed, canUndo, canRedo, ...want } = g.state();
    const { movesPlayed: m2, canUndo: u2, canRedo: r2, ...got } = back.state();
    assert.deepEqual(got, want, `${info.id}: the same position`);
    assert.equal(m2, 0, 'and no history');
    assert.deepEqual(back.legalMoves(), g.legalMoves(), `${info.id}: the same legal moves`);
    assert.deepEqual(back.options(), g.options());
    back.free();
    g.free();
  }
});

test('no position alone in the middle of a turn or after the end', () => {
  // Igisoro's turning pits pause a turn for its direction.
  const g = new Game({ ruleset: 'igisoro' });
  for (let i = 0; i < 400 && !g.state().pending && !g.state().result; i++) g.play(g.legalMoves()[i % g.legalMoves().length]);
  assert.ok(g.state().pending, 'a turn paused');
  assert.equal(sharePositionSetup(snap(g)), null);
  const over = new Game({ ruleset: 'oware' });
  over.resign('south');
  assert.equal(sharePositionSetup(snap(over)), null);
});

test('a correspondence link and the players\' names go through', async () => {
  const g = played('kombe', 6, 9);
  const names = { south: 'Kato', north: 'Amina' };
  const shared = await decodeShare(await encodeShare({ kind: 'game', save: linkSave(g.toJSON()), correspondence: true, names }));
  assert.equal(shared.correspondence, true);
  assert.deepEqual(shared.names, names);
});

test('a link cut short anywhere is refused, in words of its own code', async () => {
  const fragment = await encodeShare({ kind: 'game', save: linkSave(played('omweso', 20, 2).toJSON()) });
  for (let cut = 0; cut < fragment.length; cut++) {
    await refused(decodeShare(`#${fragment.slice(0, cut)}`), null, `cut at ${cut}`);
  }
});

test('a link with any character changed is refused, or reads as the same game', async () => {
  const save = linkSave(played('layli-goobalay', 20, 3).toJSON());
  for (const compress of [true, false]) {
    const fragment = await encodeShare({ kind: 'game', save }, { compress });
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.';
    const random = rng(compress ? 11 : 12);
    let rejected = 0;
    for (let i = 0; i < 300; i++) {
      const at = Math.floor(random() * fragment.length);
      let c = alphabet[Math.floor(random() * alphabet.length)];
      if (c === fragment[at]) c = c === 'A' ? 'B' : 'A';
      const altered = fragment.slice(0, at) + c + fragment.slice(at + 1);
      try {
        const shared = await decodeShare(altered);
        // Only the unused bits of the last base64 character can change without changing a byte.
        assert.equal(shared.save, save, `altered at ${at}: read as the same game or refused`);
      } catch (e) {
        assert.ok(e instanceof ShareLinkError, `altered at ${at}: ${e}`);
        rejected++;
      }
    }
    assert.ok(rejected > 290, `${rejected} of 300 refused`);
  }
});

test('a link altered with its checksum made right decodes, and the engine refuses its content', async () => {
  const g = played('oware', 4, 4);
  const save = JSON.parse(linkSave(g.toJSON()));
  save.setup.board[0][0] += 1; // a seed more than Oware has
  const shared = await decodeShare(await plainFragment(JSON.stringify({ g: save })));
  assert.throws(() => Game.fromJSON(shared.save), (e) => e.code === 'invalid_saved_setup');
  const moved = JSON.parse(linkSave(g.toJSON()));
  moved.decisions[0] = { kind: 'sow', pit: [0, 0], dir: 'ccw' }; // North's pit on South's turn
  const shared2 = await decodeShare(await plainFragment(JSON.stringify({ g: moved })));
  assert.throws(() => Game.fromJSON(shared2.save), (e) => e.code === 'illegal_saved_decision');
});

test('too long, too large once inflated, another version, other forms: each refused with its code', async () => {
  await refused(decodeShare(`#omweso.1.z.00000000.${'A'.repeat(SHARE_MAX_CHARS)}`), 'too_long', 'an oversized link');
  // A game too long to make a link of, even deflated: random decisions do not compress.
  const random = rng(8);
  const big = JSON.parse(played('omweso', 2, 1).toJSON());
  big.decisions = Array.from({ length: 60000 }, () => ({ kind: 'sow', pit: [Math.floor(random() * 4), Math.floor(random() * 8)], dir: random() < 0.5 ? 'cw' : 'ccw' }));
  const tooLong = await refused(encodeShare({ kind: 'game', save: JSON.stringify(big) }), 'too_long', 'making a link of a huge game');
  assert.ok(Number(tooLong.params.chars) > SHARE_MAX_CHARS);
  // A deflate bomb: a few hundred characters that inflate past the bound.
  const bomb = new Uint8Array(await new Response(new Blob([new Uint8Array(SHARE_MAX_BYTES * 4).fill(32)]).stream()
    .pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
  const bombLink = `omweso.1.z.00000000.${Buffer.from(bomb).toString('base64url')}`;
  assert.ok(bombLink.length < SHARE_MAX_CHARS);
  await refused(decodeShare(bombLink), 'too_large', 'a deflate bomb');
  const good = await encodeShare({ kind: 'game', save: played('hus', 3, 3).toJSON() });
  await refused(decodeShare(good.replace('omweso.1.', 'omweso.2.')), 'version', 'another version');
  await refused(decodeShare(good.replace('.z.', '.q.')), 'garbled', 'an unknown packing');
  await refused(decodeShare(good.replace(/\.[0-9a-f]{8}\./, '.0000000g.')), 'garbled', 'a checksum not in hex');
  await refused(decodeShare(good.replace(/\.[0-9a-f]{8}\./, '.00000000.')), 'checksum', 'a wrong checksum');
  await refused(decodeShare('#something-else'), 'not_link', 'another fragment');
  await refused(decodeShare('#omweso'), 'garbled', 'the prefix alone');
  await refused(decodeShare(/** @type {any} */ (null)), 'garbled', 'not a string');
  await refused(decodeShare('#omweso.1.z.00000000.%%%'), 'garbled', 'not base64url');
  await refused(decodeShare(`#omweso.1.z.${crc32(new Uint8Array([1, 2, 3]))}.AQID`), 'damaged', 'bytes that are not deflated');
});

test('a payload of the wrong shape or not JSON is refused before the engine sees it', async () => {
  const payloads = {
    '': 'json', '{': 'json', 'null': 'shape', '[]': 'shape', '7': 'shape', '{}': 'shape', '{"g":1}': 'shape',
    '{"x":{}}': 'shape', '{"g":{},"p":{}}': 'shape', '{"g":{"setup":{},"decisions":[]}}': 'shape',
    '{"g":{"setup":{"ruleset":"omweso"},"decisions":{}}}': 'shape',
    '{"p":{"ruleset":"oware","board":[[4,4],[-1,4]]}}': 'shape', '{"p":{"ruleset":"oware","board":"4 4"}}': 'shape',
    '{"p":{"ruleset":"oware","board":[[4.5]]}}': 'shape',
    '{"g":{"setup":{"ruleset":"omweso"},"decisions":[]},"c":true}': 'shape',
    '{"g":{"setup":{"ruleset":"omweso"},"decisions":[]},"n":{"south":"a"}}': 'shape',
    '{"g":{"setup":{"ruleset":"omweso"},"decisions":[]},"n":{"south":"a","north":"b\\u0000"}}': 'shape',
    '{"g":{"setup":{"ruleset":"omweso"},"decisions":[]},"n":{"south":"a","north":"a very long name indeed, longer than 24"}}': 'shape',
  };
  for (const [text, code] of Object.entries(payloads)) await refused(decodeShare(await plainFragment(text)), code, `payload ${text}`);
  // Bytes that are not UTF-8.
  const bad = new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]);
  await refused(decodeShare(`omweso.1.b.${crc32(bad)}.${Buffer.from(bad).toString('base64url')}`), 'json', 'not UTF-8');
  // The right shape passes; the engine judges the rest.
  const ok = await decodeShare(await plainFragment('{"g":{"setup":{"ruleset":"omweso"},"decisions":[]},"n":{"south":"Kato","north":"Amina"}}'));
  assert.equal(ok.kind, 'game');
});

test('garbage of every kind is refused with a ShareLinkError, never another error', async () => {
  const random = rng(99);
  const chars = 'ABCxyz019-_.%#/=+ {}"\u00e9\u{1F600}\u0000';
  for (let i = 0; i < 400; i++) {
    const n = Math.floor(random() * 120);
    let s = i % 2 ? 'omweso.1.' + (random() < 0.5 ? 'z.' : 'b.') + crc32(new Uint8Array([i])) + '.' : '';
    for (let j = 0; j < n; j++) s += chars[Math.floor(random() * chars.length)];
    await refused(decodeShare(s), null, `garbage ${JSON.stringify(s)}`);
  }
  // Random bytes, deflated or not, with a right checksum of what they inflate to or not.
  for (let i = 0; i < 200; i++) {
    const bytes = new Uint8Array(Math.floor(random() * 300)).map(() => Math.floor(random() * 256));
    await refused(decodeShare(`omweso.1.${i % 2 ? 'z' : 'b'}.${crc32(bytes)}.${Buffer.from(bytes).toString('base64url')}`), null, `random bytes ${i}`);
  }
});

test('without CompressionStream a link is made plain, and a deflated one is refused in words', async () => {
  const save = linkSave(played('mongola', 5, 5).toJSON());
  const deflated = await encodeShare({ kind: 'game', save });
  const { CompressionStream: C, DecompressionStream: D } = globalThis;
  try {
    delete globalThis.CompressionStream;
    delete globalThis.DecompressionStream;
    const plain = await encodeShare({ kind: 'game', save });
    assert.match(plain, /^omweso\.1\.b\./);
    assert.equal((await decodeShare(plain)).save, save);
    await refused(decodeShare(deflated), 'unsupported', 'a deflated link without DecompressionStream');
  } finally {
    globalThis.CompressionStream = C;
    globalThis.DecompressionStream = D;
  }
});
