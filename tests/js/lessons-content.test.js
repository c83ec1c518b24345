// The lessons of seven four-row games, checked against the engine: every
// position is one the engine accepts, every example move is legal when it is
// played, every "your turn" has a solution that fires the goal and a legal
// wrong move that does not, and every text is there in all five languages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, rulesets } from './load.js';
import { rulesFired } from '../../www/js/words/rule-tags.js';
import { LESSON_CORO } from '../../www/js/lessons/coro.js';
import { LESSON_AWEET } from '../../www/js/lessons/aweet.js';
import { LESSON_HUS } from '../../www/js/lessons/hus.js';
import { LESSON_IGISORO } from '../../www/js/lessons/igisoro.js';
import { LESSON_KOMBE } from '../../www/js/lessons/kombe.js';
import { LESSON_MONGALE } from '../../www/js/lessons/mongale.js';
import { LESSON_MONGOLA } from '../../www/js/lessons/mongola.js';

/** @type {Record<string, any>} */
const LESSONS = { LESSON_CORO, LESSON_AWEET, LESSON_HUS, LESSON_IGISORO, LESSON_KOMBE, LESSON_MONGALE, LESSON_MONGOLA };
const LANGS = ['en', 'it', 'fr', 'ca', 'sw'];
const INFO = new Map(rulesets().map((r) => [r.id, r]));

/** The lesson's game at a step's position, as the page would open it. */
function open(lesson, setup) {
  return Game.fromSetup({ ...setup, ruleset: lesson.ruleset, options: lesson.options ?? {} });
}

/** Play decisions one after another, each legal when it comes; all their events. */
function playAll(game, decisions, what) {
  const events = [];
  for (const d of [].concat(decisions)) {
    const why = game.explain(d);
    assert.equal(why, null, `${what}: ${JSON.stringify(d)} is legal (${why?.message})`);
    events.push(...game.play(d));
  }
  return events;
}

/** Whether a finished turn's events reach a goal (tags all fired, or one of the moves). */
function reaches(goal, decisions, events) {
  if (goal.tags) {
    const fired = rulesFired(events);
    return goal.tags.every((tag) => fired.includes(tag));
  }
  const played = JSON.stringify([].concat(decisions));
  return goal.moves.some((m) => JSON.stringify([].concat(m)) === played);
}

/** Every text key a lesson uses. */
function keysOf(lesson) {
  const keys = [`lesson.${lesson.ruleset}.title`, `lesson.${lesson.ruleset}.intro`];
  for (const s of lesson.steps) {
    keys.push(s.title, s.explain, s.try.prompt, s.try.hint, s.try.done);
    if (s.example) keys.push(s.example.say);
  }
  return keys;
}

const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

for (const [name, lesson] of Object.entries(LESSONS)) {
  const info = INFO.get(lesson.ruleset);

  test(`${name}: a lesson of an existing ruleset, named after it, 3 to 5 steps`, () => {
    assert.ok(info, `ruleset ${lesson.ruleset} exists`);
    assert.equal(name, `LESSON_${lesson.ruleset.toUpperCase().replace(/-/g, '_')}`);
    assert.ok(lesson.steps.length >= 3 && lesson.steps.length <= 5, `${lesson.steps.length} steps`);
    const ids = lesson.steps.map((s) => s.id);
    assert.equal(new Set(ids).size, ids.length, 'step ids are unique');
    for (const s of lesson.steps) {
      assert.ok(s.example, `${s.id}: every step shows an example`);
      assert.ok(s.tags.length >= 1, `${s.id}: names the rules it teaches`);
      for (const field of ['title', 'explain']) assert.equal(s[field], `lesson.${lesson.ruleset}.${s.id}.${field}`);
      assert.equal(s.example.say, `lesson.${lesson.ruleset}.${s.id}.example`);
      assert.equal(s.try.prompt, `lesson.${lesson.ruleset}.${s.id}.try`);
      assert.equal(s.try.hint, `lesson.${lesson.ruleset}.${s.id}.hint`);
      assert.equal(s.try.done, `lesson.${lesson.ruleset}.${s.id}.done`);
    }
    // The last step is how the game is won.
    assert.ok(lesson.steps.at(-1).try.goal.tags.some((t) => t.startsWith('game_end:')), 'the last step wins the game');
  });

  for (const step of lesson.steps) {
    test(`${name} ${step.id}: the example plays and shows the rule`, () => {
      const game = open(lesson, step.example.setup);
      assert.equal(game.state().result, null, 'the example does not start finished');
      const events = playAll(game, step.example.moves, `${step.id} example`);
      assert.equal(game.state().pending, null, 'the example plays its turn to the end');
      const fired = rulesFired(events);
      assert.ok(step.tags.some((t) => fired.includes(t)), `${step.id}: the example fires one of ${step.tags} (fired ${fired})`);
    });

    test(`${name} ${step.id}: the solution reaches the goal, the wrong move does not`, () => {
      const { setup, goal, solution, wrong } = step.try;
      assert.ok(goal.tags || goal.moves, 'a goal');
      let game = open(lesson, setup);
      assert.equal(game.state().result, null, 'the position is not finished');
      assert.equal(game.state().toMove, 'south', 'the learner plays South');
      const right = playAll(game, solution, `${step.id} solution`);
      assert.equal(game.state().pending, null, 'the solution completes the turn');
      assert.ok(reaches(goal, solution, right), `${step.id}: the solution fires ${JSON.stringify(goal)} (fired ${rulesFired(right)})`);
      game = open(lesson, setup);
      const bad = playAll(game, wrong, `${step.id} wrong`);
      assert.equal(game.state().pending, null, 'the wrong move completes its turn');
      assert.ok(!reaches(goal, wrong, bad), `${step.id}: the wrong move does not reach the goal (fired ${rulesFired(bad)})`);
      if (goal.tags) assert.ok(goal.tags.some((t) => step.tags.includes(t)), `${step.id}: the goal is a rule the step teaches`);
    });
  }

  // The "done" sentences say what the right move did, pit by pit: so the
  // solution must be the only way (its direction answers included) to the goal.
  for (const step of lesson.steps) {
    test(`${name} ${step.id}: the solution is the only way to the goal`, () => {
      const ways = [];
      const walk = (decisions) => {
        const game = open(lesson, step.try.setup);
        const events = decisions.flatMap((d) => game.play(d));
        if (game.state().pending) {
          for (const d of game.legalMoves()) walk([...decisions, d]);
        } else if (reaches(step.try.goal, decisions, events)) {
          ways.push(decisions);
        }
      };
      for (const d of open(lesson, step.try.setup).legalMoves()) walk([d]);
      assert.equal(ways.length, 1, `${step.id}: ${ways.length} ways reach the goal: ${JSON.stringify(ways)}`);
      // A sowing written without its direction means the game's base direction.
      const base = open(lesson, step.try.setup).state().direction;
      const canonical = [].concat(step.try.solution).map((d) => (d.kind === 'sow' && !d.dir ? { ...d, dir: base } : d));
      assert.deepEqual(ways[0], canonical);
    });
  }

  test(`${name}: every text in all five languages, translated, with the same placeholders`, () => {
    const keys = keysOf(lesson);
    assert.deepEqual(Object.keys(lesson.texts).sort(), [...LANGS].sort());
    for (const lang of LANGS) {
      const texts = lesson.texts[lang];
      for (const key of keys) {
        assert.equal(typeof texts[key], 'string', `${lang} ${key}`);
        assert.ok(texts[key].trim().length > 0, `${lang} ${key} is not empty`);
        assert.deepEqual(placeholders(texts[key]), placeholders(lesson.texts.en[key]), `${lang} ${key}: placeholders`);
        if (lang !== 'en') assert.notEqual(texts[key], lesson.texts.en[key], `${lang} ${key} is translated`);
      }
      assert.deepEqual(Object.keys(texts).sort(), [...keys].sort(), `${lang}: no key left unused`);
    }
  });

  test(`${name}: the pits the texts name are on the board`, () => {
    const lastCol = String.fromCharCode(96 + info.cols);
    for (const lang of LANGS) {
      for (const [key, text] of Object.entries(lesson.texts[lang])) {
        for (const [pit, col, row] of text.matchAll(/\b([a-z])([1-9])\b/g)) {
          assert.ok(col <= lastCol && Number(row) <= info.rows, `${lang} ${key} names ${pit}, not on a ${info.rows}x${info.cols} board`);
        }
      }
    }
  });
}
