// The engine's wasm, fetched and compiled, without the wasm-bindgen glue
// (engine/wasm.js instantiates it): the page starts the download with its
// first board's modules, and the glue, which only the live game needs, comes
// with the page's second step. Served pages fetch pkg/omweso_bg.wasm; the
// offline single file sets globalThis.OMWESO_WASM_BASE64. The compiled
// module is shared: the page's workers are handed it (from file:// they
// could not fetch it themselves).

/** @param {string} b64 */
function decodeBase64(b64) {
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

/** @returns {Promise<WebAssembly.Module>} */
async function compile() {
  /** @type {string | undefined} */
  const inline = /** @type {any} */ (globalThis).OMWESO_WASM_BASE64;
  if (inline) return new WebAssembly.Module(decodeBase64(inline));
  const url = new URL('../../pkg/omweso_bg.wasm', import.meta.url);
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch {
    // A server that does not send application/wasm: compile from the bytes.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url.pathname}: ${response.status}`);
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

/** The compile, started once, awaited by the page and by every worker. */
/** @type {Promise<WebAssembly.Module> | null} */
let compiling = null;

/** The compiled engine (the download and compile start on the first call). */
export function engineModule() {
  compiling ??= compile();
  return compiling;
}
