/**
 * The contract between pages and the data layer. Pages call the hooks in src/store/use-*.ts and
 * render from QueryResult; they never see the SDK, the store internals or the network.
 *
 *   useList(kind, limit = 100)   → QueryResult<ArticleSummary[]>   (store key `list:{kind}:{limit}`)
 *   useEntry(kind, slug)         → QueryResult<Article | Post>     (`entry:{kind}:{slug}`; a post's
 *                                                                    `post:{slug}`)
 *   useLatest(count = 3)         → QueryResult<ArticleSummary[]>   (`latest:{count}`)
 */

import type { QueryError } from '../content/query-error.ts';

export type QueryStatus = 'loading' | 'error' | 'success';

/** The error a query ends in; defined beside the code that makes it, part of this contract. */
export type { QueryError, QueryErrorId } from '../content/query-error.ts';

export interface QueryResult<T> {
  status: QueryStatus;
  /** Present whenever any copy exists, fresh or stale — also alongside an error. */
  data: T | undefined;
  error: QueryError | null;
  /** When `data` was fetched (ms since epoch), or null. */
  fetchedAt: number | null;
  /** Data older than its freshness window (5 minutes for lists, 10 for single items). */
  isStale: boolean;
  /** A request is in flight (first load or background revalidation). */
  isFetching: boolean;
  /**
   * `data` is a copy, not news from the network: the service worker's cached copy, or what the device
   * kept while the network is away (the store entry's `copyStoredAt` is present).
   */
  isCopy: boolean;
  refetch: () => void;
}
