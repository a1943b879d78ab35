/**
 * Runs queries into the store: one request per key at a time (two components asking the same key share
 * it), retries with backoff, fails fast offline, and revalidates stale or failed keys when the browser
 * comes back online. Nothing here runs at import time.
 */
import { probeContentHost } from '../content/queries';
import { toQueryError } from '../content/errors';
import { withRetry } from './backoff';
import { failFastOffline, isBrowserOffline } from './offline';
import { isStale } from './keys';
import { queryStore, setData, setError, setFetching, setSavedCopy } from './query-store';

export type Fetcher = () => Promise<unknown>;

const inflight = new Map<string, Promise<void>>();
/** When each key's last request ended (this session only). */
const settledAt = new Map<string, number>();
/** Keys used this session, so the 'online' event knows what to revalidate. */
const known = new Map<string, Fetcher>();
let listening = false;

/** When the browser last lost its connection this session (null: not seen offline). */
let wentOfflineAt: number | null = null;

function listenOnline(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  // A page opened offline (from the worker) has been offline since before it started.
  if (isBrowserOffline()) wentOfflineAt = Date.now();
  window.addEventListener('offline', () => (wentOfflineAt ??= Date.now()));
  window.addEventListener('online', revalidateAfterReconnect);
}

/**
 * Back online: refresh what failed, what came from a cache, what is stale, and what was fetched before
 * the connection was lost (it may have changed meanwhile, and the visitor has been looking at it).
 */
function revalidateAfterReconnect(): void {
  const { entries } = queryStore.getState();
  const lostAt = wentOfflineAt;
  wentOfflineAt = null;
  for (const [key, fetcher] of known) {
    const entry = entries[key];
    const outdated =
      !entry ||
      entry.error ||
      entry.fromSavedCopy ||
      isStale(key, entry.fetchedAt) ||
      (lostAt !== null && (entry.fetchedAt ?? 0) <= lostAt);
    if (outdated) void fetchQuery(key, fetcher);
  }
}

export function inFlight(key: string): Promise<void> | undefined {
  return inflight.get(key);
}

export function lastSettled(key: string): number | undefined {
  return settledAt.get(key);
}

/** Always asks the network (unless the same key is already being fetched). */
export function fetchQuery(key: string, fetcher: Fetcher): Promise<void> {
  known.set(key, fetcher);
  listenOnline();
  const running = inflight.get(key);
  if (running) return running;
  const job = (async () => {
    setFetching(key, true);
    try {
      const data = await withRetry(() => failFastOffline(fetcher, probeContentHost));
      if (isBrowserOffline()) setSavedCopy(key, data);
      else setData(key, data);
    } catch (error) {
      setError(key, toQueryError(error));
    } finally {
      settledAt.set(key, Date.now());
      inflight.delete(key);
      setFetching(key, false);
    }
  })();
  inflight.set(key, job);
  return job;
}

/** Stale-while-revalidate: fetches only when there is no fresh copy. */
export function ensureFresh(key: string, fetcher: Fetcher): Promise<void> {
  known.set(key, fetcher);
  listenOnline();
  const entry = queryStore.getState().entries[key];
  if (entry && !entry.error && !isStale(key, entry.fetchedAt)) return Promise.resolve();
  return fetchQuery(key, fetcher);
}

/** Test helper: forget in-flight bookkeeping between tests. */
export function resetRunner(): void {
  inflight.clear();
  known.clear();
  settledAt.clear();
  wentOfflineAt = null;
}
