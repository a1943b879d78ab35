/**
 * Writes the feeds the app's route table declares (everything, each kind, the posts): RSS and Atom
 * beside the page each one stands for, items linking to the pages the table builds.
 */
import type { FeedItemSpec, RouteSpec, SiteContent } from '../../src/app/route-types.ts';
import type { RichDocument } from '../../src/content/types.ts';
import { pageFile } from '../../src/shared/page-paths.ts';
import { FEED_FILES } from './entry-paths.ts';
import { itemHtml, newestForFeed, renderAtom, renderRss, type FeedItem } from './feeds.ts';

/**
 * A feed's own date: its newest item's change, so a feed whose items did not change keeps its bytes
 * (and a rebuild leaves it untouched); the content's date when it has no dated item.
 */
function feedTime(items: readonly FeedItemSpec[], fallback: number): string {
  let newest = Number.NEGATIVE_INFINITY;
  for (const { published, updated } of items)
    for (const date of [published, updated]) {
      // An unreadable date parses to NaN, which is never greater.
      const time = date ? Date.parse(date) : Number.NaN;
      if (time > newest) newest = time;
    }
  return new Date(Number.isFinite(newest) ? newest : fallback).toISOString();
}

/** Where the feeds go. `print` stands for everything a feed file is made of (its info and items). */
export interface FeedOutput {
  write(file: string, text: string, print: string): void;
  /** True when the file already holds what `print` stands for: it is then neither rendered nor written. */
  unchanged?(file: string, print: string): boolean;
}

export function writeFeeds(
  routes: readonly RouteSpec[],
  content: SiteContent,
  origin: string,
  renderRichText: (document: RichDocument) => string,
  output: FeedOutput | ((file: string, text: string) => void),
): string[] {
  const out: FeedOutput = typeof output === 'function' ? { write: output } : output;
  const absolute = (url: string) => new URL(url, `${origin}/`).href;
  // One article is an item of several feeds (everything, its kind, each of its tags): its body is
  // rendered once per build, not once per feed.
  const rendered = new WeakMap<RichDocument, string>();
  const bodyHtml = (body: RichDocument) => {
    let html = rendered.get(body);
    if (html === undefined) rendered.set(body, (html = renderRichText(body)));
    return html;
  };

  const feedItem = (item: FeedItemSpec): FeedItem => ({
    url: `${origin}${item.path}`,
    title: item.title,
    summary: item.summary,
    html: itemHtml(
      item.body ? bodyHtml(item.body) : '',
      item.image ? absolute(item.image.url) : undefined,
      item.title,
      origin,
    ),
    published: item.published,
    updated: item.updated,
    ...(item.author && { author: item.author }),
    tags: item.tags,
  });

  const written: string[] = [];
  for (const feed of routes.flatMap((route) => route.feeds?.(content) ?? [])) {
    const { base } = feed;
    // Beside the page the feed stands for, in the folder that page's file is in.
    const prefix = pageFile(base === '' ? '/' : base)?.replace(/index\.html$/, '');
    if (prefix === undefined) throw new Error(`no folder for the feed at ${JSON.stringify(base)}`);
    const info = {
      title: feed.title,
      description: feed.description,
      pageUrl: `${origin}${base || '/'}`,
      rssUrl: `${origin}${base}/${FEED_FILES.rss}`,
      atomUrl: `${origin}${base}/${FEED_FILES.atom}`,
      builtAt: feedTime(feed.items, content.fetchedAt),
    };
    // The newest are chosen before rendering: a body costs a rich-text render, and a big archive has
    // thousands the feed will never carry.
    const chosen = newestForFeed(feed.items, (i) => i.published ?? i.updated);
    const print = JSON.stringify({ info, chosen });
    const files = [`${prefix}${FEED_FILES.rss}`, `${prefix}${FEED_FILES.atom}`] as const;
    if (!files.every((file) => out.unchanged?.(file, print))) {
      const items = chosen.map(feedItem);
      out.write(files[0], renderRss(info, items), print);
      out.write(files[1], renderAtom(info, items), print);
    }
    written.push(`${base}/${FEED_FILES.rss}`, `${base}/${FEED_FILES.atom}`);
  }
  return written;
}
