// A game as a file: the engine's save (Game.toJSON), downloaded as
// `<ruleset>-<date>.omweso.json`, and opened again from a file the player
// picks. The file is judged by the engine in its worker (the same load as a
// reload's); a file it refuses is said in words and the game on the board
// stays as it was.
import { t } from '../words/i18n.js';
import { gameSettings } from './open.js';

/** The engine refuses saves over 8 MiB: a larger file is refused before it is read. */
export const GAME_FILE_MAX_BYTES = 8 << 20;

/**
 * What opening a file needs of the page.
 * @typedef {{
 *   snapshot: () => import('../engine/client.js').Snapshot | null,
 *   settings: () => import('../game/settings.js').Settings,
 *   start: (settings: import('../game/settings.js').Settings, how: { save: string }) => Promise<Error | null>,
 *   words: (e: unknown) => string,
 * }} GameFileHost
 *   start: a game opened on the board (refused: the game on the board stays)
 */

/**
 * The file's name: the ruleset and the day, local time.
 * @param {string} ruleset
 * @param {Date} [when]
 */
export function gameFileName(ruleset, when = new Date()) {
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  const day = `${when.getFullYear()}-${two(when.getMonth() + 1)}-${two(when.getDate())}`;
  return `${ruleset.replace(/[^a-z0-9-]/gi, '') || 'game'}-${day}.omweso.json`;
}

/**
 * Download the game on the board.
 * @param {import('../engine/client.js').Snapshot} snap
 * @returns {string} the file's name
 */
export function exportGame(snap) {
  const name = gameFileName(snap.state.ruleset);
  const url = URL.createObjectURL(new Blob([snap.json], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/**
 * Open a game file in the engine. Resolves to the words of what went wrong
 * (the game on the board unchanged), or null when the file's game is open.
 * @param {GameFileHost} host
 * @param {File} file
 * @returns {Promise<string | null>}
 */
export async function importGame(host, file) {
  if (file.size > GAME_FILE_MAX_BYTES) return t('share.importFailed', { file: file.name, error: t('share.fileTooBig') });
  let text;
  try {
    text = await file.text();
  } catch {
    return t('share.importFailed', { file: file.name, error: t('share.fileUnreadable') });
  }
  const error = await host.start(gameSettings(text, host.settings()), { save: text });
  if (error) return t('share.importFailed', { file: file.name, error: host.words(error) });
  return null;
}
