// The game on the page, put together: the board and its frame, the animator,
// the computer's turns, the clock and the narration, the controller that
// drives them and the view that draws them, and the controls under the board
// wired to the controller's actions. The panels around the game are wired by
// app/panels.js; app/main.js starts it all.
import { rulesets } from '../engine/wasm.js';
import { Opponent } from '../engine/opponent.js';
import { Animator } from '../board/animator.js';
import { listenToBoard } from '../board/input.js';
import { NarrationPanel } from '../play/narration-panel.js';
import { ChoicePanel } from '../play/choice-panel.js';
import { BlitzClock } from '../play/blitz-clock.js';
import { ThinkingIndicator } from '../play/thinking-indicator.js';
import { ComputerTurns } from '../play/computer-turns.js';
import { Sound, muteSwitch } from '../play/sound.js';
import { showNotice } from '../notices.js';
import { embedMuted } from '../embed/page.js';
import { useRulesets } from '../words/engine-words.js';
import { GameController } from './controller.js';
import { frameScheduler } from './redraw.js';
import { byId, buttonById } from '../dom.js';


/**
 * What a panel wired later lends the controller (app/panels.js fills it in).
 * @typedef {{ blocked: () => boolean, mayKeep: () => boolean, held: () => boolean, pit: (pit: number) => void }} Policies
 *   pit: where a pit picked on the board goes (a review plays from its moment)
 */

/**
 * @param {import('../engine/client.js').EngineClient} engine the game's engine worker, already starting
 * @param {ReturnType<typeof import('./first-board.js').composeBoard>} parts the board and its frame
 */
export function composeGame(engine, { board, frame }) {
  const infos = rulesets();
  useRulesets(infos);
  /** @type {Policies} */
  const policies = { blocked: () => false, mayKeep: () => true, held: () => false, pit: (pit) => ctrl.choosePit(pit) };
  /** @type {{ render: () => void }} */
  const drawing = { render: () => {} };
  const redraw = frameScheduler(() => drawing.render());
  const narration = new NarrationPanel(byId('narration'), {
    busy: () => ctrl.animating,
    names: () => (ctrl.settings ? ctrl.names() : undefined),
    changed: () => {
      ctrl.persist();
      redraw.request();
    },
  });
  const animator = new Animator(board, (lines) => ctrl.narrate(lines));
  const turns = new ComputerTurns(new Opponent(), new ThinkingIndicator(byId('thinking')), {
    position: () => engine.snapshot,
    // The computer waits while a dialog is open: a new game may replace this one.
    busy: () => ctrl.busy || ctrl.redoing || document.querySelector('#setup-dialog[open], #position-dialog[open]') !== null,
    players: () => /** @type {import('../game/settings.js').Settings} */ (ctrl.settings).players,
    names: () => ctrl.names(),
    pauseMs: () => ctrl.pauseMs(),
    showMs: () => ctrl.showMs(),
    show: (d) => ctrl.showIntent(d),
    play: (d) => ctrl.play(d),
    hinted: (d) => ctrl.showHint(d),
    failed: (message) => ctrl.computerFailed(message),
    nextGame: () => ctrl.nextGame(),
  });
  const ctrl = new GameController({
    engine,
    animator,
    turns,
    clock: new BlitzClock(byId('clock')),
    narration,
    infos,
    redraw: () => redraw.request(),
    notice: (text) => showNotice(text),
    blocked: () => policies.blocked(),
    mayKeep: () => policies.mayKeep(),
    held: () => policies.held(),
  });
  const choice = new ChoicePanel(byId('choice'), (d) => {
    if (turns.humanToMove()) ctrl.play(d);
  });
  // ?sound=off starts muted (an embed, a kiosk); otherwise the remembered switch.
  const sound = new Sound({ muted: embedMuted() });
  sound.listen(document);
  muteSwitch(sound, document, buttonById('btn-sound'));
  animator.onStep = (s, at, pace) => {
    // A click as each seed lands, a lift or a relay, a capture: the sound keeps fast sowing from turning to noise.
    if (at === 'end' && s.do === 'sow') sound.seed(pace, 0);
    else if (at === 'begin' && s.do === 'clear') sound.turn();
    else if (at === 'begin' && s.do === 'lift') sound.relay(pace);
    else if (at === 'begin' && s.do === 'capture') sound.capture(s.count ?? 1, pace);
    if (at === 'begin' && s.event !== undefined) ctrl.sown(s.event);
  };
  bindControls(ctrl);
  listenToBoard(board, {
    dir: (dir) => ctrl.chooseDir(dir),
    pit: (pit) => {
      if (ctrl.canPlay) policies.pit(pit);
    },
  });
  return { ctrl, board, frame, redraw, drawing, choice, sound, policies };
}

/**
 * The controls under the board, each an action of the controller.
 * @param {GameController} ctrl
 */
function bindControls(ctrl) {
  buttonById('btn-undo').addEventListener('click', () => ctrl.undo());
  buttonById('btn-redo').addEventListener('click', () => ctrl.redo());
  buttonById('btn-pause').addEventListener('click', () => ctrl.togglePause());
  buttonById('btn-step').addEventListener('click', () => ctrl.animator.step());
  buttonById('btn-skip').addEventListener('click', () => ctrl.animator.skip());
  buttonById('btn-next-game').addEventListener('click', () => ctrl.nextGame());
  buttonById('btn-hint').addEventListener('click', () => ctrl.askHint());
  const speed = /** @type {HTMLSelectElement} */ (byId('speed'));
  speed.addEventListener('change', () => ctrl.setSpeed(/** @type {any} */ (speed.value)));
}
