// Redraws coalesced (as chessground's are): the requests made while one task
// runs (a click, a worker's answer) draw once, as that task ends, and a page
// drawn in this frame already draws again at the next frame, never twice in
// one. A page whose frames are held back (a hidden tab, an iframe out of
// view) still draws within REDRAW_LATEST_MS, so its words never stay stale.

/** The longest a requested redraw waits for a frame. */
const REDRAW_LATEST_MS = 100;

/**
 * @param {() => void} draw
 * @returns {{ request: () => void, flush: () => void, readonly pending: boolean }}
 */
export function frameScheduler(draw) {
  /** A redraw is asked for and not done yet. */
  let wanted = false;
  /** A redraw is queued at the end of this task. */
  let queued = false;
  /** Drawn in this frame already: the next waits for the frame to end. */
  let cooling = false;
  /** @type {ReturnType<typeof setTimeout> | null} */
  let late = null;
  const run = () => {
    queued = false;
    if (!wanted) return;
    wanted = false;
    cooling = true;
    const cooled = () => {
      if (!cooling) return;
      cooling = false;
      if (late !== null) clearTimeout(late);
      late = null;
      if (wanted) run();
    };
    requestAnimationFrame(cooled);
    late = setTimeout(cooled, REDRAW_LATEST_MS);
    draw();
  };
  return {
    request() {
      wanted = true;
      if (cooling || queued) return;
      queued = true;
      queueMicrotask(run);
    },
    /** Draw now what waits (nothing when nothing waits). */
    flush() {
      if (wanted) run();
    },
    get pending() {
      return wanted;
    },
  };
}
