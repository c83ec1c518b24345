// The Share button and its dialog: a link to the game (with its moves, or
// the position only), copied to the clipboard (or selected, to copy by
// hand, where the clipboard is refused), and the game as a file (saved,
// opened). And correspondence games: each player sends the link after their
// move. Once a correspondence link is made or opened, the page offers the
// link after each move made here ("Send this link to your opponent"), and a
// link opened says whose move it is and to send the link back after it.
//
// The page calls share.openLink() at start-up, before the saved game (true
// when the address carried a link), and asks holdsSave(snap) (open.js)
// before saving.
import { t, onLanguageChange } from '../words/i18n.js';
import { el } from '../dom.js';
import { encodeShare, linkSave, sharePositionSetup, ShareLinkError } from './link.js';
import { openSharedLink, watchSharedLinks, linkWords } from './open.js';
import { exportGame, importGame } from './game-file.js';

/**
 * What the panel needs of the page.
 * @typedef {import('./open.js').ShareHost & import('./game-file.js').GameFileHost & {
 *   names: () => { south: string, north: string },
 * }} ShareHost
 */

/** Where a tab remembers that its game is played by correspondence (a reload keeps offering the link). */
const SHARE_CORR_KEY = 'omweso.correspondence:';

/** How long the clipboard may take to write a link before it is said to copy it by hand. */
const COPY_WAIT_MS = 1500;

export class SharePanel {
  /**
   * @param {ShareHost} host
   * @param {{ button: HTMLButtonElement, after: HTMLElement }} places
   *   button: the Share button; after: the offer of a correspondence link goes after it (under the board's prompt)
   */
  constructor(host, places) {
    this.host = host;
    this.button = places.button;
    /** Bumped by each link made, in the dialog and in the offer: a late one for older choices is dropped. */
    this.made = 0;
    this.offered = 0;
    this.corr = shareReadCorr();
    this.ui = this.build();
    this.offer = this.buildOffer(places.after);
    this.button.addEventListener('click', () => this.open());
    watchSharedLinks(host, (shared) => this.linked(shared));
    onLanguageChange(() => this.texts());
    this.texts();
  }

  /** The dialog and its parts. */
  build() {
    const d = /** @type {HTMLDialogElement} */ (el('dialog', 'share-dialog'));
    d.id = 'share-dialog';
    d.setAttribute('aria-labelledby', 'share-title');
    const title = el('h2', 'share-title');
    title.id = 'share-title';

    const what = el('fieldset', 'share-what');
    const whatLegend = el('legend');
    const radio = (/** @type {string} */ value) => {
      const input = /** @type {HTMLInputElement} */ (el('input'));
      input.type = 'radio';
      input.name = 'share-what';
      input.value = value;
      input.id = `share-what-${value}`;
      input.addEventListener('change', () => this.remake());
      const label = el('label', 'share-choice');
      const text = el('span');
      label.append(input, text);
      return { input, label, text };
    };
    const withMoves = radio('game');
    withMoves.input.checked = true;
    const positionOnly = radio('position');
    const note = el('p', 'share-note');
    what.append(whatLegend, withMoves.label, positionOnly.label, note);

    const corrBox = /** @type {HTMLInputElement} */ (el('input'));
    corrBox.type = 'checkbox';
    corrBox.id = 'share-corr';
    corrBox.addEventListener('change', () => this.remake());
    const corr = el('label', 'share-choice share-corr');
    const corrText = el('span');
    corr.append(corrBox, corrText);

    const linkLabel = el('label', 'share-link-label');
    linkLabel.setAttribute('for', 'share-link');
    const row = el('div', 'share-row');
    const link = /** @type {HTMLInputElement} */ (el('input', 'share-link'));
    link.id = 'share-link';
    link.readOnly = true;
    link.addEventListener('focus', () => link.select());
    const copy = shareButton('share-copy', 'primary');
    const said = el('p', 'share-said');
    said.setAttribute('role', 'status');
    copy.addEventListener('click', () => this.copyLink(link, said));
    row.append(link, copy);

    const file = el('fieldset', 'share-file');
    const fileLegend = el('legend');
    const exportButton = shareButton('share-export');
    exportButton.addEventListener('click', () => this.exportFile());
    const importButton = shareButton('share-import');
    const fileInput = /** @type {HTMLInputElement} */ (el('input'));
    fileInput.type = 'file';
    fileInput.id = 'share-file';
    fileInput.accept = '.json,application/json';
    fileInput.hidden = true;
    importButton.addEventListener('click', () => fileInput.click());
    fileInput.addEventListener('change', () => this.importFile());
    file.append(fileLegend, exportButton, importButton, fileInput);

    const end = el('div', 'share-end');
    const closeButton = shareButton('share-close');
    closeButton.addEventListener('click', () => d.close());
    end.append(closeButton);

    d.append(title, what, corr, linkLabel, row, said, file, end);
    document.body.append(d);
    return { dialog: d, title, whatLegend, withMoves, positionOnly, note, corrBox, corrText, linkLabel, link, copy, said, fileLegend, exportButton, importButton, fileInput, closeButton };
  }

  /**
   * The offer of a correspondence link, under the board's prompt.
   * @param {HTMLElement} after
   */
  buildOffer(after) {
    const box = el('section', 'share-offer');
    box.hidden = true;
    box.setAttribute('role', 'status');
    const text = el('p', 'share-offer-text');
    const row = el('div', 'share-row');
    const link = /** @type {HTMLInputElement} */ (el('input', 'share-link'));
    link.id = 'share-offer-link';
    link.readOnly = true;
    link.addEventListener('focus', () => link.select());
    const copy = shareButton('share-offer-copy', 'primary');
    const said = el('p', 'share-said');
    copy.addEventListener('click', () => this.copyLink(link, said));
    row.append(link, copy);
    const close = shareButton('share-offer-close', 'share-offer-close');
    close.textContent = '×';
    close.addEventListener('click', () => { box.hidden = true; });
    box.append(text, row, said, close);
    after.after(box);
    return { box, text, row, link, copy, said, close };
  }

  texts() {
    this.button.textContent = t('share.button');
    this.button.title = t('share.button');
    this.ui.title.textContent = t('share.title');
    this.ui.whatLegend.textContent = t('share.what');
    this.ui.withMoves.text.textContent = t('share.withMoves');
    this.ui.positionOnly.text.textContent = t('share.positionOnly');
    this.ui.note.textContent = t('share.noPosition');
    this.ui.corrText.textContent = t('share.correspondence');
    this.ui.linkLabel.textContent = t('share.linkLabel');
    this.ui.copy.textContent = t('share.copy');
    this.offer.copy.textContent = t('share.copy');
    this.ui.fileLegend.textContent = t('share.file');
    this.ui.exportButton.textContent = t('share.export');
    this.ui.importButton.textContent = t('share.import');
    this.ui.closeButton.textContent = t('share.close');
    this.offer.close.setAttribute('aria-label', t('corr.dismiss'));
    this.offer.close.title = t('corr.dismiss');
  }

  open() {
    const snap = this.host.snapshot();
    if (!snap) return;
    this.ui.corrBox.checked = this.corr;
    this.ui.said.textContent = '';
    this.remake();
    this.ui.dialog.showModal();
    this.ui.copy.focus();
  }

  /** The link again, for the choices now in the dialog. */
  async remake() {
    const snap = this.host.snapshot();
    if (!snap) return;
    const positionPossible = sharePositionSetup(snap) !== null;
    const corr = this.ui.corrBox.checked;
    // A correspondence game goes on from its moves; a paused turn or a finished game has no position alone.
    this.ui.positionOnly.input.disabled = corr || !positionPossible;
    this.ui.note.hidden = positionPossible;
    if (this.ui.positionOnly.input.disabled) this.ui.withMoves.input.checked = true;
    const kind = this.ui.positionOnly.input.checked ? 'position' : 'game';
    const made = ++this.made;
    this.ui.link.value = t('share.making');
    this.ui.copy.disabled = true;
    const { url, error } = await this.makeLink(kind, corr);
    if (made !== this.made) return;
    this.ui.link.value = url;
    this.ui.copy.disabled = !url;
    this.ui.said.textContent = error;
  }

  /**
   * @param {'game' | 'position'} kind
   * @param {boolean} correspondence
   * @returns {Promise<{ url: string, error: string }>}
   */
  async makeLink(kind, correspondence) {
    const snap = this.host.snapshot();
    if (!snap) return { url: '', error: '' };
    const names = this.host.names();
    const own = names.south !== t('side.south') || names.north !== t('side.north');
    const setup = kind === 'position' ? sharePositionSetup(snap) : null;
    /** @type {import('./link.js').ShareInput} */
    const input = setup ? { kind: 'position', setup } : { kind: 'game', save: linkSave(snap.json) };
    try {
      const fragment = await encodeShare({ ...input, correspondence, names: own ? names : null });
      return { url: `${shareBaseUrl()}#${fragment}`, error: '' };
    } catch (e) {
      if (e instanceof ShareLinkError && e.code === 'too_long') return { url: '', error: t('share.tooLong', e.params) };
      return { url: '', error: linkWords(this.host, e) };
    }
  }

  /**
   * Copy a link: to the clipboard, else selected for the player to copy.
   * @param {HTMLInputElement} field
   * @param {HTMLElement} said
   */
  async copyLink(field, said) {
    if (!field.value) return;
    if (field === this.ui.link && this.ui.corrBox.checked) this.setCorr(true);
    // Selected at once, so the link can be copied by hand whatever the
    // clipboard does; a clipboard that neither writes nor refuses (a
    // permission never answered) counts as refused after a moment.
    field.focus();
    field.select();
    try {
      const refused = new Promise((_, reject) => { setTimeout(() => reject(new Error('no answer')), COPY_WAIT_MS); });
      await Promise.race([navigator.clipboard.writeText(field.value), refused]);
      said.textContent = t('share.copied');
    } catch {
      said.textContent = t('share.copyFailed');
    }
  }

  exportFile() {
    const snap = this.host.snapshot();
    if (!snap) return;
    const name = exportGame(snap);
    this.ui.said.textContent = t('share.exported', { file: name });
  }

  async importFile() {
    const file = this.ui.fileInput.files?.[0];
    this.ui.fileInput.value = '';
    if (!file) return;
    this.ui.dialog.close();
    const error = await importGame(this.host, file);
    this.host.notice(error ?? t('share.imported', { file: file.name }));
  }

  /** @param {boolean} on */
  setCorr(on) {
    this.corr = on;
    try {
      if (on) sessionStorage.setItem(SHARE_CORR_KEY + location.pathname, '1');
      else sessionStorage.removeItem(SHARE_CORR_KEY + location.pathname);
    } catch {
      // Storage refused: the mode lasts as long as the page.
    }
  }

  /**
   * At start-up: open the game the address carries, if any.
   * @returns {Promise<boolean>}
   */
  openLink() {
    return openSharedLink(this.host, { atStart: true, opened: (shared) => this.linked(shared) });
  }

  /**
   * A link's game is on the board.
   * @param {import('./link.js').SharedGame} shared
   */
  linked(shared) {
    this.setCorr(shared.correspondence);
    const snap = this.host.snapshot();
    if (!shared.correspondence || !snap) return;
    const st = snap.state;
    if (st.result) {
      this.showOffer('corr.over');
      return;
    }
    this.offer.text.textContent = t('corr.waiting', { name: this.host.names()[st.toMove] });
    this.offer.row.hidden = true;
    this.offer.said.textContent = '';
    this.offer.box.hidden = false;
  }

  /**
   * A game is on the board: a new one chosen here is no longer the correspondence game.
   * @param {'new' | 'restored' | 'next'} how
   */
  started(how) {
    if (how === 'new') this.setCorr(false);
    this.offer.box.hidden = true;
  }

  /**
   * After a move shown on this page (what the `omweso:move` event says of it).
   * @param {{ player: 'south' | 'north', by: string, state: import('../../pkg/omweso.js').GameState }} move
   */
  moved(move) {
    if (!this.corr || move.by !== 'human') return;
    // A turn paused for a direction is not over: the link goes once it is.
    if (move.state.result) this.showOffer('corr.over');
    else if (move.state.toMove !== move.player) this.showOffer('corr.send');
    else this.offer.box.hidden = true;
  }

  /** @param {string} key */
  async showOffer(key) {
    this.offer.text.textContent = t(key);
    this.offer.row.hidden = false;
    this.offer.said.textContent = '';
    this.offer.link.value = t('share.making');
    this.offer.copy.disabled = true;
    this.offer.box.hidden = false;
    const offered = ++this.offered;
    const { url, error } = await this.makeLink('game', true);
    if (offered !== this.offered) return;
    this.offer.link.value = url;
    this.offer.copy.disabled = !url;
    this.offer.said.textContent = error;
  }
}

/** Whether this tab's game was being played by correspondence. */
function shareReadCorr() {
  try {
    return sessionStorage.getItem(SHARE_CORR_KEY + location.pathname) === '1';
  } catch {
    return false;
  }
}

/**
 * The page a link opens: this one, without its query (an embed's settings
 * are the embedder's, not the receiver's) and as the full page where this is
 * the embed's.
 */
function shareBaseUrl() {
  const url = new URL(location.href);
  url.hash = '';
  url.search = '';
  url.pathname = url.pathname.replace(/embed\.html$/, 'index.html');
  return url.href;
}

/**
 * @param {string} id
 * @param {string} [cls]
 */
function shareButton(id, cls = '') {
  const b = /** @type {HTMLButtonElement} */ (el('button', cls));
  b.type = 'button';
  b.id = id;
  return b;
}
