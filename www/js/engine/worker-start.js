// Starting one of the page's workers. Served, a worker is a module by URL.
// From file:// a page may not start a worker by URL (nor a module worker from
// a Blob), so the offline single file carries each worker's code as a classic
// script's text (globalThis.OMWESO_WORKERS[name], see tools/offline.mjs),
// started from a Blob URL. Either way the worker is handed the compiled
// engine first: from file:// it could not fetch the .wasm itself.
import { engineModule } from './wasm-module.js';

/** The error a cancelled request rejects with: not a failure, nothing to show. */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
    this.code = 'cancelled';
  }
}

/** Blob URLs of the offline file's workers, made once each. */
/** @type {Map<string, string>} */
const inlineUrls = new Map();

/**
 * @param {'ai-worker' | 'engine-worker'} name
 * @returns {Worker}
 */
export function startWorker(name) {
  /** @type {Record<string, string> | undefined} */
  const inline = /** @type {any} */ (globalThis).OMWESO_WORKERS;
  let worker;
  if (inline?.[name]) {
    let url = inlineUrls.get(name);
    if (!url) {
      url = URL.createObjectURL(new Blob([inline[name]], { type: 'text/javascript' }));
      inlineUrls.set(name, url);
    }
    worker = new Worker(url);
  } else if (name === 'ai-worker') {
    // Literal URLs, so that bundlers and the service worker's precache see them.
    worker = new Worker(new URL('./ai-worker.js', import.meta.url), { type: 'module' });
  } else {
    worker = new Worker(new URL('./engine-worker.js', import.meta.url), { type: 'module' });
  }
  // A worker may start before the engine is compiled: it keeps the page's
  // requests until the engine arrives (worker-serve.js), so its own scripts
  // load while the wasm still downloads.
  engineModule().then((module) => worker.postMessage({ module }), () => {});
  return worker;
}
