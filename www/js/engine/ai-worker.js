// The computer opponent's thread. A search runs synchronously for its whole
// budget, so it lives here and never on the page's thread. The worker owns its
// own engine instance (from the compiled module the page sends first) and
// rebuilds each position from the page's save: it never shares a game.
//
// Messages in:  {module}                      once, first
//               {id, save, request}           one search
// Messages out: {id, suggestion} | {id, error: {code, message}}
import { Game } from '../../pkg/omweso.js';
import { serve } from './worker-serve.js';

serve(({ save, request }) => {
  const game = Game.fromJSON(save);
  try {
    return { suggestion: game.suggest(request) };
  } finally {
    // wasm memory is not collected by JS.
    game.free();
  }
});
