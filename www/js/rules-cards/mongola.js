// The rules card of Mongola (Congo), RULES §2.3 and §7: 4×7, and the skip rule.
import { RC_FR_BOARD, RC_FR_CUSTOM, RC_FR_SOW, RC_FR_RELAY, RC_FR_REVERSE, RC_FR_EXTRAS, RC_FR_MARKER, RC_FR_TAKE, RC_FR_SOW_CAPTURED, RC_FR_CHAIN, RC_FR_FIRST_TURN, RC_FR_KEPT, RC_FR_WINS, RC_FR_JUDGED } from './four-row.js';
import { RC_ENDINGS } from './endings.js';

/** @type {import('./card-model.js').RcLine} */
const RC_MONGOLA_SKIP = {
  id: 'move.skip',
  tags: ['skip'],
  text: {
    en: 'A last seed that would fall into a pit holding fewer than 2 seeds goes into the next pit instead, and the turn ends there, with no capture, whatever that pit holds.',
    it: 'Un ultimo seme che cadrebbe in una buca con meno di 2 semi va invece nella buca successiva, e il turno finisce lì, senza cattura, qualunque cosa contenga quella buca.',
    fr: 'Une dernière graine qui tomberait dans un trou de moins de 2 graines va dans le trou suivant, et le tour de jeu s\'arrête là, sans capture, quel que soit le contenu de ce trou.',
    ca: 'Una última llavor que cauria en un forat amb menys de 2 llavors va al forat següent, i el torn s\'acaba aquí, sense captura, tingui el que tingui aquell forat.',
    sw: 'Kete ya mwisho ambayo ingeangukia shimo lenye kete chini ya 2 inaingia badala yake katika shimo linalofuata, na zamu inaishia hapo, bila kula, hata shimo hilo liwe na kete ngapi.',
  },
};

/** @type {import('./card-model.js').RcLine} */
const RC_MONGOLA_MARKER = {
  id: 'capture.marker.two',
  tags: ['capture'],
  text: {
    en: 'A marker must hold at least 2 seeds before the last seed falls.',
    it: 'Un marcatore deve contenere almeno 2 semi prima che vi cada l\'ultimo seme.',
    fr: 'Un marqueur doit contenir au moins 2 graines avant que la dernière graine y tombe.',
    ca: 'Un marcador ha de tenir almenys 2 llavors abans que hi caigui l\'última llavor.',
    sw: 'Alama lazima iwe na kete 2 au zaidi kabla kete ya mwisho haijaanguka.',
  },
};

/** @type {import('./card-model.js').RulesCardData} */
export const RULES_CARD_MONGOLA = {
  ruleset: 'mongola',
  sections: [
    {
      id: 'origin',
      lines: [
        {
          id: 'origin.where',
          tags: [],
          text: {
            en: 'Mongola is played in the Congo. Its name, like mancala\'s, comes from the Arabic naqala, “to move”.',
            it: 'Il mongola si gioca nel Congo. Il suo nome, come quello di mancala, viene dall\'arabo naqala, «spostare».',
            fr: 'Le mongola se joue au Congo. Son nom, comme celui de mancala, vient de l\'arabe naqala, « déplacer ».',
            ca: 'El mongola es juga al Congo. El seu nom, com el de mancala, ve de l\'àrab naqala, «desplaçar».',
            sw: 'Mongola huchezwa nchini Kongo. Jina lake, kama la mancala, linatokana na neno la Kiarabu naqala, “kuhamisha”.',
          },
        },
      ],
    },
    {
      id: 'board',
      lines: [
        RC_FR_BOARD,
        {
          id: 'board.mongola',
          tags: [],
          text: {
            en: 'Start: a checkerboard of fours and empty pits.',
            it: 'All\'inizio: una scacchiera di quattro e di buche vuote.',
            fr: 'Au départ : un damier de quatre et de trous vides.',
            ca: 'A l\'inici: un escaquer de quatre i de forats buits.',
            sw: 'Mwanzo: mashimo ya kete nne yakipishana na mashimo matupu kama ubao wa dama.',
          },
        },
        RC_FR_CUSTOM,
      ],
    },
    { id: 'move', lines: [RC_FR_SOW, RC_FR_RELAY, RC_MONGOLA_SKIP, ...RC_FR_REVERSE, ...RC_FR_EXTRAS] },
    { id: 'capture', lines: [...RC_FR_MARKER, RC_MONGOLA_MARKER, RC_FR_TAKE, ...RC_FR_SOW_CAPTURED, RC_FR_CHAIN, RC_FR_FIRST_TURN, RC_FR_KEPT] },
    { id: 'win', lines: [...RC_FR_WINS, RC_FR_JUDGED, ...RC_ENDINGS] },
    {
      id: 'differences',
      lines: [
        {
          id: 'diff.board',
          tags: [],
          text: {
            en: 'A board of {rows} rows of {cols} pits with {seeds} seeds, in a checkerboard.',
            it: 'Un tavoliere di {rows} file di {cols} buche con {seeds} semi, a scacchiera.',
            fr: 'Un plateau de {rows} rangées de {cols} trous avec {seeds} graines, en damier.',
            ca: 'Un tauler de {rows} files de {cols} forats amb {seeds} llavors, en escaquer.',
            sw: 'Ubao wa safu {rows} za mashimo {cols} kila moja na kete {seeds}, zilizopangwa kama ubao wa dama.',
          },
        },
        { ...RC_MONGOLA_MARKER, id: 'diff.marker' },
        { ...RC_MONGOLA_SKIP, id: 'diff.skip' },
      ],
    },
  ],
  glossary: ['omweso', 'lap', 'relay', 'marker', 'capture', 'reverse_lap', 'akakyala', 'emitwe_ebiri', 'akawumbi'],
};
