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
import { checkSettings } from './settings.js';
import { SlotCopies, LEGACY_KEY, slotKey, pageStores, read, write, remove } from './slot.js';

export { LEGACY_KEY, SLOT_PARAMS, slotKey } from './slot.js';

/**
 * @typedef {import('./slot.js').Saved} Saved
 * @typedef {import('./slot.js').Source} Source
 */

/** One page's saved game: its copies (game/slot.js), loaded and checked against the engine. */
export class SaveSlot extends SlotCopies {
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
}

/** @type {SaveSlot | null} */
let page = null;

/** This page's slot, made on first use (the page's address is read then). */
export function pageSlot() {
  page ??= new SaveSlot(slotKey(location), pageStores());
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
