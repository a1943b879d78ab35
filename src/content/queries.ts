/**
 * The content queries (lists, one entry by slug, the latest feed) as the app calls them. In a
 * browser they run in a dedicated worker (content-worker.ts): the `contentful` SDK with axios, link
 * resolution and normalising never touch the main thread, where revalidating a page's data cost
 * 100-180 ms tasks at 4x CPU. Where there is no worker — server rendering, tests, a browser without
 * module workers, a worker script that failed to load — the same implementations (query-impl.ts)
 * run in place. Either way the answers and the QueryFailure errors are the same.
 */
import type { ArticleSummary, Article, Post, PostRef } from './types';
import type { SearchAnswer } from './query-impl';
import { createQueryBridge, type WorkerLike } from './query-bridge';
import type { KindKey } from './kinds';

export { DEFAULT_LIST_LIMIT, isPlausibleSlug, probeContentHost } from './query-rules';

export type { QueryApi, QueryName } from './query-bridge';

/** A module worker in a browser; null (run in place) on the server, in tests, or where it is refused. */
function startContentWorker(): WorkerLike | null {
  if (typeof window === 'undefined' || typeof Worker === 'undefined') return null;
  return new Worker(new URL('./content-worker.ts', import.meta.url), {
    type: 'module',
    name: 'content-queries',
  }) as unknown as WorkerLike;
}

const callQuery = createQueryBridge(startContentWorker, () => import('./query-impl'));

export const fetchList = (kind: KindKey, limit?: number): Promise<ArticleSummary[]> =>
  callQuery('fetchList', [kind, limit]);

export const fetchEntry = (kind: KindKey, slug: string): Promise<Article> =>
  callQuery('fetchEntry', [kind, slug]);

export const fetchPost = (slug: string): Promise<Post> => callQuery('fetchPost', [slug]);

export const fetchPostSlugs = (limit?: number): Promise<PostRef[]> =>
  callQuery('fetchPostSlugs', [limit]);

export const fetchLatest = (count?: number): Promise<ArticleSummary[]> =>
  callQuery('fetchLatest', [count]);

/** Full-text search of the published content (never the Preview API): articles and posts, full bodies. */
export const searchContent = (text: string, perType?: number): Promise<SearchAnswer> =>
  callQuery('searchContent', [text, perType]);

export type { SearchAnswer };
