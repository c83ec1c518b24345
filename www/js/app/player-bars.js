// The players' bars beside the board: each one's label, tally and marks (to
// move, the winner). One drawing for the live view (app/view.js) and the
// first board before the engine (app/first-board.js), so the two agree and
// nothing moves when the live page takes over.
import { tallyText } from '../words/tally.js';
import { byId } from '../dom.js';

/**
 * @param {{ south: string, north: string }} labels each player's words
 * @param {Parameters<typeof tallyText>[0]} tally what the tallies are read from (a GameState, or a picture's sides)
 * @param {{ toMove: string, over: boolean, winner: string | null }} turn
 */
export function showPlayerBars(labels, tally, { toMove, over, winner }) {
  for (const [i, side] of /** @type {const} */ (['south', 'north']).entries()) {
    const box = byId(`player-${side}`);
    /** @type {HTMLElement} */ (box.querySelector('.name')).textContent = labels[side];
    /** @type {HTMLElement} */ (box.querySelector('.store')).textContent = tallyText(tally, /** @type {0 | 1} */ (i));
    box.classList.toggle('to-move', !over && toMove === side);
    box.classList.toggle('winner', winner === side);
  }
}
