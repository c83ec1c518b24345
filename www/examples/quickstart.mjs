// A copy-paste start with the JavaScript API, in Node (after ./build.sh build):
//   node www/examples/quickstart.mjs
// In a page, replace the two init lines with: import init, {…} from '../pkg/omweso.js'; await init();
import { readFileSync } from 'node:fs';
import { initSync, Game, rulesets } from '../pkg/omweso.js';

initSync({ module: readFileSync(new URL('../pkg/omweso_bg.wasm', import.meta.url)) });

console.log(rulesets().map((r) => `${r.id} (${r.origin.country})`).join(', '));

// Omweso, South in "all twos", North in its own arrangement, counter-clockwise.
const game = new Game({
  ruleset: 'omweso',
  layout: { south: 'all-twos', north: [[4, 0, 4, 0, 4, 0, 4, 0], [0, 4, 0, 4, 0, 4, 0, 4]] },
  options: { direction: 'ccw' },
  first: 'south',
});

// Play the first legal decision each time until the game ends, narrating the rules that fire.
while (!game.state().result) {
  const [decision] = game.legalMoves();
  for (const e of game.play(decision)) {
    if (e.type === 'capture') console.log(`capture at [${e.at}]: ${e.total} seeds`);
    if (e.type === 'pause') console.log(`pause at [${e.pit}]: choose a direction for ${e.seeds} seeds`);
  }
}
console.log('result:', game.state().result);

// Illegal input is a clear Error, and the game is unchanged.
try {
  game.play({ kind: 'sow', pit: [3, 0] });
} catch (e) {
  console.log(e.message);
}

// Save and load.
const again = Game.fromJSON(game.toJSON());
console.log('reloaded the same game:', JSON.stringify(again.state()) === JSON.stringify(game.state()));
