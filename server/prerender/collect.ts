/**
 * Fetches everything the prerendered site shows, once, through the app's own queries (the SSR
 * bundle's contentful SDK client), so the pages hold exactly what the browser would have fetched.
 */
import type { Article, KindKey, Post, ServerEntry, Summary } from './entry-types.ts';

/** The CDA's largest page: enough to enumerate every entry of a kind for this magazine's size. */
const ENUMERATE_LIMIT = 1000;
/** Parallel requests; the SDK throttles itself too, this only keeps the content service calm. */
const CONCURRENCY = 6;

export interface KindContent {
  /** The list page's own query (default limit) and the home section's (HOME_LIMIT). */
  page: Summary[];
  home: Summary[];
  articles: Article[];
}

export interface SiteContent {
  fetchedAt: number;
  kinds: Record<KindKey, KindContent>;
  posts: Post[];
  /** The home page's "catch up" feed. */
  latest: Summary[];
}

export async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size)
    results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

async function collectKind(entry: ServerEntry, kind: KindKey): Promise<KindContent> {
  const [page, home, all] = await Promise.all([
    entry.fetchList(kind),
    entry.fetchList(kind, entry.HOME_LIMIT),
    entry.fetchList(kind, ENUMERATE_LIMIT),
  ]);
  const withSlug = all.filter((summary) => summary.slug);
  const articles = await inBatches(withSlug, CONCURRENCY, (summary) =>
    entry.fetchEntry(kind, summary.slug),
  );
  return { page, home, articles };
}

export async function collectContent(entry: ServerEntry): Promise<SiteContent> {
  const fetchedAt = Date.now();
  const kinds = {} as Record<KindKey, KindContent>;
  for (const kind of entry.KIND_ORDER) kinds[kind] = await collectKind(entry, kind);
  const slugs = await entry.fetchPostSlugs(ENUMERATE_LIMIT);
  const posts = await inBatches(slugs, CONCURRENCY, (slug) => entry.fetchPost(slug));
  const latest = await entry.fetchLatest(entry.HOME_LIMIT);
  return { fetchedAt, kinds, posts, latest };
}
