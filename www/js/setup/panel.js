// The new-game dialog: the game (with its origin and its whole description),
// the board and the starting layout per side (presets or one's own
// arrangement), the sowing direction, who moves first, who plays (people or
// the computer), the players' names and every other rule option with its
// description. Start and Cancel stay in view at the dialog's foot.
//
// The dialog is drawn in parts; a change redraws only the parts that depend
// on it, and the control that had the focus gets it back, so arrow keys in
// the game list or a keyboard in the layout editor are never thrown out.
import { t, onLanguageChange } from '../words/i18n.js';
import { rulesets, layouts, randomArrangement } from '../engine/wasm.js';
import { LayoutEditor } from './layout-editor.js';
import { playersFieldset } from './players-fieldset.js';
import { defaultSettings, gameSpec, defaultLayout, checkSettings, fitsOption, shownNames, NAME_LENGTH, COMPUTER_ARRANGES } from '../game/settings.js';
import { errorText } from '../words/error-text.js';
import { optionLabel, optionDescription, optionValueLabel, rulesetName, rulesetOrigin, rulesetDescription, rulesetOtherNames, layoutName } from '../words/engine-words.js';
import { gameProblems, firstTurnWarning } from './game-problems.js';
import { el } from '../dom.js';


/**
 * @typedef {import('../game/settings.js').Settings} Settings
 * @typedef {import('../../pkg/omweso.js').RulesetInfo} RulesetInfo
 * @typedef {import('../../pkg/omweso.js').OptionInfo} OptionInfo
 * @typedef {'about' | 'board' | 'direction' | 'first' | 'players' | 'names' | 'options'} Part
 */

/** Options with their own controls, not in the list of rule options. */
const OWN_CONTROLS = new Set(['direction', 'first']);
/**
 * The option that limits one pit in a starting layout. The engine's option
 * definitions do not say which option limits the layout editor, so this one
 * is known by its id (an option's id, the same in every ruleset that has it).
 */
const PIT_CAP = 'pit_cap';
const PARTS = /** @type {Part[]} */ (['about', 'board', 'direction', 'first', 'players', 'names', 'options']);

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
    /** @type {string[]} what of the settings given to open() had to be dropped */
    this.notes = [];
    /** The rule options stay unfolded once a player opened them. */
    this.optionsOpen = false;
    /** @type {Partial<Record<Part, HTMLElement>>} */
    this.parts = {};
    /** @type {HTMLElement | null} */
    this.problems = null;
    /** A part is being drawn anew; refreshes asked meanwhile, drawn after it. */
    this.refreshing = false;
    /** @type {Part[]} */
    this.refreshAfter = [];
    /** @type {HTMLButtonElement | null} */
    this.startButton = null;
    /**
     * Two people arranging on one screen, each hidden from the other (RULES
     * §2.1): whose turn it is to arrange, or null when both are done; off
     * when `hidden` is false.
     */
    this.hidden = false;
    /** @type {'south' | 'north' | null} */
    this.arranging = 'south';
    // A switch of language while the set-up is open draws it again in the new
    // language, on the settings chosen so far (typed names stay as typed).
    onLanguageChange(() => {
      if (this.dialog.open) this.build();
    });
  }

  /** The names as the set-up shows them: a side's default name in the page's language. */
  shownNames() {
    return shownNames(this.s.names);
  }

  /**
   * Open on these settings, checked first: settings the engine refuses (a
   * save from another version) must never keep the dialog from opening.
   * @param {Settings} current
   */
  open(current) {
    const { settings, notes } = checkSettings(current, this.all);
    this.s = settings;
    this.notes = notes;
    this.hidden = false;
    this.arranging = 'south';
    try {
      this.build();
    } catch (e) {
      console.info('omweso: the set-up could not be drawn for these settings; drawn for the defaults', e);
      this.s = defaultSettings();
      this.notes = [t('setup.reset')];
      this.build();
    }
    if (!this.dialog.open) this.dialog.showModal();
  }

  info() {
    return this.all.find((r) => r.id === this.s.ruleset) ?? this.all[0];
  }

  /**
   * Switch game: keep the names and players, take its default options and layouts.
   * @param {string} id
   */
  choose(id) {
    this.s.ruleset = id;
    this.s.options = {};
    this.s.layout = defaultLayout(this.info());
    this.refresh('about', 'board', 'direction', 'first', 'options');
  }

  build() {
    const form = /** @type {HTMLFormElement} */ (el('form', 'setup'));
    form.method = 'dialog';
    const body = el('div', 'setup-body');
    body.append(el('h2', '', t('setup.title')));
    if (this.notes.length) {
      const box = el('ul', 'setup-notes');
      for (const n of this.notes) box.append(el('li', '', n));
      body.append(box);
    }
    body.append(this.variantList());
    for (const name of PARTS) {
      const part = el('div', `setup-part part-${name}`);
      this.parts[name] = part;
      body.append(part);
    }
    const foot = el('div', 'setup-foot');
    this.problems = el('div', 'problems');
    this.problems.setAttribute('aria-live', 'polite');
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
    foot.append(this.problems, menu);
    form.append(body, foot);
    this.dialog.replaceChildren(form);
    this.refresh(...PARTS);
  }

  /**
   * Draw these parts again; the focused control among them gets the focus back.
   * @param {...Part} names
   */
  refresh(...names) {
    // Taking a focused field off the page blurs it, and a blurred field whose
    // text changed fires `change`, whose handler refreshes: that refresh waits
    // for this one to end (drawn re-entrantly, the part's children would move
    // under replaceChildren).
    if (this.refreshing) {
      this.refreshAfter.push(...names);
      return;
    }
    this.refreshing = true;
    try {
      const active = document.activeElement;
      for (const name of names) {
        const part = /** @type {HTMLElement} */ (this.parts[name]);
        const again = active instanceof HTMLElement && part.contains(active) ? selectorOf(active) : null;
        part.replaceChildren(...this.draw(name));
        if (again) /** @type {HTMLElement | null} */ (part.querySelector(again))?.focus();
      }
    } finally {
      this.refreshing = false;
    }
    const after = [...new Set(this.refreshAfter.splice(0))];
    if (after.length) this.refresh(...after);
    else this.check();
  }

  /**
   * @param {Part} name
   * @returns {HTMLElement[]}
   */
  draw(name) {
    switch (name) {
      case 'about': return [this.about()];
      case 'board': return [this.board()];
      case 'direction': return this.direction();
      case 'first': return [this.first()];
      case 'players': return [playersFieldset(this.s.players, () => this.refresh('players', 'board'))];
      case 'names': return [this.names()];
      case 'options': return this.otherOptions();
    }
  }

  /** The games, as radio cards: drawn once per opening, so arrow keys keep their focus. */
  variantList() {
    const set = fieldset(t('setup.variant'), 'variants');
    for (const r of this.all) {
      const label = el('label', 'variant-card');
      const radio = /** @type {HTMLInputElement} */ (el('input'));
      radio.type = 'radio';
      radio.name = 'ruleset';
      radio.value = r.id;
      radio.checked = r.id === this.s.ruleset;
      radio.addEventListener('change', () => { if (radio.checked) this.choose(r.id); });
      const text = el('span', 'variant-text');
      text.append(el('strong', '', rulesetName(r)), el('span', 'variant-origin', `${rulesetOrigin(r)} · ${r.rows}×${r.cols}`));
      label.append(radio, text);
      set.append(label);
    }
    return set;
  }

  /** The chosen game's description, whole. */
  about() {
    const info = this.info();
    const box = el('div', 'variant-about');
    box.setAttribute('aria-live', 'polite');
    box.append(el('strong', '', rulesetName(info)));
    const others = rulesetOtherNames(info);
    if (others.length) box.append(el('span', 'variant-origin', ` (${others.join(', ')})`));
    box.append(el('p', '', rulesetDescription(info)));
    return box;
  }

  /**
   * Choice options whose values give boards of other shapes (Hus's 4×8 or
   * 4×6). The engine does not flag them: the page asks its layouts() for
   * each value and compares the shapes.
   * @returns {{ option: OptionInfo, shapes: Map<string, [number, number]> }[]}
   */
  boardOptions() {
    const info = this.info();
    const found = [];
    for (const o of info.options) {
      if (o.locked || o.type !== 'choice' || OWN_CONTROLS.has(o.id)) continue;
      /** @type {Map<string, [number, number]>} */
      const shapes = new Map();
      try {
        for (const v of o.values ?? []) {
          const rows = layouts(info.id, { ...this.s.options, [o.id]: v })[0].rows;
          shapes.set(v, [rows.length, rows[0].length]);
        }
      } catch {
        continue;
      }
      if (new Set([...shapes.values()].map(String)).size > 1) found.push({ option: o, shapes });
    }
    return found;
  }

  /** The board and the starting layout: options that change them come first. */
  board() {
    const info = this.info();
    const set = fieldset(t('setup.board'), 'layouts');
    for (const { option, shapes } of this.boardOptions()) {
      const select = /** @type {HTMLSelectElement} */ (el('select'));
      select.name = `option-${option.id}`;
      for (const [v, [rows, cols]] of shapes) select.append(new Option(t('setup.boardShape', { rows, cols }), v));
      select.value = String(this.s.options[option.id] ?? option.default);
      select.addEventListener('change', () => {
        this.s.options[option.id] = select.value;
        // An arrangement of the old board's size does not fit the new board.
        this.s.layout = defaultLayout(info);
        this.refresh('board');
      });
      set.append(labelled(optionLabel(option), select, optionDescription(option)));
    }

    let presets;
    try {
      presets = layouts(info.id, this.s.options);
    } catch (e) {
      set.append(el('p', 'problems', errorText(e, this.wordsContext())));
      return set;
    }
    if (!(info.perSideLayouts && typeof this.s.layout === 'object')) {
      const name = layoutName(presets.find((l) => l.id === this.s.layout) ?? presets[0], info.id);
      set.append(el('p', '', t('setup.layoutFixed', { name })));
      return set;
    }

    const cap = info.options.find((o) => o.id === PIT_CAP);
    if (cap && !cap.locked && cap.type === 'int') {
      const number = /** @type {HTMLInputElement} */ (el('input'));
      number.type = 'number';
      number.name = `option-${cap.id}`;
      number.min = String(cap.min);
      number.max = String(cap.max);
      number.value = String(this.s.options[cap.id] ?? cap.default);
      number.addEventListener('change', () => {
        const n = Number(number.value);
        if (fitsOption(cap, n)) this.s.options[cap.id] = n;
        this.refresh('board');
      });
      set.append(labelled(optionLabel(cap), number, optionDescription(cap)));
    }
    const limit = Number(this.s.options[PIT_CAP] ?? cap?.default ?? Infinity);
    const layout = /** @type {{ south: string | number[][], north: string | number[][] }} */ (this.s.layout);
    const hiding = this.hidingSides();
    if (hiding.length) set.append(this.hideSwitch());
    for (const side of /** @type {const} */ (['north', 'south'])) {
      const rowsOf = (/** @type {number[][]} */ rows) => (side === 'north' ? rows.slice(0, 2) : rows.slice(2, 4));
      const current = layout[side];
      const select = /** @type {HTMLSelectElement} */ (el('select'));
      select.name = `layout-${side}`;
      for (const l of presets) select.append(new Option(layoutName(l, info.id), l.id));
      select.append(new Option(t('setup.custom'), 'custom'));
      // The computer arranges its own seeds, at its level, as players do (RULES §2.1).
      const computer = this.s.players[side] === 'computer';
      if (computer) select.append(new Option(t('setup.computerArranges'), COMPUTER_ARRANGES));
      const shown = current === COMPUTER_ARRANGES && !computer ? presets[0].id : current;
      if (shown !== current) layout[side] = shown;
      select.value = typeof shown === 'string' ? shown : 'custom';
      select.addEventListener('change', () => {
        if (select.value === 'custom') {
          const base = presets.find((l) => l.id === current) ?? presets[0];
          layout[side] = rowsOf(base.rows);
        } else {
          layout[side] = select.value;
        }
        this.refresh('board');
      });
      const row = el('div', 'layout-row');
      row.append(labelled(`${this.shownNames()[side]}:`, select));
      set.append(row);
      if (typeof current !== 'string' && this.hidden && hiding.includes(side) && this.arranging !== side) {
        // Arranged in turn on one screen: the other side's seeds are not shown.
        const done = this.arranging === null || (this.arranging === 'north' && side === 'south');
        row.append(el('p', 'arrange-hidden', t(done ? 'setup.hidden.done' : 'setup.hidden.waits', { name: this.shownNames()[side] })));
      } else if (typeof current !== 'string') {
        // The seeds a side lays out: as many as in its preset.
        const total = rowsOf(presets[0].rows).flat().reduce((a, b) => a + b, 0);
        new LayoutEditor(row, {
          side, cols: presets[0].rows[0].length, total, cap: limit, rows: current,
          onChange: (rows) => {
            layout[side] = rows;
            this.check();
          },
          random: () => this.randomRows(side),
        });
        if (this.hidden && hiding.includes(side)) {
          const next = side === 'south' && hiding.includes('north') ? 'north' : null;
          const done = /** @type {HTMLButtonElement} */ (el('button', 'arrange-done', t(next ? 'setup.hidden.next' : 'setup.hidden.finish', { name: this.shownNames()[side], other: this.shownNames().north })));
          done.type = 'button';
          done.addEventListener('click', () => {
            this.arranging = next;
            this.refresh('board');
          });
          row.append(done);
        }
      }
    }
    return set;
  }

  /**
   * The sides two people arrange by hand on one screen: both players
   * people, their layouts their own arrangements.
   * @returns {('south' | 'north')[]}
   */
  hidingSides() {
    const layout = this.s.layout;
    if (typeof layout === 'string' || this.s.players.south !== 'human' || this.s.players.north !== 'human') return [];
    return /** @type {const} */ (['south', 'north']).filter((side) => typeof layout[side] !== 'string');
  }

  /** "Arrange in turn, each hidden from the other": South first, then North. */
  hideSwitch() {
    const label = el('label', 'setup-control arrange-switch');
    const box = /** @type {HTMLInputElement} */ (el('input'));
    box.type = 'checkbox';
    box.name = 'arrange-hidden';
    box.checked = this.hidden;
    box.addEventListener('change', () => {
      this.hidden = box.checked;
      this.arranging = this.hidingSides()[0] ?? null;
      this.refresh('board');
    });
    label.append(box, el('span', 'setup-control-name', t('setup.hidden')));
    return label;
  }

  /**
   * A random arrangement of a side's seeds, the engine's (RULES §2.1, the
   * limit of a pit kept, no win for the other side on its first turn), as
   * the editor's two rows; null when the engine refuses the options.
   * @param {'south' | 'north'} side
   * @returns {number[][] | null}
   */
  randomRows(side) {
    try {
      return randomArrangement(this.s.ruleset, side, Math.floor(Math.random() * 2 ** 31), this.s.options).rows;
    } catch {
      return null;
    }
  }

  /** The sowing direction, from the game's own option when it has one. */
  direction() {
    const o = this.info().options.find((x) => x.id === 'direction');
    if (!o || o.type !== 'choice') return [];
    const set = fieldset(t('setup.direction'), 'direction');
    for (const dir of o.values ?? []) {
      const label = el('label', 'inline');
      const radio = /** @type {HTMLInputElement} */ (el('input'));
      radio.type = 'radio';
      radio.name = 'direction';
      radio.value = dir;
      radio.disabled = o.locked;
      radio.checked = (this.s.options.direction ?? o.default) === dir;
      radio.addEventListener('change', () => {
        this.s.options.direction = dir;
        // The presets are laid out in the sowing direction.
        this.refresh('board');
      });
      label.append(radio, ` ${t(dir === 'cw' ? 'dir.cw.short' : 'dir.ccw.short')}`);
      set.append(label);
    }
    return [set];
  }

  first() {
    const set = fieldset(t('setup.first'), 'first');
    const first = /** @type {HTMLSelectElement} */ (el('select'));
    first.name = 'first';
    // The legend names the fieldset, not the list box inside it.
    first.setAttribute('aria-label', t('setup.first'));
    const names = this.shownNames();
    first.append(new Option(names.south, 'south'), new Option(names.north, 'north'), new Option(t('setup.first.random'), 'random'));
    first.value = this.s.options.first ?? 'south';
    first.addEventListener('change', () => { this.s.options.first = first.value; });
    set.append(first);
    return set;
  }

  names() {
    const set = fieldset(t('setup.names'), 'names');
    for (const side of /** @type {const} */ (['south', 'north'])) {
      const label = el('label', 'inline', `${t(`side.${side}`)}: `);
      const input = /** @type {HTMLInputElement} */ (el('input'));
      input.name = `name-${side}`;
      input.value = this.shownNames()[side];
      input.maxLength = NAME_LENGTH;
      input.addEventListener('input', () => { this.s.names[side] = input.value.trim() || t(`side.${side}`); });
      // The names label the layouts and the first mover: redrawn once typing is done.
      input.addEventListener('change', () => this.refresh('board', 'first'));
      label.append(input);
      set.append(label);
    }
    return set;
  }

  /** Every other rule option, folded away. */
  otherOptions() {
    const info = this.info();
    // What the board part shows up front is not listed again.
    const front = new Set(this.boardOptions().map((b) => b.option.id));
    if (info.perSideLayouts && info.options.some((o) => o.id === PIT_CAP && !o.locked)) front.add(PIT_CAP);
    const list = info.options.filter((o) => !OWN_CONTROLS.has(o.id) && !front.has(o.id));
    if (!list.length) return [];
    const details = /** @type {HTMLDetailsElement} */ (el('details', 'options'));
    details.open = this.optionsOpen;
    details.addEventListener('toggle', () => { this.optionsOpen = details.open; });
    details.append(el('summary', '', t('setup.options')));
    for (const o of list) details.append(this.optionControl(o));
    return [details];
  }

  /**
   * One rule option: a checkbox, a choice or a number, with its description.
   * @param {OptionInfo} o
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
      box.addEventListener('change', () => { this.s.options[o.id] = box.checked; this.check(); });
      input = box;
    } else if (o.type === 'choice') {
      const select = /** @type {HTMLSelectElement} */ (el('select'));
      for (const v of o.values ?? []) select.append(new Option(optionValueLabel(o, v), v));
      select.value = String(value);
      select.addEventListener('change', () => { this.s.options[o.id] = select.value; this.check(); });
      input = select;
    } else {
      const number = /** @type {HTMLInputElement} */ (el('input'));
      number.type = 'number';
      number.min = String(o.min);
      number.max = String(o.max);
      number.value = String(value);
      number.addEventListener('change', () => { this.s.options[o.id] = Number(number.value); this.check(); });
      input = number;
    }
    input.name = `option-${o.id}`;
    input.disabled = o.locked;
    const text = el('span', 'option-text');
    const name = el('span', 'option-name', optionLabel(o));
    const desc = el('span', 'option-desc', optionDescription(o) + (o.locked ? ` (${t('setup.locked')})` : ''));
    // A checkbox goes before its words; a list or a number under its name, so the names line up.
    if (o.type === 'bool') {
      text.append(name, desc);
      wrap.append(input, text);
    } else {
      text.append(name, input, desc);
      wrap.append(text);
    }
    return wrap;
  }

  /** What the words of an engine error need: the board's pits and the players' names. */
  wordsContext() {
    return { rows: this.info().rows, names: this.shownNames(), base: /** @type {'ccw' | 'cw'} */ (this.s.options.direction ?? 'ccw') };
  }

  /** Ask the engine whether these settings can start; show its problems in words. */
  check() {
    /** @type {string[]} */
    let problems;
    try {
      problems = gameProblems(gameSpec(this.s), this.wordsContext());
    } catch (e) {
      problems = [errorText(e, this.wordsContext())];
    }
    const box = this.problems;
    if (box) {
      box.replaceChildren();
      if (problems.length) {
        box.append(el('p', '', t('setup.problems')));
        const ul = el('ul');
        for (const p of problems) ul.append(el('li', '', p));
        box.append(ul);
      } else {
        // A start that is decided on its first turn is said, and may still be played.
        const warning = firstTurnWarning(gameSpec(this.s), this.shownNames());
        if (warning) box.append(el('p', 'first-turn-warning', warning));
      }
    }
    // Arranged in turn: Start waits for the last to say they are done.
    const waiting = this.hidden && this.hidingSides().length > 0 && this.arranging !== null;
    if (this.startButton) this.startButton.disabled = problems.length > 0 || waiting;
    return problems.length === 0;
  }
}

/**
 * How to find a control again once its part is drawn anew.
 * @param {HTMLElement} e
 * @returns {string | null}
 */
function selectorOf(e) {
  const name = e.getAttribute('name');
  if (!name) return null;
  const value = e instanceof HTMLInputElement && e.type === 'radio' ? `[value="${CSS.escape(e.value)}"]` : '';
  return `[name="${CSS.escape(name)}"]${value}`;
}

/**
 * A control with its label in words, and the engine's description under it.
 * @param {string} text
 * @param {HTMLElement} control
 * @param {string} [description]
 */
function labelled(text, control, description) {
  const label = el('label', 'setup-control');
  label.append(el('span', 'setup-control-name', text), control);
  if (description) label.append(el('span', 'option-desc', description));
  return label;
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
