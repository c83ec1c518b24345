// A click or tap on the board, turned into what it points at: one of the
// arrows drawn beside a pit, else a pit. Only here are a pointer's x and y
// read; whoever listens hears a direction or a pit number.

/** @typedef {import('./view.js').BoardView} BoardView */
/** @typedef {import('./view.js').Dir} Dir */

/**
 * @param {BoardView} view
 * @param {{ dir: (dir: Dir) => boolean, pit: (pit: number) => void }} to
 *   dir: an arrow was clicked (true when it was an answer: the pit under it is not played);
 *   pit: a pit was clicked
 */
export function listenToBoard(view, to) {
  const canvas = view.canvas;
  canvas.addEventListener('click', (e) => {
    const rect = canvas.getBoundingClientRect();
    const x = e.clientX - rect.left;
    const y = e.clientY - rect.top;
    const dir = view.choiceAt(x, y);
    if (dir && to.dir(dir)) return;
    const pit = view.pitAt(x, y);
    if (pit !== null) to.pit(pit);
  });
}
