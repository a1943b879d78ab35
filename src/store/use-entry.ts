import { useMemo } from 'react';
import type { KindKey } from '../content/kinds';
import type { Article } from '../content/types';
import { entryQuery } from './queries';
import type { QueryResult } from './query-types';
import { useQuery } from './use-query';

/** One article by its URL slug; an unknown slug ends in error id 'NotFound' with the kind's text. */
export function useEntry(kind: KindKey, slug: string): QueryResult<Article> {
  return useQuery(useMemo(() => entryQuery(kind, slug), [kind, slug]));
}
