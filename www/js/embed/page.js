// The game page as an embedder set it up: its URL parameters read (through
// params.js), applied (language, controls, sound, save slot, the new
// game), their problems shown in words at the top of the page and logged once,
// and, on embed.html, its content height reported to the host page whenever it
// changes. app/main.js calls:
//   openEmbed()       first of all, before any text is shown
//   embedGame()       once the engine is loaded (checks the game's parameters, then `omweso:ready`)
//   embedMuted()      the sound's starting state (undefined: the remembered switch)
//   embedSettings()   the new game's settings when parameters name one, else null
//   embedKeeps(saved) whether a saved game agrees with those parameters (else it is not restored)
import { languages, setLanguage, t } from '../words/i18n.js';
import { pageLanguage } from '../words/language-picker.js';
import { readPageParams, readGameParams, agrees } from './params.js';
import { rulesets, layouts, levels, checkGame } from '../engine/wasm.js';
import { defaultSettings } from '../game/settings.js';
import { configureEvents, emitReady, emitHeight, EVENT_PREFIX } from './events.js';
import { aspect, UPRIGHT } from '../board/geometry.js';

/**
 * @typedef {import('./params.js').ParamProblem} ParamProblem
 * @typedef {import('./params.js').PageParams} PageParams
 * @typedef {import('../game/settings.js').Settings} Settings
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
  /** @type {Settings | null} */
  settings: null,
  /** @type {import('./params.js').GameWish} */
  wish: {},
  search: '',
};

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

/** Check the game's parameters against the engine, say what does not fit, and tell the host the page is ready. */
export function embedGame() {
  const engine = { rulesets: rulesets(), layouts, levels: levels(), checkGame };
  const { settings, wish, problems } = readGameParams(embedding.search, engine, defaultSettings());
  embedding.settings = settings;
  embedding.wish = wish;
  embedding.problems = [...problems, ...embedding.problems];
  if (embedding.problems.length) {
    showProblems(document, embedding.problems);
    console.error(`omweso: ${embedding.problems.map((p) => p.message).join('\n')}`);
  }
  emitReady(embedding.problems);
}

/** @returns {boolean | undefined} */
export function embedMuted() {
  return embedding.page?.muted;
}

/** The settings the parameters ask for, or null when they name no game. */
export function embedSettings() {
  return embedding.settings;
}

/**
 * Is this saved game the one the parameters ask for (then a reload continues it)?
 * @param {Settings} saved
 */
export function embedKeeps(saved) {
  return embedding.settings === null || agrees(saved, embedding.wish, rulesets());
}

/**
 * The problems in words, under the top bar, until the reader closes them.
 * @param {Document} doc
 * @param {ParamProblem[]} problems
 */
function showProblems(doc, problems) {
  const box = doc.createElement('section');
  box.className = 'embed-problems';
  box.setAttribute('role', 'alert');
  const title = doc.createElement('p');
  title.className = 'embed-problems-title';
  title.textContent = t('embed.problems');
  const items = doc.createElement('ul');
  for (const p of problems) {
    const li = doc.createElement('li');
    li.textContent = p.message;
    li.dataset.param = p.param;
    items.append(li);
  }
  const close = doc.createElement('button');
  close.type = 'button';
  close.className = 'embed-problems-close';
  close.textContent = '×';
  close.title = t('embed.problems.dismiss');
  close.setAttribute('aria-label', t('embed.problems.dismiss'));
  close.addEventListener('click', () => box.remove());
  box.append(title, items, close);
  const bar = doc.querySelector('.topbar');
  if (bar) bar.after(box);
  else doc.body.prepend(box);
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
