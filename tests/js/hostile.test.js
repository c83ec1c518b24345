// Hostile input across every method of the JS API: throwing getters, Proxy
// traps, cyclic and 10^5-deep values, BigInt, huge and sparse arrays, lone
// surrogates, prototype keys, wrong types and numbers out of every range,
// and mutated saves. After every call the same Game and a fresh one still
// work, a failed call changed nothing, and every failure is a plain Error
// with a code and params (never a trap, never an aliasing error left behind).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, rulesets, layouts, checkGame, randomPlayouts, levels, firstTurnWins, randomArrangement, computerArrangement, demoStarts } from './load.js';
import { rng } from './rng.js';

const CALLS = Number(process.env.HOSTILE_CALLS ?? 40000);
const SAVES = Number(process.env.HOSTILE_SAVES ?? 40000);
const IDS = rulesets().map((r) => r.id);

const random = rng(2026);
const pick = (xs) => xs[Math.floor(random() * xs.length)];

let deepArray = [];
for (let i = 0; i < 1e5; i++) deepArray = [deepArray];
let deepObject = { kind: 'pass' };
for (let i = 0; i < 1e5; i++) deepObject = { kind: 'pass', a: deepObject };
const shallowDeep = JSON.parse('['.repeat(40) + ']'.repeat(40));
const cyclic = { kind: 'pass', ruleset: 'omweso' };
cyclic.self = cyclic;
const cyclicArray = [];
cyclicArray.push(cyclicArray);
const sparse = [];
sparse.length = 2 ** 32 - 1;
const dense = new Array(200000).fill(1);
const longString = 'x'.repeat(2 ** 21);
const revoked = Proxy.revocable({}, {});
revoked.revoke();

/** The game the current call is made on (a getter may reach back into it). */
let game;

const throwing = (key, base = { ruleset: 'omweso', kind: 'pass', level: 'beginner' }) =>
  Object.defineProperty({ ...base }, key, { enumerable: true, get() { throw new Error(`getter ${key}`); } });
const trap = (name) => new Proxy({ ruleset: 'omweso', kind: 'pass' }, { [name]() { throw new Error(`trap ${name}`); } });

/** Values no method should take, each a fresh one. */
const LEAVES = [
  () => undefined, () => null, () => true, () => 0, () => -0, () => -1, () => 0.5, () => NaN, () => Infinity, () => -Infinity,
  () => 2 ** 31, () => 2 ** 32, () => 2 ** 32 - 1, () => 2 ** 53, () => 2 ** 53 - 1, () => 2 ** 64, () => 1e308, () => 1e7 + 1, () => 3,
  () => 1n, () => 2n ** 53n, () => -1n, () => '', () => 'omweso', () => 'oware', () => 'pass', () => '\ud800', () => 'omweso\udfff', () => '\u0000',
  () => longString, () => Symbol('s'), () => () => 1, () => new Date(0), () => new Map([[1, 2]]), () => new Uint8Array(8), () => Object.create(null),
  () => [], () => ({}), () => [3, 0], () => [[1, 2], [3]], () => deepArray, () => deepObject, () => shallowDeep, () => cyclic, () => cyclicArray,
  () => sparse, () => dense, () => revoked.proxy, () => trap('get'), () => trap('ownKeys'), () => trap('getOwnPropertyDescriptor'), () => trap('has'),
  () => trap('getPrototypeOf'), () => throwing('kind'), () => throwing('ruleset'), () => throwing('pit'), () => throwing('level'),
  () => ({ toJSON() { throw new Error('toJSON'); } }), () => ({ toJSON: () => deepArray }), () => ({ toJSON: () => 2n }),
  () => JSON.parse('{"__proto__": {"kind": "pass"}, "kind": "pass"}'), () => Object.create({ kind: 'pass', ruleset: 'omweso' }),
  () => ({ constructor: 1, kind: 'pass' }), () => ({ toString: 'x', ruleset: 'omweso' }), () => ({ hasOwnProperty: 1, ruleset: 'oware' }),
  // Reaching back into the game while it reads the argument.
  () => ({ get kind() { game.state(); return 'pass'; } }),
  () => ({ get kind() { try { game.play(game.legalMoves()[0]); } catch { /* refused: the game is busy or it is over */ } return 'pass'; } }),
  () => ({ get ruleset() { game.toJSON(); return 'omweso'; } }),
  () => ({ get level() { game.undo(); return 'beginner'; }, nodes: 50 }),
];

/** A valid-looking value of each kind an argument takes. */
const TEMPLATES = {
  spec: () => ({ ruleset: pick(IDS), layout: pick([undefined, 'all-twos']), options: pick([undefined, {}, { direction: 'cw' }]), first: pick([undefined, 'south', 'random']), seed: 1, matchScore: [0, 0] }),
  setup: () => JSON.parse(new Game({ ruleset: pick(IDS), seed: 1 }).toJSON()).setup,
  decision: () => ({ ...(game.legalMoves()[0] ?? { kind: 'pass' }) }),
  request: () => ({ level: pick(['beginner', 'casual', 'strong', 'expert']), nodes: 50, budgetMs: 5, seed: 1 }),
  options: () => ({ pit_cap: 10, direction: 'cw' }),
};

/** A hostile value: a leaf, or a valid-looking one with one field (maybe deep inside) made hostile. */
function hostile(kind) {
  if (random() < 0.35 || !TEMPLATES[kind]) return pick(LEAVES)();
  const value = TEMPLATES[kind]();
  let target = value;
  const keys = Object.keys(value);
  const key = random() < 0.15 ? pick(['extra', '__proto__', 'constructor', 'dir', 'pit']) : pick(keys);
  if (target[key] && typeof target[key] === 'object' && random() < 0.4) {
    target = target[key];
    const inner = Object.keys(target);
    target[inner.length ? pick(inner) : 'x'] = pick(LEAVES)();
  } else {
    target[key] = pick(LEAVES)();
  }
  return value;
}

const METHODS = [
  ['rulesets', () => rulesets(hostile())],
  ['levels', () => levels(hostile())],
  ['layouts', () => layouts(random() < 0.5 ? pick(IDS) : hostile(), hostile('options'))],
  ['checkGame', () => checkGame(hostile('spec'))],
  ['randomPlayouts', () => randomPlayouts(random() < 0.5 ? pick(IDS) : hostile(), random() < 0.5 ? 1 : hostile(), random() < 0.5 ? 7 : hostile())],
  ['firstTurnWins', () => firstTurnWins(hostile('spec'), random() < 0.5 ? undefined : hostile())],
  ['randomArrangement', () => randomArrangement(random() < 0.5 ? pick(IDS) : hostile(), random() < 0.5 ? 'north' : hostile(), random() < 0.5 ? 1 : hostile(), hostile('options'))],
  ['computerArrangement', () => computerArrangement(random() < 0.5 ? pick(IDS) : hostile(), random() < 0.5 ? 'south' : hostile(), random() < 0.5 ? 'beginner' : hostile(), random() < 0.5 ? 1 : hostile(), hostile('options'))],
  ['demoStarts', () => demoStarts(random() < 0.5 ? pick(IDS) : hostile(), random() < 0.5 ? 2 : hostile(), random() < 0.5 ? 1 : hostile(), hostile('options'))],
  ['new Game', () => new Game(hostile('spec'))],
  ['turnWins', () => game.turnWins(random() < 0.5 ? undefined : hostile()), true],
  ['Game.fromSetup', () => Game.fromSetup(hostile('setup'))],
  ['Game.load', () => Game.load(random() < 0.5 ? hostile() : textOf({ format: 'omweso-game', version: 1, setup: hostile('setup'), decisions: [] })).finish()],
  ['Game.fromJSON', () => Game.fromJSON(random() < 0.5 ? hostile() : textOf({ format: 'omweso-game', version: 1, setup: hostile('setup'), decisions: [] }))],
  ['play', () => game.play(hostile('decision')), true],
  ['isEndless', () => game.isEndless(hostile('decision')), true],
  ['playFor', () => game.playFor(hostile('decision'), random() < 0.5 ? 1000 : hostile()), true],
  ['advance', () => game.advance(random() < 0.5 ? 1000 : hostile()), true],
  ['working', () => game.working(hostile()), true],
  ['suggest', () => game.suggest(hostile('request')), true],
  ['undo', () => game.undo(hostile()), true],
  ['undoTurn', () => game.undoTurn(hostile()), true],
  ['redo', () => game.redo(hostile()), true],
  ['nextGame', () => game.nextGame(hostile()), true],
  ['state', () => game.state(hostile()), true],
  ['pits', () => game.pits(hostile()), true],
  ['legalMoves', () => game.legalMoves(hostile()), true],
  ['history', () => game.history(hostile()), true],
  ['options', () => game.options(hostile()), true],
  ['toJSON', () => game.toJSON(hostile()), true],
  ['choices', () => game.choices(hostile()), true],
  ['explain', () => {
    // Explaining never plays: the game is the same whatever it answers.
    const before = game.toJSON();
    const answer = game.explain(hostile('decision'));
    assert.equal(game.toJSON(), before, 'explain changed the game');
    return answer;
  }, true],
  ['preview', () => {
    // A preview plays on a copy: the game is the same whatever it answers.
    const before = game.toJSON();
    const answer = game.preview(hostile('decision'));
    assert.equal(game.toJSON(), before, 'preview changed the game');
    return answer;
  }, true],
  ['resign', () => game.resign(random() < 0.3 ? pick(['south', 'north']) : hostile()), true],
  ['agreeDraw', () => game.agreeDraw(hostile()), true],
];

/** A value's JSON as the test's own JSON.stringify makes it (or broken JSON when it throws). */
function textOf(value) {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return '{"format":';
  }
}

/** A thrown error is a plain Error with a code and params, and no trap. */
function plainError(e, what) {
  assert.ok(e instanceof Error && !(e instanceof WebAssembly.RuntimeError), `${what}: a plain Error, not ${e?.constructor?.name}: ${e?.message}`);
  assert.doesNotMatch(e.message, /unreachable|panicked|memory access|null pointer/, what);
  assert.ok(typeof e.code === 'string' && /^[a-z_]+$/.test(e.code), `${what}: a code: ${e.message}`);
  assert.equal(typeof e.params, 'object', `${what}: params`);
}

/** The same game still answers, and a fresh one starts. */
function healthy(what, fresh) {
  assert.equal(typeof game.toJSON(), 'string', `${what}: the game still writes itself`);
  game.state();
  game.legalMoves();
  if (fresh) {
    const g = new Game({ ruleset: 'oware' });
    assert.equal(g.legalMoves().length, 6, `${what}: a fresh game starts`);
    g.free();
  }
}

function newGame() {
  game?.free();
  game = new Game({ ruleset: pick(IDS), seed: Math.floor(random() * 1000) });
  for (let i = Math.floor(random() * 12); i > 0 && game.legalMoves().length; i--) game.play(pick(game.legalMoves()));
}

test(`${CALLS} hostile calls across every method: plain Errors, no change, every game still works`, (t) => {
  const start = performance.now();
  const refused = {};
  newGame();
  for (let i = 0; i < CALLS; i++) {
    const [name, call, onGame] = pick(METHODS);
    const before = onGame ? game.toJSON() : undefined;
    try {
      const made = call();
      if (made instanceof Game) {
        made.toJSON();
        made.free();
      }
    } catch (e) {
      plainError(e, name);
      refused[e.code] = (refused[e.code] ?? 0) + 1;
      if (onGame) assert.equal(game.toJSON(), before, `${name} failed and changed the game`);
    }
    healthy(name, i % 50 === 0);
    if (i % 40 === 0 || !game.legalMoves().length) newGame();
  }
  const seconds = (performance.now() - start) / 1000;
  t.diagnostic(`${CALLS} calls in ${seconds.toFixed(1)} s; refusals by code: ${JSON.stringify(refused)}`);
  assert.ok(Object.keys(refused).length >= 10, 'many kinds of refusal');
  game.free();
  game = undefined;
});

/** Mutations of a save's text: flips, cuts, splices and nesting. */
const SPLICES = ['{', '}', '[', ']', ',', '"', 'null', '-1', '1.0', '1e999', '256', '4294967295', '9007199254740992', '"\\ud800"', '"kind":"pass"',
  '"extra":1,', '"version":1.0', '{"kind":"timeout"},', '"matchScore":[4294967295,0],', '"turns":[4294967295,0],', '"seed":9007199254740992,', '\ud800'];
function mutate(text) {
  let s = text;
  for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
    const at = Math.floor(random() * (s.length + 1));
    switch (Math.floor(random() * 6)) {
      case 0: s = s.slice(0, at) + String.fromCharCode(s.charCodeAt(at) ^ (1 << Math.floor(random() * 7))) + s.slice(at + 1); break;
      case 1: s = s.slice(0, at) + s.slice(at + Math.floor(random() * 12)); break;
      case 2: s = s.slice(0, at) + pick(SPLICES) + s.slice(at); break;
      case 3: s = s.slice(0, at) + '['.repeat(Math.floor(random() * 2e4)) + s.slice(at); break;
      case 4: { const from = Math.floor(random() * s.length); s = s.slice(0, at) + s.slice(from, from + 200) + s.slice(at); break; }
      default: s = s.replace(/\d+/, pick(['0', '-1', '255', '65536', '4294967296', '1.5']));
    }
  }
  return s;
}

test(`${SAVES} mutated saves load or are refused cleanly; what loads round-trips`, (t) => {
  const start = performance.now();
  const saves = [];
  for (let i = 0; i < 60; i++) {
    const g = new Game({ ruleset: IDS[i % IDS.length], seed: i });
    for (let n = Math.floor(random() * 40); n > 0 && g.legalMoves().length; n--) g.play(pick(g.legalMoves()));
    if (random() < 0.3 && g.history().length) g.undo();
    saves.push(g.toJSON());
    g.free();
  }
  let loaded = 0;
  for (let i = 0; i < SAVES; i++) {
    const text = mutate(pick(saves));
    try {
      const g = Game.fromJSON(text);
      loaded++;
      const again = Game.fromJSON(g.toJSON());
      assert.equal(again.toJSON(), g.toJSON(), 'a loaded save round-trips');
      g.free();
      again.free();
    } catch (e) {
      plainError(e, 'fromJSON');
    }
  }
  const g = new Game({ ruleset: 'oware' });
  assert.equal(g.legalMoves().length, 6);
  t.diagnostic(`${SAVES} mutated saves in ${((performance.now() - start) / 1000).toFixed(1)} s, ${loaded} loaded`);
});

test('the named failures of the hostile-input report are clean errors now', () => {
  const g = new Game({ ruleset: 'omweso', seed: 3 });
  const code = (fn) => {
    try {
      fn();
    } catch (e) {
      plainError(e, 'named');
      return e.code;
    }
    return 'accepted';
  };
  const save = g.toJSON();
  const cases = [
    [() => g.play({ get kind() { throw new Error('boom'); } }), 'unreadable_input'],
    [() => g.play(new Proxy({}, { ownKeys() { throw new Error('trap'); } })), 'unreadable_input'],
    [() => g.play(cyclic), 'unreadable_input'],
    [() => g.play(deepArray), 'too_deep'],
    [() => g.play(shallowDeep), 'too_deep'],
    [() => new Game({ ruleset: 'omweso', seed: 2n ** 53n }), 'unreadable_input'],
    [() => new Game({ ruleset: 'omweso', seed: 2 ** 53 }), 'out_of_range'],
    [() => new Game({ ruleset: 'omweso', options: { pit_cap: sparse } }), 'too_large'],
    [() => new Game({ ruleset: 'omweso', options: { pit_cap: dense } }), 'too_large'],
    [() => Game.fromJSON(save.replace('"options":{', `"options":{"x":${'['.repeat(1e4)}${']'.repeat(1e4)},`)), 'too_deep'],
    [() => Game.fromJSON(save.replace('"decisions":[]', `"decisions":[${Array(5e6).fill('{"kind":"pass"}').join(',')}]`)), 'too_large'],
    [() => Game.fromJSON(save.replace('"decisions":[]', `"decisions":[${Array(100001).fill('{"kind":"pass"}').join(',')}]`)), 'too_many_decisions'],
    [() => layouts(7), 'malformed_input'],
    [() => layouts(7, {}), 'malformed_input'],
    [() => randomPlayouts({}, 1, 1), 'malformed_input'],
    [() => randomPlayouts('oware', -1, 1), 'out_of_range'],
    [() => randomPlayouts('oware', 1, 1n), 'malformed_input'],
    [() => g.play({ kind: 'pass', pit: [9, 9], dir: 'cw' }), 'malformed_input'],
    [() => Game.fromJSON(save.replace('"decisions":[]', '"decisions":[{"extra":1,"kind":"timeout"}]')), 'corrupt_field'],
    [() => new Game({ ruleset: 'omweso', matchScore: [4294967295, 0] }), 'out_of_range'],
    [() => Game.fromSetup({ ...JSON.parse(save).setup, turns: [4294967295, 0] }), 'out_of_range'],
    [() => Game.fromJSON(save.replace('"version":1', '"version":1.0')), 'unsupported_version'],
    [() => g.suggest({ level: 'beginner', budgetMs: 1e9 }), 'out_of_range'],
    [() => g.suggest({ level: 'beginner', budgetMs: NaN }), 'malformed_input'],
    [() => new Game({ ruleset: 'omweso', seed: Infinity }), 'malformed_input'],
    [() => g.suggest({ level: 'beginner', nodes: 1e12 }), 'out_of_range'],
  ];
  for (const [fn, want] of cases) {
    assert.equal(code(fn), want, String(fn));
    assert.equal(g.toJSON(), save, 'unchanged');
  }
  // Hundreds of throwing reads leave the game usable and the instance alive.
  for (let i = 0; i < 3000; i++) code(() => g.play(pick([cyclic, deepArray, trap('get'), throwing('kind')])));
  assert.equal(g.legalMoves().length, new Game({ ruleset: 'omweso', seed: 3 }).legalMoves().length);
  assert.equal(typeof randomPlayouts('oware', 2, 1).decisions, 'number');
});
