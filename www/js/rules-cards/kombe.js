// The rules card of Kombe (Lamu, Kenya), RULES §2.3 and §7: inner captures and the clockwise chain.
import { RC_FR_BOARD, RC_FR_CUSTOM, RC_FR_SOW, RC_FR_RELAY, RC_FR_END, RC_FR_REVERSE, RC_FR_EXTRAS, RC_FR_MARKER, RC_FR_SOW_CAPTURED, RC_FR_CHAIN, RC_FR_FIRST_TURN, RC_FR_KEPT, RC_FR_WINS, RC_FR_JUDGED } from './four-row.js';
import { RC_ENDINGS } from './endings.js';

/** @type {import('./card-model.js').RulesCardData} */
export const RULES_CARD_KOMBE = {
  ruleset: 'kombe',
  sections: [
    {
      id: 'origin',
      lines: [
        {
          id: 'origin.where',
          tags: [],
          text: {
            en: 'Kombe is played by the Swahili of the island of Lamu, in Kenya, with the seeds of the mkombe tree.',
            it: 'Il kombe è giocato dagli Swahili dell\'isola di Lamu, in Kenya, con i semi dell\'albero mkombe.',
            fr: 'Le kombe est joué par les Swahili de l\'île de Lamu, au Kenya, avec les graines de l\'arbre mkombe.',
            ca: 'El kombe el juguen els swahili de l\'illa de Lamu, a Kenya, amb les llavors de l\'arbre mkombe.',
            sw: 'Kombe huchezwa na Waswahili wa kisiwa cha Lamu, nchini Kenya, kwa kete za mti wa mkombe.',
          },
        },
        {
          id: 'origin.names',
          tags: [],
          text: {
            en: 'Kombe is the name of those seeds; the game is also called mbao ya kombe (“the board with the kombe”) or mchezo wa kombe (“the game with the kombe”).',
            it: 'Kombe è il nome di quei semi; il gioco è detto anche mbao ya kombe («il tavoliere con i kombe») o mchezo wa kombe («il gioco con i kombe»).',
            fr: 'Kombe est le nom de ces graines ; on appelle aussi le jeu mbao ya kombe (« le plateau aux kombe ») ou mchezo wa kombe (« le jeu aux kombe »).',
            ca: 'Kombe és el nom d\'aquestes llavors; el joc també s\'anomena mbao ya kombe («el tauler amb els kombe») o mchezo wa kombe («el joc amb els kombe»).',
            sw: 'Kombe ni jina la kete hizo; mchezo huitwa pia mbao ya kombe au mchezo wa kombe.',
          },
        },
      ],
    },
    {
      id: 'board',
      lines: [
        RC_FR_BOARD,
        {
          id: 'board.kombe',
          tags: [],
          text: {
            en: 'Start: the seeds lie on each player\'s {right}: four pits of 5 in the outer row, a 6 and three 2s in the inner row.',
            it: 'All\'inizio i semi stanno alla {right} di ciascun giocatore: quattro buche da 5 nella fila esterna, un 6 e tre 2 nella fila interna.',
            fr: 'Au départ, les graines sont sur la {right} de chaque joueur : quatre trous de 5 dans la rangée extérieure, un 6 et trois 2 dans la rangée intérieure.',
            ca: 'A l\'inici les llavors són a la banda {right} de cada jugador: quatre forats de 5 a la fila exterior, un 6 i tres 2 a la fila interior.',
            sw: 'Mwanzo: kete zimewekwa upande wa {right} wa kila mchezaji: mashimo manne ya kete 5 katika safu ya nje, na shimo moja la kete 6 na mashimo matatu ya kete 2 katika safu ya ndani.',
          },
        },
        RC_FR_CUSTOM,
      ],
    },
    {
      id: 'move',
      lines: [
        RC_FR_SOW,
        RC_FR_RELAY,
        RC_FR_END,
        {
          id: 'move.chain',
          tags: ['lap_start:chain'],
          text: {
            en: 'Kombe\'s chain: the first lap of a turn may be sown {against} from any own pit, if that lap, with its relays going on the same way, reaches a capture before the turn ends.',
            it: 'La catena del kombe: il primo giro di un turno può essere seminato {against} da qualsiasi propria buca, se quel giro, con le sue staffette nello stesso verso, arriva a una cattura prima della fine del turno.',
            fr: 'La chaîne du kombe : le premier tour d\'un tour de jeu peut être semé {against} depuis n\'importe lequel de ses trous, si ce tour, avec ses relais dans le même sens, arrive à une capture avant la fin du tour de jeu.',
            ca: 'La cadena del kombe: la primera volta d\'un torn es pot sembrar {against} des de qualsevol forat propi, si aquesta volta, amb els seus relleus en el mateix sentit, arriba a una captura abans que s\'acabi el torn.',
            sw: 'Mnyororo wa Kombe: mzunguko wa kwanza wa zamu unaweza kupandwa {against} kutoka shimo lolote la mchezaji, ikiwa mzunguko huo, pamoja na mwendelezo wake kwa mwelekeo huo huo, unafikia kula kabla zamu haijaisha.',
          },
        },
        {
          id: 'move.chain.after',
          tags: [],
          text: {
            en: 'From that capture on, Omweso\'s rules apply to the rest of the turn.',
            it: 'Da quella cattura in poi, per il resto del turno valgono le regole dell\'omweso.',
            fr: 'À partir de cette capture, les règles de l\'omweso s\'appliquent au reste du tour de jeu.',
            ca: 'A partir d\'aquesta captura, a la resta del torn s\'apliquen les regles de l\'omweso.',
            sw: 'Kuanzia kula huko, sheria za Omweso zinatumika kwa zamu iliyobaki.',
          },
        },
        ...RC_FR_REVERSE,
        ...RC_FR_EXTRAS,
      ],
    },
    {
      id: 'capture',
      lines: [
        ...RC_FR_MARKER,
        {
          id: 'capture.take.kombe',
          tags: ['capture'],
          text: {
            en: 'When the last seed falls on a marker, the player captures only the seeds of the opponent\'s inner pit in that column; the outer pit still counts for the marker but is never taken.',
            it: 'Quando l\'ultimo seme cade in un marcatore, il giocatore cattura solo i semi della buca interna avversaria di quella colonna; la buca esterna conta per il marcatore ma non viene mai presa.',
            fr: 'Quand la dernière graine tombe sur un marqueur, le joueur ne capture que les graines du trou intérieur adverse de cette colonne ; le trou extérieur compte pour le marqueur mais n\'est jamais pris.',
            ca: 'Quan l\'última llavor cau en un marcador, el jugador només captura les llavors del forat interior de l\'adversari d\'aquella columna; el forat exterior compta per al marcador però no es pren mai.',
            sw: 'Kete ya mwisho ikiangukia alama, mchezaji anakula kete za shimo la ndani la mpinzani katika safu wima hiyo tu; shimo la nje bado linahesabiwa katika kutambua alama lakini haliliwi kamwe.',
          },
        },
        ...RC_FR_SOW_CAPTURED,
        RC_FR_CHAIN,
        RC_FR_FIRST_TURN,
        RC_FR_KEPT,
      ],
    },
    {
      id: 'win',
      lines: [
        ...RC_FR_WINS,
        {
          id: 'win.noAkawumbi',
          tags: [],
          when: { akawumbi: true },
          text: {
            en: 'Kombe can never make akawumbi, since a capture never takes an outer pit.',
            it: 'Nel kombe l\'akawumbi è impossibile, perché una cattura non prende mai una buca esterna.',
            fr: 'Au kombe, l\'akawumbi est impossible, car une capture ne prend jamais un trou extérieur.',
            ca: 'Al kombe l\'akawumbi és impossible, perquè una captura mai no pren un forat exterior.',
            sw: 'Katika Kombe akawumbi haiwezekani kamwe, kwa kuwa kula hakuchukui kamwe shimo la nje.',
          },
        },
        RC_FR_JUDGED,
        ...RC_ENDINGS,
      ],
    },
    {
      id: 'differences',
      lines: [
        {
          id: 'diff.layout',
          tags: [],
          text: {
            en: 'A fixed starting layout with the seeds on each player\'s {right}.',
            it: 'Una disposizione iniziale fissa con i semi alla {right} di ciascun giocatore.',
            fr: 'Une disposition de départ fixe, les graines sur la {right} de chaque joueur.',
            ca: 'Una disposició inicial fixa amb les llavors a la banda {right} de cada jugador.',
            sw: 'Mpangilio maalum wa mwanzo wenye kete upande wa {right} wa kila mchezaji.',
          },
        },
        {
          id: 'diff.inner',
          tags: ['capture'],
          text: {
            en: 'A capture takes only the opponent\'s inner pit.',
            it: 'Una cattura prende solo la buca interna dell\'avversario.',
            fr: 'Une capture ne prend que le trou intérieur de l\'adversaire.',
            ca: 'Una captura només pren el forat interior de l\'adversari.',
            sw: 'Kula kunachukua shimo la ndani la mpinzani tu.',
          },
        },
        {
          id: 'diff.chain',
          tags: ['lap_start:chain'],
          text: {
            en: 'The first lap may be sown {against} from any own pit if that lap, relayed on the same way, reaches a capture.',
            it: 'Il primo giro può essere seminato {against} da qualsiasi propria buca se quel giro, proseguito a staffetta nello stesso verso, arriva a una cattura.',
            fr: 'Le premier tour peut être semé {against} depuis n\'importe lequel de ses trous si ce tour, relayé dans le même sens, arrive à une capture.',
            ca: 'La primera volta es pot sembrar {against} des de qualsevol forat propi si aquesta volta, continuada amb relleus en el mateix sentit, arriba a una captura.',
            sw: 'Mzunguko wa kwanza unaweza kupandwa {against} kutoka shimo lolote la mchezaji ikiwa mzunguko huo, ukiendelezwa kwa mwelekeo huo huo, unafikia kula.',
          },
        },
      ],
    },
  ],
  glossary: ['omweso', 'lap', 'relay', 'marker', 'capture', 'reverse_lap', 'akakyala', 'emitwe_ebiri', 'akawumbi'],
};
