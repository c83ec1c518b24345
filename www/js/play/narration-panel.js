// The "What happened" list: sentences arrive in batches (one per animation
// frame) and are written with one DOM change per batch; only the last
// LIMIT sentences are kept, so a turn of thousands of events costs one write.
//
// Its header holds the switch between the brief and the detailed narration
// (narration-level.js), remembered across visits. The panel words each turn
// at the level chosen (turn()), and a switch redraws the last turn's lines at
// the new level once its animation is over; earlier turns keep their level.
// A switch of language words every turn still in the list again, with the
// sides' names as they are now said: no sentence stays in the old language,
// but those restored from a save (only their words were kept), which keep
// their own language, marked for screen readers.
import { t, language, onLanguageChange } from '../words/i18n.js';
import { LEVELS, narrateTurn, describer, rememberedLevel, rememberLevel } from '../words/narration-level.js';

/** @typedef {import('../words/narration.js').NarrationContext} NarrationContext */
/** @typedef {import('../words/narration-level.js').NarrationLevel} NarrationLevel */
/** @typedef {import('../words/narration-level.js').LevelStorage} LevelStorage */
/** @typedef {import('../words/narration-brief.js').Carry} Carry */

/** Sentences kept in the list (older ones scroll away for good). */
export const LIMIT = 200;

/** How often a switch made during an animation looks again whether it may redraw (ms). */
const REDRAW_POLL_MS = 150;

/**
 * A turn worded here, to word it again: its events, context, what a paused
 * turn's earlier part left, its level, and how many of its lines are shown.
 * @typedef {{ events: any[], ctx: NarrationContext, carry: Carry | null, level: NarrationLevel, shown: number }} Turn
 */

/**
 * What the list holds, oldest first: turns, and sentences kept as words only
 * (a restored game's), in the language they were said in.
 * @typedef {Turn | { said: string[], lang: string }} Told
 */

/**
 * @typedef {{
 *   busy?: () => boolean,
 *   names?: () => { south: string, north: string } | undefined,
 *   changed?: () => void,
 *   storage?: LevelStorage | null,
 * }} PanelOptions
 *   busy: a turn is being animated (its lines are redrawn when it is over)
 *   names: the sides' names as said now (a default name follows the language)
 *   changed: the level or the language changed (the page saves the lines and redraws its prompt)
 *   storage: where the level is remembered (localStorage by default)
 */

export class NarrationPanel {
  /**
   * @param {HTMLElement} list an <ol>, in a panel whose <h2> gets the level switch
   * @param {PanelOptions} [options]
   */
  constructor(list, options = {}) {
    this.list = list;
    this.options = options;
    /** The sentences shown, oldest first: what a reload restores. */
    /** @type {string[]} */
    this.lines = [];
    /** @type {NarrationLevel} */
    this.level = rememberedLevel(options.storage);
    /** @type {Told[]} what the list holds, to word it again in another language */
    this.told = [];
    /**
     * The last turn worded here, to redraw it at another level.
     * @type {Turn | null}
     */
    this.last = null;
    /** What the last play() call left for the turn's rest, when it paused for a choice. */
    /** @type {Carry | null} */
    this.carry = null;
    /** @type {ReturnType<typeof setTimeout> | null} */
    this.waiting = null;
    /**
     * Where each decision's sentences begin: marks[n] counts the sentences
     * written before the game's decision n+1, so an undo can take them back.
     * @type {number[]}
     */
    this.marks = [];
    /** Sentences written since the last reset (the list keeps only LIMIT). */
    this.written = 0;
    /** @type {Map<NarrationLevel, HTMLButtonElement>} */
    this.buttons = new Map();
    this.switcher = this.buildSwitch();
    onLanguageChange(() => {
      this.label();
      this.retell();
    });
  }

  /** The switch of levels, put beside the panel's heading. */
  buildSwitch() {
    const doc = this.list.ownerDocument;
    const group = doc.createElement('div');
    group.className = 'level-switch';
    group.setAttribute('role', 'group');
    for (const level of LEVELS) {
      const b = doc.createElement('button');
      b.type = 'button';
      b.dataset.level = level;
      b.addEventListener('click', () => this.setLevel(level));
      this.buttons.set(level, b);
      group.append(b);
    }
    const heading = this.list.parentElement?.querySelector('h2');
    if (heading) {
      const head = doc.createElement('div');
      head.className = 'panel-head';
      heading.replaceWith(head);
      head.append(heading, group);
    } else {
      this.list.before(group);
    }
    this.label(group);
    return group;
  }

  /** The switch's words and state. */
  label(group = this.switcher) {
    group.setAttribute('aria-label', t('nb.level.label'));
    for (const [level, b] of this.buttons) {
      b.textContent = t(`nb.level.${level}`);
      b.title = t(`nb.level.${level}.title`);
      b.setAttribute('aria-pressed', String(level === this.level));
    }
  }

  /**
   * Word one play() call's events at the current level, for the animation
   * plan to say event by event (its describe).
   * @param {any[]} events
   * @param {NarrationContext} ctx
   * @returns {(ev: any) => string | null}
   */
  turn(events, ctx) {
    // A paused turn's rest starts with the choice made; anything else is a new turn.
    const carry = events[0]?.type === 'choose' ? this.carry : null;
    const said = narrateTurn(events, { ...ctx, level: this.level }, carry);
    this.carry = said.carry;
    this.last = { events, ctx, carry, level: this.level, shown: 0 };
    this.told.push(this.last);
    return describer(events, said.texts);
  }

  /** @param {string[]} lines */
  add(lines) {
    if (lines.length === 0) return;
    if (this.last) this.last.shown += lines.length;
    this.write(lines);
  }

  /**
   * The game has `decisions` decisions before the sentences to come.
   * @param {number} decisions
   */
  mark(decisions) {
    this.marks.length = decisions;
    this.marks[decisions] = this.written;
  }

  /**
   * The game went back to `decisions` decisions (an undo, a lesson's wrong
   * move taken back): the sentences of the decisions taken back go too, so
   * the list tells only what is on the board.
   * @param {number} decisions
   */
  backTo(decisions) {
    const at = this.marks[decisions];
    if (at === undefined || at >= this.written) return;
    const drop = this.written - at;
    this.marks.length = decisions;
    this.written = at;
    this.last = null;
    this.carry = null;
    this.lines = this.lines.slice(0, Math.max(0, this.lines.length - drop));
    for (let i = 0; i < drop && this.list.lastElementChild; i++) this.list.lastElementChild.remove();
    this.forget(drop);
  }

  /**
   * The last `n` sentences left the list: so do the turns that said them.
   * @param {number} n
   */
  forget(n) {
    while (n > 0 && this.told.length) {
      const last = /** @type {Told} */ (this.told.at(-1));
      const count = 'said' in last ? last.said.length : last.shown;
      if (count > n) {
        if ('said' in last) last.said.length -= n;
        else last.shown -= n;
        return;
      }
      this.told.pop();
      n -= count;
    }
  }

  /** The turns whose sentences have all scrolled away are let go. */
  prune() {
    let kept = 0;
    let i = this.told.length;
    while (i > 0 && kept < LIMIT) {
      const r = this.told[i - 1];
      kept += 'said' in r ? r.said.length : r.shown;
      i--;
    }
    if (i > 0) this.told.splice(0, i);
  }

  /**
   * @param {string[]} lines
   * @param {string} [lang] the language they are in, when it may not be the page's (restored lines)
   */
  write(lines, lang) {
    this.written += lines.length;
    const fresh = lines.slice(-LIMIT);
    this.lines = [...this.lines, ...fresh].slice(-LIMIT);
    const frag = document.createDocumentFragment();
    for (const text of fresh) {
      const li = document.createElement('li');
      li.textContent = text;
      if (lang) li.lang = lang;
      frag.append(li);
    }
    this.list.append(frag);
    const extra = this.list.children.length - LIMIT;
    for (let i = 0; i < extra; i++) this.list.firstElementChild?.remove();
    this.list.scrollTop = this.list.scrollHeight;
    this.prune();
  }

  /** @param {string[]} [lines] what to show instead (a restored game's last turns, in the page's language then) */
  reset(lines = []) {
    this.lines = [];
    this.last = null;
    this.carry = null;
    this.marks = [];
    this.written = 0;
    this.told = lines.length ? [{ said: lines.slice(-LIMIT), lang: language() }] : [];
    this.list.replaceChildren();
    this.write(lines);
  }

  /**
   * Every turn in the list worded again, in the language now spoken, with
   * the names as said now; once an animation is over, as redraw() waits.
   */
  retell() {
    if (this.waiting !== null) clearTimeout(this.waiting);
    this.waiting = null;
    if (this.options.busy?.()) {
      this.waiting = setTimeout(() => {
        this.waiting = null;
        this.retell();
      }, REDRAW_POLL_MS);
      return;
    }
    const names = this.options.names?.();
    const lines = [];
    /** @type {(string | undefined)[]} the language of each line, when not the page's */
    const langs = [];
    for (const r of this.told) {
      if ('said' in r) {
        lines.push(...r.said);
        langs.push(...r.said.map(() => r.lang));
        continue;
      }
      const said = narrateTurn(r.events, { ...r.ctx, ...(names ? { names } : {}), level: r.level }, r.carry);
      // A turn whose animation was cut keeps as many lines as it showed.
      const texts = /** @type {string[]} */ (said.texts.filter((x) => x)).slice(0, r.shown);
      lines.push(...texts);
      langs.push(...texts.map(() => undefined));
    }
    const here = language();
    this.lines = lines.slice(-LIMIT);
    const frag = document.createDocumentFragment();
    lines.forEach((text, i) => {
      if (i < lines.length - LIMIT) return;
      const li = document.createElement('li');
      li.textContent = text;
      const lang = langs[i];
      if (lang && lang !== here) li.lang = lang;
      frag.append(li);
    });
    this.list.replaceChildren(frag);
    this.list.scrollTop = this.list.scrollHeight;
    this.options.changed?.();
  }

  /**
   * Narrate from now on at `level`, remembered; the last turn is redrawn.
   * @param {NarrationLevel} level
   */
  setLevel(level) {
    if (!LEVELS.includes(level) || level === this.level) return;
    this.level = level;
    rememberLevel(level, this.options.storage);
    this.label();
    this.redraw();
    // While a turn is animated the page keeps its whole turn's lines saved: the redraw at its end reports.
    if (this.waiting === null) this.options.changed?.();
  }

  /**
   * The last turn's lines again, at the current level and language. While
   * it is still being animated, once it is over (its lines would otherwise
   * be cut in the middle).
   */
  redraw() {
    if (this.waiting !== null) clearTimeout(this.waiting);
    this.waiting = null;
    const last = this.last;
    if (!last) return;
    if (this.options.busy?.()) {
      this.waiting = setTimeout(() => {
        this.waiting = null;
        if (this.last !== last) return;
        this.redraw();
        if (this.waiting === null) this.options.changed?.();
      }, REDRAW_POLL_MS);
      return;
    }
    if (last.shown === 0) return;
    last.level = this.level;
    const said = narrateTurn(last.events, { ...last.ctx, level: this.level }, last.carry);
    const texts = /** @type {string[]} */ (said.texts.filter((x) => x));
    const keep = Math.max(0, this.lines.length - last.shown);
    this.lines = this.lines.slice(0, keep);
    this.written -= last.shown;
    const drop = Math.min(last.shown, this.list.children.length);
    for (let i = 0; i < drop; i++) this.list.lastElementChild?.remove();
    last.shown = texts.length;
    this.write(texts);
  }
}
