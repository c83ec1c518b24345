// The page's side of the engine worker. Requests run one after another; each
// answer brings a snapshot of everything the page reads about the position
// (state, legal decisions, history, options, the save), kept here so that
// drawing never waits for the worker. cancel() stops whatever the worker is
// doing at once (it terminates it: a turn of 10⁹ laps cannot be interrupted
// from outside) and starts a fresh worker from the last snapshot, so the game
// is exactly as it was before the cancelled request.
import { startWorker, Cancelled } from './worker-start.js';

/** @typedef {import('../pkg/omweso.js').GameState} GameState */
/** @typedef {import('../pkg/omweso.js').Decision} Decision */
/** @typedef {import('../pkg/omweso.js').GameEvent} GameEvent */

/**
 * What the page knows about the position between requests.
 * @typedef {{
 *   state: GameState,
 *   legal: Decision[],
 *   choices: import('../pkg/omweso.js').PitChoice[],
 *   history: { player: 'south' | 'north', decision: Decision }[],
 *   options: Record<string, any>,
 *   json: string,
 * }} Snapshot
 */

/** @typedef {{ kind: 'turn', laps: number } | { kind: 'load', replayed: number, total: number, laps: number }} Progress */

/**
 * An answer: the events of a move played, why a decision is illegal (explain), the position after,
 * and what a request answers besides (`value`: review's snapshot of an earlier moment).
 * @typedef {{ events: GameEvent[], why: import('../pkg/omweso.js').Explanation | null, snapshot: Snapshot, value?: any }} Answer
 */

/** An engine error: its code and parameters are for the page to put in words. */
export class EngineError extends Error {
  /** @param {{ code: string, message: string, params?: Record<string, any>, problems?: object[] }} e */
  constructor(e) {
    super(e.message);
    this.code = e.code;
    this.params = e.params ?? {};
    this.problems = e.problems ?? []; // engine words: each problem of a setup, worded by the page
  }
}

/**
 * @typedef {{
 *   id: number,
 *   msg: Record<string, any>,
 *   onProgress: ((p: Progress) => void) | undefined,
 *   resolve: (answer: Answer) => void,
 *   reject: (e: Error) => void,
 * }} Job
 */

export class EngineClient {
  constructor() {
    /** @type {Worker | null} */
    this.worker = null;
    this.nextId = 1;
    /** @type {Job | null} */
    this.running = null;
    /** @type {Job[]} */
    this.queue = [];
    /** @type {Snapshot | null} */
    this.snapshot = null;
    /** The last progress report of the running request, for the page to show. */
    /** @type {Progress | null} */
    this.progress = null;
    /** marks: previews asked beside the queue, by request id (see preview()). */
    /** @type {Map<number, (p: import('../pkg/omweso.js').Preview | null) => void>} */
    this.previews = new Map();
  }

  /**
   * marks: what a decision's first lap would do in the position of the last
   * snapshot, or null at once while a request is in hand (the answer would be
   * of another position). Sent beside the queue: it never counts as work, so
   * a click meanwhile is not refused, and a move asked after it is answered
   * after it, on the position it previewed. Null too when it fails.
   * @param {Decision} decision
   * @returns {Promise<import('../pkg/omweso.js').Preview | null>}
   */
  preview(decision) {
    if (this.working || !this.worker || !this.snapshot) return Promise.resolve(null);
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.previews.set(id, resolve);
      /** @type {Worker} */ (this.worker).postMessage({ id, op: 'preview', decision });
    });
  }

  /** Whether the worker has work in hand or waiting. */
  get working() {
    return this.running !== null || this.queue.length > 0;
  }

  /**
   * Ask the engine. The answer's snapshot becomes the client's.
   * @param {string} op
   * @param {Record<string, any>} [args]
   * @param {(p: Progress) => void} [onProgress]
   * @returns {Promise<Answer>}
   */
  request(op, args = {}, onProgress) {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, msg: { op, ...args }, onProgress, resolve, reject });
      this.pump();
    });
  }

  /** Start the worker ahead of the first request: its scripts load while the engine compiles. */
  warm() {
    this.worker ??= this.spawn();
  }

  pump() {
    if (this.running || this.queue.length === 0) return;
    const job = /** @type {Job} */ (this.queue.shift());
    this.running = job;
    this.progress = null;
    if (!this.worker) this.worker = this.spawn();
    this.worker.postMessage({ id: job.id, ...job.msg });
  }

  spawn() {
    const worker = startWorker('engine-worker');
    worker.onmessage = (e) => this.answer(e.data);
    worker.onerror = (e) => {
      e.preventDefault();
      this.crashed(new EngineError({ code: 'worker', message: e.message || 'the engine stopped' }));
    };
    return worker;
  }

  /** @param {any} msg */
  answer(msg) {
    const previewed = this.previews.get(msg.id); // marks
    if (previewed) return previewed(this.previews.delete(msg.id) && !msg.error ? msg.preview ?? null : null); // marks
    const job = this.running;
    if (!job || job.id !== msg.id) return; // from a request already cancelled
    if (msg.progress) {
      this.progress = msg.progress;
      job.onProgress?.(msg.progress);
      return;
    }
    this.running = null;
    this.progress = null;
    if (msg.error) job.reject(new EngineError(msg.error));
    else {
      this.snapshot = msg.snapshot;
      job.resolve({ events: msg.events ?? [], snapshot: msg.snapshot, why: msg.why ?? null, value: msg.value });
    }
    this.pump();
  }

  /** @param {Error} error */
  crashed(error) {
    const jobs = [this.running, ...this.queue];
    this.running = null;
    this.queue = [];
    this.worker?.terminate();
    this.worker = null;
    for (const job of jobs) job?.reject(error);
    for (const resolve of this.previews.values()) resolve(null); // marks
    this.previews.clear(); // marks
  }

  /**
   * Stop the running and waiting requests at once (they reject with
   * Cancelled). The game goes back to the last snapshot, unless `restore`
   * is false because the next request replaces the game anyway.
   * @param {{ restore?: boolean }} [how]
   * @returns {Promise<void>} settled when the fresh worker holds the game again
   */
  cancel({ restore = true } = {}) {
    if (!this.working) return Promise.resolve();
    this.crashed(new Cancelled());
    if (!restore || !this.snapshot) return Promise.resolve();
    return this.request('restore', { save: this.snapshot.json }).then(() => {}, () => {});
  }
}
