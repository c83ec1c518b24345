// What the built site (tools/bundle.mjs) fetches, and when: a first visit
// fetches English and the visitor's own language, not the three others, and
// neither the lessons nor anything of a language not spoken; a part used
// later comes when it is first used, and one that cannot be loaded is said
// in the player's language and tried again at the next use, the game
// untouched.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { startServer, launch, openPage, hook, closedAfterAll } from './harness.js';
import { REPORT } from '../../tools/bundle.mjs';
import { FR } from '../../www/js/lang/fr.js';
import { IT } from '../../www/js/lang/it.js';
import { LESSON_PANEL_TEXTS } from '../../www/js/lang/lesson-texts.js';

/** @type {{ firstLoad: string[], languages: Record<string, string>, parts: Record<string, string> }} */
const BUILT = JSON.parse(readFileSync(REPORT, 'utf8'));

/** Closed after the file's last test. */
const closeLater = closedAfterAll();

/** A server and a fresh French-speaking browser, recording the paths the page requests. */
async function frenchVisit() {
  const server = await startServer();
  closeLater(() => server.close());
  const context = await launch({ locale: 'fr-FR' });
  closeLater(() => context.close());
  /** @type {string[]} */
  const fetched = [];
  // The page's own requests: the service worker's precache, once it starts after the first board, fetches every file.
  context.on('request', (r) => { if (!r.serviceWorker()) fetched.push(new URL(r.url()).pathname.slice(1)); });
  return { server, context, fetched };
}

test('the build names a chunk for each language but English, and for the lessons and the rules cards, none of them in the first load', () => {
  assert.deepEqual(Object.keys(BUILT.languages).sort(), ['ca', 'en', 'fr', 'it', 'sw']);
  assert.ok(BUILT.languages.en && BUILT.firstLoad.includes(BUILT.languages.en), 'English, every text\'s fallback, comes with the page');
  for (const code of ['ca', 'fr', 'it', 'sw']) assert.ok(BUILT.languages[code] && !BUILT.firstLoad.includes(BUILT.languages[code]), `${code} is a chunk of its own`);
  for (const part of ['lessons', 'rules-cards']) assert.ok(BUILT.parts[part] && !BUILT.firstLoad.includes(BUILT.parts[part]), `${part} are a chunk of their own`);
});

test('a French visitor fetches French, not the other languages nor the lessons; the lessons and Italian come when asked for', async () => {
  const { server, context, fetched } = await frenchVisit();
  const { page, problems } = await openPage(context, server.url);
  assert.equal(await page.getAttribute('html', 'lang'), 'fr');
  assert.equal(await page.textContent('#btn-new'), FR['btn.new']);
  assert.ok(fetched.includes(BUILT.languages.fr), 'French was fetched');
  for (const code of ['ca', 'it', 'sw']) assert.ok(!fetched.includes(BUILT.languages[code]), `${code} was not fetched`);
  assert.ok(!fetched.includes(BUILT.parts.lessons), 'the lessons were not fetched before they were asked for');

  await page.click('#btn-lessons');
  await page.waitForSelector('#lesson-dialog[open]');
  assert.ok(fetched.includes(BUILT.parts.lessons), 'opening the list fetched the lessons');
  assert.equal(await page.textContent('#lesson-list-title'), LESSON_PANEL_TEXTS.fr['lesson.list.title']);
  await page.keyboard.press('Escape');

  await page.selectOption('#lang', 'it');
  await page.waitForFunction((text) => document.getElementById('btn-new')?.textContent === text, IT['btn.new']);
  assert.ok(fetched.includes(BUILT.languages.it), 'Italian was fetched when chosen');
  assert.equal(await page.getAttribute('html', 'lang'), 'it');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a part that cannot be loaded is said in the player\'s language, the game untouched, and loaded at the next use', async () => {
  const { server, context } = await frenchVisit();
  let refuse = true;
  await context.route(`**/${BUILT.parts.lessons}`, (route) => (refuse ? route.abort() : route.continue()));
  const page = await context.newPage();
  await page.goto(server.url);
  await page.waitForSelector('body[data-ready="true"]');
  const before = await hook(page, 'save');
  await page.click('#btn-lessons');
  await page.waitForFunction((text) => document.getElementById('notice')?.textContent?.includes(text), FR['app.partFailed']);
  assert.equal(await page.$('#lesson-dialog[open]'), null, 'no list without its lessons');
  assert.equal(await hook(page, 'save'), before, 'the game is as it was');

  refuse = false;
  await page.click('#btn-lessons');
  await page.waitForSelector('#lesson-dialog[open]');
  assert.ok(await page.locator('.lesson-item').count() >= 11, 'every game\'s lesson is listed');
  await page.close();
});
