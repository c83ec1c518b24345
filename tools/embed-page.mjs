// embed.html: the game page for a host that embeds it in an iframe. It is
// index.html with the `embed` class on its body (the page then sizes itself
// to its content and reports its height to the host, see
// www/js/embed/page.js), so there is one page's markup to maintain:
// tools/bundle.mjs makes dist/embed.html from dist/index.html at every build.

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

