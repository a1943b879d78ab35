// @vitest-environment jsdom
/** Feeds and sitemap parsed back with a real XML parser (jsdom's), hostile text included. */
import { describe, expect, it } from 'vitest';
import { FEED_LIMIT, itemHtml, renderAtom, renderRss, type FeedItem } from './feeds.ts';
import { renderRobots, renderSitemap } from './sitemap.ts';

const info = {
  title: 'Mags & <Zines>',
  description: 'All the "news"',
  pageUrl: 'https://x.example/',
  rssUrl: 'https://x.example/feed.xml',
  atomUrl: 'https://x.example/atom.xml',
  builtAt: '2026-01-01T00:00:00.000Z',
};

const item = (n: number, published: string | null, extra: Partial<FeedItem> = {}): FeedItem => ({
  url: `https://x.example/news/item-${n}`,
  title: `Item ${n} <b>&amp; ]]> \u0001`,
  summary: `Summary ${n} & more`,
  html: `<p>Body ${n} &amp; <a href="https://x.example/a">link</a></p>`,
  published,
  updated: published,
  tags: ['sf & f'],
  ...extra,
});

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const items = [
  item(1, '2025-01-01T10:00:00Z'),
  item(2, '2026-03-05T00:00:00Z', { author: 'Ann & Bo' }),
  item(3, null),
];

describe('feeds', () => {
  it('RSS is well-formed, newest first, with text and HTML bodies intact', () => {
    const doc = parse(renderRss(info, items));
    const links = [...doc.querySelectorAll('item > link')].map((l) => l.textContent);
    expect(links).toEqual([
      'https://x.example/news/item-2',
      'https://x.example/news/item-1',
      'https://x.example/news/item-3',
    ]);
    const first = doc.querySelector('item')!;
    expect(first.querySelector('title')!.textContent).toBe('Item 2 <b>&amp; ]]> ');
    expect(
      first.getElementsByTagNameNS('http://purl.org/rss/1.0/modules/content/', 'encoded')[0]
        .textContent,
    ).toBe(items[1].html);
    expect(first.querySelector('pubDate')!.textContent).toBe('Thu, 05 Mar 2026 00:00:00 GMT');
    expect(doc.querySelector('channel > title')!.textContent).toBe(info.title);
  });

  it('Atom is well-formed with ids, dates and HTML content', () => {
    const doc = parse(renderAtom(info, items));
    const entries = [...doc.getElementsByTagName('entry')];
    expect(entries.map((e) => e.getElementsByTagName('id')[0].textContent)).toEqual([
      'https://x.example/news/item-2',
      'https://x.example/news/item-1',
      'https://x.example/news/item-3',
    ]);
    expect(entries[0].getElementsByTagName('content')[0].textContent).toBe(items[1].html);
    expect(entries[0].getElementsByTagName('name')[0].textContent).toBe('Ann & Bo');
    // No date at all: the entry is still valid, dated by the build.
    expect(entries[2].getElementsByTagName('updated')[0].textContent).toBe(info.builtAt);
    expect(doc.documentElement.getElementsByTagName('updated')[0].textContent).toBe(
      '2026-03-05T00:00:00.000Z',
    );
  });

  it('carries only the newest FEED_LIMIT items, newest first, whatever the archive size', () => {
    // 51 dated items in shuffled order (day n of 2026), plus one undated: the undated and the oldest go.
    const dated = Array.from({ length: FEED_LIMIT + 1 }, (_, n) =>
      item(n, new Date(Date.UTC(2026, 0, 1 + n)).toISOString()),
    );
    const shuffled = [
      item(999, null),
      ...dated.filter((_, n) => n % 2),
      ...dated.filter((_, n) => !(n % 2)),
    ];
    const expected = dated
      .slice(1)
      .reverse()
      .map((i) => i.url);
    const rss = parse(renderRss(info, shuffled));
    expect([...rss.querySelectorAll('item > link')].map((l) => l.textContent)).toEqual(expected);
    const atom = parse(renderAtom(info, shuffled));
    const ids = [...atom.getElementsByTagName('entry')].map(
      (e) => e.getElementsByTagName('id')[0].textContent,
    );
    expect(ids).toEqual(expected);
    expect(ids).toHaveLength(50);
  });

  it('makes root- and protocol-relative URLs in bodies absolute', () => {
    const html = itemHtml(
      '<a href="/news/b">b</a><img src="//images.example/i.jpg"/>',
      '/files/hero.jpg',
      'A & B',
      'https://x.example',
    );
    expect(html).toContain('href="https://x.example/news/b"');
    expect(html).toContain('src="https://images.example/i.jpg"');
    expect(html).toContain('src="https://x.example/files/hero.jpg" alt="A &amp; B"');
  });
});

describe('sitemap and robots', () => {
  it('lists pages with their lastmod and parses', () => {
    const doc = parse(
      renderSitemap([
        { url: 'https://x.example/', lastmod: '2026-01-02T03:04:05Z' },
        { url: 'https://x.example/news/a&b' },
        { url: 'https://x.example/bad', lastmod: 'not a date' },
      ]),
    );
    expect([...doc.getElementsByTagName('loc')].map((l) => l.textContent)).toEqual([
      'https://x.example/',
      'https://x.example/news/a&b',
      'https://x.example/bad',
    ]);
    expect([...doc.getElementsByTagName('lastmod')].map((l) => l.textContent)).toEqual([
      '2026-01-02T03:04:05.000Z',
    ]);
  });

  it('points robots.txt at the absolute sitemap, once', () => {
    const robots = renderRobots(
      'User-agent: *\nAllow: /\nSitemap: /old.xml\n',
      'https://x.example/sitemap.xml',
    );
    expect(robots).toBe('User-agent: *\nAllow: /\n\nSitemap: https://x.example/sitemap.xml\n');
  });
});
