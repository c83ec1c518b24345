// The page's side of the game's engine worker. Each answer brings a snapshot
// of everything the page reads about the position (state, legal decisions,
// history, options, the save), kept here so that drawing never waits for the
// worker. cancel() stops whatever the worker is doing at once and starts a
// fresh worker from the last snapshot, so the game is exactly as it was
// before the cancelled request.
import { WorkerClient } from './worker-client.js';

/** @typedef {import('../../pkg/omweso.js').GameState} GameState */
/** @typedef {import('../../pkg/omweso.js').Decision} Decision */
/** @typedef {import('../../pkg/omweso.js').GameEvent} GameEvent */

/**
 * What the page knows about the position between requests.
 * @typedef {{
 *   state: GameState,
 *   legal: Decision[],
 *   choices: import('../../pkg/omweso.js').PitChoice[],
 *   history: { player: 'south' | 'north', decision: Decision }[],
 *   options: Record<string, any>,
 *   json: string,
 * }} Snapshot
 */

/** @typedef {{ kind: 'turn', laps: number } | { kind: 'load', replayed: number, total: number, laps: number }} Progress */

/**
 * An answer: the events of a move played, why a decision is illegal (explain), the position after,
 * and what a request answers besides (`value`: review's snapshot of an earlier moment).
 * @typedef {{ events: GameEvent[], why: import('../../pkg/omweso.js').Explanation | null, snapshot: Snapshot, value?: any }} Answer
 */

export class EngineClient extends WorkerClient {
  constructor() {
    super('engine-worker', 'the engine stopped');
    /** @type {Snapshot | null} */
    this.snapshot = null;
  }

  /**
   * What a decision's first lap would do in the position of the last
   * snapshot, or null at once while a request is in hand (the answer would be
   * of another position). Asked beside the queue: it never counts as work, so
   * a click meanwhile is not refused, and a move asked after it is answered
   * after it, on the position it previewed. Null too when it fails.
   * @param {Decision} decision
   * @returns {Promise<import('../../pkg/omweso.js').Preview | null>}
   */
  async preview(decision) {
    if (this.working || !this.worker || !this.snapshot) return null;
    const msg = await this.aside({ op: 'preview', decision });
    return msg?.preview ?? null;
  }

  /**
   * Ask the engine. The answer's snapshot becomes the client's.
   * @param {string} op
   * @param {Record<string, any>} [args]
   * @param {(p: Progress) => void} [onProgress]
   * @returns {Promise<Answer>}
   */
  async request(op, args = {}, onProgress) {
    const msg = await this.send({ op, ...args }, onProgress);
    this.snapshot = msg.snapshot;
    return { events: msg.events ?? [], snapshot: msg.snapshot, why: msg.why ?? null, value: msg.value };
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
    this.stop();
    if (!restore || !this.snapshot) return Promise.resolve();
    return this.request('restore', { save: this.snapshot.json }).then(() => {}, () => {});
  }
}
