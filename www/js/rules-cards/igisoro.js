// The rules card of Igisoro (Rwanda), RULES §2.3 and §7: turning pits instead of reverse laps.
import { RC_FR_BOARD, RC_FR_CUSTOM, RC_FR_SOW, RC_FR_RELAY, RC_FR_END, RC_FR_EXTRAS, RC_FR_MARKER, RC_FR_TAKE, RC_FR_SOW_CAPTURED, RC_FR_CHAIN, RC_FR_FIRST_TURN, RC_FR_KEPT, RC_FR_WINS, RC_FR_JUDGED, RC_FR_DIFF_INNER, RC_FR_DIFF_NO_REVERSE } from './four-row.js';
import { RC_ENDINGS } from './endings.js';

/** @type {import('./card-model.js').RulesCardData} */
export const RULES_CARD_IGISORO = {
  ruleset: 'igisoro',
  sections: [
    {
      id: 'origin',
      lines: [
        {
          id: 'origin.where',
          tags: [],
          text: {
            en: 'Igisoro is the game of the Banyarwanda of Rwanda; its name is Kinyarwanda.',
            it: 'L\'igisoro è il gioco dei Banyarwanda del Ruanda; il suo nome è in kinyarwanda.',
            fr: 'L\'igisoro est le jeu des Banyarwanda du Rwanda ; son nom est en kinyarwanda.',
            ca: 'L\'igisoro és el joc dels banyarwanda de Ruanda; el seu nom és en kinyarwanda.',
            sw: 'Igisoro ni mchezo wa Wanyarwanda wa Rwanda; jina lake ni la Kinyarwanda.',
          },
        },
      ],
    },
    {
      id: 'board',
      lines: [
        RC_FR_BOARD,
        {
          id: 'board.igisoro',
          tags: [],
          text: {
            en: 'Start: four seeds in every inner pit, the outer rows empty.',
            it: 'All\'inizio: quattro semi in ogni buca interna, le file esterne vuote.',
            fr: 'Au départ : quatre graines dans chaque trou intérieur, les rangées extérieures vides.',
            ca: 'A l\'inici: quatre llavors a cada forat interior, les files exteriors buides.',
            sw: 'Mwanzo: kete nne katika kila shimo la ndani, safu za nje zikiwa tupu.',
          },
        },
        RC_FR_CUSTOM,
        {
          id: 'board.turning',
          tags: [],
          text: {
            en: 'Each player has four turning pits, marked on the board: both ends of their outer row and the second pit from each end of their inner row.',
            it: 'Ogni giocatore ha quattro buche di svolta, segnate sul tavoliere: le due estremità della sua fila esterna e la seconda buca da ciascuna estremità della fila interna.',
            fr: 'Chaque joueur a quatre trous tournants, marqués sur le plateau : les deux bouts de sa rangée extérieure et le deuxième trou depuis chaque bout de sa rangée intérieure.',
            ca: 'Cada jugador té quatre forats de gir, marcats al tauler: els dos extrems de la seva fila exterior i el segon forat des de cada extrem de la fila interior.',
            sw: 'Kila mchezaji ana mashimo manne ya kugeuza, yanayoonyeshwa ubaoni: ncha zote mbili za safu yake ya nje na shimo la pili kutoka kila ncha ya safu yake ya ndani.',
          },
        },
      ],
    },
    {
      id: 'move',
      lines: [
        RC_FR_SOW,
        RC_FR_RELAY,
        RC_FR_END,
        {
          id: 'move.turning',
          tags: ['lap_start:turning', 'pause:turning_pit', 'choose'],
          text: {
            en: 'When a lap ends in one of the player\'s turning pits and the turn goes on (a relay or a capture), the player chooses freely which way the next lap goes; the game stops and asks.',
            it: 'Quando un giro finisce in una delle buche di svolta del giocatore e il turno prosegue (staffetta o cattura), il giocatore sceglie liberamente il verso del giro seguente; il gioco si ferma e chiede.',
            fr: 'Quand un tour finit dans l\'un des trous tournants du joueur et que le tour de jeu continue (relais ou capture), le joueur choisit librement le sens du tour suivant ; le jeu s\'arrête et demande.',
            ca: 'Quan una volta acaba en un dels forats de gir del jugador i el torn continua (relleu o captura), el jugador tria lliurement el sentit de la volta següent; el joc s\'atura i pregunta.',
            sw: 'Mzunguko ukiishia katika mojawapo ya mashimo ya kugeuza ya mchezaji na zamu ikaendelea (kwa mwendelezo au kwa kula), mchezaji anachagua apendavyo mwelekeo wa mzunguko unaofuata; mchezo unasimama na kuuliza.',
          },
        },
        {
          id: 'move.turning.holds',
          tags: ['lap_start:turning'],
          text: {
            en: 'The direction chosen holds for the rest of the turn, until a lap lands in a turning pit again; landing in an empty turning pit just ends the turn.',
            it: 'Il verso scelto vale per il resto del turno, finché un giro non cade di nuovo in una buca di svolta; cadere in una buca di svolta vuota chiude semplicemente il turno.',
            fr: 'Le sens choisi vaut pour le reste du tour de jeu, jusqu\'à ce qu\'un tour retombe dans un trou tournant ; tomber dans un trou tournant vide termine simplement le tour de jeu.',
            ca: 'El sentit triat val per a la resta del torn, fins que una volta torna a caure en un forat de gir; caure en un forat de gir buit simplement acaba el torn.',
            sw: 'Mwelekeo uliochaguliwa unadumu kwa zamu iliyobaki, hadi mzunguko utakapoishia tena katika shimo la kugeuza; kuishia katika shimo la kugeuza lililo tupu kunamaliza zamu tu.',
          },
        },
        ...RC_FR_EXTRAS,
      ],
    },
    {
      id: 'capture',
      lines: [
        ...RC_FR_MARKER,
        RC_FR_TAKE,
        ...RC_FR_SOW_CAPTURED,
        {
          id: 'capture.turning',
          tags: ['pause:turning_pit'],
          text: {
            en: 'A capture whose marker is a turning pit lets the player choose the direction of the captured seeds\' lap.',
            it: 'Una cattura il cui marcatore è una buca di svolta permette di scegliere il verso del giro dei semi catturati.',
            fr: 'Une capture dont le marqueur est un trou tournant permet de choisir le sens du tour des graines capturées.',
            ca: 'Una captura el marcador de la qual és un forat de gir permet triar el sentit de la volta de les llavors capturades.',
            sw: 'Kula ambako alama yake ni shimo la kugeuza kunamruhusu mchezaji kuchagua mwelekeo wa mzunguko wa kete zilizoliwa.',
          },
        },
        RC_FR_CHAIN,
        RC_FR_FIRST_TURN,
        RC_FR_KEPT,
      ],
    },
    { id: 'win', lines: [...RC_FR_WINS, RC_FR_JUDGED, ...RC_ENDINGS] },
    {
      id: 'differences',
      lines: [
        {
          id: 'diff.start',
          tags: [],
          text: {
            en: 'Four seeds in every inner pit at the start.',
            it: 'All\'inizio, quattro semi in ogni buca interna.',
            fr: 'Au départ, quatre graines dans chaque trou intérieur.',
            ca: 'A l\'inici, quatre llavors a cada forat interior.',
            sw: 'Kete nne katika kila shimo la ndani mwanzoni.',
          },
        },
        RC_FR_DIFF_INNER,
        {
          id: 'diff.turning',
          tags: ['pause:turning_pit'],
          text: {
            en: 'Turning pits let the player choose the direction of the next lap, which then holds.',
            it: 'Le buche di svolta permettono di scegliere il verso del giro seguente, che poi resta valido.',
            fr: 'Les trous tournants laissent choisir le sens du tour suivant, qui reste ensuite valable.',
            ca: 'Els forats de gir permeten triar el sentit de la volta següent, que després es manté.',
            sw: 'Mashimo ya kugeuza yanamruhusu mchezaji kuchagua mwelekeo wa mzunguko unaofuata, ambao kisha unadumu.',
          },
        },
        RC_FR_DIFF_NO_REVERSE,
      ],
    },
  ],
  glossary: ['igisoro', 'omweso', 'lap', 'relay', 'marker', 'capture', 'turning_pit', 'akakyala', 'emitwe_ebiri', 'akawumbi'],
};
