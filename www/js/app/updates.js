// Offline use and new versions of the served site. The service worker
// (../sw.js) keeps every file of the version in use and installs a new
// version beside it; this module registers it and, when a new version is
// waiting, offers to reload into it (the game survives a reload). The offline
// single file, opened from file://, has no service worker: nothing happens.
import { t } from '../words/i18n.js';

/** How often a page left open (a kiosk) asks the server for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Register the service worker and watch for new versions. Call once, after
 * the first board is drawn: the precache download then never competes with
 * the page's own.
 * @returns {Promise<void>}
 */
export async function watchForUpdates() {
  const served = location.protocol === 'http:' || location.protocol === 'https:';
  if (!served || !('serviceWorker' in navigator) || /** @type {any} */ (globalThis).OMWESO_WASM_BASE64) return;
  const sw = navigator.serviceWorker;
  let reloading = false;
  sw.addEventListener('controllerchange', () => {
    if (reloading) location.reload();
    // Another tab let the new version take over: this page's code is now the old one.
    else offerReload(() => location.reload());
  });
  /** @type {ServiceWorkerRegistration} */
  let registration;
  try {
    registration = await sw.register(new URL('../../sw.js', import.meta.url));
  } catch (e) {
    console.warn(`the service worker could not be registered, so the game needs the network: ${/** @type {Error} */ (e).message}`);
    return;
  }
  const takeOver = () => {
    const waiting = registration.waiting;
    if (!waiting) return location.reload();
    reloading = true;
    waiting.postMessage({ type: 'skip-waiting' });
  };
  // Only a page that a version already controls has an old version to leave.
  if (registration.waiting && sw.controller) offerReload(takeOver);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && sw.controller) offerReload(takeOver);
    });
  });
  setInterval(() => { registration.update().catch(() => {}); }, UPDATE_CHECK_MS);
}

/**
 * The notice: a sentence, Reload, and Not now.
 * @param {() => void} reload
 */
function offerReload(reload) {
  let box = document.getElementById('update-notice');
  if (!box) {
    box = document.createElement('div');
    box.id = 'update-notice';
    box.className = 'notice update-notice';
    box.setAttribute('role', 'status');
    const text = document.createElement('span');
    text.textContent = t('update.ready');
    const now = document.createElement('button');
    now.type = 'button';
    now.className = 'primary';
    now.textContent = t('update.reload');
    const later = document.createElement('button');
    later.type = 'button';
    later.textContent = t('update.later');
    later.addEventListener('click', () => { /** @type {HTMLElement} */ (box).hidden = true; });
    // CSSOM, not a style attribute: allowed under the strict Content Security Policy.
    // (.notice alone shrinks to half a phone's width: it is placed from the middle.)
    Object.assign(box.style, { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.6rem', width: 'max-content', maxWidth: 'calc(100vw - 2rem)' });
    box.append(text, now, later);
    document.body.append(box);
  }
  const button = /** @type {HTMLButtonElement} */ (box.querySelector('button.primary'));
  button.onclick = reload;
  box.hidden = false;
}
