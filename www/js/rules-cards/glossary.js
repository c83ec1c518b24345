// The glossary: the terms of RULES §5 and the games' own words (Luganda,
// Kinyarwanda, Somali), each with its language of origin. The words and
// their meanings are texts of lang/glossary-texts.js (`glossary.<id>.word`,
// `glossary.<id>.meaning`); a game's own word is the same in every language.
import { t } from '../words/i18n.js';

/**
 * A term. `origin`: the language a game's own word comes from (a key
 * `glossary.origin.<code>`), or null for a word of the page's own language.
 * @typedef {{ id: string, origin: 'lg' | 'rw' | 'so' | null }} GlossaryTerm
 */

/** @type {GlossaryTerm[]} */
export const GLOSSARY = [
  { id: 'lap', origin: null },
  { id: 'relay', origin: null },
  { id: 'marker', origin: null },
  { id: 'capture', origin: null },
  { id: 'reverse_lap', origin: null },
  { id: 'turning_pit', origin: null },
  { id: 'grand_slam', origin: null },
  { id: 'feeding', origin: null },
  { id: 'omweso', origin: 'lg' },
  { id: 'empiki', origin: 'lg' },
  { id: 'okwesera', origin: 'lg' },
  { id: 'akakyala', origin: 'lg' },
  { id: 'emitwe_ebiri', origin: 'lg' },
  { id: 'okutema', origin: 'lg' },
  { id: 'akawumbi', origin: 'lg' },
  { id: 'okwa_bulijo', origin: 'lg' },
  { id: 'ekyokubala', origin: 'lg' },
  { id: 'ekisibe', origin: 'lg' },
  { id: 'ekyobutabal', origin: 'lg' },
  { id: 'igisoro', origin: 'rw' },
  { id: 'uur', origin: 'so' },
  { id: 'layli_goobalay', origin: 'so' },
];

/**
 * A term as shown, in the language spoken now.
 * @param {string} id
 * @returns {{ id: string, word: string, origin: string | null, meaning: string }}
 */
export function glossaryEntry(id) {
  const term = GLOSSARY.find((g) => g.id === id);
  if (!term) throw new Error(`no glossary term ${id}`);
  return {
    id,
    word: t(`glossary.${id}.word`),
    origin: term.origin ? t(`glossary.origin.${term.origin}`) : null,
    meaning: t(`glossary.${id}.meaning`),
  };
}
