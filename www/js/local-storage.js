// The browser's lasting storage, for the preferences each panel remembers
// (language, narration level, lessons, flip and coordinates, sound).

/**
 * localStorage, or null where it is refused: a sandboxed iframe or storage
 * switched off may throw on merely naming it.
 * @returns {Storage | null}
 */
export function browserLocalStorage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
