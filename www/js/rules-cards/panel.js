// The rules card: a panel beside the board (a sheet at the side on a wide
// screen, at the bottom on a phone, never pushing the board away) that says
// the rules of the game on the board, as its options have them, in the
// language spoken, with the glossary and the published sources at the end.
// While a game plays, `highlight(tags)` marks the lines of the rules a turn
// fired, the most recent one said "in play" and scrolled into view.
//
// What the page calls (app/panels.js):
//   new RulesCard(openButton)     the button that opens it
//   card.show(info, options, st)  a game was opened (its ruleset, options, state)
//   card.turn(events)             a turn's events, as it begins to be animated
//   card.highlight(tags)          rule tags (rule-tags.js), in the order they fired
import { t, language, onLanguageChange } from '../words/i18n.js';
import { el } from '../dom.js';
import { citation } from '../words/notation.js';
import { sourceWords } from '../words/engine-words.js';
import { glossaryEntry } from './glossary.js';
import { lazyPart } from '../lazy-part.js';
import { rcView, rcParams, rcSeeds, rcFired, rcDirectionWords, rcTagger } from './card-model.js';

/** @typedef {import('../../pkg/omweso.js').RulesetInfo} RulesetInfo */
/** @typedef {import('../../pkg/omweso.js').GameState} GameState */
/** @typedef {import('../../pkg/omweso.js').OptionValue} OptionValue */
/** @typedef {import('./card-model.js').RcLang} RcLang */

/**
 * The card's options: the game's, and what its state says of rules the
 * options do not hold (whether a draw may be agreed).
 * @param {Record<string, OptionValue>} options
 * @param {GameState} st
 */
function rulesCardOptions(options, st) {
  return { ...options, draw_by_agreement: st.drawByAgreement };
}

/** Every game's card: a chunk of its own, loaded once a game is on the board (the first board does without it). */
const cardData = lazyPart(() => import('./index.js').then((m) => m.RULES_CARDS));

export class RulesCard {
  /**
   * @param {HTMLButtonElement} opener
   * @param {Document} doc
   */
  constructor(opener, doc = document) {
    this.opener = opener;
    this.panel = el('section', 'rules-card');
    this.panel.id = 'rules-card';
    this.panel.hidden = true;
    this.panel.setAttribute('role', 'dialog');
    this.panel.setAttribute('aria-modal', 'false');
    this.panel.setAttribute('aria-labelledby', 'rules-card-title');
    const head = el('div', 'rc-head');
    this.title = el('h2', 'rc-title');
    this.title.id = 'rules-card-title';
    this.title.tabIndex = -1;
    this.closeButton = /** @type {HTMLButtonElement} */ (el('button', 'rc-close'));
    this.closeButton.type = 'button';
    this.closeButton.addEventListener('click', () => this.close());
    head.append(this.title, this.closeButton);
    this.body = el('div', 'rc-body');
    this.panel.append(head, this.body);
    doc.body.append(this.panel);
    opener.setAttribute('aria-controls', this.panel.id);
    opener.setAttribute('aria-expanded', 'false');
    opener.addEventListener('click', () => (this.shown ? this.close() : this.open()));
    // Inside the card keys are the card's: the game's letters (U undoes…) do not act there.
    this.panel.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        this.close();
      }
      e.stopPropagation();
    });
    // Escape elsewhere closes it too, unless something had a use for it: the
    // window hears a key after the page's keys (keys.js), which take the ones they use.
    (doc.defaultView ?? window).addEventListener('keydown', (e) => {
      const target = /** @type {Element | null} */ (e.target instanceof Element ? e.target : null);
      if (e.key !== 'Escape' || !this.shown || e.defaultPrevented) return;
      if (target?.closest('dialog, input, select, textarea')) return;
      this.close();
    });
    /** @type {{ info: RulesetInfo, options: Record<string, OptionValue>, st: GameState } | null} */
    this.game = null;
    /** The tags of the last turn, kept so a new language marks the same lines. */
    /** @type {readonly string[]} */
    this.tags = [];
    /** The turn being animated: its events, the next one to look at, the rules seen so far. */
    /** @type {{ events: readonly { type: string, kind?: string, rule?: string, reason?: string }[], next: number, tagger: ReturnType<typeof rcTagger> } | null} */
    this.sowing = null;
    /** The cards, once loaded. */
    /** @type {readonly import('./card-model.js').RulesCardData[] | null} */
    this.cards = null;
    // Said busy until its cards are loaded: what it shows meanwhile is only its title.
    this.panel.setAttribute('aria-busy', 'true');
    onLanguageChange(() => this.render());
  }

  get shown() {
    return !this.panel.hidden;
  }

  /**
   * The game on the board: its ruleset, its option values and its state
   * (the board's size and seeds, whether a draw may be agreed).
   * @param {RulesetInfo} info
   * @param {Record<string, OptionValue>} options
   * @param {GameState} st
   */
  show(info, options, st) {
    this.game = { info, options, st };
    this.tags = [];
    this.sowing = null;
    this.render();
    if (!this.cards) this.load(true);
  }

  /**
   * Load the cards, then draw the game's (its marks kept). Ahead of its use
   * (a game opened) a failure is quiet; opening the card asks again, aloud.
   * @param {boolean} quietly
   */
  async load(quietly) {
    if (this.cards) return;
    this.cards = await cardData(quietly);
    if (!this.cards) return;
    this.panel.removeAttribute('aria-busy');
    this.render();
  }

  open() {
    if (!this.cards) this.load(false);
    this.panel.hidden = false;
    this.opener.setAttribute('aria-expanded', 'true');
    this.closeButton.focus();
    this.scrollToLatest();
  }

  close() {
    if (!this.shown) return;
    const inside = this.panel.contains(document.activeElement);
    this.panel.hidden = true;
    this.opener.setAttribute('aria-expanded', 'false');
    if (inside) this.opener.focus();
  }

  /**
   * A turn's events, as the page begins to animate them: its rules are
   * marked as the animation reaches them (reached), so the line "in play"
   * is the rule the board shows now, not the turn's last one.
   * @param {readonly { type: string, kind?: string, rule?: string, reason?: string }[]} events
   */
  turn(events) {
    this.sowing = { events, next: 0, tagger: rcTagger() };
    this.highlight([]);
  }

  /**
   * The animation has reached the turn's event `index` (the whole turn, when
   * it is shown at once): the rules fired up to it are marked.
   * @param {number} index
   */
  reached(index) {
    const s = this.sowing;
    if (!s) return;
    let fresh = false;
    for (; s.next <= index && s.next < s.events.length; s.next++) fresh = s.tagger.add(s.events[s.next]) || fresh;
    if (fresh) this.highlight(s.tagger.tags());
  }

  /**
   * Mark the lines of the rules a turn fired; the most recent is "in play".
   * @param {readonly string[]} tags rule tags (rule-tags.js), in the order they fired
   */
  highlight(tags) {
    this.tags = tags;
    this.mark();
    this.scrollToLatest();
  }

  /** Draw the card for the game and the language, its marks kept. */
  render() {
    this.opener.textContent = t('rules.open');
    this.closeButton.textContent = t('rules.close');
    if (!this.game) return;
    const { info, options, st } = this.game;
    const card = this.cards?.find((c) => c.ruleset === info.id);
    this.title.textContent = t('rules.title', { game: info.name });
    if (!card) {
      this.body.replaceChildren();
      return;
    }
    const lang = /** @type {RcLang} */ (language());
    const params = {
      ...rcParams({ rows: st.rows, cols: st.cols, seeds: rcSeeds(st), family: st.family }, options),
      ...rcDirectionWords(String(options.direction), t),
    };
    const parts = [];
    for (const section of rcView(card, lang, rulesCardOptions(options, st), params)) {
      if (section.lines.length === 0) continue;
      const box = el('section', 'rc-section');
      box.dataset.section = section.id;
      const list = el('ul', 'rc-lines');
      for (const line of section.lines) {
        const li = el('li', 'rc-line');
        li.dataset.line = line.id;
        li.dataset.tags = line.tags.join(' ');
        li.append(el('span', 'rc-text', line.text));
        list.append(li);
      }
      box.append(el('h3', '', t(`rules.section.${section.id}`)), list);
      parts.push(box);
    }
    parts.push(this.glossary(card.glossary), this.sources(info));
    this.body.replaceChildren(...parts);
    this.mark();
  }

  /** @param {string[]} ids */
  glossary(ids) {
    const box = el('section', 'rc-section rc-glossary');
    box.dataset.section = 'glossary';
    const list = el('dl');
    for (const id of ids) {
      const g = glossaryEntry(id);
      const term = el('dt', '', g.word);
      term.dataset.term = id;
      if (g.origin) term.append(' ', el('span', 'rc-origin', `(${g.origin})`));
      list.append(term, el('dd', '', g.meaning));
    }
    box.append(el('h3', '', t('rules.section.glossary')), list);
    return box;
  }

  /**
   * The published references, as the engine lists them (in their own words:
   * marked as English for a reader's voice).
   * @param {RulesetInfo} info
   */
  sources(info) {
    const box = el('section', 'rc-section rc-sources');
    box.dataset.section = 'sources';
    const list = el('ul');
    for (const s of info.sources) {
      const item = el('li');
      const words = sourceWords(s);
      if (!words.translated) item.lang = 'en'; // the engine's English, read as English
      const cite = el('cite', '', citation({ ...words, url: null }));
      item.append(cite);
      if (s.url) {
        const link = /** @type {HTMLAnchorElement} */ (el('a', '', s.url));
        link.href = s.url;
        link.rel = 'noopener';
        link.target = '_blank';
        item.append(' ', link);
      }
      list.append(item);
    }
    box.append(el('h3', '', t('rules.section.sources')), list);
    return box;
  }

  /** Put the marks of the last turn's tags on the lines shown. */
  mark() {
    const items = /** @type {HTMLElement[]} */ ([...this.body.querySelectorAll('li.rc-line')]);
    const lines = items.map((li) => ({ id: li.dataset.line ?? '', tags: (li.dataset.tags ?? '').split(' ').filter(Boolean) }));
    const { fired, latest } = rcFired(lines, this.tags);
    for (const li of items) {
      const id = li.dataset.line ?? '';
      li.classList.toggle('rc-fired', fired.has(id));
      const isLatest = id === latest;
      li.classList.toggle('rc-latest', isLatest);
      li.querySelector('.rc-badge')?.remove();
      if (isLatest) {
        li.setAttribute('aria-current', 'true');
        li.prepend(el('span', 'rc-badge', t('rules.inPlay')));
      } else {
        li.removeAttribute('aria-current');
      }
    }
  }

  /** Bring the rule in play into the card's view (the card scrolls, the page does not). */
  scrollToLatest() {
    if (!this.shown) return;
    const li = /** @type {HTMLElement | null} */ (this.body.querySelector('li.rc-latest'));
    if (!li) return;
    const box = this.body.getBoundingClientRect();
    const at = li.getBoundingClientRect();
    if (at.top >= box.top && at.bottom <= box.bottom) return;
    this.body.scrollTop += at.top - box.top - (box.height - at.height) / 3;
  }
}
