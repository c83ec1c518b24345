// The game page as an embedder set it up: its URL parameters read (through
// page-params.js), applied (language, controls, sound, save slot), and, on
// embed.html, its content height reported to the host page whenever it
// changes. The game's parameters wait for the engine (embed/game.js). app/main.js calls:
//   openEmbed()       first of all, before any text is shown
//   embedMuted()      the sound's starting state (undefined: the remembered switch)
//   embedLanguage()   the language a kiosk's next visitor finds
import { languages, setLanguage } from '../words/i18n.js';
import { pageLanguage } from '../words/language-picker.js';
import { readPageParams } from './page-params.js';
import { configureEvents, emitHeight, EVENT_PREFIX } from './events.js';
import { aspect, UPRIGHT } from '../board/geometry.js';

/**
 * @typedef {import('./page-params.js').ParamProblem} ParamProblem
 * @typedef {import('./page-params.js').PageParams} PageParams
 */

/** The class of embed.html's body: the page sizes itself to its content and reports its height. */
export const EMBED_CLASS = 'embed';
/** The class minimal controls give the body (the CSS hides the side panels and the less used controls). */
export const MINIMAL_CLASS = 'controls-minimal';

const embedding = {
  /** @type {PageParams | null} */
  page: null,
  /** @type {ParamProblem[]} */
  problems: [],
  search: '',
};

/** The address's parameters as openEmbed() found them, and the problems of the page's own (embed/game.js says them with the game's). */
export function openedEmbed() {
  return { search: embedding.search, problems: embedding.problems };
}

/**
 * Read the page's own parameters and apply them. The game's wait for the engine (embedGame).
 * @param {Location} [where]
 * @param {Document} [doc]
 * @returns {Promise<void>} settled once the page speaks its language (its texts may load first)
 */
export function openEmbed(where = location, doc = document) {
  embedding.search = where.search;
  const { params, problems } = readPageParams(where.search, languages(), pageLanguage());
  embedding.page = params;
  embedding.problems = problems;
  const speaking = setLanguage(params.lang);
  doc.body.classList.toggle(MINIMAL_CLASS, params.controls === 'minimal');
  // store.js keys the save by the address's `slot`: a slot refused is taken
  // out of it, so the game is kept in the page's own slot, as said.
  if (problems.some((p) => p.param === 'slot')) {
    const url = new URL(where.href);
    url.searchParams.delete('slot');
    history.replaceState(history.state, '', url);
  }
  const framed = window.parent !== window;
  configureEvents({ game: params.slot, target: framed ? window.parent : null, targetOrigin: params.parentOrigin, doc });
  // Only embed.html's layout follows its content; index.html fills its
  // window, and reporting that height would grow a host's iframe for ever.
  if (doc.body.classList.contains(EMBED_CLASS)) {
    watchHeight(doc);
    doc.addEventListener(`${EVENT_PREFIX}start`, (e) => boardShape(doc, /** @type {CustomEvent} */ (e).detail.state));
  }
  return speaking;
}

/**
 * The language a kiosk's next visitor finds: the address's `lang`, else the
 * browser's (not the last visitor's choice).
 */
export function embedLanguage() {
  return embedding.page?.langGiven ? embedding.page.lang : pageLanguage(false);
}

/** @returns {boolean | undefined} */
export function embedMuted() {
  return embedding.page?.muted;
}

/**
 * Report the content's height now and whenever it changes.
 * @param {Document} doc
 */
function watchHeight(doc) {
  let last = -1;
  const report = () => {
    const height = Math.ceil(doc.documentElement.getBoundingClientRect().height);
    if (height === last) return;
    last = height;
    emitHeight(height);
  };
  new ResizeObserver(report).observe(doc.documentElement);
  report();
}

/**
 * The board's box follows the board's own proportions (embed.html has no
 * window height to fill): the CSS reads the ratio.
 * @param {Document} doc
 * @param {{ rows: number, cols: number }} st
 */
function boardShape(doc, st) {
  doc.body.style.setProperty('--embed-board-ratio', String(aspect(st.rows, st.cols, UPRIGHT)));
}
