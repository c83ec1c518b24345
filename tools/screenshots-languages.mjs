// Screenshots of the words in every language, at phone and desktop sizes:
//   node tools/screenshots-languages.mjs [outdir]
// For each language: a long turn's narration (an endless Layli Goobalay turn,
// its laps fast-forwarded with a count), then the same page once the game is
// over, and a game finished in English and then switched to the language.
// Open them and look: counts in their forms, numbers in the language's way.
import { mkdirSync } from 'node:fs';
import { startServer, launch, openPage, hook, clickDecision, idle } from '../tests/e2e/harness.js';
import { endlessLayli } from '../tests/e2e/long-positions.js';

const out = process.argv[2] ?? 'test-results/languages';
mkdirSync(out, { recursive: true });
const SIZES = /** @type {const} */ ([['phone', { width: 390, height: 844 }], ['desktop', { width: 1440, height: 900 }]]);
const LANGS = ['en', 'it', 'fr', 'ca', 'sw'];

const server = await startServer();
const context = await launch();
const { save, decision } = endlessLayli();
try {
  for (const [size, viewport] of SIZES) {
    for (const lang of LANGS) {
      const { page } = await openPage(context, `${server.url}?lang=${lang}`, viewport);
      await hook(page, 'restore', save);
      await page.selectOption('#speed', 'instant');
      await clickDecision(page, decision);
      await idle(page, 120000);
      await page.locator('#narration').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${out}/${lang}-${size}-long-turn.png` });
      await page.close();
      // Finished in English, then switched.
      const second = await openPage(context, `${server.url}?lang=en`, viewport);
      const p = second.page;
      await hook(p, 'restore', save);
      await p.selectOption('#speed', 'instant');
      await p.click('#btn-resign');
      await p.locator('#choice-buttons button').first().click();
      await p.waitForSelector('.game-over:not([hidden])');
      await p.keyboard.press('Escape');
      if (lang !== 'en') await p.selectOption('#lang', lang);
      await idle(p);
      await p.locator('#narration').scrollIntoViewIfNeeded();
      await p.screenshot({ path: `${out}/${lang}-${size}-finished.png` });
      await p.close();
      console.log(`${lang} ${size}`);
    }
  }
} finally {
  await context.close();
  await server.close();
}
