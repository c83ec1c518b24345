// The first board, drawn before the engine has arrived: on a slow link the
// wasm is most of what a visit downloads, and a visitor should see the game
// at once, not a blank box. The picture is the one the engine-backed page
// draws of the same position (board/picture.js): for a returning player the
// last position this page saved, else the first board of the game the
// address asks for, which the build had the engine make (app/first-boards.js).
//
// It is drawn only where the page will open that very position, laid out as
// it will be: with no game parameters in the address but `ruleset`, no
// shared link, and not on a kiosk. Until the
// game is ready a click on the board is answered in words, never played,
// never lost without a word.
import { BoardView } from '../board/view.js';
import { BoardFrame } from '../board/frame.js';
import { pictureModel, pictureSides } from '../board/picture.js';
import { savedPicture } from '../game/slot.js';
import { GAME_PARAMS } from '../embed/page-params.js';
import { t } from '../words/i18n.js';
import { FIRST_BOARDS } from './first-boards.js';
import { showPlayerBars } from './player-bars.js';
import { byId, buttonById } from '../dom.js';

/**
 * The board and its frame, made before the engine: the first board may be
 * drawn on them while it loads, and the game (app/game.js) takes them over.
 */
export function composeBoard() {
  const board = new BoardView(/** @type {HTMLCanvasElement} */ (byId('board')));
  const frame = new BoardFrame(board, { play: byId('play'), wrap: byId('board-wrap'), flip: buttonById('btn-flip'), coords: buttonById('btn-coords') });
  // Fitted again whenever its box changes, the first board too (the view redraws what it drew).
  new ResizeObserver(() => frame.fit()).observe(byId('board-wrap'));
  return { board, frame };
}

/** The mark the page sets when its first board is drawn, early or live (tools/first-board.mjs reads it). */
export const FIRST_BOARD_MARK = 'omweso:first-board';

/**
 * The picture to draw before the engine, or null where the page may open
 * another position than one known now.
 * @param {Location} where
 */
function earlyPicture(where) {
  if (where.hash.length > 1) return null; // a shared link: its game, not this page's
  const q = new URLSearchParams(where.search);
  // A kiosk's page is laid out and played its own way once it starts (kiosk/kiosk.js): no board before.
  if (q.has('kiosk')) return null;
  const asked = GAME_PARAMS.filter((p) => q.has(p));
  if (asked.some((p) => p !== 'ruleset')) return null;
  const ruleset = q.get('ruleset');
  const saved = savedPicture();
  if (saved && (ruleset === null || saved.ruleset === ruleset)) return saved;
  const boards = FIRST_BOARDS;
  if (!boards) return null;
  const id = ruleset ?? boards.first;
  const picture = boards.boards[id];
  return picture ? { ruleset: id, picture, names: null } : null;
}

/**
 * Draw the first board now if it can be known, with the players' names, and
 * answer a click on it in words until `ready()` is called.
 * @param {import('../board/view.js').BoardView} board
 * @param {import('../board/frame.js').BoardFrame} frame
 * @param {Location} [where]
 * @returns {{ drawn: boolean, ready: () => void }}
 */
export function drawFirstBoard(board, frame, where = location) {
  const early = earlyPicture(where);
  const model = early ? pictureModel(early.picture) : null;
  const sides = early ? pictureSides(early.picture) : null;
  if (!early || !model || !sides) return { drawn: false, ready: () => {} };
  const names = early.names ?? { south: t('side.south'), north: t('side.north') };
  board.setShape(model.rows, model.cols, byId('board-wrap').clientWidth);
  frame.fit();
  board.storeNames = [names.south, names.north];
  board.draw(model);
  showPlayerBars(names, sides, { toMove: model.toMove, over: sides.over, winner: sides.winner });
  document.body.dataset.board = 'early';
  performance.mark(FIRST_BOARD_MARK);
  const refuse = () => {
    byId('status').textContent = t('app.stillLoading');
  };
  board.canvas.addEventListener('click', refuse);
  // The controls do nothing yet: said so by being disabled, until the game is ready.
  const waiting = /** @type {(HTMLButtonElement | HTMLSelectElement)[]} */ ([...document.querySelectorAll('.controls button, .controls select')]).filter((c) => !c.disabled);
  for (const c of waiting) c.disabled = true;
  return {
    drawn: true,
    ready: () => {
      board.canvas.removeEventListener('click', refuse);
      for (const c of waiting) c.disabled = false;
    },
  };
}

/** The board the page draws once its engine is there: the first board, if none was drawn before. */
export function liveBoardDrawn() {
  document.body.dataset.board = 'live';
  if (performance.getEntriesByName(FIRST_BOARD_MARK).length === 0) performance.mark(FIRST_BOARD_MARK);
}
