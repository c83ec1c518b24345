// The packs of texts each area brings in all four languages (see i18n.js).
// One import per area; each pack is `{ en, it, fr, ca }` of keys.
import { RULES_CARD_TEXTS } from './rules-card-texts.js';
import { GLOSSARY_TEXTS } from './glossary-texts.js';

/** @type {{ en: Record<string, string>, it: Record<string, string>, fr: Record<string, string>, ca: Record<string, string> }[]} */
export const PACKS = [
  RULES_CARD_TEXTS, // rules card
  GLOSSARY_TEXTS, // rules card: the glossary
];
