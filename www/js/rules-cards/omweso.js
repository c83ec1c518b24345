// The rules card of Omweso (Uganda), RULES §2.1: the family's reference game.
import { RC_FR_BOARD, RC_FR_ARRANGE, RC_FR_PRESETS, RC_FR_SOW, RC_FR_RELAY, RC_FR_END, RC_FR_REVERSE, RC_FR_EXTRAS, RC_FR_MARKER, RC_FR_TAKE, RC_FR_SOW_CAPTURED, RC_FR_CHAIN, RC_FR_FIRST_TURN, RC_FR_KEPT, RC_FR_WINS, RC_FR_JUDGED } from './four-row.js';
import { RC_ENDINGS } from './endings.js';

/** @type {import('./card-model.js').RulesCardData} */
export const RULES_CARD_OMWESO = {
  ruleset: 'omweso',
  sections: [
    {
      id: 'origin',
      lines: [
        {
          id: 'origin.where',
          tags: [],
          text: {
            en: 'Omweso is the great sowing game of the Baganda of Uganda, once bound to the court of the Kabaka.',
            it: 'L\'omweso è il grande gioco di semina dei Baganda dell\'Uganda, un tempo legato alla corte del Kabaka.',
            fr: 'L\'omweso est le grand jeu de semis des Baganda d\'Ouganda, jadis lié à la cour du Kabaka.',
            ca: 'L\'omweso és el gran joc de sembra dels baganda d\'Uganda, antigament lligat a la cort del kabaka.',
            sw: 'Omweso ni mchezo mkuu wa kupanda kete wa Waganda wa Uganda, uliohusishwa zamani na kasri la Kabaka.',
          },
        },
        {
          id: 'origin.names',
          tags: [],
          text: {
            en: 'It is also called mweso; its seeds are called empiki.',
            it: 'È chiamato anche mweso; i suoi semi si chiamano empiki.',
            fr: 'On l\'appelle aussi mweso ; ses graines s\'appellent empiki.',
            ca: 'També s\'anomena mweso; les seves llavors s\'anomenen empiki.',
            sw: 'Unaitwa pia mweso; kete zake zinaitwa empiki.',
          },
        },
        {
          id: 'origin.family',
          tags: [],
          text: {
            en: 'It heads a family of games played across East and Southern Africa, each described here by how it differs from Omweso.',
            it: 'È il capostipite di una famiglia di giochi diffusa nell\'Africa orientale e meridionale, ciascuno descritto qui per differenza dall\'omweso.',
            fr: 'Il est à la tête d\'une famille de jeux répandue en Afrique de l\'Est et du Sud, chacun décrit ici par ses différences avec l\'omweso.',
            ca: 'Encapçala una família de jocs estesa per l\'Àfrica oriental i meridional, cadascun descrit aquí per les diferències amb l\'omweso.',
            sw: 'Unaongoza familia ya michezo inayochezwa kote Afrika Mashariki na Kusini, na hapa kila mchezo unaelezwa kwa jinsi unavyotofautiana na Omweso.',
          },
        },
      ],
    },
    { id: 'board', lines: [RC_FR_BOARD, RC_FR_ARRANGE, RC_FR_PRESETS] },
    { id: 'move', lines: [RC_FR_SOW, RC_FR_RELAY, RC_FR_END, ...RC_FR_REVERSE, ...RC_FR_EXTRAS] },
    { id: 'capture', lines: [...RC_FR_MARKER, RC_FR_TAKE, ...RC_FR_SOW_CAPTURED, RC_FR_CHAIN, RC_FR_FIRST_TURN, RC_FR_KEPT] },
    { id: 'win', lines: [...RC_FR_WINS, RC_FR_JUDGED, ...RC_ENDINGS] },
    {
      id: 'differences',
      lines: [
        {
          id: 'diff.self',
          tags: [],
          text: {
            en: 'Omweso is the reference game: the cards of the other games say how they differ from it.',
            it: 'L\'omweso è il gioco di riferimento: le schede degli altri giochi dicono in che cosa differiscono da esso.',
            fr: 'L\'omweso est le jeu de référence : les fiches des autres jeux disent en quoi ils en diffèrent.',
            ca: 'L\'omweso és el joc de referència: les fitxes dels altres jocs diuen en què se\'n diferencien.',
            sw: 'Omweso ndio mchezo wa kigezo: kadi za michezo mingine zinaeleza jinsi inavyotofautiana nao.',
          },
        },
        {
          id: 'diff.kiela',
          tags: [],
          text: {
            en: 'Kiela, from Angola, is said to be very similar, but no rules of its own are recorded.',
            it: 'Il kiela dell\'Angola è detto molto simile, ma non se ne conoscono regole proprie.',
            fr: 'Le kiela d\'Angola passe pour très semblable, mais on n\'en connaît pas de règles propres.',
            ca: 'El kiela d\'Angola es considera molt semblant, però no se\'n coneixen regles pròpies.',
            sw: 'Kiela, mchezo wa Angola, unasemekana kufanana sana nao, lakini sheria zake wenyewe hazijaandikwa.',
          },
        },
      ],
    },
  ],
  glossary: ['omweso', 'empiki', 'lap', 'relay', 'marker', 'capture', 'reverse_lap', 'akakyala', 'emitwe_ebiri', 'akawumbi', 'okwesera', 'okutema', 'okwa_bulijo', 'ekyokubala', 'ekisibe', 'ekyobutabal'],
};
