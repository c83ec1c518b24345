// The rules card of Oware (Abapa), RULES §3.2 and §7: two rows, captures of twos and threes.
import { RC_ENDINGS } from './endings.js';

/** @type {import('./card-model.js').RulesCardData} */
export const RULES_CARD_OWARE = {
  ruleset: 'oware',
  sections: [
    {
      id: 'origin',
      lines: [
        {
          id: 'origin.where',
          tags: [],
          text: {
            en: 'Oware is the best known two-row sowing game, played by the Akan of Ghana; this card follows its Abapa rules.',
            it: 'L\'oware è il più noto gioco di semina a due file, giocato dagli Akan del Ghana; questa scheda segue le sue regole abapa.',
            fr: 'L\'oware est le plus connu des jeux de semis à deux rangées, joué par les Akan du Ghana ; cette fiche suit ses règles abapa.',
            ca: 'L\'oware és el joc de sembra de dues files més conegut, jugat pels akan de Ghana; aquesta fitxa segueix les seves regles abapa.',
            sw: 'Oware ndio mchezo unaojulikana zaidi wa kupanda kete katika safu mbili, unaochezwa na Waakan wa Ghana; kadi hii inafuata sheria zake za Abapa.',
          },
        },
        {
          id: 'origin.names',
          tags: [],
          text: {
            en: 'It is also called abapa, awale, ayo or warri; the source of Layli Goobalay names it as the Somali game\'s parent.',
            it: 'È chiamato anche abapa, awale, ayo o warri; la fonte del Layli Goobalay lo indica come il gioco da cui discende quello somalo.',
            fr: 'On l\'appelle aussi abapa, awalé, ayo ou warri ; la source du Layli Goobalay le présente comme l\'ancêtre du jeu somali.',
            ca: 'També s\'anomena abapa, awale, ayo o warri; la font del Layli Goobalay el presenta com el joc del qual descendeix el somali.',
            sw: 'Huitwa pia abapa, awale, ayo au warri; chanzo cha Layli Goobalay kinautaja kuwa mzazi wa mchezo huo wa Kisomali.',
          },
        },
      ],
    },
    {
      id: 'board',
      lines: [
        {
          id: 'board.rows',
          tags: [],
          text: {
            en: 'The board has {rows} rows of {cols} pits with 4 seeds in each, {seeds} in all. Each player owns the row on their side; captured seeds go to the player\'s store.',
            it: 'Il tavoliere ha {rows} file di {cols} buche con 4 semi ciascuna, {seeds} in tutto. Ogni giocatore possiede la fila dalla sua parte; i semi catturati vanno nel suo magazzino.',
            fr: 'Le plateau a {rows} rangées de {cols} trous avec 4 graines dans chacun, {seeds} en tout. Chaque joueur possède la rangée de son côté ; les graines capturées vont dans son grenier.',
            ca: 'El tauler té {rows} files de {cols} forats amb 4 llavors a cadascun, {seeds} en total. Cada jugador és amo de la fila del seu costat; les llavors capturades van al seu magatzem.',
            sw: 'Ubao una safu {rows} za mashimo {cols} kila moja, kete 4 katika kila shimo, kete {seeds} kwa jumla. Kila mchezaji anamiliki safu iliyo upande wake; kete zilizoliwa zinakwenda ghalani mwa mchezaji.',
          },
        },
      ],
    },
    {
      id: 'move',
      lines: [
        {
          id: 'move.sow',
          tags: ['lap_start:move', 'lift', 'sow'],
          text: {
            en: 'A player lifts all the seeds of one of their own pits and sows them one by one, {way}, round the whole board.',
            it: 'Il giocatore prende tutti i semi da una delle proprie buche e li semina uno per buca, {way}, lungo tutto il tavoliere.',
            fr: 'Le joueur prend toutes les graines d\'un de ses trous et les sème une à une, {way}, tout autour du plateau.',
            ca: 'El jugador agafa totes les llavors d\'un dels seus forats i les sembra una a una, {way}, per tot el tauler.',
            sw: 'Mchezaji anachukua kete zote za shimo lake moja na kuzipanda moja moja, {way}, kuzunguka ubao wote.',
          },
        },
        {
          id: 'move.skipOrigin',
          tags: ['skip'],
          text: {
            en: 'A move of {pits} seeds or more goes round the board and skips the pit it started from.',
            it: 'Una mossa di {pits} semi o più fa il giro del tavoliere e salta la buca da cui è partita.',
            fr: 'Un coup de {pits} graines ou plus fait le tour du plateau et saute le trou d\'où il est parti.',
            ca: 'Una jugada de {pits} llavors o més fa la volta al tauler i se salta el forat d\'on ha sortit.',
            sw: 'Mwendo wa kete {pits} au zaidi unazunguka ubao na kuruka shimo ambalo ulianzia.',
          },
        },
        {
          id: 'move.once',
          tags: [],
          text: {
            en: 'The turn ends with the last seed: seeds are never lifted again in the same turn.',
            it: 'Il turno finisce con l\'ultimo seme: nello stesso turno non si prelevano mai altri semi.',
            fr: 'Le tour s\'arrête avec la dernière graine : on ne reprend jamais de graines dans le même tour.',
            ca: 'El torn s\'acaba amb l\'última llavor: en el mateix torn mai no s\'agafen més llavors.',
            sw: 'Zamu inaisha na kete ya mwisho: kete hazichukuliwi tena katika zamu hiyo hiyo.',
          },
        },
        {
          id: 'move.feed',
          tags: [],
          text: {
            en: 'If the opponent has no seeds, the player must make a move that gives them some.',
            it: 'Se l\'avversario non ha semi, il giocatore deve fare una mossa che gliene dia.',
            fr: 'Si l\'adversaire n\'a plus de graines, le joueur doit jouer un coup qui lui en donne.',
            ca: 'Si l\'adversari no té llavors, el jugador ha de fer una jugada que li\'n doni.',
            sw: 'Mpinzani asipokuwa na kete, mchezaji lazima acheze mwendo unaompa kete.',
          },
        },
      ],
    },
    {
      id: 'capture',
      lines: [
        {
          id: 'capture.take',
          tags: ['capture'],
          text: {
            en: 'If the last seed makes 2 or 3 in an opponent\'s pit, the player captures them.',
            it: 'Se l\'ultimo seme porta a 2 o 3 i semi di una buca avversaria, il giocatore li cattura.',
            fr: 'Si la dernière graine porte à 2 ou 3 les graines d\'un trou adverse, le joueur les capture.',
            ca: 'Si l\'última llavor deixa 2 o 3 llavors en un forat de l\'adversari, el jugador les captura.',
            sw: 'Kete ya mwisho ikifanya shimo la mpinzani kuwa na kete 2 au 3, mchezaji anazila.',
          },
        },
        {
          id: 'capture.back',
          tags: ['capture'],
          text: {
            en: 'The player also captures the seeds of each opponent\'s pit just before it, going back, as long as each holds 2 or 3.',
            it: 'Cattura anche i semi di ogni buca avversaria precedente, andando a ritroso, finché ciascuna ne contiene 2 o 3.',
            fr: 'Il capture aussi les graines de chaque trou adverse précédent, en revenant en arrière, tant que chacun en contient 2 ou 3.',
            ca: 'També captura les llavors de cada forat anterior de l\'adversari, cap enrere, mentre cadascun en tingui 2 o 3.',
            sw: 'Mchezaji pia anakula kete za kila shimo la mpinzani lililo kabla yake, akirudi nyuma, ilimradi kila moja lina kete 2 au 3.',
          },
        },
        {
          id: 'capture.slam',
          tags: ['grand_slam'],
          when: { grand_slam: 'no_capture' },
          text: {
            en: 'Grand slam: a move that would capture all the opponent\'s seeds is played, but captures nothing.',
            it: 'Grande slam: una mossa che catturerebbe tutti i semi dell\'avversario si gioca, ma non cattura nulla.',
            fr: 'Grand chelem : un coup qui capturerait toutes les graines de l\'adversaire est joué, mais ne capture rien.',
            ca: 'Gran slam: una jugada que capturaria totes les llavors de l\'adversari es juga, però no captura res.',
            sw: 'Kula zote (grand slam): mwendo ambao ungekula kete zote za mpinzani unachezwa, lakini hauli chochote.',
          },
        },
        {
          id: 'capture.slam.illegal',
          tags: ['grand_slam'],
          when: { grand_slam: 'illegal' },
          text: {
            en: 'Grand slam: a move that would capture all the opponent\'s seeds may not be played, unless every move would (it then captures nothing).',
            it: 'Grande slam: una mossa che catturerebbe tutti i semi dell\'avversario non si può giocare, a meno che lo facciano tutte le mosse (allora non cattura nulla).',
            fr: 'Grand chelem : un coup qui capturerait toutes les graines de l\'adversaire est interdit, sauf si tous les coups le feraient (il ne capture alors rien).',
            ca: 'Gran slam: una jugada que capturaria totes les llavors de l\'adversari no es pot fer, tret que totes les jugades ho facin (llavors no captura res).',
            sw: 'Kula zote (grand slam): mwendo ambao ungekula kete zote za mpinzani hauwezi kuchezwa, isipokuwa kama kila mwendo ungefanya hivyo (basi hauli chochote).',
          },
        },
        {
          id: 'capture.slam.all',
          tags: ['grand_slam', 'capture'],
          when: { grand_slam: 'capture_all' },
          text: {
            en: 'Grand slam: a move that captures all the opponent\'s seeds takes them all.',
            it: 'Grande slam: una mossa che cattura tutti i semi dell\'avversario li prende tutti.',
            fr: 'Grand chelem : un coup qui capture toutes les graines de l\'adversaire les prend toutes.',
            ca: 'Gran slam: una jugada que captura totes les llavors de l\'adversari se les queda totes.',
            sw: 'Kula zote (grand slam): mwendo unaokula kete zote za mpinzani unazichukua zote.',
          },
        },
      ],
    },
    {
      id: 'win',
      lines: [
        {
          id: 'win.majority',
          tags: ['game_end:majority'],
          text: {
            en: 'A player who has captured more than {sideSeeds} seeds wins; if both have {sideSeeds}, the game is drawn.',
            it: 'Vince chi ha catturato più di {sideSeeds} semi; se entrambi ne hanno {sideSeeds}, la partita è patta.',
            fr: 'Le joueur qui a capturé plus de {sideSeeds} graines gagne ; si chacun en a {sideSeeds}, la partie est nulle.',
            ca: 'Guanya qui ha capturat més de {sideSeeds} llavors; si tots dos en tenen {sideSeeds}, la partida queda en taules.',
            sw: 'Mchezaji aliyekula zaidi ya kete {sideSeeds} anashinda; kila mmoja akiwa na kete {sideSeeds}, mchezo ni sare.',
          },
        },
        {
          id: 'win.cannotFeed',
          tags: ['game_end:cannot_feed'],
          text: {
            en: 'If the opponent has no seeds and no move can give them any, the game ends and the player takes all the seeds left.',
            it: 'Se l\'avversario non ha semi e nessuna mossa può dargliene, la partita finisce e il giocatore prende tutti i semi rimasti.',
            fr: 'Si l\'adversaire n\'a plus de graines et qu\'aucun coup ne peut lui en donner, la partie s\'arrête et le joueur prend toutes les graines restantes.',
            ca: 'Si l\'adversari no té llavors i cap jugada no li\'n pot donar, la partida s\'acaba i el jugador es queda totes les llavors que queden.',
            sw: 'Mpinzani asipokuwa na kete na hakuna mwendo unaoweza kumpa kete, mchezo unaisha na mchezaji anachukua kete zote zilizobaki.',
          },
        },
        {
          id: 'win.repetition',
          tags: ['game_end:repetition', 'sweep'],
          text: {
            en: 'If a position comes back, the game ends and each player takes the seeds on their own side.',
            it: 'Se una posizione si ripete, la partita finisce e ogni giocatore prende i semi dalla sua parte.',
            fr: 'Si une position se répète, la partie s\'arrête et chaque joueur prend les graines de son côté.',
            ca: 'Si una posició es repeteix, la partida s\'acaba i cada jugador es queda les llavors del seu costat.',
            sw: 'Hali ya ubao ikijirudia, mchezo unaisha na kila mchezaji anachukua kete zilizo upande wake.',
          },
        },
        {
          id: 'win.noSeeds',
          tags: ['game_end:no_seeds', 'sweep'],
          when: { grand_slam: 'capture_all' },
          text: {
            en: 'A player left with no seeds to move ends the game, and each player takes the seeds on their own side.',
            it: 'Un giocatore rimasto senza semi da muovere chiude la partita, e ogni giocatore prende i semi dalla sua parte.',
            fr: 'Un joueur qui n\'a plus de graines à jouer met fin à la partie, et chaque joueur prend les graines de son côté.',
            ca: 'Un jugador que es queda sense llavors per moure acaba la partida, i cada jugador es queda les llavors del seu costat.',
            sw: 'Mchezaji anayebaki bila kete za kucheza anamaliza mchezo, na kila mchezaji anachukua kete zilizo upande wake.',
          },
        },
        ...RC_ENDINGS,
      ],
    },
    {
      id: 'differences',
      lines: [
        {
          id: 'diff.rows',
          tags: [],
          text: {
            en: 'Two rows of {cols}: each player sows round the whole board, not only their own side.',
            it: 'Due file di {cols}: ogni giocatore semina lungo tutto il tavoliere, non solo dalla sua parte.',
            fr: 'Deux rangées de {cols} : chaque joueur sème tout autour du plateau, pas seulement de son côté.',
            ca: 'Dues files de {cols}: cada jugador sembra per tot el tauler, no només pel seu costat.',
            sw: 'Safu mbili za mashimo {cols}: kila mchezaji anapanda kuzunguka ubao wote, si upande wake tu.',
          },
        },
        {
          id: 'diff.capture',
          tags: ['capture'],
          text: {
            en: 'Captures take 2s and 3s in the opponent\'s row, chained backwards, and there are no relays.',
            it: 'Si catturano i 2 e i 3 nella fila avversaria, concatenati a ritroso, e non ci sono staffette.',
            fr: 'On capture les 2 et les 3 dans la rangée adverse, enchaînés en arrière, et il n\'y a pas de relais.',
            ca: 'Es capturen els 2 i els 3 a la fila de l\'adversari, encadenats cap enrere, i no hi ha relleus.',
            sw: 'Kula kunachukua kete 2 na 3 katika safu ya mpinzani, kwa mnyororo kurudi nyuma, na hakuna mwendelezo.',
          },
        },
        {
          id: 'diff.store',
          tags: [],
          text: {
            en: 'Captured seeds leave the board for the player\'s store.',
            it: 'I semi catturati lasciano il tavoliere e vanno nel magazzino del giocatore.',
            fr: 'Les graines capturées quittent le plateau pour le grenier du joueur.',
            ca: 'Les llavors capturades surten del tauler i van al magatzem del jugador.',
            sw: 'Kete zilizoliwa zinaondoka ubaoni na kwenda ghalani mwa mchezaji.',
          },
        },
        {
          id: 'diff.feed',
          tags: [],
          text: {
            en: 'A player must feed an opponent who has no seeds.',
            it: 'Un giocatore deve nutrire l\'avversario rimasto senza semi.',
            fr: 'Un joueur doit nourrir un adversaire qui n\'a plus de graines.',
            ca: 'Un jugador ha d\'alimentar l\'adversari que s\'ha quedat sense llavors.',
            sw: 'Mchezaji lazima ampe kete mpinzani asiye na kete.',
          },
        },
      ],
    },
  ],
  glossary: ['capture', 'grand_slam', 'feeding'],
};
