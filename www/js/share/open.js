// Opening a shared link: at start-up (instead of the saved game) and when the
// address's fragment changes on an open page (a link pasted into the same
// tab). The link is unpacked by share-link.js and judged by the engine in its
// worker, like any saved game. The fragment is then taken out of the address,
// so that a reload continues the game as played since, not the link again.
//
// A link that cannot be opened is said in words; at start-up a fresh game is
// played instead, and until a move is made in it the game saved before is not
// written over (the controller's persist() asks holdsSave(), through app/panels.js).
import { t } from '../words/i18n.js';
import { rulesets } from '../engine/wasm.js';
import { defaultLayout, gameSpec } from '../game/settings.js';
import { isShareHash, decodeShare, ShareLinkError } from './link.js';
import { Cancelled } from '../engine/worker-start.js';

/**
 * @typedef {import('../game/settings.js').Settings} Settings
 * @typedef {import('./link.js').SharedGame} SharedGame
 * @typedef {{
 *   start: (settings: Settings, how: { save: string }) => Promise<Error | null>,
 *   open: (settings: Settings, how: { spec: object }) => Promise<void>,
 *   persist: () => void,
 *   notice: (text: string) => void,
 *   words: (e: unknown) => string,
 *   fresh: () => Settings,
 * }} ShareHost
 *   start: a game opened on the board (refused: the game on the board stays);
 *   open: the same, a refusal said in a notice; persist: the game saved;
 *   fresh: the settings of a fresh game on this page (an embed's parameters)
 */

/** A bad link's fresh game has not been played yet: the save before it stays. */
let shareHolding = false;

/**
 * Whether persist() should leave the saved game alone: only while the fresh
 * game started after a bad link has no move (then it lets go for good).
 * @param {{ history: unknown[] }} snap
 */
export function holdsSave(snap) {
  if (shareHolding && snap.history.length === 0) return true;
  shareHolding = false;
  return false;
}

/**
 * The settings a game from a save or a link is played with: its ruleset and
 * options, the players of `base` (the page's own, or the embed's parameters).
 * @param {string} save
 * @param {Settings} base
 * @param {{ south: string, north: string } | null} [names]
 * @returns {Settings}
 */
export function gameSettings(save, base, names = null) {
  let setup;
  try {
    setup = JSON.parse(save)?.setup;
  } catch {
    return base;
  }
  const info = rulesets().find((r) => r.id === setup?.ruleset);
  if (!info) return base;
  const options = typeof setup.options === 'object' && setup.options !== null ? { ...setup.options } : {};
  const layout = info.id === base.ruleset ? base.layout : defaultLayout(info);
  return { ...base, ruleset: info.id, options, layout, names: names ?? base.names };
}

/** The fragment out of the address (the query, with an embed's parameters, stays). */
function shareClearHash() {
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

/**
 * A link's problem in words.
 * @param {ShareHost} host
 * @param {unknown} e
 */
export function linkWords(host, e) {
  if (e instanceof ShareLinkError) return t(`share.error.${e.code}`, e.params);
  return host.words(e);
}

/**
 * Open the game the address's fragment carries, if it carries one.
 * @param {ShareHost} host
 * @param {{ atStart: boolean, opened?: (shared: SharedGame) => void }} how
 *   atStart: there is no game on the board yet (a bad link starts a fresh one);
 *   opened: called once the link's game is on the board
 * @returns {Promise<boolean>} whether the fragment was a link (opened, or refused in words)
 */
export async function openSharedLink(host, how) {
  const hash = location.hash;
  if (!isShareHash(hash)) return false;
  shareClearHash();
  /** @type {SharedGame} */
  let shared;
  try {
    shared = await decodeShare(hash);
  } catch (e) {
    await refused(host, e, how.atStart);
    return true;
  }
  const base = host.fresh();
  const settings = gameSettings(shared.save, base, shared.names);
  const error = await host.start(settings, { save: shared.save });
  if (error instanceof Cancelled) return true;
  if (error) {
    await refused(host, error, how.atStart);
    return true;
  }
  shareHolding = false;
  host.persist();
  host.notice(t(shared.kind === 'game' ? 'share.opened' : 'share.openedPosition'));
  how.opened?.(shared);
  return true;
}

/**
 * @param {ShareHost} host
 * @param {unknown} error
 * @param {boolean} atStart
 */
async function refused(host, error, atStart) {
  console.info(`omweso: the shared link could not be opened: ${error instanceof Error ? error.message : String(error)}`);
  if (!atStart) {
    host.notice(t('share.linkFailedKept', { error: linkWords(host, error) }));
    return;
  }
  host.notice(t('share.linkFailed', { error: linkWords(host, error) }));
  shareHolding = true;
  const fresh = host.fresh();
  await host.open(fresh, { spec: gameSpec(fresh) });
}

/**
 * Open the links pasted into the address of a page already open.
 * @param {ShareHost} host
 * @param {(shared: SharedGame) => void} opened
 */
export function watchSharedLinks(host, opened) {
  addEventListener('hashchange', () => {
    if (isShareHash(location.hash)) openSharedLink(host, { atStart: false, opened });
  });
}
