// The picture of each game's first board as a fresh page opens it (its
// default settings), made by the engine when the site is built, so that a
// first visit draws its board before the engine has arrived
// (app/first-board.js): `first` is the game a fresh page opens, `boards` each
// game's picture by ruleset id. tools/first-boards.mjs gives the bundler this
// module with the pictures in it; in the sources, which are not built, there
// are none.

/** @type {{ first: string, boards: Record<string, import('../board/picture.js').BoardPicture> } | null} */
export const FIRST_BOARDS = null;
