// The rules card of Mongale (Mombasa, Kenya), RULES §2.3: Omweso with its own fixed layout.
import { RC_FR_BOARD, RC_FR_CUSTOM, RC_FR_SOW, RC_FR_RELAY, RC_FR_END, RC_FR_REVERSE, RC_FR_EXTRAS, RC_FR_MARKER, RC_FR_TAKE, RC_FR_SOW_CAPTURED, RC_FR_CHAIN, RC_FR_FIRST_TURN, RC_FR_KEPT, RC_FR_WINS, RC_FR_JUDGED } from './four-row.js';
import { RC_ENDINGS } from './endings.js';

/** @type {import('./card-model.js').RulesCardData} */
export const RULES_CARD_MONGALE = {
  ruleset: 'mongale',
  sections: [
    {
      id: 'origin',
      lines: [
        {
          id: 'origin.where',
          tags: [],
          text: {
            en: 'Mongale is played by the Swahili of Mombasa, in Kenya. Its name, like mancala\'s, comes from the Arabic naqala, “to move”.',
            it: 'Il mongale è giocato dagli Swahili di Mombasa, in Kenya. Il suo nome, come quello di mancala, viene dall\'arabo naqala, «spostare».',
            fr: 'Le mongale est joué par les Swahili de Mombasa, au Kenya. Son nom, comme celui de mancala, vient de l\'arabe naqala, « déplacer ».',
            ca: 'El mongale el juguen els swahili de Mombasa, a Kenya. El seu nom, com el de mancala, ve de l\'àrab naqala, «desplaçar».',
            sw: 'Mongale huchezwa na Waswahili wa Mombasa, nchini Kenya. Jina lake, kama la mancala, linatokana na neno la Kiarabu naqala, “kuhamisha”.',
          },
        },
      ],
    },
    {
      id: 'board',
      lines: [
        RC_FR_BOARD,
        {
          id: 'board.mongale',
          tags: [],
          text: {
            en: 'Start: three 4s in the outer row and three 2s in the inner row on each player\'s {right}, and two 7s in the inner row.',
            it: 'All\'inizio: tre 4 nella fila esterna e tre 2 nella fila interna alla {right} di ciascun giocatore, e due 7 nella fila interna.',
            fr: 'Au départ : trois 4 dans la rangée extérieure et trois 2 dans la rangée intérieure sur la {right} de chaque joueur, et deux 7 dans la rangée intérieure.',
            ca: 'A l\'inici: tres 4 a la fila exterior i tres 2 a la fila interior a la banda {right} de cada jugador, i dos 7 a la fila interior.',
            sw: 'Mwanzo: mashimo matatu ya kete 4 katika safu ya nje na mashimo matatu ya kete 2 katika safu ya ndani upande wa {right} wa kila mchezaji, na mashimo mawili ya kete 7 katika safu ya ndani.',
          },
        },
        {
          id: 'board.mongale.seeds',
          tags: [],
          text: {
            en: 'The source says 68 seeds, but its layout holds 64: the layout is what is played.',
            it: 'La fonte parla di 68 semi, ma la sua disposizione ne contiene 64: si gioca la disposizione.',
            fr: 'La source parle de 68 graines, mais sa disposition en contient 64 : c\'est la disposition qui est jouée.',
            ca: 'La font parla de 68 llavors, però la seva disposició en té 64: es juga la disposició.',
            sw: 'Chanzo kinasema kete 68, lakini mpangilio wake una kete 64: mpangilio ndio unaochezwa.',
          },
        },
        RC_FR_CUSTOM,
      ],
    },
    { id: 'move', lines: [RC_FR_SOW, RC_FR_RELAY, RC_FR_END, ...RC_FR_REVERSE, ...RC_FR_EXTRAS] },
    { id: 'capture', lines: [...RC_FR_MARKER, RC_FR_TAKE, ...RC_FR_SOW_CAPTURED, RC_FR_CHAIN, RC_FR_FIRST_TURN, RC_FR_KEPT] },
    { id: 'win', lines: [...RC_FR_WINS, RC_FR_JUDGED, ...RC_ENDINGS] },
    {
      id: 'differences',
      lines: [
        {
          id: 'diff.layout',
          tags: [],
          text: {
            en: 'Only the fixed starting layout differs: every other rule is Omweso\'s.',
            it: 'Cambia solo la disposizione iniziale fissa: ogni altra regola è quella dell\'omweso.',
            fr: 'Seule la disposition de départ fixe change : toutes les autres règles sont celles de l\'omweso.',
            ca: 'Només canvia la disposició inicial fixa: totes les altres regles són les de l\'omweso.',
            sw: 'Mpangilio maalum wa mwanzo tu ndio unaotofautiana: kila sheria nyingine ni ya Omweso.',
          },
        },
      ],
    },
  ],
  glossary: ['omweso', 'lap', 'relay', 'marker', 'capture', 'reverse_lap', 'akakyala', 'emitwe_ebiri', 'akawumbi'],
};
