// The page's own texts come from the language files too: an element's text
// (data-i18n), its title (data-i18n-title) and its accessible name
// (data-i18n-aria), and the short word a small screen shows beside an
// icon (data-i18n-short, read by the CSS), written again whenever the
// language changes.
import { t } from '../words/i18n.js';

export function translatePage() {
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-i18n]'))) el.textContent = t(el.dataset.i18n ?? '');
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-i18n-title]'))) el.title = t(el.dataset.i18nTitle ?? '');
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-i18n-aria]'))) el.setAttribute('aria-label', t(el.dataset.i18nAria ?? ''));
  for (const el of /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll('[data-i18n-short]'))) el.dataset.short = t(el.dataset.i18nShort ?? '');
  document.title = `${t('app.title')} — ${t('app.tagline')}`;
}
