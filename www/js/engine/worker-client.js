// The page's side of one of its workers (the game's engine, the computer
// player): requests go one after another, each answer carries the id of its
// request so a late answer is never taken for a newer one's, a request may
// report progress before its answer, and cancel() stops the worker's work at
// once by terminating it (a turn of 10⁹ laps or a search cannot be
// interrupted from outside); the next request starts a fresh worker. A
// client may keep a spare worker warm (its engine instantiated), which takes
// over at once when the busy one is terminated: the computer's next search
// never waits for a new worker to compile its engine.
import { startWorker, Cancelled } from './worker-start.js';

export { Cancelled };

/** A worker's error: its code and parameters are for the page to put in words. */
export class EngineError extends Error {
  /** @param {{ code: string, message: string, params?: Record<string, any>, problems?: object[] }} e */
  constructor(e) {
    super(e.message);
    this.code = e.code;
    this.params = e.params ?? {};
    this.problems = e.problems ?? []; // each problem of a setup, worded by the page
  }
}

/**
 * @typedef {{
 *   id: number,
 *   msg: Record<string, any>,
 *   onProgress: ((p: any) => void) | undefined,
 *   resolve: (answer: any) => void,
 *   reject: (e: Error) => void,
 * }} Job
 */

export class WorkerClient {
  /**
   * @param {'engine-worker' | 'ai-worker'} name
   * @param {string} stopped what a crash of this worker is said as (the message of its error)
   * @param {{ spare?: boolean }} [options] spare: keep a second worker warm to replace a terminated one
   */
  constructor(name, stopped, options = {}) {
    this.name = name;
    this.stopped = stopped;
    this.keepsSpare = options.spare ?? false;
    /** @type {Worker | null} */
    this.worker = null;
    /** The warm worker that takes over when this one is terminated. */
    /** @type {Worker | null} */
    this.spare = null;
    this.nextId = 1;
    /** @type {Job | null} */
    this.running = null;
    /** @type {Job[]} */
    this.queue = [];
    /** The last progress report of the running request. */
    this.progress = null;
    /** Requests answered beside the queue (see aside()), by id. */
    /** @type {Map<number, (msg: any) => void>} */
    this.asides = new Map();
  }

  /** Start the worker ahead of the first request: its scripts load while the engine compiles. */
  warm() {
    this.worker ??= this.spare ?? this.spawn();
    if (this.spare === this.worker) this.spare = null;
    if (this.keepsSpare) this.spare ??= this.spawn();
  }

  /** Whether the worker has work in hand or waiting. */
  get working() {
    return this.running !== null || this.queue.length > 0;
  }

  /**
   * Send a request after those before it; its answer (the worker's message) resolves, its error rejects.
   * @param {Record<string, any>} msg
   * @param {(p: any) => void} [onProgress]
   * @returns {Promise<any>}
   */
  send(msg, onProgress) {
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, msg, onProgress, resolve, reject });
      this.pump();
    });
  }

  /**
   * A question beside the queue, answered with the worker's message, or null
   * when it fails or the worker is replaced: it never counts as work, so
   * nothing waits for it.
   * @param {Record<string, any>} msg
   * @returns {Promise<any | null>}
   */
  aside(msg) {
    this.warm();
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.asides.set(id, resolve);
      /** @type {Worker} */ (this.worker).postMessage({ id, ...msg });
    });
  }

  pump() {
    if (this.running || this.queue.length === 0) return;
    const job = /** @type {Job} */ (this.queue.shift());
    this.running = job;
    this.progress = null;
    this.warm();
    /** @type {Worker} */ (this.worker).postMessage({ id: job.id, ...job.msg });
  }

  spawn() {
    const worker = startWorker(this.name);
    // A spare speaks only once it has taken over.
    worker.onmessage = (e) => {
      if (worker === this.worker) this.answer(e.data);
    };
    worker.onerror = (e) => {
      e.preventDefault();
      if (worker === this.spare) {
        worker.terminate();
        this.spare = null;
      } else if (worker === this.worker) {
        this.crash(new EngineError({ code: 'worker', message: e.message || this.stopped }));
      }
    };
    return worker;
  }

  /** @param {any} msg */
  answer(msg) {
    const aside = this.asides.get(msg.id);
    if (aside) {
      this.asides.delete(msg.id);
      aside(msg.error ? null : msg);
      return;
    }
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
    else job.resolve(msg);
    this.pump();
  }

  /**
   * Stop everything at once: the worker goes, the running and waiting
   * requests reject with `error`, the questions beside them get null.
   * @param {Error} error
   */
  crash(error) {
    const jobs = [this.running, ...this.queue];
    this.running = null;
    this.queue = [];
    this.worker?.terminate();
    this.worker = null;
    for (const job of jobs) job?.reject(error);
    for (const resolve of this.asides.values()) resolve(null);
    this.asides.clear();
    // The spare takes over now (and a new spare warms) only for a cancel:
    // after a crash the next request starts afresh.
    if (this.keepsSpare && error instanceof Cancelled) this.warm();
  }

  /** Stop the running and waiting requests at once: they reject with Cancelled. */
  stop() {
    if (this.working) this.crash(new Cancelled());
  }
}
