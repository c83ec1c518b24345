// The one door to the rules engine. The page never judges legality itself.
// Served pages fetch pkg/omweso_bg.wasm; the offline single file sets
// globalThis.OMWESO_WASM_BASE64 and is instantiated synchronously.
import init, { initSync, Game, rulesets, layouts, checkGame } from '../pkg/omweso.js';

export { Game, rulesets, layouts, checkGame };

/** @param {string} b64 */
function decodeBase64(b64) {
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

export async function loadEngine() {
  /** @type {string | undefined} */
  const inline = /** @type {any} */ (globalThis).OMWESO_WASM_BASE64;
  if (inline) {
    initSync({ module: decodeBase64(inline) });
  } else {
    await init();
  }
}
