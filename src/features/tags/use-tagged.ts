import { KIND_ORDER } from '../../content/kinds';
import { tagSpelling, taggedNewestFirst } from '../../content/tags';
import type { QueryError } from '../../store/query-types';
import { useList } from '../../store/use-list';

export const TAG_ERROR = 'Failed to load tagged entries';

/**
 * The entries of every kind carrying a tag, from the kinds' own list queries: the tag page needs no
 * query of its own, shares the lists' cache and offline copies, and a prerendered tag page seeds
 * exactly those lists. `spelling` is the tag as the newest entry writes it (the URL's form if none).
 */
export function useTagged(tag: string) {
  // KIND_ORDER is a constant: the same hooks run in the same order on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const lists = KIND_ORDER.map((kind) => useList(kind));
  const items = taggedNewestFirst(
    lists.flatMap((list) => list.data ?? []),
    tag,
  );
  const spelling = tagSpelling(items, tag);
  const error: QueryError | null = lists.find((list) => list.error)?.error ?? null;
  return {
    items,
    spelling,
    loading: lists.some((list) => list.status === 'loading' && !list.data),
    error,
  };
}
