// The list of keys: a small modal dialog opened by "?" (or the screen-reader
// board's "Keys" button), closed by Escape or its button; focus goes back to
// where it was.
import { t, onLanguageChange } from '../words/i18n.js';
import { el } from '../dom.js';
import { KEY_HELP } from './keys.js';

export class HelpPanel {
  /** @param {Document} doc */
  constructor(doc = document) {
    this.dialog = /** @type {HTMLDialogElement} */ (el('dialog', 'help-dialog'));
    this.dialog.id = 'help-dialog';
    this.dialog.setAttribute('aria-labelledby', 'help-title');
    this.close = /** @type {HTMLButtonElement} */ (el('button', 'primary'));
    this.close.type = 'button';
    this.close.addEventListener('click', () => this.dialog.close());
    this.render();
    onLanguageChange(() => this.render());
    /** @type {HTMLElement | null} */
    this.returnTo = null;
    this.dialog.addEventListener('close', () => {
      const to = this.returnTo;
      this.returnTo = null;
      if (to && to.isConnected) to.focus();
    });
    doc.body.append(this.dialog);
  }

  /** The dialog's words, in the page's language (again after a change). */
  render() {
    const title = el('h2', '', t('keys.title'));
    title.id = 'help-title';
    const table = el('table', 'help-keys');
    const head = el('thead');
    const headRow = el('tr');
    headRow.append(el('th', '', t('keys.col.key')), el('th', '', t('keys.col.does')));
    head.append(headRow);
    const body = el('tbody');
    for (const k of KEY_HELP) {
      const row = el('tr');
      const key = el('th', '', t(k.keys));
      key.setAttribute('scope', 'row');
      row.append(key, el('td', '', t(k.does)));
      body.append(row);
    }
    table.append(head, body);
    this.close.textContent = t('keys.close');
    const foot = el('div', 'help-foot');
    foot.append(this.close);
    this.dialog.replaceChildren(title, el('p', 'help-intro', t('keys.intro')), table, foot);
  }

  get shown() {
    return this.dialog.open;
  }

  open() {
    if (this.dialog.open) return;
    const active = document.activeElement;
    this.returnTo = active instanceof HTMLElement && active !== document.body ? active : null;
    this.dialog.showModal();
    this.close.focus();
  }
}
