// Keeps the current game across reloads (localStorage). Anything unreadable
// is reported and discarded, never trusted.
const KEY = 'omweso.v1';

/**
 * @typedef {{ game: string, settings: import('./setup-panel.js').Settings, speed: string }} Saved
 */

/** @param {Saved} data */
export function save(data) {
  try {
    localStorage.setItem(KEY, JSON.stringify(data));
  } catch {
    // Private browsing or a full quota: playing on without saving is fine.
  }
}

/** @returns {{ data: Saved | null, error: string | null }} */
export function load() {
  let text;
  try {
    text = localStorage.getItem(KEY);
  } catch {
    return { data: null, error: null };
  }
  if (text === null) return { data: null, error: null };
  try {
    const data = JSON.parse(text);
    if (typeof data?.game !== 'string' || typeof data?.settings?.ruleset !== 'string') throw new Error('missing fields');
    return { data, error: null };
  } catch (e) {
    return { data: null, error: /** @type {Error} */ (e).message };
  }
}

export function forget() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
