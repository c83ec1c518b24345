// The page's composition root, in two steps. Data flows one way: a click →
// a pit or a direction (board/input.js) → the controller (app/controller.js)
// → the engine's worker → events → the animator → one redraw by the view
// (app/view.js).
//
// First, with only what a first board needs (this module and its imports:
// the built site's first load), the page's parameters and language, the
// engine's download and its worker, and the first board, if it can be known
// before the engine (app/first-board.js). Then the rest of the page
// (app/compose.js, fetched beside the wasm) puts the game and its panels
// together on the engine and opens the first game. Nothing here needs the
// engine's code: its wasm-bindgen glue, the settings and the game's
// parameters come with the second step, so the first load stays small.
import { engineModule } from '../engine/wasm-module.js';
import { EngineClient } from '../engine/client.js';
import { t, onLanguageChange } from '../words/i18n.js';
import { openEmbed } from '../embed/page.js';
import { composeBoard, drawFirstBoard } from './first-board.js';
import { translatePage } from './page-text.js';
import { mountLanguagePicker } from '../words/language-picker.js';
import { nextTask } from './next-task.js';
import { byId } from '../dom.js';

/**
 * The event js/boot.js hears when a module of the page could not be loaded
 * after its start (a dynamic import: the browser never retries it either):
 * it reloads the page once, or says so.
 */
const MODULE_FAILED = 'omweso:module-failed';

async function main() {
  // ?lang, ?controls, ?sound, ?slot before any text is shown; the language's
  // texts (a chunk of their own on the served site) load beside the engine.
  const speaking = openEmbed();
  // The engine's worker starts at once: its scripts load while the wasm downloads.
  const engine = new EngineClient();
  engine.warm();
  const compiling = engineModule(); // the wasm's download starts now; it is instantiated by the second step
  compiling.catch(() => {}); // said below, once the page speaks
  const composing = import('./compose.js');
  composing.catch(() => {}); // as for the engine
  // Each step its own task, none of them long (the modules' evaluation is one).
  await speaking;
  await nextTask();
  translatePage();
  mountLanguagePicker(/** @type {HTMLSelectElement} */ (byId('lang')));
  // A language chosen before the game is ready: the page's words follow (compose.js takes over then).
  const earlyWords = onLanguageChange(() => {
    translatePage();
    byId('status').textContent = t('app.loading');
  });
  byId('status').textContent = t('app.loading');
  await nextTask();
  // The board the page will open, drawn now if it is known: the engine is most of the download.
  const boardParts = composeBoard();
  const early = drawFirstBoard(boardParts.board, boardParts.frame);
  let compose;
  let loadEngine;
  try {
    ({ compose, loadEngine } = await composing);
  } catch {
    dispatchEvent(new Event(MODULE_FAILED));
    return;
  }
  try {
    await loadEngine();
  } catch (e) {
    byId('status').textContent = t('app.loadFailed', { error: /** @type {Error} */ (e).message });
    return;
  }
  earlyWords();
  await compose(engine, boardParts, early);
}

main();
