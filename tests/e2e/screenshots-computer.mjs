// Screenshots of play against the computer, at kiosk, desktop and phone sizes:
//   node tests/e2e/screenshots-computer.mjs [outdir]
// A Computer vs Computer demo mid-game (a museum kiosk), the thinking
// indicator, a hint on the board, and the set-up dialog's players section.
import { mkdirSync } from 'node:fs';
import { startServer, launch, openPage } from './harness.js';

const out = process.argv[2] ?? 'test-results';
mkdirSync(out, { recursive: true });
const server = await startServer();
const context = await launch();
const sizes = [['kiosk', { width: 1920, height: 1080 }], ['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]];
for (const [name, viewport] of sizes) {
  const { page, problems } = await openPage(context, server.url, viewport);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await page.waitForSelector('body[data-ready="true"]');
  await page.click('#btn-new');
  await page.check('input[name="ruleset"][value="oware"]');
  await page.selectOption('select[name="players-mode"]', 'cvc');
  await page.selectOption('select[name="level-north"]', 'expert');
  await page.$eval('fieldset.players', (f) => f.scrollIntoView());
  await page.screenshot({ path: `${out}/${name}-setup-players.png` });
  await page.click('#setup-start');
  await page.selectOption('#speed', 'fast');
  // The demo a while in, caught while North thinks.
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.state().movesPlayed >= 3), null, { timeout: 30000 });
  await page.waitForFunction(() => {
    const h = /** @type {any} */ (window).__omweso;
    return h.thinking() && h.state().toMove === 'north' && !document.getElementById('thinking')?.hidden;
  }, null, { timeout: 30000 });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${out}/${name}-demo-thinking.png`, fullPage: true });
  // A person's game with a hint shown.
  await page.click('#btn-new');
  await page.selectOption('select[name="players-mode"]', 'hvc');
  await page.click('#setup-start');
  await page.click('#btn-hint');
  await page.waitForFunction(() => Boolean((/** @type {any} */ (window).__omweso.hint())), null, { timeout: 10000 });
  await page.screenshot({ path: `${out}/${name}-hint.png`, fullPage: true });
  console.log(name, problems);
  await page.close();
}
await context.close();
await server.close();
