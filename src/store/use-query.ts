/**
 * The shared body of every data hook: reads one query's entry from the store (narrow selections, so a
 * page only re-renders for its own query), shows any stored copy at once, and revalidates in the
 * background when the copy is stale — also while the page stays open past the freshness window.
 */
import { useCallback, useEffect, useMemo, useReducer, useSyncExternalStore } from 'react';
import { isStale } from './keys';
import type { Query } from './query-values';
import { isCopy, queryStore, touch, type CacheEntry } from './query-store';
import { ensureFresh, fetchQuery } from './run-query';
import type { QueryResult } from './query-types';
import { whenIdle } from '../lib/when-idle';

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
  entry: CacheEntry | undefined,
  freshFor: number,
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
    isStale: data !== undefined && isStale(fetchedAt, freshFor),
    isFetching,
    isCopy: isCopy(entry),
    refetch,
  };
}

/** Re-renders (and revalidates) when the copy crosses its freshness window while mounted. */
function useStaleTimer(fetchedAt: number | null, freshFor: number, onStale: () => void): void {
  useEffect(() => {
    if (fetchedAt === null) return;
    const left = fetchedAt + freshFor - Date.now();
    if (left <= 0) return;
    const timer = setTimeout(onStale, left + 10);
    return () => clearTimeout(timer);
  }, [fetchedAt, freshFor, onStale]);
}

/** `query` must be stable for a given key (build it in useMemo). */
export function useQuery<T>(query: Query<T>): QueryResult<T> {
  const { key, freshFor } = query;
  const entry = useCacheEntry(key);
  const isFetching = useIsFetching(key);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  useEffect(() => {
    touch(key);
    const shown = queryStore.getState().entries[key];
    // A copy on screen (prerendered, saved) is refreshed in idle time: fetching it at once would
    // load the SDK and re-render while the page is still hydrating.
    if (shown?.data !== undefined && !shown.error) return whenIdle(() => void ensureFresh(query));
    void ensureFresh(query);
  }, [key, query]);

  const onStale = useCallback(() => {
    rerender();
    void ensureFresh(query);
  }, [query]);
  useStaleTimer(entry?.fetchedAt ?? null, freshFor, onStale);

  const refetch = useCallback(() => void fetchQuery(query), [query]);
  return useMemo(
    () => toResult<T>(entry, freshFor, isFetching, refetch),
    [entry, freshFor, isFetching, refetch],
  );
}
