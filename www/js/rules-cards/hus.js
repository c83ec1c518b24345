// The rules card of Hus (Namibia), RULES §2.3: Omweso simplified, on 4×8 or 4×6.
import { RC_FR_BOARD, RC_FR_CUSTOM, RC_FR_SOW, RC_FR_RELAY, RC_FR_END, RC_FR_REVERSE, RC_FR_EXTRAS, RC_FR_MARKER, RC_FR_TAKE, RC_FR_SOW_CAPTURED, RC_FR_CHAIN, RC_FR_FIRST_TURN, RC_FR_KEPT, RC_FR_WINS, RC_FR_DIFF_INNER, RC_FR_DIFF_NO_REVERSE } from './four-row.js';
import { RC_ENDINGS } from './endings.js';

/** @type {import('./card-model.js').RulesCardData} */
export const RULES_CARD_HUS = {
  ruleset: 'hus',
  sections: [
    {
      id: 'origin',
      lines: [
        {
          id: 'origin.where',
          tags: [],
          text: {
            en: 'Hus is played in Namibia by the Nama, the Damara and their neighbours.',
            it: 'L\'hus si gioca in Namibia fra i Nama, i Damara e i loro vicini.',
            fr: 'Le hus se joue en Namibie chez les Nama, les Damara et leurs voisins.',
            ca: 'El hus es juga a Namíbia entre els nama, els damara i els seus veïns.',
            sw: 'Hus huchezwa Namibia na Wanama, Wadamara na majirani zao.',
          },
        },
        {
          id: 'origin.names',
          tags: [],
          text: {
            en: 'It is also written ||hus or hüs, the “||” standing for a click consonant, and also called owela.',
            it: 'Si scrive anche ||hus o hüs, dove «||» rappresenta una consonante click, ed è chiamato anche owela.',
            fr: 'On l\'écrit aussi ||hus ou hüs, le signe « || » notant une consonne à clic, et on l\'appelle aussi owela.',
            ca: 'També s\'escriu ||hus o hüs, on «||» representa una consonant de clic, i també s\'anomena owela.',
            sw: 'Huandikwa pia ||hus au hüs, “||” ikiwakilisha konsonanti ya kidoko, na huitwa pia owela.',
          },
        },
      ],
    },
    {
      id: 'board',
      lines: [
        RC_FR_BOARD,
        {
          id: 'board.hus',
          tags: [],
          text: {
            en: 'Start: two seeds in every outer pit and in the {right} half of each player\'s inner row.',
            it: 'All\'inizio: due semi in ogni buca esterna e nella metà {right} della fila interna di ciascun giocatore.',
            fr: 'Au départ : deux graines dans chaque trou extérieur et dans la moitié {right} de la rangée intérieure de chaque joueur.',
            ca: 'A l\'inici: dues llavors a cada forat exterior i a la meitat {right} de la fila interior de cada jugador.',
            sw: 'Mwanzo: kete mbili katika kila shimo la nje na katika nusu ya {right} ya safu ya ndani ya kila mchezaji.',
          },
        },
        {
          id: 'board.size',
          tags: [],
          text: {
            en: 'Hus is also played on 4 rows of 6 pits (the board size option).',
            it: 'L\'hus si gioca anche su 4 file di 6 buche (l\'opzione della dimensione del tavoliere).',
            fr: 'Le hus se joue aussi sur 4 rangées de 6 trous (l\'option de taille du plateau).',
            ca: 'El hus també es juga en 4 files de 6 forats (l\'opció de mida del tauler).',
            sw: 'Hus huchezwa pia kwenye ubao wa safu 4 za mashimo 6 (chaguo la ukubwa wa ubao).',
          },
        },
        RC_FR_CUSTOM,
      ],
    },
    { id: 'move', lines: [RC_FR_SOW, RC_FR_RELAY, RC_FR_END, ...RC_FR_REVERSE, ...RC_FR_EXTRAS] },
    { id: 'capture', lines: [...RC_FR_MARKER, RC_FR_TAKE, ...RC_FR_SOW_CAPTURED, RC_FR_CHAIN, RC_FR_FIRST_TURN, RC_FR_KEPT] },
    {
      id: 'win',
      lines: [
        ...RC_FR_WINS,
        {
          id: 'win.only',
          tags: ['game_end:no_moves'],
          when: { win_scheme: 'uganda', akakyala: 'off', emitwe_ebiri: false, akawumbi: false },
          text: {
            en: 'That is the only way to win: there is no akakyala, emitwe-ebiri or akawumbi.',
            it: 'È l\'unico modo di vincere: non ci sono akakyala, emitwe-ebiri né akawumbi.',
            fr: 'C\'est la seule façon de gagner : il n\'y a ni akakyala, ni emitwe-ebiri, ni akawumbi.',
            ca: 'És l\'única manera de guanyar: no hi ha akakyala, ni emitwe-ebiri, ni akawumbi.',
            sw: 'Hiyo ndiyo njia pekee ya kushinda: hakuna akakyala, emitwe-ebiri wala akawumbi.',
          },
        },
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
            en: 'A fixed layout of twos, {seeds} seeds in all.',
            it: 'Una disposizione fissa di due semi per buca, {seeds} semi in tutto.',
            fr: 'Une disposition fixe de deux graines par trou, {seeds} graines en tout.',
            ca: 'Una disposició fixa de dues llavors per forat, {seeds} llavors en total.',
            sw: 'Mpangilio maalum wa kete mbili-mbili, kete {seeds} kwa jumla.',
          },
        },
        RC_FR_DIFF_INNER,
        RC_FR_DIFF_NO_REVERSE,
        {
          id: 'diff.onlyNormal',
          tags: [],
          text: {
            en: 'Only the normal win: the player left without a move loses.',
            it: 'Solo la vittoria normale: perde chi resta senza mosse.',
            fr: 'Seule la victoire normale : celui qui n\'a plus de coup possible perd.',
            ca: 'Només la victòria normal: perd qui es queda sense jugades.',
            sw: 'Ushindi wa kawaida tu: mchezaji anayebaki bila mwendo anashindwa.',
          },
        },
      ],
    },
  ],
  glossary: ['omweso', 'lap', 'relay', 'marker', 'capture'],
};
