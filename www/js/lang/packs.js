// The packs of texts each area brings in all four languages (see i18n.js).
// One import per area; each pack is `{ en, it, fr, ca }` of keys.
import { SHARE_TEXTS } from './share-texts.js';

/** @type {{ en: Record<string, string>, it: Record<string, string>, fr: Record<string, string>, ca: Record<string, string> }[]} */
export const PACKS = [
  SHARE_TEXTS,
];
