// The page's side of one of its workers (the game's engine, the computer
// player): requests go one after another, each answer carries the id of its
// request so a late answer is never taken for a newer one's, a request may
// report progress before its answer, and cancel() stops the worker's work at
// once by terminating it (a turn of 10⁹ laps or a search cannot be
// interrupted from outside); the next request starts a fresh worker.
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
   */
  constructor(name, stopped) {
    this.name = name;
    this.stopped = stopped;
    /** @type {Worker | null} */
    this.worker = null;
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
    this.worker ??= this.spawn();
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
    worker.onmessage = (e) => this.answer(e.data);
    worker.onerror = (e) => {
      e.preventDefault();
      this.crash(new EngineError({ code: 'worker', message: e.message || this.stopped }));
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
  }

  /** Stop the running and waiting requests at once: they reject with Cancelled. */
  stop() {
    if (this.working) this.crash(new Cancelled());
  }
}
