import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ArticleSummary } from '../content/types';
import { DEFAULT_LATEST_COUNT } from '../content/latest';
import { latestSelector } from './latest-select';
import { latestQuery } from './query-values';
import { queryStore, touch } from './query-store';
import type { QueryResult } from './query-types';
import { refetchLatest, watchLatest } from './latest-source';
import { toResult, useCacheEntry, useIsFetching } from './use-query';

const subscribe = (listener: () => void) => queryStore.subscribe(listener);

/**
 * The latest feed across the five kinds: 10 of each, merged newest first. On the home page it is
 * selected from the per-kind lists the page already loads whenever that gives the same feed, so
 * nothing is fetched twice; otherwise it is fetched under `latest:{count}`. When both exist, the
 * newer copy is shown.
 */
export function useLatest(count: number = DEFAULT_LATEST_COUNT): QueryResult<ArticleSummary[]> {
  const { key, freshFor } = useMemo(() => latestQuery(count), [count]);
  const fetched = useCacheEntry(key);
  const select = useMemo(() => latestSelector(count), [count]);
  const read = () => select(queryStore.getState());
  const derived = useSyncExternalStore(subscribe, read, read);
  const isFetching = useIsFetching(key);

  useEffect(() => {
    touch(key);
    return watchLatest(count);
  }, [key, count]);

  const fetchedIsNewer =
    fetched?.data !== undefined && (fetched.fetchedAt ?? 0) > (derived?.fetchedAt ?? -1);
  const entry = derived && !fetchedIsNewer ? derived : fetched;
  const refetch = useCallback(() => void refetchLatest(count), [count]);
  return useMemo(
    () => toResult<ArticleSummary[]>(entry, freshFor, isFetching, refetch),
    [entry, freshFor, isFetching, refetch],
  );
}
