import { useMemo } from 'react';
import type { Post } from '../content/types';
import { postQuery } from './queries';
import type { QueryResult } from './query-types';
import { useQuery } from './use-query';

/** One general post by slug; an unknown slug ends in error id 'NotFound' ('Post not found'). */
export function usePost(slug: string): QueryResult<Post> {
  return useQuery(useMemo(() => postQuery(slug), [slug]));
}
