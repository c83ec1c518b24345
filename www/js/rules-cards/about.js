// The About panel: the ruleset's origin, description, differences and sources.
import { t, onLanguageChange } from '../words/i18n.js';
import { citation } from '../words/notation.js';
import { rulesetName, rulesetOrigin, rulesetDescription, rulesetDifferences, rulesetNotes, sourceWords } from '../words/engine-words.js';

/** @typedef {import('../../pkg/omweso.js').RulesetInfo} RulesetInfo */

/** The ruleset shown, drawn again in another language when the player picks one. */
/** @type {RulesetInfo | null} */
let aboutShown = null;
onLanguageChange(() => { if (aboutShown) renderAbout(aboutShown); });

/** @param {RulesetInfo} info */
export function renderAbout(info) {
  aboutShown = info;
  const $ = (/** @type {string} */ id) => /** @type {HTMLElement} */ (document.getElementById(id));
  $('game-name').textContent = rulesetName(info);
  $('about-title').textContent = rulesetName(info);
  $('about-origin').textContent = rulesetOrigin(info);
  $('about-text').textContent = rulesetDescription(info);
  const items = [...rulesetDifferences(info), ...rulesetNotes(info)];
  if (info.turningPits.length) items.push(t('panel.turning'));
  $('about-diffs').replaceChildren(...items.map((d) => Object.assign(document.createElement('li'), { textContent: d })));
  $('about-source').textContent = t('panel.sources', { sources: info.sources.map((s) => citation(sourceWords(s))).join('; ') });
}
