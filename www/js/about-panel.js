// The About panel: the ruleset's origin, description, differences and sources.
import { t } from './i18n.js';
import { citation } from './notation.js';

/** @typedef {import('../pkg/omweso.js').RulesetInfo} RulesetInfo */

/** @param {RulesetInfo} info */
export function renderAbout(info) {
  const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  $('game-name').textContent = info.name;
  $('about-title').textContent = info.name;
  $('about-origin').textContent = [info.origin.country, info.origin.people].filter(Boolean).join(' · ');
  $('about-text').textContent = info.description;
  const items = [...info.differences, ...info.notes];
  if (info.turningPits.length) items.push(t('panel.turning'));
  $('about-diffs').replaceChildren(...items.map((d) => Object.assign(document.createElement('li'), { textContent: d })));
  $('about-source').textContent = t('panel.sources', { sources: info.sources.map(citation).join('; ') });
}
