// The packs of texts each area brings in all four languages (see i18n.js).
// One import per area; each pack is `{ en, it, fr, ca }` of keys.
import { LESSON_TEXTS } from './lesson-texts.js'; // lessons

/** @type {{ en: Record<string, string>, it: Record<string, string>, fr: Record<string, string>, ca: Record<string, string> }[]} */
export const PACKS = [
  LESSON_TEXTS, // lessons
];
