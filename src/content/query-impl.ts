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
import { MAX_PAGE, PAGE_SIZE, pageSkip, taggedPage, type ListPageValue } from './paging.ts';
import { hasTag, tagKey } from './tags.ts';

/**
 * Entries asked of one kind per request while gathering a tag: as many as the list page asks with
 * the same includes, an answer size the Delivery API is known to deliver.
 */
const TAG_BATCH = DEFAULT_LIST_LIMIT;

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
   * each kind is asked by full-text match on its tags, which finds every spelling (and perhaps more),
   * page after page until the kind is exhausted; only entries carrying the tag itself are kept.
   */
  async function fetchTagged(tag: string, page: number): Promise<ListPageValue> {
    if (!Number.isSafeInteger(page) || page < 1 || page > MAX_PAGE)
      throw new QueryFailure('NotFound');
    const text = tagKey(tag).slice(0, MAX_SEARCH_CHARS);
    if (!text) return { items: [], total: 0 };
    const perKind = await Promise.all(
      KIND_ORDER.map(async (kind) => {
        const found: ArticleSummary[] = [];
        for (let skip = 0; ; skip += TAG_BATCH) {
          const { list, total } = await read.itemsAndTotal({
            ...listOrder(kind),
            'fields.tags[match]': text,
            skip,
            limit: TAG_BATCH,
            include: 2,
          });
          found.push(...list.map(normaliseSummary).filter((item) => hasTag(item, tag)));
          if (list.length < TAG_BATCH || skip + list.length >= total) return found;
        }
      }),
    );
    return taggedPage(perKind.flat(), tag, page);
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
