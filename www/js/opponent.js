// The page's side of the computer opponent: one worker at a time, one search
// at a time. cancel() terminates the worker at once, because a search cannot
// be interrupted from outside and would otherwise keep the worker busy for
// its whole budget; a fresh worker is started for the next question. Every
// answer carries the id of its question, so a late one is never taken for
// the answer to a newer question.
import { startWorker, Cancelled } from './worker-start.js';

export { Cancelled };

/** @typedef {import('../pkg/omweso.js').SearchRequest} SearchRequest */
/** @typedef {import('../pkg/omweso.js').Suggestion} Suggestion */

/** A worker's failure in words, with the engine's error code. */
export class SearchError extends Error {
  /** @param {string} code @param {string} message */
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

export class Opponent {
  constructor() {
    /** @type {Worker | null} */
    this.worker = null;
    this.nextId = 1;
    /** @type {{ id: number, resolve: (s: Suggestion) => void, reject: (e: Error) => void } | null} */
    this.pending = null;
  }

  /** Start the worker ahead of the first question, so it answers in time. */
  warm() {
    if (!this.worker) this.worker = this.spawn();
  }

  spawn() {
    const worker = startWorker('ai-worker');
    worker.onmessage = (e) => this.answer(e.data);
    worker.onerror = (e) => {
      e.preventDefault();
      this.fail(new SearchError('worker', e.message || 'the computer player stopped'));
    };
    return worker;
  }

  get thinking() {
    return this.pending !== null;
  }

  /**
   * Ask for a decision in a position. A question still open is cancelled.
   * @param {string} save the game's toJSON()
   * @param {SearchRequest} request
   * @returns {Promise<Suggestion>}
   */
  think(save, request) {
    this.cancel();
    this.warm();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject };
      /** @type {Worker} */ (this.worker).postMessage({ id, save, request });
    });
  }

  /** @param {{ id: number, suggestion?: Suggestion, error?: { code: string, message: string } }} msg */
  answer(msg) {
    const p = this.pending;
    if (!p || p.id !== msg.id) return; // a stale answer
    this.pending = null;
    if (msg.error) p.reject(new SearchError(msg.error.code, msg.error.message));
    else p.resolve(/** @type {Suggestion} */ (msg.suggestion));
  }

  /** @param {Error} error */
  fail(error) {
    const p = this.pending;
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
    p?.reject(error);
  }

  /** Stop a search in flight at once; its promise rejects with Cancelled. */
  cancel() {
    if (!this.pending) return;
    this.fail(new Cancelled());
  }
}
