// The panels around the game, each given only what it needs of it (a narrow
// host of a few functions, never the controller), and wired to what the
// controller announces. Only this file and the others of app/ know more
// than one feature.
import { gameSpec, defaultSettings } from '../game/settings.js';
import { embedSettings } from '../embed/game.js';
import { Offers } from '../play/offers.js';
import { GameOver } from '../play/game-over.js';
import { Review } from '../play/review.js';
import { MovePreview } from '../play/move-preview.js';
import { BoardLegend } from '../play/legend.js';
import { SrBoard } from '../a11y/sr-board.js';
import { KeyControl } from '../a11y/keys.js';
import { HelpPanel } from '../a11y/help-panel.js';
import { LessonPanel } from '../lessons/panel.js';
import { SharePanel } from '../share/panel.js';
import { holdsSave } from '../share/open.js';
import { RulesCard } from '../rules-cards/panel.js';
import { renderAbout } from '../rules-cards/about.js';
import { emitStart, emitMove, emitEnd } from '../embed/events.js';
import { modeOf } from '../game/players.js';
import { byId, buttonById } from '../dom.js';
import { attachDialogs } from './dialogs.js';

/** @typedef {ReturnType<typeof import('./game.js').composeGame>} ComposedGame */


/** @param {ComposedGame} game */
export function attachPanels(game) {
  const { ctrl, board, redraw, policies, sound } = game;
  const settings = () => /** @type {import('../game/settings.js').Settings} */ (ctrl.settings);
  /** The words under the board, as drawn now. */
  const status = () => {
    redraw.flush();
    return byId('status').textContent ?? '';
  };
  const newGame = (/** @type {import('../game/settings.js').Settings} */ s) => ctrl.open(s, { spec: gameSpec(s) });

  const { setup, positions } = attachDialogs(ctrl, newGame);

  const offers = new Offers({
    position: () => ctrl.snapshot,
    players: () => settings().players,
    label: (side) => ctrl.turns.label(side),
    busy: () => ctrl.busy || ctrl.turns.thinking,
    ask: (q) => ctrl.ask(q),
    opponent: ctrl.turns.opponent,
    resign: (side) => ctrl.endBy('resign', { side }),
    agreeDraw: () => ctrl.endBy('agreeDraw'),
    say: (text) => ctrl.say(text),
  }, { resign: buttonById('btn-resign'), draw: buttonById('btn-draw') });

  const gameOver = new GameOver(byId('board-wrap'), {
    playAgain: () => newGame(settings()),
    newGame: () => buttonById('btn-new').click(),
    nextGame: () => ctrl.nextGame(),
  });

  const help = new HelpPanel();
  const srBoard = new SrBoard(byId('sr-board'), {
    snapshot: () => ctrl.snapshot,
    canPlay: () => ctrl.canPlay,
    busy: () => ctrl.busy,
    humanToMove: () => ctrl.turns.humanToMove(),
    choosing: () => ctrl.localChoice?.pit ?? null,
    choosePit: (pit) => policies.pit(pit),
    setCursor: (pit) => ctrl.moveCursor(pit),
    redraw: () => ctrl.redraw(),
    status,
    onSaid: (fn) => ctrl.on('said', ({ text }) => fn(text)),
    context: () => ctrl.narrationContext(),
  }, { help: () => help.open() });
  const keys = new KeyControl({
    board,
    canPlay: () => ctrl.canPlay,
    cursor: () => ctrl.cursor,
    moveCursor: (pit, text) => ctrl.moveCursor(pit, text),
    choosePit: (pit) => policies.pit(pit),
    chooseDir: (dir) => ctrl.chooseDir(dir),
    cancelChoice: () => ctrl.cancelChoice(),
    undo: () => ctrl.undo(),
    status,
    flush: () => redraw.flush(),
  }, srBoard, help);
  // Keys act anywhere but in fields and dialogs.
  document.addEventListener('keydown', (e) => keys.handle(e));

  const preview = new MovePreview(board, {
    preview: (d) => ctrl.engine.preview(d),
    snapshot: () => ctrl.snapshot,
    ready: () => !ctrl.busy && !ctrl.localChoice && ctrl.turns.humanToMove(),
    context: () => ctrl.narrationContext(),
    redraw: () => ctrl.redraw(),
  });
  const legend = new BoardLegend(byId('legend'));
  const rulesCard = new RulesCard(buttonById('btn-rules'));

  const lessons = new LessonPanel({
    ruleset: () => ctrl.rulesetId,
    keep: () => (ctrl.snapshot ? { json: ctrl.snap.json, settings: settings(), narration: ctrl.narration.lines.slice() } : null),
    openPosition: (setupSpec, s) => ctrl.start(s, { setup: setupSpec, lesson: true }),
    restore: (kept) => ctrl.start(kept.settings, { save: kept.json }, kept.narration),
    play: (d) => ctrl.play(d),
    undo: () => ctrl.undo(),
    refresh: () => ctrl.settle(),
    snapshot: () => ctrl.snapshot,
    words: (e) => ctrl.words(e),
  }, { panel: byId('lesson'), button: buttonById('btn-lessons') });

  const share = new SharePanel({
    snapshot: () => ctrl.snapshot,
    settings,
    names: () => ctrl.names(),
    start: (s, how) => ctrl.start(s, how),
    open: (s, how) => ctrl.open(s, how),
    persist: () => ctrl.persist(),
    notice: (text) => ctrl.notice(text),
    words: (e) => ctrl.words(e),
    fresh: () => embedSettings() ?? defaultSettings(),
  }, { button: buttonById('btn-share'), after: byId('choice') });

  const review = new Review({
    snapshot: () => ctrl.snapshot,
    animating: () => ctrl.animating,
    busy: () => ctrl.busy,
    request: (op, args) => ctrl.engine.request(op, args),
    humanPlays: (side) => settings().players[side] === 'human',
    names: () => ctrl.names(),
    rewind: (k) => ctrl.rewind(k),
    choosePit: (pit) => ctrl.choosePit(pit),
    // Opened or stepped, the clock waits (settle() asks held()).
    redraw: () => ctrl.settle(),
    say: (text) => ctrl.say(text),
    ended: () => ending(false),
    notice: (text) => ctrl.notice(text),
    words: (e) => ctrl.words(e),
    board: board.canvas,
  }, { list: byId('moves'), after: byId('choice') });

  policies.blocked = () => lessons.blocksBoard;
  policies.mayKeep = () => !lessons.active && !(ctrl.snapshot && holdsSave(ctrl.snapshot));
  policies.held = () => review.active;
  policies.pit = (pit) => (review.active ? review.playFrom(pit) : ctrl.choosePit(pit));

  /**
   * The card of a finished game, and its sound when it has just ended.
   * @param {boolean} justEnded
   */
  function ending(justEnded) {
    const st = ctrl.snap.state;
    if (!st.result || lessons.active) return; // the lesson panel says how the game was won
    const names = { south: ctrl.turns.label('south'), north: ctrl.turns.label('north') };
    gameOver.show({ result: st.result, names, matchScore: st.matchScore, matchTo: st.matchTo, matchOver: st.matchOver, tournament: ctrl.tournament, rows: st.rows, family: ctrl.info.family });
    if (!justEnded) return;
    emitEnd(ctrl.snap);
    // Against the computer the sound says whether the person won; otherwise any win is a win.
    const { south, north } = settings().players;
    const person = south === 'human' && north === 'computer' ? 'south' : north === 'human' && south === 'computer' ? 'north' : null;
    sound.end(st.result.winner === null ? null : person ? st.result.winner === person : true);
  }

  ctrl.on('opened', ({ how, lesson }) => {
    const st = ctrl.snap.state;
    const info = ctrl.info;
    renderAbout(info);
    legend.show({ family: st.family, turningPits: info.turningPits, skips: info.skips, options: ctrl.snap.options, computer: modeOf(settings().players) !== 'hvh', hints: Boolean(settings().players.hints) });
    rulesCard.show(info, ctrl.snap.options, st);
    lessons.gameOpened(lesson); // a game the player opened ends a lesson
    gameOver.hide();
    if (st.result) ending(false);
    emitStart(ctrl.snap, settings(), how);
    share.started(how);
  });
  ctrl.on('turn', ({ events }) => {
    preview.clear(); // no preview while a turn is sown
    rulesCard.turn(events);
  });
  ctrl.on('sown', ({ event }) => rulesCard.reached(event)); // the card marks a rule as the seeds show it
  ctrl.on('shown', ({ events }) => {
    const move = emitMove(ctrl.snap, settings());
    if (move) share.moved(/** @type {any} */ (move));
    rulesCard.reached(events.length - 1); // a turn skipped or shown at once: all its rules
    srBoard.turnPlayed(events); // one summary per decision
    if (events.some((e) => e.type === 'game_end')) ending(true);
  });
  ctrl.on('played', ({ decision, events }) => lessons.played(decision, events)); // a move on a lesson's position is judged

  return { setup, positions, offers, gameOver, srBoard, keys, preview, review, lessons, share, rulesCard, legend, ending };
}
