/**
 * Reads every entry the prerendered site has a page for, once and whole, through the SSR bundle's
 * own queries (its contentful SDK client): each kind's ids and slugs page by page, then the entries
 * in whole pages of 100, which are the answers to their detail pages' queries. What every other page
 * shows is the answer to its route's queries, which the build runs itself (answers.ts). One entry
 * that cannot become a page is skipped and named; it never fails the whole build.
 *
 * An incremental build passes the last build's entries in `reuse`: an entry whose id and slug are
 * unchanged and which is not among the stale ones is taken from there instead of fetched again, so
 * both builds produce the same content from the same space.
 */
import type { EntryKindKey, KindKey } from '../../src/content/kinds.ts';
import type { Article, Post, PostRef } from '../../src/content/types.ts';
import type { KindContent, SiteContent, Skipped } from '../../src/app/route-types.ts';
import { slugProblem } from './entry-paths.ts';
import type { ServerEntry } from './server-entry.ts';

export type { SiteContent, Skipped };

/**
 * What the collect step reads through: the bundle's enumeration queries, and one entry by its slug
 * (the detail route's own query, run by the build) for an entry a whole page did not hold.
 */
export type Collector = Pick<
  ServerEntry,
  'KINDS' | 'KIND_ORDER' | 'fetchRefs' | 'fetchArticlesPage' | 'fetchPostsPage'
> & {
  fetchOne(kind: EntryKindKey, slug: string): Promise<Article | Post>;
};

/** The CDA's largest page; the ids and slugs of a content type are read in pages of this size. */
export const ENUMERATE_PAGE = 1000;
/** Parallel requests; the SDK throttles itself too, this only keeps the content service calm. */
export const CONCURRENCY = 6;
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
   * What the last build kept of each kind: the ids it held and the answers of its numbered list
   * pages. Absent when the changes since are too many to know which kinds they touched.
   */
  pages?: Partial<Record<KindKey, KindListState>>;
}

/** What a build keeps of a kind, to reuse the answers of its numbered pages while nothing changed. */
export interface KindListState {
  /** Every id the kind held, as enumerated: list pages show entries without a page of their own too. */
  ids: string[];
  /** The answers of the kind's numbered list pages, by query key. */
  answers: Record<string, unknown>;
}

export async function inBatches<T>(
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
export async function enumerate(
  entry: Pick<Collector, 'fetchRefs'>,
  contentType: string,
): Promise<PostRef[]> {
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
  entry: Collector,
  kind: KindKey,
  skipped: Skipped[],
  reuse: Reuse | undefined,
): Promise<KindContent & { ids: string[] }> {
  const { contentType } = entry.KINDS[kind];
  const all = await enumerate(entry, contentType);
  const articles = await fetchPages(
    all,
    contentType,
    skipped,
    (slug) => entry.fetchOne(kind, slug) as Promise<Article>,
    (limit, skip) => entry.fetchArticlesPage(kind, limit, skip),
    reuse,
  );
  return { articles, count: all.length, ids: all.map(({ id }) => id) };
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
 * The answers of the last build's numbered pages of a kind, when nothing they show can have changed
 * since: no entry the kind held then or holds now is stale (changed, new, deleted, or linking to a
 * changed one), and it holds as many entries as then. Otherwise null, and the pages are asked again.
 */
export function unchangedPages(
  kept: KindListState | undefined,
  ids: readonly string[],
  stale: ReadonlySet<string>,
): Record<string, unknown> | null {
  if (!kept || kept.ids.length !== ids.length) return null;
  const touched = (id: string) => stale.has(id);
  return kept.ids.some(touched) || ids.some(touched) ? null : kept.answers;
}

export interface Collected extends SiteContent {
  /** Each kind's ids as enumerated now. */
  ids: Record<KindKey, string[]>;
  /** The last build's answers that still hold, by query key (numbered pages of unchanged kinds). */
  kept: ReadonlyMap<string, unknown>;
}

export async function collectContent(entry: Collector, reuse?: Reuse): Promise<Collected> {
  const skipped: Skipped[] = [];
  const kinds = {} as Record<KindKey, KindContent>;
  const ids = {} as Record<KindKey, string[]>;
  const kept = new Map<string, unknown>();
  for (const kind of entry.KIND_ORDER) {
    const { ids: kindIds, ...content } = await collectKind(entry, kind, skipped, reuse);
    kinds[kind] = content;
    ids[kind] = kindIds;
    const answers = reuse && unchangedPages(reuse.pages?.[kind], kindIds, reuse.stale);
    for (const [key, value] of Object.entries(answers ?? {})) kept.set(key, value);
  }
  const { contentType } = entry.KINDS.posts;
  const refs = await enumerate(entry, contentType);
  const posts = await fetchPages(
    refs,
    contentType,
    skipped,
    (slug) => entry.fetchOne('posts', slug) as Promise<Post>,
    (limit, skip) => entry.fetchPostsPage(limit, skip),
    reuse,
  );
  return { fetchedAt: contentTime(kinds, posts), kinds, posts, skipped, ids, kept };
}
