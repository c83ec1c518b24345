// An error in words a player reads: the text of its engine code with its
// params in words (engine-words.js), else a general sentence. The raw
// message goes to the console only, for whoever debugs.
import { errorWords } from './engine-words.js';

/**
 * @param {unknown} error
 * @param {import('./engine-words.js').WordsContext} [ctx] the game's pits and players' names, when there is one
 * @returns {string}
 */
export function errorText(error, ctx) {
  console.info('omweso:', error);
  return errorWords(error, ctx);
}
