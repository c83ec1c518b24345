// The museum kiosk (`?kiosk=1`): a page that looks after itself on a big
// touch screen. Left alone for a while it plays itself (the attract mode: a
// Computer vs Computer demo, slowly, with its narration, under "Touch to
// play"); a touch stops the demo at once and gives the visitor a fresh game;
// left alone longer it returns to its welcome state. It also keeps visitors
// inside the game: full screen on the first touch, no context menu, no
// selection, no way out through a link, and a Start again button.
//
// Idle time is measured from the last pointer, key, touch or wheel event of a
// person (events the page makes itself are not counted). Everything it does
// to the game goes through the small host the controller lends (see
// KioskHost), like ComputerTurns' host: opening a game cancels whatever was
// animated or searched.
import { t } from '../words/i18n.js';
import { rulesets, levels, demoStarts } from '../engine/wasm.js';
import { rulesetName } from '../words/engine-words.js';
import { defaultSettings, settingsFor } from '../game/settings.js';
import { kioskOptions } from './options.js';
import { showNotice } from '../notices.js';
import { el } from '../dom.js';

/**
 * @typedef {import('../game/settings.js').Settings} Settings
 * @typedef {import('../game/players.js').Players} Players
 * @typedef {import('./options.js').KioskOptions} KioskOptions
 * @typedef {import('../../pkg/omweso.js').GameState} GameState
 * @typedef {import('../../pkg/omweso.js').Level} Level
 */

/**
 * What the controller lends the kiosk.
 * settings: the settings of the game on the board. state: its state (null
 * before the first game). open: open a fresh game from settings, stopping
 * whatever the page was animating or searching. soundDefault: the sound
 * switch back to the page's default. languageDefault: the page back in its
 * default language (once the page has more than one).
 * @typedef {{
 *   settings: () => Settings,
 *   state: () => GameState | null | undefined,
 *   open: (settings: Settings) => Promise<unknown>,
 *   soundDefault: () => void,
 *   languageDefault?: () => void,
 * }} KioskHost
 */

/** How often the idle clock is looked at. */
const KIOSK_TICK_MS = 250;
/** Demo starts asked of the engine at a time: they differ from one another. */
const DEMO_BATCH = 6;

/** A finished demo's result stays this long on the screen before the next demo. */
const DEMO_AGAIN_MS = 8000;
/** The events that say a person is at the screen (a hovering mouse is not one). */
const VISITOR_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'];

export class Kiosk {
  /**
   * @param {KioskOptions} options
   * @param {KioskHost} host
   * @param {Document} [doc]
   */
  constructor(options, host, doc = document) {
    this.options = options;
    this.host = host;
    this.doc = doc;
    /** @type {'play' | 'attract' | 'welcome'} */
    this.mode = 'play';
    this.lastInput = performance.now();
    /** The attract clock restarts after a reset too; the reset clock only after a person. */
    this.idleFrom = this.lastInput;
    this.resetDone = false;
    /** @type {number | null} when the demo on the board ended */
    this.demoEnded = null;
    /** The game the demos play, from its usual start: the visitor's fresh game. */
    /** @type {Settings | null} */
    this.base = null;
    /** The settings of the demo playing. */
    /** @type {Settings | null} */
    this.demo = null;
    /** The sowing speed the visitor had before the demo took over. */
    this.visitorSpeed = welcomeSpeed();
    /** How many times each happened, for the tests. */
    this.attracts = 0;
    /** Demo starts not yet played, of the demo's game (the engine's demoStarts). */
    /** @type {Settings[]} */
    this.demos = [];
    /** The seed of the next batch of demo starts: another each visit and each batch. */
    this.demoSeed = Math.floor(Math.random() * 2 ** 31);
    this.resets = 0;
    /** @type {ReturnType<typeof setInterval> | null} */
    this.timer = null;
    // The whole screen takes the touch that ends the demo; the invitation
    // sits where the controls were, under the board and its narration.
    this.overlay = el('div', 'kiosk-attract');
    this.overlay.hidden = true;
    this.card = this.makeCard();
  }

  /** Kiosk mode on: the page's look, the guards, the idle clock; the welcome state unless a visitor's game is on. */
  begin() {
    const body = this.doc.body;
    body.classList.add('kiosk');
    body.append(this.overlay);
    const controls = this.doc.querySelector('.controls');
    (controls ?? this.overlay).append(this.card);
    this.addStartAgain();
    const win = /** @type {Window} */ (this.doc.defaultView);
    for (const type of VISITOR_EVENTS) win.addEventListener(type, (e) => this.activity(e), { capture: true, passive: true });
    // No context menu, no dragging a picture or a text away, no link out.
    this.doc.addEventListener('contextmenu', (e) => e.preventDefault());
    this.doc.addEventListener('dragstart', (e) => e.preventDefault());
    for (const type of ['click', 'auxclick']) {
      this.doc.addEventListener(type, (e) => {
        if (e.target instanceof Element && e.target.closest('a[href]')) e.preventDefault();
      }, { capture: true });
    }
    // Full screen needs a person's gesture; a click has its target already, so
    // the board's resize that follows cannot move the pit under the finger.
    win.addEventListener('click', () => this.fullScreen(), { capture: true });
    const st = this.host.state();
    const visitorGame = st && !st.result && st.movesPlayed > 0 && !isDemo(this.host.settings().players);
    // Booted into its welcome state, the kiosk waits for a visitor before it resets again.
    if (!visitorGame) this.reset();
    this.timer = setInterval(() => this.tick(), KIOSK_TICK_MS);
  }

  /** @param {Event} e */
  activity(e) {
    // The page's own events (a test's, a control's) are no visitor.
    if (!e.isTrusted) return;
    this.lastInput = performance.now();
    this.idleFrom = this.lastInput;
    this.resetDone = false;
    if (this.mode === 'attract') this.wake(e.type === 'pointerdown' || e.type === 'touchstart');
    else this.mode = 'play';
  }

  tick() {
    const now = performance.now();
    const { attractS, resetS } = this.options;
    if (!this.resetDone && resetS !== null && now - this.lastInput >= resetS * 1000) this.reset();
    else if (this.mode !== 'attract' && attractS !== null && now - this.idleFrom >= attractS * 1000) this.attract();
    else if (this.mode === 'attract') this.nextDemo(now);
  }

  /** The computer plays itself: a demo of the game on the board, or of the kiosk's chosen game. */
  attract() {
    this.closeDialogs();
    this.visitorSpeed = this.speed() ?? welcomeSpeed();
    this.base = this.demoBase();
    const base = this.nextDemoOf(this.base);
    this.demo = base;
    this.mode = 'attract';
    this.attracts++;
    this.demoEnded = null;
    const info = rulesets().find((r) => r.id === base.ruleset);
    /** @type {HTMLElement} */ (this.card.querySelector('.kiosk-attract-text')).textContent = t('kiosk.watching', { game: info ? rulesetName(info) : base.ruleset });
    this.showAttract(true);
    this.setSpeed(this.options.speed);
    this.host.open({ ...structuredClone(base), players: this.demoPlayers() });
  }

  /**
   * A visitor touched the screen during the demo: it stops at once (opening a
   * game cancels its animation and its search) and a fresh game of the same
   * game is theirs.
   * @param {boolean} touched the click that follows this touch is swallowed, not played
   */
  wake(touched) {
    this.mode = 'play';
    this.showAttract(false);
    if (touched) this.swallowClick();
    this.setSpeed(this.visitorSpeed);
    // The visitor's game is the demos' game from its usual start, not a demo's arrangement.
    const base = this.base ?? this.host.settings();
    this.host.open({ ...structuredClone(base), players: this.visitorPlayers() });
  }

  /** Left alone long enough: back to the welcome state, as the kiosk started. */
  reset() {
    this.resetDone = true;
    this.resets++;
    this.idleFrom = performance.now();
    this.mode = 'welcome';
    this.showAttract(false);
    this.closeDialogs();
    this.dismissNotices();
    this.visitorSpeed = welcomeSpeed();
    this.setSpeed(this.visitorSpeed);
    this.host.soundDefault();
    this.host.languageDefault?.();
    // The board upright again (a visitor may have turned it for a friend across the screen).
    const flip = this.doc.getElementById('btn-flip');
    if (flip?.getAttribute('aria-pressed') === 'true') flip.click();
    this.host.open({ ...defaultSettings(), players: this.visitorPlayers() });
    // Nobody is playing: the moment for a new version that waits (updates.js's
    // Reload), which a visitor would not have tapped.
    /** @type {HTMLElement | null} */ (this.doc.querySelector('#update-notice button.primary'))?.click();
  }

  /** @param {number} now */
  nextDemo(now) {
    const st = this.host.state();
    // A match plays its next game by itself; only its end starts another demo.
    const over = Boolean(st?.result && (st.matchTo === 0 || st.matchOver));
    if (!over) {
      this.demoEnded = null;
      return;
    }
    this.demoEnded ??= now;
    if (now - this.demoEnded < DEMO_AGAIN_MS || !this.demo) return;
    this.demoEnded = null;
    this.demo = this.nextDemoOf(this.base ?? this.demo);
    this.host.open({ ...structuredClone(this.demo), players: this.demoPlayers() });
  }

  /** The game the demos play: the kiosk's chosen one (its usual start), else the one on the board. */
  demoBase() {
    const id = this.options.demo;
    const chosen = id ? settingsFor(defaultSettings(), id) : null;
    return chosen?.ruleset === id ? chosen : structuredClone(this.host.settings());
  }

  /**
   * The next demo of `base`'s game, from one of the engine's demo starts (a
   * safe arrangement per side, the first mover alternating), so that
   * successive demos differ and none is decided on its first turn (issue 21:
   * the same single turn was replayed every 35 s).
   * @param {Settings} base
   * @returns {Settings}
   */
  nextDemoOf(base) {
    if (this.demos[0]?.ruleset !== base.ruleset) this.demos = [];
    if (this.demos.length === 0) {
      try {
        const starts = demoStarts(base.ruleset, DEMO_BATCH, this.demoSeed++, base.options);
        this.demos = starts.map((spec) => ({ ...base, layout: /** @type {Settings['layout']} */ (spec.layout ?? base.layout), options: { ...spec.options, ...(spec.first ? { first: spec.first } : {}) } }));
      } catch {
        return base; // options the engine refuses for demos: the game as it is
      }
    }
    return /** @type {Settings} */ (this.demos.shift());
  }

  /** @returns {Players} */
  demoPlayers() {
    const level = this.level(this.options.demoLevel);
    return { south: 'computer', north: 'computer', levels: { south: level, north: level }, hints: false };
  }

  /**
   * A visitor plays South, first to move in the games' usual start, against
   * the computer (or, with opponent=person, against another visitor).
   * @returns {Players}
   */
  visitorPlayers() {
    const level = this.level(this.options.level);
    const north = this.options.opponent === 'computer' ? 'computer' : 'human';
    return { south: 'human', north, levels: { south: level, north: level }, hints: true };
  }

  /**
   * A level the engine knows (the options were checked against it; a page
   * embedding the kiosk may not have).
   * @param {string} id
   * @returns {Level}
   */
  level(id) {
    const all = levels();
    return /** @type {Level} */ (all.find((l) => l.id === id)?.id ?? all[0].id);
  }

  /** The sowing speed control's value, if the page has one. */
  speed() {
    const select = this.doc.getElementById('speed');
    return select instanceof HTMLSelectElement ? select.value : null;
  }

  /**
   * Set the sowing speed through the page's own control, as a person would.
   * @param {string} value
   */
  setSpeed(value) {
    const select = this.doc.getElementById('speed');
    if (!(select instanceof HTMLSelectElement) || select.value === value) return;
    select.value = value;
    select.dispatchEvent(new Event('change'));
  }

  closeDialogs() {
    for (const d of this.doc.querySelectorAll('dialog[open]')) /** @type {HTMLDialogElement} */ (d).close();
  }

  /** Every notice goes, through its own close button (the notices keep their list). */
  dismissNotices() {
    for (const b of this.doc.querySelectorAll('.notice:not([hidden]) .notice-close')) /** @type {HTMLElement} */ (b).click();
  }

  /** The click that ends a touch which stopped the demo does nothing more (it would land on the new board). */
  swallowClick() {
    const win = /** @type {Window} */ (this.doc.defaultView);
    const swallow = (/** @type {Event} */ e) => {
      e.preventDefault();
      e.stopImmediatePropagation();
      done();
    };
    const done = () => {
      win.removeEventListener('click', swallow, { capture: true });
      clearTimeout(late);
    };
    // A touch that never becomes a click (a swipe) must not eat the next one.
    const late = setTimeout(done, 1000);
    win.addEventListener('click', swallow, { capture: true });
  }

  fullScreen() {
    const root = this.doc.documentElement;
    if (this.doc.fullscreenElement || !this.doc.fullscreenEnabled || !root.requestFullscreen) return;
    // Refused (an iframe without permission, a browser setting): the kiosk works in a window.
    root.requestFullscreen({ navigationUI: 'hide' }).catch(() => {});
  }

  /** "Start again": next to New game in the top bar, a fresh game of the game on the board. */
  addStartAgain() {
    const again = /** @type {HTMLButtonElement} */ (el('button', 'kiosk-again', t('kiosk.again')));
    again.dataset.i18n = 'kiosk.again'; // translatePage() names it again in another language
    again.type = 'button';
    again.id = 'btn-again';
    again.addEventListener('click', () => {
      this.closeDialogs();
      this.host.open({ ...structuredClone(this.host.settings()), players: this.visitorPlayers() });
    });
    const choose = this.doc.getElementById('btn-new');
    if (choose) {
      // The set-up offers only the game here (kiosk CSS): it is a choice of game.
      choose.dataset.i18n = 'kiosk.choose';
      choose.textContent = t('kiosk.choose');
      choose.before(again);
    } else {
      this.doc.body.prepend(again);
    }
  }

  /** @param {boolean} on */
  showAttract(on) {
    this.overlay.hidden = !on;
    this.card.hidden = !on;
    this.doc.body.classList.toggle('kiosk-attracting', on);
  }

  makeCard() {
    const card = el('div', 'kiosk-attract-card');
    card.hidden = true;
    card.setAttribute('role', 'status');
    const words = el('div', 'kiosk-attract-words');
    words.append(el('p', 'kiosk-attract-text'), el('p', 'kiosk-attract-invite', t('kiosk.invite')));
    card.append(el('p', 'kiosk-attract-touch', t('kiosk.touch')), words);
    return card;
  }
}

/** @param {Players} p */
function isDemo(p) {
  return p.south === 'computer' && p.north === 'computer';
}

/** The sowing speed a visitor starts with: normal, or none under reduced motion. */
function welcomeSpeed() {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'instant' : 'normal';
}

/**
 * Kiosk mode if the page's address asks for it: the kiosk, begun, or null.
 * A parameter that cannot be used is said in a notice and its default kept.
 * @param {string} search location.search
 * @param {KioskHost} host
 * @returns {Kiosk | null}
 */
export function startKiosk(search, host) {
  const { options, errors } = kioskOptions(search, { rulesets: rulesets().map((r) => r.id), levels: levels().map((l) => l.id) });
  const say = () => { for (const error of errors) showNotice(t('kiosk.error', { error }), { ms: 20000 }); };
  if (!options.on) {
    say();
    return null;
  }
  const kiosk = new Kiosk(options, host);
  kiosk.begin();
  // After begin(): its welcome state dismisses every notice.
  say();
  return kiosk;
}
