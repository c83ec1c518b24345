// The sentence and buttons under the board when a decision needs more than a
// pit: which way to sow, okwesera, a pass. The buttons carry their decision.

/** @typedef {import('../pkg/omweso.js').Decision} Decision */

export class ChoicePanel {
  /**
   * @param {HTMLElement} box
   * @param {(d: Decision) => void} chosen
   */
  constructor(box, chosen) {
    this.box = box;
    this.text = /** @type {HTMLElement} */ (box.querySelector('#choice-text'));
    this.row = /** @type {HTMLElement} */ (box.querySelector('#choice-buttons'));
    this.chosen = chosen;
  }

  /**
   * @param {string} text
   * @param {{ label: string, decision: Decision }[]} buttons
   */
  show(text, buttons) {
    this.box.hidden = false;
    this.text.textContent = text;
    const frag = document.createDocumentFragment();
    for (const b of buttons) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = b.label;
      button.dataset.decision = JSON.stringify(b.decision);
      button.addEventListener('click', () => this.chosen(b.decision));
      frag.append(button);
    }
    this.row.replaceChildren(frag);
  }

  hide() {
    this.box.hidden = true;
  }
}
