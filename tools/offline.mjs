// Writes www/omweso-offline.html: the whole game in one file that plays when
// opened by double-click from file:// (which cannot fetch a .wasm). The wasm
// is inlined as base64 and instantiated with initSync; the ES modules are
// joined in dependency order into one inline module, their imports dropped.
// The served page's links to other files (preloads, the web app manifest,
// icons) are dropped or inlined: the file has no service worker (a file://
// page cannot register one) and needs none.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { WWW as www, IMPORT, BOOT_GUARD, PRELOADS, moduleOrder as order, read } from './module-graph.mjs';

/** A module's top level as plain declarations: no imports, no exports. */
function strip(source) {
  return source
    .replace(IMPORT, '')
    .replace(/^export\s+\{[^}]*\};?\s*$/gm, '')
    .replace(/^export\s+(?=(async\s+)?function|const|let|class)/gm, '');
}

/** Joined modules share one scope: refuse two top-level declarations of a name. */
function checkNames(parts) {
  const owner = new Map();
  for (const [path, code] of parts) {
    for (const [, name] of code.matchAll(/^(?:async\s+)?(?:function\*?|const|let|class|var)\s+([A-Za-z_$][\w$]*)/gm)) {
      if (owner.has(name) && owner.get(name) !== path) throw new Error(`offline build: "${name}" is declared in both ${owner.get(name)} and ${path}`);
      owner.set(name, path);
    }
  }
}

/**
 * What a module exports, as an object literal's members: its declarations
 * (`export function f`, `export const x`…) and its re-exports
 * (`export { EN as en } from './en.js'` is `en: EN`, that module being joined too).
 */
function exportedNames(source) {
  const declared = [...source.matchAll(/^export\s+(?:async\s+)?(?:function\*?|const|let|class)\s+([A-Za-z_$][\w$]*)/gm)].map((m) => m[1]);
  const passed = [...source.matchAll(/^export\s+\{([^}]*)\}\s+from\s+/gm)].flatMap((m) => m[1].split(',').map((part) => {
    const [local, as] = part.trim().split(/\s+as\s+/);
    return as && as !== local ? `${as}: ${local}` : local;
  }).filter(Boolean));
  return [...declared, ...passed];
}

/**
 * A namespace import (`import * as G from './geometry.js'`) becomes an object
 * of the module's exports, declared right after that module's code.
 */
function namespaces(modules) {
  /** @type {Map<string, Set<string>>} module → namespace names it is imported as */
  const wanted = new Map();
  for (const path of modules) {
    for (const [, name, spec] of read(path).matchAll(/^import\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+['"]([^'"]+)['"];?\s*$/gm)) {
      const target = normalize(join(dirname(path), spec));
      if (!wanted.has(target)) wanted.set(target, new Set());
      wanted.get(target).add(name);
    }
  }
  return (path) => [...(wanted.get(path) ?? [])]
    .map((ns) => `const ${ns} = Object.freeze({ ${exportedNames(read(path)).join(', ')} });`).join('\n');
}

/** An entry and everything it imports, joined into one module's text. */
function bundle(entry) {
  const modules = order(entry);
  const namespaceOf = namespaces(modules);
  const parts = modules.map((p) => [p, `${strip(read(p))}\n${namespaceOf(p)}`]);
  checkNames(parts);
  if (!modules.includes('pkg/omweso.js')) throw new Error(`offline build: the wasm glue pkg/omweso.js was not reached from ${entry}`);
  return { modules, code: parts.map(([p, c]) => `// ---- ${p}\n${c}`).join('\n') };
}

const { modules, code } = bundle('js/app/main.js');
// The page's workers (the engine's and the computer opponent's): from file://
// a worker cannot be loaded by URL, so their code travels as text and the
// page starts them from Blob URLs (js/worker-start.js); the page hands each
// the compiled wasm. Chromium refuses a module worker from a Blob URL on a
// file:// page, so each bundle must be a classic script: the glue's one
// `import.meta.url` (the default wasm path, which a worker never takes)
// becomes the worker's own address.
const workers = {};
for (const name of ['ai-worker', 'engine-worker']) {
  const worker = bundle(`js/engine/${name}.js`);
  worker.code = worker.code.replaceAll('import.meta.url', 'self.location.href');
  if (/\bimport\.meta\b|^\s*(import|export)\b/m.test(worker.code)) throw new Error(`offline build: the ${name} bundle is not a classic script`);
  workers[name] = worker.code;
}
const workerText = JSON.stringify(workers).replaceAll('</', '<\\/');
const wasm = readFileSync(join(www, 'pkg/omweso_bg.wasm')).toString('base64');
const css = read('css/omweso.css');

let html = read('index.html');
html = html.replace(/<link rel="stylesheet" href="css\/omweso.css">/, () => `<style>\n${css}</style>`);
html = html.replace(PRELOADS, '');
// Its modules are inline, so they cannot fail to load: no boot guard (js/boot.js) and none of its texts.
html = html.replace(BOOT_GUARD, '');
html = html.replace(/[ \t]*<link rel="(?:manifest|apple-touch-icon)"[^>]*>\n/g, '');
const icon = `data:image/svg+xml;base64,${readFileSync(join(www, 'icons/icon.svg')).toString('base64')}`;
html = html.replace(/<link rel="icon" href="icons\/icon.svg"/, () => `<link rel="icon" href="${icon}"`);
html = html.replace(/<script type="module" src="js\/app\/main.js"><\/script>/, () =>
  `<script>globalThis.OMWESO_WASM_BASE64 = "${wasm}";</script>\n<script>globalThis.OMWESO_WORKERS = ${workerText};</script>\n<script type="module">\n${code.replaceAll('</script', '<\\/script')}\n</script>`);
// The page's own markup, the inlined code and style left out, links nowhere.
// (An inline element's contents are left out, not its tag: a <script src> is a link.)
const external = /\b(?:src|href)="(?!data:|#)[^"]*"/.exec(html.replace(/(<(script|style)\b[^>]*>)[\s\S]*?(<\/\2>)/g, '$1$3'));
if (external) throw new Error(`offline build: an external reference is left: ${external[0]}`);
writeFileSync(join(www, 'omweso-offline.html'), html);
console.log(`www/omweso-offline.html: ${modules.length} modules and ${Object.keys(workers).length} workers, ${(html.length / 1024).toFixed(0)} KiB`);
