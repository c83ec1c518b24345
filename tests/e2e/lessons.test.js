// Every lesson (www/js/lessons/, listed in LESSONS) completed end to end in
// the browser, data-driven: opened from the Lessons list, each step's example
// played, its wrong move made on the board (the hint is said and the position
// is back as it was), then its solution (done); at the end the lesson is
// complete, the player's own game is back, and the progress survives a reload.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { freshPage, hook, idle, clickDecision, clickPit, browserSuite, ready } from './harness.js';
import { LESSONS } from '../../www/js/lessons/index.js';
import { allTexts } from '../../www/js/words/i18n.js';
import '../../www/js/lessons/index.js'; // every lesson's texts join the page's
import { lessonDecision, lessonMoves } from '../../www/js/lessons/runner.js';

const LESSON_TEXTS = allTexts();
const EN = LESSON_TEXTS.en;

const browser = browserSuite();

/** Wait until the lesson's status (the test hook's) passes `check`. */
function lessonWhere(page, check, what) {
  return page.waitForFunction(`(${check})(window.__omweso.lesson())`, null, { timeout: 30000, polling: 50 })
    .catch(async (e) => {
      const seen = await page.evaluate(() => ({ lesson: window.__omweso.lesson(), state: window.__omweso.state(), history: window.__omweso.history(), busy: window.__omweso.busy() })).catch(() => null);
      throw new Error(`waiting for ${what}: ${e.message}; the page had ${JSON.stringify(seen)}`);
    });
}

/** Make a lesson move on the board as a learner does: click the pit, then a way or an arrow if asked. */
async function playOnBoard(page, moves) {
  for (const m of lessonMoves(moves)) {
    await idle(page);
    const legal = await hook(page, 'legalMoves');
    const st = await hook(page, 'state');
    const d = lessonDecision(m, legal, st.direction);
    assert.ok(d, `${JSON.stringify(m)} is not legal on the board`);
    await clickDecision(page, d);
  }
}

/** The player's game as this page saved it (the lesson must never overwrite it). */
const storedGame = (page) => page.evaluate(() => {
  const key = Object.keys(localStorage).find((k) => k.startsWith('omweso.v2:'));
  return key ? JSON.parse(/** @type {string} */ (localStorage.getItem(key))).game : null;
});

for (const lesson of LESSONS) {
  const id = lesson.ruleset;
  test(`${id}: the lesson completed end to end, a wrong move hinted and taken back on every step`, async () => {
    const { page, problems } = await freshPage(browser.context, browser.server.url);
    try {
      await page.selectOption('#speed', 'instant');
      // The player's own game, one move in: what the lesson must keep.
      const first = (await hook(page, 'legalMoves')).find((d) => d.kind === 'sow');
      await clickPit(page, first.pit);
      const asked = await page.$('#choice:not([hidden]) #choice-buttons button');
      if (asked) await asked.click();
      await idle(page);
      const own = await hook(page, 'save');
      assert.equal(await storedGame(page), own);

      await page.click('#btn-lessons');
      await page.click(`.lesson-item[data-ruleset="${id}"] .lesson-start`);
      await lessonWhere(page, (s) => s.active && s.step === 0 && s.phase === 'explain', 'the first step');
      assert.ok(await page.isVisible('#lesson'), 'the lesson panel shows');

      for (const [i, step] of lesson.steps.entries()) {
        await idle(page);
        assert.match(await page.textContent('.lesson-title'), new RegExp(`${i + 1}.*${EN[step.title].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
        assert.equal(await page.textContent('.lesson-explain'), EN[step.explain]);
        if (step.example) {
          await page.click('.lesson-example');
          await lessonWhere(page, (s) => s.phase === 'watched', `${step.id}: the example played`);
          await idle(page);
          assert.equal((await hook(page, 'history')).length, step.example.moves.length, `${step.id}: every move of the example was played`);
          assert.equal(await page.textContent('.lesson-line'), EN[step.example.say]);
        }
        await page.click('.lesson-try');
        await lessonWhere(page, (s) => s.phase === 'try', `${step.id}: your turn`);
        await idle(page);
        const start = step.try.setup.board.flat();
        assert.deepEqual(await hook(page, 'engineCounts'), start, `${step.id}: the try position`);
        assert.equal(await page.textContent('.lesson-line'), EN[step.try.prompt]);

        // The wrong move: played and animated, then its hint, and the position back.
        const told = await hook(page, 'narration');
        await playOnBoard(page, step.try.wrong);
        await lessonWhere(page, (s) => s.tone === 'hint' && !s.undoing, `${step.id}: the hint`);
        await idle(page);
        assert.equal(await page.textContent('.lesson-line'), EN[step.try.hint]);
        assert.deepEqual(await hook(page, 'engineCounts'), start, `${step.id}: the wrong move taken back`);
        assert.deepEqual(await hook(page, 'drawnCounts'), start, `${step.id}: the board drawn as it was`);
        assert.equal((await hook(page, 'history')).length, 0);
        assert.deepEqual(await hook(page, 'narration'), told, `${step.id}: What happened no longer tells the move taken back`);
        assert.equal(await page.locator('#narration li').count(), told.length, `${step.id}: nor shows it`);
        assert.equal((await hook(page, 'lesson')).done.includes(step.id), false, 'a wrong move completes nothing');

        // The solution: done, remembered.
        await playOnBoard(page, step.try.solution);
        await lessonWhere(page, (s) => s.phase === 'right', `${step.id}: done`);
        assert.equal(await page.textContent('.lesson-line'), EN[step.try.done]);
        assert.ok((await hook(page, 'lesson')).done.includes(step.id));
        assert.equal(await storedGame(page), own, 'the player’s save is not a lesson position');
        await page.click(i === lesson.steps.length - 1 ? '.lesson-finish' : '.lesson-next');
      }

      // Finished: the player's game is back, as it was.
      await lessonWhere(page, (s) => !s.active, 'the lesson to end');
      await idle(page);
      assert.equal(await page.isVisible('#lesson'), false);
      assert.equal(await hook(page, 'save'), own, 'the player’s own game is back');
      assert.equal((await hook(page, 'state')).ruleset, 'omweso');

      // Complete in the list, and still after a reload.
      for (const reload of [false, true]) {
        if (reload) {
          await page.reload();
          await ready(page);
          assert.equal(await hook(page, 'save'), own, 'a reload opens the player’s game');
        }
        await page.click('#btn-lessons');
        // The list opens once the lessons are loaded (a chunk of their own on the built site).
        await page.waitForSelector('#lesson-dialog[open]');
        const item = `.lesson-item[data-ruleset="${id}"]`;
        assert.equal(await page.locator(`${item} .lesson-item-steps li.done`).count(), lesson.steps.length, reload ? 'after a reload' : 'in the list');
        assert.match(await page.textContent(`${item} .lesson-item-progress`), new RegExp(`${lesson.steps.length} of ${lesson.steps.length}`));
        await page.click('.lesson-close');
      }
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });
}

test('Show me plays the solution and gives the turn back; Leave lesson mid-step restores the game', async () => {
  const { page, problems } = await freshPage(browser.context, browser.server.url, { width: 390, height: 844 });
  try {
    await page.selectOption('#speed', 'instant');
    const own = await hook(page, 'save');
    const lesson = LESSONS[0];
    const step = lesson.steps[0];
    await page.click('#btn-lessons');
    await page.click(`.lesson-item[data-ruleset="${lesson.ruleset}"] .lesson-start`);
    await lessonWhere(page, (s) => s.active, 'the lesson');
    // An example plays: the board takes no click meanwhile.
    await page.click('.lesson-try');
    await lessonWhere(page, (s) => s.phase === 'try', 'your turn');
    await idle(page);
    await page.click('.lesson-showMe');
    await lessonWhere(page, (s) => s.phase === 'shown', 'the solution shown');
    await idle(page);
    assert.equal(await page.textContent('.lesson-line'), EN[step.try.done]);
    assert.equal((await hook(page, 'lesson')).done.includes(step.id), false, 'shown is not done');
    assert.ok((await hook(page, 'history')).length > 0, 'the solution was played');
    // The board is the lesson's to show: a click on it plays nothing.
    const counts = await hook(page, 'engineCounts');
    const legal = (await hook(page, 'legalMoves')).find((d) => d.kind === 'sow');
    assert.ok(legal, 'a move the board would take in a game');
    await clickPit(page, legal.pit);
    await idle(page);
    assert.deepEqual(await hook(page, 'engineCounts'), counts);
    // The panel sits under the board on a phone, never over it.
    const board = await page.locator('#board').boundingBox();
    const panel = await page.locator('#lesson').boundingBox();
    assert.ok(board && panel && panel.y >= board.y + board.height - 1, 'the panel is below the board');
    // Another language: the panel speaks it at once, the step and its progress unchanged.
    await hook(page, 'setLanguage', 'it');
    assert.equal(await page.textContent('.lesson-line'), LESSON_TEXTS.it[step.try.done]);
    assert.equal(await page.textContent('.lesson-explain'), LESSON_TEXTS.it[step.explain]);
    assert.equal(await page.textContent('.lesson-leave'), LESSON_TEXTS.it['lesson.leave']);
    assert.equal(await page.textContent('#btn-lessons'), LESSON_TEXTS.it['lesson.open']);
    await hook(page, 'setLanguage', 'en');
    // A keyboard keeps its place: the focus stays in the panel when it is redrawn.
    await page.focus('.lesson-try');
    await page.keyboard.press('Enter');
    await lessonWhere(page, (s) => s.phase === 'try', 'your turn again');
    await idle(page);
    assert.equal(await page.evaluate(() => Boolean(document.activeElement?.closest('#lesson'))), true, 'the focus is still in the panel');
    await page.click('.lesson-leave');
    await lessonWhere(page, (s) => !s.active, 'the lesson to end');
    await idle(page);
    assert.equal(await hook(page, 'save'), own);
    assert.deepEqual(problems, []);
  } finally {
    await page.close();
  }
});
