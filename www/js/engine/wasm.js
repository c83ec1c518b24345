// The one door to the rules engine. The page never judges legality itself.
// Served pages fetch pkg/omweso_bg.wasm; the offline single file sets
// globalThis.OMWESO_WASM_BASE64. Either way the wasm is compiled once into a
// WebAssembly.Module and instantiated with initSync, so the same compiled
// module can be handed to the computer opponent's worker (which, from file://,
// could not fetch it itself).
import { initSync, Game, rulesets, layouts, checkGame, levels, firstTurnWins, demoStarts, randomArrangement } from '../../pkg/omweso.js';

export { Game, rulesets, layouts, checkGame, levels, firstTurnWins, demoStarts, randomArrangement };

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

/** The compiled engine, as soon as it is compiled (the compile starts on the first call). */
export function engineModule() {
  compiling ??= compile().then((m) => (compiled = m));
  return compiling;
}

/** Compile the engine and instantiate it on this thread (for the rulesets' data and the set-up). */
export async function loadEngine() {
  initSync({ module: await engineModule() });
}
