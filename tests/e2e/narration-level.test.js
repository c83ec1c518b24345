// The narration's two levels in the browser: brief by default, a switch in
// the panel's header redraws the last turn in detail (more lines for the same
// turn), the choice survives a reload and words the turns after it; the
// switch's buttons are big enough to tap on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hook, clickDecision, idle, freshPage, browserSuite, ready } from './harness.js';
import { Game } from '../js/load.js';
import { rng } from '../js/rng.js';

const browser = browserSuite();

const narration = (page) => page.$$eval('#narration li', (l) => l.map((x) => x.textContent ?? ''));
const pressed = (page) => page.$$eval('.level-switch button', (b) => b.map((x) => `${x.dataset.level}:${x.getAttribute('aria-pressed')}`));

/** An Omweso position whose next decision (no choice asked) sows a turn of at least `laps` laps. */
function longTurn(laps) {
  const next = rng(5);
  for (let seed = 1; seed < 200; seed++) {
    const g = new Game({ ruleset: 'omweso', seed });
    for (let n = 0; n < 200 && !g.state().result; n++) {
      const save = g.toJSON();
      const legal = g.legalMoves();
      const d = legal[Math.floor(next() * legal.length)];
      const events = g.play(d);
      const plain = !events.some((e) => e.type === 'pause' || e.type === 'choose') && g.choices().every((c) => !c.paused);
      const many = events.filter((e) => e.type === 'lap_start').length;
      const choices = Game.fromJSON(save).choices().find((c) => c.pit && d.pit && c.pit[0] === d.pit[0] && c.pit[1] === d.pit[1]);
      if (plain && many >= laps && choices?.options.length === 1) {
        g.free();
        return { save, decision: d, laps: many, captures: events.filter((e) => e.type === 'capture').length };
      }
    }
    g.free();
  }
  throw new Error(`no turn of ${laps} laps in random games`);
}

test('brief by default; the switch shows the same turn in detail, remembered across a reload', async () => {
  const turn = longTurn(10);
  const { page, problems } = await freshPage(browser.context, browser.server.url);
  assert.deepEqual(await pressed(page), ['brief:true', 'detailed:false']);
  assert.equal(await hook(page, 'restore', turn.save), null);
  await page.selectOption('#speed', 'instant');
  await clickDecision(page, turn.decision);
  await idle(page);
  const brief = await narration(page);
  assert.ok(brief.length > 0 && brief.length <= turn.captures + 4, `${brief.length} brief lines for ${turn.laps} laps:\n${brief.join('\n')}`);
  assert.match(brief[0], new RegExp(`sows [a-h][1-4]: ${turn.laps} laps, `));
  // The brief prompt under the board.
  assert.match(await page.textContent('#status') ?? '', /^(South|North) to move\.$/);

  await page.click('.level-switch button[data-level="detailed"]');
  await page.waitForFunction((n) => document.querySelectorAll('#narration li').length > n, brief.length);
  const detailed = await narration(page);
  assert.ok(detailed.length > brief.length * 2, `detailed: ${detailed.length} lines, brief: ${brief.length}`);
  assert.ok(detailed.some((l) => /^Relay at [a-h][1-4]: the last seed fell into an occupied pit that is not a marker/.test(l)), detailed.slice(0, 5).join('\n'));
  assert.ok(!detailed.some((l) => brief.includes(l) && /laps, /.test(l)), 'the brief summary line is gone');
  assert.deepEqual(await pressed(page), ['brief:false', 'detailed:true']);
  assert.match(await page.textContent('#status') ?? '', /to move: tap a highlighted pit\./, 'the detailed prompt');

  await page.reload();
  await ready(page);
  assert.deepEqual(await pressed(page), ['brief:false', 'detailed:true'], 'the level survives a reload');
  assert.deepEqual(await narration(page), detailed, 'the saved narration is the redrawn one');
  // The next turn is told in detail.
  await page.selectOption('#speed', 'instant');
  const legal = await hook(page, 'legalMoves');
  const before = (await narration(page)).length;
  await clickDecision(page, legal[0]);
  await idle(page);
  const next = (await narration(page)).slice(before);
  assert.match(next[0], /^(South|North) plays\.$/, next.join('\n'));
  assert.match(next[1], /^Lifts \d+ seeds? from [a-h][1-4]\.$/);

  // And back to brief: that turn is redrawn shorter, earlier turns stay as they were.
  await page.click('.level-switch button[data-level="brief"]');
  await page.waitForFunction((n) => document.querySelectorAll('#narration li').length < n, before + next.length);
  const back = await narration(page);
  assert.deepEqual(back.slice(0, before), detailed);
  assert.ok(back.length - before < next.length);
  assert.match(back[before], /^(South|North)(, lap 1:| sows )/);
  assert.equal(await page.evaluate(() => localStorage.getItem('omweso.narration')), 'brief');
  assert.deepEqual(problems, []);
  await page.close();
});

test('a switch while a turn is sown applies when the turn is over: its lines are redrawn in full at the new level', async () => {
  const turn = longTurn(10);
  const { page, problems } = await freshPage(browser.context, browser.server.url);
  assert.equal(await hook(page, 'restore', turn.save), null);
  await page.selectOption('#speed', 'slow');
  await clickDecision(page, turn.decision);
  await page.waitForFunction(() => (/** @type {any} */ (window).__omweso.animating()));
  await page.click('.level-switch button[data-level="detailed"]');
  assert.deepEqual(await pressed(page), ['brief:false', 'detailed:true'], 'the switch answers at once');
  const during = await narration(page);
  assert.ok(during.every((l) => !/^Relay at/.test(l)), 'the lines being sown keep their level meanwhile');
  await page.click('#btn-skip');
  await idle(page);
  await page.waitForFunction(() => [...document.querySelectorAll('#narration li')].some((li) => /^Relay at/.test(li.textContent ?? '')));
  const after = await narration(page);
  assert.match(after[0], /^(South|North) plays\.$/, 'the whole turn, from its start');
  assert.ok(!after.some((l) => /: \d+ laps, /.test(l)), 'no brief summary left');
  // Saved as redrawn: a reload shows the detailed lines.
  await page.reload();
  await ready(page);
  assert.deepEqual(await narration(page), after);
  assert.deepEqual(problems, []);
  await page.close();
});

test('on a phone the switch is labelled in words and its buttons are at least 44 px', async () => {
  const { page, problems } = await freshPage(browser.context, browser.server.url, { width: 390, height: 844 });
  const boxes = await page.$$eval('.level-switch button', (b) => b.map((x) => {
    const r = x.getBoundingClientRect();
    return { w: r.width, h: r.height, text: x.textContent };
  }));
  assert.deepEqual(boxes.map((b) => b.text), ['Brief', 'Detailed']);
  for (const b of boxes) assert.ok(b.h >= 44 && b.w >= 44, `${b.text}: ${b.w}×${b.h}`);
  assert.equal(await page.getAttribute('.level-switch', 'aria-label'), 'How much to tell');
  // The heading and the switch share one line.
  const [h, s] = await page.$$eval('.panel-head > *', (els) => els.map((e) => e.getBoundingClientRect().top));
  assert.ok(Math.abs(h - s) < 20, `heading at ${h}, switch at ${s}`);
  assert.deepEqual(problems, []);
  await page.close();
});
