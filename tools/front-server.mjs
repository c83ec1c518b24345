// A server in front of another one (the browser tests' static server): each
// response passes through, optionally rewritten or gzipped as a real static
// host would send it. The tests use it to serve a second version of the site
// from the same origin; tools/first-board.mjs to measure a compressed site.
import { createServer } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * @typedef {{
 *   encoding?: 'gzip' | 'br',
 *   rewrite?: (path: string, body: Buffer) => Buffer,
 * }} FrontOptions
 */

/** Compressed bodies, kept: brotli at its best level takes a second for the wasm. */
/** @type {Map<string, { raw: Buffer, packed: Buffer }>} */
const packedCache = new Map();

/**
 * @param {string} path
 * @param {Buffer} raw
 * @param {'gzip' | 'br'} encoding
 */
function compressed(path, raw, encoding) {
  const key = `${encoding} ${path}`;
  const kept = packedCache.get(key);
  if (kept && kept.raw.equals(raw)) return kept.packed;
  const packed = encoding === 'br'
    ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
    : gzipSync(raw, { level: 9 });
  packedCache.set(key, { raw, packed });
  return packed;
}

/**
 * @param {string} backUrl the server behind, e.g. http://127.0.0.1:4321/
 * @param {FrontOptions} [options]
 */
export async function startFront(backUrl, options = {}) {
  const t0 = Date.now();
  const server = createServer(async (req, res) => {
    if (process.env.FRONT_LOG) console.log(`front: ${Date.now() - t0} ms ${req.url}`);
    try {
      const back = await fetch(new URL(req.url ?? '/', backUrl), { headers: { 'cache-control': 'no-cache' } });
      let body = Buffer.from(await back.arrayBuffer());
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (back.ok && options.rewrite) body = options.rewrite(path, body);
      /** @type {Record<string, string>} */
      const headers = {};
      back.headers.forEach((value, name) => { if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date'].includes(name)) headers[name] = value; });
      const accepted = String(req.headers['accept-encoding'] ?? '').split(/\s*,\s*/);
      if (options.encoding && accepted.includes(options.encoding)) {
        body = compressed(path, body, options.encoding);
        headers['content-encoding'] = options.encoding;
        headers.vary = 'accept-encoding';
      }
      headers['content-length'] = String(body.length);
      res.writeHead(back.status, headers);
      res.end(body);
    } catch (e) {
      res.writeHead(502);
      res.end(String(e));
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}
