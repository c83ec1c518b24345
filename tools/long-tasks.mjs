// The main thread's long tasks (50 ms and more, Chromium's 'longtask'
// entries) while the built site loads: a first visit (a fresh profile) and
// a reload with a saved game, until the game is ready and a second after.
//
//   node tools/long-tasks.mjs [--runs 5] [--cpu 1] [--json FILE]
//
// --cpu 4 slows the CPU four times (DevTools' throttling), as a low-end phone.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { startServer, launch, ready, hook, idle, clickDecision } from '../tests/e2e/harness.js';

const args = process.argv.slice(2);
const value = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const runs = Number(value('--runs', '5'));
const cpu = Number(value('--cpu', '1'));
const jsonOut = value('--json', null);

/**
 * The long tasks of one load, in ms, from the navigation until a second after the game is ready.
 * @param {import('playwright-core').Page} page
 * @param {() => Promise<unknown>} navigate
 */
async function longTasks(page, navigate) {
  await navigate();
  await ready(page, 60000);
  await page.waitForTimeout(1000); // what the page does right after it is ready counts too
  return page.evaluate(() => /** @type {any} */ (window).__longTasks.map((/** @type {number} */ d) => Math.round(d)));
}

const server = await startServer();
/** @type {{ first: number[][], reload: number[][] }} */
const found = { first: [], reload: [] };
try {
  for (let i = 0; i < runs; i++) {
    const context = await launch();
    try {
      await context.addInitScript(() => {
        /** @type {any} */ (window).__longTasks = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) /** @type {any} */ (window).__longTasks.push(e.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      found.first.push(await longTasks(page, () => page.goto(server.url)));
      // A saved game: a few moves in, then the reload.
      await page.selectOption('#speed', 'instant');
      for (let n = 0; n < 4; n++) {
        const [decision] = await hook(page, 'legalMoves');
        await clickDecision(page, decision);
        await idle(page);
      }
      found.reload.push(await longTasks(page, () => page.reload()));
    } finally {
      await context.close();
    }
  }
} finally {
  await server.close();
}
const worst = (/** @type {number[][]} */ loads) => Math.max(0, ...loads.flat());
for (const [what, loads] of Object.entries(found)) {
  console.log(`long tasks during ${what === 'first' ? 'a first visit' : 'a reload with a saved game'} (CPU ×${cpu}, ${runs} runs): worst ${worst(loads)} ms; per run ${loads.map((l) => `[${l.join(', ')}]`).join(' ')}   (target: none of 50 ms or more)`);
}
if (jsonOut) {
  mkdirSync(dirname(jsonOut), { recursive: true });
  writeFileSync(jsonOut, JSON.stringify({ cpu, runs, first: found.first, reload: found.reload, worstFirst: worst(found.first), worstReload: worst(found.reload) }, null, 2));
}
