import { useCallback, useEffect, useMemo } from 'react';
import type { ArticleSummary } from '../content/types';
import { DEFAULT_LATEST_COUNT } from '../content/latest';
import { latestQuery } from './queries';
import { touch } from './query-store';
import type { QueryResult } from './query-types';
import { refetchLatest, watchLatest } from './latest-source';
import { toResult, useCacheEntry, useIsFetching } from './use-query';

/**
 * The latest feed across the five kinds: 10 of each, merged newest first. On the home page it is
 * derived from the per-kind lists the page already loads whenever that gives the same feed, so
 * nothing is fetched twice.
 */
export function useLatest(count: number = DEFAULT_LATEST_COUNT): QueryResult<ArticleSummary[]> {
  const { key, freshFor } = useMemo(() => latestQuery(count), [count]);
  const entry = useCacheEntry(key);
  const isFetching = useIsFetching(key);

  useEffect(() => {
    touch(key);
    return watchLatest(count);
  }, [key, count]);

  const refetch = useCallback(() => void refetchLatest(count), [count]);
  return useMemo(
    () => toResult<ArticleSummary[]>(entry, freshFor, isFetching, refetch),
    [entry, freshFor, isFetching, refetch],
  );
}
