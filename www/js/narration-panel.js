// The "What happened" list: sentences arrive in batches (one per animation
// frame) and are written with one DOM change per batch; only the last
// LIMIT sentences are kept, so a turn of thousands of events costs one write.

/** Sentences kept in the list (older ones scroll away for good). */
export const LIMIT = 200;

export class NarrationPanel {
  /** @param {HTMLElement} list an <ol> */
  constructor(list) {
    this.list = list;
    /** The sentences shown, oldest first: what a reload restores. */
    /** @type {string[]} */
    this.lines = [];
  }

  /** @param {string[]} lines */
  add(lines) {
    if (lines.length === 0) return;
    const fresh = lines.slice(-LIMIT);
    this.lines = [...this.lines, ...fresh].slice(-LIMIT);
    const frag = document.createDocumentFragment();
    for (const text of fresh) {
      const li = document.createElement('li');
      li.textContent = text;
      frag.append(li);
    }
    this.list.append(frag);
    const extra = this.list.children.length - LIMIT;
    for (let i = 0; i < extra; i++) this.list.firstElementChild?.remove();
    this.list.scrollTop = this.list.scrollHeight;
  }

  /** @param {string[]} [lines] what to show instead (a restored game's last turns) */
  reset(lines = []) {
    this.lines = [];
    this.list.replaceChildren();
    this.add(lines);
  }
}
