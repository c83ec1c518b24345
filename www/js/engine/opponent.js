// The page's side of the computer opponent: one search at a time. A new
// question cancels the one still open; cancel() terminates the worker at
// once, because a search cannot be interrupted from outside and would
// otherwise keep the worker busy for its whole budget. A spare worker,
// warm, takes over at once, so the next question never waits for a worker
// to start and compile its engine.
import { WorkerClient, Cancelled } from './worker-client.js';

export { Cancelled };

/** @typedef {import('../../pkg/omweso.js').SearchRequest} SearchRequest */
/** @typedef {import('../../pkg/omweso.js').Suggestion} Suggestion */

export class Opponent extends WorkerClient {
  constructor() {
    super('ai-worker', 'the computer player stopped', { spare: true });
  }

  get thinking() {
    return this.working;
  }

  /**
   * Ask for a decision in a position. A question still open is cancelled.
   * @param {string} save the game's toJSON()
   * @param {SearchRequest} request
   * @returns {Promise<Suggestion>}
   */
  async think(save, request) {
    this.cancel();
    const msg = await this.send({ save, request });
    return msg.suggestion;
  }

  /**
   * The computer arranges its own seeds before a four-row game, by a search
   * at its level (RULES §2.1). A question still open is cancelled.
   * @param {{ ruleset: string, side: 'south' | 'north', level: string, seed: number, options: Record<string, any> }} arrange
   * @returns {Promise<{ rows: number[][] }>}
   */
  async arrange(arrange) {
    this.cancel();
    const msg = await this.send({ arrange });
    return msg.arrangement;
  }

  /** Stop a search in flight at once; its promise rejects with Cancelled. */
  cancel() {
    this.stop();
  }
}
