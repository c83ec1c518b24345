// The rules card of Aweet (Dinka, South Sudan), RULES §2.3: Coro on four rows of ten.
import { RC_FR_BOARD, RC_FR_ARRANGE, RC_FR_PRESETS, RC_FR_SOW, RC_FR_RELAY, RC_FR_END, RC_FR_REVERSE, RC_FR_EXTRAS, RC_FR_MARKER, RC_FR_SOW_CAPTURED, RC_FR_CHAIN, RC_FR_FIRST_TURN, RC_FR_KEPT, RC_FR_WINS, RC_FR_JUDGED } from './four-row.js';
import { RC_ENDINGS } from './endings.js';
import { RC_CORO_TAKE, RC_CORO_DIFF } from './coro.js';

/** @type {import('./card-model.js').RulesCardData} */
export const RULES_CARD_AWEET = {
  ruleset: 'aweet',
  sections: [
    {
      id: 'origin',
      lines: [
        {
          id: 'origin.where',
          tags: [],
          text: {
            en: 'Aweet is played by the Dinka of South Sudan: it is Coro on a longer board.',
            it: 'L\'aweet è giocato dai Dinka del Sud Sudan: è il coro su un tavoliere più lungo.',
            fr: 'L\'aweet est joué par les Dinka du Soudan du Sud : c\'est le coro sur un plateau plus long.',
            ca: 'L\'aweet el juguen els dinka del Sudan del Sud: és el coro en un tauler més llarg.',
            sw: 'Aweet huchezwa na Wadinka wa Sudan Kusini: ni Coro katika ubao mrefu zaidi.',
          },
        },
      ],
    },
    { id: 'board', lines: [RC_FR_BOARD, RC_FR_ARRANGE, RC_FR_PRESETS] },
    { id: 'move', lines: [RC_FR_SOW, RC_FR_RELAY, RC_FR_END, ...RC_FR_REVERSE, ...RC_FR_EXTRAS] },
    { id: 'capture', lines: [...RC_FR_MARKER, RC_CORO_TAKE, ...RC_FR_SOW_CAPTURED, RC_FR_CHAIN, RC_FR_FIRST_TURN, RC_FR_KEPT] },
    { id: 'win', lines: [...RC_FR_WINS, RC_FR_JUDGED, ...RC_ENDINGS] },
    {
      id: 'differences',
      lines: [
        {
          id: 'diff.board',
          tags: [],
          text: {
            en: 'The board has {rows} rows of {cols} pits and {seeds} seeds; the usual layouts grow to fit it.',
            it: 'Il tavoliere ha {rows} file di {cols} buche e {seeds} semi; le disposizioni abituali si allungano di conseguenza.',
            fr: 'Le plateau a {rows} rangées de {cols} trous et {seeds} graines ; les dispositions habituelles s\'allongent en conséquence.',
            ca: 'El tauler té {rows} files de {cols} forats i {seeds} llavors; les disposicions habituals s\'allarguen en conseqüència.',
            sw: 'Ubao una safu {rows} za mashimo {cols} kila moja na kete {seeds}; mipangilio ya kawaida inapanuliwa kulingana na ubao.',
          },
        },
        RC_CORO_DIFF,
      ],
    },
  ],
  glossary: ['omweso', 'lap', 'relay', 'marker', 'capture', 'reverse_lap', 'akakyala', 'emitwe_ebiri', 'akawumbi'],
};
