// How much the narration says: brief (a sentence a lap or capture, a summary
// for a long turn; the default) or detailed (every rule that fires), the
// level a player chose remembered across visits like the sound switch, and
// one turn's sentences at either level.
import { detailedTexts } from './narration.js';
import { briefTexts } from './narration-brief.js';
import { browserLocalStorage } from '../local-storage.js';

/** @typedef {import('./narration.js').NarrationContext} NarrationContext */
/** @typedef {import('./narration-brief.js').Carry} Carry */
/** @typedef {'brief' | 'detailed'} NarrationLevel */

/** Where the level is remembered. */
export const LEVEL_KEY = 'omweso.narration';

/** The levels, in the order the switch shows them. */
export const LEVELS = /** @type {const} */ (['brief', 'detailed']);

/** @typedef {Pick<Storage, 'getItem' | 'setItem'>} LevelStorage */

/**
 * The level remembered, or brief when none (or something unknown) is stored.
 * @param {LevelStorage | null} [storage]
 * @returns {NarrationLevel}
 */
export function rememberedLevel(storage = browserLocalStorage()) {
  let value = null;
  try {
    value = storage?.getItem(LEVEL_KEY) ?? null;
  } catch {
    return 'brief';
  }
  return value === 'detailed' ? 'detailed' : 'brief';
}

/**
 * @param {NarrationLevel} level
 * @param {LevelStorage | null} [storage]
 */
export function rememberLevel(level, storage = browserLocalStorage()) {
  try {
    storage?.setItem(LEVEL_KEY, level);
  } catch {
    // Private browsing or a full quota: the level holds for this page.
  }
}

/**
 * One play() call's sentences at the context's level, aligned with its events.
 * @param {any[]} events
 * @param {NarrationContext} ctx
 * @param {Carry | null} [carry] what the turn's part before a choice left
 * @returns {{ texts: (string | null)[], carry: Carry | null }}
 */
export function narrateTurn(events, ctx, carry = null) {
  if (ctx.level === 'detailed') {
    const paused = events.some((e) => e.type === 'pause');
    const laps = (carry?.laps ?? 0) + events.filter((e) => e.type === 'lap_start').length;
    return { texts: detailedTexts(events, ctx), carry: paused ? { laps } : null };
  }
  return briefTexts(events, ctx, carry);
}

/**
 * The sentences of a turn as the animation plan asks for them, one event at a time.
 * @param {any[]} events
 * @param {(string | null)[]} texts narrateTurn's, aligned with the events
 * @returns {(ev: any) => string | null}
 */
export function describer(events, texts) {
  const said = new Map(events.map((ev, i) => [ev, texts[i]]));
  return (ev) => said.get(ev) ?? null;
}
