/**
 * What the routes make of the collected content: seeds, sitemap dates and feed items. Kept apart
 * from the table so each route entry there stays a few lines.
 */
import type { Article, Post } from '../content/types.ts';
import type { PrerenderSeed } from '../prerender-data.ts';
import type { FeedItemSpec, RouteParams, SiteContent } from './route-types.ts';

/** The newest `updatedAt` or `publishDate` of an item or of a list's items; null when none is a date. */
export function dataTime(data: unknown): number | null {
  let newest: number | null = null;
  for (const item of Array.isArray(data) ? data : [data]) {
    if (!item || typeof item !== 'object') continue;
    for (const key of ['updatedAt', 'publishDate']) {
      const value = (item as Record<string, unknown>)[key];
      const time = typeof value === 'string' ? Date.parse(value) : Number.NaN;
      if (!Number.isNaN(time) && (newest === null || time > newest)) newest = time;
    }
  }
  return newest;
}

/**
 * A store entry as the page will read it. It is dated by the content itself (the data was current at
 * least as of its newest change), not by the clock of the build, so a page's bytes depend on its
 * content only and an incremental build leaves the pages of unchanged content as they are.
 */
export const seed = (site: SiteContent, key: string, data: unknown): PrerenderSeed => ({
  key,
  data,
  fetchedAt: dataTime(data) ?? site.fetchedAt,
});

/** The newest valid date of the list, for a page's lastmod; undefined when none is a date. */
export function newest(dates: readonly (string | null | undefined)[]): string | undefined {
  const valid = dates.filter((d): d is string => !!d && !Number.isNaN(Date.parse(d)));
  return valid.sort((a, b) => Date.parse(b) - Date.parse(a))[0];
}

/**
 * The URL of a page the build makes from content the collect step accepted; its slugs always have
 * one, so a missing URL is a bug in the build, not in the content.
 */
export function pathOf(
  route: { href?(params: RouteParams): string | null },
  params: RouteParams,
): string {
  const path = route.href?.(params) ?? null;
  if (path === null) throw new Error(`no URL for the parameters ${JSON.stringify(params)}`);
  return path;
}

export const articleFeedItem = (article: Article, path: string): FeedItemSpec => ({
  path,
  title: article.title,
  summary: article.seoDescription || article.excerpt,
  body: article.body,
  image: article.image,
  published: article.publishDate,
  updated: article.updatedAt,
  tags: article.tags,
});

export const postFeedItem = (post: Post, path: string): FeedItemSpec => ({
  path,
  title: post.title,
  summary: post.excerpt,
  body: post.content,
  image: post.image,
  published: post.publishDate,
  updated: post.updatedAt,
  ...(post.author && { author: post.author }),
  tags: [],
});
