// The game an embedder's parameters ask for, read once the engine is there
// (app/compose.js): checked against the engine's own data, the problems of
// every parameter shown in words at the top of the page and logged once,
// then `omweso:ready` for the host. The page's own parameters were applied
// before (embed/page.js). app/compose.js calls:
//   embedGame()       once the engine is loaded (checks the game's parameters, then `omweso:ready`)
//   embedSettings()   the new game's settings when parameters name one, else null
//   embedKeeps(saved) whether a saved game agrees with those parameters (else it is not restored)
import { t } from '../words/i18n.js';
import { readGameParams, agrees } from './params.js';
import { rulesets, layouts, levels, checkGame } from '../engine/wasm.js';
import { defaultSettings } from '../game/settings.js';
import { emitReady } from './events.js';
import { openedEmbed } from './page.js';

/**
 * @typedef {import('./params.js').ParamProblem} ParamProblem
 * @typedef {import('../game/settings.js').Settings} Settings
 */

const embedding = {
  /** @type {Settings | null} */
  settings: null,
  /** @type {import('./params.js').GameWish} */
  wish: {},
};

/** Check the game's parameters against the engine, say what does not fit, and tell the host the page is ready. */
export function embedGame() {
  const engine = { rulesets: rulesets(), layouts, levels: levels(), checkGame };
  const opened = openedEmbed();
  const { settings, wish, problems } = readGameParams(opened.search, engine, defaultSettings());
  embedding.settings = settings;
  embedding.wish = wish;
  const all = [...problems, ...opened.problems];
  if (all.length) {
    showProblems(document, all);
    console.error(`omweso: ${all.map((p) => p.message).join('\n')}`);
  }
  emitReady(all);
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
