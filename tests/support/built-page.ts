/**
 * Pages made the way the build makes them, for tests of what the build writes: the repository's
 * index.html with Vite's hashed entry tag, through the paint-first loader, and a prerendered page
 * assembled from it with data that tries to close its script element. Plus the inline-script
 * hashes a browser would compute for a page, read with a real HTML parser: tests that use it run
 * in the jsdom environment, which provides DOMParser.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { deferEntry } from '../../build/vite-paint-first.ts';
import { serialisePrerenderData, PRERENDER_DATA_ID } from '../../src/prerender-data.ts';
import { assemblePage } from '../../build/prerender/html.ts';
import { jsonLdScript } from '../../build/prerender/json-ld.ts';

const INDEX_HTML = resolve(import.meta.dirname, '../../index.html');

/** The client build's index.html: the dev entry tag replaced as Vite does, then the loader. */
export function builtShell(): string {
  const source = readFileSync(INDEX_HTML, 'utf8');
  const entry = /<script type="module" src="[^"]+"><\/script>/;
  if (!entry.test(source)) throw new Error('index.html has no module entry script');
  return deferEntry(
    source.replace(
      entry,
      '<script type="module" crossorigin src="/assets/index-Xy12.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor-Ab34.js">',
    ),
  );
}

export function prerenderedPage(path: string): string {
  return assemblePage(builtShell(), {
    rendered: `<title>${path}</title><main><h1>${path}</h1></main>`,
    dataId: PRERENDER_DATA_ID,
    dataJson: serialisePrerenderData({
      path,
      seeds: [{ key: 'k', data: { text: '</script><script>alert(1)</script>' }, fetchedAt: 1 }],
    }),
    extraHead: jsonLdScript({ '@type': 'WebSite', name: '</script>' }),
  });
}

/** `'sha256-…'` of every script a browser would run inline in this HTML, as CSP spells them. */
export function browserInlineHashes(html: string): string[] {
  const document = new DOMParser().parseFromString(html, 'text/html');
  const runnable = [...document.querySelectorAll('script')].filter((script) => {
    const type = (script.getAttribute('type') ?? '').trim().toLowerCase();
    return !script.hasAttribute('src') && ['', 'module', 'text/javascript'].includes(type);
  });
  const hashes = runnable.map(
    (script) =>
      `'sha256-${createHash('sha256')
        .update(script.textContent ?? '')
        .digest('base64')}'`,
  );
  return [...new Set(hashes)].sort();
}
