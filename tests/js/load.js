// Loads the web-target glue in Node: Node cannot fetch a file:// URL, so the
// wasm bytes are read from disk and instantiated synchronously.
import { readFileSync } from 'node:fs';
import { initSync } from '../../www/pkg/omweso.js';

initSync({ module: readFileSync(new URL('../../www/pkg/omweso_bg.wasm', import.meta.url)) });

export * from '../../www/pkg/omweso.js';
