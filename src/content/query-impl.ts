/**
 * The content queries themselves and the only caller of getContentClient(). They run in the
 * content worker in a browser and in place elsewhere (worker-queries.ts decides); the preview function runs
 * the same queries on the server against the Preview API (createQueries with its own client), and the
 * prerender build with the build client (buildQueries). Each returns normalised data or throws a
 * QueryFailure (errors.ts); settleQuery answers the store with a QueryOutcome instead, which also
 * says whether the answer was a cached copy of the service worker. Slugs come from the URL, so they are
 * only ever passed as query values, and absurd ones are refused without a request.
 */
import { getContentClient } from '../lib/contentful.ts';
import { KINDS, KIND_ORDER, type KindKey } from './kinds.ts';
import { DEFAULT_LATEST_COUNT, LATEST_PER_KIND, mergeLatest, type PerKind } from './latest.ts';
import { normaliseArticle, normalisePost, normaliseSummary } from './normalise.ts';
import { QueryFailure, toQueryError } from './errors.ts';
import { archiveQueries } from './archive-queries.ts';
import { MAX_SEARCH_CHARS, searchQueries } from './search-queries.ts';
import { entryReader, newTrace, type ClientSource, type Trace } from './query-io.ts';
import type { QueryOutcome } from './query-error.ts';
import type { Article, ArticleSummary, Post } from './types.ts';
import { DEFAULT_LIST_LIMIT, isPlausibleSlug } from './query-rules.ts';
import { MAX_PAGE, PAGE_SIZE, pageSkip, summaryOf, type ListPageValue } from './paging.ts';
import { tagKey, taggedNewestFirst } from './tags.ts';

/**
 * Entries asked of one kind in the first request for a tag, whole: as many as the list page asks with
 * the same includes, an answer size the Delivery API is known to deliver.
 */
const TAG_BATCH = DEFAULT_LIST_LIMIT;
/** Entries per request when a tag is read on with only what orders and counts it: the API's most. */
const TAG_SCAN = 1000;
/** What a tag's page is ordered and counted by; the rest of an entry is read only to be shown. */
const TAG_SCAN_FIELDS = 'sys.id,fields.tags,fields.publishDate';
/**
 * The tag's order, as the build reads every entry: newest first, `sys.id` between equal dates, so
 * the requests that read on from the first neither repeat nor miss an entry.
 */
const TAG_ORDER = '-fields.publishDate,sys.id';

/** An entry found for a tag: its summary, whole or (read on) only its id, tags and date. */
type TagFind = ArticleSummary & { kind: KindKey; whole: boolean };

/** Every query, reading through `source`, noting their answers in `trace`. */
function tracedQueries(source: ClientSource, trace: Trace) {
  const read = entryReader(source, trace);
  async function fetchList(
    kind: KindKey,
    limit: number = DEFAULT_LIST_LIMIT,
  ): Promise<ArticleSummary[]> {
    const list = await read.items({
      content_type: KINDS[kind].contentType,
      order: '-fields.publishDate',
      limit,
      include: 2,
    });
    return list.map(normaliseSummary);
  }

  const listOrder = (kind: KindKey) => ({
    content_type: KINDS[kind].contentType,
    order: '-fields.publishDate',
  });

  /** Page n of a kind's list (the list itself is page 1) and how many entries the kind holds. */
  async function fetchListPage(kind: KindKey, page: number): Promise<ListPageValue> {
    if (!Number.isSafeInteger(page) || page < 1 || page > MAX_PAGE)
      throw new QueryFailure('NotFound');
    const { list, total } = await read.itemsAndTotal({
      ...listOrder(kind),
      skip: pageSkip(page),
      limit: PAGE_SIZE,
      include: 2,
    });
    return { items: list.map(normaliseSummary), total };
  }

  /** How many entries a kind holds, without any of them: what a list's pager counts pages by. */
  async function fetchListTotal(kind: KindKey): Promise<number> {
    const { total } = await read.itemsAndTotal({ ...listOrder(kind), limit: 0 });
    return total;
  }

  /**
   * Page n of a tag across the five kinds. The Delivery API compares tags exactly (case and all), so
   * each kind is asked by full-text match on its tags, which finds every spelling (and perhaps more);
   * only entries carrying the tag itself are kept. For the first page, the newest hundred of each kind
   * come whole in one request, as a list page's do; the rest of a kind, and every kind for a later
   * page, is read for only each entry's tags and date, enough to count the tag and order it, and the
   * entries the page shows from that part then come whole by id. Of a tag of nine hundred entries, a
   * page reads whole at most each kind's newest hundred and the entries it shows, not all nine hundred.
   */
  async function fetchTagged(tag: string, page: number): Promise<ListPageValue> {
    if (!Number.isSafeInteger(page) || page < 1 || page > MAX_PAGE)
      throw new QueryFailure('NotFound');
    const text = tagKey(tag).slice(0, MAX_SEARCH_CHARS);
    if (!text) return { items: [], total: 0 };
    const matching = (kind: KindKey) => ({
      content_type: KINDS[kind].contentType,
      order: TAG_ORDER,
      'fields.tags[match]': text,
    });
    const perKind = await Promise.all(
      KIND_ORDER.map(async (kind) => {
        const found: TagFind[] = [];
        let skip = 0;
        let total = Infinity;
        if (page === 1) {
          const first = await read.itemsAndTotal({
            ...matching(kind),
            limit: TAG_BATCH,
            include: 2,
          });
          found.push(...first.list.map((raw) => ({ ...normaliseSummary(raw), kind, whole: true })));
          // A first answer short of a full batch is the whole kind.
          if (first.list.length < TAG_BATCH) return found;
          skip = first.list.length;
          total = first.total;
        }
        while (skip < total) {
          const next = await read.itemsAndTotal({
            ...matching(kind),
            select: TAG_SCAN_FIELDS,
            skip,
            limit: TAG_SCAN,
            include: 0,
          });
          found.push(...next.list.map((raw) => ({ ...normaliseSummary(raw), kind, whole: false })));
          if (next.list.length < TAG_SCAN) break;
          skip += next.list.length;
          total = next.total;
        }
        return found;
      }),
    );
    const tagged = taggedNewestFirst(perKind.flat(), tag);
    const onPage = tagged.slice(pageSkip(page), pageSkip(page) + PAGE_SIZE);
    const wholeById = new Map<string, ArticleSummary>();
    await Promise.all(
      KIND_ORDER.map(async (kind) => {
        const ids = onPage.filter((f) => f.kind === kind && !f.whole).map((f) => f.id);
        if (ids.length === 0) return;
        const list = await read.items({
          content_type: KINDS[kind].contentType,
          'sys.id[in]': ids.join(','),
          limit: ids.length,
          include: 2,
        });
        for (const summary of list.map(normaliseSummary)) wholeById.set(summary.id, summary);
      }),
    );
    // An entry gone between the two reads leaves the page one shorter rather than blank.
    const items = onPage.flatMap((f) => {
      const shown = f.whole ? f : wholeById.get(f.id);
      return shown ? [summaryOf(shown)] : [];
    });
    return { items, total: tagged.length };
  }

  async function fetchEntry(kind: KindKey, slug: string): Promise<Article> {
    const notFound = new QueryFailure('NotFound', KINDS[kind].notFoundError);
    if (!isPlausibleSlug(slug)) throw notFound;
    const [first] = await read.items({
      content_type: KINDS[kind].contentType,
      'fields.urlSlug': slug,
      limit: 1,
      include: 2,
    });
    if (!first) throw notFound;
    return normaliseArticle(first, kind);
  }

  async function fetchPost(slug: string): Promise<Post> {
    const notFound = new QueryFailure('NotFound', KINDS.posts.notFoundError);
    if (!isPlausibleSlug(slug)) throw notFound;
    const [first] = await read.items({
      content_type: KINDS.posts.contentType,
      'fields.slug': slug,
      limit: 1,
      include: 2,
    });
    if (!first) throw notFound;
    return normalisePost(first);
  }

  async function fetchLatest(count: number = DEFAULT_LATEST_COUNT): Promise<ArticleSummary[]> {
    const lists = await Promise.all(
      KIND_ORDER.map((kind) =>
        fetchList(kind, LATEST_PER_KIND).then((list) => [kind, list] as const),
      ),
    );
    const perKind: PerKind = Object.fromEntries(lists);
    return mergeLatest(perKind, count);
  }

  return {
    fetchList,
    fetchListPage,
    fetchListTotal,
    fetchTagged,
    fetchEntry,
    fetchPost,
    fetchLatest,
    ...searchQueries(read),
    ...archiveQueries(read),
  };
}

type Traced = ReturnType<typeof tracedQueries>;
export type QueryName = keyof Traced;
export type QueryArgs<K extends QueryName> = Parameters<Traced[K]>;
export type QueryValue<K extends QueryName> = Awaited<ReturnType<Traced[K]>>;
type Runner<K extends QueryName> = (...args: QueryArgs<K>) => Promise<QueryValue<K>>;

/** One query of a fresh trace, typed by its name. */
const pick = <K extends QueryName>(source: ClientSource, trace: Trace, name: K): Runner<K> =>
  tracedQueries(source, trace)[name] as unknown as Runner<K>;

/**
 * The five queries reading through `source`; they throw a QueryFailure. Callers in process have no
 * service worker between them and the network, so nothing reads what the trace notes.
 */
export function createQueries(source: ClientSource): Traced {
  return tracedQueries(source, newTrace());
}

export type Queries = ReturnType<typeof createQueries>;

export const {
  fetchList,
  fetchTitles,
  fetchListPage,
  fetchListTotal,
  fetchTagged,
  fetchEntry,
  fetchPost,
  fetchPostSlugs,
  fetchLatest,
  searchContent,
} = createQueries(getContentClient);

/** The queries of the prerender build: the client with the SDK's own retries. */
export const buildQueries = createQueries(() => getContentClient('build'));

/**
 * One query for the store: never throws. The error is classified here, where it happened, and an
 * answer taken from the service worker's cache says so with the time that copy was stored.
 */
export async function settleQuery<K extends QueryName>(
  name: K,
  args: QueryArgs<K>,
  source: ClientSource = getContentClient,
): Promise<QueryOutcome<QueryValue<K>>> {
  const trace = newTrace();
  try {
    const value = await pick(source, trace, name)(...args);
    const { copyStoredAt } = trace;
    return copyStoredAt === undefined ? { ok: true, value } : { ok: true, value, copyStoredAt };
  } catch (error) {
    return { ok: false, error: toQueryError(error) };
  }
}
