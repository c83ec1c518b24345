// The one door to the rules engine. The page never judges legality itself.
// Served pages fetch pkg/omweso_bg.wasm; the offline single file sets
// globalThis.OMWESO_WASM_BASE64. Either way the wasm is compiled once into a
// WebAssembly.Module and instantiated with initSync, so the same compiled
// module can be handed to the computer opponent's worker (which, from file://,
// could not fetch it itself).
import { initSync, Game, rulesets, layouts, checkGame, levels } from '../pkg/omweso.js';

export { Game, rulesets, layouts, checkGame, levels };

/** @type {WebAssembly.Module | null} */
let compiled = null;

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
  const url = new URL('../pkg/omweso_bg.wasm', import.meta.url);
  try {
    return await WebAssembly.compileStreaming(fetch(url));
  } catch {
    // A server that does not send application/wasm: compile from the bytes.
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url.pathname}: ${response.status}`);
    return WebAssembly.compile(await response.arrayBuffer());
  }
}

export async function loadEngine() {
  compiled = await compile();
  initSync({ module: compiled });
}

/** The compiled engine, for a worker to instantiate its own copy. */
export function engineModule() {
  if (!compiled) throw new Error('the engine is not loaded yet');
  return compiled;
}
