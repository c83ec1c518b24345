// The move list: one line per turn, a paused turn's direction joined to it.
// Each line is a button that shows the board after that turn (review.js
// listens on the list); its `data-k` is the number of decisions played by
// the end of that turn.
import { decisionName } from '../words/notation.js';
import { t } from '../words/i18n.js';

/** @typedef {import('../engine/client.js').Snapshot} Snapshot */

/**
 * The lines of the list: each turn's words and the decisions played by its end.
 * @param {Snapshot['history']} history
 * @param {number} rows
 * @param {(side: 'south' | 'north') => string} name
 * @returns {{ k: number, text: string }[]}
 */
export function moveLines(history, rows, name) {
  /** @type {{ k: number, text: string }[]} */
  const lines = [];
  for (const [i, m] of history.entries()) {
    const text = decisionName(m.decision, rows);
    const last = lines[lines.length - 1];
    if (m.decision.kind === 'direction' && last) {
      last.text += ` ${text}`;
      last.k = i + 1;
      continue;
    }
    lines.push({ k: i + 1, text: `${name(m.player)}: ${text}` });
  }
  return lines;
}

/**
 * @param {HTMLElement} list an <ol>
 * @param {Snapshot['history']} history
 * @param {number} rows
 * @param {(side: 'south' | 'north') => string} name
 */
export function renderMoves(list, history, rows, name) {
  const frag = document.createDocumentFragment();
  for (const line of moveLines(history, rows, name)) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'move';
    button.dataset.k = String(line.k);
    // One tab stop for the whole list (the list itself): its arrows step through it.
    button.tabIndex = -1;
    button.title = t('review.showMove');
    button.textContent = line.text;
    item.append(button);
    frag.append(item);
  }
  list.replaceChildren(frag);
  list.scrollTop = list.scrollHeight;
}
