// How long the computer takes to answer a move, as a player feels it: from
// the click on a pit (at the Instant sowing speed, so the player's own turn
// costs nothing) to the moment the computer's decision is shown on the board,
// per level, against the level's own time, and to the moment its sowing
// begins (after the decision is shown a moment). A bench, not a test.
//
//   node tools/computer-pace.mjs [--moves 12] [--json FILE]
//
// Each level plays `moves` replies in fresh Omweso games (the page's embed
// parameters: ai=north:<level>); the first reply of each game is reported
// apart, since it once paid for starting the computer's worker.
import { writeFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { startServer, launch, openPage, idle, hook, clickDecision } from '../tests/e2e/harness.js';
import { levels as engineLevels } from '../tests/js/load.js';

const args = process.argv.slice(2);
const value = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const moves = Number(value('--moves', '12'));
const jsonOut = value('--json', null);

/** Replies timed in one game before a fresh one: the opening and middle game, where searches use their time. */
const PER_GAME = 4;

/** A small seeded generator, so that every run plays the same human moves. */
function rng(seed) {
  let x = seed >>> 0;
  return () => {
    x = (x + 0x6d2b79f5) >>> 0;
    let t = x;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

const server = await startServer();
const context = await launch();
const results = [];
try {
  // The levels as the engine lists them (the built page keeps its modules to itself).
  const levels = engineLevels();
  for (const level of levels) {
    const replies = [];
    const sowings = [];
    const firsts = [];
    let first = true;
    let opened = null;
    let inGame = 0;
    const random = rng(7);
    while (replies.length < moves) {
      if (!opened) {
        opened = (await openPage(context, `${server.url}?ai=north:${level.id}&sound=off`)).page;
        await opened.evaluate(() => localStorage.clear());
        await opened.reload();
        await opened.waitForSelector('body[data-ready="true"]');
        await opened.selectOption('#speed', 'instant');
        first = true;
      }
      const page = opened;
      await idle(page);
      const st = await hook(page, 'state');
      const sows = st.result ? [] : (await hook(page, 'legalMoves')).filter((d) => d.kind === 'sow');
      const move = sows[Math.floor(random() * sows.length)];
      if (!move || st.toMove !== 'south' || inGame >= PER_GAME) {
        inGame = 0;
        await page.close();
        opened = null;
        continue;
      }
      // The clock starts in the page as the click lands; the decision shows as the intent.
      await page.evaluate(() => {
        const w = /** @type {any} */ (window);
        w.__clicked = null;
        w.__shown = null;
        w.__sown = null;
        // The last click of the move (a pit, then a way to sow it when the page asks).
        if (!w.__listening) document.addEventListener('click', () => { w.__clicked = performance.now(); }, { capture: true });
        w.__listening = true;
        // The computer's decision is shown (showIntent) a moment before it is sown.
        const c = w.__omweso.app.controller;
        if (!c.__timed) {
          const show = c.showIntent.bind(c);
          c.showIntent = (/** @type {any} */ d) => {
            if (w.__shown === null && w.__clicked !== null) w.__shown = performance.now();
            show(d);
          };
          // Then its sowing begins on the board.
          const animate = c.animate.bind(c);
          c.animate = (/** @type {any} */ events, /** @type {any} */ before) => {
            if (w.__shown !== null && w.__sown === null) w.__sown = performance.now();
            return animate(events, before);
          };
          c.__timed = true;
        }
      });
      await clickDecision(page, move);
      // A turn that pauses for a way to go on is answered too: the reply is timed from the last click.
      for (let k = 0; k < 20; k++) {
        await page.waitForFunction(() => /** @type {any} */ (window).__omweso.drawn() && !(/** @type {any} */ (window).__omweso.busy()), null, { polling: 'raf' });
        const now = await hook(page, 'state');
        if (now.result || now.toMove !== 'south' || !now.pending) break;
        await clickDecision(page, (await hook(page, 'legalMoves'))[0]);
      }
      const answered = await page.waitForFunction(() => /** @type {any} */ (window).__sown !== null || /** @type {any} */ (window).__omweso.state()?.result, null, { timeout: 30000 }).then(() => page.evaluate(() => {
        const w = /** @type {any} */ (window);
        return w.__sown === null ? null : { decided: w.__shown - w.__clicked, sowing: w.__sown - w.__clicked };
      }));
      if (answered === null) continue;
      inGame++;
      (first ? firsts : replies).push(answered.decided);
      if (!first) sowings.push(answered.sowing);
      first = false;
      // The computer's whole turn (a paused one answered too), then South again.
      await page.waitForFunction(() => {
        const o = /** @type {any} */ (window).__omweso;
        const st = o.state();
        return st.result || (st.toMove === 'south' && !o.thinking() && !o.busy());
      }, null, { timeout: 60000 });
    }
    await opened?.close();
    const row = {
      level: level.id, budgetMs: level.budgetMs, replies: replies.length,
      p50: quantile(replies, 0.5), p95: quantile(replies, 0.95), worst: Math.max(...replies),
      sowingP50: quantile(sowings, 0.5), sowingP95: quantile(sowings, 0.95), firstReplies: firsts,
    };
    results.push(row);
    console.log(`${level.id.padEnd(9)} budget ${String(level.budgetMs).padStart(5)} ms: click to decision p50 ${row.p50.toFixed(0)}, p95 ${row.p95.toFixed(0)}, worst ${row.worst.toFixed(0)} ms; `
      + `to its sowing p50 ${row.sowingP50.toFixed(0)}, p95 ${row.sowingP95.toFixed(0)} ms (${replies.length} replies); first replies ${firsts.map((x) => x.toFixed(0)).join(', ')} ms`);
  }
} finally {
  await context.close();
  await server.close();
}
if (jsonOut) {
  mkdirSync(dirname(jsonOut), { recursive: true });
  writeFileSync(jsonOut, JSON.stringify(results, null, 2));
}
