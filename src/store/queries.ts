/**
 * A query is a value: its store key, how long its answer stays fresh, and how to fetch it. The data
 * hooks, the runner (fetchQuery, ensureFresh) and "Save for offline" all take one, so the key, the
 * freshness window and the request can never disagree. `fetch` never throws: it answers with a
 * QueryOutcome (data, a saved copy, or the QueryError classified where it happened).
 */
import type { KindKey } from '../content/kinds';
import { DEFAULT_LATEST_COUNT } from '../content/latest';
import { DEFAULT_LIST_LIMIT, type QueryOutcome } from '../content/queries';
import type { Article, ArticleSummary, Post } from '../content/types';
import { runContentQuery } from './content-source';
import { entryKey, ITEM_FRESH_MS, latestKey, LIST_FRESH_MS, listKey, postKey } from './keys';

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

/** The latest feed across the five kinds. */
export const latestQuery = (count: number = DEFAULT_LATEST_COUNT): Query<ArticleSummary[]> => ({
  key: latestKey(count),
  freshFor: LIST_FRESH_MS,
  fetch: () => runContentQuery('fetchLatest', [count]),
});
