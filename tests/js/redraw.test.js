// The page's redraws (www/js/app/redraw.js): coalesced within a task, never
// two in one frame, and never left waiting when frames are held back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { frameScheduler } from '../../www/js/app/redraw.js';

/** Frames driven by hand: frame() runs the callbacks asked for so far. */
function fakeFrames() {
  /** @type {Map<number, () => void>} */
  const waiting = new Map();
  let next = 1;
  globalThis.requestAnimationFrame = (fn) => {
    waiting.set(next, () => fn(0));
    return next++;
  };
  globalThis.cancelAnimationFrame = (id) => { waiting.delete(id); };
  return {
    frame() {
      const due = [...waiting.values()];
      waiting.clear();
      for (const fn of due) fn();
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

test('requests made in one task draw once, as the task ends', async () => {
  fakeFrames();
  let draws = 0;
  const r = frameScheduler(() => draws++);
  r.request();
  r.request();
  r.request();
  assert.equal(draws, 0, 'nothing is drawn inside the task');
  assert.equal(r.pending, true);
  await tick();
  assert.equal(draws, 1);
  assert.equal(r.pending, false);
});

test('a page drawn in this frame draws again at the next frame, not before', async () => {
  const frames = fakeFrames();
  let draws = 0;
  const r = frameScheduler(() => draws++);
  r.request();
  await tick();
  assert.equal(draws, 1);
  r.request();
  await tick();
  assert.equal(draws, 1, 'a second request in the same frame waits');
  assert.equal(r.pending, true);
  frames.frame();
  assert.equal(draws, 2, 'drawn at the next frame');
  frames.frame();
  assert.equal(draws, 2, 'and only once');
});

test('flush draws what waits, and nothing when nothing waits', async () => {
  fakeFrames();
  let draws = 0;
  const r = frameScheduler(() => draws++);
  r.flush();
  assert.equal(draws, 0);
  r.request();
  r.flush();
  assert.equal(draws, 1);
  await tick();
  assert.equal(draws, 1, 'the queued draw found nothing left to do');
});

test('frames held back (a hidden tab): the redraw still comes within 100 ms', async () => {
  fakeFrames();
  let draws = 0;
  const r = frameScheduler(() => draws++);
  r.request();
  await tick();
  r.request();
  await new Promise((resolve) => setTimeout(resolve, 150));
  assert.equal(draws, 2, 'no frame came, the timer drew');
});
