/**
 * The shared body of every data hook: reads one key from the store (narrow selections, so a page only
 * re-renders for its own query), shows any saved copy at once, and revalidates in the background when
 * the copy is stale — also while the page stays open past the freshness window.
 */
import { useCallback, useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import { freshnessWindow, isStale } from './keys';
import { queryStore, touch, type CacheEntry } from './query-store';
import { ensureFresh, fetchQuery, type Fetcher } from './run-query';
import type { QueryResult } from './query-types';
import { whenIdle } from './when-idle';

const subscribe = (listener: () => void) => queryStore.subscribe(listener);

export function useCacheEntry(key: string): CacheEntry | undefined {
  const read = () => queryStore.getState().entries[key];
  // The server snapshot is the live state too, so data seeded for prerendering renders on the server.
  return useSyncExternalStore(subscribe, read, read);
}

export function useIsFetching(key: string): boolean {
  const read = () => queryStore.getState().fetching[key] === true;
  return useSyncExternalStore(subscribe, read, read);
}

export function toResult<T>(
  key: string,
  entry: CacheEntry | undefined,
  isFetching: boolean,
  refetch: () => void,
): QueryResult<T> {
  const data = entry?.data as T | undefined;
  const error = entry?.error ?? null;
  const fetchedAt = entry?.fetchedAt ?? null;
  return {
    status: data !== undefined ? 'success' : error ? 'error' : 'loading',
    data,
    error,
    fetchedAt,
    isStale: data !== undefined && isStale(key, fetchedAt),
    isFetching,
    fromSavedCopy: entry?.fromSavedCopy ?? false,
    refetch,
  };
}

/** Re-renders (and revalidates) when the copy crosses its freshness window while mounted. */
function useStaleTimer(key: string, fetchedAt: number | null, onStale: () => void): void {
  useEffect(() => {
    if (fetchedAt === null) return;
    const left = fetchedAt + freshnessWindow(key) - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(onStale, left + 10);
    return () => clearTimeout(timer);
  }, [key, fetchedAt, onStale]);
}

/** `fetcher` must be stable for a given key (wrap it in useCallback). */
export function useQuery<T>(key: string, fetcher: () => Promise<T>): QueryResult<T> {
  const entry = useCacheEntry(key);
  const isFetching = useIsFetching(key);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    touch(key);
    const shown = queryStore.getState().entries[key];
    // A copy on screen (prerendered, saved) is refreshed in idle time: fetching it at once would
    // load the SDK and re-render while the page is still hydrating.
    if (shown?.data !== undefined && !shown.error)
      return whenIdle(() => void ensureFresh(key, fetcher as Fetcher));
    void ensureFresh(key, fetcher as Fetcher);
  }, [key, fetcher]);

  const onStale = useCallback(() => {
    rerender();
    void ensureFresh(key, fetcher as Fetcher);
  }, [key, fetcher]);
  useStaleTimer(key, entry?.fetchedAt ?? null, onStale);

  const refetch = useCallback(() => void fetchQuery(key, fetcher as Fetcher), [key, fetcher]);
  return useMemo(
    () => toResult<T>(key, entry, isFetching, refetch),
    [key, entry, isFetching, refetch],
  );
}
