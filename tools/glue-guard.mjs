// Appends a guard to the wasm-bindgen glue (www/pkg/omweso.js), run by
// ./build.sh build after wasm-bindgen (issue 25). A method called on a freed
// object, with a `this` that is not one, or on an object already inside a
// call of its own (a getter of an argument reaching back into it) would enter
// the wasm with a pointer the Rust side refuses: wasm-bindgen then throws
// "null pointer passed to rust" (or "recursive use of an object") from inside
// the wasm, the throw skips the code that gives the wasm stack back, and
// after about 10^5 such calls the instance is dead. The guard answers those
// calls in JS, before the wasm is entered, with one coded Error (code
// `not_live` or `busy`, as the engine's own errors carry a code and params).
//
// The guard wraps the classes' prototype methods in place, so every instance
// (made by `new`, or by the glue itself for a returned object) is guarded and
// the module's exports keep their names: the pages, the workers, the offline
// single file and the tests import the glue as before.
//
//   node tools/glue-guard.mjs [path to the glue]
import { readFileSync, writeFileSync } from 'node:fs';

const BEGIN = '// ---- guard: appended by tools/glue-guard.mjs';

/**
 * The guard itself, appended as source text: it runs in the glue's own scope.
 * @param {Function} cls a class of the glue
 * @param {string} name its name, for the error's message
 */
function omwesoGuardClass(cls, name) {
  const proto = cls.prototype;
  /** The objects inside one of their own calls now. */
  const busy = new WeakSet();
  const refuse = (/** @type {string} */ code, /** @type {string} */ message) => {
    const e = /** @type {Error & { code: string, params: object }} */ (new Error(message));
    e.code = code;
    e.params = { kind: name };
    return e;
  };
  /** @param {string | symbol} key @param {Function} f */
  const guard = (key, f) => function guarded(/** @type {any[]} */ ...args) {
    const live = this instanceof cls && typeof this.__wbg_ptr === 'number' && this.__wbg_ptr !== 0;
    if (!live) {
      // Freeing a freed object again is harmless: nothing to give back.
      if ((key === 'free' || key === Symbol.dispose) && this instanceof cls) return undefined;
      throw refuse('not_live', `this ${name} has been freed, or the method was called on something that is not a ${name}`);
    }
    if (busy.has(this)) throw refuse('busy', `this ${name} is inside another of its calls (an argument's getter called it back)`);
    busy.add(this);
    try {
      return f.apply(this, args);
    } finally {
      busy.delete(this);
    }
  };
  for (const key of Reflect.ownKeys(proto)) {
    if (key === 'constructor' || key === '__destroy_into_raw') continue;
    const d = /** @type {PropertyDescriptor} */ (Object.getOwnPropertyDescriptor(proto, key));
    if (typeof d.value === 'function') d.value = guard(key, d.value);
    if (typeof d.get === 'function') d.get = guard(key, d.get);
    if (typeof d.set === 'function') d.set = guard(key, d.set);
    Object.defineProperty(proto, key, d);
  }
}

const path = process.argv[2] ?? new URL('../www/pkg/omweso.js', import.meta.url).pathname;
let glue = readFileSync(path, 'utf8');
const at = glue.indexOf(BEGIN);
if (at >= 0) glue = glue.slice(0, at);
const classes = [...glue.matchAll(/^export class (\w+)/gm)].map((m) => m[1]);
if (!classes.includes('Game') || !glue.includes('this.__wbg_ptr')) {
  throw new Error(`glue guard: ${path} does not look like wasm-bindgen's glue (no class Game, or no __wbg_ptr): check the guard against this wasm-bindgen`);
}
const text = `${BEGIN} (issue 25): a freed object, a wrong \`this\` or a call
// back into a busy object is refused in JS with a coded Error, before the wasm is entered.
${omwesoGuardClass.toString()}
${classes.map((c) => `omwesoGuardClass(${c}, '${c}');`).join('\n')}
`;
writeFileSync(path, `${glue.trimEnd()}\n\n${text}`);
console.log(`${path}: guarded ${classes.join(', ')}`);
