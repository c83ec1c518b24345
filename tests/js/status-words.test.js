// The status line, the players' tallies and a long turn's progress in words,
// without a browser: each sentence chosen from the state and what the page does.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { statusText, tallyText, progressText } from '../../www/js/words/status.js';

const ctx = { rows: 4, family: 'four_row', names: { south: 'Amina', north: 'Kato' }, tournament: false, base: 'ccw' };
const idle = { working: false, animating: false, paused: false, computer: null, computerStuck: false, choosing: false };
const state = (over = {}) => ({
  rows: 4, cols: 8, toMove: 'south', pending: null, result: null, matchTo: 0, matchScore: [0, 0], matchOver: false,
  stores: [0, 0], aside: [0, 0], family: 'four_row', ...over,
});

test('whose turn it is, and what the page is doing first', () => {
  assert.match(statusText(state(), idle, ctx), /^Amina/);
  assert.match(statusText(state({ toMove: 'north' }), idle, ctx), /^Kato/);
  assert.notEqual(statusText(state({ rows: 2 }), idle, { ...ctx, rows: 2 }), statusText(state(), idle, ctx), 'two rows are told in their own words');
  assert.equal(statusText(state(), { ...idle, working: true, animating: true }, ctx), 'Working out the move…');
  assert.notEqual(statusText(state(), { ...idle, animating: true, paused: true }, ctx), statusText(state(), { ...idle, animating: true }, ctx));
  assert.match(statusText(state(), { ...idle, computer: 'Kato (Expert)' }, ctx), /Kato \(Expert\)/);
  assert.match(statusText(state(), { ...idle, choosing: true }, ctx), /Amina/);
  assert.notEqual(statusText(state(), { ...idle, choosing: true }, ctx), statusText(state(), idle, ctx));
  // A pit that can be sown two ways (or as okwesera) is not a paused lap's direction.
  assert.doesNotMatch(statusText(state(), { ...idle, choosing: true }, ctx), /next lap/);
});

test('a finished game: the winner, the points, and the match', () => {
  const won = state({ result: { winner: 'north', reason: 'no_moves', points: 2 }, matchTo: 12, matchScore: [3, 12], matchOver: true });
  const text = statusText(won, { ...idle, working: true }, ctx);
  assert.match(text, /Kato/);
  assert.match(text, /2 points/);
  assert.match(text, /12/);
});

test("the players' tallies: stores only where the game keeps them", () => {
  assert.equal(tallyText(state({ stores: [5, 3] }), 0), '', 'four rows keep no store');
  assert.match(tallyText(state({ family: 'oware', stores: [5, 3] }), 0), /5/);
  assert.match(tallyText(state({ family: 'oware', stores: [5, 3] }), 1), /3/);
  assert.match(tallyText(state({ matchTo: 12, matchScore: [7, 3] }), 0), /7 \/ 12/);
});

test('a long turn and a long load, with the laps grouped', () => {
  assert.match(progressText({ kind: 'turn', laps: 420000000 }), /420,000,000 laps so far/);
  assert.match(progressText({ kind: 'load', replayed: 12, total: 202, laps: 0 }), /12 of 202/);
});
