// The computer opponent's thread. A search runs synchronously for its whole
// budget, so it lives here and never on the page's thread. The worker owns its
// own engine instance (from the compiled module the page sends first) and
// rebuilds each position from the page's save: it never shares a game.
//
// Messages in:  {module}                      once, first
//               {id, save, request}           one search
//               {id, arrange: {ruleset, side, level, seed, options}}
//                                             the computer arranging its seeds (four rows)
// Messages out: {id, suggestion} | {id, arrangement} | {id, error: {code, message}}
import { Game, computerArrangement } from '../../pkg/omweso.js';
import { serve } from './worker-serve.js';

serve(({ save, request, arrange }) => {
  if (arrange) {
    const { ruleset, side, level, seed, options } = arrange;
    return { arrangement: computerArrangement(ruleset, side, level, seed, options) };
  }
  const game = Game.fromJSON(save);
  try {
    return { suggestion: game.suggest(request) };
  } finally {
    // wasm memory is not collected by JS.
    game.free();
  }
});
