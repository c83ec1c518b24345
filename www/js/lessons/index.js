// Every ruleset's lesson (one data file each, types.js): the lesson list and
// the tests read this list; each lesson's texts join the page's here.
import { addTexts } from '../words/i18n.js';
import { LESSON_OMWESO } from './omweso.js';
import { LESSON_OMWESO_TOURNAMENT } from './omweso-tournament.js';
import { LESSON_CORO } from './coro.js';
import { LESSON_AWEET } from './aweet.js';
import { LESSON_HUS } from './hus.js';
import { LESSON_IGISORO } from './igisoro.js';
import { LESSON_KOMBE } from './kombe.js';
import { LESSON_MONGALE } from './mongale.js';
import { LESSON_MONGOLA } from './mongola.js';
import { LESSON_OWARE } from './oware.js';
import { LESSON_LAYLI_GOOBALAY } from './layli-goobalay.js';

/** @type {import('./types.js').Lesson[]} */
export const LESSONS = [
  LESSON_OMWESO,
  LESSON_OMWESO_TOURNAMENT,
  LESSON_CORO,
  LESSON_AWEET,
  LESSON_HUS,
  LESSON_IGISORO,
  LESSON_KOMBE,
  LESSON_MONGALE,
  LESSON_MONGOLA,
  LESSON_OWARE,
  LESSON_LAYLI_GOOBALAY,
];

for (const lesson of LESSONS) addTexts(lesson.texts);
