/**
 * Fetches everything the prerendered site shows, once, through the app's own queries (the SSR
 * bundle's contentful SDK client), so the pages hold exactly what the browser would have fetched.
 * One entry that cannot become a page is skipped and named; it never fails the whole build.
 *
 * Every entry is enumerated page by page (ids and slugs only), so an archive of any size is read
 * whole. An incremental build passes the last build's entries in `reuse`: an entry whose id and slug
 * are unchanged and which is not among the stale ones is taken from there instead of fetched again,
 * so both builds produce the same content from the same space.
 */
import type { KindKey } from '../../src/content/kinds.ts';
import type { ListPageValue } from '../../src/content/paging.ts';
import type { Article, Post, PostRef } from '../../src/content/types.ts';
import type { KindContent, KindPages, SiteContent, Skipped } from '../../src/app/route-types.ts';
import { slugProblem } from './entry-paths.ts';
import type { ServerEntry } from './server-entry.ts';

export type { SiteContent, Skipped };

/** The CDA's largest page; the ids and slugs of a content type are read in pages of this size. */
export const ENUMERATE_PAGE = 1000;
/** Parallel requests; the SDK throttles itself too, this only keeps the content service calm. */
const CONCURRENCY = 6;
/**
 * Whole entries per request when many are wanted: one request per entry costs about 30 ms each
 * (2,000 articles: 67 of a 98 s build), a page of 100 a fraction of that per entry. Kept well under
 * the CDA's response size limit for entries with long bodies and their includes.
 */
export const WHOLE_PAGE = 100;
/** From this many wanted entries on, they are read in whole pages rather than one by one. */
const PAGED_FROM = 50;

/** The last build's articles and posts by id, and the ids whose data may have changed since. */
export interface Reuse {
  entries: ReadonlyMap<string, Article | Post>;
  stale: ReadonlySet<string>;
  /**
   * The last build's numbered list pages of each kind, with the ids of every entry the kind held then.
   * Absent when the changes since are too many to know which kinds they touched.
   */
  pages?: Partial<Record<KindKey, KindListState>>;
}

/** What a build keeps of a kind's numbered pages, to reuse them while nothing of the kind changed. */
export interface KindListState {
  pages: KindPages;
  /** Every id the kind held, as enumerated: list pages show entries without a page of their own too. */
  ids: string[];
}

async function inBatches<T>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  for (let i = 0; i < items.length; i += size)
    await Promise.all(items.slice(i, i + size).map(work));
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

/** Every id and slug of a content type, newest first, page after page until a short page. */
export async function enumerate(entry: ServerEntry, contentType: string): Promise<PostRef[]> {
  const refs: PostRef[] = [];
  for (let skip = 0; ; skip += ENUMERATE_PAGE) {
    const page = await entry.fetchRefs(contentType, ENUMERATE_PAGE, skip);
    refs.push(...page);
    if (page.length < ENUMERATE_PAGE) return refs;
  }
}

/** Fetches one page per reachable entry (or reuses it); the rest go to `skipped` with their reason. */
async function fetchPages<T extends Article | Post>(
  refs: readonly PostRef[],
  contentType: string,
  skipped: Skipped[],
  fetch: (slug: string) => Promise<T>,
  fetchPage: (limit: number, skip: number) => Promise<T[]>,
  reuse: Reuse | undefined,
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
  const kept = ({ id, slug }: PostRef): T | undefined => {
    const old = reuse?.entries.get(id);
    return old && old.slug === slug && old.contentType === contentType && !reuse?.stale.has(id)
      ? (old as T)
      : undefined;
  };
  const fetched = new Map<string, T>();
  const failed: Skipped[] = [];
  let missing = wanted.filter((ref) => !kept(ref));
  if (missing.length >= PAGED_FROM) {
    // The same order as the enumeration: stop at the page that holds the last one wanted.
    const slugs = new Map(missing.map(({ id, slug }) => [id, slug]));
    for (let skip = 0; fetched.size < slugs.size; skip += WHOLE_PAGE) {
      const page = await fetchPage(WHOLE_PAGE, skip);
      for (const item of page) if (slugs.get(item.id) === item.slug) fetched.set(item.id, item);
      if (page.length < WHOLE_PAGE) break;
    }
    // Anything a page did not hold as enumerated (changed meanwhile) is asked for by its slug.
    missing = missing.filter(({ id }) => !fetched.has(id));
  }
  await inBatches(missing, CONCURRENCY, ({ id, slug }) =>
    fetch(slug).then(
      (page) => void fetched.set(id, page),
      (error: unknown) => {
        const why = entryFailure(error);
        if (why === null) throw error;
        failed.push({ contentType, id, why });
      },
    ),
  );
  // In enumeration order, whatever order the answers came in: the same content, the same list.
  const order = new Map(wanted.map(({ id }, index) => [id, index]));
  skipped.push(...failed.sort((a, b) => order.get(a.id)! - order.get(b.id)!));
  return wanted.flatMap((ref) => kept(ref) ?? fetched.get(ref.id) ?? []);
}

async function collectKind(
  entry: ServerEntry,
  kind: KindKey,
  skipped: Skipped[],
  reuse: Reuse | undefined,
): Promise<KindContent & { ids: string[] }> {
  const { contentType } = entry.KINDS[kind];
  const [page, home, all] = await Promise.all([
    entry.fetchList(kind),
    entry.fetchList(kind, entry.HOME_LIMIT),
    enumerate(entry, contentType),
  ]);
  const articles = await fetchPages(
    all,
    contentType,
    skipped,
    (slug) => entry.fetchEntry(kind, slug),
    (limit, skip) => entry.fetchArticlesPage(kind, limit, skip),
    reuse,
  );
  return { page, home, articles, ids: all.map(({ id }) => id) };
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
  const older: ListPageValue[] = new Array(numbers.length);
  await inBatches(numbers, CONCURRENCY, async (page) => {
    older[page - 2] = await entry.fetchListPage(kind, page);
  });
  return { total, older };
}

/**
 * The newest date the content carries, as a number: what "as of" the collected content is. A
 * function of the content only, so two builds of the same content write the same bytes.
 */
function contentTime(kinds: Record<KindKey, KindContent>, posts: readonly Post[]): number {
  let newest = 0;
  const note = (date: string | null) => {
    const time = date === null ? Number.NaN : Date.parse(date);
    if (time > newest) newest = time;
  };
  for (const { articles } of Object.values(kinds))
    for (const a of articles) [a.updatedAt, a.publishDate].forEach(note);
  for (const p of posts) [p.updatedAt, p.publishDate].forEach(note);
  return newest;
}

/**
 * The last build's numbered pages of a kind, when nothing they show can have changed since: no entry
 * the kind held then or holds now is stale (changed, new, deleted, or linking to a changed one), and
 * it holds as many entries as then. Otherwise null, and the pages are asked for again.
 */
export function unchangedPages(
  kept: KindListState | undefined,
  ids: readonly string[],
  stale: ReadonlySet<string>,
): KindPages | null {
  if (!kept || kept.ids.length !== ids.length || kept.pages.total !== ids.length) return null;
  const touched = (id: string) => stale.has(id);
  return kept.ids.some(touched) || ids.some(touched) ? null : kept.pages;
}

export async function collectContent(
  entry: ServerEntry,
  reuse?: Reuse,
): Promise<SiteContent & { lists: Record<KindKey, KindListState> }> {
  const skipped: Skipped[] = [];
  const kinds = {} as Record<KindKey, KindContent>;
  const ids = {} as Record<KindKey, string[]>;
  for (const kind of entry.KIND_ORDER) {
    const { ids: kindIds, ...content } = await collectKind(entry, kind, skipped, reuse);
    kinds[kind] = content;
    ids[kind] = kindIds;
  }
  const pages = {} as Record<KindKey, KindPages>;
  for (const kind of entry.KIND_ORDER)
    pages[kind] =
      (reuse && unchangedPages(reuse.pages?.[kind], ids[kind], reuse.stale)) ??
      (await collectListPages(entry, kind));
  const lists = Object.fromEntries(
    entry.KIND_ORDER.map((kind) => [kind, { pages: pages[kind], ids: ids[kind] }]),
  ) as Record<KindKey, KindListState>;
  const { contentType } = entry.KINDS.posts;
  const refs = await enumerate(entry, contentType);
  const posts = await fetchPages(
    refs,
    contentType,
    skipped,
    (slug) => entry.fetchPost(slug),
    (limit, skip) => entry.fetchPostsPage(limit, skip),
    reuse,
  );
  const latest = await entry.fetchLatest(entry.HOME_LIMIT);
  return { fetchedAt: contentTime(kinds, posts), kinds, pages, posts, latest, skipped, lists };
}
