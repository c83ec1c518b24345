// The lesson data format (JSDoc only: nothing here runs). A lesson is one
// file per ruleset in lessons/, read by one generic runner (lesson-runner.js)
// and drawn by one panel (panel.js); its texts are keys, written in
// every language in the lesson's own `texts` (lang/lesson-texts.js merges
// them into the page's texts).

/**
 * A pit as `[row, col]`, rows top to bottom as drawn.
 * @typedef {import('../../pkg/omweso.js').Cell} LessonCell
 */

/**
 * A decision as a lesson writes it: a sowing without `dir` means the game's
 * base direction.
 * @typedef {import('../../pkg/omweso.js').DecisionInput} LessonMove
 */

/**
 * A position: a SetupSpec without `ruleset` and `options`, which come from
 * the lesson (board rows top to bottom, `toMove`, and where needed `stores`,
 * `uur`, `captured`, `turns`, `aside`, `allowUnusualTotals`).
 * @typedef {Omit<import('../../pkg/omweso.js').SetupSpec, 'ruleset' | 'options'>} LessonSetup
 */

/**
 * What the learner's move must do: fire every one of `tags` (rule-tags.js
 * names) in the turn, or be one of `moves` (each a decision, or a list of
 * decisions played one after another when the turn pauses for a direction).
 * @typedef {{ tags: string[] } | { moves: (LessonMove | LessonMove[])[] }} LessonGoal
 */

/**
 * The animated example the learner watches first.
 * @typedef {{
 *   setup: LessonSetup,
 *   moves: LessonMove[],
 *   say: string,
 * }} LessonExample
 *   moves: played one after another, animated as in a game; say: the text key shown while it plays
 */

/**
 * "Your turn": the position where the learner shows the rule.
 * @typedef {{
 *   setup: LessonSetup,
 *   prompt: string,
 *   goal: LessonGoal,
 *   hint: string,
 *   done: string,
 *   solution: LessonMove | LessonMove[],
 *   wrong: LessonMove | LessonMove[],
 * }} LessonTry
 *   prompt/hint/done: text keys; solution: one right move ("Show me" plays it);
 *   wrong: one legal move that does not reach the goal (the tests play it)
 */

/**
 * One step: a rule explained, shown, then tried.
 * @typedef {{
 *   id: string,
 *   title: string,
 *   explain: string,
 *   tags: string[],
 *   example?: LessonExample,
 *   try: LessonTry,
 * }} LessonStep
 *   id: stable, for the remembered progress; title/explain: text keys;
 *   tags: the rules this step teaches (for the rules cards)
 */

/**
 * Texts by language code, each a map of keys to sentences.
 * @typedef {{ en: Record<string, string>, it: Record<string, string>, fr: Record<string, string>, ca: Record<string, string>, sw: Record<string, string> }} LessonTexts
 */

/**
 * A ruleset's lesson. Its texts hold `lesson.<ruleset>.title`,
 * `lesson.<ruleset>.intro` and every key its steps name, in all four languages.
 * @typedef {{
 *   ruleset: string,
 *   options?: Record<string, import('../../pkg/omweso.js').OptionValue>,
 *   steps: LessonStep[],
 *   texts: LessonTexts,
 * }} Lesson
 */

export {};
