// The game's sounds, synthesised with Web Audio (no audio files): a soft
// wooden click for each seed sown, a thump and a rattle for a capture, a gentle
// rising note for a lift or a relay, a few notes at the end of a game.
//
// Browsers refuse to start audio before a user gesture, so the AudioContext is
// made only by unlock() (call it from a click or key press: listen() does).
// Where Web Audio is missing or fails, every method quietly does nothing: the
// game never depends on sound.
import { t } from '../words/i18n.js';
import { browserLocalStorage } from '../local-storage.js';

/** Where the mute switch is remembered. */
export const SOUND_KEY = 'omweso.sound';

/** A louder sound may cut a quieter one of the same instant; never the reverse. */
const PRIORITY = /** @type {const} */ ({ seed: 1, relay: 2, capture: 3, end: 4 });

/** @typedef {keyof typeof PRIORITY} Kind */

/** Two sounds of one kind closer than this (ms) would blur into a buzz: the later is dropped. */
const MIN_GAP_MS = /** @type {const} */ ({ seed: 45, relay: 90, capture: 150, end: 0 });

/**
 * At instant speed a whole turn is one burst; a burst also ends after this
 * long without any request (ms), for callers that never say a turn began.
 */
const BURST_IDLE_MS = 250;

/** The overall volume: the sounds accompany the game, they should not startle. */
const MASTER_GAIN = 0.6;

/** Pitches (semitones) a seed's click cycles through, so a sowing does not drone. */
const SEED_STEPS = [0, 2, -1, 3, 1, -2, 4];

/** Sounds must not begin in the past, and a new context's clock may lag a little. */
const LEAD = 0.005;

/**
 * The animator flies a seed for 0.9 of its pace before it lands (animator.js):
 * the click of a sow event is for the landing.
 */
export const SEED_FLIGHT = 0.9;

/**
 * The little of Web Audio used here (so a test can bring a fake one).
 * @typedef {{ currentTime: number, state?: string, destination: AudioNode,
 *   createOscillator(): OscillatorNode, createGain(): GainNode,
 *   resume?(): Promise<void>, close?(): Promise<void> }} AudioLike
 * @typedef {new () => AudioLike} AudioCtor
 * @typedef {{ getItem(key: string): string | null, setItem(key: string, value: string): void }} StorageLike
 */

/**
 * @typedef {{
 *   muted?: boolean,
 *   storage?: StorageLike | null,
 *   AudioContext?: AudioCtor | null,
 *   now?: () => number,
 *   key?: string,
 * }} SoundOptions
 * muted: start muted (true) or not (false) whatever was remembered (an embed's
 *   or a kiosk's choice); leave it out to use the remembered switch.
 * storage: where the switch is remembered (default localStorage; null: nowhere).
 * AudioContext: the constructor to use (default the browser's; null: no sound).
 * now: a clock in ms for the rate limits (default performance.now).
 * key: the storage key (default SOUND_KEY).
 */

export class Sound {
  /** @param {SoundOptions} [options] */
  constructor(options = {}) {
    this.storage = 'storage' in options ? options.storage ?? null : browserLocalStorage();
    this.key = options.key ?? SOUND_KEY;
    /** @type {AudioCtor | null} */
    this.Ctor = 'AudioContext' in options ? options.AudioContext ?? null : browserAudio();
    this.now = options.now ?? (() => performance.now());
    this.isMuted = options.muted ?? this.remembered() ?? false;
    /** @type {AudioLike | null} */
    this.ctx = null;
    /** @type {GainNode | null} */
    this.master = null;
    /** A user gesture has been seen: the context may be made. */
    this.unlocked = false;
    /** Web Audio failed once: it is not tried again. */
    this.broken = false;
    /** @type {Map<Kind, number>} when each kind last sounded */
    this.lastAt = new Map();
    /** The loudest sound of the current instant burst, and the time of its last request. */
    /** @type {{ priority: number, at: number } | null} */
    this.burst = null;
    /** The last sound's own gain, to fade it out when it is cut or muted. */
    /** @type {GainNode | null} */
    this.voice = null;
    this.seeds = 0;
    /** The context's making, put off to an idle moment after the first gesture (listen). */
    /** @type {unknown} */
    this.soon = null;
    /** Sounds scheduled, for the tests and the curious. */
    this.played = 0;
  }

  /** Whether this browser can play the sounds at all. */
  get available() {
    return this.Ctor !== null && !this.broken;
  }

  get muted() {
    return this.isMuted;
  }

  /** Muting is remembered; unmuting from a click makes the context at once. */
  set muted(value) {
    this.isMuted = Boolean(value);
    try {
      this.storage?.setItem(this.key, this.isMuted ? 'off' : 'on');
    } catch {
      // Private browsing or a full quota: the switch holds for this page.
    }
    if (this.isMuted) this.silence();
    else if (this.unlocked) this.context();
  }

  /** The remembered switch, or null when none (or something unreadable) is stored. */
  remembered() {
    let value;
    try {
      value = this.storage?.getItem(this.key);
    } catch {
      return null;
    }
    if (value === 'off') return true;
    if (value === 'on') return false;
    return null;
  }

  /** Call from a user gesture: browsers allow audio only after one. */
  unlock() {
    this.unlocked = true;
    if (!this.isMuted) this.context();
  }

  /**
   * Unlock on the first (and any later) click, tap or key press in `target`,
   * so a context suspended by the browser is resumed too.
   * @param {EventTarget} target
   */
  listen(target) {
    // The first gesture only marks the page unlocked and makes the context at
    // the next idle moment: making the first one takes 60–100 ms (Chromium
    // opening the audio device), which beside the turn the click starts
    // would be one long stall (issue 12's gap rule). Sounds asked for before
    // it is ready are dropped, not made to wait. A later gesture resumes a
    // suspended context inside the gesture, as Safari asks.
    const handler = () => {
      if (this.ctx) this.unlock();
      else {
        this.unlocked = true;
        this.soon ??= whenIdle(() => {
          this.soon = null;
          this.unlock();
        });
      }
    };
    for (const type of ['pointerdown', 'keydown', 'touchend']) target.addEventListener(type, handler, { capture: true, passive: true });
  }

  /** A new turn: at instant speed, the next sound opens a new burst. */
  turn() {
    this.burst = null;
  }

  /**
   * One seed dropped into a pit.
   * @param {number} [pace] ms per seed of the animation (0: instant); a fast pace shortens the click
   * @param {number} [delayMs] when it lands, from now
   */
  seed(pace = 240, delayMs = 0) {
    return this.sound('seed', pace, delayMs, (ctx, out, at) => {
      const step = SEED_STEPS[this.seeds++ % SEED_STEPS.length];
      const length = Math.min(0.06, Math.max(0.02, (pace || 90) * 0.00045));
      tone(ctx, out, { at, type: 'triangle', freq: 900 * 2 ** (step / 12), glideTo: 480, peak: 0.22, attack: 0.003, length });
    });
  }

  /**
   * Seeds captured: a low thump under a rattle, longer for a bigger capture.
   * @param {number} count how many seeds were taken
   * @param {number} [pace]
   */
  capture(count, pace = 240) {
    return this.sound('capture', pace, 0, (ctx, out, at) => {
      tone(ctx, out, { at, type: 'sine', freq: 170, glideTo: 75, peak: 0.42, attack: 0.006, length: 0.32 });
      const rattle = Math.max(2, Math.min(6, Math.ceil(count / 3)));
      for (let i = 0; i < rattle; i++) {
        const freq = 1300 * 2 ** (SEED_STEPS[i % SEED_STEPS.length] / 12);
        tone(ctx, out, { at: at + 0.03 + i * 0.032, type: 'triangle', freq, glideTo: freq * 0.6, peak: 0.12, attack: 0.002, length: 0.035 });
      }
    });
  }

  /**
   * Seeds lifted to be sown on (a player's lift, a relay): a soft rising note.
   * @param {number} [pace]
   */
  relay(pace = 240) {
    return this.sound('relay', pace, 0, (ctx, out, at) => {
      tone(ctx, out, { at, type: 'sine', freq: 440, glideTo: 660, peak: 0.12, attack: 0.02, length: 0.16 });
    });
  }

  /**
   * The game is over: rising notes for a win, falling for a loss, two plain ones otherwise.
   * @param {boolean | null} win true for a win (of the listener, or of anyone when people play each other), false for a loss, null for a draw or an annulled game
   */
  end(win) {
    return this.sound('end', 240, 0, (ctx, out, at) => {
      const notes = win === true ? [523.25, 659.25, 783.99, 1046.5] : win === false ? [493.88, 440, 369.99] : [392, 523.25];
      notes.forEach((freq, i) => {
        tone(ctx, out, { at: at + i * 0.13, type: 'sine', freq, peak: 0.16, attack: 0.012, length: i === notes.length - 1 ? 0.9 : 0.45 });
      });
    });
  }

  /**
   * The sound of one engine event, if it has one (the animator's events, as they play).
   * @param {{ type: string, total?: number }} ev
   * @param {number} pace the animation's ms per seed now (0 at instant speed or while skipping)
   */
  event(ev, pace) {
    switch (ev.type) {
      case 'turn_start': this.turn(); return false;
      case 'sow': return this.seed(pace, pace * SEED_FLIGHT);
      case 'lift':
      case 'relay': return this.relay(pace);
      case 'capture': return this.capture(ev.total ?? 0, pace);
      default: return false;
    }
  }

  /**
   * Schedule one sound unless muted, locked, unavailable or rate-limited.
   * @param {Kind} kind
   * @param {number} pace
   * @param {number} delayMs
   * @param {(ctx: AudioLike, out: AudioNode, at: number) => void} build
   * @returns {boolean} whether it was scheduled
   */
  sound(kind, pace, delayMs, build) {
    if (this.isMuted || !this.unlocked || (this.soon && !this.ctx)) return false;
    const ctx = this.context();
    if (!ctx || !this.master) return false;
    const now = this.now();
    const priority = PRIORITY[kind];
    // At instant speed a turn is a burst: only a louder sound than the burst's
    // so far is heard, and it cuts the one before (hundreds of seeds, one sound).
    const instant = pace <= 0 && kind !== 'end';
    if (instant) {
      const burst = this.burst && now - this.burst.at < BURST_IDLE_MS ? this.burst : null;
      if (burst) burst.at = now;
      if (burst && burst.priority >= priority) return false;
      if (burst && this.voice) cut(ctx, this.voice);
    } else {
      const last = this.lastAt.get(kind);
      if (last !== undefined && now - last < MIN_GAP_MS[kind]) return false;
    }
    let voice;
    try {
      voice = ctx.createGain();
      voice.connect(this.master);
      build(ctx, voice, ctx.currentTime + LEAD + Math.max(0, delayMs) / 1000);
    } catch {
      this.broken = true;
      return false;
    }
    this.lastAt.set(kind, now);
    this.voice = voice;
    this.burst = instant ? { priority, at: now } : null;
    this.played++;
    return true;
  }

  /** The context, made on first need after a gesture; null without Web Audio. */
  context() {
    if (this.broken || !this.Ctor || !this.unlocked) return null;
    try {
      if (!this.ctx) {
        const ctx = new this.Ctor();
        const master = ctx.createGain();
        master.gain.value = MASTER_GAIN;
        master.connect(ctx.destination);
        this.ctx = ctx;
        this.master = master;
      }
      if (this.ctx.state === 'suspended') this.ctx.resume?.()?.catch?.(() => {});
    } catch {
      this.broken = true;
      this.ctx = null;
      this.master = null;
    }
    return this.ctx;
  }

  /** Stop what is sounding (muting mid-capture). */
  silence() {
    if (this.ctx && this.voice) cut(this.ctx, this.voice);
    this.voice = null;
    this.burst = null;
  }
}

/**
 * One oscillator through its own envelope: a quick rise to `peak`, then an
 * exponential fall to silence over `length` seconds (how struck things fade).
 * @param {AudioLike} ctx
 * @param {AudioNode} out
 * @param {{ at: number, type: OscillatorType, freq: number, glideTo?: number, peak: number, attack: number, length: number }} n
 */
function tone(ctx, out, n) {
  const osc = ctx.createOscillator();
  const env = ctx.createGain();
  osc.type = n.type;
  osc.frequency.setValueAtTime(n.freq, n.at);
  if (n.glideTo) osc.frequency.exponentialRampToValueAtTime(n.glideTo, n.at + n.length);
  env.gain.setValueAtTime(0.0001, n.at);
  env.gain.linearRampToValueAtTime(n.peak, n.at + n.attack);
  env.gain.exponentialRampToValueAtTime(0.0001, n.at + n.length);
  osc.connect(env);
  env.connect(out);
  osc.start(n.at);
  // Stopped just after the envelope ends, so the node is freed.
  osc.stop(n.at + n.length + 0.02);
}

/**
 * Fade a voice out in a few milliseconds (a hard cut would click).
 * @param {AudioLike} ctx
 * @param {GainNode} voice
 */
function cut(ctx, voice) {
  try {
    voice.gain.cancelScheduledValues(ctx.currentTime);
    voice.gain.setTargetAtTime(0, ctx.currentTime, 0.004);
  } catch {
    // A voice that cannot be faded ends by itself within a second.
  }
}

/** @returns {AudioCtor | null} */
function browserAudio() {
  const g = /** @type {any} */ (globalThis);
  return g.AudioContext ?? g.webkitAudioContext ?? null;
}

/**
 * The mute switch: a toggle button (pressed while the sound is on) that
 * remembers its state through the Sound.
 * @param {Sound} sound
 * @param {Document} [doc]
 * @param {HTMLButtonElement} [button] the page's own button, else a new one
 * @returns {HTMLButtonElement}
 */
export function muteSwitch(sound, doc = document, button = doc.createElement('button')) {
  button.type = 'button';
  button.classList.add('sound-switch');
  button.textContent = t('sound.label');
  button.title = t('sound.title');
  // Named again in another language (app/page-text.js).
  button.dataset.i18n = 'sound.label';
  button.dataset.i18nTitle = 'sound.title';
  const render = () => button.setAttribute('aria-pressed', String(!sound.muted));
  button.addEventListener('click', () => {
    sound.muted = !sound.muted;
    render();
  });
  render();
  if (!sound.available) button.hidden = true;
  return button;
}

/**
 * Run `fn` when the page's thread is idle (within a second at the latest);
 * where the browser cannot say (Safari, Node), in a task of its own.
 * @param {() => void} fn
 */
function whenIdle(fn) {
  const w = /** @type {any} */ (globalThis);
  return typeof w.requestIdleCallback === 'function' ? w.requestIdleCallback(fn, { timeout: 1000 }) : setTimeout(fn, 0);
}
