// A game in a link. The fragment (after '#', never sent to a server) carries
// the engine's own save (Game.toJSON: ruleset, options, setup and every
// decision) or a position only (a SetupSpec), so opening a link shows the
// identical game, and the engine, not this file, judges whether its content
// is legal. This file only packs and unpacks, and checks the form:
//
//   #omweso.1.z.<crc32>.<data>    data: shareBase64 of the payload deflated (deflate-raw)
//   #omweso.1.b.<crc32>.<data>    data: shareBase64 of the payload as is, where
//                                 CompressionStream('deflate-raw') is missing
//
// The payload is JSON: {"g": save} or {"p": setup}, with "c": 1 for a
// correspondence game and "n": the players' names. The CRC-32 of the payload
// catches a link cut short or mistyped; everything is bounded (the link's
// length, the payload once inflated) so a hostile link cannot hang the page.
// Every failure is a ShareLinkError with a code the page puts in words;
// nothing else is ever thrown. Pure: no DOM, runs in Node as in the browser.

/** The fragment's first word: a hash without it is not a shared game (an anchor, say). */
export const SHARE_PREFIX = 'omweso';
/** The link's version: a link of another version is refused in words, never half-read. */
export const SHARE_VERSION = 1;
/** The longest fragment made or read: about 2,000 moves deflated, and well under every browser's URL limit. */
export const SHARE_MAX_CHARS = 32_768;
/** The longest payload once inflated (a deflate bomb stops here). */
export const SHARE_MAX_BYTES = 1 << 20;
/** The most decisions a game link holds (the engine's own limit is 100,000). */
const SHARE_MAX_DECISIONS = 100_000;
/** The longest player's name a link may carry (the set-up's own limit). */
const SHARE_NAME_LENGTH = 24;

/**
 * @typedef {import('../../pkg/omweso.js').SetupSpec} SetupSpec
 * @typedef {{ south: string, north: string }} ShareNames
 * @typedef {{
 *   kind: 'game' | 'position',
 *   save: string,
 *   correspondence: boolean,
 *   names: ShareNames | null,
 * }} SharedGame what a link opens: `save` is always a save text for the
 *   engine (a position is a save with no decisions)
 * @typedef {({ kind: 'game', save: string } | { kind: 'position', setup: SetupSpec })
 *   & { correspondence?: boolean, names?: ShareNames | null }} ShareInput
 */

/** Why a link could not be made or read: `code` is for the page to say in words. */
export class ShareLinkError extends Error {
  /**
   * @param {string} code
   * @param {Record<string, string | number>} [params]
   */
  constructor(code, params = {}) {
    super(`share link: ${code}${Object.keys(params).length ? ` ${JSON.stringify(params)}` : ''}`);
    this.name = 'ShareLinkError';
    this.code = code;
    this.params = params;
  }
}

/** Whether a location's hash is a shared game (then it is opened, or refused in words). */
export function isShareHash(/** @type {string} */ hash) {
  return hash.replace(/^#/, '').startsWith(`${SHARE_PREFIX}.`);
}

/** Whether this browser deflates (CompressionStream with 'deflate-raw'). */
export function shareCanCompress() {
  try {
    return typeof CompressionStream === 'function' && Boolean(new CompressionStream('deflate-raw'));
  } catch {
    return false;
  }
}

/**
 * A save without its list of moves to redo: an undone move is not the
 * opponent's business, and the history is what the link shows.
 * @param {string} json a save (Game.toJSON)
 */
export function linkSave(json) {
  const save = JSON.parse(json);
  save.redo = [];
  return JSON.stringify(save);
}

/**
 * Pack a game or a position into a fragment (without '#').
 * @param {ShareInput} input
 * @param {{ compress?: boolean }} [how] compress: false makes the plain form
 * @returns {Promise<string>}
 */
export async function encodeShare(input, how = {}) {
  /** @type {Record<string, unknown>} */
  const payload = input.kind === 'game' ? { g: JSON.parse(input.save) } : { p: input.setup };
  if (input.correspondence) payload.c = 1;
  if (input.names) payload.n = { south: input.names.south, north: input.names.north };
  const bytes = new TextEncoder().encode(JSON.stringify(payload));
  // What a link could not be read back from is not made.
  if (bytes.length > SHARE_MAX_BYTES) throw new ShareLinkError('too_long', { chars: bytes.length, max: SHARE_MAX_CHARS });
  const compress = (how.compress ?? true) && shareCanCompress();
  const data = shareBase64(compress ? await shareDeflate(bytes) : bytes);
  const fragment = [SHARE_PREFIX, SHARE_VERSION, compress ? 'z' : 'b', shareCrc(bytes), data].join('.');
  if (fragment.length > SHARE_MAX_CHARS) throw new ShareLinkError('too_long', { chars: fragment.length, max: SHARE_MAX_CHARS });
  return fragment;
}

/**
 * Unpack a fragment (with or without '#') and check its form. Rejects with a
 * ShareLinkError only.
 * @param {string} hash
 * @returns {Promise<SharedGame>}
 */
export async function decodeShare(hash) {
  try {
    return await shareDecodeChecked(hash);
  } catch (e) {
    if (e instanceof ShareLinkError) throw e;
    // Whatever a hostile link provokes underneath is still a bad link.
    throw new ShareLinkError('garbled');
  }
}

/** @param {string} hash */
async function shareDecodeChecked(hash) {
  if (typeof hash !== 'string') throw new ShareLinkError('garbled');
  const fragment = hash.replace(/^#/, '');
  if (fragment.length > SHARE_MAX_CHARS) throw new ShareLinkError('too_long', { chars: fragment.length, max: SHARE_MAX_CHARS });
  const parts = fragment.split('.');
  if (parts[0] !== SHARE_PREFIX) throw new ShareLinkError('not_link');
  if (parts.length !== 5) throw new ShareLinkError('garbled');
  const [, version, method, crc, data] = parts;
  if (version !== String(SHARE_VERSION)) throw new ShareLinkError('version', { version: version.slice(0, 12) });
  if (!/^[0-9a-f]{8}$/.test(crc)) throw new ShareLinkError('garbled');
  const packed = shareUnbase64(data);
  let bytes;
  if (method === 'z') bytes = await shareInflate(packed);
  else if (method === 'b') bytes = packed;
  else throw new ShareLinkError('garbled');
  if (bytes.length > SHARE_MAX_BYTES) throw new ShareLinkError('too_large', { max: SHARE_MAX_BYTES });
  if (shareCrc(bytes) !== crc) throw new ShareLinkError('checksum');
  let payload;
  try {
    payload = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    throw new ShareLinkError('json');
  }
  return shareCheckPayload(payload);
}

/**
 * The payload's form: the engine judges the content (the rules, the
 * totals, each move), this only that it is the kind of thing a link holds.
 * @param {unknown} payload
 * @returns {SharedGame}
 */
function shareCheckPayload(payload) {
  if (!shareIsRecord(payload)) throw new ShareLinkError('shape', { part: 'link' });
  const keys = Object.keys(payload);
  const unknown = keys.find((k) => !['g', 'p', 'c', 'n'].includes(k));
  if (unknown !== undefined) throw new ShareLinkError('shape', { part: unknown.slice(0, 12) });
  if (('g' in payload) === ('p' in payload)) throw new ShareLinkError('shape', { part: 'link' });
  if ('c' in payload && payload.c !== 1) throw new ShareLinkError('shape', { part: 'c' });
  const names = 'n' in payload ? shareCheckNames(payload.n) : null;
  const correspondence = payload.c === 1;
  if ('g' in payload) {
    const save = payload.g;
    if (!shareIsRecord(save) || !shareIsRecord(save.setup) || typeof save.setup.ruleset !== 'string' || !Array.isArray(save.decisions)) {
      throw new ShareLinkError('shape', { part: 'game' });
    }
    if (save.decisions.length > SHARE_MAX_DECISIONS) throw new ShareLinkError('shape', { part: 'game' });
    return { kind: 'game', save: JSON.stringify(save), correspondence, names };
  }
  const setup = payload.p;
  if (!shareIsRecord(setup) || typeof setup.ruleset !== 'string' || !shareIsBoard(setup.board)) throw new ShareLinkError('shape', { part: 'position' });
  return { kind: 'position', save: shareSaveOfPosition(/** @type {SetupSpec} */ (setup)), correspondence, names };
}

/** @param {unknown} n @returns {ShareNames} */
function shareCheckNames(n) {
  const ok = (/** @type {unknown} */ s) => typeof s === 'string' && s.length <= SHARE_NAME_LENGTH && !/[\u0000-\u001f\u007f]/.test(s);
  if (!shareIsRecord(n) || !ok(n.south) || !ok(n.north) || Object.keys(n).length !== 2) throw new ShareLinkError('shape', { part: 'n' });
  return { south: /** @type {string} */ (n.south), north: /** @type {string} */ (n.north) };
}

/** @param {unknown} b */
function shareIsBoard(b) {
  return Array.isArray(b) && b.length > 0 && b.length <= 16
    && b.every((row) => Array.isArray(row) && row.length > 0 && row.length <= 32 && row.every((x) => Number.isInteger(x) && x >= 0 && x <= 9999));
}

/** @param {unknown} v @returns {v is Record<string, any>} */
function shareIsRecord(v) {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/**
 * A position as a save with no decisions: one door (the engine's load) opens
 * both kinds of link, and checks both.
 * @param {SetupSpec} setup
 */
export function shareSaveOfPosition(setup) {
  return JSON.stringify({ format: 'omweso-game', version: 1, setup, decisions: [], redo: [] });
}

/** Decisions that begin a turn (a direction answers a pause; a resignation or a draw is no turn). */
const SHARE_TURN_STARTS = new Set(['sow', 'okwesera', 'pass', 'timeout']);

/**
 * The position on the board now as a SetupSpec, for a link without the
 * moves; null in the middle of a turn (a pause is not a position one can
 * write down) or when the game is over.
 * @param {{ state: import('../../pkg/omweso.js').GameState, options: Record<string, any>,
 *   history: { player: 'south' | 'north', decision: { kind: string } }[], json: string }} snap
 * @returns {SetupSpec | null}
 */
export function sharePositionSetup(snap) {
  const st = snap.state;
  if (st.pending || st.result) return null;
  const start = JSON.parse(snap.json).setup;
  /** @type {[number, number]} */
  const turns = Array.isArray(start.turns) ? [start.turns[0], start.turns[1]] : [0, 0];
  for (const h of snap.history) if (SHARE_TURN_STARTS.has(h.decision.kind)) turns[h.player === 'south' ? 0 : 1]++;
  /** @type {SetupSpec} */
  const setup = {
    ruleset: st.ruleset,
    options: snap.options,
    board: st.board,
    toMove: st.toMove,
    stores: st.stores,
    aside: st.aside,
    uur: st.uur,
    matchScore: st.matchScore,
    captured: st.captured,
    turns,
  };
  // Captures move seeds from side to side: a position reached in play may
  // hold totals no starting layout has.
  if (start.allowUnusualTotals || snap.history.length > 0) setup.allowUnusualTotals = true;
  if (typeof start.seed === 'number') setup.seed = start.seed;
  return setup;
}

/** @param {Uint8Array} bytes */
function shareBase64(bytes) {
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** @param {string} text */
function shareUnbase64(text) {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) throw new ShareLinkError('garbled');
  let bin;
  try {
    bin = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    throw new ShareLinkError('garbled');
  }
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

/** @param {Uint8Array} bytes */
async function shareDeflate(bytes) {
  const stream = new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (bytes)]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Inflate, stopping as soon as the output passes SHARE_MAX_BYTES.
 * @param {Uint8Array} bytes
 */
async function shareInflate(bytes) {
  if (typeof DecompressionStream !== 'function') throw new ShareLinkError('unsupported');
  let reader;
  try {
    reader = new Blob([/** @type {Uint8Array<ArrayBuffer>} */ (bytes)]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  } catch {
    throw new ShareLinkError('unsupported');
  }
  /** @type {Uint8Array[]} */
  const chunks = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > SHARE_MAX_BYTES) {
        reader.cancel().catch(() => {});
        throw new ShareLinkError('too_large', { max: SHARE_MAX_BYTES });
      }
      chunks.push(value);
    }
  } catch (e) {
    if (e instanceof ShareLinkError) throw e;
    // Cut short or altered: the deflated data does not end as it should.
    throw new ShareLinkError('damaged');
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** The CRC-32 (IEEE) table, made once. */
const SHARE_CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** @param {Uint8Array} bytes */
function shareCrc(bytes) {
  let c = 0xffffffff;
  for (const b of bytes) c = SHARE_CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return ((c ^ 0xffffffff) >>> 0).toString(16).padStart(8, '0');
}
