/**
 * The content queries (lists, one entry by slug, the latest feed) as the store calls them. In a
 * browser they run in a dedicated worker (content-worker.ts): the `contentful` SDK with axios, link
 * resolution and normalising never touch the main thread, where revalidating a page's data cost
 * 100-180 ms tasks at 4x CPU. Where there is no worker — server rendering, tests, a browser without
 * module workers, a worker script that failed to load — the same implementation (query-impl.ts
 * settleQuery) runs in place. Either way the answer is the same QueryOutcome, and it never throws.
 */
import { createQueryBridge, type Settle, type WorkerLike } from './query-bridge';

export { DEFAULT_LIST_LIMIT, isPlausibleSlug, probeContentHost } from './query-rules';

export type { QueryArgs, QueryName, QueryValue } from './query-bridge';
export type { QueryOutcome } from './query-error';

/** A module worker in a browser; null (run in place) on the server, in tests, or where it is refused. */
function startContentWorker(): WorkerLike | null {
  if (typeof window === 'undefined' || typeof Worker === 'undefined') return null;
  return new Worker(new URL('./content-worker.ts', import.meta.url), {
    type: 'module',
    name: 'content-queries',
  }) as unknown as WorkerLike;
}

/** Runs one content query by name: `runQuery('fetchEntry', ['reviews', slug])`. */
export const runQuery = createQueryBridge(startContentWorker, () =>
  import('./query-impl').then(({ settleQuery }) => settleQuery as Settle),
);

export type { SearchAnswer } from './search-queries';
