// The sentences under the board and on the players' bars: pure functions of
// the engine's state and what the page is doing, so they are tested in Node.
import { t, hasText } from './i18n.js';
import { resultText } from './narration.js';

export { tallyText } from './tally.js';

/** @typedef {import('../../pkg/omweso.js').GameState} GameState */
/** @typedef {import('./narration.js').NarrationContext} NarrationContext */
/**
 * How far a long request of the engine has got (the engine worker's report).
 * @typedef {{ kind: 'turn', laps: number } | { kind: 'load', replayed: number, total: number, laps: number }} Progress
 */

/**
 * What the page is doing, as far as the status line cares.
 * @typedef {{
 *   working: boolean,
 *   animating: boolean,
 *   paused: boolean,
 *   computer: string | null,
 *   computerStuck: boolean,
 *   choosing: boolean,
 * }} Activity
 *   computer: the label of the computer whose turn it is, if it is one's
 */

/**
 * @param {GameState} st
 * @param {Activity} doing
 * @param {NarrationContext} ctx
 */
export function statusText(st, doing, ctx) {
  // narration level: the brief level has shorter prompts where there are texts for them
  const brief = (/** @type {string} */ key) => (ctx.level === 'brief' && hasText(`${key}.brief`) ? `${key}.brief` : key);
  const name = st.toMove === 'north' ? ctx.names.north : ctx.names.south;
  if (st.result) {
    let text = resultText(st.result, ctx);
    if (st.matchTo > 0) text += ` ${t('match.score', { to: st.matchTo, south: st.matchScore[0], north: st.matchScore[1] })}`;
    if (st.matchOver) {
      const champion = st.matchScore[0] >= st.matchTo ? ctx.names.south : ctx.names.north;
      text += ` ${t('end.matchOver', { name: champion, south: st.matchScore[0], north: st.matchScore[1] })}`;
    }
    return text;
  }
  if (doing.working) return t('status.working');
  if (doing.animating) return t(doing.paused ? 'status.paused' : 'status.animating');
  if (doing.computer) return t(doing.computerStuck ? 'status.computerStuck' : 'status.computer', { name: doing.computer });
  if (st.pending) return t(brief('status.choose'), { name });
  if (doing.choosing) return t(brief('status.chooseHow'), { name });
  return t(brief(st.rows === 2 ? 'status.toMoveTwoRow' : 'status.toMove'), { name });
}

/**
 * A long request's progress in words.
 * @param {Progress} p
 */
export function progressText(p) {
  const laps = Math.round(p.laps);
  return p.kind === 'turn' ? t('long.turn', { laps }) : t('long.load', { replayed: p.replayed, total: p.total, laps });
}
