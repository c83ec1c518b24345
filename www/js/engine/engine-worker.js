// The game's own thread. Every rules question is answered here, so the page's
// thread only draws and listens: a turn of 10⁹ laps, a slow legal list or a
// long save replayed never freezes it. Long turns and loads run in slices and
// report their progress between slices; the page stops such work by
// terminating this worker and starting a fresh one from its last snapshot.
//
// Messages in:  {module}                   once, first: the compiled engine
//               {id, op, ...args}          one request (see OPS)
// Messages out: {id, progress}             while a long request works
//               {id, events?, value?, snapshot}  its answer (value: what review answers)
//               {id, error: {code, message, params}}
import { Game } from '../../pkg/omweso.js';
import { serve } from './worker-serve.js';

/** Laps per slice: a few tens of milliseconds between progress reports. */
const SLICE_LAPS = 2_000_000;

/** @type {Game | null} */
let game = null;

/**
 * Everything the page reads about the position, in one message: the page
 * never asks twice for one refresh.
 * @param {Game} g
 */
function snapshot(g) {
  return { state: g.state(), legal: g.legalMoves(), choices: g.choices(), history: g.history(), options: g.options(), json: g.toJSON() };
}

/** @param {Game} next */
function replace(next) {
  // wasm memory is not collected by JS: the old game is freed by hand.
  if (game && game !== next) game.free();
  game = next;
}

/** @returns {Game} */
function current() {
  if (!game) throw Object.assign(new Error('no game is open in the engine worker'), { code: 'no_game' });
  return game;
}

/**
 * @param {number} id
 * @param {object} progress
 */
const report = (id, progress) => self.postMessage({ id, progress });

/** @type {Record<string, (id: number, msg: any) => { events?: any[], why?: object | null, preview?: object | null, value?: unknown } | void>} */
const OPS = {
  open(_, { spec }) {
    replace(new Game(spec));
  },
  /** A position written by hand (a lesson's), validated: every problem is in the error. */
  setup(_, { setup }) {
    replace(Game.fromSetup(setup));
  },
  restore(id, { save }) {
    replace(loadSliced(id, save));
  },
  play(id, { decision }) {
    const g = current();
    let slice = g.playFor(decision, SLICE_LAPS);
    const events = slice.events;
    while (slice.progress.state === 'working') {
      report(id, { kind: 'turn', laps: slice.progress.laps });
      slice = g.advance(SLICE_LAPS);
      events.push(...slice.events);
    }
    return { events };
  },
  /** Undo once, then on while the side to move is one of `computers` (a person's move and the computer's replies). */
  undo(_, { computers }) {
    const g = current();
    g.undo();
    while (g.state().canUndo && !g.state().result && computers.includes(g.state().toMove)) g.undo();
  },
  redo() {
    return { events: current().redo() };
  },
  /** Why a decision cannot be played (`why: null` when it can), without playing it. */
  explain(_, { decision }) {
    return { why: current().explain(decision) };
  },
  /** `side` gives the game up (recorded: undo takes it back). */
  resign(_, { side }) {
    return { events: current().resign(side) };
  },
  /** Both players agree to a draw, where the rules allow one. */
  agreeDraw() {
    return { events: current().agreeDraw() };
  },
  nextGame() {
    replace(current().nextGame());
  },
  /** What a decision's first lap would do, answered from the game as it is (it plays on a copy). */
  preview(_, { decision }) {
    return { preview: current().preview(decision) };
  },
  /** The game as it stood after its first `k` decisions, as a snapshot (`value`); the live game is untouched. */
  review(id, { k }) {
    const save = JSON.parse(current().toJSON());
    if (!Number.isInteger(k) || k < 0 || k > save.decisions.length) {
      throw Object.assign(new Error(`no moment ${k} in a game of ${save.decisions.length} decisions`), { code: 'no_moment', params: { k } });
    }
    save.decisions = save.decisions.slice(0, k);
    save.redo = [];
    const past = loadSliced(id, JSON.stringify(save));
    try {
      return { value: snapshot(past) };
    } finally {
      past.free();
    }
  },
  /** Undo back to the first `k` decisions (the later ones wait to be redone until a move is played). */
  rewind(_, { k }) {
    const g = current();
    const later = g.history().length - k;
    if (!Number.isInteger(k) || k < 0 || later < 0) throw Object.assign(new Error(`no moment ${k} to rewind to`), { code: 'no_moment', params: { k } });
    for (let i = 0; i < later; i++) g.undo();
  },
};

/**
 * Load a save in slices, reporting how far it has got.
 * @param {number} id
 * @param {string} save
 * @returns {Game}
 */
function loadSliced(id, save) {
  const loading = Game.load(save);
  try {
    while (!loading.done) report(id, { kind: 'load', ...loading.advance(SLICE_LAPS) });
    return loading.finish();
  } finally {
    loading.free();
  }
}

serve((msg) => {
  const run = OPS[msg.op];
  if (!run) throw Object.assign(new Error(`unknown engine request ${msg.op}`), { code: 'unknown_request' });
  const out = run(msg.id, msg) ?? {};
  if (msg.op === 'preview') return out; // a preview changes nothing, so it sends no snapshot
  return { ...out, snapshot: snapshot(current()) };
});
