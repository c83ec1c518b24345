// The computer opponent's thread. A search runs synchronously for its whole
// budget, so it lives here and never on the page's thread. The worker owns its
// own engine instance (from the compiled module the page sends first) and
// rebuilds each position from the page's save: it never shares a game.
//
// Messages in:  {module}                      once, first
//               {id, save, request}           one search
// Messages out: {id, suggestion} | {id, error: {code, message}}
import { initSync, Game } from '../pkg/omweso.js';

let ready = false;

self.onmessage = (/** @type {MessageEvent} */ e) => {
  const msg = e.data;
  if (msg.module) {
    initSync({ module: msg.module });
    ready = true;
    return;
  }
  const { id, save, request } = msg;
  /** @type {Game | null} */
  let game = null;
  try {
    if (!ready) throw Object.assign(new Error('the engine is not loaded in the worker'), { code: 'not_ready' });
    game = Game.fromJSON(save);
    self.postMessage({ id, suggestion: game.suggest(request) });
  } catch (err) {
    const error = /** @type {Error & { code?: string }} */ (err);
    self.postMessage({ id, error: { code: error.code ?? 'error', message: error.message ?? String(err) } });
  } finally {
    // wasm memory is not collected by JS.
    game?.free();
  }
};
