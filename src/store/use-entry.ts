import { useMemo } from 'react';
import type { EntryKindKey } from '../content/kinds';
import type { Article, Post } from '../content/types';
import { detailQuery } from './query-values';
import type { QueryResult } from './query-types';
import { useQuery } from './use-query';

/**
 * The entry of a detail page by its URL slug: an article of a kind, or a post. An unknown slug ends in
 * error id 'NotFound' with the kind's text.
 */
export function useEntry(kind: EntryKindKey, slug: string): QueryResult<Article | Post> {
  return useQuery(useMemo(() => detailQuery(kind, slug), [kind, slug]));
}
