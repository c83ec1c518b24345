// An esbuild plugin for the served site (tools/bundle.mjs): the picture of
// every game's first board, made by the engine at build time, given to the
// bundler as www/js/app/first-boards.js (which in the sources holds none).
// Each is the position a fresh page opens for that game (its default
// settings, as game/settings.js makes them), drawn as the live page draws it
// (board/picture.js), so a first visit shows its board before the wasm has
// arrived, and the same pixels once it has.
import { readFileSync } from 'node:fs';
import { initSync, Game, rulesets } from '../www/pkg/omweso.js';
import { defaultSettings, settingsFor, gameSpec } from '../www/js/game/settings.js';
import { positionPicture } from '../www/js/board/picture.js';

/** Every game's first board, and the game a fresh page opens. */
export function firstBoards() {
  initSync({ module: readFileSync(new URL('../www/pkg/omweso_bg.wasm', import.meta.url)) });
  const fresh = defaultSettings();
  /** @type {Record<string, import('../www/js/board/picture.js').BoardPicture>} */
  const boards = {};
  for (const info of rulesets()) {
    const settings = settingsFor(fresh, info.id);
    const game = new Game(gameSpec(settings));
    try {
      const st = game.state();
      boards[info.id] = positionPicture(st, game.legalMoves(), info.turningPits, settings.players[st.toMove] === 'human');
    } finally {
      game.free();
    }
  }
  return { first: fresh.ruleset, boards };
}

/** @returns {import('esbuild').Plugin} */
export function firstBoardsPlugin() {
  return {
    name: 'first-boards',
    setup(b) {
      b.onLoad({ filter: /[/\\]www[/\\]js[/\\]app[/\\]first-boards\.js$/ }, () => ({
        contents: `// Made by tools/first-boards.mjs: every game's first board, drawn by the engine at build time.\nexport const FIRST_BOARDS = ${JSON.stringify(firstBoards())};\n`,
        loader: 'js',
      }));
    },
  };
}
