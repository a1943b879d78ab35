import { useMemo } from 'react';
import type { KindKey } from '../content/kinds';
import type { ArticleSummary } from '../content/types';
import { DEFAULT_LIST_LIMIT } from '../content/worker-queries';
import { listQuery } from './query-values';
import type { QueryResult } from './query-types';
import { useQuery } from './use-query';

/** Entries of one kind, newest first, 100 at most by default; the home page asks for 3. */
export function useList(
  kind: KindKey,
  limit: number = DEFAULT_LIST_LIMIT,
): QueryResult<ArticleSummary[]> {
  return useQuery(useMemo(() => listQuery(kind, limit), [kind, limit]));
}
