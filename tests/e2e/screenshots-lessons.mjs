// Screenshots of the lessons, at phone and desktop sizes, in English and Italian:
//   node tests/e2e/screenshots-lessons.mjs [outdir]
// A step's "your turn" after a wrong move (its hint said, the move taken
// back: Omweso's reverse lap and Oware's chained capture), a step done, and
// the list of lessons with their progress.
import { mkdirSync } from 'node:fs';
import { startServer, launch, openPage, hook, idle, clickDecision } from './harness.js';
import { LESSONS } from '../../www/js/lessons/index.js';
import { lessonDecision, lessonMoves } from '../../www/js/lessons/runner.js';

const out = process.argv[2] ?? 'test-results/lessons';
mkdirSync(out, { recursive: true });
const server = await startServer();
const context = await launch();
const SIZES = [['phone', { width: 390, height: 844 }], ['desktop', { width: 1440, height: 900 }]];
const SHOTS = [['omweso', 'reverse', 'hint'], ['oware', 'capture', 'hint'], ['layli-goobalay', 'uur', 'done']];

/** @param {import('playwright-core').Page} page @param {any} moves */
async function play(page, moves) {
  for (const m of lessonMoves(moves)) {
    await idle(page);
    const d = lessonDecision(m, await hook(page, 'legalMoves'), (await hook(page, 'state')).direction);
    if (!d) throw new Error(`${JSON.stringify(m)} is not legal`);
    await clickDecision(page, d);
  }
}

for (const [size, viewport] of SIZES) {
  for (const lang of ['en', 'it']) {
    const { page, problems } = await openPage(context, server.url, viewport);
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    await page.selectOption('#speed', 'instant');
    await hook(page, 'setLanguage', lang);
    for (const [ruleset, stepId, moment] of SHOTS) {
      const lesson = /** @type {any} */ (LESSONS.find((l) => l.ruleset === ruleset));
      const at = lesson.steps.findIndex((/** @type {any} */ s) => s.id === stepId);
      await page.click('#btn-lessons');
      await page.click(`.lesson-item[data-ruleset="${ruleset}"] .lesson-start`);
      await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.lesson().active));
      await page.evaluate((i) => (/** @type {any} */ (window).__omweso.app.lessons).start((/** @type {any} */ (window).__omweso.app.lessons).runner.lesson, i), at);
      await idle(page);
      await page.click('.lesson-try');
      await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.lesson().phase === 'try'));
      const step = lesson.steps[at];
      await play(page, moment === 'hint' ? step.try.wrong : step.try.solution);
      await page.waitForFunction((tone) => {
        const s = /** @type {any} */ (window).__omweso.lesson();
        return s.tone === tone && !s.undoing;
      }, moment);
      await idle(page);
      await page.screenshot({ path: `${out}/${size}-${lang}-${ruleset}-${stepId}-${moment}.png` });
    }
    await page.click('#btn-lessons');
    await page.screenshot({ path: `${out}/${size}-${lang}-list.png` });
    await page.click('.lesson-close');
    await page.click('.lesson-leave');
    if (problems.length) console.error(problems.join('\n'));
    await page.close();
  }
}
await context.close();
await server.close();
console.log(`screenshots in ${out}`);
