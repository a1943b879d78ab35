import { useMemo } from 'react';
import { KIND_ORDER } from '../../content/kinds';
import { DEFAULT_LIST_LIMIT } from '../../content/worker-queries';
import { taggedPage, type ListPageValue } from '../../content/paging';
import { tagSpelling } from '../../content/tags';
import type { ArticleSummary } from '../../content/types';
import { listKey } from '../../store/keys';
import { taggedQuery } from '../../store/query-values';
import type { QueryError } from '../../store/query-types';
import { useCacheEntry, useQuery } from '../../store/use-query';

export const TAG_ERROR = 'Failed to load tagged entries';

/**
 * The kinds' lists as the store holds them, read without asking for them: what a tag's first page
 * can show offline when the tag itself was never fetched.
 */
function useStoredLists(): ArticleSummary[] {
  // KIND_ORDER is a constant: the same hooks run in the same order on every render.
  const entries = KIND_ORDER.map((kind) =>
    // eslint-disable-next-line react-hooks/rules-of-hooks
    useCacheEntry(listKey(kind, DEFAULT_LIST_LIMIT)),
  );
  return entries.flatMap((entry) => (entry?.data as ArticleSummary[] | undefined) ?? []);
}

/**
 * Page `page` of a tag: the entries of every kind carrying it (in any spelling), newest first, with
 * how many there are in all. Offline, a first page never fetched shows what the stored lists hold
 * of the tag instead. `spelling` is the tag as the page's newest entry writes it (the URL's form
 * if none).
 */
export function useTagged(tag: string, page: number) {
  const result = useQuery(useMemo(() => taggedQuery(tag, page), [tag, page]));
  const stored = useStoredLists();
  const offline = result.data === undefined && result.error?.id === 'Offline';
  const fallback: ListPageValue | undefined =
    offline && page === 1 && stored.length > 0 ? taggedPage(stored, tag, 1) : undefined;
  const value = result.data ?? (fallback && fallback.total > 0 ? fallback : undefined);
  const error: QueryError | null = value ? null : result.error;
  return {
    items: value?.items,
    total: value?.total ?? null,
    spelling: tagSpelling(value?.items ?? [], tag),
    loading: result.status === 'loading',
    error,
    isCopy: result.isCopy,
    fetchedAt: result.fetchedAt,
  };
}
