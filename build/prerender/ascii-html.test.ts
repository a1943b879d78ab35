// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { asciiHtml } from './ascii-html.ts';

const WIDE = 'Le Guin’s “Carrier Bag” → é · 🚀';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="UTF-8">
<title>${WIDE}</title><meta name="description" content="${WIDE}">
<script type="application/ld+json">{"headline":"${WIDE}"}</script>
<style>.more::after{content:"→ x"}.b{font-family:"Noto Sans ✓"}</style>
<script>window.said = "${WIDE}";</script></head>
<body><!--$ ${WIDE} --><div id="root"><article><h2><a href="/p/é" title="${WIDE}">${WIDE}</a></h2>
<p>2 min · read</p><textarea>${WIDE}</textarea></article></div>
<script type="application/json" id="__D__">{"title":"${WIDE}","tags":["é","🚀"]}</script></body></html>`;

/** A CSS escape: hex digits, then one optional whitespace that ends it. */
const cssUnescape = (css: string) =>
  css.replace(/\\([0-9a-f]{1,6})\s?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)));

function parts(html: string) {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const scripts = [...doc.querySelectorAll('script')].map((s) => s.textContent ?? '');
  const styles = [...doc.querySelectorAll('style')].map((s) => s.textContent ?? '');
  for (const raw of doc.querySelectorAll('script, style')) raw.textContent = '';
  // A comment keeps its references as written (the last test); the rest must decode back.
  const walker = doc.createTreeWalker(doc, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  return { doc, scripts, styles, markup: doc.documentElement.outerHTML };
}

describe('asciiHtml', () => {
  it('returns a page already in ASCII as it is', () => {
    const html = '<p class="x">plain &amp; simple</p><script>var a = "b";</script>';
    expect(asciiHtml(html)).toBe(html);
  });

  it('writes every character beyond ASCII as an escape of its context', () => {
    const out = asciiHtml(PAGE);
    expect(out).toMatch(/^[^\u0080-\uffff]*$/);
    // Markup: one reference per character, an astral one included.
    expect(out).toContain('&#x2192; &#xe9; &#xb7; &#x1f680;');
    // Script: one escape per UTF-16 unit.
    expect(out).toContain('\\u2192 \\u00e9 \\u00b7 \\ud83d\\ude80');
    // Style: a CSS escape whose space is its own, so the text's own space stays.
    expect(out).toContain('content:"\\2192  x"');
  });

  it('decodes, in the browser, to the very page it was given', () => {
    const before = parts(PAGE);
    const after = parts(asciiHtml(PAGE));
    // Text, attribute values, the title and RCDATA alike.
    expect(after.markup).toBe(before.markup);
    expect(after.doc.title).toBe(WIDE);
    expect(after.doc.querySelector('a')?.getAttribute('href')).toBe('/p/é');
    // The JSON data and the JSON-LD parse to the same values; code evaluates to the same string.
    expect(JSON.parse(after.scripts[0])).toEqual(JSON.parse(before.scripts[0]));
    expect(JSON.parse(after.scripts[2])).toEqual({ title: WIDE, tags: ['é', '🚀'] });
    const said: { said?: string } = {};
    new Function('window', after.scripts[1])(said);
    expect(said.said).toBe(WIDE);
    expect(after.styles.map(cssUnescape)).toEqual(before.styles);
  });

  it("writes a comment's characters as references, which it keeps as written", () => {
    expect(asciiHtml(PAGE)).toContain('<!--$ Le Guin&#x2019;s');
  });
});
