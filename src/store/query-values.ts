/**
 * A query is a value: its store key, how long its answer stays fresh, and how to fetch it. The data
 * hooks, the runner (fetchQuery, ensureFresh) and "Save for offline" all take one, so the key, the
 * freshness window and the request can never disagree. `fetch` never throws: it answers with a
 * QueryOutcome (data, the service worker's cached copy, or the QueryError classified where it happened).
 */
import type { EntryKindKey, KindKey } from '../content/kinds';
import { DEFAULT_LATEST_COUNT } from '../content/latest';
import { DEFAULT_LIST_LIMIT, runQuery, type QueryOutcome } from '../content/worker-queries';
import type { Article, ArticleSummary, Post } from '../content/types';
import { runContentQuery } from './content-source';
import type { ListPageValue } from '../content/paging';
import {
  entryKey,
  ITEM_FRESH_MS,
  latestKey,
  LIST_FRESH_MS,
  listKey,
  listPageKey,
  listTotalKey,
  postKey,
  taggedKey,
} from './keys';

export interface Query<T> {
  key: string;
  /** How long an answer stays fresh (ms). */
  freshFor: number;
  fetch: () => Promise<QueryOutcome<T>>;
}

/** Entries of one kind, newest first. */
export const listQuery = (
  kind: KindKey,
  limit: number = DEFAULT_LIST_LIMIT,
): Query<ArticleSummary[]> => ({
  key: listKey(kind, limit),
  freshFor: LIST_FRESH_MS,
  fetch: () => runContentQuery('fetchList', [kind, limit]),
});

/*
 * The numbered pages read published content only, also in a preview tab: the preview function
 * answers the list, the entry, the post and the latest feed, which is what a draft is checked on.
 */

/** Page n of a kind's list with the kind's total; the list itself (page 1) is listQuery. */
export const listPageQuery = (kind: KindKey, page: number): Query<ListPageValue> => ({
  key: listPageKey(kind, page),
  freshFor: LIST_FRESH_MS,
  fetch: () => runQuery('fetchListPage', [kind, page]),
});

/** How many entries a kind holds, for the pager of its first page. */
export const listTotalQuery = (kind: KindKey): Query<number> => ({
  key: listTotalKey(kind),
  freshFor: LIST_FRESH_MS,
  fetch: () => runQuery('fetchListTotal', [kind]),
});

/** Page n of a tag across the five kinds, with how many entries carry it. */
export const taggedQuery = (tag: string, page: number): Query<ListPageValue> => ({
  key: taggedKey(tag, page),
  freshFor: LIST_FRESH_MS,
  fetch: () => runQuery('fetchTagged', [tag, page]),
});

/** One article by its URL slug. */
export const entryQuery = (kind: KindKey, slug: string): Query<Article> => ({
  key: entryKey(kind, slug),
  freshFor: ITEM_FRESH_MS,
  fetch: () => runContentQuery('fetchEntry', [kind, slug]),
});

/** One general post by slug. */
export const postQuery = (slug: string): Query<Post> => ({
  key: postKey(slug),
  freshFor: ITEM_FRESH_MS,
  fetch: () => runContentQuery('fetchPost', [slug]),
});

/** The entry a detail page shows: an article of a kind, or a post. */
export const detailQuery = (kind: EntryKindKey, slug: string): Query<Article | Post> =>
  kind === 'posts' ? postQuery(slug) : entryQuery(kind, slug);

/** The latest feed across the five kinds. */
export const latestQuery = (count: number = DEFAULT_LATEST_COUNT): Query<ArticleSummary[]> => ({
  key: latestKey(count),
  freshFor: LIST_FRESH_MS,
  fetch: () => runContentQuery('fetchLatest', [count]),
});
