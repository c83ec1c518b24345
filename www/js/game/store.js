// Keeps each game across reloads. One saved game per page and per tab:
//
// - The key is the page: its path and the URL parameters that name a game on
//   it (`game`, `slot`), so two embeds of the site, or two pages, never
//   overwrite each other's game. An embedder with two boards on one page gives
//   each its own `?slot=`.
// - A tab's own game lives in sessionStorage, which survives a reload of that
//   tab and is not seen by any other: two tabs of one page play two games.
// - The same game is also written to localStorage as the page's most recent
//   game, which a new tab (or the page opened again tomorrow) continues. That
//   is what a player expects: closing the tab does not lose the game, and
//   opening a second tab does not take over the first one's. localStorage is
//   the lasting record: clearing the site's storage ends the saved games of
//   every tab, not of the new ones only.
//
// Before this, every page of a site shared the key `omweso.v1` in
// localStorage. A game found there is carried over once into the page that
// loads it (it is the newest game a page of the old kind wrote) and the old
// key removed.
//
// Anything unreadable is reported in words and discarded, never trusted.
import { t } from '../words/i18n.js';
import { checkSettings, shownNames } from './settings.js';
import { playerLabel } from './players.js';

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

/** One page's saved game: this tab's copy, and the page's most recent one. */
export class SaveSlot {
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
   * This tab's game, else the page's most recent one, else one left under the
   * old shared key; its settings checked against the engine.
   * @returns {{ data: Saved | null, from: Source | null, error: string | null, notes: string[] }}
   *   error: why the save found was discarded, in words; notes: what of its settings was dropped
   */
  load() {
    const legacy = read(this.local, LEGACY_KEY);
    const { own, recent } = this.copies();
    /** @type {[Source, string | null][]} */
    const found = [['legacy', legacy], ['tab', own], ['recent', recent]];
    const hit = found.find(([, text]) => text !== null);
    if (!hit) return { data: null, from: null, error: null, notes: [] };
    const [from, text] = hit;
    if (from === 'legacy') {
      remove(this.local, LEGACY_KEY);
      if (text !== null) for (const store of [this.session, this.local]) write(store, this.key, text);
    }
    let raw;
    try {
      raw = JSON.parse(/** @type {string} */ (text));
    } catch {
      return { data: null, from, error: t('saved.unreadable'), notes: [] };
    }
    if (typeof raw !== 'object' || raw === null || typeof raw.game !== 'string') return { data: null, from, error: t('saved.noGame'), notes: [] };
    const { settings, notes } = checkSettings(raw.settings);
    const narration = Array.isArray(raw.narration) ? raw.narration.filter((/** @type {unknown} */ l) => typeof l === 'string') : [];
    return { data: { game: raw.game, settings, speed: typeof raw.speed === 'string' ? raw.speed : '', narration }, from, error: null, notes };
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
function read(store, key) {
  try {
    return store?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** @param {StorageLike | null} store @param {string} key @param {string} text */
function write(store, key, text) {
  try {
    store?.setItem(key, text);
  } catch {
    // as in save()
  }
}

/** @param {StorageLike | null} store @param {string} key */
function remove(store, key) {
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
function storage(get) {
  try {
    return get();
  } catch {
    return null;
  }
}

/** @type {SaveSlot | null} */
let page = null;

/** This page's slot, made on first use (the page's address is read then). */
export function pageSlot() {
  page ??= new SaveSlot(slotKey(location), { session: storage(() => sessionStorage), local: storage(() => localStorage) });
  return page;
}

/** @param {Saved} data */
export function save(data) {
  pageSlot().save(data);
}

export function load() {
  return pageSlot().load();
}

export function forget() {
  pageSlot().forget();
}

export function savedPicture() {
  return pageSlot().picture();
}
