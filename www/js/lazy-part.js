// A part of the page loaded when it is first used (a dynamic import(): the
// build makes it a chunk of its own, fetched then, so the first board does
// without it). A load that fails, a dropped connection say, is said in
// words and forgotten: the next use asks for it again.
import { t } from './words/i18n.js';
import { showNotice } from './notices.js';

/**
 * @template T
 * @param {() => Promise<T>} load the part's dynamic import
 * @returns {(quietly?: boolean) => Promise<T | null>} the part, or null when it could not be
 *   loaded (said, unless asked quietly: a part fetched ahead of its use need not alarm anyone)
 */
export function lazyPart(load) {
  /** @type {Promise<T> | null} */
  let loading = null;
  return async (quietly = false) => {
    loading ??= load();
    try {
      return await loading;
    } catch {
      loading = null;
      if (!quietly) showNotice(t('app.partFailed'));
      return null;
    }
  };
}
