// A page's saved copies in the browser's storage, read and written without
// the engine: the first board draws the saved position from them before the
// engine has arrived (savedPicture). What a save holds is checked against
// the engine only when the game loads it (game/store.js, SaveSlot.load).
// game/store.js says how the saves are kept: per page, per tab.
import { shownNames, playerLabel } from './names.js';

/** The key every page shared before saves were kept per page. */
export const LEGACY_KEY = 'omweso.v1';
const PREFIX = 'omweso.v2:';
/** The URL parameters that say which game a page shows, in the key's order. */
export const SLOT_PARAMS = ['game', 'slot'];

/**
 * @typedef {{ game: string, settings: import('./settings.js').Settings, speed: string, narration?: string[],
 *   picture?: unknown }} Saved
 *   narration: the sentences of the last turns, so a reload mid-sowing still says what happened;
 *   picture: the board of the saved position (a BoardPicture, board/picture.js), drawn at the next visit before the engine arrives
 * @typedef {{ ruleset: string, picture: unknown, names: { south: string, north: string } | null }} SavedPicture
 *   names: each player's bar as the page labels it (a computer's with its level)
 * @typedef {Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>} StorageLike
 * @typedef {'tab' | 'recent' | 'legacy'} Source
 */

/**
 * The save key of a page: its path and the parameters naming its game. Other
 * parameters (a language, a tracking tag) leave the key as it is.
 * @param {{ pathname: string, search: string }} where a Location or URL
 * @param {string} [id] an element's own id, for a page holding several games
 */
export function slotKey(where, id = '') {
  const params = new URLSearchParams(where.search);
  const named = SLOT_PARAMS.filter((p) => params.has(p)).map((p) => `${p}=${params.get(p)}`);
  return `${PREFIX}${where.pathname}${named.length ? `?${named.join('&')}` : ''}${id ? `#${id}` : ''}`;
}

/** One page's saved copies: this tab's, and the page's most recent one. */
export class SlotCopies {
  /**
   * @param {string} key
   * @param {{ session: StorageLike | null, local: StorageLike | null }} stores null where the browser refuses one
   */
  constructor(key, stores) {
    this.key = key;
    this.session = stores.session;
    this.local = stores.local;
  }

  /** @param {Saved} data */
  save(data) {
    const text = JSON.stringify(data);
    for (const store of [this.session, this.local]) {
      try {
        store?.setItem(this.key, text);
      } catch {
        // A full quota or private browsing: playing on without saving is fine.
      }
    }
  }

  /**
   * The board of the game load() would find (this tab's, else the page's
   * most recent), read without the engine: its ruleset, its picture (to be
   * checked by board/picture.js before it is drawn) and the players' names.
   * @returns {SavedPicture | null}
   */
  picture() {
    const { own, recent } = this.copies();
    const text = own ?? recent;
    if (text === null) return null;
    try {
      const raw = JSON.parse(text);
      const names = raw.settings?.names;
      if (!raw.picture || typeof raw.settings?.ruleset !== 'string') return null;
      if (typeof names?.south !== 'string' || typeof names?.north !== 'string') return { ruleset: raw.settings.ruleset, picture: raw.picture, names: null };
      // Each bar's words as the live page says them: a computer's with its level.
      const shown = shownNames(names);
      const players = raw.settings.players;
      const label = (/** @type {'south' | 'north'} */ side) => ((players?.[side] === 'human' || players?.[side] === 'computer') && typeof players.levels?.[side] === 'string'
        ? playerLabel(players, side, shown[side]) : shown[side]);
      return { ruleset: raw.settings.ruleset, picture: raw.picture, names: { south: label('south'), north: label('north') } };
    } catch {
      return null;
    }
  }

  /**
   * This page's saved texts: this tab's copy and the page's most recent one.
   * The page's record in localStorage is the lasting one: once the site's
   * storage is cleared, a tab's copy goes too (unless localStorage is refused).
   */
  copies() {
    const recent = read(this.local, this.key);
    const own = recent !== null || !this.readable(this.local) ? read(this.session, this.key) : null;
    return { own, recent };
  }

  /** @param {StorageLike | null} store */
  readable(store) {
    try {
      store?.getItem(this.key);
      return store !== null;
    } catch {
      return false;
    }
  }

  /** Discard this page's save, in this tab and as the page's most recent game. */
  forget() {
    remove(this.session, this.key);
    remove(this.local, this.key);
  }
}

/** @param {StorageLike | null} store @param {string} key */
export function read(store, key) {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** @param {StorageLike | null} store @param {string} key @param {string} text */
export function write(store, key, text) {
  try {
    store?.setItem(key, text);
  } catch {
    // as in save()
  }
}

/** @param {StorageLike | null} store @param {string} key */
export function remove(store, key) {
  try {
    store?.removeItem(key);
  } catch {
    // nothing to forget
  }
}

/**
 * A storage of the browser's, or null where it is refused (a sandboxed
 * iframe, storage switched off): merely naming it may throw.
 * @param {() => Storage} get
 */
export function storage(get) {
  try {
    return get();
  } catch {
    return null;
  }
}

/** This page's stores, null where the browser refuses one. */
export function pageStores() {
  return { session: storage(() => sessionStorage), local: storage(() => localStorage) };
}

/** The board of this page's saved game, if any, read without the engine (the first board draws it). */
export function savedPicture() {
  return new SlotCopies(slotKey(location), pageStores()).picture();
}
