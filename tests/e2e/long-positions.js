// Positions whose next move is long for the engine, found by random playouts
// in Node (deterministic seeds) and handed to the page as saves. Each finder
// checks the property it promises, so a test built on one cannot pass on a
// position that has become easy.
import { Game } from '../js/load.js';
import { rng } from '../js/rng.js';

const rows = (t) => t.split('/').map((r) => r.trim().split(/\s+/).map(Number));

/**
 * RULES §2.1's hard case: North's [0, 4] relays 115,702,064 laps a period
 * before its cycle is proved, seconds of engine work.
 */
export function hardEndlessOmweso() {
  const g = Game.fromSetup({ ruleset: 'omweso', board: rows('1 0 3 0 6 3 8 0 / 2 14 0 8 1 5 1 3 / 4 0 0 1 0 0 0 1 / 0 1 1 0 0 0 0 1'), toMove: 'north', allowUnusualTotals: true });
  const save = g.toJSON();
  g.free();
  return { save, decision: { kind: 'sow', pit: [0, 4] } };
}

/**
 * A Layli Goobalay game whose next decision is an endless turn of at least
 * `minEvents` events (one random game in five ends this way).
 */
export function endlessLayli(minEvents = 10_000) {
  for (let seed = 1; seed < 400; seed++) {
    const next = rng(seed);
    const g = new Game({ ruleset: 'layli-goobalay', seed });
    try {
      for (let n = 0; n < 2000 && !g.state().result; n++) {
        const moves = g.legalMoves();
        const d = moves[Math.floor(next() * moves.length)];
        const before = g.toJSON();
        const events = g.play(d);
        if (events.length >= minEvents && events.some((e) => e.type === 'endless')) return { save: before, decision: d, events: events.length };
      }
    } finally {
      g.free();
    }
  }
  throw new Error('no endless Layli Goobalay move found in 400 random games');
}

/** The first random game of `ruleset` lasting `moves` decisions, as a save (a long save to load). */
export function longGame(ruleset, moves) {
  for (let seed = 1; seed < 400; seed++) {
    const next = rng(seed);
    const g = new Game({ ruleset, seed });
    try {
      let n = 0;
      for (; n < moves && !g.state().result; n++) {
        const legal = g.legalMoves();
        g.play(legal[Math.floor(next() * legal.length)]);
      }
      if (n === moves && !g.state().result) return g.toJSON();
    } finally {
      g.free();
    }
  }
  throw new Error(`no random ${ruleset} game lasts ${moves} decisions in 400 seeds`);
}
