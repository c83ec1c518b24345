// Screenshots of the game at phone, desktop and kiosk sizes:
//   node tools/screenshot.mjs [outdir]
// For each size: the opening, a direction choice (a reverse lap), Oware with
// its stores after a capture, and the flipped board. Open them and look.
import { mkdirSync } from 'node:fs';
import { startServer, launch, openPage, hook, clickPit } from '../tests/e2e/harness.js';

const out = process.argv[2] ?? 'test-results/screens';
mkdirSync(out, { recursive: true });

const SIZES = /** @type {const} */ ([
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
  ['laptop', { width: 1366, height: 768 }],
  ['kiosk', { width: 1920, height: 1080 }],
]);

/** A saved game from a teaching position, as the page stores it. */
function saved(ruleset, setup, layout) {
  const game = JSON.stringify({ format: 'omweso-game', version: 1, setup: { ruleset, allowUnusualTotals: true, ...setup }, decisions: [] });
  return JSON.stringify({ game, settings: { ruleset, options: {}, layout, names: { south: 'Amina', north: 'Kato' } }, speed: 'instant' });
}

const REVERSE = saved('omweso', { board: [[2, 0, 0, 0, 0, 0, 0, 2], [3, 0, 0, 0, 0, 0, 0, 0], [1, 3, 0, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0, 0, 0]], toMove: 'south' }, { south: 'all-twos', north: 'all-twos' });
const OWARE = saved('oware', { board: [[4, 4, 4, 4, 4, 2], [4, 4, 4, 4, 4, 1]], toMove: 'south', stores: [2, 3] }, 'standard');

async function idle(page) {
  await page.waitForFunction(() => !(/** @type {any} */ (window).__omweso.busy()), null, { timeout: 60000 });
}

async function position(page, text, flip = 'upright') {
  await page.evaluate(([s, f]) => {
    localStorage.clear();
    if (s) localStorage.setItem('omweso.v1', s);
    localStorage.setItem('omweso.flip', f);
  }, [text, flip]);
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
}

const server = await startServer();
const context = await launch();
for (const [name, viewport] of SIZES) {
  const { page, problems } = await openPage(context, server.url, viewport);
  await position(page, null);
  await page.screenshot({ path: `${out}/${name}-opening.png` });
  await position(page, REVERSE);
  await clickPit(page, [2, 1]);
  await idle(page);
  await page.screenshot({ path: `${out}/${name}-choice.png` });
  await position(page, REVERSE, 'flipped');
  await clickPit(page, [2, 1]);
  await idle(page);
  await page.screenshot({ path: `${out}/${name}-choice-flipped.png` });
  await position(page, OWARE);
  await clickPit(page, [1, 5]);
  await idle(page);
  await page.screenshot({ path: `${out}/${name}-oware-stores.png` });
  await position(page, OWARE, 'flipped');
  await page.screenshot({ path: `${out}/${name}-oware-flipped.png` });
  const st = await hook(page, 'state');
  console.log(name, st.ruleset, problems);
  await page.close();
}
await context.close();
await server.close();
