// Every ruleset's rules card (one DATA file each, named after the ruleset).
import { RULES_CARD_OMWESO } from './omweso.js';
import { RULES_CARD_OMWESO_TOURNAMENT } from './omweso-tournament.js';
import { RULES_CARD_CORO } from './coro.js';
import { RULES_CARD_AWEET } from './aweet.js';
import { RULES_CARD_HUS } from './hus.js';
import { RULES_CARD_IGISORO } from './igisoro.js';
import { RULES_CARD_KOMBE } from './kombe.js';
import { RULES_CARD_MONGALE } from './mongale.js';
import { RULES_CARD_MONGOLA } from './mongola.js';
import { RULES_CARD_OWARE } from './oware.js';
import { RULES_CARD_LAYLI_GOOBALAY } from './layli-goobalay.js';

/** @type {import('./card-model.js').RulesCardData[]} */
export const RULES_CARDS = [
  RULES_CARD_OMWESO,
  RULES_CARD_OMWESO_TOURNAMENT,
  RULES_CARD_CORO,
  RULES_CARD_AWEET,
  RULES_CARD_HUS,
  RULES_CARD_IGISORO,
  RULES_CARD_KOMBE,
  RULES_CARD_MONGALE,
  RULES_CARD_MONGOLA,
  RULES_CARD_OWARE,
  RULES_CARD_LAYLI_GOOBALAY,
];
