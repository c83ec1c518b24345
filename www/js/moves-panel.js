// The move list: one line per turn, a paused turn's direction joined to it.
import { decisionName } from './notation.js';

/** @typedef {import('./engine-client.js').Snapshot} Snapshot */

/**
 * @param {HTMLElement} list an <ol>
 * @param {Snapshot['history']} history
 * @param {number} rows
 * @param {(side: 'south' | 'north') => string} name
 */
export function renderMoves(list, history, rows, name) {
  const frag = document.createDocumentFragment();
  /** @type {HTMLElement | null} */
  let item = null;
  for (const m of history) {
    const text = decisionName(m.decision, rows);
    if (m.decision.kind === 'direction' && item) {
      item.textContent += ` ${text}`;
      continue;
    }
    item = document.createElement('li');
    item.textContent = `${name(m.player)}: ${text}`;
    frag.append(item);
  }
  list.replaceChildren(frag);
  list.scrollTop = list.scrollHeight;
}
