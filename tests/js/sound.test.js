// The sounds without a browser: a fake AudioContext records every node and
// every scheduled change of its parameters, so what a sound would play, and
// what is never played (muted, locked, rate-limited), can be checked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Sound, SOUND_KEY } from '../../www/js/play/sound.js';

/** An AudioParam that records its automation. */
class Param {
  constructor(value = 0) {
    this.value = value;
    /** @type {[string, ...number[]][]} */
    this.events = [];
  }
  setValueAtTime(v, t) { this.events.push(['set', v, t]); }
  linearRampToValueAtTime(v, t) { this.events.push(['linear', v, t]); }
  exponentialRampToValueAtTime(v, t) {
    if (v <= 0) throw new RangeError('an exponential ramp cannot reach 0');
    this.events.push(['exp', v, t]);
  }
  setTargetAtTime(v, t, c) { this.events.push(['target', v, t, c]); }
  cancelScheduledValues(t) { this.events.push(['cancel', t]); }
}

class Node {
  constructor(kind) {
    this.kind = kind;
    this.outputs = [];
  }
  connect(n) { this.outputs.push(n); return n; }
  disconnect() { this.outputs = []; }
}

/** Every context made, so a test sees how many there were. */
const contexts = [];

class FakeAudioContext {
  constructor() {
    this.currentTime = 10;
    this.state = 'suspended';
    this.resumed = 0;
    this.destination = new Node('destination');
    this.oscillators = [];
    this.gains = [];
    contexts.push(this);
  }
  createOscillator() {
    const o = new Node('oscillator');
    o.type = 'sine';
    o.frequency = new Param(440);
    o.started = null;
    o.stopped = null;
    o.start = (t) => { o.started = t; };
    o.stop = (t) => { o.stopped = t; };
    this.oscillators.push(o);
    return o;
  }
  createGain() {
    const g = new Node('gain');
    g.gain = new Param(1);
    this.gains.push(g);
    return g;
  }
  resume() {
    this.resumed++;
    this.state = 'running';
    return Promise.resolve();
  }
}

class MemoryStorage {
  constructor(entries = {}) { this.map = new Map(Object.entries(entries)); }
  getItem(k) { return this.map.has(k) ? this.map.get(k) : null; }
  setItem(k, v) { this.map.set(k, String(v)); }
}

/** A Sound on the fake context with a hand-driven clock, unlocked as by a click. */
function make(options = {}) {
  const clock = { ms: 1000 };
  const sound = new Sound({ AudioContext: FakeAudioContext, storage: new MemoryStorage(), now: () => clock.ms, ...options });
  sound.unlock();
  return { sound, clock, ctx: () => /** @type {FakeAudioContext} */ (sound.ctx) };
}

/** The envelope gains: each oscillator's own gain (not the voice or the master). */
function envelopes(ctx) {
  return ctx.gains.filter((g) => g.gain.events.some((e) => e[0] === 'linear'));
}

test('a seed schedules one oscillator through a short struck envelope', () => {
  const { sound, ctx } = make();
  assert.equal(sound.seed(240), true);
  const c = ctx();
  assert.equal(c.oscillators.length, 1);
  const osc = c.oscillators[0];
  const [env] = envelopes(c);
  assert.ok(env, 'the oscillator has an envelope');
  assert.ok(osc.outputs.includes(env), 'the oscillator goes through its envelope');
  const [[set, v0, t0], [lin, peak, tPeak], [exp, vEnd, tEnd]] = env.gain.events;
  assert.deepEqual([set, lin, exp], ['set', 'linear', 'exp']);
  assert.ok(t0 >= c.currentTime, 'nothing is scheduled in the past');
  assert.equal(osc.started, t0);
  assert.ok(v0 <= 0.001, 'starts from silence (no click of a jump)');
  assert.ok(tPeak - t0 > 0 && tPeak - t0 <= 0.005, `a quick attack (${tPeak - t0} s)`);
  assert.ok(peak > 0.05 && peak <= 0.3, `soft (peak ${peak})`);
  assert.ok(vEnd <= 0.001, 'fades to silence');
  assert.ok(tEnd - t0 <= 0.08, `short: ${tEnd - t0} s`);
  assert.ok(osc.stopped >= tEnd && osc.stopped - tEnd < 0.05, 'stopped once silent, so the node is freed');
  // The chain reaches the speakers through the master gain.
  const voice = env.outputs[0];
  const master = voice.outputs[0];
  assert.ok(master.outputs.includes(c.destination));
  assert.ok(master.gain.value < 1, 'the master volume is below full');
});

test('a capture sounds different from a seed: a low thump, and a longer rattle for more seeds', () => {
  const small = make();
  small.sound.capture(3);
  const big = make();
  big.sound.capture(30);
  const lows = small.ctx().oscillators.filter((o) => o.frequency.events[0][1] < 300);
  assert.equal(lows.length, 1, 'one low oscillator (a seed has none)');
  assert.ok(big.ctx().oscillators.length > small.ctx().oscillators.length, 'a bigger capture rattles longer');
  const seed = make();
  seed.sound.seed();
  assert.ok(seed.ctx().oscillators.every((o) => o.frequency.events[0][1] > 300));
});

test('relay and end each schedule their own gentle sounds', () => {
  const { sound, ctx } = make();
  assert.equal(sound.relay(), true);
  assert.equal(ctx().oscillators.length, 1);
  assert.equal(ctx().oscillators[0].type, 'sine');
  const win = make();
  win.sound.end(true);
  const loss = make();
  loss.sound.end(false);
  const draw = make();
  draw.sound.end(null);
  const pitches = (m) => m.ctx().oscillators.map((o) => o.frequency.events[0][1]);
  const up = pitches(win);
  const down = pitches(loss);
  assert.ok(up.length >= 3 && up.every((f, i) => i === 0 || f > up[i - 1]), `a win rises: ${up}`);
  assert.ok(down.every((f, i) => i === 0 || f < down[i - 1]), `a loss falls: ${down}`);
  assert.notDeepEqual(pitches(draw), up);
});

test('muted, nothing is scheduled, and no context is even made', () => {
  const before = contexts.length;
  const { sound } = make({ muted: true });
  assert.equal(sound.muted, true);
  assert.equal(sound.seed(), false);
  assert.equal(sound.capture(5), false);
  assert.equal(sound.end(true), false);
  assert.equal(contexts.length, before, 'no AudioContext while muted');
  assert.equal(sound.played, 0);
  // Unmuting (a click on the switch) makes it, and sounds play again.
  sound.muted = false;
  assert.equal(contexts.length, before + 1);
  assert.equal(sound.seed(), true);
});

test('muting mid-sound fades the sound out', () => {
  const { sound, ctx } = make();
  sound.capture(12);
  const voice = ctx().gains.find((g) => g.outputs[0] === sound.master);
  sound.muted = true;
  assert.ok(voice.gain.events.some((e) => e[0] === 'target' && e[1] === 0), 'the voice is faded to 0');
});

test('nothing plays before a user gesture: the context is made by unlock()', () => {
  const before = contexts.length;
  const sound = new Sound({ AudioContext: FakeAudioContext, storage: null, now: () => 0 });
  assert.equal(sound.seed(), false);
  assert.equal(contexts.length, before, 'no context before a gesture');
  sound.unlock();
  sound.unlock();
  assert.equal(contexts.length, before + 1, 'one context, however many gestures');
  assert.equal(sound.ctx.resumed, 1, 'a suspended context is resumed');
  assert.equal(sound.seed(), true);
});

test('listen() unlocks on the first pointer or key event, and makes the context in a task of its own', async () => {
  const target = new EventTarget();
  const sound = new Sound({ AudioContext: FakeAudioContext, storage: null });
  sound.listen(target);
  assert.equal(sound.ctx, null);
  target.dispatchEvent(new Event('keydown'));
  assert.equal(sound.ctx, null, 'not inside the gesture: making a context is a long task of its own');
  assert.equal(sound.unlocked, true);
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.ok(sound.ctx instanceof FakeAudioContext);
  const made = contexts.length;
  sound.ctx.state = 'suspended'; // as a browser suspends a page's audio
  target.dispatchEvent(new Event('pointerdown'));
  assert.equal(contexts.length, made, 'a later gesture makes no second context');
  assert.equal(sound.ctx.resumed, 2, 'a later gesture resumes the context inside the gesture');
});

test('a sound asked for before the put-off context is made is dropped, not made to wait; the next one sounds', async () => {
  const target = new EventTarget();
  const sound = new Sound({ AudioContext: FakeAudioContext, storage: null, now: () => 0 });
  sound.listen(target);
  target.dispatchEvent(new Event('pointerdown'));
  assert.equal(sound.seed(), false, 'dropped: making the context now would stall the turn the gesture began');
  assert.equal(sound.ctx, null);
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.ok(sound.ctx instanceof FakeAudioContext);
  assert.equal(sound.seed(), true);
});

test('the mute switch is remembered and read back', () => {
  const storage = new MemoryStorage();
  const a = new Sound({ AudioContext: FakeAudioContext, storage });
  assert.equal(a.muted, false, 'sound is on by default');
  a.muted = true;
  assert.equal(storage.getItem(SOUND_KEY), 'off');
  assert.equal(new Sound({ AudioContext: FakeAudioContext, storage }).muted, true, 'a new page starts muted');
  a.muted = false;
  assert.equal(new Sound({ AudioContext: FakeAudioContext, storage }).muted, false);
});

test('a corrupt or unreadable stored switch is ignored', () => {
  for (const value of ['maybe', '{"muted":', '', 'true', 'OFF']) {
    const sound = new Sound({ AudioContext: FakeAudioContext, storage: new MemoryStorage({ [SOUND_KEY]: value }) });
    assert.equal(sound.muted, false, `"${value}" is not believed`);
  }
  const throwing = { getItem() { throw new Error('SecurityError'); }, setItem() { throw new Error('QuotaExceededError'); } };
  const sound = new Sound({ AudioContext: FakeAudioContext, storage: throwing });
  assert.equal(sound.muted, false);
  sound.muted = true;
  assert.equal(sound.muted, true, 'the switch holds for the page when it cannot be stored');
});

test('the constructor option wins over what was remembered (an embed or kiosk starting muted)', () => {
  const storage = new MemoryStorage({ [SOUND_KEY]: 'on' });
  assert.equal(new Sound({ AudioContext: FakeAudioContext, storage, muted: true }).muted, true);
  const off = new MemoryStorage({ [SOUND_KEY]: 'off' });
  assert.equal(new Sound({ AudioContext: FakeAudioContext, storage: off, muted: false }).muted, false);
  assert.equal(off.getItem(SOUND_KEY), 'off', 'starting with an option does not overwrite the visitor\'s choice');
});

test('no Web Audio, or a Web Audio that throws: every call is a quiet no-op', () => {
  const none = new Sound({ AudioContext: null, storage: null });
  none.unlock();
  assert.equal(none.available, false);
  assert.equal(none.seed(), false);
  assert.equal(none.capture(4), false);
  assert.equal(none.end(true), false);
  const Throws = class { constructor() { throw new Error('NotAllowedError'); } };
  const broken = new Sound({ AudioContext: /** @type {any} */ (Throws), storage: null });
  assert.doesNotThrow(() => { broken.unlock(); broken.seed(); broken.relay(); });
  assert.equal(broken.available, false);
  // A context whose nodes fail mid-sound: the call still returns.
  const Bad = class extends FakeAudioContext { createOscillator() { throw new Error('InvalidStateError'); } };
  const bad = new Sound({ AudioContext: /** @type {any} */ (Bad), storage: null });
  bad.unlock();
  assert.equal(bad.seed(), false);
  assert.equal(bad.available, false);
});

test('seeds faster than the click can be heard are dropped; spaced seeds all sound', () => {
  const { sound, clock, ctx } = make();
  let played = 0;
  for (let i = 0; i < 100; i++) {
    if (sound.seed(90)) played++;
    clock.ms += 5;
  }
  assert.ok(played <= Math.ceil(500 / 45), `100 seeds in half a second make at most ${Math.ceil(500 / 45)} clicks (${played})`);
  assert.ok(played >= 5, 'but the sowing is still heard');
  const spaced = make();
  for (let i = 0; i < 20; i++) {
    assert.equal(spaced.sound.seed(90), true, `seed ${i} at fast speed`);
    spaced.clock.ms += 90;
  }
  assert.equal(ctx().oscillators.length, played);
});

test('a fast pace shortens the click', () => {
  const length = (pace) => {
    const { sound, ctx } = make();
    sound.seed(pace);
    const [env] = envelopes(ctx());
    return env.gain.events[2][2] - env.gain.events[0][2];
  };
  assert.ok(length(90) < length(240), `${length(90)} < ${length(240)}`);
});

test('at instant speed a whole turn makes one sound: the most telling', () => {
  const { sound, clock, ctx } = make();
  sound.event({ type: 'turn_start' }, 0);
  const results = [];
  results.push(sound.event({ type: 'lift' }, 0));
  for (let i = 0; i < 300; i++) {
    results.push(sound.event({ type: 'sow' }, 0));
    if (i % 50 === 10) results.push(sound.event({ type: 'relay' }, 0));
    if (i === 200) results.push(sound.event({ type: 'capture', total: 9 }, 0));
    clock.ms += 1;
  }
  assert.equal(results.filter(Boolean).length, 2, 'the lift, then the capture (which is louder); nothing else');
  // The lift's voice was faded when the capture came.
  const voices = ctx().gains.filter((g) => g.outputs[0] === sound.master);
  assert.equal(voices.length, 2);
  assert.ok(voices[0].gain.events.some((e) => e[0] === 'target' && e[1] === 0), 'the earlier sound is cut');
  assert.ok(!voices[1].gain.events.some((e) => e[0] === 'target'), 'the capture is heard whole');
  // The next turn sounds again, even at once.
  sound.event({ type: 'turn_start' }, 0);
  assert.equal(sound.event({ type: 'sow' }, 0), true);
});

test('an instant stream with no turn_start still makes a single sound while it lasts', () => {
  const { sound, clock } = make();
  let played = 0;
  // Two seconds of events a millisecond apart (a very long turn at instant).
  for (let i = 0; i < 2000; i++) {
    if (sound.seed(0)) played++;
    clock.ms += 1;
  }
  assert.equal(played, 1);
  clock.ms += 1000;
  assert.equal(sound.seed(0), true, 'after a silence, a new burst');
});

test('the end of the game is never dropped by the limits', () => {
  const { sound } = make();
  sound.event({ type: 'turn_start' }, 0);
  sound.capture(40, 0);
  assert.equal(sound.end(true), true);
});

test('a sown seed clicks when it lands, after its flight', () => {
  const { sound, ctx } = make();
  sound.event({ type: 'sow' }, 240);
  const osc = ctx().oscillators[0];
  const delay = osc.started - ctx().currentTime;
  assert.ok(Math.abs(delay - 0.9 * 0.24) < 0.01, `lands ${delay} s later`);
});
