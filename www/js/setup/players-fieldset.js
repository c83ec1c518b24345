// The set-up dialog's "who plays" controls: people or the computer, the side
// a person takes against the computer, each computer's level, and the hint
// switch (a teacher may turn hints off). It edits a Players value in place.
import { t } from '../words/i18n.js';
import { levels } from '../engine/wasm.js';
import { modeOf } from '../game/players.js';

/** @typedef {import('../game/players.js').Players} Players */
/** @typedef {import('../game/players.js').Mode} Mode */

/**
 * @param {Players} p edited in place
 * @param {() => void} changed called when the controls shown must change
 */
export function playersFieldset(p, changed) {
  const set = document.createElement('fieldset');
  set.className = 'players';
  const legend = document.createElement('legend');
  legend.textContent = t('setup.players');
  set.append(legend);

  const mode = select('players-mode', [['hvh', t('setup.players.hvh')], ['hvc', t('setup.players.hvc')], ['cvc', t('setup.players.cvc')]], modeOf(p));
  mode.addEventListener('change', () => {
    const m = /** @type {Mode} */ (mode.value);
    // Against the computer, the person keeps South unless they had chosen North.
    const human = p.north === 'human' && p.south === 'computer' ? 'north' : 'south';
    p.south = m === 'cvc' || (m === 'hvc' && human === 'north') ? 'computer' : 'human';
    p.north = m === 'cvc' || (m === 'hvc' && human === 'south') ? 'computer' : 'human';
    changed();
  });
  set.append(row(t('setup.players.mode'), mode));

  if (modeOf(p) === 'hvc') {
    const side = select('players-human', [['south', t('side.south')], ['north', t('side.north')]], p.south === 'human' ? 'south' : 'north');
    side.addEventListener('change', () => {
      p.south = side.value === 'south' ? 'human' : 'computer';
      p.north = side.value === 'north' ? 'human' : 'computer';
      changed();
    });
    set.append(row(t('setup.players.you'), side));
  }

  const options = levels().map((l) => /** @type {[string, string]} */ ([l.id, t('setup.level.option', { level: t(`level.${l.id}`), s: l.budgetMs / 1000 })]));
  for (const s of /** @type {const} */ (['south', 'north'])) {
    if (p[s] !== 'computer') continue;
    const level = select(`level-${s}`, options, p.levels[s]);
    level.addEventListener('change', () => { p.levels[s] = /** @type {any} */ (level.value); });
    set.append(row(t('setup.players.level', { side: t(`side.${s}`) }), level));
  }

  const hints = document.createElement('input');
  hints.type = 'checkbox';
  hints.name = 'hints';
  hints.checked = p.hints;
  hints.addEventListener('change', () => { p.hints = hints.checked; });
  const label = document.createElement('label');
  label.className = 'inline';
  label.append(hints, ` ${t('setup.players.hints')}`);
  set.append(label);
  return set;
}

/**
 * @param {string} name
 * @param {[string, string][]} values value and label
 * @param {string} current
 */
function select(name, values, current) {
  const s = document.createElement('select');
  s.name = name;
  for (const [v, label] of values) s.append(new Option(label, v));
  s.value = current;
  return s;
}

/** @param {string} text @param {HTMLElement} control */
function row(text, control) {
  const label = document.createElement('label');
  label.className = 'players-row';
  label.append(`${text} `, control);
  return label;
}
