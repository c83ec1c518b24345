// Screenshots of the game at phone and desktop sizes: node tools/screenshot.mjs [outdir]
import { startServer, launch, openPage } from '../tests/e2e/harness.js';

const out = process.argv[2] ?? 'test-results';
const server = await startServer();
const context = await launch();
for (const [name, viewport] of [['desktop', { width: 1440, height: 900 }], ['phone', { width: 390, height: 844 }]]) {
  const { page, problems } = await openPage(context, server.url, viewport);
  await page.screenshot({ path: `${out}/${name}.png`, fullPage: true });
  console.log(name, problems);
  await page.close();
}
await context.close();
await server.close();
