// The rules card of Omweso (tournament), RULES §2.2: Omweso scored in match points.
import { RC_FR_BOARD, RC_FR_ARRANGE, RC_FR_PRESETS, RC_FR_SOW, RC_FR_RELAY, RC_FR_END, RC_FR_REVERSE, RC_FR_EXTRAS, RC_FR_MARKER, RC_FR_TAKE, RC_FR_SOW_CAPTURED, RC_FR_CHAIN, RC_FR_FIRST_TURN, RC_FR_KEPT, RC_FR_WINS, RC_FR_JUDGED } from './four-row.js';
import { RC_ENDINGS } from './endings.js';

/** @type {import('./card-model.js').RulesCardData} */
export const RULES_CARD_OMWESO_TOURNAMENT = {
  ruleset: 'omweso-tournament',
  sections: [
    {
      id: 'origin',
      lines: [
        {
          id: 'origin.where',
          tags: [],
          text: {
            en: 'Omweso as it is played in the organised tournaments of Uganda, where a match is scored in points.',
            it: 'L\'omweso come si gioca nei tornei organizzati dell\'Uganda, dove la sfida si conta a punti.',
            fr: 'L\'omweso tel qu\'on le joue dans les tournois organisés d\'Ouganda, où le match se compte en points.',
            ca: 'L\'omweso tal com es juga als torneigs organitzats d\'Uganda, on el matx es compta a punts.',
            sw: 'Omweso kama unavyochezwa katika mashindano rasmi ya Uganda, ambapo mechi inahesabiwa kwa pointi.',
          },
        },
        {
          id: 'origin.names',
          tags: [],
          text: {
            en: 'In tournament play okwesera is also called okukoneeza.',
            it: 'Nei tornei l\'okwesera si chiama anche okukoneeza.',
            fr: 'En tournoi, l\'okwesera s\'appelle aussi okukoneeza.',
            ca: 'En els torneigs, l\'okwesera també s\'anomena okukoneeza.',
            sw: 'Katika mashindano okwesera inaitwa pia okukoneeza.',
          },
        },
        {
          id: 'origin.modes',
          tags: [],
          text: {
            en: 'Three ways to play: ekyokubala (untimed), ekisibé (no take-backs) and ekyobutabal (blitz).',
            it: 'Tre modi di gioco: ekyokubala (senza limite di tempo), ekisibé (senza ripensamenti) ed ekyobutabal (lampo).',
            fr: 'Trois modes de jeu : ekyokubala (sans chronomètre), ekisibé (sans reprise) et ekyobutabal (blitz).',
            ca: 'Tres modalitats de joc: ekyokubala (sense límit de temps), ekisibé (sense desfer) i ekyobutabal (ràpid).',
            sw: 'Njia tatu za kucheza: ekyokubala (bila saa), ekisibé (bila kurudisha miendo) na ekyobutabal (mchezo wa kasi).',
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
          id: 'diff.match',
          tags: [],
          unless: { match_to: 0 },
          text: {
            en: 'A match is played over several games until a player has {match_to} points.',
            it: 'Si gioca una sfida di più partite finché un giocatore ha {match_to} punti.',
            fr: 'On joue un match en plusieurs parties jusqu\'à ce qu\'un joueur ait {match_to} points.',
            ca: 'Es juga un matx de diverses partides fins que un jugador té {match_to} punts.',
            sw: 'Mechi inachezwa kwa michezo kadhaa hadi mchezaji mmoja apate pointi {match_to}.',
          },
        },
        {
          id: 'diff.scores',
          tags: [],
          when: { win_scheme: 'tournament' },
          text: {
            en: 'Wins score points: okwa bulijo 1, okutema 2, akakyala 2, akawumbi {akawumbi_points}.',
            it: 'Le vittorie valgono punti: okwa bulijo 1, okutema 2, akakyala 2, akawumbi {akawumbi_points}.',
            fr: 'Les victoires rapportent des points : okwa bulijo 1, okutema 2, akakyala 2, akawumbi {akawumbi_points}.',
            ca: 'Les victòries donen punts: okwa bulijo 1, okutema 2, akakyala 2, akawumbi {akawumbi_points}.',
            sw: 'Ushindi unaleta pointi: okwa bulijo 1, okutema 2, akakyala 2, akawumbi {akawumbi_points}.',
          },
        },
        {
          id: 'diff.akakyala',
          tags: [],
          when: { akakyala: 'any_two' },
          text: {
            en: 'Akakyala needs captures on any two turns, not necessarily consecutive.',
            it: 'Per l\'akakyala bastano catture in due turni qualsiasi, non per forza consecutivi.',
            fr: 'L\'akakyala demande des captures lors de deux tours quelconques, pas forcément consécutifs.',
            ca: 'Per a l\'akakyala n\'hi ha prou amb captures en dos torns qualssevol, no necessàriament consecutius.',
            sw: 'Akakyala inahitaji kula katika zamu zozote mbili, si lazima mfululizo.',
          },
        },
        {
          id: 'diff.firstTurn',
          tags: [],
          when: { no_capture_first_turn: true },
          text: {
            en: 'No capture on a player\'s first turn.',
            it: 'Nessuna cattura al primo turno di un giocatore.',
            fr: 'Pas de capture au premier tour d\'un joueur.',
            ca: 'Cap captura al primer torn d\'un jugador.',
            sw: 'Hakuna kula katika zamu ya kwanza ya mchezaji.',
          },
        },
        {
          id: 'diff.okwesera',
          tags: ['okwesera'],
          when: { okwesera: true },
          text: {
            en: 'Okwesera is allowed before the first capture.',
            it: 'Prima della prima cattura è permesso l\'okwesera.',
            fr: 'L\'okwesera est permis avant la première capture.',
            ca: 'Abans de la primera captura es permet l\'okwesera.',
            sw: 'Okwesera inaruhusiwa kabla ya kula kwa kwanza.',
          },
        },
        {
          id: 'diff.noDraw',
          tags: [],
          when: { draw_by_agreement: false },
          text: {
            en: 'A draw cannot be agreed.',
            it: 'Non si può concordare la patta.',
            fr: 'On ne peut pas convenir d\'une partie nulle.',
            ca: 'No es poden acordar taules.',
            sw: 'Sare haiwezi kukubaliwa.',
          },
        },
      ],
    },
  ],
  glossary: ['omweso', 'empiki', 'lap', 'relay', 'marker', 'capture', 'reverse_lap', 'okwa_bulijo', 'okutema', 'emitwe_ebiri', 'akawumbi', 'akakyala', 'okwesera', 'ekyokubala', 'ekisibe', 'ekyobutabal'],
};
