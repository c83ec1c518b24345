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
 * @param {Pick<Snapshot['state'], 'rows' | 'sowsBothWays'>} st the game's rows, and whether a move's arrow is written
 * @param {(side: 'south' | 'north') => string} name
 * @returns {{ k: number, text: string }[]}
 */
export function moveLines(history, st, name) {
  /** @type {{ k: number, text: string }[]} */
  const lines = [];
  for (const [i, m] of history.entries()) {
    const text = decisionName(m.decision, st.rows, st.sowsBothWays);
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

/** The lines each list shows now, and the title its buttons carry (the language's). */
/** @type {WeakMap<HTMLElement, { title: string, lines: { k: number, text: string }[] }>} */
const shown = new WeakMap();

/**
 * @param {HTMLElement} list an <ol>
 * @param {Snapshot['history']} history
 * @param {Pick<Snapshot['state'], 'rows' | 'sowsBothWays'>} st
 * @param {(side: 'south' | 'north') => string} name
 * @param {string | null} [start] the game's arrangement in words, a first line that shows the start
 */
export function renderMoves(list, history, st, name, start = null) {
  // A click in the list redraws it: the focus stays on the line clicked, not on the page.
  const focused = list.contains(document.activeElement) ? /** @type {HTMLElement} */ (document.activeElement).dataset.k ?? '' : null;
  const title = t('review.showMove');
  const lines = moveLines(history, st, name);
  const all = start ? [{ k: 0, text: start }, ...lines] : lines;
  // Only the lines that changed are written again: a long game's list is
  // hundreds of buttons, and rebuilding them all after every turn took tens
  // of milliseconds of the page's thread (issue 22's stutter).
  const was = shown.get(list);
  let same = 0;
  if (was && was.title === title && list.children.length === was.lines.length) {
    while (same < Math.min(was.lines.length, all.length) && was.lines[same].k === all[same].k && was.lines[same].text === all[same].text) same++;
  }
  while (list.children.length > same) list.lastElementChild?.remove();
  shown.set(list, { title, lines: all });
  const frag = document.createDocumentFragment();
  for (const line of all.slice(same)) {
    const item = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = line.k === 0 ? 'move start' : 'move';
    button.dataset.k = String(line.k);
    // One tab stop for the whole list (the list itself): its arrows step through it.
    button.tabIndex = -1;
    button.title = title;
    button.textContent = line.text;
    item.append(button);
    frag.append(item);
  }
  list.append(frag);
  if (focused === null) {
    // At the frame's own layout, not one forced now in the middle of a turn's work.
    requestAnimationFrame(() => {
      list.scrollTop = list.scrollHeight;
    });
    return;
  }
  const again = /** @type {HTMLElement | null} */ (list.querySelector(`button[data-k="${focused}"]`));
  // Without scrolling the page: on a phone the list is below the board, and the review bar above it.
  (again ?? list).focus({ preventScroll: true });
}
