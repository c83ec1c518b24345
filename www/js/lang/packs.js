// The packs of texts each area brings in all five languages (see i18n.js).
// One import per area; each pack is `{ en, it, fr, ca, sw }` of keys.
import { BOARD_TEXTS } from './board-texts.js';
import { EDITOR_TEXTS } from './editor-texts.js';
import { ELEMENT_TEXTS } from './element-texts.js';
import { ENGINE_TEXTS } from './engine-texts.js';
import { GLOSSARY_TEXTS } from './glossary-texts.js';
import { LESSON_PANEL_TEXTS } from './lesson-texts.js';
import { NARRATION_TEXTS } from './narration-texts.js';
import { RULES_CARD_TEXTS } from './rules-card-texts.js';
import { SHARE_TEXTS } from './share-texts.js';

/** @type {import('./types.js').Pack[]} */
export const PACKS = [
  BOARD_TEXTS,
  EDITOR_TEXTS,
  ELEMENT_TEXTS,
  ENGINE_TEXTS,
  GLOSSARY_TEXTS,
  LESSON_PANEL_TEXTS,
  NARRATION_TEXTS,
  RULES_CARD_TEXTS,
  SHARE_TEXTS,
];
