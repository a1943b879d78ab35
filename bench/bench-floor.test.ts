import { describe, expect, it } from 'vitest';
import { floorPage, serveFloor } from './bench-floor';

const ours = `<!doctype html><html><head><script type="module">import("/a.js")</script>
<link rel="stylesheet" href="/a.css"></head><body><div id="root"><header><p>Site tagline</p></header>
<article class="m_1"><h1 class="t">Arrival &amp; after</h1>
<img alt="A ship" src="http://img/h.jpg?w=800" srcSet="http://img/h.jpg?w=320 320w" sizes="100vw" width="800" height="450" fetchpriority="high" class="x" style="color:red">
<p class="p">First <em>words</em> &lt;b&gt;not bold&lt;/b&gt;.</p><h2>Part two</h2><blockquote><p>Quoted.</p></blockquote>
<ul><li>One</li><li>Two</li></ul><p>Between.</p><ol><li>Three</li></ol>
<img alt="inline" src="http://img/i.jpg"></article><footer><p>Footer</p></footer></div>
<script type="application/json">{}</script></body></html>`;

describe('floorPage', () => {
  const floor = floorPage(ours);

  it('keeps the title, the hero image and the body text of the article only', () => {
    expect(floor).toContain('<h1>Arrival &amp; after</h1>');
    expect(floor).toContain('<title>Arrival &amp; after</title>');
    expect(floor).toContain(
      '<img src="http://img/h.jpg?w=800" srcset="http://img/h.jpg?w=320 320w" sizes="100vw" width="800" height="450" alt="A ship" fetchpriority="high">',
    );
    expect(floor).toContain('<p>First words &lt;b&gt;not bold&lt;/b&gt;.</p>');
    expect(floor).toContain('<h2>Part two</h2>');
    expect(floor).toContain('Quoted.');
    expect(floor).not.toContain('Site tagline');
    expect(floor).not.toContain('Footer');
  });

  it('keeps each run of list items in a list', () => {
    expect(floor).toContain(
      '<ul><li>One</li>\n<li>Two</li></ul>\n<p>Between.</p>\n<ul><li>Three</li></ul>',
    );
  });

  it('has no script, no external stylesheet and no class or style attributes', () => {
    expect(floor).not.toMatch(/<script|<link|class=|style="/i);
  });

  it('refuses a page without an article', () => {
    expect(() => floorPage('<html><body><p>x</p></body></html>')).toThrow(/no <article>/);
  });
});

describe('serveFloor', () => {
  it('serves the page, an empty icon and a 404 for anything else', async () => {
    const served = await serveFloor(0, '<!doctype html><p>Floor</p>');
    try {
      const page = await fetch(`${served.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<p>Floor</p>');
      expect((await fetch(`${served.url}/favicon.ico`)).status).toBe(204);
      expect((await fetch(`${served.url}/other`)).status).toBe(404);
    } finally {
      await served.close();
    }
  });
});
