import { useCallback } from 'react';
import type { KindKey } from '../content/kinds';
import type { Article } from '../content/types';
import { fetchEntry } from './content-source';
import { entryKey } from './keys';
import type { QueryResult } from './query-types';
import { useQuery } from './use-query';

/** One article by its URL slug; an unknown slug ends in error id 'NotFound' with the kind's text. */
export function useEntry(kind: KindKey, slug: string): QueryResult<Article> {
  const fetcher = useCallback(() => fetchEntry(kind, slug), [kind, slug]);
  return useQuery(entryKey(kind, slug), fetcher);
}
