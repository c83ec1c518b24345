// The new-game dialog: the variant (with origin and description), the starting
// layout per side (presets or one's own arrangement), the sowing direction, who
// moves first, who plays (people or the computer, at which level, with or
// without hints), the players' names and every rule option with its description.
import { t } from './i18n.js';
import { rulesets, layouts, checkGame } from './engine.js';
import { LayoutEditor } from './layout-editor.js';
import { playersFieldset } from './players-fieldset.js';
import { defaultPlayers } from './players.js';

/**
 * @typedef {{ ruleset: string, options: Record<string, any>,
 *   layout: { south: string | number[][], north: string | number[][] } | string,
 *   names: { south: string, north: string },
 *   players: import('./players.js').Players }} Settings
 */

/** Options with their own controls above the generic list. */
const OWN_CONTROLS = new Set(['direction', 'first']);

/** @returns {Settings} */
export function defaultSettings() {
  return { ruleset: 'omweso', options: {}, layout: { south: 'all-twos', north: 'all-twos' }, names: { south: t('side.south'), north: t('side.north') }, players: defaultPlayers() };
}

/** The spec `new Game()` takes for these settings. */
export function gameSpec(/** @type {Settings} */ s) {
  return { ruleset: s.ruleset, layout: s.layout, options: s.options };
}

export class SetupPanel {
  /**
   * @param {HTMLDialogElement} dialog
   * @param {(s: Settings) => void} onStart
   */
  constructor(dialog, onStart) {
    this.dialog = dialog;
    this.onStart = onStart;
    this.all = rulesets();
    /** @type {Settings} */
    this.s = defaultSettings();
  }

  /** @param {Settings} current */
  open(current) {
    this.s = structuredClone(current);
    this.render();
    if (!this.dialog.open) this.dialog.showModal();
  }

  info() {
    return this.all.find((r) => r.id === this.s.ruleset) ?? this.all[0];
  }

  /**
   * Switch variant: keep the names, reset options and layouts to its defaults.
   * @param {string} id
   */
  choose(id) {
    this.s.ruleset = id;
    this.s.options = {};
    const info = this.info();
    const first = info.layouts[0].id;
    this.s.layout = info.perSideLayouts ? { south: info.layouts.some((l) => l.id === 'all-twos') ? 'all-twos' : first, north: info.layouts.some((l) => l.id === 'all-twos') ? 'all-twos' : first } : first;
    this.render();
  }

  render() {
    const info = this.info();
    const d = this.dialog;
    d.replaceChildren();
    const form = /** @type {HTMLFormElement} */ (el('form', 'setup'));
    form.method = 'dialog';
    form.append(el('h2', '', t('setup.title')));

    const variants = fieldset(t('setup.variant'), 'variants');
    for (const r of this.all) {
      const label = el('label', 'variant-card');
      const radio = /** @type {HTMLInputElement} */ (el('input'));
      radio.type = 'radio';
      radio.name = 'ruleset';
      radio.value = r.id;
      radio.checked = r.id === info.id;
      radio.addEventListener('change', () => this.choose(r.id));
      const text = el('span', 'variant-text');
      text.append(el('strong', '', r.name), el('span', 'variant-origin', [r.origin.country, r.origin.people].filter(Boolean).join(' · ') + ` · ${r.rows}×${r.cols}`), el('span', 'variant-desc', r.description));
      label.append(radio, text);
      variants.append(label);
    }
    form.append(variants);

    const layoutSet = fieldset(t('setup.layout'), 'layouts');
    const presets = layouts(info.id, this.s.options);
    if (info.perSideLayouts && typeof this.s.layout === 'object') {
      for (const side of /** @type {const} */ (['north', 'south'])) {
        const row = el('div', 'layout-row');
        const label = el('label', '', `${this.s.names[side]}: `);
        const select = /** @type {HTMLSelectElement} */ (el('select'));
        select.name = `layout-${side}`;
        for (const l of presets) select.append(new Option(l.name, l.id));
        select.append(new Option(t('setup.custom'), 'custom'));
        const current = this.s.layout[side];
        select.value = typeof current === 'string' ? current : 'custom';
        select.addEventListener('change', () => {
          const layout = /** @type {{south: any, north: any}} */ (this.s.layout);
          if (select.value === 'custom') {
            const base = presets.find((l) => l.id === (typeof current === 'string' ? current : '')) ?? presets[0];
            layout[side] = side === 'north' ? base.rows.slice(0, 2) : base.rows.slice(2, 4);
          } else {
            layout[side] = select.value;
          }
          this.render();
        });
        label.append(select);
        row.append(label);
        layoutSet.append(row);
        if (typeof current !== 'string') {
          const total = info.seeds / 2;
          new LayoutEditor(layoutSet, {
            side, cols: presets[0].rows[0].length, total, rows: current,
            onChange: (rows) => {
              /** @type {{south: any, north: any}} */ (this.s.layout)[side] = rows;
              this.check();
            },
          });
        }
      }
    } else {
      const name = presets.find((l) => l.id === this.s.layout)?.name ?? presets[0].name;
      layoutSet.append(el('p', '', t('setup.layoutFixed', { name })));
    }
    form.append(layoutSet);

    const dirSet = fieldset(t('setup.direction'), 'direction');
    for (const dir of ['ccw', 'cw']) {
      const label = el('label', 'inline');
      const radio = /** @type {HTMLInputElement} */ (el('input'));
      radio.type = 'radio';
      radio.name = 'direction';
      radio.value = dir;
      radio.checked = (this.s.options.direction ?? 'ccw') === dir;
      radio.addEventListener('change', () => { this.s.options.direction = dir; this.render(); });
      label.append(radio, ` ${t(dir === 'cw' ? 'dir.cw.short' : 'dir.ccw.short')}`);
      dirSet.append(label);
    }
    form.append(dirSet);

    const firstSet = fieldset(t('setup.first'), 'first');
    const first = /** @type {HTMLSelectElement} */ (el('select'));
    first.name = 'first';
    first.append(new Option(this.s.names.south, 'south'), new Option(this.s.names.north, 'north'), new Option(t('setup.first.random'), 'random'));
    first.value = this.s.options.first ?? 'south';
    first.addEventListener('change', () => { this.s.options.first = first.value; });
    firstSet.append(first);
    form.append(firstSet);

    form.append(playersFieldset(this.s.players, () => this.render()));

    const names = fieldset(t('setup.names'), 'names');
    for (const side of /** @type {const} */ (['south', 'north'])) {
      const label = el('label', 'inline', `${t(`side.${side}`)}: `);
      const input = /** @type {HTMLInputElement} */ (el('input'));
      input.name = `name-${side}`;
      input.value = this.s.names[side];
      input.maxLength = 24;
      input.addEventListener('input', () => { this.s.names[side] = input.value.trim() || t(`side.${side}`); });
      label.append(input);
      names.append(label);
    }
    form.append(names);

    const optionList = info.options.filter((o) => !OWN_CONTROLS.has(o.id));
    if (optionList.length) {
      const details = el('details', 'options');
      details.append(el('summary', '', t('setup.options')));
      for (const o of optionList) details.append(this.optionControl(o));
      form.append(details);
    }

    this.problems = el('div', 'problems');
    this.problems.setAttribute('aria-live', 'polite');
    form.append(this.problems);
    const menu = el('div', 'setup-buttons');
    const cancel = /** @type {HTMLButtonElement} */ (el('button', 'secondary', t('btn.cancel')));
    cancel.type = 'button';
    cancel.addEventListener('click', () => this.dialog.close());
    this.startButton = /** @type {HTMLButtonElement} */ (el('button', 'primary', t('btn.start')));
    this.startButton.type = 'button';
    this.startButton.id = 'setup-start';
    this.startButton.addEventListener('click', () => {
      if (this.check()) {
        this.dialog.close();
        this.onStart(structuredClone(this.s));
      }
    });
    menu.append(cancel, this.startButton);
    form.append(menu);
    d.append(form);
    this.check();
  }

  /**
   * One rule option: a checkbox, a choice or a number, with its description.
   * @param {import('../pkg/omweso.js').OptionInfo} o
   */
  optionControl(o) {
    const wrap = el('label', 'option');
    const value = this.s.options[o.id] ?? o.default;
    /** @type {HTMLInputElement | HTMLSelectElement} */
    let input;
    if (o.type === 'bool') {
      const box = /** @type {HTMLInputElement} */ (el('input'));
      box.type = 'checkbox';
      box.checked = Boolean(value);
      box.addEventListener('change', () => { this.s.options[o.id] = box.checked; this.changed(o.id); });
      input = box;
    } else if (o.type === 'choice') {
      const select = /** @type {HTMLSelectElement} */ (el('select'));
      for (const v of o.values ?? []) select.append(new Option(v.replaceAll('_', ' '), v));
      select.value = String(value);
      select.addEventListener('change', () => { this.s.options[o.id] = select.value; this.changed(o.id); });
      input = select;
    } else {
      const number = /** @type {HTMLInputElement} */ (el('input'));
      number.type = 'number';
      number.min = String(o.min);
      number.max = String(o.max);
      number.value = String(value);
      number.addEventListener('change', () => { this.s.options[o.id] = Number(number.value); this.changed(o.id); });
      input = number;
    }
    input.name = `option-${o.id}`;
    input.disabled = o.locked;
    const text = el('span', 'option-text');
    text.append(el('code', '', o.id), el('span', 'option-desc', o.description + (o.locked ? ` (${t('setup.locked')})` : '')));
    wrap.append(input, text);
    return wrap;
  }

  /**
   * Some options change the board (Hus's size): draw the layouts again then.
   * @param {string} id
   */
  changed(id) {
    if (id === 'size') this.render();
    else this.check();
  }

  /** Ask the engine whether these settings can start; show its problems in words. */
  check() {
    let problems;
    try {
      problems = checkGame(gameSpec(this.s));
    } catch (e) {
      problems = [/** @type {Error} */ (e).message];
    }
    const box = /** @type {HTMLElement} */ (this.problems);
    box.replaceChildren();
    if (problems.length) {
      box.append(el('p', '', t('setup.problems')));
      const ul = el('ul');
      for (const p of problems) ul.append(el('li', '', p));
      box.append(ul);
    }
    if (this.startButton) this.startButton.disabled = problems.length > 0;
    return problems.length === 0;
  }
}

/**
 * @param {string} tag
 * @param {string} [cls]
 * @param {string} [text]
 * @returns {HTMLElement}
 */
function el(tag, cls = '', text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * @param {string} legend
 * @param {string} cls
 */
function fieldset(legend, cls) {
  const f = el('fieldset', cls);
  f.append(el('legend', '', legend));
  return f;
}
