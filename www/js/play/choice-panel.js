// The sentence and buttons under the board when a decision needs more than a
// pit: which way to sow, okwesera, a pass. The buttons carry their decision.

/** @typedef {import('../../pkg/omweso.js').Decision} Decision */

/**
 * A question under the board that is not the engine's (a resignation to
 * confirm, a draw offered across the table): its answers run page actions.
 * @typedef {{ text: string, buttons: { label: string, run: () => void, primary?: boolean }[] }} Question
 */

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
   * A question with its answers: each a decision to play, or something to do
   * (a confirmation: resign, accept a draw).
   * @param {string} text
   * @param {({ label: string, decision: Decision } | { label: string, run: () => void, primary?: boolean })[]} buttons
   */
  show(text, buttons) {
    this.box.hidden = false;
    this.text.textContent = text;
    const frag = document.createDocumentFragment();
    for (const b of buttons) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = b.label;
      if ('decision' in b) {
        button.dataset.decision = JSON.stringify(b.decision);
        button.addEventListener('click', () => this.chosen(b.decision));
      } else {
        if (b.primary) button.classList.add('primary');
        button.addEventListener('click', b.run);
      }
      frag.append(button);
    }
    this.row.replaceChildren(frag);
  }

  hide() {
    this.box.hidden = true;
  }
}
