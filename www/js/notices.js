// Short messages to the player: in words, one line each, dismissable, gone
// after a few seconds (longer while the pointer or focus is on them). They sit
// in the page's flow under the top bar, so they push the page down rather
// than cover a control. An error is shown in words (words/error-text.js).
import { t } from './words/i18n.js';

/** How long a notice stays, unless hovered or focused. */
export const NOTICE_MS = 6000;

/** @type {WeakMap<HTMLElement, { list: HTMLElement, held: boolean }>} */
const areas = new WeakMap();

/**
 * The notice area's list and its one close button, made on first use.
 * @param {HTMLElement} host
 */
function area(host) {
  let a = areas.get(host);
  if (a) return a;
  place(host);
  const list = document.createElement('ul');
  list.className = 'notice-list';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'notice-close';
  close.textContent = '×';
  close.setAttribute('aria-label', t('notice.dismiss'));
  close.title = t('notice.dismiss');
  close.addEventListener('click', () => {
    list.replaceChildren();
    host.hidden = true;
  });
  host.replaceChildren(list, close);
  const made = { list, held: false };
  // While a player reads (pointer or focus on it), nothing goes away.
  host.addEventListener('pointerenter', () => { made.held = true; });
  host.addEventListener('pointerleave', () => { made.held = false; });
  host.addEventListener('focusin', () => { made.held = true; });
  host.addEventListener('focusout', () => { made.held = false; });
  areas.set(host, made);
  return made;
}

/**
 * Show one notice, beside any still shown; each goes after a few seconds.
 * @param {string} text
 * @param {{ host?: HTMLElement, ms?: number }} [opts] host: the notice area (#notice)
 */
export function showNotice(text, opts = {}) {
  const host = opts.host ?? document.getElementById('notice');
  if (!host) return;
  const a = area(host);
  // The same sentence twice (two saves dropping the same thing) is said once.
  for (const old of a.list.children) if (old.textContent === text) old.remove();
  const item = document.createElement('li');
  item.className = 'notice-item';
  item.textContent = text;
  a.list.append(item);
  host.hidden = false;
  const ms = opts.ms ?? NOTICE_MS;
  const expire = () => {
    if (!item.isConnected) return;
    if (a.held) {
      setTimeout(expire, 1000);
      return;
    }
    item.remove();
    if (!a.list.children.length) host.hidden = true;
  };
  setTimeout(expire, ms);
}

/**
 * The notice area belongs under the top bar, in the flow of the page. The
 * page's HTML has it at the end of the body (where only a fixed box, which
 * covers what is under it, could show it), so it is moved once.
 * @param {HTMLElement} host
 */
function place(host) {
  const bar = document.querySelector('.topbar');
  if (bar && host.previousElementSibling !== bar) bar.after(host);
}
