// The rest of a long piece of the page's work put off to a task of its own.
// A turn's answer is such a piece (a long turn's 10⁴ events narrated,
// planned, tagged for the rules card, drawn): cut into tasks, the page's
// timers, input and frames run between its parts instead of after all of it
// (issue 12's rule: no gap of the page's thread over 200 ms).

/**
 * A promise that settles in a later task. A timer's, not `scheduler.yield()`,
 * whose continuation goes before other waiting tasks: the point is to let
 * them run.
 * @returns {Promise<void>}
 */
export function nextTask() {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
