// The one way the page's panels make an element (a tag, its classes, its
// text), find one of the page's own by its id, and tell where a key was
// pressed.

/**
 * @param {string} tag
 * @param {string} [cls]
 * @param {string} [text]
 * @returns {HTMLElement}
 */
export function el(tag, cls = '', text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
}

/**
 * One of the page's elements (index.html has it).
 * @param {string} id
 */
export function byId(id) {
  return /** @type {HTMLElement} */ (document.getElementById(id));
}

/**
 * One of the page's buttons (index.html has it).
 * @param {string} id
 */
export function buttonById(id) {
  return /** @type {HTMLButtonElement} */ (document.getElementById(id));
}

/**
 * Where the key was pressed. `field`: a text field, a list box, anything that
 * takes keys of its own; `dialog`: a dialog is open (the set-up, the list of
 * keys); `choice`: a direction choice is drawn on the board.
 * @typedef {{ on: 'board' | 'page' | 'field', dialog: boolean, choice: boolean }} KeyPlace
 */

/**
 * Where a key event happened, for the map.
 * @param {KeyboardEvent} e
 * @param {HTMLElement} board the canvas
 * @returns {KeyPlace}
 */
export function placeOf(e, board) {
  const target = e.target instanceof Element ? e.target : null;
  const dialog = Boolean(document.querySelector('dialog[open]')) || Boolean(target?.closest('dialog, [aria-modal="true"]'));
  const field = target?.closest('input, select, textarea, [contenteditable]:not([contenteditable="false"])') ?? null;
  return { on: field ? 'field' : target === board ? 'board' : 'page', dialog, choice: false };
}
