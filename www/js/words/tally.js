// The tally on a player's bar, in words: on its own, for the first board is
// drawn with it before the rest of the page's words are there (app/first-board.js).
import { t } from './i18n.js';

/**
 * The tally on a player's bar: captured seeds, seeds set aside, the match.
 * @param {Pick<import('../../pkg/omweso.js').GameState, 'family' | 'stores' | 'aside' | 'matchScore' | 'matchTo'>} st
 * @param {0 | 1} i South 0, North 1
 */
export function tallyText(st, i) {
  const parts = [];
  if (st.family !== 'four_row') parts.push(t('store.captured', { n: st.stores[i] }));
  if (st.aside[i] > 0) parts.push(t('store.aside', { n: st.aside[i] }));
  if (st.matchTo > 0) parts.push(`${st.matchScore[i]} / ${st.matchTo}`);
  return parts.join(' · ');
}
