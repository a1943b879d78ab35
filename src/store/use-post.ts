import { useCallback } from 'react';
import type { Post } from '../content/types';
import { fetchPost } from './content-source';
import { postKey } from './keys';
import type { QueryResult } from './query-types';
import { useQuery } from './use-query';

/** One general post by slug; an unknown slug ends in error id 'NotFound' ('Post not found'). */
export function usePost(slug: string): QueryResult<Post> {
  const fetcher = useCallback(() => fetchPost(slug), [slug]);
  return useQuery(postKey(slug), fetcher);
}
