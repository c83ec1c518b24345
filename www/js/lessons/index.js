// Every ruleset's lesson (one data file each, lesson-types.js): the lesson
// list, the texts pack (lang/lesson-texts.js) and the tests read this list.
import { LESSON_OMWESO } from './omweso.js';
import { LESSON_OMWESO_TOURNAMENT } from './omweso-tournament.js';
import { LESSON_OWARE } from './oware.js';
import { LESSON_LAYLI_GOOBALAY } from './layli-goobalay.js';

/** @type {import('../lesson-types.js').Lesson[]} */
export const LESSONS = [
  LESSON_OMWESO,
  LESSON_OMWESO_TOURNAMENT,
  LESSON_OWARE,
  LESSON_LAYLI_GOOBALAY,
];
