// The two dialogs that start a game: the set-up (New game) and the teacher's
// position editor. While one is open the computer waits (ComputerTurns asks
// whether a dialog is open); once it closes, the game on the board goes on.
import { Game } from '../engine/wasm.js';
import { SetupPanel } from '../setup/panel.js';
import { PositionEditor } from '../setup/position-editor.js';
import { byId, buttonById } from '../dom.js';

/**
 * @param {import('./controller.js').GameController} ctrl
 * @param {(settings: import('../game/settings.js').Settings) => void} newGame
 */
export function attachDialogs(ctrl, newGame) {
  const settings = () => /** @type {import('../game/settings.js').Settings} */ (ctrl.settings);
  const setup = new SetupPanel(/** @type {HTMLDialogElement} */ (byId('setup-dialog')), newGame);
  const positions = new PositionEditor(/** @type {HTMLDialogElement} */ (byId('position-dialog')), {
    state: () => ctrl.snapshot?.state ?? null,
    options: () => ctrl.snap.options,
    check: (spec) => {
      try {
        Game.fromSetup(spec).free();
        return null;
      } catch (e) {
        return e;
      }
    },
    play: (spec) => ctrl.playPosition(spec),
  });
  for (const [opener, dialog, open] of /** @type {const} */ ([
    ['btn-new', 'setup-dialog', () => setup.open(settings())],
    ['btn-position', 'position-dialog', () => positions.open()],
  ])) {
    buttonById(opener).addEventListener('click', () => {
      ctrl.turns.changed();
      open();
    });
    byId(dialog).addEventListener('close', () => { if (ctrl.snapshot && !ctrl.busy) ctrl.settle(); });
  }

  return { setup, positions };
}
