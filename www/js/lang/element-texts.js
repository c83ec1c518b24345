// The texts of <omweso-game> itself (www/js/embed/element.js), in all five
// languages: the element runs in the host's page, bundled into one small
// classic script, so it brings only these, not the page's whole texts. The
// page's packs include them too (lang/packs.js), for the tests of every
// language.

/** @type {import('./types.js').Pack} */
export const ELEMENT_TEXTS = {
  en: {
    'embed.element.noAnswer': 'The game did not load from {url}. Check that the whole www/ folder, with pkg/, is on the server, and that omweso-game.js is loaded from it.',
    'embed.element.defaultTitle': 'Omweso, the sowing games of East Africa',
  },
  it: {
    'embed.element.noAnswer': 'Il gioco non si è caricato da {url}. Controlla che l’intera cartella www/, con pkg/, sia sul server, e che omweso-game.js venga caricato da lì.',
    'embed.element.defaultTitle': 'Omweso, i giochi di semina dell’Africa orientale',
  },
  fr: {
    'embed.element.noAnswer': 'Le jeu ne s’est pas chargé depuis {url}. Vérifiez que tout le dossier www/, avec pkg/, est sur le serveur, et que omweso-game.js est chargé depuis ce dossier.',
    'embed.element.defaultTitle': 'Omweso, les jeux de semis d’Afrique de l’Est',
  },
  ca: {
    'embed.element.noAnswer': 'El joc no s’ha carregat des de {url}. Comprova que tota la carpeta www/, amb pkg/, és al servidor, i que omweso-game.js es carrega des d’allà.',
    'embed.element.defaultTitle': 'Omweso, els jocs de sembra de l’Àfrica oriental',
  },
  sw: {
    'embed.element.noAnswer': 'Mchezo haukupakiwa kutoka {url}. Hakikisha kwamba folda yote ya www/, pamoja na pkg/, iko kwenye seva, na kwamba omweso-game.js inapakiwa kutoka humo.',
    'embed.element.defaultTitle': 'Omweso, michezo ya kupanda kete ya Afrika Mashariki',
  },
};
