// The page's languages, one line each: the file of its texts and its code
// (a BCP 47 tag, as Intl and the page's `lang` attribute know it). Adding a
// language is writing its file and adding its line (README, "Adding a
// language"). A language's file may hold any key of the page, the packs'
// and the lessons' too; what it lacks is said in English meanwhile, and
// `node tools/lang-lacks.mjs CODE` lists it.
export { EN as en } from './en.js';
export { IT as it } from './it.js';
export { FR as fr } from './fr.js';
export { CA as ca } from './ca.js';
export { SW as sw } from './sw.js';
