import { describe, expect, it } from 'vitest';
import { floorListPage, floorPage, serveFloor } from './bench-floor';

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

const list = `<!doctype html><html><head><title>Reviews | Galactic Quandaries</title>
<script type="module">import("/a.js")</script><style>.m_1{color:red}</style></head><body><div id="root">
<header><p>Site tagline</p></header><main><h1 class="m_8">Reviews</h1><div class="responsive-grid">
<template data-gate="g1"></template><!--$--><article class="article-card m_e615b15f" data-with-border="true">
<div class="m_599a2148"><img style="object-fit:cover" class="m_9e117634" src="http://img/a.jpg?w=720" srcSet="http://img/a.jpg?w=360 360w, http://img/a.jpg?w=720 720w" sizes="100vw" alt="A ship" width="400" height="300" fetchPriority="high"/></div>
<div class="article-card-body"><h2 class="article-card-title" id="t1"><a class="article-card-link" href="/reviews/first">Arrival &amp; after</a></h2>
<p class="article-card-small article-card-dimmed"><time dateTime="2026-08-16">August 16, 2026</time> &#xb7; <!-- -->2 min read</p>
<p class="article-card-small article-card-excerpt">A ship&#x2019;s log.</p>
<ul class="tag-list" aria-label="Tags"><li><a data-size="xs" href="/tags/le%20guin" class="tag-badge"><span class="m_5">le guin</span></a></li></ul>
<a aria-describedby="t1" href="/reviews/first" class="article-card-small article-card-more">Read More &#x2192;</a></div></article><!--/$-->
<article class="article-card card-when-near"><div><img src="http://img/b.jpg" alt="" width="400" height="300" loading="lazy" decoding="async"/></div>
<div class="article-card-body"><h2 class="article-card-title"><a href="/reviews/second">Second</a></h2>
<a href="/reviews/second" class="article-card-more">Read More &#x2192;</a></div></article>
</div></main><footer><p>Footer</p></footer></div><script type="application/json">{}</script></body></html>`;

describe('floorListPage', () => {
  const floor = floorListPage(list)!;

  it('keeps the heading and every card in order, with its image, title, date, excerpt and tags', () => {
    expect(floor.cards).toBe(2);
    expect(floor.html).toContain('<title>Reviews | Galactic Quandaries</title>');
    expect(floor.html).toContain('<h1>Reviews</h1>');
    expect(floor.html).toContain(
      '<article><img src="http://img/a.jpg?w=720" srcset="http://img/a.jpg?w=360 360w, http://img/a.jpg?w=720 720w" sizes="100vw" width="400" height="300" alt="A ship" fetchpriority="high">' +
        '<h2><a href="/reviews/first">Arrival &amp; after</a></h2>' +
        '<p><time datetime="2026-08-16">August 16, 2026</time> \u00b7 2 min read</p>' +
        '<p>A ship\u2019s log.</p><ul><li><a href="/tags/le%20guin">le guin</a></li></ul>' +
        '<a href="/reviews/first">Read More \u2192</a></article>',
    );
    expect(floor.html).toContain(
      '<article><img src="http://img/b.jpg" width="400" height="300" alt="" loading="lazy" decoding="async">' +
        '<h2><a href="/reviews/second">Second</a></h2><a href="/reviews/second">Read More \u2192</a></article>',
    );
    expect(floor.html.indexOf('/reviews/first')).toBeLessThan(
      floor.html.indexOf('/reviews/second'),
    );
  });

  it('has no script, no external stylesheet, no class and nothing around the cards', () => {
    expect(floor.html).not.toMatch(/<script|<link|class=|style="|<template/i);
    expect(floor.html).not.toContain('Site tagline');
    expect(floor.html).not.toContain('Footer');
    expect(floor.html).toContain('content-visibility:auto');
  });

  it("leaves an article's page, whose Read next shows cards, to the article's floor", () => {
    const articlePage = list.replace(
      '<main>',
      '<main><article class="m_1"><h1>Long read</h1><p>Body.</p></article>',
    );
    expect(floorListPage(articlePage)).toBeNull();
    expect(floorListPage('<html><body><main><p>No results</p></main></body></html>')).toBeNull();
  });
});

describe('floorPage and numeric references', () => {
  it('writes the characters our ASCII pages send as references', () => {
    const floor = floorPage(
      '<article><h1>Ship&#x2019;s log</h1><p>A &#8220;quote&#8221; &amp; more.</p></article>',
    );
    expect(floor).toContain('<h1>Ship\u2019s log</h1>');
    expect(floor).toContain('<p>A \u201cquote\u201d &amp; more.</p>');
  });
});

describe('serveFloor', () => {
  it('serves the page (gzipped when accepted), an empty icon and a 404 for anything else', async () => {
    const served = await serveFloor(0, '<!doctype html><p>Floor</p>');
    try {
      const page = await fetch(`${served.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<p>Floor</p>');
      expect(page.headers.get('content-encoding')).toBe('gzip');
      const raw = await fetch(`${served.url}/`, { headers: { 'Accept-Encoding': 'identity' } });
      expect(raw.headers.get('content-encoding')).toBeNull();
      expect(await raw.text()).toBe('<!doctype html><p>Floor</p>');
      expect((await fetch(`${served.url}/favicon.ico`)).status).toBe(204);
      expect((await fetch(`${served.url}/other`)).status).toBe(404);
    } finally {
      await served.close();
    }
  });
});
