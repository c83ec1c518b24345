// What a language still lacks, for whoever translates it:
//
//   node tools/lang-lacks.mjs CODE              keys missing, placeholders that differ
//                                               from English, texts identical to English
//   node tools/lang-lacks.mjs CODE --template   the missing keys as lines to paste into
//                                               www/js/lang/CODE.js, the English beside each
//
// Every key of the page counts: the core file's, the packs' (narration, rules
// cards…) and the lessons'. It exits with 1 while anything is missing or a
// placeholder differs, so it can stand in a script. (Run ./build.sh build once
// first: the page's texts need www/js/vendor.)
import { allTexts, languages } from '../www/js/words/i18n.js';
import '../www/js/lessons/index.js';

/** Every argument a message names, ICU ones included (`#` is the plural's number, not one). @param {string} s */
const names = (s) => [...new Set([...s.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort().join(', ');

/**
 * What `texts` lacks against the English ones.
 * @param {Record<string, string>} en
 * @param {Record<string, string>} texts
 */
export function lacks(en, texts) {
  return {
    missing: Object.keys(en).filter((k) => !(k in texts) || !texts[k].trim()),
    differ: Object.keys(en).filter((k) => k in texts && texts[k].trim() && names(en[k]) !== names(texts[k])),
    // A game's own word, a name or a key's name may rightly read as in English: listed for a look, not counted.
    same: Object.keys(en).filter((k) => k in texts && texts[k] === en[k] && /\p{L}{3}/u.test(en[k].replace(/\{[^{}]*\}/g, ''))),
    extra: Object.keys(texts).filter((k) => !(k in en)),
  };
}

/** @param {string} code @param {string | undefined} flag @returns {number} the exit code */
function main(code, flag) {
  if (!code || (flag && flag !== '--template')) {
    console.error('usage: node tools/lang-lacks.mjs CODE [--template]');
    return 2;
  }
  if (!languages().includes(code)) {
    console.error(`no language "${code}" yet: write www/js/lang/${code}.js and add its line to www/js/lang/languages.js (there are: ${languages().join(', ')})`);
    return 2;
  }
  const { en, [code]: texts } = allTexts();
  const { missing, differ, same, extra } = lacks(en, texts);
  if (flag === '--template') {
    for (const k of missing) console.log(`  ${JSON.stringify(k)}: ${JSON.stringify(en[k])},`);
    return missing.length ? 1 : 0;
  }
  /** @param {string} title @param {string[]} keys @param {(k: string) => string} show */
  const list = (title, keys, show) => {
    console.log(`${title}: ${keys.length}`);
    for (const k of keys) console.log(`  ${k}  ${show(k)}`);
  };
  list('missing (said in English meanwhile)', missing, (k) => JSON.stringify(en[k]));
  list('placeholders differ from English', differ, (k) => `{${names(en[k])}} in English, {${names(texts[k])}} here`);
  list('identical to English (a look: a game\'s own word may rightly be)', same, (k) => JSON.stringify(en[k]));
  if (extra.length) list('keys English does not have (never shown)', extra, () => '');
  console.log(`${code}: ${Object.keys(en).length - missing.length} of ${Object.keys(en).length} texts`);
  return missing.length || differ.length ? 1 : 0;
}

if (import.meta.url === new URL(process.argv[1], 'file://').href) process.exitCode = main(process.argv[2], process.argv[3]);
