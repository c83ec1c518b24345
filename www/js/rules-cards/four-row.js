// The lines every card of the Omweso family shares, written once: the
// variants are Omweso with a few rules changed (RULES §2.3), so each card
// takes these and adds or swaps its own. Lines that an option changes say
// so in `when`/`unless`; values an option sets are {placeholders}.

/** @typedef {import('./card-model.js').RcLine} RcLine */

/** @type {RcLine} */
export const RC_FR_BOARD = {
  id: 'board.rows',
  tags: [],
  text: {
    en: 'The board has {rows} rows of {cols} pits and {seeds} seeds. Each player owns the two rows on their side, {sidePits} pits: an outer row and an inner row facing the opponent.',
    it: 'Il tavoliere ha {rows} file di {cols} buche e {seeds} semi. Ogni giocatore possiede le due file dalla sua parte, {sidePits} buche: una fila esterna e una fila interna rivolta verso l\'avversario.',
    fr: 'Le plateau a {rows} rangées de {cols} trous et {seeds} graines. Chaque joueur possède les deux rangées de son côté, {sidePits} trous : une rangée extérieure et une rangée intérieure face à l\'adversaire.',
    ca: 'El tauler té {rows} files de {cols} forats i {seeds} llavors. Cada jugador és amo de les dues files del seu costat, {sidePits} forats: una fila exterior i una fila interior de cara a l\'adversari.',
    sw: 'Ubao una safu {rows} za mashimo {cols} kila moja, na kete {seeds}. Kila mchezaji anamiliki safu mbili za upande wake, mashimo {sidePits}: safu ya nje na safu ya ndani inayomkabili mpinzani.',
  },
};

/** @type {RcLine} */
export const RC_FR_ARRANGE = {
  id: 'board.arrange',
  tags: [],
  text: {
    en: 'Before the game each player arranges their own {sideSeeds} seeds as they like over their {sidePits} pits, at most {pit_cap} in one pit.',
    it: 'Prima della partita ogni giocatore dispone come vuole i propri {sideSeeds} semi nelle sue {sidePits} buche, al massimo {pit_cap} in una buca.',
    fr: 'Avant la partie, chaque joueur dispose comme il veut ses {sideSeeds} graines dans ses {sidePits} trous, au plus {pit_cap} dans un même trou.',
    ca: 'Abans de la partida cada jugador disposa com vol les seves {sideSeeds} llavors als seus {sidePits} forats, com a màxim {pit_cap} en un forat.',
    sw: 'Kabla ya mchezo kila mchezaji hupanga kete zake {sideSeeds} apendavyo katika mashimo yake {sidePits}, zisizozidi {pit_cap} katika shimo moja.',
  },
};

/** @type {RcLine} */
export const RC_FR_PRESETS = {
  id: 'board.presets',
  tags: [],
  text: {
    en: 'The usual layouts: four seeds in every outer pit, two in every pit, or a checkerboard of fours and empty pits.',
    it: 'Le disposizioni abituali: quattro semi in ogni buca esterna, due in ogni buca, oppure una scacchiera di quattro e di buche vuote.',
    fr: 'Les dispositions habituelles : quatre graines dans chaque trou extérieur, deux dans chaque trou, ou un damier de quatre et de trous vides.',
    ca: 'Les disposicions habituals: quatre llavors a cada forat exterior, dues a cada forat, o un escaquer de quatre i de forats buits.',
    sw: 'Mipangilio ya kawaida: kete nne katika kila shimo la nje, kete mbili katika kila shimo, au mashimo ya kete nne yakipishana na mashimo matupu kama ubao wa dama.',
  },
};

/** A fixed layout may still be changed by the players (RULES §7: custom layouts in every four-row ruleset). */
/** @type {RcLine} */
export const RC_FR_CUSTOM = {
  id: 'board.custom',
  tags: [],
  text: {
    en: 'The players may agree on another layout of their own {sideSeeds} seeds each, at most {pit_cap} in one pit.',
    it: 'I giocatori possono accordarsi su un\'altra disposizione dei propri {sideSeeds} semi ciascuno, al massimo {pit_cap} in una buca.',
    fr: 'Les joueurs peuvent convenir d\'une autre disposition de leurs {sideSeeds} graines chacun, au plus {pit_cap} dans un même trou.',
    ca: 'Els jugadors poden acordar una altra disposició de les seves {sideSeeds} llavors cadascun, com a màxim {pit_cap} en un forat.',
    sw: 'Wachezaji wanaweza kukubaliana mpangilio mwingine wa kete zao {sideSeeds} kila mmoja, zisizozidi {pit_cap} katika shimo moja.',
  },
};

/** @type {RcLine} */
export const RC_FR_SOW = {
  id: 'move.sow',
  tags: ['lap_start:move', 'lift', 'sow'],
  text: {
    en: 'A player lifts all the seeds of one of their own pits holding at least 2 and sows them one by one, {way}, round their own {sidePits} pits. The first seed goes into the next pit and no pit is skipped: this is one lap.',
    it: 'Il giocatore prende tutti i semi da una delle proprie buche che ne contenga almeno 2 e li semina uno per buca, {way}, lungo le proprie {sidePits} buche. Il primo seme va nella buca successiva e nessuna buca viene saltata: questo è un giro.',
    fr: 'Le joueur prend toutes les graines d\'un de ses trous qui en contient au moins 2 et les sème une à une, {way}, autour de ses {sidePits} trous. La première graine va dans le trou suivant et aucun trou n\'est sauté : c\'est un tour de semis.',
    ca: 'El jugador agafa totes les llavors d\'un dels seus forats que en tingui almenys 2 i les sembra una a una, {way}, al voltant dels seus {sidePits} forats. La primera llavor va al forat següent i no se\'n salta cap: això és una volta.',
    sw: 'Mchezaji anachukua kete zote za shimo lake moja lenye kete 2 au zaidi na kuzipanda moja moja, {way}, kuzunguka mashimo yake {sidePits}. Kete ya kwanza inaingia katika shimo linalofuata na hakuna shimo linalorukwa: huu ni mzunguko mmoja.',
  },
};

/** @type {RcLine} */
export const RC_FR_RELAY = {
  id: 'move.relay',
  tags: ['relay', 'lap_start:relay'],
  text: {
    en: 'If the last seed falls into an occupied pit that is not a marker, the player lifts all the seeds of that pit, the last one included, and sows on: a relay.',
    it: 'Se l\'ultimo seme cade in una buca occupata che non è un marcatore, il giocatore ne preleva tutti i semi, compreso l\'ultimo, e continua a seminare: è una staffetta.',
    fr: 'Si la dernière graine tombe dans un trou occupé qui n\'est pas un marqueur, le joueur en prend toutes les graines, la dernière comprise, et continue de semer : c\'est un relais.',
    ca: 'Si l\'última llavor cau en un forat ocupat que no és un marcador, el jugador n\'agafa totes les llavors, l\'última inclosa, i continua sembrant: és un relleu.',
    sw: 'Kete ya mwisho ikiangukia shimo lenye kete ambalo si alama, mchezaji anachukua kete zote za shimo hilo, pamoja na ile ya mwisho, na kuendelea kupanda: huu ni mwendelezo.',
  },
};

/** @type {RcLine} */
export const RC_FR_END = {
  id: 'move.end',
  tags: [],
  text: {
    en: 'If the last seed falls into an empty pit, the turn ends.',
    it: 'Se l\'ultimo seme cade in una buca vuota, il turno finisce.',
    fr: 'Si la dernière graine tombe dans un trou vide, le tour de jeu s\'arrête.',
    ca: 'Si l\'última llavor cau en un forat buit, el torn s\'acaba.',
    sw: 'Kete ya mwisho ikiangukia shimo tupu, zamu inaisha.',
  },
};

/** The reverse rule, as the option `reverse` has it. */
/** @type {RcLine[]} */
export const RC_FR_REVERSE = [
  {
    id: 'move.reverse',
    tags: ['lap_start:reverse', 'pause:reverse_lap', 'choose'],
    when: { reverse: 'four_leftmost' },
    text: {
      en: 'Reverse lap: a lap that starts from one of the player\'s four {leftmost} pits (the two {leftmost} of each own row) may be sown {against} instead, but only if it then ends directly in a capture. The game stops and asks which way.',
      it: 'Giro inverso: un giro che parte da una delle quattro buche {leftmost} del giocatore (le due {leftmost} di ciascuna sua fila) può essere seminato {against}, ma solo se finisce direttamente in una cattura. Il gioco si ferma e chiede in quale verso.',
      fr: 'Tour inverse : un tour qui part d\'un des quatre trous {leftmost} du joueur (les deux {leftmost} de chacune de ses rangées) peut être semé {against}, mais seulement s\'il aboutit directement à une capture. Le jeu s\'arrête et demande dans quel sens.',
      ca: 'Volta inversa: una volta que surt d\'un dels quatre forats {leftmost} del jugador (els dos {leftmost} de cada fila seva) es pot sembrar {against}, però només si acaba directament en una captura. El joc s\'atura i pregunta en quin sentit.',
      sw: 'Mzunguko wa kinyume: mzunguko unaoanza katika mojawapo ya mashimo manne ya {leftmost} ya mchezaji (mawili ya {leftmost} katika kila safu yake) unaweza kupandwa {against} badala yake, lakini tu ikiwa unaishia moja kwa moja kwa kula. Mchezo unasimama na kuuliza mwelekeo.',
    },
  },
  {
    id: 'move.reverse.relay',
    tags: ['lap_start:reverse', 'pause:reverse_lap', 'choose'],
    when: { reverse: 'relay_two_leftmost' },
    text: {
      en: 'Reverse lap (the stricter custom): only a relay lap starting from the {leftmostOne} pit of either own row may be sown {against}, and only if it ends directly in a capture. The game stops and asks which way.',
      it: 'Giro inverso (l\'usanza più severa): solo un giro di staffetta che parte dalla buca {leftmostOne} di una delle due file del giocatore può essere seminato {against}, e solo se finisce direttamente in una cattura. Il gioco si ferma e chiede in quale verso.',
      fr: 'Tour inverse (la coutume plus stricte) : seul un tour de relais qui part du trou {leftmostOne} de l\'une de ses rangées peut être semé {against}, et seulement s\'il aboutit directement à une capture. Le jeu s\'arrête et demande dans quel sens.',
      ca: 'Volta inversa (el costum més estricte): només una volta de relleu que surt del forat {leftmostOne} d\'una de les seves files es pot sembrar {against}, i només si acaba directament en una captura. El joc s\'atura i pregunta en quin sentit.',
      sw: 'Mzunguko wa kinyume (desturi kali zaidi): mzunguko wa mwendelezo tu, unaoanza katika shimo la {leftmostOne} la safu yoyote ya mchezaji, ndio unaoweza kupandwa {against}, na tu ikiwa unaishia moja kwa moja kwa kula. Mchezo unasimama na kuuliza mwelekeo.',
    },
  },
  {
    id: 'move.reverse.none',
    tags: [],
    when: { reverse: 'none' },
    text: {
      en: 'Every lap is sown {way}: no lap is ever sown the other way.',
      it: 'Ogni giro si semina {way}: nessun giro va mai nell\'altro verso.',
      fr: 'Chaque tour se sème {way} : aucun tour n\'est jamais semé dans l\'autre sens.',
      ca: 'Cada volta se sembra {way}: cap volta no es sembra mai en l\'altre sentit.',
      sw: 'Kila mzunguko unapandwa {way}: hakuna mzunguko unaopandwa kamwe kwa mwelekeo mwingine.',
    },
  },
];

/** What the options add to a turn: okwesera, passing, the game modes. */
/** @type {RcLine[]} */
export const RC_FR_EXTRAS = [
  {
    id: 'move.okwesera',
    tags: ['okwesera'],
    when: { okwesera: true },
    text: {
      en: 'Okwesera: before the first capture of the game, a player with exactly 3 seeds in a pit may sow them two into the next pit and one into the pit after; the turn then ends, with no relay and no capture.',
      it: 'Okwesera: prima della prima cattura della partita, un giocatore con esattamente 3 semi in una buca può seminarne due nella buca successiva e uno in quella dopo; il turno finisce lì, senza staffetta né cattura.',
      fr: 'Okwesera : avant la première capture de la partie, un joueur qui a exactement 3 graines dans un trou peut en semer deux dans le trou suivant et une dans celui d\'après ; son tour s\'arrête alors, sans relais ni capture.',
      ca: 'Okwesera: abans de la primera captura de la partida, un jugador amb exactament 3 llavors en un forat pot sembrar-ne dues al forat següent i una al de després; el torn s\'acaba aquí, sense relleu ni captura.',
      sw: 'Okwesera: kabla ya kula kwa kwanza katika mchezo, mchezaji mwenye kete 3 kamili katika shimo anaweza kuzipanda mbili katika shimo linalofuata na moja katika lile linalofuata baada yake; kisha zamu inaisha, bila mwendelezo na bila kula.',
    },
  },
  {
    id: 'move.pass',
    tags: ['pass'],
    when: { allow_pass: true },
    text: {
      en: 'A player who could sow may pass instead; if the opponent then passes too, the first player must move.',
      it: 'Un giocatore che potrebbe seminare può invece passare; se poi passa anche l\'avversario, il primo giocatore deve muovere.',
      fr: 'Un joueur qui pourrait semer peut passer ; si l\'adversaire passe à son tour, le premier joueur doit jouer.',
      ca: 'Un jugador que podria sembrar pot passar; si després l\'adversari també passa, el primer jugador ha de moure.',
      sw: 'Mchezaji anayeweza kupanda anaweza kupitisha zamu badala yake; mpinzani naye akipitisha, mchezaji wa kwanza lazima acheze.',
    },
  },
  {
    id: 'move.ekisibe',
    tags: [],
    when: { mode: 'ekisibe' },
    text: {
      en: 'Ekisibé: no move may be taken back.',
      it: 'Ekisibé: nessuna mossa si può annullare.',
      fr: 'Ekisibé : aucun coup ne peut être repris.',
      ca: 'Ekisibé: cap jugada no es pot desfer.',
      sw: 'Ekisibé: hakuna mwendo unaoweza kurudishwa.',
    },
  },
  {
    id: 'move.ekyobutabal',
    tags: ['timeout'],
    when: { mode: 'ekyobutabal' },
    text: {
      en: 'Ekyobutabal (blitz): a player who has not started their move within 3 seconds loses the turn.',
      it: 'Ekyobutabal (lampo): chi non inizia la mossa entro 3 secondi perde il turno.',
      fr: 'Ekyobutabal (blitz) : un joueur qui n\'a pas commencé son coup en 3 secondes perd son tour.',
      ca: 'Ekyobutabal (ràpid): qui no ha començat la jugada en 3 segons perd el torn.',
      sw: 'Ekyobutabal (mchezo wa kasi): mchezaji ambaye hajaanza mwendo wake ndani ya sekunde 3 anapoteza zamu.',
    },
  },
];

/** The marker, as the option `outer_markers` has it. */
/** @type {RcLine[]} */
export const RC_FR_MARKER = [
  {
    id: 'capture.marker',
    tags: ['capture'],
    when: { outer_markers: false },
    text: {
      en: 'A marker is one of the player\'s own inner-row pits, already occupied before the last seed falls, in a column where both of the opponent\'s pits hold seeds.',
      it: 'Un marcatore è una buca della fila interna del giocatore, già occupata prima che vi cada l\'ultimo seme, in una colonna in cui entrambe le buche dell\'avversario contengono semi.',
      fr: 'Un marqueur est un trou de la rangée intérieure du joueur, déjà occupé avant que la dernière graine y tombe, dans une colonne où les deux trous de l\'adversaire contiennent des graines.',
      ca: 'Un marcador és un forat de la fila interior del jugador, ja ocupat abans que hi caigui l\'última llavor, en una columna on tots dos forats de l\'adversari tenen llavors.',
      sw: 'Alama ni mojawapo ya mashimo ya safu ya ndani ya mchezaji, lenye kete kabla kete ya mwisho haijaanguka, katika safu wima ambayo mashimo yote mawili ya mpinzani yana kete.',
    },
  },
  {
    id: 'capture.marker.outer',
    tags: ['capture'],
    when: { outer_markers: true },
    text: {
      en: 'A marker is one of the player\'s own pits, in the inner or (as in some places) the outer row, already occupied before the last seed falls, in a column where both of the opponent\'s pits hold seeds.',
      it: 'Un marcatore è una buca del giocatore, della fila interna o (come si usa in alcuni luoghi) di quella esterna, già occupata prima che vi cada l\'ultimo seme, in una colonna in cui entrambe le buche dell\'avversario contengono semi.',
      fr: 'Un marqueur est un trou du joueur, de la rangée intérieure ou (comme on le fait à certains endroits) extérieure, déjà occupé avant que la dernière graine y tombe, dans une colonne où les deux trous de l\'adversaire contiennent des graines.',
      ca: 'Un marcador és un forat del jugador, de la fila interior o (com es fa en alguns llocs) de l\'exterior, ja ocupat abans que hi caigui l\'última llavor, en una columna on tots dos forats de l\'adversari tenen llavors.',
      sw: 'Alama ni mojawapo ya mashimo ya mchezaji, katika safu ya ndani au (kama ilivyo mahali pengine) ya nje, lenye kete kabla kete ya mwisho haijaanguka, katika safu wima ambayo mashimo yote mawili ya mpinzani yana kete.',
    },
  },
];

/** @type {RcLine} */
export const RC_FR_TAKE = {
  id: 'capture.take',
  tags: ['capture'],
  text: {
    en: 'When the last seed falls on a marker, the player captures all the seeds in the opponent\'s two pits of that column.',
    it: 'Quando l\'ultimo seme cade in un marcatore, il giocatore cattura tutti i semi delle due buche avversarie di quella colonna.',
    fr: 'Quand la dernière graine tombe sur un marqueur, le joueur capture toutes les graines des deux trous adverses de cette colonne.',
    ca: 'Quan l\'última llavor cau en un marcador, el jugador captura totes les llavors dels dos forats de l\'adversari d\'aquella columna.',
    sw: 'Kete ya mwisho ikiangukia alama, mchezaji anakula kete zote zilizo katika mashimo mawili ya mpinzani ya safu wima hiyo.',
  },
};

/** Where captured seeds are sown from, as the option `capture_sow_from` has it. */
/** @type {RcLine[]} */
export const RC_FR_SOW_CAPTURED = [
  {
    id: 'capture.sow',
    tags: ['lap_start:capture'],
    when: { capture_sow_from: 'after_lap_origin' },
    text: {
      en: 'The captured seeds are sown as a new lap, as if lifted from the pit the capturing lap started from: the first goes into the pit after it, retracing that lap.',
      it: 'I semi catturati vengono seminati in un nuovo giro, come se fossero stati prelevati dalla buca da cui era partito il giro della cattura: il primo va nella buca successiva, ripercorrendo quel giro.',
      fr: 'Les graines capturées sont semées en un nouveau tour, comme si elles avaient été prises dans le trou d\'où est parti le tour de la capture : la première va dans le trou suivant, et le semis refait ce tour.',
      ca: 'Les llavors capturades se sembren en una nova volta, com si s\'haguessin agafat del forat d\'on havia sortit la volta de la captura: la primera va al forat següent i la sembra torna a fer aquella volta.',
      sw: 'Kete zilizoliwa zinapandwa kama mzunguko mpya, kana kwamba zimechukuliwa kutoka shimo ambalo mzunguko wa kula ulianzia: ya kwanza inaingia katika shimo linalofuata, ikirudia njia ya mzunguko huo.',
    },
  },
  {
    id: 'capture.sow.into',
    tags: ['lap_start:capture'],
    when: { capture_sow_from: 'into_lap_origin' },
    text: {
      en: 'The captured seeds are sown as a new lap whose first seed goes into the very pit the capturing lap started from.',
      it: 'I semi catturati vengono seminati in un nuovo giro il cui primo seme va proprio nella buca da cui era partito il giro della cattura.',
      fr: 'Les graines capturées sont semées en un nouveau tour dont la première graine va dans le trou même d\'où est parti le tour de la capture.',
      ca: 'Les llavors capturades se sembren en una nova volta la primera llavor de la qual va al mateix forat d\'on havia sortit la volta de la captura.',
      sw: 'Kete zilizoliwa zinapandwa kama mzunguko mpya ambao kete yake ya kwanza inaingia katika shimo lile lile ambalo mzunguko wa kula ulianzia.',
    },
  },
  {
    id: 'capture.sow.turn',
    tags: ['lap_start:capture'],
    when: { capture_sow_from: 'after_turn_origin' },
    text: {
      en: 'The captured seeds are sown as a new lap, as if lifted from the pit the turn started from: the first goes into the pit after it.',
      it: 'I semi catturati vengono seminati in un nuovo giro, come se fossero stati prelevati dalla buca da cui era iniziato il turno: il primo va nella buca successiva.',
      fr: 'Les graines capturées sont semées en un nouveau tour, comme si elles avaient été prises dans le trou d\'où le tour de jeu a commencé : la première va dans le trou suivant.',
      ca: 'Les llavors capturades se sembren en una nova volta, com si s\'haguessin agafat del forat on havia començat el torn: la primera va al forat següent.',
      sw: 'Kete zilizoliwa zinapandwa kama mzunguko mpya, kana kwamba zimechukuliwa kutoka shimo ambalo zamu ilianzia: ya kwanza inaingia katika shimo linalofuata.',
    },
  },
];

/** @type {RcLine} */
export const RC_FR_CHAIN = {
  id: 'capture.chain',
  tags: [],
  text: {
    en: 'That lap ends like any other: in an empty pit the turn ends, on a marker the player captures again, in an occupied pit the player relays.',
    it: 'Quel giro finisce come ogni altro: in una buca vuota il turno termina, in un marcatore si cattura di nuovo, in una buca occupata si prosegue a staffetta.',
    fr: 'Ce tour se termine comme les autres : dans un trou vide le tour de jeu s\'arrête, sur un marqueur le joueur capture encore, dans un trou occupé il relaie.',
    ca: 'Aquesta volta acaba com qualsevol altra: en un forat buit el torn s\'acaba, en un marcador es torna a capturar, en un forat ocupat es fa un relleu.',
    sw: 'Mzunguko huo unaisha kama mwingine wowote: katika shimo tupu zamu inaisha, katika alama mchezaji anakula tena, katika shimo lenye kete mchezaji anaendelea kupanda.',
  },
};

/** @type {RcLine} */
export const RC_FR_KEPT = {
  id: 'capture.kept',
  tags: [],
  text: {
    en: 'Captured seeds never leave the board: they change sides and go on being sown.',
    it: 'I semi catturati non lasciano mai il tavoliere: passano di mano e continuano a essere seminati.',
    fr: 'Les graines capturées ne quittent jamais le plateau : elles changent de camp et continuent d\'être semées.',
    ca: 'Les llavors capturades mai no surten del tauler: canvien de mans i es continuen sembrant.',
    sw: 'Kete zilizoliwa haziondoki ubaoni: zinahamia upande mwingine na kuendelea kupandwa.',
  },
};

/** @type {RcLine} */
export const RC_FR_FIRST_TURN = {
  id: 'capture.firstTurn',
  tags: [],
  when: { no_capture_first_turn: true },
  text: {
    en: 'No capture on a player\'s first turn: a marker reached then counts as an ordinary occupied pit, and the player relays.',
    it: 'Nessuna cattura al primo turno di un giocatore: un marcatore raggiunto allora vale come una buca occupata qualsiasi e si prosegue a staffetta.',
    fr: 'Pas de capture au premier tour d\'un joueur : un marqueur atteint à ce moment compte comme un trou occupé ordinaire, et le joueur relaie.',
    ca: 'Cap captura al primer torn d\'un jugador: un marcador que s\'hi assoleix compta com un forat ocupat qualsevol i es fa un relleu.',
    sw: 'Hakuna kula katika zamu ya kwanza ya mchezaji: alama inayofikiwa wakati huo inahesabiwa kama shimo la kawaida lenye kete, na mchezaji anaendelea kupanda.',
  },
};

/** The wins of the family, each as the game's options and win scheme have it (RULES §2.1, §2.2, §7). */
/** @type {RcLine[]} */
export const RC_FR_WINS = [
  {
    id: 'win.normal',
    tags: ['game_end:no_moves'],
    text: {
      en: 'A player who has no move on their turn (every own pit holds 0 or 1 seed) loses.',
      it: 'Perde il giocatore che al suo turno non ha mosse (ogni sua buca contiene 0 o 1 seme).',
      fr: 'Le joueur qui n\'a aucun coup possible à son tour (chacun de ses trous contient 0 ou 1 graine) a perdu.',
      ca: 'Perd el jugador que en el seu torn no té cap jugada (cada forat seu té 0 o 1 llavor).',
      sw: 'Mchezaji asiye na mwendo katika zamu yake (kila shimo lake lina kete 0 au 1) anashindwa.',
    },
  },
  {
    id: 'win.bulijo',
    tags: ['game_end:no_moves'],
    when: { win_scheme: 'tournament' },
    text: {
      en: 'This normal win is okwa bulijo and scores 1 point.',
      it: 'Questa vittoria normale è okwa bulijo e vale 1 punto.',
      fr: 'Cette victoire normale s\'appelle okwa bulijo et vaut 1 point.',
      ca: 'Aquesta victòria normal és okwa bulijo i val 1 punt.',
      sw: 'Ushindi huu wa kawaida ni okwa bulijo, wenye thamani ya pointi 1.',
    },
  },
  {
    id: 'win.akawumbi',
    tags: ['game_end:akawumbi'],
    when: { win_scheme: 'uganda', akawumbi: true },
    text: {
      en: 'Akawumbi: a player who, in one turn, captures from all {sidePits} of the opponent\'s pits (all of them occupied when the turn began), the last capture being in an end column, wins; it counts as {akawumbi_points} wins.',
      it: 'Akawumbi: vince il giocatore che, in un solo turno, cattura da tutte le {sidePits} buche dell\'avversario (tutte occupate all\'inizio del turno), con l\'ultima cattura in una colonna estrema; vale come {akawumbi_points} vittorie.',
      fr: 'Akawumbi : un joueur qui, en un seul tour, capture dans les {sidePits} trous de l\'adversaire (tous occupés au début du tour), la dernière capture étant dans une colonne d\'extrémité, gagne ; cela compte pour {akawumbi_points} victoires.',
      ca: 'Akawumbi: guanya el jugador que, en un sol torn, captura dels {sidePits} forats de l\'adversari (tots ocupats al començament del torn), amb l\'última captura en una columna d\'un extrem; compta com {akawumbi_points} victòries.',
      sw: 'Akawumbi: mchezaji ambaye, katika zamu moja, anakula kutoka mashimo yote {sidePits} ya mpinzani (yote yakiwa na kete zamu ilipoanza), kula kwa mwisho kukiwa katika safu wima ya pembeni, anashinda; unahesabiwa kama ushindi mara {akawumbi_points}.',
    },
  },
  {
    id: 'win.akawumbi.tournament',
    tags: ['game_end:akawumbi'],
    when: { win_scheme: 'tournament', akawumbi: true },
    text: {
      en: 'Akawumbi ({akawumbi_points} points): after a turn in which the winner captured, the opponent\'s whole territory is empty and the last capture was in an end column.',
      it: 'Akawumbi ({akawumbi_points} punti): dopo un turno in cui il vincitore ha catturato, tutto il territorio dell\'avversario è vuoto e l\'ultima cattura era in una colonna estrema.',
      fr: 'Akawumbi ({akawumbi_points} points) : après un tour où le gagnant a capturé, tout le territoire de l\'adversaire est vide et la dernière capture était dans une colonne d\'extrémité.',
      ca: 'Akawumbi ({akawumbi_points} punts): després d\'un torn en què el guanyador ha capturat, tot el territori de l\'adversari és buit i l\'última captura era en una columna d\'un extrem.',
      sw: 'Akawumbi (pointi {akawumbi_points}): baada ya zamu ambayo mshindi alikula, eneo lote la mpinzani ni tupu na kula kwa mwisho kulikuwa katika safu wima ya pembeni.',
    },
  },
  {
    id: 'win.emitwe',
    tags: ['game_end:emitwe_ebiri'],
    when: { win_scheme: 'uganda', emitwe_ebiri: true },
    text: {
      en: 'Emitwe-ebiri (“cutting at both ends”): a player who, in one turn, captures in both the first and the last column wins.',
      it: 'Emitwe-ebiri («tagliare alle due estremità»): vince il giocatore che, in un solo turno, cattura sia nella prima sia nell\'ultima colonna.',
      fr: 'Emitwe-ebiri (« couper aux deux bouts ») : un joueur qui, en un seul tour, capture à la fois dans la première et dans la dernière colonne gagne.',
      ca: 'Emitwe-ebiri («tallar pels dos extrems»): guanya el jugador que, en un sol torn, captura tant a la primera com a l\'última columna.',
      sw: 'Emitwe-ebiri (“kukata pande zote mbili”): mchezaji ambaye, katika zamu moja, anakula katika safu wima ya kwanza na pia ya mwisho, anashinda.',
    },
  },
  {
    id: 'win.okutema',
    tags: ['game_end:okutema'],
    when: { win_scheme: 'tournament', emitwe_ebiri: true },
    text: {
      en: 'Okutema (2 points): after a turn in which the winner captured, the opponent\'s inner row is empty, or the turn captured in both end columns (emitwe-ebiri).',
      it: 'Okutema (2 punti): dopo un turno in cui il vincitore ha catturato, la fila interna dell\'avversario è vuota, oppure quel turno ha catturato in entrambe le colonne estreme (emitwe-ebiri).',
      fr: 'Okutema (2 points) : après un tour où le gagnant a capturé, la rangée intérieure de l\'adversaire est vide, ou ce tour a capturé dans les deux colonnes d\'extrémité (emitwe-ebiri).',
      ca: 'Okutema (2 punts): després d\'un torn en què el guanyador ha capturat, la fila interior de l\'adversari és buida, o aquell torn ha capturat a les dues columnes dels extrems (emitwe-ebiri).',
      sw: 'Okutema (pointi 2): baada ya zamu ambayo mshindi alikula, safu ya ndani ya mpinzani ni tupu, au katika zamu hiyo alikula katika safu wima zote mbili za pembeni (emitwe-ebiri).',
    },
  },
  {
    id: 'win.okutema.inner',
    tags: ['game_end:okutema'],
    when: { win_scheme: 'tournament', emitwe_ebiri: false },
    text: {
      en: 'Okutema (2 points): after a turn in which the winner captured, the opponent\'s inner row is empty.',
      it: 'Okutema (2 punti): dopo un turno in cui il vincitore ha catturato, la fila interna dell\'avversario è vuota.',
      fr: 'Okutema (2 points) : après un tour où le gagnant a capturé, la rangée intérieure de l\'adversaire est vide.',
      ca: 'Okutema (2 punts): després d\'un torn en què el guanyador ha capturat, la fila interior de l\'adversari és buida.',
      sw: 'Okutema (pointi 2): baada ya zamu ambayo mshindi alikula, safu ya ndani ya mpinzani ni tupu.',
    },
  },
  {
    id: 'win.akakyala',
    tags: ['game_end:akakyala'],
    when: { akakyala: 'consecutive' },
    text: {
      en: 'Akakyala: a player who captures on two consecutive turns of theirs, while the opponent has not yet captured in the game, wins.',
      it: 'Akakyala: vince il giocatore che cattura in due suoi turni consecutivi mentre l\'avversario non ha ancora catturato nella partita.',
      fr: 'Akakyala : un joueur qui capture lors de deux de ses tours consécutifs, alors que l\'adversaire n\'a encore rien capturé de la partie, gagne.',
      ca: 'Akakyala: guanya el jugador que captura en dos torns seus consecutius mentre l\'adversari encara no ha capturat res en la partida.',
      sw: 'Akakyala: mchezaji anayekula katika zamu zake mbili mfululizo, wakati mpinzani bado hajala katika mchezo, anashinda.',
    },
  },
  {
    id: 'win.akakyala.any',
    tags: ['game_end:akakyala'],
    when: { akakyala: 'any_two' },
    text: {
      en: 'Akakyala: a player who captures on any two turns of theirs before the opponent\'s first capture wins.',
      it: 'Akakyala: vince il giocatore che cattura in due suoi turni qualsiasi prima della prima cattura dell\'avversario.',
      fr: 'Akakyala : un joueur qui capture lors de deux de ses tours, consécutifs ou non, avant la première capture de l\'adversaire, gagne.',
      ca: 'Akakyala: guanya el jugador que captura en dos torns seus qualssevol abans de la primera captura de l\'adversari.',
      sw: 'Akakyala: mchezaji anayekula katika zamu zake zozote mbili kabla mpinzani hajala kwa mara ya kwanza, anashinda.',
    },
  },
  {
    id: 'win.akakyala.points',
    tags: ['game_end:akakyala'],
    when: { win_scheme: 'tournament', akakyala: ['consecutive', 'any_two'] },
    text: {
      en: 'In the tournament akakyala scores 2 points.',
      it: 'Nel torneo l\'akakyala vale 2 punti.',
      fr: 'En tournoi, l\'akakyala vaut 2 points.',
      ca: 'En el torneig, l\'akakyala val 2 punts.',
      sw: 'Katika mashindano akakyala ina thamani ya pointi 2.',
    },
  },
  {
    id: 'win.match',
    tags: [],
    unless: { match_to: 0 },
    text: {
      en: 'A match goes on until a player has {match_to} points; the loser of a game moves first in the next.',
      it: 'La sfida continua finché un giocatore arriva a {match_to} punti; chi perde una partita muove per primo nella successiva.',
      fr: 'Le match se poursuit jusqu\'à ce qu\'un joueur ait {match_to} points ; le perdant d\'une partie commence la suivante.',
      ca: 'El matx continua fins que un jugador té {match_to} punts; qui perd una partida comença la següent.',
      sw: 'Mechi inaendelea hadi mchezaji mmoja apate pointi {match_to}; aliyeshindwa katika mchezo mmoja ndiye anaanza katika mchezo unaofuata.',
    },
  },
];

/** Said where the special wins are played (not in Hus, which has only the normal win). */
/** @type {RcLine} */
export const RC_FR_JUDGED = {
  id: 'win.judged',
  tags: [],
  text: {
    en: 'These wins are judged when the turn ends, once all its laps are sown.',
    it: 'Queste vittorie si valutano alla fine del turno, quando tutti i suoi giri sono stati seminati.',
    fr: 'Ces victoires sont jugées à la fin du tour de jeu, une fois tous ses semis faits.',
    ca: 'Aquestes victòries es jutgen quan s\'acaba el torn, un cop sembrades totes les seves voltes.',
    sw: 'Ushindi huu unaamuliwa zamu inapoisha, baada ya mizunguko yake yote kupandwa.',
  },
};

/** Differences from Omweso that Hus and Igisoro share. */
/** @type {RcLine} */
export const RC_FR_DIFF_INNER = {
  id: 'diff.inner',
  tags: [],
  text: {
    en: 'Only inner-row pits can be markers.',
    it: 'Solo le buche della fila interna possono essere marcatori.',
    fr: 'Seuls les trous de la rangée intérieure peuvent être des marqueurs.',
    ca: 'Només els forats de la fila interior poden ser marcadors.',
    sw: 'Mashimo ya safu ya ndani tu ndiyo yanaweza kuwa alama.',
  },
};

/** @type {RcLine} */
export const RC_FR_DIFF_NO_REVERSE = {
  id: 'diff.noReverse',
  tags: [],
  text: {
    en: 'No Omweso reverse laps.',
    it: 'Nessun giro inverso dell\'omweso.',
    fr: 'Pas de tours inverses de l\'omweso.',
    ca: 'Cap volta inversa de l\'omweso.',
    sw: 'Hakuna mizunguko ya kinyume ya Omweso.',
  },
};
