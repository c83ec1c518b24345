// The language picker in the top bar: every language named in itself
// ("Italiano", "Català"), so a visitor finds theirs whatever the page speaks.
// A choice is remembered for the whole site (a player's language, not a
// game's); an address's `lang` (an embed, a kiosk's link) still decides the
// first language of that page, and a kiosk goes back to its page's default
// for the next visitor (pageLanguage).
import { fewWords, languages, language, preferredLanguage, setLanguage, onLanguageChange, t } from './i18n.js';
import { browserLocalStorage } from '../local-storage.js';

const KEY = 'omweso.lang';

/** The language a player chose on an earlier visit, if any. */
export function rememberedLanguage() {
  try {
    return browserLocalStorage()?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

/** @param {string} lang */
function remember(lang) {
  try {
    browserLocalStorage()?.setItem(KEY, lang);
  } catch {
    // Storage refused or full: the choice holds for this visit.
  }
}

/**
 * The page's language before any parameter: the player's earlier choice,
 * else the browser's first language there are texts for.
 * @param {boolean} [withChoice] false: the browser's alone (a kiosk's next visitor)
 */
export function pageLanguage(withChoice = true) {
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return preferredLanguage(preferred, withChoice ? rememberedLanguage() : null);
}

/**
 * Fill the picker and keep it in step: a choice speaks the language at once
 * (every panel redraws through onLanguageChange) and is remembered.
 * @param {HTMLSelectElement} select
 */
export function mountLanguagePicker(select) {
  const texts = fewWords();
  // A phone's top bar has no room for "Français" beside the game's name and
  // its buttons: there each language is its code (FR), named in full to a screen reader.
  const narrow = typeof matchMedia === 'function' ? matchMedia('(max-width: 600px)') : null;
  select.replaceChildren(...languages().map((code) => {
    const option = document.createElement('option');
    option.value = code;
    option.lang = code;
    return option;
  }));
  const name = () => {
    for (const option of select.options) {
      const self = texts[option.value]['lang.self'];
      const code = option.value.toUpperCase();
      option.textContent = narrow?.matches ? code : self;
      // The name heard holds the word seen ("FR, Français"), as a label must.
      if (narrow?.matches) option.setAttribute('aria-label', `${code}, ${self}`);
      else option.removeAttribute('aria-label');
    }
  };
  narrow?.addEventListener('change', name);
  name();
  const render = () => {
    select.value = language();
    select.setAttribute('aria-label', t('lang.label'));
    select.title = t('lang.label');
  };
  select.addEventListener('change', () => {
    remember(select.value);
    setLanguage(select.value);
  });
  onLanguageChange(render);
  render();
}
