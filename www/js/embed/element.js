// <omweso-game>: the game in any page, with one script and one tag.
//
//   <script src="https://your.museum/omweso/omweso-game.js"></script>
//
// This module is bundled by tools/element.mjs into www/omweso-game.js, one
// small classic script with its texts: a classic script loads from any
// origin with no CORS header from the game's host (a module script needs
// one), and it can still be loaded as a module.
//   <omweso-game ruleset="igisoro" direction="cw" controls="minimal" ai="north:casual"></omweso-game>
//
// The element shows embed.html (found next to this script, wherever it is
// served from) in an iframe, its attributes passed as the page's URL
// parameters (see js/embed/params.js for their syntax). Each element is its
// own page: several games on one page share nothing, and each keeps its own
// saved game, in the slot its `slot` attribute names, else one made from the
// host page's path and the element's id (or its place among the page's
// games). The iframe reports its height, and the element takes it, so the
// game never scrolls inside. Every message of the game page (ready, start,
// move, end, height) is dispatched again on the element as a CustomEvent of
// the same type, the message as its detail.
//
// The attributes are checked by the game page against its engine (the games,
// layouts and levels are the engine's, not a list here): a wrong value is
// said in words inside the element, logged in this page's console, and a
// valid one played instead. A page that never answers is said in words too.
// A change of attribute loads the game again with the new parameters.
// Its own words are in the element's language (its `lang`, else the host
// page's), from lang/element-texts.js.
import { ELEMENT_TEXTS } from '../lang/element-texts.js';

/**
 * The attributes that become the game page's parameters, under the same
 * names; the kiosk's (`kiosk`, its idle times and demo) are checked by the
 * page's kiosk-options.js.
 */
export const ATTRIBUTES = ['ruleset', 'layout', 'direction', 'lang', 'controls', 'ai', 'sound', 'slot', 'kiosk', 'attract', 'reset', 'demo'];
/**
 * Where this script was loaded from: the game's folder. A classic script
 * knows itself while it runs (currentScript); loaded as a module it is
 * found among the page's scripts by its name.
 */
function scriptUrl() {
  const script = document.currentScript;
  if (script instanceof HTMLScriptElement && script.src) return script.src;
  const named = [...document.scripts].find((s) => /(^|\/)omweso-game\.js([?#]|$)/.test(s.src));
  return named?.src ?? location.href;
}

/** The page the element shows. */
export const EMBED_PAGE = new URL('./embed.html', scriptUrl());
/** A page that has not said it is ready by then is said not to load. */
const NO_ANSWER_MS = 20000;
/** Until the page reports its height. */
const FIRST_HEIGHT = '32rem';
const PREFIX = 'omweso:';

/**
 * One of the element's texts in a language it has, else in English.
 * @param {string | null} lang a BCP 47 tag ("fr-CH")
 * @param {'embed.element.noAnswer' | 'embed.element.defaultTitle'} key
 * @param {Record<string, string>} [params]
 */
function words(lang, key, params = {}) {
  const base = /** @type {keyof typeof ELEMENT_TEXTS} */ ((lang ?? '').toLowerCase().split('-')[0]);
  const text = (ELEMENT_TEXTS[base] ?? ELEMENT_TEXTS.en)[key] ?? ELEMENT_TEXTS.en[key];
  return text.replace(/\{(\w+)\}/g, (_, name) => params[name] ?? `{${name}}`);
}

/** @returns {CSSStyleSheet[]} */
function sheets() {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`
      :host { display: block; }
      :host([hidden]) { display: none; }
      iframe { display: block; width: 100%; height: ${FIRST_HEIGHT}; border: 0; }
      .error { margin: 0 0 0.5rem; padding: 0.5rem 0.8rem; border: 2px solid #a1260f; border-radius: 8px; background: #fdecea; color: #5c1307; font: inherit; }
      .error[hidden] { display: none; }`);
    return [sheet];
  } catch {
    // No constructable style sheets: the iframe's own style is set below.
    return [];
  }
}

export class OmwesoGame extends HTMLElement {
  static observedAttributes = ATTRIBUTES;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    this.root.adoptedStyleSheets = sheets();
    this.error = document.createElement('p');
    this.error.className = 'error';
    this.error.setAttribute('role', 'alert');
    this.error.setAttribute('part', 'error');
    this.error.hidden = true;
    /** @type {HTMLIFrameElement | null} */
    this.frame = null;
    /** The parameters the game page could not use, in words (from its `omweso:ready`). */
    /** @type {{ param: string, value: string, message: string }[]} */
    this.problems = [];
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.waiting = undefined;
    this.pending = false;
    this.onMessage = (/** @type {MessageEvent} */ e) => this.receive(e);
  }

  connectedCallback() {
    window.addEventListener('message', this.onMessage);
    this.load();
  }

  disconnectedCallback() {
    window.removeEventListener('message', this.onMessage);
    clearTimeout(this.waiting);
    this.frame?.remove();
    this.frame = null;
  }

  attributeChangedCallback() {
    // Several attributes set one after another load the game once.
    if (!this.isConnected || this.pending) return;
    this.pending = true;
    queueMicrotask(() => {
      this.pending = false;
      if (this.isConnected) this.load();
    });
  }

  /** The save slot: the one named, else this page's path and the element's id or place. */
  get gameSlot() {
    const named = this.getAttribute('slot');
    if (named) return named;
    const place = [...document.querySelectorAll('omweso-game')].indexOf(this) + 1;
    return `${location.pathname}#${this.id || `game-${place}`}`;
  }

  /** The game page's address for the attributes as they are now. */
  get src() {
    const url = new URL(EMBED_PAGE);
    for (const name of ATTRIBUTES) {
      const value = name === 'slot' ? this.gameSlot : this.getAttribute(name);
      if (value !== null) url.searchParams.set(name, value);
    }
    // The game's messages go to this page only (a file:// page has no origin to name).
    if (location.origin !== 'null') url.searchParams.set('parentOrigin', location.origin);
    return url.href;
  }

  /**
   * A fresh iframe for the attributes: a new one rather than a new address,
   * so the host page's history gets no entry per change.
   */
  load() {
    const frame = document.createElement('iframe');
    frame.title = this.getAttribute('aria-label') ?? words(this.language, 'embed.element.defaultTitle');
    // A kiosk goes full screen on its first touch.
    frame.setAttribute('allow', 'autoplay; fullscreen');
    if (!this.root.adoptedStyleSheets.length) {
      Object.assign(frame.style, { display: 'block', width: '100%', height: FIRST_HEIGHT, border: '0' });
    }
    frame.src = this.src;
    this.problems = [];
    this.error.hidden = true;
    clearTimeout(this.waiting);
    this.waiting = setTimeout(() => this.noAnswer(), NO_ANSWER_MS);
    this.frame?.remove();
    this.frame = frame;
    this.root.replaceChildren(this.error, frame);
  }

  /** The language the element speaks: its own `lang`, else the host page's. */
  get language() {
    return this.getAttribute('lang') ?? document.documentElement.lang;
  }

  noAnswer() {
    const text = words(this.language, 'embed.element.noAnswer', { url: EMBED_PAGE.href });
    this.error.textContent = text;
    this.error.hidden = false;
    console.error(`omweso-game: ${text}`);
  }

  /**
   * A message from this element's own game page (and no other window), passed on as an event.
   * @param {MessageEvent} e
   */
  receive(e) {
    if (!this.frame || e.source !== this.frame.contentWindow) return;
    if (EMBED_PAGE.origin !== 'null' && e.origin !== EMBED_PAGE.origin) return;
    const data = e.data;
    if (typeof data !== 'object' || data === null || typeof data.type !== 'string' || !data.type.startsWith(PREFIX)) return;
    if (data.type === `${PREFIX}ready`) {
      clearTimeout(this.waiting);
      this.error.hidden = true;
      this.problems = Array.isArray(data.problems) ? data.problems : [];
      if (this.problems.length) console.error(`omweso-game: ${this.problems.map((p) => p.message).join('\n')}`);
    }
    if (data.type === `${PREFIX}height` && Number.isFinite(data.height) && data.height > 0) {
      this.frame.style.height = `${Math.ceil(data.height)}px`;
    }
    this.dispatchEvent(new CustomEvent(data.type, { detail: data, bubbles: true, composed: true }));
  }
}

if (!customElements.get('omweso-game')) customElements.define('omweso-game', OmwesoGame);
