// The rules card of Coro (Lango, Uganda), RULES §2.3: a capture lifts the own marker too.
import { RC_FR_BOARD, RC_FR_ARRANGE, RC_FR_PRESETS, RC_FR_SOW, RC_FR_RELAY, RC_FR_END, RC_FR_REVERSE, RC_FR_EXTRAS, RC_FR_MARKER, RC_FR_SOW_CAPTURED, RC_FR_CHAIN, RC_FR_FIRST_TURN, RC_FR_KEPT, RC_FR_WINS, RC_FR_JUDGED } from './four-row.js';
import { RC_ENDINGS } from './endings.js';

/** Coro's capture, shared with Aweet (Coro on a longer board). */
/** @type {import('./card-model.js').RcLine} */
export const RC_CORO_TAKE = {
  id: 'capture.take.coro',
  tags: ['capture'],
  text: {
    en: 'When the last seed falls on a marker, the player captures all the seeds in the opponent\'s two pits of that column and also lifts the seeds of the marker itself, the last seed included: all are sown together.',
    it: 'Quando l\'ultimo seme cade in un marcatore, il giocatore cattura tutti i semi delle due buche avversarie di quella colonna e preleva anche i semi del marcatore stesso, compreso l\'ultimo: vengono seminati tutti insieme.',
    fr: 'Quand la dernière graine tombe sur un marqueur, le joueur capture toutes les graines des deux trous adverses de cette colonne et prend aussi les graines du marqueur lui-même, la dernière comprise : toutes sont semées ensemble.',
    ca: 'Quan l\'última llavor cau en un marcador, el jugador captura totes les llavors dels dos forats de l\'adversari d\'aquella columna i agafa també les llavors del mateix marcador, l\'última inclosa: totes se sembren juntes.',
    sw: 'Kete ya mwisho ikiangukia alama, mchezaji anakula kete zote zilizo katika mashimo mawili ya mpinzani ya safu wima hiyo, na pia anachukua kete za alama yenyewe, pamoja na ile ya mwisho: zote zinapandwa pamoja.',
  },
};

/** @type {import('./card-model.js').RcLine} */
export const RC_CORO_DIFF = {
  id: 'diff.coro',
  tags: ['capture'],
  text: {
    en: 'A capture also lifts the capturing player\'s own marker, whose seeds are sown with the captured ones.',
    it: 'Una cattura preleva anche il marcatore di chi cattura, i cui semi vengono seminati con quelli catturati.',
    fr: 'Une capture prend aussi le marqueur du joueur qui capture, dont les graines sont semées avec les graines capturées.',
    ca: 'Una captura agafa també el marcador de qui captura, i les seves llavors se sembren amb les capturades.',
    sw: 'Kula kunachukua pia alama ya mchezaji anayekula, na kete za alama hiyo zinapandwa pamoja na zile zilizoliwa.',
  },
};

/** @type {import('./card-model.js').RulesCardData} */
export const RULES_CARD_CORO = {
  ruleset: 'coro',
  sections: [
    {
      id: 'origin',
      lines: [
        {
          id: 'origin.where',
          tags: [],
          text: {
            en: 'Coro (also written choro) is Omweso as the Lango of Uganda play it.',
            it: 'Il coro (scritto anche choro) è l\'omweso come lo giocano i Lango dell\'Uganda.',
            fr: 'Le coro (écrit aussi choro) est l\'omweso tel que le jouent les Lango d\'Ouganda.',
            ca: 'El coro (també escrit choro) és l\'omweso tal com el juguen els lango d\'Uganda.',
            sw: 'Coro (huandikwa pia choro) ni Omweso kama Walango wa Uganda wanavyoucheza.',
          },
        },
      ],
    },
    { id: 'board', lines: [RC_FR_BOARD, RC_FR_ARRANGE, RC_FR_PRESETS] },
    { id: 'move', lines: [RC_FR_SOW, RC_FR_RELAY, RC_FR_END, ...RC_FR_REVERSE, ...RC_FR_EXTRAS] },
    { id: 'capture', lines: [...RC_FR_MARKER, RC_CORO_TAKE, ...RC_FR_SOW_CAPTURED, RC_FR_CHAIN, RC_FR_FIRST_TURN, RC_FR_KEPT] },
    { id: 'win', lines: [...RC_FR_WINS, RC_FR_JUDGED, ...RC_ENDINGS] },
    { id: 'differences', lines: [RC_CORO_DIFF] },
  ],
  glossary: ['omweso', 'lap', 'relay', 'marker', 'capture', 'reverse_lap', 'akakyala', 'emitwe_ebiri', 'akawumbi'],
};
