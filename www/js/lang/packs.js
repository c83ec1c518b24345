// The packs of texts each area brings in all four languages (see i18n.js).
// One import per area; each pack is `{ en, it, fr, ca }` of keys.
import { ENGINE_TEXTS } from './engine-texts.js';

/** @type {{ en: Record<string, string>, it: Record<string, string>, fr: Record<string, string>, ca: Record<string, string> }[]} */
export const PACKS = [
  ENGINE_TEXTS,
];
