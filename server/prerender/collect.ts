/**
 * Fetches everything the prerendered site shows, once, through the app's own queries (the SSR
 * bundle's contentful SDK client), so the pages hold exactly what the browser would have fetched.
 * One entry that cannot become a page is skipped and named; it never fails the whole build.
 */
import type { KindKey } from '../../src/content/kinds.ts';
import type { KindContent, KindPages, SiteContent, Skipped } from '../../src/app/route-types.ts';
import { slugProblem } from './entry-paths.ts';
import type { ServerEntry } from './entry-types.ts';

export type { SiteContent, Skipped };

/** The CDA's largest page: enough to enumerate every entry of a kind for this magazine's size. */
const ENUMERATE_LIMIT = 1000;
/** Parallel requests; the SDK throttles itself too, this only keeps the content service calm. */
const CONCURRENCY = 6;

async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size)
    results.push(...(await Promise.all(items.slice(i, i + size).map(work))));
  return results;
}

/*
 * Failures that belong to one entry (not found under its slug, an answer that cannot be read) skip
 * that entry. A service that is down or rate-limiting fails the build instead: a site quietly
 * missing half its pages is worse than a build that says the content service failed.
 */
const ENTRY_FAILURES = new Set(['NotFound', 'BadResponse']);

function entryFailure(error: unknown): string | null {
  const id = (error as { queryError?: { id?: unknown } } | null)?.queryError?.id;
  if (typeof id !== 'string' || !ENTRY_FAILURES.has(id)) return null;
  return `the query for its slug failed: ${(error as Error).message}`;
}

/** Fetches one page per reachable entry; the rest go to `skipped` with their reason. */
async function fetchPages<T>(
  refs: readonly { id: string; slug: string }[],
  contentType: string,
  skipped: Skipped[],
  fetch: (slug: string) => Promise<T>,
): Promise<T[]> {
  const owners = new Map<string, string>();
  const wanted = refs.filter(({ id, slug }) => {
    const problem =
      slugProblem(slug) ??
      (owners.has(slug) ? `its slug is also entry ${owners.get(slug)}'s` : null);
    if (problem) skipped.push({ contentType, id, why: problem });
    else owners.set(slug, id);
    return !problem;
  });
  const pages = await inBatches(wanted, CONCURRENCY, ({ id, slug }) =>
    fetch(slug).catch((error: unknown) => {
      const why = entryFailure(error);
      if (why === null) throw error;
      skipped.push({ contentType, id, why });
      return null;
    }),
  );
  return pages.filter((page): page is Awaited<T> => page !== null);
}

async function collectKind(
  entry: ServerEntry,
  kind: KindKey,
  skipped: Skipped[],
): Promise<KindContent> {
  const [page, home, all] = await Promise.all([
    entry.fetchList(kind),
    entry.fetchList(kind, entry.HOME_LIMIT),
    entry.fetchList(kind, ENUMERATE_LIMIT),
  ]);
  const articles = await fetchPages(all, entry.KINDS[kind].contentType, skipped, (slug) =>
    entry.fetchEntry(kind, slug),
  );
  return { page, home, articles };
}

/**
 * A kind's numbered list pages beyond the first, each through the page query the browser runs, so
 * a prerendered page holds exactly what the browser would have fetched; the count comes first.
 */
export async function collectListPages(entry: ServerEntry, kind: KindKey): Promise<KindPages> {
  const total = await entry.fetchListTotal(kind);
  const numbers = Array.from(
    { length: Math.max(0, Math.ceil(total / entry.PAGE_SIZE) - 1) },
    (_, i) => i + 2,
  );
  const older = await inBatches(numbers, CONCURRENCY, (page) => entry.fetchListPage(kind, page));
  return { total, older };
}

export async function collectContent(entry: ServerEntry): Promise<SiteContent> {
  const fetchedAt = Date.now();
  const skipped: Skipped[] = [];
  const kinds = {} as Record<KindKey, KindContent>;
  for (const kind of entry.KIND_ORDER) kinds[kind] = await collectKind(entry, kind, skipped);
  const pages = {} as Record<KindKey, KindPages>;
  for (const kind of entry.KIND_ORDER) pages[kind] = await collectListPages(entry, kind);
  const refs = await entry.fetchPostSlugs(ENUMERATE_LIMIT);
  const posts = await fetchPages(refs, entry.POST_TEXTS.contentType, skipped, (slug) =>
    entry.fetchPost(slug),
  );
  const latest = await entry.fetchLatest(entry.HOME_LIMIT);
  return { fetchedAt, kinds, pages, posts, latest, skipped };
}
