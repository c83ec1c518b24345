// Writes www/embed.html: the game page for a host that embeds it in an
// iframe. It is index.html with the `embed` class on its body (the page then
// sizes itself to its content and reports its height to the host, see
// www/js/embed/page.js), so there is one page's markup to maintain: this file
// is made from it at every build, and by the embedding tests before they run.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const www = new URL('../www/', import.meta.url).pathname;

/**
 * index.html's text as embed.html.
 * @param {string} html
 */
export function embedPage(html) {
  let found = 0;
  const out = html.replace(/<body\b([^>]*)>/, (_, attrs) => {
    found++;
    const cls = /\sclass="([^"]*)"/.exec(attrs);
    const body = cls ? attrs.replace(cls[0], ` class="${cls[1]} embed"`) : `${attrs} class="embed"`;
    return `<body${body}>`;
  });
  if (found !== 1) throw new Error('embed page: index.html has no <body> tag');
  return out.replace(/^<!doctype html>\n?/i, (d) => `${d.trimEnd()}\n<!-- Made from index.html by tools/embed-page.mjs at each build: edit index.html, not this file. -->\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const html = embedPage(readFileSync(join(www, 'index.html'), 'utf8'));
  writeFileSync(join(www, 'embed.html'), html);
  console.log(`www/embed.html: ${(html.length / 1024).toFixed(1)} KiB, from index.html`);
}
