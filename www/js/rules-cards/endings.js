// The ways any game can end outside its own wins, shared by every card:
// an endless turn (where the ruleset has the option), a resignation, a draw
// agreed (where the game's rules allow one: the state's drawByAgreement).

/** @typedef {import('./card-model.js').RcLine} RcLine */

/** @type {RcLine[]} */
export const RC_ENDINGS = [
  {
    id: 'end.endless',
    tags: ['endless', 'game_end:endless'],
    when: { endless: 'annul' },
    text: {
      en: 'A turn that would go on for ever is recognised at once, and the game is annulled (a draw).',
      it: 'Un turno che non finirebbe mai viene riconosciuto subito e la partita è annullata (patta).',
      fr: 'Un tour qui ne finirait jamais est reconnu aussitôt, et la partie est annulée (nulle).',
      ca: 'Un torn que no s\'acabaria mai es reconeix de seguida i la partida s\'anul·la (taules).',
      sw: 'Zamu ambayo ingeendelea milele inatambuliwa mara moja, na mchezo unafutwa (sare).',
    },
  },
  {
    id: 'end.endless.loses',
    tags: ['endless', 'game_end:endless'],
    when: { endless: 'mover_loses' },
    text: {
      en: 'A turn that would go on for ever is recognised at once, and the player who started it loses.',
      it: 'Un turno che non finirebbe mai viene riconosciuto subito, e perde il giocatore che l\'ha iniziato.',
      fr: 'Un tour qui ne finirait jamais est reconnu aussitôt, et le joueur qui l\'a commencé perd.',
      ca: 'Un torn que no s\'acabaria mai es reconeix de seguida, i perd el jugador que l\'ha començat.',
      sw: 'Zamu ambayo ingeendelea milele inatambuliwa mara moja, na mchezaji aliyeianza anashindwa.',
    },
  },
  {
    id: 'end.resign',
    tags: ['game_end:resigned'],
    text: {
      en: 'A player may resign: the opponent wins.',
      it: 'Un giocatore può abbandonare: vince l\'avversario.',
      fr: 'Un joueur peut abandonner : l\'adversaire gagne.',
      ca: 'Un jugador pot abandonar: guanya l\'adversari.',
      sw: 'Mchezaji anaweza kukubali kushindwa: mpinzani anashinda.',
    },
  },
  {
    id: 'end.agreed',
    tags: ['game_end:agreed'],
    when: { draw_by_agreement: true },
    text: {
      en: 'The players may agree to a draw.',
      it: 'I giocatori possono accordarsi per la patta.',
      fr: 'Les joueurs peuvent convenir d\'une partie nulle.',
      ca: 'Els jugadors poden acordar taules.',
      sw: 'Wachezaji wanaweza kukubaliana sare.',
    },
  },
];
