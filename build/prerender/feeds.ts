/**
 * RSS 2.0 and Atom feeds with full HTML bodies (the rich text rendered by the app's own RichText,
 * links made absolute). Which feeds exist is the route table's business (write-feeds.ts).
 *
 * Every feed carries only the newest FEED_LIMIT items: a feed reader polls it again and again, so its
 * size must not grow with the archive (2,050 articles made 8.8 MB feeds). Older articles stay on the
 * site's list pages; readers subscribed earlier already hold them.
 */
import { SITE } from '../../src/site.ts';
import { absoluteUrls, escapeXml as x } from './xml.ts';

export interface FeedItem {
  url: string;
  title: string;
  summary: string;
  /** Full body as HTML with absolute URLs. */
  html: string;
  published: string | null;
  updated: string | null;
  author?: string;
  tags: string[];
  image?: string;
}

export interface FeedInfo {
  title: string;
  description: string;
  /** The HTML page the feed belongs to and the feed's own URLs. */
  pageUrl: string;
  rssUrl: string;
  atomUrl: string;
  /** Used when no item has a date. */
  builtAt: string;
}

/** How many items a feed carries, newest first. */
export const FEED_LIMIT = 50;

const time = (iso: string | null | undefined): number => (iso ? Date.parse(iso) : NaN);

/** Newest first by publish date (the update date when there is none), undated last; at most `limit`. */
export function newestForFeed<T>(
  items: readonly T[],
  dateOf: (item: T) => string | null | undefined,
  limit = FEED_LIMIT,
): T[] {
  const key = (item: T) => time(dateOf(item)) || 0;
  return [...items].sort((a, b) => key(b) - key(a)).slice(0, limit);
}

const newestFirst = (items: FeedItem[]): FeedItem[] =>
  newestForFeed(items, (i) => i.published ?? i.updated);

function feedUpdated(items: FeedItem[], info: FeedInfo): string {
  const stamps = items.map((i) => time(i.updated ?? i.published)).filter((t) => !Number.isNaN(t));
  return new Date(stamps.length ? Math.max(...stamps) : Date.parse(info.builtAt)).toISOString();
}

const rfc822 = (iso: string): string => new Date(iso).toUTCString();

export function renderRss(info: FeedInfo, all: FeedItem[]): string {
  const items = newestFirst(all);
  const entries = items.map((item) => {
    const date = item.published ?? item.updated;
    return [
      '<item>',
      `<title>${x(item.title)}</title>`,
      `<link>${x(item.url)}</link>`,
      `<guid isPermaLink="true">${x(item.url)}</guid>`,
      date && !Number.isNaN(time(date)) ? `<pubDate>${rfc822(date)}</pubDate>` : '',
      item.author ? `<dc:creator>${x(item.author)}</dc:creator>` : '',
      ...item.tags.map((tag) => `<category>${x(tag)}</category>`),
      `<description>${x(item.summary)}</description>`,
      `<content:encoded>${x(item.html)}</content:encoded>`,
      '</item>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    `<title>${x(info.title)}</title>`,
    `<link>${x(info.pageUrl)}</link>`,
    `<description>${x(info.description)}</description>`,
    '<language>en</language>',
    `<lastBuildDate>${rfc822(feedUpdated(items, info))}</lastBuildDate>`,
    `<atom:link href="${x(info.rssUrl)}" rel="self" type="application/rss+xml"/>`,
    ...entries,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function renderAtom(info: FeedInfo, all: FeedItem[]): string {
  const items = newestFirst(all);
  const entries = items.map((item) => {
    const published = item.published && !Number.isNaN(time(item.published)) ? item.published : null;
    const updated = item.updated ?? published ?? info.builtAt;
    return [
      '<entry>',
      `<id>${x(item.url)}</id>`,
      `<title>${x(item.title)}</title>`,
      `<link rel="alternate" type="text/html" href="${x(item.url)}"/>`,
      published ? `<published>${new Date(published).toISOString()}</published>` : '',
      `<updated>${new Date(updated).toISOString()}</updated>`,
      item.author ? `<author><name>${x(item.author)}</name></author>` : '',
      ...item.tags.map((tag) => `<category term="${x(tag)}"/>`),
      `<summary>${x(item.summary)}</summary>`,
      `<content type="html">${x(item.html)}</content>`,
      '</entry>',
    ].join('');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `<id>${x(info.pageUrl)}</id>`,
    `<title>${x(info.title)}</title>`,
    `<subtitle>${x(info.description)}</subtitle>`,
    `<updated>${feedUpdated(items, info)}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${x(info.atomUrl)}"/>`,
    `<link rel="alternate" type="text/html" href="${x(info.pageUrl)}"/>`,
    `<author><name>${x(SITE.title)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}

/** The body HTML of an item: the hero image (if any) then the rendered rich text, absolute URLs. */
export function itemHtml(
  bodyHtml: string,
  image: string | undefined,
  alt: string,
  origin: string,
): string {
  const hero = image ? `<p><img src="${x(image)}" alt="${x(alt)}"/></p>` : '';
  return absoluteUrls(hero + bodyHtml, origin);
}
