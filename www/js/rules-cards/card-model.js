// What a rules card says for one game: the lines of its DATA file that hold
// under the game's options, in one language, their {placeholders} filled
// from what the engine gives (the board's size, the seeds, the option values).
// Pure, so the tests read every card in Node exactly as the page shows it.
import { eventTags } from '../words/rule-tags.js';

/** @typedef {import('../../pkg/omweso.js').OptionValue} OptionValue */
/** @typedef {import('../../pkg/omweso.js').RulesetInfo} RulesetInfo */
/** @typedef {'en' | 'it' | 'fr' | 'ca' | 'sw'} RcLang */
/** @typedef {Record<RcLang, string>} RcText */

/**
 * One line of a card: the rule tags (rule-tags.js) of the events that show
 * it firing, and its text in every language. `when` keeps it to games whose
 * options have one of the values given (an option the ruleset lacks never
 * matches); `unless` drops it where one has.
 * @typedef {{
 *   id: string,
 *   tags: string[],
 *   when?: Record<string, OptionValue | OptionValue[]>,
 *   unless?: Record<string, OptionValue | OptionValue[]>,
 *   text: RcText,
 * }} RcLine
 */

/** @typedef {{ id: RcSectionId, lines: RcLine[] }} RcSection */
/** @typedef {'origin' | 'board' | 'move' | 'capture' | 'win' | 'differences'} RcSectionId */

/**
 * A ruleset's card: its sections in order and the glossary terms it uses
 * (ids of glossary.js).
 * @typedef {{ ruleset: string, sections: RcSection[], glossary: string[] }} RulesCardData
 */

/** The sections every card has, in the order they are shown. */
export const RC_SECTIONS = /** @type {const} */ (['origin', 'board', 'move', 'capture', 'win', 'differences']);

/**
 * The values a card's lines may name: the board's shape and seeds as the
 * game has them (Hus on 4×6 has 36), and every option by its id.
 * @param {{ rows: number, cols: number, seeds: number, family: string }} board
 * @param {Record<string, OptionValue>} options
 * @returns {Record<string, string | number>}
 */
export function rcParams(board, options) {
  /** @type {Record<string, string | number>} */
  const params = {};
  for (const [id, v] of Object.entries(options)) params[id] = typeof v === 'boolean' ? String(v) : v;
  const sidePits = board.family === 'four_row' ? 2 * board.cols : board.cols;
  return Object.assign(params, {
    rows: board.rows,
    cols: board.cols,
    pits: board.rows * board.cols,
    sidePits,
    seeds: board.seeds,
    sideSeeds: Math.floor(board.seeds / 2),
  });
}

/**
 * The seeds of a game as its state has them: on the board, in the stores and aside.
 * @param {{ board: number[][], stores: [number, number], aside: [number, number] }} st
 */
export function rcSeeds(st) {
  const onBoard = st.board.flat().reduce((a, b) => a + b, 0);
  return onBoard + st.stores[0] + st.stores[1] + st.aside[0] + st.aside[1];
}

/**
 * Whether a line holds under these options.
 * @param {RcLine} line
 * @param {Record<string, OptionValue>} options
 */
export function rcHolds(line, options) {
  const has = (/** @type {string} */ id, /** @type {OptionValue | OptionValue[]} */ want) =>
    id in options && (Array.isArray(want) ? want.includes(options[id]) : want === options[id]);
  if (line.when && !Object.entries(line.when).every(([id, want]) => has(id, want))) return false;
  if (line.unless && Object.entries(line.unless).some(([id, want]) => has(id, want))) return false;
  return true;
}

/** The {placeholders} a text names. @param {string} text */
export function rcPlaceholders(text) {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
}

/**
 * A text with its placeholders filled; a name with no value stays as it is
 * (the tests refuse a card line naming a value the engine does not give).
 * @param {string} text
 * @param {Record<string, string | number>} params
 */
export function rcFill(text, params) {
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in params ? String(params[name]) : `{${name}}`));
}

/**
 * The card as shown: each section's lines that hold, in one language, filled.
 * @param {RulesCardData} card
 * @param {RcLang} lang
 * @param {Record<string, OptionValue>} options the game's option values
 * @param {Record<string, string | number>} params
 * @returns {{ id: RcSectionId, lines: { id: string, tags: string[], text: string }[] }[]}
 */
export function rcView(card, lang, options, params) {
  return card.sections.map((s) => ({
    id: s.id,
    lines: s.lines.filter((l) => rcHolds(l, options)).map((l) => ({ id: l.id, tags: l.tags, text: rcFill(l.text[lang] ?? l.text.en, params) })),
  }));
}

/**
 * Which shown lines a turn's rule tags fired, and the most recent one: the
 * line of the last tag (in the order they fired) that any line explains.
 * @param {{ id: string, tags: string[] }[]} lines
 * @param {readonly string[]} tags
 * @returns {{ fired: Set<string>, latest: string | null }}
 */
export function rcFired(lines, tags) {
  const fired = new Set();
  let latest = null;
  for (const tag of tags) {
    for (const l of lines) {
      if (!l.tags.includes(tag)) continue;
      fired.add(l.id);
      latest = l.id;
    }
  }
  return { fired, latest };
}

/**
 * The words a line names for the game's direction, in the language `tr`
 * speaks: its way and the other, and the sides a clockwise game mirrors
 * ("leftmost" becomes "rightmost", RULES §1).
 * @param {string} direction the option `direction`: 'ccw' or 'cw'
 * @param {(key: string) => string} tr
 * @returns {Record<string, string>}
 */
export function rcDirectionWords(direction, tr) {
  const d = direction === 'cw' ? 'cw' : 'ccw';
  return {
    way: tr(`rules.way.${d}`),
    against: tr(`rules.way.${d === 'cw' ? 'ccw' : 'cw'}`),
    leftmost: tr(`rules.leftmost.${d}`),
    leftmostOne: tr(`rules.leftmostOne.${d}`),
    left: tr(`rules.left.${d}`),
    right: tr(`rules.right.${d}`),
  };
}

/**
 * The rule tags of a turn's events, as rulesFired (rule-tags.js) lists them,
 * without building the tags of every event: a turn of 20,000 events is
 * mostly the same few kinds, and the garbage of 20,000 small lists stalled
 * the page as it began to animate such a turn.
 * @param {readonly { type: string, kind?: string, rule?: string, reason?: string }[]} events
 * @returns {string[]}
 */
export function rcTurnTags(events) {
  const tagger = rcTagger();
  for (const e of events) tagger.add(e);
  return tagger.tags();
}

/**
 * rcTurnTags one event at a time, as the animation reaches them: `add`
 * says whether the event showed a rule not seen before in the turn.
 */
export function rcTagger() {
  /** @type {Set<string>} */
  const tags = new Set();
  /** @type {Set<string>} */
  const kinds = new Set();
  return {
    /** @param {{ type: string, kind?: string, rule?: string, reason?: string }} e */
    add(e) {
      // Events of one kind (type, and the lap's kind and rule or the reason) show the same tags.
      const kind = e.type === 'lap_start' ? `${e.kind}/${e.rule}` : e.type === 'pause' || e.type === 'game_end' ? `${e.type}/${e.reason}` : e.type;
      if (kinds.has(kind)) return false;
      kinds.add(kind);
      const before = tags.size;
      for (const tag of eventTags(e)) tags.add(tag);
      return tags.size > before;
    },
    tags: () => [...tags],
  };
}
