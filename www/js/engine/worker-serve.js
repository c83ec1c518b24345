// What the page's two workers share: the compiled engine arrives first and is
// instantiated once; then each request gets one answer, or its error with the
// engine's code and parameters (a worker never throws at the page).
import { initSync } from '../../pkg/omweso.js';

/**
 * Answer the page's requests with `answer(msg)`: what it returns is posted
 * with the request's id.
 * @param {(msg: any) => object} answer
 */
export function serve(answer) {
  let ready = false;
  /** Requests that came before the engine: answered once it is in. */
  /** @type {any[]} */
  const early = [];
  /** @param {any} msg */
  const reply = (msg) => {
    try {
      self.postMessage({ id: msg.id, ...answer(msg) });
    } catch (err) {
      const error = /** @type {Error & { code?: string, params?: object }} */ (err);
      self.postMessage({ id: msg.id, error: { code: error.code ?? 'error', message: error.message ?? String(err), params: error.params ?? {}, problems: /** @type {any} */ (error).problems ?? [] } }); // a setup: each of its problems
    }
  };
  self.onmessage = (/** @type {MessageEvent} */ e) => {
    const msg = e.data;
    if (msg.module) {
      initSync({ module: msg.module });
      ready = true;
      for (const m of early.splice(0)) reply(m);
    } else if (ready) reply(msg);
    else early.push(msg);
  };
}
