// What the game tells the page that embeds it: ready, a game started, a move
// played, the game over, the page's height. One shape for every message,
//   { type: 'omweso:<what>', game: <the slot, or null>, ...what it says }
// posted to the parent window when the page is framed, and dispatched as a
// CustomEvent of that type (the message as its detail) on the page's own
// document, where <omweso-game> and same-page scripts hear it.
//
// The target origin is the page's `parentOrigin` parameter when given, else
// '*': any host page may listen, so nothing private is ever sent (no player
// names, no saved game, no storage), only what anyone watching the board
// sees. Nothing is received: the page takes no orders by message.

/**
 * @typedef {import('../engine/client.js').Snapshot} Snapshot
 * @typedef {import('../game/settings.js').Settings} Settings
 * @typedef {'new' | 'restored' | 'next'} StartHow
 * @typedef {{ type: string, game: string | null } & Record<string, any>} EmbedMessage
 * @typedef {{ postMessage: (message: any, targetOrigin: string) => void }} MessageTarget
 */

/** The type of every message, prefixed so that a host tells them from its own. */
export const EVENT_PREFIX = 'omweso:';

/** @type {{ game: string | null, target: MessageTarget | null, targetOrigin: string, doc: EventTarget | null }} */
const eventsConfig = { game: null, target: null, targetOrigin: '*', doc: null };

/**
 * Where the messages go. Until this is called they go nowhere.
 * @param {{ game: string | null, target: MessageTarget | null, targetOrigin: string, doc: EventTarget | null }} c
 *   game: the page's slot; target: the parent window when framed, else null
 */
export function configureEvents(c) {
  Object.assign(eventsConfig, c);
}

/**
 * Send one message, to the parent and on the document.
 * @param {string} what
 * @param {Record<string, any>} detail
 * @returns {EmbedMessage} the message sent
 */
export function emitEmbed(what, detail) {
  /** @type {EmbedMessage} */
  const message = { type: `${EVENT_PREFIX}${what}`, game: eventsConfig.game, ...detail };
  try {
    eventsConfig.target?.postMessage(message, eventsConfig.targetOrigin);
  } catch (e) {
    // A value the browser cannot clone would be a bug here: said, never fatal to the game.
    console.error('omweso: an embed message could not be posted', e);
  }
  eventsConfig.doc?.dispatchEvent(new CustomEvent(message.type, { detail: message }));
  return message;
}

/**
 * The page has loaded the engine and read its parameters.
 * @param {import('./params.js').ParamProblem[]} problems the parameters it could not use, in words
 */
export function emitReady(problems) {
  return emitEmbed('ready', { problems });
}

/**
 * A game is on the board: new, restored from its save, or a match's next.
 * @param {Snapshot} snap
 * @param {Settings} settings
 * @param {StartHow} how
 */
export function emitStart(snap, settings, how) {
  return emitEmbed('start', {
    how,
    ruleset: snap.state.ruleset,
    options: snap.options,
    layout: settings.layout,
    players: settings.players,
    state: snap.state,
  });
}

/**
 * A decision was played and its turn shown: the decision, who played it, the position after.
 * @param {Snapshot} snap
 * @param {Settings} settings
 */
export function emitMove(snap, settings) {
  const last = snap.history.at(-1);
  if (!last) return null;
  return emitEmbed('move', {
    player: last.player,
    by: settings.players[last.player],
    decision: last.decision,
    moves: snap.history.length,
    state: snap.state,
  });
}

/**
 * The game has just ended.
 * @param {Snapshot} snap
 */
export function emitEnd(snap) {
  const result = snap.state.result;
  if (!result) return null;
  const { matchScore, matchTo, matchOver } = snap.state;
  return emitEmbed('end', { winner: result.winner, reason: result.reason, points: result.points, matchScore, matchTo, matchOver, state: snap.state });
}

/**
 * The page's content is this tall: the host sizes its iframe to it.
 * @param {number} height CSS pixels
 */
export function emitHeight(height) {
  return emitEmbed('height', { height });
}
