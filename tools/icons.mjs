// The app icons as PNG, drawn from www/icons/icon.svg by headless Chromium
// (no network, no image library): 192 and 512 px for the manifest and the
// home screen, and a 512 px "maskable" one, full bleed, its board inside the
// safe circle (80%) that a launcher's mask never cuts. Run after changing the
// SVG; the PNGs are committed.
//   node tools/icons.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../tests/e2e/harness.js';

const WWW = new URL('../www/', import.meta.url).pathname;

const svg = readFileSync(join(WWW, 'icons/icon.svg'), 'utf8');
const inner = svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>'));
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="#3b2313"/>`
  + `<g transform="translate(256 256) scale(0.8) translate(-256 -256)">${inner}</g></svg>`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const [name, size, image] of [['icon-192.png', 192, svg], ['icon-512.png', 512, svg], ['icon-maskable-512.png', 512, maskable]]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = image.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`);
    await page.screenshot({ path: join(WWW, 'icons', name), omitBackground: true });
    await page.close();
    console.log(`www/icons/${name}`);
  }
} finally {
  await browser.close();
}
