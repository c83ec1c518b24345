// The one door to the rules engine. The page never judges legality itself.
// The wasm is compiled once (engine/wasm-module.js) into a
// WebAssembly.Module and instantiated here with initSync, so the same
// compiled module can be handed to the computer opponent's worker (which,
// from file://, could not fetch it itself).
import { initSync, Game, rulesets, layouts, checkGame, levels, firstTurnWins, demoStarts, randomArrangement } from '../../pkg/omweso.js';
import { engineModule } from './wasm-module.js';

export { Game, rulesets, layouts, checkGame, levels, firstTurnWins, demoStarts, randomArrangement, engineModule };

/** Compile the engine (or await the compile already started) and instantiate it on this thread (for the rulesets' data and the set-up). */
export async function loadEngine() {
  initSync({ module: await engineModule() });
}
