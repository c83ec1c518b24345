// The teacher's position editor (RULES §4): any position of the game on the
// board — counts in every pit, who moves, stores, uur, seeds set aside, what
// the rules look back on — checked by the engine as it is typed, every
// problem said at once next to the board; then played from, or kept as a
// lesson step. The editor holds a SetupSpec (position-spec.js) and asks the
// host to judge it; it never decides itself whether a position is legal.
import { t, onLanguageChange } from '../words/i18n.js';
import { el } from '../dom.js';
import { pitName, columnName, rowName } from '../pits.js';
import { errorWords } from '../words/engine-words.js';
import { partsOf, specFromState, emptied, uurOwner, withUur, readCount, setupProblems, lessonSetup } from './position-spec.js';

/**
 * @typedef {import('../../pkg/omweso.js').SetupSpec} SetupSpec
 * @typedef {import('../../pkg/omweso.js').GameState} GameState
 * @typedef {import('./position-spec.js').Shape} Shape
 * @typedef {{
 *   state: () => GameState | null,
 *   options: () => import('../../pkg/omweso.js').OptionMap,
 *   check: (spec: SetupSpec) => unknown,
 *   play: (spec: SetupSpec) => void,
 * }} EditorHost
 *   state: the game on the board (its shape and position to start from);
 *   options: its options (the position is of that game);
 *   check: the engine's verdict, null for a playable position, else its error;
 *   play: start a game from the position
 */

const EDITOR_SIDES = /** @type {const} */ (['south', 'north']);

export class PositionEditor {
  /**
   * @param {HTMLDialogElement} dialog
   * @param {EditorHost} host
   */
  constructor(dialog, host) {
    this.dialog = dialog;
    this.host = host;
    /** @type {SetupSpec | null} */
    this.spec = null;
    /** @type {Shape | null} */
    this.shape = null;
    /** The fields whose text is not a count: said as a problem, the spec keeps the last good value. */
    /** @type {Set<string>} */
    this.unreadable = new Set();
    this.verdict = el('div', 'pe-verdict');
    this.verdict.setAttribute('aria-live', 'polite');
    this.lesson = /** @type {HTMLTextAreaElement} */ (el('textarea', 'pe-lesson'));
    this.lesson.readOnly = true;
    this.lesson.hidden = true;
    onLanguageChange(() => { if (this.dialog.open) this.build(); });
  }

  /** Open on the position the board shows now. */
  open() {
    const st = this.host.state();
    if (!st) return;
    this.shape = { rows: st.rows, cols: st.cols, family: st.family, tournament: st.matchTo > 0 };
    this.spec = { ...specFromState(st), options: this.host.options() };
    this.unreadable.clear();
    this.build();
    this.dialog.showModal();
    /** @type {HTMLElement | null} */ (this.dialog.querySelector('.pe-pit'))?.focus();
  }

  /** The whole dialog, drawn from the spec (again after a change of language or of start). */
  build() {
    const spec = /** @type {SetupSpec} */ (this.spec);
    const shape = /** @type {Shape} */ (this.shape);
    const parts = partsOf(shape);
    const form = el('form', 'pe');
    form.addEventListener('submit', (e) => e.preventDefault());
    const title = el('h2', '', t('pe.title'));
    title.id = 'pe-title';
    this.dialog.setAttribute('aria-labelledby', 'pe-title');
    const starts = el('div', 'pe-starts');
    starts.append(this.button(t('pe.fromBoard'), 'secondary', () => this.restart(false)), this.button(t('pe.empty'), 'secondary', () => this.restart(true)));
    const body = el('div', 'pe-body');
    body.append(el('p', 'pe-intro', t('pe.intro')), starts, this.board(spec, shape), this.toMove(spec));
    if (parts.stores) body.append(this.pair('stores', t('pe.stores'), spec.stores ?? [0, 0]));
    if (parts.uur) body.append(this.pair('aside', t('pe.aside'), spec.aside ?? [0, 0]), this.uurs(spec, shape));
    if (parts.history) body.append(this.captured(spec));
    if (parts.history) body.append(this.pair('turns', t('pe.turns'), spec.turns ?? [0, 0]));
    if (parts.match) body.append(this.pair('matchScore', t('pe.match'), spec.matchScore ?? [0, 0]));
    body.append(this.unusual(spec), this.lesson);
    const foot = el('div', 'pe-foot');
    const buttons = el('div', 'pe-buttons');
    this.playButton = this.button(t('pe.play'), 'primary', () => this.play());
    buttons.append(this.button(t('btn.cancel'), 'secondary', () => this.dialog.close()), this.button(t('pe.lessonStep'), 'secondary', () => this.showLessonStep()), this.playButton);
    foot.append(this.verdict, buttons);
    form.append(title, body, foot);
    this.dialog.replaceChildren(form);
    this.judge();
  }

  /**
   * @param {string} label
   * @param {string} cls
   * @param {() => void} onClick
   */
  button(label, cls, onClick) {
    const b = /** @type {HTMLButtonElement} */ (el('button', cls, label));
    b.type = 'button';
    b.addEventListener('click', onClick);
    return b;
  }

  /** @param {boolean} empty start again from an empty board, or from the board on the page */
  restart(empty) {
    const st = this.host.state();
    if (!st) return;
    const fromBoard = { ...specFromState(st), options: this.host.options() };
    this.spec = empty ? emptied(fromBoard) : fromBoard;
    this.unreadable.clear();
    this.lesson.hidden = true;
    this.build();
  }

  /**
   * A field of one count; its text read strictly, a bad one said as a problem.
   * @param {string} id what it is (a pit, a store…), for the list of unreadable fields
   * @param {number} value
   * @param {string} label its accessible name
   * @param {(n: number) => void} set
   */
  count(id, value, label, set) {
    const input = /** @type {HTMLInputElement} */ (el('input', 'pe-count'));
    input.type = 'text';
    input.inputMode = 'numeric';
    input.autocomplete = 'off';
    input.value = String(value);
    input.setAttribute('aria-label', label);
    input.dataset.field = id;
    input.addEventListener('input', () => {
      const n = readCount(input.value);
      if (n === null) this.unreadable.add(id);
      else {
        this.unreadable.delete(id);
        set(n);
      }
      input.setAttribute('aria-invalid', String(n === null));
      this.lesson.hidden = true;
      this.judge();
    });
    return input;
  }

  /**
   * The pits as drawn, with the board's coordinates (a…, 1…) around them.
   * @param {SetupSpec} spec
   * @param {Shape} shape
   */
  board(spec, shape) {
    const table = el('table', 'pe-board');
    table.setAttribute('aria-label', t('pe.board'));
    const head = el('tr');
    head.append(el('th'));
    for (let c = 0; c < shape.cols; c++) head.append(el('th', 'pe-col', columnName(c)));
    table.append(head);
    for (let r = 0; r < shape.rows; r++) {
      const row = el('tr', r < shape.rows / 2 ? 'pe-north' : 'pe-south');
      const rowHead = el('th', 'pe-row', rowName(r, shape.rows));
      rowHead.setAttribute('scope', 'row');
      row.append(rowHead);
      for (let c = 0; c < shape.cols; c++) {
        const name = pitName([r, c], shape.rows);
        const cell = el('td');
        const input = this.count(`pit-${name}`, spec.board[r][c], t('pe.pit', { pit: name }), (n) => { spec.board[r][c] = n; });
        input.classList.add('pe-pit');
        cell.append(input);
        row.append(cell);
      }
      table.append(row);
    }
    return table;
  }

  /** @param {SetupSpec} spec */
  toMove(spec) {
    const box = el('fieldset', 'pe-line');
    box.append(el('legend', '', t('pe.toMove')));
    for (const side of EDITOR_SIDES) {
      const label = el('label', 'pe-choice');
      const radio = /** @type {HTMLInputElement} */ (el('input'));
      radio.type = 'radio';
      radio.name = 'pe-to-move';
      radio.value = side;
      radio.checked = spec.toMove === side;
      radio.addEventListener('change', () => { spec.toMove = side; this.judge(); });
      label.append(radio, document.createTextNode(t(`side.${side}`)));
      box.append(label);
    }
    return box;
  }

  /**
   * Two counts, South's and North's (stores, seeds aside, turns, match points).
   * @param {'stores' | 'aside' | 'turns' | 'matchScore'} field
   * @param {string} legend
   * @param {[number, number]} values
   */
  pair(field, legend, values) {
    const spec = /** @type {SetupSpec} */ (this.spec);
    const held = /** @type {[number, number]} */ ([values[0], values[1]]);
    spec[field] = held;
    const box = el('fieldset', 'pe-line');
    box.append(el('legend', '', legend));
    for (const [i, side] of EDITOR_SIDES.entries()) {
      const label = el('label', 'pe-choice', t(`side.${side}`));
      label.append(this.count(`${field}-${side}`, held[i], `${legend}: ${t(`side.${side}`)}`, (n) => { held[i] = n; }));
      box.append(label);
    }
    return box;
  }

  /**
   * Layli Goobalay's uur, pit by pit: each pit none, South's or North's (an
   * uur is a facing pair of one owner; the engine says when one is not).
   * @param {SetupSpec} spec
   * @param {Shape} shape
   */
  uurs(spec, shape) {
    const box = el('fieldset', 'pe-line pe-uurs');
    box.append(el('legend', '', t('pe.uur')));
    for (let c = 0; c < shape.cols; c++) {
      for (let r = 0; r < shape.rows; r++) {
        /** @type {[number, number]} */
        const cell = [r, c];
        const name = pitName(cell, shape.rows);
        const label = el('label', 'pe-choice', name);
        const select = /** @type {HTMLSelectElement} */ (el('select'));
        select.name = `uur-${name}`;
        for (const [value, text] of [['', t('pe.uur.none')], ['south', t('side.south')], ['north', t('side.north')]]) {
          const option = /** @type {HTMLOptionElement} */ (el('option', '', text));
          option.value = value;
          select.append(option);
        }
        select.value = uurOwner(spec, cell) ?? '';
        select.setAttribute('aria-label', t('pe.uur.pit', { pit: name }));
        select.addEventListener('change', () => {
          this.spec = withUur(/** @type {SetupSpec} */ (this.spec), cell, /** @type {any} */ (select.value || null));
          this.judge();
        });
        label.append(select);
        box.append(label);
      }
    }
    return box;
  }

  /** @param {SetupSpec} spec */
  captured(spec) {
    const held = /** @type {[boolean, boolean]} */ (spec.captured ? [spec.captured[0], spec.captured[1]] : [false, false]);
    spec.captured = held;
    const box = el('fieldset', 'pe-line');
    box.append(el('legend', '', t('pe.captured')));
    for (const [i, side] of EDITOR_SIDES.entries()) {
      const label = el('label', 'pe-choice');
      const check = /** @type {HTMLInputElement} */ (el('input'));
      check.type = 'checkbox';
      check.checked = held[i];
      check.addEventListener('change', () => { held[i] = check.checked; this.judge(); });
      label.append(check, document.createTextNode(t(`side.${side}`)));
      box.append(label);
    }
    return box;
  }

  /** @param {SetupSpec} spec */
  unusual(spec) {
    const label = el('label', 'pe-line pe-unusual');
    const check = /** @type {HTMLInputElement} */ (el('input'));
    check.type = 'checkbox';
    check.checked = spec.allowUnusualTotals ?? false;
    check.addEventListener('change', () => {
      /** @type {SetupSpec} */ (this.spec).allowUnusualTotals = check.checked;
      this.judge();
    });
    label.append(check, document.createTextNode(t('pe.unusual')));
    return label;
  }

  /**
   * The engine's verdict, with every problem in words; Play only for a
   * position the engine accepts.
   * @returns {boolean} playable
   */
  judge() {
    const spec = /** @type {SetupSpec} */ (this.spec);
    const rows = /** @type {Shape} */ (this.shape).rows;
    /** @type {string[]} */
    // Every problem at once: the fields that are not counts, and what the
    // engine finds in the rest (a field not read keeps its last count).
    const problems = [...this.unreadable].map((id) => t('pe.notCount', { field: this.fieldName(id) }));
    const error = this.host.check(spec);
    if (error) for (const p of setupProblems(error)) problems.push(errorWords(p, { rows }));
    this.verdict.replaceChildren();
    this.verdict.classList.toggle('bad', problems.length > 0);
    if (problems.length) {
      this.verdict.append(el('p', '', t('pe.problems', { n: problems.length })));
      const list = el('ul');
      for (const p of problems) list.append(el('li', '', p));
      this.verdict.append(list);
    } else {
      this.verdict.append(el('p', '', t('pe.ready')));
    }
    if (this.playButton) this.playButton.disabled = problems.length > 0;
    this.dialog.dataset.problems = String(problems.length);
    return problems.length === 0;
  }

  /** @param {string} id a field's id (`pit-c2`, `stores-south`) as words */
  fieldName(id) {
    const [kind, which] = id.split(/-(.*)/s);
    return kind === 'pit' ? which : `${t(`pe.field.${kind}`)} (${t(`side.${which}`)})`;
  }

  play() {
    if (!this.judge()) return;
    this.dialog.close();
    this.host.play(structuredClone(/** @type {SetupSpec} */ (this.spec)));
  }

  /**
   * The position as a lesson step's "your turn" setup (the lesson format of
   * www/js/lessons/), shown to copy into a lesson file, and copied when the
   * browser allows.
   */
  showLessonStep() {
    if (!this.judge()) return;
    const text = JSON.stringify({ setup: lessonSetup(/** @type {SetupSpec} */ (this.spec)) });
    this.lesson.value = text;
    this.lesson.hidden = false;
    this.lesson.setAttribute('aria-label', t('pe.lessonStep.label'));
    this.lesson.select();
    navigator.clipboard?.writeText(text).catch(() => {});
  }
}
