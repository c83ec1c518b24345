// The rules card of Layli Goobalay (Somaliland), RULES §3.1 and §7: relays, uur and rounds,
// as Jama Musse Jama describes the game.
import { RC_ENDINGS } from './endings.js';

/** @type {import('./card-model.js').RulesCardData} */
export const RULES_CARD_LAYLI_GOOBALAY = {
  ruleset: 'layli-goobalay',
  sections: [
    {
      id: 'origin',
      lines: [
        {
          id: 'origin.where',
          tags: [],
          text: {
            en: 'Layli Goobalay is the sowing game of Somaliland. In Somali its name means “exercise with circles”: the twelve round holes dug in the sand to play it.',
            it: 'Il Layli Goobalay è il gioco di semina del Somaliland. In somalo il suo nome significa «esercizio con i cerchi»: le dodici buche rotonde scavate nella sabbia per giocarlo.',
            fr: 'Le Layli Goobalay est le jeu de semis du Somaliland. En somali, son nom signifie « exercice avec les cercles » : les douze trous ronds creusés dans le sable pour y jouer.',
            ca: 'El Layli Goobalay és el joc de sembra de Somalilàndia. En somali, el seu nom vol dir «exercici amb els cercles»: els dotze forats rodons excavats a la sorra per jugar-hi.',
            sw: 'Layli Goobalay ni mchezo wa kupanda kete wa Somaliland. Kwa Kisomali jina lake linamaanisha “mazoezi ya miduara”: mashimo kumi na mawili ya mviringo yanayochimbwa mchangani ili kuucheza.',
          },
        },
        {
          id: 'origin.names',
          tags: [],
          text: {
            en: 'It is also written Leyla Gobale. Another Somali name, Riyo ka Dhalis (“…that helps the goats give birth”), points to its uur, the pregnant pits.',
            it: 'Si scrive anche Leyla Gobale. Un altro nome somalo, Riyo ka Dhalis («…che aiuta le capre a partorire»), allude ai suoi uur, le buche gravide.',
            fr: 'On l\'écrit aussi Leyla Gobale. Un autre nom somali, Riyo ka Dhalis (« …qui aide les chèvres à mettre bas »), fait allusion à ses uur, les trous enceints.',
            ca: 'També s\'escriu Leyla Gobale. Un altre nom somali, Riyo ka Dhalis («…que ajuda les cabres a parir»), fa referència als seus uur, els forats prenyats.',
            sw: 'Huandikwa pia Leyla Gobale. Jina lingine la Kisomali, Riyo ka Dhalis (“…unaosaidia mbuzi kuzaa”), linaashiria uur wake, mashimo yenye mimba.',
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
            en: 'The board has {rows} rows of {cols} pits with 4 seeds in each, {seeds} in all. Each player\'s territory is the row on their side.',
            it: 'Il tavoliere ha {rows} file di {cols} buche con 4 semi ciascuna, {seeds} in tutto. Il territorio di ogni giocatore è la fila dalla sua parte.',
            fr: 'Le plateau a {rows} rangées de {cols} trous avec 4 graines dans chacun, {seeds} en tout. Le territoire de chaque joueur est la rangée de son côté.',
            ca: 'El tauler té {rows} files de {cols} forats amb 4 llavors a cadascun, {seeds} en total. El territori de cada jugador és la fila del seu costat.',
            sw: 'Ubao una safu {rows} za mashimo {cols} kila moja, kete 4 katika kila shimo, kete {seeds} kwa jumla. Eneo la kila mchezaji ni safu iliyo upande wake.',
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
            en: 'A player lifts all the seeds of one of their own pits that is not an uur and sows them one by one, {way}, round the whole board, skipping no pit.',
            it: 'Il giocatore prende tutti i semi da una delle proprie buche che non sia un uur e li semina uno per buca, {way}, lungo tutto il tavoliere, senza saltare buche.',
            fr: 'Le joueur prend toutes les graines d\'un de ses trous qui n\'est pas un uur et les sème une à une, {way}, tout autour du plateau, sans sauter de trou.',
            ca: 'El jugador agafa totes les llavors d\'un dels seus forats que no sigui un uur i les sembra una a una, {way}, per tot el tauler, sense saltar cap forat.',
            sw: 'Mchezaji anachukua kete zote za shimo lake moja lisilo uur na kuzipanda moja moja, {way}, kuzunguka ubao wote, bila kuruka shimo lolote.',
          },
        },
        {
          id: 'move.relay',
          tags: ['relay', 'lap_start:relay'],
          text: {
            en: 'If the last seed falls into an occupied pit that is not an uur, the player lifts all its seeds and sows on.',
            it: 'Se l\'ultimo seme cade in una buca occupata che non è un uur, il giocatore ne preleva tutti i semi e continua a seminare.',
            fr: 'Si la dernière graine tombe dans un trou occupé qui n\'est pas un uur, le joueur en prend toutes les graines et continue de semer.',
            ca: 'Si l\'última llavor cau en un forat ocupat que no és un uur, el jugador n\'agafa totes les llavors i continua sembrant.',
            sw: 'Kete ya mwisho ikiangukia shimo lenye kete lisilo uur, mchezaji anachukua kete zake zote na kuendelea kupanda.',
          },
        },
        {
          id: 'move.end',
          tags: [],
          text: {
            en: 'The move ends when the last seed falls into an empty pit or into an uur.',
            it: 'La mossa finisce quando l\'ultimo seme cade in una buca vuota o in un uur.',
            fr: 'Le coup se termine quand la dernière graine tombe dans un trou vide ou dans un uur.',
            ca: 'La jugada s\'acaba quan l\'última llavor cau en un forat buit o en un uur.',
            sw: 'Mwendo unaisha kete ya mwisho inapoangukia shimo tupu au uur.',
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
          when: { keep_capturing_seed: false },
          text: {
            en: 'Only at the end of a move: when the last seed falls into an empty pit of the player\'s own row and the pit opposite holds 1, 2, or 4 or more seeds, the player captures those seeds and the last seed too; both pits are left empty.',
            it: 'Solo alla fine della mossa: quando l\'ultimo seme cade in una buca vuota della propria fila e la buca di fronte contiene 1, 2, oppure 4 o più semi, il giocatore cattura quei semi e anche l\'ultimo; le due buche restano vuote.',
            fr: 'Seulement à la fin du coup : quand la dernière graine tombe dans un trou vide de sa propre rangée et que le trou d\'en face contient 1, 2, ou 4 graines ou plus, le joueur capture ces graines et aussi la dernière ; les deux trous restent vides.',
            ca: 'Només al final de la jugada: quan l\'última llavor cau en un forat buit de la pròpia fila i el forat del davant té 1, 2, o 4 llavors o més, el jugador captura aquestes llavors i també l\'última; els dos forats queden buits.',
            sw: 'Mwishoni mwa mwendo tu: kete ya mwisho ikiangukia shimo tupu la safu ya mchezaji mwenyewe na shimo la upande wa pili lina kete 1, 2, au 4 au zaidi, mchezaji anakula kete hizo pamoja na ile ya mwisho; mashimo yote mawili yanabaki matupu.',
          },
        },
        {
          id: 'capture.take.keep',
          tags: ['capture'],
          when: { keep_capturing_seed: true },
          text: {
            en: 'Only at the end of a move: when the last seed falls into an empty pit of the player\'s own row and the pit opposite holds 1, 2, or 4 or more seeds, the player captures those seeds; the last seed stays where it fell.',
            it: 'Solo alla fine della mossa: quando l\'ultimo seme cade in una buca vuota della propria fila e la buca di fronte contiene 1, 2, oppure 4 o più semi, il giocatore cattura quei semi; l\'ultimo seme resta dove è caduto.',
            fr: 'Seulement à la fin du coup : quand la dernière graine tombe dans un trou vide de sa propre rangée et que le trou d\'en face contient 1, 2, ou 4 graines ou plus, le joueur capture ces graines ; la dernière graine reste où elle est tombée.',
            ca: 'Només al final de la jugada: quan l\'última llavor cau en un forat buit de la pròpia fila i el forat del davant té 1, 2, o 4 llavors o més, el jugador captura aquestes llavors; l\'última llavor es queda on ha caigut.',
            sw: 'Mwishoni mwa mwendo tu: kete ya mwisho ikiangukia shimo tupu la safu ya mchezaji mwenyewe na shimo la upande wa pili lina kete 1, 2, au 4 au zaidi, mchezaji anakula kete hizo; kete ya mwisho inabaki pale ilipoangukia.',
          },
        },
        {
          id: 'capture.uur',
          tags: ['uur_made'],
          text: {
            en: 'If the pit opposite holds exactly 3, one of them moves into the landing pit (2 and 2) and both pits become uur (“pregnant”), owned by the player.',
            it: 'Se la buca di fronte ne contiene esattamente 3, uno di essi passa nella buca d\'arrivo (2 e 2) e le due buche diventano uur («gravide»), del giocatore.',
            fr: 'Si le trou d\'en face en contient exactement 3, l\'une d\'elles passe dans le trou d\'arrivée (2 et 2) et les deux trous deviennent des uur (« enceints »), qui appartiennent au joueur.',
            ca: 'Si el forat del davant en té exactament 3, una passa al forat d\'arribada (2 i 2) i els dos forats es tornen uur («prenyats»), del jugador.',
            sw: 'Shimo la upande wa pili likiwa na kete 3 kamili, moja inahamia katika shimo ambamo kete ya mwisho ilianguka (2 na 2) na mashimo yote mawili yanakuwa uur (“yenye mimba”), mali ya mchezaji.',
          },
        },
        {
          id: 'capture.uurKept',
          tags: ['uur_made'],
          text: {
            en: 'Nobody ever lifts seeds from an uur; seeds sown into it stay there for its owner.',
            it: 'Nessuno preleva mai semi da un uur; i semi che vi vengono seminati restano lì per il suo proprietario.',
            fr: 'Personne ne prend jamais de graines dans un uur ; les graines qui y sont semées y restent pour son propriétaire.',
            ca: 'Ningú no agafa mai llavors d\'un uur; les llavors que s\'hi sembren s\'hi queden per al seu propietari.',
            sw: 'Hakuna mtu anayechukua kete kutoka uur kamwe; kete zinazopandwa ndani yake zinabaki humo kwa ajili ya mwenye uur.',
          },
        },
      ],
    },
    {
      id: 'win',
      lines: [
        {
          id: 'win.roundEnd',
          tags: ['round_end', 'sweep'],
          text: {
            en: 'A round ends when the player to move has nothing to lift (only uur on their side). Each player then takes the seeds of the uur they own and of their own pits, added to their captures.',
            it: 'Una manche finisce quando il giocatore di turno non ha nulla da prelevare (solo uur dalla sua parte). Ogni giocatore prende allora i semi degli uur che possiede e delle proprie buche, che si aggiungono alle sue catture.',
            fr: 'Une manche se termine quand le joueur dont c\'est le tour n\'a rien à prendre (rien que des uur de son côté). Chaque joueur prend alors les graines des uur qu\'il possède et de ses propres trous, qui s\'ajoutent à ses captures.',
            ca: 'Una ronda s\'acaba quan el jugador que ha de moure no té res per agafar (només uur al seu costat). Aleshores cada jugador es queda les llavors dels uur que són seus i dels seus forats, que s\'afegeixen a les seves captures.',
            sw: 'Duru inaisha mchezaji mwenye zamu asipokuwa na kete za kuchukua (uur tu upande wake). Kisha kila mchezaji anachukua kete za uur anazomiliki na za mashimo yake mwenyewe, zikiongezwa kwenye kete alizokula.',
          },
        },
        {
          id: 'win.nextRound',
          tags: ['round_start'],
          unless: { single_round: true },
          text: {
            en: 'Next round: the player with fewer seeds lays them out one at a time from their {right} to their {left}, round and round, so that every pit gets at least one; the other lays out as many and keeps the rest aside. The player with fewer seeds moves first.',
            it: 'Manche successiva: il giocatore con meno semi li dispone uno alla volta dalla sua {right} alla sua {left}, giro dopo giro, così che ogni buca ne riceva almeno uno; l\'altro ne dispone altrettanti e tiene da parte il resto. Muove per primo il giocatore con meno semi.',
            fr: 'Manche suivante : le joueur qui a le moins de graines les dispose une à une de sa {right} à sa {left}, tour après tour, pour que chaque trou en reçoive au moins une ; l\'autre en dispose autant et garde le reste de côté. Le joueur qui a le moins de graines commence.',
            ca: 'Ronda següent: el jugador amb menys llavors les col·loca una a una de la seva {right} a la seva {left}, volta rere volta, perquè cada forat en tingui almenys una; l\'altre en col·loca les mateixes i guarda la resta a part. Comença el jugador amb menys llavors.',
            sw: 'Duru inayofuata: mchezaji mwenye kete chache zaidi anaziweka moja moja kutoka {right} kwake hadi {left} kwake, akizunguka tena na tena, ili kila shimo lipate angalau moja; mwingine anaweka idadi ileile ya kete na kuziweka kando zinazobaki. Mchezaji mwenye kete chache zaidi ndiye anaanza.',
          },
        },
        {
          id: 'win.cannotFill',
          tags: ['game_end:cannot_fill_row'],
          unless: { single_round: true },
          text: {
            en: 'A player with fewer than {cols} seeds cannot fill their row: the game is over and the other player wins.',
            it: 'Un giocatore con meno di {cols} semi non può riempire la sua fila: la partita è finita e vince l\'altro.',
            fr: 'Un joueur qui a moins de {cols} graines ne peut pas remplir sa rangée : la partie est finie et l\'autre gagne.',
            ca: 'Un jugador amb menys de {cols} llavors no pot omplir la seva fila: la partida s\'ha acabat i guanya l\'altre.',
            sw: 'Mchezaji mwenye kete chini ya {cols} hawezi kujaza safu yake: mchezo umekwisha na mchezaji mwingine anashinda.',
          },
        },
        {
          id: 'win.singleRound',
          tags: ['game_end:round_over'],
          when: { single_round: true },
          text: {
            en: 'One round only: the player with more seeds at its end wins; equal seeds are a draw.',
            it: 'Una sola manche: vince chi alla fine ha più semi; a parità è patta.',
            fr: 'Une seule manche : celui qui a le plus de graines à la fin gagne ; à égalité, la partie est nulle.',
            ca: 'Una sola ronda: guanya qui té més llavors al final; si en tenen les mateixes, són taules.',
            sw: 'Duru moja tu: mchezaji mwenye kete nyingi zaidi mwishoni mwa duru anashinda; kete zikiwa sawa, ni sare.',
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
            en: 'Two rows of {cols}: the sowing and the relays go round the whole board.',
            it: 'Due file di {cols}: la semina e le staffette percorrono tutto il tavoliere.',
            fr: 'Deux rangées de {cols} : le semis et les relais font le tour de tout le plateau.',
            ca: 'Dues files de {cols}: la sembra i els relleus fan la volta a tot el tauler.',
            sw: 'Safu mbili za mashimo {cols}: upandaji na mwendelezo vinazunguka ubao wote.',
          },
        },
        {
          id: 'diff.capture',
          tags: ['capture'],
          text: {
            en: 'A capture happens only at the end of a move, in the player\'s own row, and takes the seeds opposite.',
            it: 'Una cattura avviene solo alla fine della mossa, nella propria fila, e prende i semi di fronte.',
            fr: 'Une capture n\'a lieu qu\'à la fin du coup, dans sa propre rangée, et prend les graines d\'en face.',
            ca: 'Una captura només es fa al final de la jugada, a la pròpia fila, i pren les llavors del davant.',
            sw: 'Kula kunatokea mwishoni mwa mwendo tu, katika safu ya mchezaji mwenyewe, na kunachukua kete za upande wa pili.',
          },
        },
        {
          id: 'diff.uur',
          tags: ['uur_made'],
          text: {
            en: 'Exactly three seeds opposite make two uur, never lifted, whose seeds go to their owner.',
            it: 'Esattamente tre semi di fronte creano due uur, mai prelevati, i cui semi vanno al proprietario.',
            fr: 'Exactement trois graines en face créent deux uur, jamais levés, dont les graines vont à leur propriétaire.',
            ca: 'Exactament tres llavors al davant creen dos uur, que mai no s\'agafen, i les seves llavors són per al propietari.',
            sw: 'Kete 3 kamili upande wa pili zinaunda uur mbili, ambazo hazichukuliwi kamwe, na kete zake zinakwenda kwa mwenye uur.',
          },
        },
        {
          id: 'diff.rounds',
          tags: [],
          text: {
            en: 'The game is played in rounds; the player with fewer seeds lays them out and starts.',
            it: 'Si gioca a manche; il giocatore con meno semi li dispone e comincia.',
            fr: 'Le jeu se joue en manches ; le joueur qui a le moins de graines les dispose et commence.',
            ca: 'Es juga per rondes; el jugador amb menys llavors les col·loca i comença.',
            sw: 'Mchezo unachezwa kwa duru; mchezaji mwenye kete chache zaidi anaziweka na kuanza.',
          },
        },
      ],
    },
  ],
  glossary: ['layli_goobalay', 'uur', 'relay', 'capture'],
};
