// The page once its engine is there: the game and its panels put together
// (app/game.js, app/panels.js), the view that draws them, the first game
// opened (a shared link, this page's saved game, or a fresh one), the kiosk,
// and the service worker. app/main.js fetches this module, with all it
// imports beyond the first board's, beside the wasm: on the built site it is
// a chunk of its own, not part of what the first board waits for. It brings
// the engine's glue too (engine/wasm.js): app/main.js has only started the
// wasm's download, and instantiates it through loadEngine, once both are here.
import { SPEEDS } from '../board/animator.js';
import { t, setLanguage, onLanguageChange } from '../words/i18n.js';
import { defaultSettings, gameSpec } from '../game/settings.js';
import { load, forget } from '../game/store.js';
import { embedMuted, embedLanguage } from '../embed/page.js';
import { embedGame, embedSettings, embedKeeps } from '../embed/game.js';
import { startKiosk } from '../kiosk/kiosk.js';
import { composeGame } from './game.js';
import { liveBoardDrawn } from './first-board.js';
import { attachPanels } from './panels.js';
import { GameView } from './view.js';
import { translatePage } from './page-text.js';
import { installTestHook } from './test-hook.js';
import { watchForUpdates } from './updates.js';
import { nextTask } from './next-task.js';
import { byId } from '../dom.js';

export { loadEngine } from '../engine/wasm.js';

/**
 * Put the page together on the engine, and open the first game.
 * @param {import('../engine/client.js').EngineClient} engine the game's engine worker
 * @param {ReturnType<typeof import('./first-board.js').composeBoard>} boardParts the board and its frame
 * @param {{ ready: () => void }} early the first board drawn before the engine, if any
 */
export async function compose(engine, boardParts, early) {
  embedGame(); // the game's parameters checked against the engine, then omweso:ready
  const game = composeGame(engine, boardParts);
  early.ready(); // the board takes clicks now
  await nextTask(); // the page's parts in tasks of their own, none of them long
  const panels = attachPanels(game);
  const { ctrl, redraw } = game;
  const view = new GameView(ctrl, {
    board: game.board,
    frame: game.frame,
    choice: game.choice,
    review: panels.review,
    preview: panels.preview,
    grid: panels.srBoard,
    offers: panels.offers,
    ending: panels.gameOver,
  });
  game.drawing.render = () => view.render();
  /** @type {Record<string, any>} */
  const parts = { controller: ctrl, board: game.board, redraw, sound: game.sound, turns: ctrl.turns, review: panels.review, lessons: panels.lessons };
  installTestHook(/** @type {any} */ (parts));
  onLanguageChange(() => {
    translatePage();
    view.relabel();
    redraw.request();
    if (panels.gameOver.shown) panels.ending(false);
  });
  await nextTask();
  await resume(ctrl, panels.share);
  // ?kiosk=1: attract demos and idle resets, through what the controller lends.
  parts.kiosk = startKiosk(location.search, {
    settings: () => /** @type {import('../game/settings.js').Settings} */ (ctrl.settings),
    state: () => ctrl.snapshot?.state,
    open: (s) => ctrl.open(s, { spec: gameSpec(s) }),
    soundDefault: () => { if (game.sound.muted !== Boolean(embedMuted())) byId('btn-sound').click(); },
    languageDefault: () => setLanguage(embedLanguage()),
  });
  liveBoardDrawn();
  document.body.dataset.ready = 'true';
  // The service worker: offline play, and a new version offered, not forced.
  watchForUpdates();
}

/**
 * The first game: a link in the address, else this page's saved game (this
 * tab's, else the page's latest), else a fresh one.
 * @param {import('./controller.js').GameController} ctrl
 * @param {import('../share/panel.js').SharePanel} share
 */
async function resume(ctrl, share) {
  const { data, error, notes } = load();
  const speed = /** @type {HTMLSelectElement} */ (byId('speed'));
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  speed.value = data?.speed && data.speed in SPEEDS ? data.speed : reduced ? 'instant' : 'normal';
  ctrl.animator.speed = /** @type {any} */ (speed.value);
  if (error) {
    forget();
    ctrl.notice(t('saved.discarded', { reason: error }));
  }
  if (await share.openLink()) return;
  // A save of other parameters than the URL's is not restored over them.
  if (data && embedKeeps(data.settings)) {
    // The settings were checked against the engine: notes say what was dropped.
    for (const note of notes) ctrl.notice(note);
    const failed = await ctrl.start(data.settings, { save: data.game }, data.narration);
    if (!failed) return;
    forget();
    ctrl.notice(t('saved.discarded', { reason: ctrl.words(failed) }));
  }
  const fresh = embedSettings() ?? defaultSettings();
  await ctrl.open(fresh, { spec: gameSpec(fresh) });
}
