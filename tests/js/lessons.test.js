// Every lesson (www/js/lessons/, listed in LESSONS) checked against the
// engine, data-driven: each position is accepted, each example's moves are
// legal, each "your turn" position's solution reaches its goal and its wrong
// move is legal and does not; every text key exists in all five languages
// with the same placeholders. Then the pure step machine (lesson-runner.js)
// and the remembered progress (lesson-progress.js).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, rulesets } from './load.js';
import { LESSONS } from '../../www/js/lessons/index.js';
import { LESSON_PANEL_TEXTS } from '../../www/js/lang/lesson-texts.js';
import { allTexts } from '../../www/js/words/i18n.js';
import { LessonRunner, lessonDecision, lessonGoalReached, lessonMoves, lessonMoveIs } from '../../www/js/lessons/runner.js';
import { LessonProgress, LESSON_PROGRESS_KEY } from '../../www/js/lessons/progress.js';

const LANGS = ['en', 'it', 'fr', 'ca', 'sw'];
const INFOS = rulesets();
const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** A lesson position as the engine takes it. */
function open(lesson, setup) {
  return Game.fromSetup({ ruleset: lesson.ruleset, options: lesson.options ?? {}, ...setup });
}

/**
 * Play a lesson move (one decision or several) as the page does: each
 * written decision resolved against the legal list, then played.
 * @returns {{ decisions: any[], events: any[], game: any }}
 */
function playMoves(game, moves, where) {
  const decisions = [];
  const events = [];
  for (const m of lessonMoves(moves)) {
    const st = game.state();
    const d = lessonDecision(m, game.legalMoves(), st.direction);
    assert.ok(d, `${where}: ${JSON.stringify(m)} is not legal here (legal: ${JSON.stringify(game.legalMoves())})`);
    decisions.push(d);
    events.push(...game.play(d));
  }
  return { decisions, events, game };
}

test('there is a lesson for rulesets the engine knows, one per ruleset', () => {
  assert.ok(LESSONS.length >= 4);
  const ids = LESSONS.map((l) => l.ruleset);
  assert.equal(new Set(ids).size, ids.length, 'two lessons for one ruleset');
  for (const id of ids) assert.ok(INFOS.some((r) => r.id === id), `no ruleset ${id}`);
});

for (const lesson of LESSONS) {
  const id = lesson.ruleset;

  test(`${id}: every step has an id, a title, an explanation and a try with all its parts`, () => {
    assert.ok(lesson.steps.length >= 3 && lesson.steps.length <= 6, `${lesson.steps.length} steps`);
    const stepIds = lesson.steps.map((s) => s.id);
    assert.equal(new Set(stepIds).size, stepIds.length, 'two steps share an id');
    for (const s of lesson.steps) {
      assert.match(s.id, /^[a-z][a-z0-9-]*$/);
      assert.ok(s.title && s.explain, `${s.id}: title and explain`);
      assert.ok(Array.isArray(s.tags) && s.tags.length > 0, `${s.id}: the rules it teaches`);
      const tr = s.try;
      assert.ok(tr && tr.setup && tr.prompt && tr.hint && tr.done && tr.goal && tr.solution && tr.wrong, `${s.id}: a try with every part`);
      assert.ok('tags' in tr.goal ? tr.goal.tags.length > 0 : tr.goal.moves.length > 0, `${s.id}: an empty goal`);
      for (const setup of [tr.setup, s.example?.setup].filter(Boolean)) {
        assert.ok(!('ruleset' in setup) && !('options' in setup), `${s.id}: a setup names its ruleset or options (the lesson does)`);
      }
      if (s.example) assert.ok(s.example.moves.length > 0 && s.example.say, `${s.id}: an example with moves and a sentence`);
    }
  });

  test(`${id}: every text key exists in all five languages, with the same placeholders`, () => {
    const keys = [`lesson.${id}.title`, `lesson.${id}.intro`];
    for (const s of lesson.steps) {
      keys.push(s.title, s.explain, s.try.prompt, s.try.hint, s.try.done);
      if (s.example) keys.push(s.example.say);
    }
    for (const key of keys) assert.ok(key.startsWith(`lesson.${id}.`), `${key}: a lesson's keys start with lesson.${id}.`);
    const en = lesson.texts.en;
    for (const lang of LANGS) {
      const texts = lesson.texts[lang];
      assert.ok(texts, `no ${lang} texts`);
      for (const key of keys) {
        assert.equal(typeof texts[key], 'string', `${lang}: ${key} missing`);
        assert.ok(texts[key].trim().length > 0, `${lang}: ${key} empty`);
        assert.deepEqual(placeholders(texts[key]), placeholders(en[key]), `${lang}: ${key} placeholders`);
      }
      // Nothing written that no step uses (a typo in a key would hide there).
      assert.deepEqual(Object.keys(texts).filter((k) => !keys.includes(k)), [], `${lang}: unused keys`);
      if (lang !== 'en') {
        // A title that is one of the games' own words (Okwesera) stays as it is.
        const same = keys.filter((k) => texts[k] === en[k] && /\s/.test(en[k].trim()));
        assert.deepEqual(same, [], `${lang}: left in English`);
      }
    }
    // The pack reaches i18n: the page finds every key in every language.
    const all = allTexts();
    for (const lang of LANGS) for (const key of keys) assert.equal(all[lang][key], lesson.texts[lang][key], `${lang}: ${key} not in i18n`);
  });

  for (const step of lesson.steps) {
    test(`${id} / ${step.id}: the engine accepts the positions; the example plays; the solution reaches the goal and the wrong move does not`, () => {
      if (step.example) {
        const g = open(lesson, step.example.setup);
        assert.equal(g.state().result, null, 'the example starts over');
        playMoves(g, step.example.moves, `${step.id} example`);
        g.free();
      }
      const base = open(lesson, step.try.setup);
      const st = base.state();
      assert.equal(st.result, null, 'the try position is not over');
      assert.equal(st.pending, null);
      assert.equal(st.toMove, step.try.setup.toMove ?? st.toMove);
      const json = base.toJSON();
      base.free();

      const right = playMoves(Game.fromJSON(json), step.try.solution, `${step.id} solution`);
      assert.equal(right.game.state().pending, null, 'the solution leaves the turn paused');
      assert.ok(lessonGoalReached(step.try.goal, right.decisions, right.events, st.direction), `${step.id}: the solution misses the goal`);
      right.game.free();

      const wrong = playMoves(Game.fromJSON(json), step.try.wrong, `${step.id} wrong`);
      assert.equal(wrong.game.state().pending, null, 'the wrong move leaves the turn paused');
      assert.ok(!lessonGoalReached(step.try.goal, wrong.decisions, wrong.events, st.direction), `${step.id}: the wrong move reaches the goal`);
      wrong.game.free();
    });
  }
}

test('the panel labels exist in all five languages with the same placeholders', () => {
  const en = LESSON_PANEL_TEXTS.en;
  for (const lang of LANGS) {
    const texts = /** @type {any} */ (LESSON_PANEL_TEXTS)[lang];
    assert.deepEqual(Object.keys(texts).sort(), Object.keys(en).sort(), lang);
    for (const key of Object.keys(en)) assert.deepEqual(placeholders(texts[key]), placeholders(en[key]), `${lang}: ${key}`);
  }
});

test('a written move matches the decision played: a sowing without a direction is the base one', () => {
  const sow = { kind: 'sow', pit: [3, 1], dir: 'ccw' };
  assert.ok(lessonMoveIs({ kind: 'sow', pit: [3, 1] }, sow, 'ccw'));
  assert.ok(!lessonMoveIs({ kind: 'sow', pit: [3, 1] }, sow, 'cw'));
  assert.ok(!lessonMoveIs({ kind: 'sow', pit: [3, 1], dir: 'cw' }, sow, 'ccw'));
  assert.ok(!lessonMoveIs({ kind: 'sow', pit: [3, 2] }, sow, 'ccw'));
  assert.ok(!lessonMoveIs({ kind: 'okwesera', pit: [3, 1] }, sow, 'ccw'));
  assert.ok(lessonMoveIs({ kind: 'direction', dir: 'cw' }, { kind: 'direction', dir: 'cw' }, 'ccw'));
  assert.equal(lessonDecision({ kind: 'sow', pit: [0, 0] }, [sow], 'ccw'), null);
});

test('a goal of moves needs the whole list of decisions; a goal of tags needs every tag', () => {
  const d1 = { kind: 'sow', pit: [2, 1], dir: 'ccw' };
  const d2 = { kind: 'direction', dir: 'cw' };
  const goal = { moves: [[{ kind: 'sow', pit: [2, 1] }, { kind: 'direction', dir: 'cw' }]] };
  assert.ok(lessonGoalReached(goal, [d1, d2], [], 'ccw'));
  assert.ok(!lessonGoalReached(goal, [d1], [], 'ccw'));
  const events = [{ type: 'lap_start', kind: 'move', rule: 'reverse' }, { type: 'capture' }];
  assert.ok(lessonGoalReached({ tags: ['capture', 'lap_start:reverse'] }, [d1], events, 'ccw'));
  assert.ok(!lessonGoalReached({ tags: ['capture', 'relay'] }, [d1], events, 'ccw'));
});

test('the step machine: explain, example, try; a wrong move hints, a right one is done; next and replay', () => {
  const lesson = LESSONS.find((l) => l.steps.length >= 2 && l.steps[0].example);
  assert.ok(lesson);
  const r = new LessonRunner(lesson);
  const s0 = lesson.steps[0];
  assert.deepEqual(r.view().actions, ['example', 'try']);
  assert.equal(r.view().board, false);
  r.watch();
  assert.deepEqual(r.view().actions, [], 'nothing to press while the example plays');
  assert.equal(r.view().line, s0.example?.say);
  r.watched();
  assert.deepEqual(r.view().actions, ['example', 'try']);
  r.tryIt();
  assert.equal(r.view().line, s0.try.prompt);
  assert.equal(r.view().board, true);
  const base = 'ccw';
  // A turn paused for its direction waits; then the finished turn is judged.
  assert.equal(r.played({ kind: 'sow', pit: [0, 0], dir: 'ccw' }, [], { paused: true, fresh: true, base }), 'wait');
  assert.deepEqual(r.view().actions, ['replay']);
  assert.equal(r.played({ kind: 'direction', dir: 'cw' }, [{ type: 'sow' }], { paused: false, fresh: false, base }), 'wrong');
  assert.equal(r.view().line, s0.try.hint);
  assert.equal(r.view().tone, 'hint');
  assert.equal(r.phase, 'try', 'after a wrong move the learner tries again');
  // Show me: the solution plays, nothing is judged, then the learner's turn again.
  r.show();
  assert.equal(r.view().board, false);
  assert.equal(r.played({ kind: 'pass' }, [], { paused: false, fresh: true, base }), 'ignored');
  r.shown();
  assert.deepEqual(r.view().actions, ['try', 'replay']);
  assert.equal(r.view().line, s0.try.done);
  r.tryIt();
  assert.equal(r.view().line, s0.try.prompt, 'a new try starts without the hint');
  const tags = 'tags' in s0.try.goal ? s0.try.goal.tags : [];
  const right = 'tags' in s0.try.goal ? tags.map((tag) => ({ type: tag })) : [];
  const decision = 'moves' in s0.try.goal ? { ...lessonMoves(s0.try.goal.moves[0])[0], dir: 'ccw' } : { kind: 'pass' };
  assert.equal(r.played(/** @type {any} */ (decision), right, { paused: false, fresh: true, base }), 'right');
  assert.equal(r.view().line, s0.try.done);
  assert.deepEqual(r.view().actions, ['next', 'replay']);
  assert.equal(r.played({ kind: 'pass' }, [], { paused: false, fresh: true, base }), 'ignored', 'done: the board is no longer judged');
  r.next();
  assert.equal(r.index, 1);
  assert.equal(r.phase, 'explain');
  r.tryIt();
  r.replay();
  assert.equal(r.phase, 'explain');
  assert.equal(r.index, 1);
  r.open(lesson.steps.length - 1);
  r.tryIt();
  r.phase = 'right';
  assert.deepEqual(r.view().actions, ['finish', 'replay'], 'the last step finishes');
  r.next();
  assert.equal(r.index, lesson.steps.length - 1, 'no step after the last');
});

test('a step without an example goes straight to the try', () => {
  const r = new LessonRunner({ ruleset: 'x', steps: [{ id: 'a', title: 't', explain: 'e', tags: ['sow'], try: /** @type {any} */ ({ setup: { board: [] }, prompt: 'p', hint: 'h', done: 'd', goal: { tags: ['sow'] }, solution: { kind: 'pass' }, wrong: { kind: 'pass' } }) }], texts: { en: {}, it: {}, fr: {}, ca: {} } });
  assert.deepEqual(r.view().actions, ['try']);
  assert.throws(() => r.watch(), /no example/);
});

/** A Storage in memory; `refuse` makes every call throw, as a browser with storage switched off. */
function memory(refuse = false) {
  const map = new Map();
  const guard = () => { if (refuse) throw new Error('SecurityError'); };
  return {
    map,
    getItem: (k) => (guard(), map.has(k) ? map.get(k) : null),
    setItem: (k, v) => { guard(); map.set(k, String(v)); },
    removeItem: (k) => { guard(); map.delete(k); },
  };
}

test('progress: steps completed are remembered per ruleset, and a lesson resumes at its first step not done', () => {
  const store = memory();
  const lesson = LESSONS[0];
  const p = new LessonProgress(store);
  assert.equal(p.resumeAt(lesson), 0);
  p.complete(lesson.ruleset, lesson.steps[0].id);
  p.complete(lesson.ruleset, lesson.steps[0].id);
  p.complete('other', 'x');
  // A second reader of the same storage (the page reloaded) sees the same.
  const again = new LessonProgress(store);
  assert.deepEqual([...again.done(lesson.ruleset)], [lesson.steps[0].id]);
  assert.equal(again.resumeAt(lesson), 1);
  assert.equal(again.finished(lesson), false);
  for (const s of lesson.steps) again.complete(lesson.ruleset, s.id);
  assert.equal(again.finished(lesson), true);
  assert.equal(again.resumeAt(lesson), 0, 'a finished lesson opens at its start');
  assert.deepEqual([...again.done('other')], ['x']);
});

test('progress: a damaged record reads as none, and a refused storage only forgets', () => {
  const store = memory();
  for (const bad of ['{', '[]', '{"v":2,"done":{}}', '{"v":1,"done":null}', '{"v":1,"done":{"oware":"sowing"}}']) {
    store.map.set(LESSON_PROGRESS_KEY, bad);
    assert.deepEqual(new LessonProgress(store).read(), {}, bad);
  }
  store.map.set(LESSON_PROGRESS_KEY, '{"v":1,"done":{"oware":["sowing",3]}}');
  assert.deepEqual(new LessonProgress(store).read(), { oware: ['sowing'] });
  const refused = new LessonProgress(memory(true));
  assert.doesNotThrow(() => refused.complete('oware', 'sowing'));
  assert.equal(refused.done('oware').size, 0);
  assert.equal(new LessonProgress(null).resumeAt(LESSONS[0]), 0);
});
